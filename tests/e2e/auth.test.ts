import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmationLink } from "./admin";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

const PASSWORD = "lantern ocean quiet gravel";

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("accounts", () => {
  it("a visitor signs up from a product's Save link, is told what comes next, and confirming returns to that product", async () => {
    const email = `e2e.back.${Date.now()}@example.com`;
    const page = await openPage("/category/sleep", { viewport: MOBILE });
    await hydrated(page);
    const save = page.getByRole("link", { name: /^Sign in to save/ }).first();
    const product = (await save.getAttribute("href"))!;
    await save.click();
    await page.waitForURL(/\/auth\?redirectTo=/);
    await page.getByRole("link", { name: "Create account" }).click();
    await page.waitForURL(/mode=signup/);
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByText("What comes next:").waitFor();
    expect(await page.getByText("it brings you back to the page you were on").count()).toBe(1);
    // Its sign-in button keeps the way back.
    expect(await page.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toMatch(/^\/auth\?redirectTo=%2Fcategory%2Fsleep/);

    await page.goto(await confirmationLink(page, email));
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await page.waitForURL((url) => url.pathname === "/category/sleep" && url.searchParams.get("email-confirmed") === "1");
    expect(decodeURIComponent(product)).toContain("/category/sleep");
    await page.context().close();
  });


  it("signs up, confirms through the outbox, signs in, sees Logout and logs out", async () => {
    const email = `e2e.${Date.now()}@example.com`;
    const page = await openPage("/auth?mode=signup", { viewport: DESKTOP });
    await hydrated(page);

    // Inline errors come from the shared rules before anything is sent.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("too short");
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByText("Use at least 12 characters.").waitFor();
    expect(new URL(page.url()).search).toBe("?mode=signup");

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();

    await page.goto(await confirmationLink(page, email));
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.has("email-confirmed"));
    await page.getByText("Thanks, your email is confirmed.").waitFor();

    const header = page.getByRole("navigation", { name: "Main" });
    expect(await header.getByRole("button", { name: "Logout" }).count()).toBe(0);
    await signIn(page, email);
    await hydrated(page);
    const logout = header.getByRole("button", { name: "Logout" });
    await logout.waitFor();
    expect(await page.getByTestId("verify-email-banner").count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "__Host-session")).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

    await logout.click();
    await logout.waitFor({ state: "detached" });
    expect((await page.context().cookies()).find((c) => c.name === "__Host-session")).toBeUndefined();
    await page.context().close();
  });

  it("mobile: the menu shows the signed-in email, and Logout signs out and closes it", async () => {
    const email = `e2e.mobile.${Date.now()}@example.com`;
    const page = await openPage("/auth?mode=signup", { viewport: MOBILE });
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();

    await signIn(page, email);
    await hydrated(page);
    // Not confirmed yet: the banner asks for it.
    await page.getByTestId("verify-email-banner").waitFor();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await menu.getByText(email).waitFor();
    await menu.getByRole("button", { name: "Logout" }).click();
    await menu.waitFor({ state: "detached" });
    await page.getByTestId("verify-email-banner").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "Logout" }).count()).toBe(0);
    await page.context().close();
  });

  it("shows the server's reasons for a common password inline", async () => {
    const page = await openPage("/auth?mode=signup", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByLabel("Email").fill(`e2e.weak.${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("password1234");
    const button = page.getByRole("button", { name: "Create account", exact: true });
    await button.click();
    await expect.poll(() => page.getByTestId("password-errors").textContent()).toContain("This is similar to a commonly used password.");
    await page.context().close();
  });
});
