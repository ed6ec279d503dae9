import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage } from "./browser";

/* "Lowest price per serving" needs a second priced product to be lower than. */

/** The price-per-serving figures shown on a category page. */
const pricesPerServing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("[data-testid=price-per-serving]")].map((e) => e.textContent ?? "").filter((t) => t.startsWith("$")));
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).count();

describe("category price highlight", () => {
  it("with one priced product it says 'the only priced product', never 'lowest'", async () => {
    const page = await openPage("/category/protein-recovery", { viewport: DESKTOP, colorScheme: "dark" });
    expect(await pricesPerServing(page)).toEqual(["$2.17 per serving"]);
    expect(await shown(page, "The only priced product in this category.")).toBe(1);
    expect(await shown(page, "Lowest price per serving in this category.")).toBe(0);
    await page.context().close();
  });

  it("with two or more priced products the cheapest is called the lowest", async () => {
    const page = await openPage("/category/pre-workout", { viewport: DESKTOP });
    expect((await pricesPerServing(page)).length).toBe(4);
    expect(await shown(page, "Lowest price per serving in this category.")).toBe(1);
    expect(await shown(page, "The only priced product in this category.")).toBe(0);
    await page.context().close();
  });
});
