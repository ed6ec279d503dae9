import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, DESKTOP, hydrated, MOBILE, openPage } from "./browser";

const PASSWORD = "lantern ocean quiet gravel";
const NEW_PASSWORD = "harbour violet copper saddle";
const PRODUCT = "thorne-catalyte";

// The auth limiter counts per client address (CF-Connecting-IP): the accounts made through the API
// come from an address of their own, as every page opened by openPage does.
const clientAddress = () => ({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/**
 * A new account, made through the JSON API from an address of its own (sign-up stores it after
 * answering, so sign-in is retried until it exists); the context stays signed out.
 */
async function newAccount(page: Page, name: string): Promise<string> {
  const email = `e2e.${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const request = page.context().request;
  const headers = clientAddress();
  expect((await request.post(`${baseURL}/api/auth/signup`, { data: { email, password: PASSWORD }, headers })).ok()).toBe(true);
  for (let attempt = 0; attempt < 40; attempt++) {
    if ((await request.post(`${baseURL}/api/auth/signin`, { data: { email, password: PASSWORD }, headers })).ok()) {
      await page.context().clearCookies();
      return email;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`account ${email} was not created`);
}

async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("saved products and the account page", () => {
  it("with JavaScript: a visitor signs in from a card, comes back, saves in place, sets an alert and removes it", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/", { viewport: MOBILE, consoleErrors });
    const email = await newAccount(page, "save-js");
    await page.goto("/category/hydration");
    await hydrated(page);
    const card = page.locator(`article[data-product-id="${PRODUCT}"]`);
    await card.getByRole("link", { name: /Sign in to save/ }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/category/hydration#${PRODUCT}`);
    await hydrated(page);
    await signInWithForm(page, email);
    await page.waitForURL((url) => url.pathname === "/category/hydration" && url.hash === `#${PRODUCT}`);
    await hydrated(page);

    const save = card.getByTestId("save-product");
    expect(await save.innerText()).toMatch(/^Save/);
    // The label turns to "Saved" at once (optimistic); the server's answer is what counts.
    const saving = page.waitForResponse((r) => r.url().includes("/account/saved") && r.request().method() === "POST");
    await save.click();
    await card.getByRole("button", { name: /^Saved/ }).waitFor();
    expect((await saving).status()).toBe(200);
    expect(await card.getByTestId("save-product").getAttribute("aria-pressed")).toBe("true");
    // Saved in place: the page did not move.
    expect(new URL(page.url()).pathname).toBe("/category/hydration");

    await page.goto("/account");
    await hydrated(page);
    const saved = page.locator(`[data-testid="saved-product"][data-product-id="${PRODUCT}"]`);
    await saved.waitFor();
    const below = saved.getByLabel("Email me when the price per serving is below ($)");
    await below.fill("abc");
    await saved.getByRole("button", { name: /Set alert/ }).click();
    await saved.getByText("Enter a price per serving in dollars, like 1.25 (at most $100).").waitFor();
    await below.fill("0.50");
    await saved.getByRole("button", { name: /Set alert/ }).click();
    await saved.getByTestId("price-alert-status").waitFor();
    expect(await saved.getByTestId("price-alert-status").innerText()).toContain("$0.50");

    await saved.getByRole("button", { name: /Remove/ }).click();
    await page.getByTestId("saved-products-empty").waitFor();
    // The one refused alert is the only error: the browser logs the 400 that carried the field message.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.context().close();
  });

  it("without JavaScript: save on the compare page, change the password, download the data, delete the account", async () => {
    const page = await openPage("/", { viewport: DESKTOP, javaScriptEnabled: false });
    const email = await newAccount(page, "account-nojs");
    await page.goto("/auth");
    await signInWithForm(page, email);
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto(`/compare/${PRODUCT}`);
    await page.getByRole("button", { name: /^Save/ }).click();
    await page.waitForURL((url) => url.pathname === `/compare/${PRODUCT}` && url.hash === "#save");
    expect(await page.getByTestId("save-product").getAttribute("aria-pressed")).toBe("true");

    await page.goto("/account");
    expect(await page.getByTestId("account-email").innerText()).toBe(email);
    expect(await page.getByTestId("email-status").innerText()).toContain("Not confirmed");
    expect(await page.locator(`[data-testid="saved-product"][data-product-id="${PRODUCT}"]`).count()).toBe(1);

    const passwordForm = page.getByTestId("change-password-form");
    await passwordForm.getByLabel("Current password").fill("not my password at all");
    await passwordForm.getByLabel("New password").fill(NEW_PASSWORD);
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await page.getByTestId("currentPassword-errors").waitFor();
    expect(await page.getByTestId("currentPassword-errors").innerText()).toBe("That password is not right.");
    await page.getByTestId("change-password-form").getByLabel("Current password").fill(PASSWORD);
    await page.getByTestId("change-password-form").getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByTestId("change-password-form").getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password is changed. Every other device is signed out; this one stays signed in.").waitFor();

    const download = await page.context().request.get(`${baseURL}/account/data`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="cleared-account-/);
    const data = await download.json();
    expect(data.account.email).toBe(email);
    expect(data.savedProducts.map((p: { productId: string }) => p.productId)).toEqual([PRODUCT]);

    const deleteForm = page.getByTestId("delete-account-form");
    await deleteForm.getByLabel("Your password").fill(PASSWORD);
    await deleteForm.getByLabel("I understand that everything is deleted and cannot be recovered.").check();
    await deleteForm.getByRole("button", { name: "Delete my account" }).click();
    await page.getByTestId("password-errors").waitFor();
    expect(await page.getByTestId("password-errors").innerText()).toBe("That password is not right.");
    await page.getByTestId("delete-account-form").getByLabel("Your password").fill(NEW_PASSWORD);
    await page.getByTestId("delete-account-form").getByLabel("I understand that everything is deleted and cannot be recovered.").check();
    await page.getByTestId("delete-account-form").getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/account/deleted");
    await page.getByRole("heading", { name: "Your account is deleted" }).waitFor();

    const signIn = await page.context().request.post(`${baseURL}/api/auth/signin`, { data: { email, password: NEW_PASSWORD }, headers: clientAddress() });
    expect(signIn.status()).toBe(400);
    await page.context().close();
  });
});
