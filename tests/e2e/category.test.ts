import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, MOBILE, openPage } from "./browser";

const cards = (page: Page) => page.getByTestId("product-card");

async function scores(page: Page): Promise<number[]> {
  return (await page.getByTestId("cleared-score").allTextContents()).map(Number);
}

async function pricesPerServing(page: Page): Promise<(number | null)[]> {
  return (await page.getByTestId("price-per-serving").allTextContents()).map((t) => {
    const m = /\$(\d+\.\d{2})/.exec(t);
    return m ? Number(m[1]) : null;
  });
}

describe("category page", () => {
  it("sorts by CLEARED score and by price per serving, with no console errors", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/category/vitamins", { consoleErrors });
    await hydrated(page);
    expect(await cards(page).count()).toBe(10);
    const byScore = await scores(page);
    expect(byScore).toEqual([...byScore].sort((a, b) => b - a));

    await page.getByRole("link", { name: "Price per serving" }).click();
    await page.waitForURL(/\?sort=price$/);
    await expect.poll(() => page.getByRole("link", { name: "Price per serving" }).getAttribute("aria-current")).toBe("true");
    const prices = await pricesPerServing(page);
    const known = prices.filter((p): p is number => p !== null);
    expect(known.length).toBeGreaterThan(1);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // Unknown prices come last.
    expect(prices.slice(known.length).every((p) => p === null)).toBe(true);

    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "CLEARED score" }).click();
    await page.waitForURL(/\/category\/vitamins$/);
    await expect.poll(() => scores(page)).toEqual(byScore);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("filters pre-workouts by stim and no-stim, kept in the URL through back and reload", async () => {
    const page = await openPage("/category/pre-workout");
    await hydrated(page);
    await page.getByRole("link", { name: /^No-stim/ }).click();
    await page.waitForURL(/\/category\/pre-workout\?stim=no-stim$/);
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await page.getByTestId("stimulant-badge").allTextContents()).toEqual(Array(3).fill("Stim-free"));
    expect(await page.getByRole("heading", { name: "3 products" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^No-stim/ }).getAttribute("aria-current")).toBe("true");

    await page.getByRole("link", { name: /^Stim \(/ }).click();
    await page.waitForURL(/\?stim=stim$/);
    await expect.poll(() => cards(page).count()).toBe(7);
    const stimBadges = await page.getByTestId("stimulant-badge").allTextContents();
    expect(stimBadges).toHaveLength(7);
    for (const text of stimBadges) expect(text).toMatch(/^Stimulant · \d+ mg caffeine$/);

    // Sort joins the filter in the URL; a reload renders the same list on the server.
    await page.getByRole("link", { name: "Price per serving" }).click();
    await page.waitForURL(/\?stim=stim&sort=price$/);
    await page.reload();
    await hydrated(page);
    expect(await cards(page).count()).toBe(7);
    expect(await page.getByRole("link", { name: "Price per serving" }).getAttribute("aria-current")).toBe("true");

    // Away and back: the list comes back as it was left.
    await page.goto("/");
    await page.goBack();
    await page.waitForURL(/\?stim=stim&sort=price$/);
    await expect.poll(() => cards(page).count()).toBe(7);
    await hydrated(page);
    await page.getByRole("link", { name: /^All/ }).click();
    await page.waitForURL(/\?sort=price$/);
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.context().close();
  });

  it("filters and sorts without JavaScript, as plain links", async () => {
    const page = await openPage("/category/pre-workout", { javaScriptEnabled: false });
    await page.getByRole("link", { name: /^No-stim/ }).click();
    await page.waitForURL(/\?stim=no-stim$/);
    expect(await cards(page).count()).toBe(3);
    await page.context().close();
  });

  it("links a certification badge to the certifier's registry", async () => {
    const page = await openPage("/category/hydration");
    const catalyte = page.locator('[data-product-id="thorne-catalyte"]');
    const link = catalyte.getByTestId("certification-link");
    expect(await link.getAttribute("href")).toBe("https://www.nsfsport.com/certified-products/listing-detail.php?id=1286726");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(await link.getAttribute("aria-label")).toContain("NSF Certified for Sport");
    await page.context().close();
  });

  it("sends the buy button through /go to the retailer with the associate tag", async () => {
    const page = await openPage("/category/protein-recovery");
    await hydrated(page);
    // The browser cannot reach Amazon here, so check the redirect /go answers with.
    const redirects: { url: string; status: number; location: string | null }[] = [];
    page.context().on("response", (r) => {
      if (new URL(r.url()).pathname.startsWith("/go/")) redirects.push({ url: r.url(), status: r.status(), location: r.headers().location ?? null });
    });
    const card = page.locator('[data-product-id="thorne-whey-protein-isolate"]');
    const buy = card.getByTestId("buy-link");
    expect(await buy.getAttribute("href")).toBe("/go/thorne-whey-protein-isolate/vanilla-30-servings");
    expect(await buy.getAttribute("rel")).toBe("sponsored nofollow noopener");
    expect(await card.getByTestId("ftc-disclosure").isVisible()).toBe(true);

    await Promise.all([page.waitForEvent("popup"), buy.click()]);
    await expect.poll(() => redirects.length).toBe(1);
    expect(redirects[0]).toMatchObject({ url: `${baseURL}/go/thorne-whey-protein-isolate/vanilla-30-servings`, status: 302 });
    const landed = new URL(redirects[0].location!);
    expect(landed.origin).toBe("https://www.amazon.com");
    // No retail page recorded for the certified Vanilla yet: a search for it, as the button says.
    expect(landed.pathname).toBe("/s");
    expect(landed.searchParams.get("k")).toBe("Thorne Whey Protein Isolate Vanilla");
    // The associate tag of wrangler.toml, which the preview server runs with.
    expect(landed.searchParams.get("tag")).toBe("cleared-20");
    await page.context().close();
  });

  it("without a price, 'Check price' is a link to where the certified variant's price shows, or a plain statement when no variant can be named", async () => {
    const page = await openPage("/category/pre-workout", { viewport: MOBILE });
    const prices = page.getByTestId("price");
    // Every "Check price" on the page is a link; none is words that only look like one.
    expect(await prices.filter({ hasText: "Check price" }).count()).toBeGreaterThan(0);
    expect(await prices.filter({ hasText: "Check price", hasNot: page.getByRole("link") }).count()).toBe(0);

    const unpriced = page.locator('[data-product-id="bpn-endopump"]');
    const check = unpriced.getByTestId("price").getByRole("link", { name: "Check price of Endopump (stim-free pump) on Amazon (opens in a new tab)", exact: true });
    // The certified variant's own destination, the buy button's, with the same paid-link attributes.
    expect(await check.getAttribute("href")).toBe(await unpriced.getByTestId("buy-link").getAttribute("href"));
    expect(await check.getAttribute("href")).toBe("/go/bpn-endopump/blue-raspberry");
    expect(await check.getAttribute("rel")).toBe("sponsored nofollow noopener");
    expect(await check.getAttribute("target")).toBe("_blank");

    // The listing names no flavour: no link to a price we could not stand behind.
    const unnamed = page.locator('[data-product-id="klean-athlete-pre-workout"]').getByTestId("price");
    expect(await unnamed.textContent()).toBe("No price shown");
    expect(await unnamed.getByRole("link").count()).toBe(0);
    await page.context().close();
  });

  it("expands the detailed ingredients, score breakdown and scorecard", async () => {
    const page = await openPage("/category/vitamins", { viewport: { width: 1280, height: 900 } });
    await hydrated(page);
    const card = page.locator('[data-product-id="klean-d-5000"]');
    const table = card.getByRole("table", { name: "Ingredients of Klean-D 5,000 IU (Vitamin D)" });
    // Collapsed panels are not in the page until opened.
    expect(await table.count()).toBe(0);
    // The panel's facts are fetched from the product API when it first opens.
    const productRequest = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/products/klean-d-5000");
    await card.locator("summary", { hasText: "Detailed ingredients" }).click();
    await productRequest;
    await table.waitFor();
    expect(await table.getByRole("columnheader", { name: "Daily value" }).isVisible()).toBe(true);
    expect(await table.getByRole("cell", { name: "625%" }).isVisible()).toBe(true);

    // A panel renders its facts on the toggle event, a task after the click: wait for them.
    await card.locator("summary", { hasText: "CLEARED score breakdown" }).click();
    const strength = card.getByText("Certification strength", { exact: true });
    await strength.waitFor();
    expect(await strength.isVisible()).toBe(true);
    await card.locator("summary", { hasText: "OPSS label scorecard" }).click();
    const dailyValues = card.getByText("No nutrient above 200% of the Daily Value:");
    await dailyValues.waitFor();
    expect(await dailyValues.isVisible()).toBe(true);
    await page.context().close();
  });

  it("says so when a panel's facts cannot be loaded, and offers the page with them", async () => {
    const page = await openPage("/category/vitamins", { viewport: MOBILE });
    await hydrated(page);
    await page.route("**/api/products/**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }));
    const card = page.locator('[data-product-id="klean-d-5000"]');
    // A compact phone card: its panels are behind "Details".
    await card.getByTestId("card-more").locator("summary").first().click();
    await card.locator("summary", { hasText: "Sources and evidence" }).click();
    const alert = card.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The details could not be loaded just now. Show the details");
    expect(await alert.getByRole("link", { name: "Show the details" }).getAttribute("href")).toBe("?details=klean-d-5000#klean-d-5000-details");
    await page.context().close();
  });

  it("without JavaScript, an opened panel links to the page with that product's panels rendered", async () => {
    const page = await openPage("/category/vitamins", { viewport: MOBILE, javaScriptEnabled: false });
    const card = page.locator('[data-product-id="klean-d-5000"]');
    await card.getByTestId("card-more").locator("summary").first().click();
    await card.locator("summary", { hasText: "Detailed ingredients" }).click();
    await card.getByRole("link", { name: "Show the details" }).first().click();
    await page.waitForURL(`${baseURL}/category/vitamins?details=klean-d-5000#klean-d-5000-details`);
    const opened = page.locator('[data-product-id="klean-d-5000"]');
    expect(await opened.getByRole("table", { name: "Ingredients of Klean-D 5,000 IU (Vitamin D)" }).getByRole("cell", { name: "625%" }).isVisible()).toBe(true);
    expect(await opened.getByText("Certification strength", { exact: true }).isVisible()).toBe(true);
    // Only the product asked for: its card's Details and its four panels; another card's stay closed and empty.
    expect(await page.locator("details[open]").count()).toBe(5);
    await page.context().close();
  });

  it("renders every part of the cards after a client-side navigation", async () => {
    const page = await openPage("/");
    await hydrated(page);
    await page.locator('#recommended a[href="/category/sleep"]').click();
    await page.waitForURL(`${baseURL}/category/sleep`);
    const first = cards(page).first();
    await first.getByText("Why we recommend it").waitFor();
    expect(await first.getByTestId("certification-link").isVisible()).toBe(true);
    await first.locator("summary", { hasText: "Detailed ingredients" }).click();
    await first.getByRole("table").waitFor();
    await page.context().close();
  });

  it("works on a phone", async () => {
    const page = await openPage("/category/sleep", { viewport: MOBILE });
    await hydrated(page);
    const first = cards(page).first();
    expect(await first.getByTestId("buy-block").isVisible()).toBe(true);
    expect(await first.getByTestId("facts-checked").textContent()).toMatch(/^Facts checked on \w+ \d{1,2}, \d{4}$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.context().close();
  });
});

describe("ingredient checker", () => {
  it("finds a prohibited ingredient in a pasted label", async () => {
    const page = await openPage("/ingredient-checker");
    await hydrated(page);
    await page.getByLabel("Ingredient name or label text").fill("Caffeine 200 mg, enlcomiphene, beta-alanine 3.2 g");
    await page.getByRole("button", { name: "Check ingredients" }).click();
    const results = page.getByTestId("checker-results");
    await results.waitFor();
    expect(await results.getByText("1 prohibited ingredient found").isVisible()).toBe(true);
    expect(await results.getByText("clomifene", { exact: true }).isVisible()).toBe(true);
    // Posted: the label is not in the address.
    expect(page.url()).toBe(`${baseURL}/ingredient-checker`);
    await page.context().close();
  });
});
