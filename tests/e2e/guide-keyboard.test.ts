import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, openPage } from "./browser";

/*
 * In a guide, a link to a place on the page ("On this page", a source number) hands focus to that
 * place: the next Tab goes on from there, not from the top of the article.
 */

const GUIDE = "/blog/fat-burners-and-making-weight";

/** The focused element's id and text. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { id: el?.id ?? "", text: (el?.textContent ?? "").trim() };
  });

/** Whether the focused element comes after the element with id `id` in the document. */
const focusFollows = (page: Page, id: string) =>
  page.evaluate((x) => {
    const target = document.getElementById(x);
    const focused = document.activeElement;
    return target !== null && focused !== null && (target.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }, id);

describe("guide at 1280 px, dark", () => {
  it("'On this page' comes early in Tab order, and its link hands focus to the heading", async () => {
    const page = await openPage(GUIDE, { viewport: DESKTOP, colorScheme: "dark" });
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true });
    const link = toc.getByRole("link").nth(2);
    const anchor = ((await link.getAttribute("href")) ?? "").slice(1);
    expect(anchor.length).toBeGreaterThan(0);
    // Reached in few Tabs from the top of the page (it used to be after the whole article).
    let presses = 0;
    while (presses < 40 && (await focus(page)).text !== (await toc.getByRole("link").first().textContent())?.trim()) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect(presses).toBeLessThan(40);

    await link.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focus(page)).id).toBe(anchor);
    await page.keyboard.press("Tab");
    expect(await focusFollows(page, anchor)).toBe(true);
    await page.context().close();
  });

  it("a source number hands focus to its note, and Tab goes on to the note's link", async () => {
    const page = await openPage(GUIDE, { viewport: DESKTOP, colorScheme: "dark" });
    await hydrated(page);
    const cite = page.getByTestId("article-body").locator('a[href="#source-2"]').first();
    await cite.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focus(page)).id).toBe("source-2");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.id)).toBe("source-2");
    await page.context().close();
  });
});
