import { describe, expect, it } from "vitest";
import { DESKTOP, MOBILE, openPage } from "./browser";

/* A guide's tables: on a phone each row is a block with every value under its column's name; on a desktop, a table. Either way a screen reader hears a table. */

const GUIDE = "/blog/hydration-and-sodium-in-the-heat";

describe("guide tables", () => {
  it("draws each row as a block at 390 px, the header row kept for screen readers only", async () => {
    const page = await openPage(GUIDE, { viewport: MOBILE, colorScheme: "light" });
    const body = page.getByTestId("article-body");
    const table = body.getByRole("table").first();
    await table.waitFor();
    const headers = await table.getByRole("columnheader").allTextContents();
    expect(headers.length).toBeGreaterThanOrEqual(2);
    const firstRow = table.getByRole("row").nth(1);
    const cells = firstRow.getByRole("cell");
    // One value under another: the second cell starts below the first, at the same left edge.
    const [first, second] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(await cells.nth(1).getAttribute("data-label")).toBe(headers[1]);
    // The header row takes no room on screen.
    expect(await table.locator("thead").evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("is an ordinary table at 1280 px: the header row in view, a row's values side by side", async () => {
    const page = await openPage(GUIDE, { viewport: DESKTOP, colorScheme: "dark" });
    const table = page.getByTestId("article-body").getByRole("table").first();
    await table.waitFor();
    expect(await table.locator("thead").evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
    const cells = table.getByRole("row").nth(1).getByRole("cell");
    const [first, second] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
    expect(second?.y).toBe(first?.y);
    expect(second?.x ?? 0).toBeGreaterThan(first?.x ?? 0);
    await page.context().close();
  });
});
