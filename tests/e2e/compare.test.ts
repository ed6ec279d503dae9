import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, MOBILE, openPage } from "./browser";

/** Ticks Compare on the cards of these products, as a person would. */
async function tick(page: Page, ids: string[]) {
  for (const id of ids) await page.locator(`[data-product-id="${id}"]`).getByRole("checkbox", { name: /^Compare/ }).check();
}

/** What the side-by-side table shows: product names in order and each dose row's text. */
async function sideBySide(page: Page) {
  await page.getByTestId("side-by-side").waitFor();
  return {
    products: (await page.getByTestId("side-by-side-product").locator("a").allTextContents()).map((t) => t.trim()),
    caffeine: (await page.getByRole("row", { name: /^Caffeine\b/ }).first().allInnerTexts()).join(" "),
    doseRows: await page.getByTestId("dose-row").allInnerTexts(),
  };
}

describe("side by side", () => {
  it("compares products ticked on two category pages, with JavaScript", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/category/pre-workout", { consoleErrors });
    await hydrated(page);
    await tick(page, ["bpn-pre"]);
    await expect.poll(() => page.getByText("1 ticked: tick one more.").isVisible()).toBe(true);
    await tick(page, ["raw-essential-pre-workout"]);
    await expect.poll(() => page.getByText("2 ticked.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Compare side by side" }).click();

    await page.waitForURL(/\/compare\?ids=bpn-pre&ids=raw-essential-pre-workout$/);
    const shown = await sideBySide(page);
    expect(shown.products).toEqual(["PRE (Pink Lemonade)", "Essential Pre-Workout"]);
    expect(shown.caffeine).toMatch(/Caffeine\s+200 mg\s+200 mg/);
    // Cost per 100 mg caffeine: BPN $44.99 / 25 servings / 2 doses = $0.90; RAW's only price names no certified variant.
    expect(shown.doseRows).toEqual([
      expect.stringMatching(/^Cost per 100 mg caffeine\s+\$0\.90\s+200 mg caffeine per serving\s+Not known: We have no observed price for a certified variant of this product\.$/),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("2 products compared");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("works without JavaScript, and says what to do when too few are ticked", async () => {
    const page = await openPage("/category/vitamins", { javaScriptEnabled: false, viewport: MOBILE });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "no script")).toBe("no script");
    await tick(page, ["klean-d-5000"]);
    await page.getByRole("button", { name: "Compare side by side" }).click();
    await page.waitForURL(/\/compare\?ids=klean-d-5000$/);
    expect(await page.getByRole("alert").textContent()).toBe("Choose at least 2 products to compare: one more.");

    await page.goBack();
    await tick(page, ["klean-d-5000", "klean-d-1000"]);
    await page.getByRole("button", { name: "Compare side by side" }).click();
    // The form sends the ticked boxes in page order (by CLEARED score).
    await page.waitForURL(/\/compare\?ids=klean-d-1000&ids=klean-d-5000$/);
    const shown = await sideBySide(page);
    expect(shown.products).toEqual(["Klean-D 1,000 IU (25 mcg)", "Klean-D 5,000 IU (Vitamin D)"]);
    expect(shown.doseRows).toEqual([
      expect.stringMatching(/^Cost per 1,000 IU vitamin D\s+\$0\.14\s+1,000 IU vitamin D per serving\s+\$0\.04\s*lowest\s+5,000 IU vitamin D per serving$/),
    ]);
    expect(await page.getByRole("row", { name: /^Vitamin D\b/ }).first().innerText()).toMatch(/1,000 IU\s+5,000 IU/);
    await page.context().close();
  });

  it("reaches a product's price comparison and its best values", async () => {
    // Hydration has one price of a certified variant today, so no best values: omega-3s have several.
    const page = await openPage("/compare/thorne-super-epa");
    await hydrated(page);
    expect(await page.getByTestId("price").textContent()).toBe("$41.00");
    // What its header promises: the DoD-list screen's result beside the certification.
    expect(await page.getByTestId("dod-screen").textContent()).toBe(" No DoD-prohibited ingredient found");
    expect(await page.getByRole("table", { name: /^Price history of Super EPA/ }).count()).toBe(1);
    await page.getByRole("link", { name: "Compare these side by side" }).click();
    await page.waitForURL(/\/compare\?ids=thorne-super-epa,/);
    expect((await sideBySide(page)).products[0]).toBe("Super EPA");
    await page.context().close();
  });
});

describe("what is in a product, on its details page", () => {
  it("shows the stimulant and its caffeine, each ingredient's amount, and the cautions", async () => {
    const page = await openPage("/compare/klean-athlete-pre-workout", { viewport: MOBILE });
    expect(await page.getByTestId("stimulant-line").textContent()).toBe("Contains a stimulant: 75 mg caffeine a serving. Amounts are per serving (1 scoop).");
    const table = page.getByRole("table", { name: "Ingredients of Klean Pre-Workout (Lemon Tea) per serving" });
    expect(await table.getByRole("row", { name: /^Caffeine\b/ }).innerText()).toMatch(/^Caffeine\s+75 mg/);
    await page.goto("/compare/nordic-naturals-ultimate-omega-2x-sport");
    expect(await page.getByTestId("stimulant-line").textContent()).toBe("No stimulant on its label. Amounts are per serving (2 soft gels).");
    expect(await page.getByRole("region", { name: "What is in it" }).getByRole("listitem").allTextContents()).toEqual([
      "Only the Sport version is certified; the regular Ultimate Omega and Ultimate Omega 2X are different products.",
      "Contains fish.",
    ]);
    await page.context().close();
  });
});

describe("buy link", () => {
  it("follows a compare page's buy link to a search that names the certified flavour the page names", async () => {
    const page = await openPage("/compare/thorne-catalyte");
    const context = page.context();
    // The shop is outside this machine: answer for it, keeping the address the visitor reached.
    await context.route("https://www.amazon.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Shop</title><h1>Search results</h1>" }),
    );
    const block = page.getByTestId("buy-block");
    expect(await block.getByTestId("buy-variant").textContent()).toBe("NSF Certified for Sport lists: Lemon Lime");
    expect(await block.getByTestId("buy-listing-link").getAttribute("href")).toBe("https://www.nsfsport.com/certified-products/listing-detail.php?id=1286726");
    const link = block.getByTestId("buy-link");
    expect(await link.innerText()).toMatch(/^Search Amazon for Thorne Catalyte Lemon Lime\b/);
    expect(await link.getAttribute("href")).toBe("/go/thorne-catalyte/lemon-lime-30-servings");

    const [shop] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await shop.waitForURL(/^https:\/\/www\.amazon\.com\//);
    const landed = new URL(shop.url());
    expect(`${landed.origin}${landed.pathname}`).toBe("https://www.amazon.com/s");
    // The variant the page names is the one the shop is asked for.
    expect(landed.searchParams.get("k")).toBe("Thorne Catalyte Lemon Lime");
    expect(landed.searchParams.get("k")).toContain("Lemon Lime");
    await context.close();
  });

  it("without a price for the certified flavour, links 'Check price' to where that flavour is sold", async () => {
    const page = await openPage("/compare/bpn-endopump", { viewport: MOBILE });
    const check = page.getByTestId("price").getByRole("link", { name: "Check price of Endopump (stim-free pump) on Amazon (opens in a new tab)", exact: true });
    expect(await check.getAttribute("href")).toBe(await page.getByTestId("buy-link").getAttribute("href"));
    expect(await page.getByTestId("price-note").textContent()).toContain("The price we hold is for Mango");
    await page.context().close();
  });

  it("shows only the listing, and why, where the listing names no flavour", async () => {
    const page = await openPage("/compare/klean-athlete-pre-workout", { viewport: MOBILE });
    const block = page.getByTestId("buy-block");
    expect(await block.getByTestId("buy-link").count()).toBe(0);
    expect(await block.getByTestId("buy-listing-only").textContent()).toBe(
      'The listing "Klean Pre-Workout" names no flavour, so we cannot tell whether Lemon Tea is covered. Check the listing before you buy.',
    );
    expect(await block.getByTestId("listing-link").getAttribute("href")).toBe("https://www.nsfsport.com/certified-products/listing-detail.php?id=1379909");
    expect(await page.getByTestId("price").textContent()).toBe("No price shown");
    expect(await page.getByTestId("price").getByRole("link").count()).toBe(0);
    expect(await page.getByTestId("price-note").textContent()).toContain("The price we hold is for Lemon Tea, 20 servings at The Feed");
    await page.context().close();
  });
});
