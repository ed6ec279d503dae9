import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/* Sign in: a malformed email is caught on its field before sending; "Forgot password?" comes after the password. */

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() || el?.getAttribute("aria-label") || el?.textContent?.trim() || "";
  });

describe("sign in form", () => {
  it("says on the email field that 'joe@' is not an email, without sending the form", async () => {
    const page = await openPage("/auth", { viewport: MOBILE, colorScheme: "light" });
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      // Only a post that carries what was typed is the form being sent; other requests may post too.
      const body = r.postData() ?? "";
      if (r.method() === "POST" && (body.includes("joe%40") || body.includes("joe@"))) posts.push(new URL(r.url()).pathname);
    });
    await page.getByLabel("Email").fill("joe@");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Sign in" }).click();
    const email = page.getByLabel("Email");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("email-errors").textContent()).toBe("Enter a valid email address.");
    // Focus moves to the field in error once the check has run, a moment after the message shows.
    await expect.poll(() => focusedName(page)).toBe("Email");
    expect(await page.getByRole("alert").filter({ hasText: "Invalid login credentials" }).count()).toBe(0);
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it("keeps the server's message for a well-formed unknown email", async () => {
    const page = await openPage("/auth", { viewport: DESKTOP, colorScheme: "dark" });
    await hydrated(page);
    await page.getByLabel("Email").fill(`nobody.${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText("Invalid login credentials").count()).toBe(1);
    await page.context().close();
  });

  it("puts 'Forgot password?' after the password field in Tab order", async () => {
    const page = await openPage("/auth", { viewport: MOBILE });
    await hydrated(page);
    await page.getByLabel("Email").focus();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Password");
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      order.push(await focusedName(page));
    }
    expect(order).toEqual(["Show password", "Forgot password?", "Sign in"]);
    await page.context().close();
  });
});
