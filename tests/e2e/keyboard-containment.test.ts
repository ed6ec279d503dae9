import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, MOBILE, openPage } from "./browser";

/*
 * A sheet drawn over the page keeps keyboard focus: the phone menu covers the header's buttons,
 * and Enter on one hidden behind it used to open the chat under the menu.
 */

const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const inMenu = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"][aria-label="Site menu"]') !== null);
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "").trim());

describe.each(["light", "dark"] as const)("phone menu (%s)", (colorScheme) => {
  it("keeps Tab and Shift+Tab inside while open; Escape returns to the menu button", async () => {
    const page = await openPage("/", { viewport: MOBILE, colorScheme });
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu(page).waitFor();
    const stops = await menu(page).locator("a[href], button:not([tabindex='-1'])").count();
    // Shift+Tab from the first item goes to the last, never to the footer.
    // Opening puts focus on the first item.
    await expect.poll(() => focusedName(page)).toBe("CLEARED home");
    await page.keyboard.press("Shift+Tab");
    expect(await inMenu(page)).toBe(true);
    // Once round and more: never onto the header behind.
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await inMenu(page)).toBe(true);
    }
    // Enter on what has focus never opens the chat under the menu.
    expect(await page.getByRole("dialog", { name: "CLEARED AI" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await menu(page).waitFor({ state: "detached" });
    expect(await focusedName(page)).toBe("Open menu");
    await page.context().close();
  });
});
