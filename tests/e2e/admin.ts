import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";

const PASSWORD = "lantern ocean quiet gravel";
/** The preview server's own state (scripts/lib/preview-server.ts, started by global-setup as "e2e"). */
const STATE_DIR = resolve(".wrangler/e2e-state");

/** The confirmation link from the newest email to `email` in the development outbox. */
export async function confirmationLink(page: Page, email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.goto("/dev/outbox");
    const item = page.getByTestId("outbox-email").filter({ hasText: email }).filter({ hasText: "Confirm your CLEARED email" });
    if ((await item.count()) > 0) {
      const href = await item.first().locator("a[href*='/auth/verify?token=']").getAttribute("href");
      if (href) return href;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no confirmation email for ${email}`);
}

/**
 * Signs the page's context in as a new admin, the way an operator makes one: the account signs
 * up and confirms its email, then `npm run admin:create` promotes it in the preview's D1.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  const email = `e2e.admin.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post(`${baseURL}/api/auth/signup`, { data: { email, password: PASSWORD } });
  expect(signUp.ok()).toBe(true);
  await page.goto(await confirmationLink(page, email));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const promoted = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", email, "--persist-to", STATE_DIR], { encoding: "utf8" });
  expect(promoted.status, promoted.stderr + promoted.stdout).toBe(0);
  const signIn = await page.request.post(`${baseURL}/api/auth/signin`, { data: { email, password: PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return email;
}

/** Posts the editor's form straight to its action, as the page would without JavaScript. */
export async function createPostAsAdmin(context: BrowserContext, fields: Record<string, string>): Promise<string> {
  const res = await context.request.post(`${baseURL}/admin/blog/new`, { form: fields, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const location = res.headers().location ?? "";
  expect(location).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}\?done=/);
  return location.slice("/admin/blog/".length, "/admin/blog/".length + 36);
}
