import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { recordObservations } from "~/.server/offers/queries";
import { AMAZON_PRICE_DISCLAIMER } from "~/domain/prices/offers";
import type { NewObservation } from "~/domain/prices/schemas";
import { formPost } from "./auth-helpers";
import { userSession } from "./content-helpers";
import { request, seedResearchPrices } from "./helpers";
import { refreshPageVersion } from "../../worker/page-version";

/** Prices written straight to D1: the page cache's data version is recomputed, as after an admin's write. */
async function recordDirectly(...args: Parameters<typeof recordObservations>) {
  await recordObservations(...args);
  await refreshPageVersion(env);
}

const HOUR = 60 * 60 * 1000;

function observation(overrides: Partial<NewObservation>): NewObservation {
  return {
    productId: "thorne-catalyte",
    variantId: "lemon-lime-30-servings",
    variantSeen: null,
    retailer: "Test Retailer",
    priceCents: 4000,
    currency: "USD",
    url: null,
    source: "Test Retailer product page",
    observedAt: Date.now() - 2 * 24 * HOUR,
    observedPrecision: "day",
    dateNote: null,
    origin: "admin",
    recordedBy: null,
    ...overrides,
  };
}

/** Visible text of a page, tags dropped, React's text separators removed. */
async function pageText(path: string): Promise<{ status: number; html: string; text: string }> {
  const res = await request(path);
  const html = await res.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
  return { status: res.status, html, text };
}

beforeAll(async () => {
  await seedResearchPrices(env);
  // The first server render compiles the route modules, which can take long on a busy machine.
  await request("/compare/thorne-catalyte").then((r) => r.text());
}, 180_000);

describe("/compare/:productId", () => {
  it("lists the observed offers cheapest per serving first, with dates, sources and staleness", async () => {
    const day = new Date(Date.now() - 2 * 24 * HOUR);
    const dayText = day.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    await recordDirectly(env, [observation({ observedAt: Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) })]);
    const { status, html, text } = await pageText("/compare/thorne-catalyte");
    expect(status).toBe(200);
    // Target $34.00 (research, 2026-07-15) and Test Retailer $40.00 (two days ago); 30 servings.
    // July 15, 2026 is more than 30 days back: shown, and marked.
    expect(text).toContain("Target Lemon Lime, 30 servings $34.00 $1.13 July 15, 2026 Possibly out of date Target");
    expect(text).toContain(`Test Retailer Lemon Lime, 30 servings $40.00 $1.33 ${dayText} Test Retailer product page`);
    expect(text).toContain("For the certified variant: Lemon Lime, 30 servings.");
    expect(text.indexOf("Target $34.00")).toBeLessThan(text.indexOf("Test Retailer $40.00"));
    expect(text).toContain("Lowest price we have observed: $34.00 at Target, last seen July 15, 2026.");
    expect(html).toContain('data-testid="possibly-out-of-date"');
    expect(text).not.toContain(AMAZON_PRICE_DISCLAIMER);
  });

  it("shows value per effective dose from the label amount and the price", async () => {
    const { html, text } = await pageText("/compare/thorne-catalyte");
    // $34.00 for 30 servings of 485 mg sodium: 34 / (30 × 0.97) = $1.17 per 500 mg.
    expect(text).toContain("Per 500 mg sodium $1.17 485 mg sodium per serving: 0.97 doses per serving.");
    expect(html).toMatch(/<a[^>]*href="\/blog\/value-per-effective-dose"[^>]*>How we compare value<\/a>/);
  });

  it("draws the price history as an SVG that screen readers read as a table", async () => {
    const { html } = await pageText("/compare/thorne-catalyte");
    const figure = html.slice(html.indexOf('data-testid="price-history"'));
    expect(figure).toMatch(/<div class="mt-3 flex items-stretch gap-3" aria-hidden="true">/);
    expect(figure).toContain("<svg");
    expect(figure).toMatch(/<div class="sr-only"><table><caption>Price history of <!-- -->Catalyte \(Lemon Lime, 30 servings\)<!-- -->, oldest first<\/caption>/);
    expect(figure).toMatch(/<th scope="row">July 15, 2026<\/th><td>Target<\/td><td>\$34\.00<\/td>/);
  });

  it("shows an Amazon price with its as-of time and Amazon's notice", async () => {
    const seen = Date.now() - 3 * HOUR;
    await recordDirectly(env, [
      observation({ productId: "thorne-whey-protein-isolate", variantId: "vanilla-30-servings", retailer: "Amazon", priceCents: 5499, observedAt: seen, observedPrecision: "minute", origin: "provider", url: "https://www.amazon.com/dp/B0TEST0004" }),
    ]);
    const { html, text } = await pageText("/compare/thorne-whey-protein-isolate");
    // The row's link to Amazon's notice is named for what it opens, not "Details".
    expect(html).toMatch(/<a href="#amazon-notice" class="[^"]*">About this price<\/a>/);
    expect(html).not.toMatch(/<a href="#amazon-notice"[^>]*>Details<\/a>/);
    const asOf = new Date(seen);
    const time = `${String(asOf.getUTCHours()).padStart(2, "0")}:${String(asOf.getUTCMinutes()).padStart(2, "0")} UTC`;
    expect(text).toMatch(new RegExp(`Amazon Vanilla, 30 servings \\$54\\.99 \\$1\\.83 as of [A-Z][a-z]+ \\d+, \\d{4}, ${time}`));
    expect(text).toContain(AMAZON_PRICE_DISCLAIMER);
    expect(text).toContain(`Amazon price as of`);
  });

  it("offers the best values of the same category, and a side-by-side link", async () => {
    const { html, text } = await pageText("/compare/thorne-super-epa");
    const section = html.slice(html.indexOf('data-testid="alternatives"'));
    const links = [...section.matchAll(/href="\/compare\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links).not.toContain("thorne-super-epa");
    // Health & wellness is ranked by cost per omega-3 dose, from prices of certified variants only.
    expect(text).toContain("Best values in Health");
    expect(html).toMatch(/href="\/compare\?ids=thorne-super-epa,[a-z0-9,-]+"/);
  });

  it("says so when no price has been observed", async () => {
    const { text } = await pageText("/compare/bpn-strong-multi-vitamin");
    expect(text).toContain("We have no dated price for this product yet.");
    // The listing names no variant to buy, so no "Check price" link to a price we could not stand behind.
    expect(text).toContain("Price No price shown");
    expect(text).not.toContain("see today");
    expect(text).toContain("We do not hold this product's full label, so its vitamin D per serving is not known.");
  });

  it("answers an unknown product with 404", async () => {
    const res = await request("/compare/not-a-product");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});

describe("/compare?ids= side by side", () => {
  it("lines up 2 to 4 products of any category: price, dose cost, score, certifications, amounts, cautions, buy links", async () => {
    const { status, html, text } = await pageText("/compare?ids=bpn-pre,raw-essential-pre-workout,thorne-catalyte");
    expect(status).toBe(200);
    expect([...html.matchAll(/data-testid="side-by-side-product"/g)]).toHaveLength(3);
    expect(text).toContain("3 products compared");
    // Caffeine lines up across two pre-workouts; Catalyte has none.
    expect(text).toMatch(/Caffeine 200 mg 200 mg – /);
    expect(text).toMatch(/Sodium 160 mg 75 mg|Sodium 160 mg – 485 mg/);
    // Cost per 100 mg caffeine: BPN $44.99/25/2 = $0.90; RAW's only price names no certified variant; not measured for Catalyte.
    expect(text).toContain(
      "Cost per 100 mg caffeine $0.90 200 mg caffeine per serving Not known: We have no observed price for a certified variant of this product. Not measured",
    );
    expect(text).toContain("Cost per 500 mg sodium Not measured Not measured $1.17");
    expect(text).toMatch(/CLEARED score \d+ \/ 100 \d+ \/ 100 \d+ \/ 100/);
    // RAW's certification names no variant: its column links the registry instead of a shop.
    expect([...html.matchAll(/data-testid="buy-link"/g)]).toHaveLength(2);
    expect([...html.matchAll(/data-testid="listing-link"/g)]).toHaveLength(1);
    expect(html).toContain('href="/go/thorne-catalyte/lemon-lime-30-servings"');
    expect(text).toContain("The Informed Sport certification is reported but not confirmed in the registry");
  });

  it("offers Save for each product: a sign-in link for a visitor, the member's saved state once signed in", async () => {
    const path = "/compare?ids=bpn-pre,thorne-catalyte";
    const visitor = await (await request(path)).text();
    const signInLinks = [...visitor.matchAll(/<a[^>]*data-testid="save-product"[^>]*>/g)].map(([tag]) => tag);
    expect(signInLinks).toHaveLength(2);
    // Signing in comes back to this comparison, at the table.
    const href = /href="([^"]+)"/.exec(signInLinks[0] ?? "")?.[1]?.replaceAll("&amp;", "&") ?? "";
    const back = new URL(new URL(href, "http://localhost").searchParams.get("redirectTo") ?? "", "http://localhost");
    expect([back.pathname, back.searchParams.get("ids"), back.hash]).toEqual(["/compare", "bpn-pre,thorne-catalyte", "#side-by-side"]);

    const member = await userSession();
    await formPost("/account/saved", { intent: "save", productId: "thorne-catalyte" }, { cookie: member.cookie });
    const signedIn = await (await request(path, { headers: { Cookie: member.cookie } })).text();
    const buttons = [...signedIn.matchAll(/<button[^>]*data-testid="save-product"[^>]*>/g)].map(([tag]) => tag);
    expect(buttons).toHaveLength(2);
    expect(buttons.map((tag) => /aria-pressed="(true|false)"/.exec(tag)?.[1])).toEqual(["false", "true"]);
  });

  it("reads the category page's form, which repeats ids=", async () => {
    const { status, text } = await pageText("/compare?ids=klean-d-5000&ids=klean-d-1000");
    expect(status).toBe(200);
    // 5,000 IU for $17.50/100 = $0.04 per 1,000 IU; 1,000 IU for $14/100 = $0.14.
    expect(text).toContain("Cost per 1,000 IU vitamin D $0.04 lowest 5,000 IU vitamin D per serving $0.14 1,000 IU vitamin D per serving");
  });

  it("answers too few, too many and unknown products with 400 and what to do", async () => {
    const one = await pageText("/compare?ids=bpn-pre");
    expect(one.status).toBe(400);
    expect(one.text).toContain("Choose at least 2 products to compare: one more.");
    const five = await pageText("/compare?ids=bpn-pre,bpn-pump,bpn-endopump,klean-d-5000,klean-d-1000");
    expect(five.status).toBe(400);
    expect(five.text).toContain("Choose at most 4 products: you chose 5.");
    const unknown = await pageText("/compare?ids=bpn-pre,<script>alert(1)</script>");
    expect(unknown.status).toBe(400);
    expect(unknown.html).not.toContain("<script>alert(1)</script>");
    expect(unknown.text).toContain("We have no product with the id");
    const none = await pageText("/compare");
    expect(none.status).toBe(400);
    expect(none.text).toContain("Choose at least 2 products to compare.");
  });
});

describe("category page", () => {
  it("lets a person tick products into a GET form to /compare, and sort by cost per dose", async () => {
    const { html } = await pageText("/category/protein-recovery");
    const form = /<form id="compare-form"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('action="/compare"');
    expect(form).toContain('method="get"');
    const boxes = [...html.matchAll(/<input type="checkbox" form="compare-form"[^>]*name="ids" value="([a-z0-9-]+)"/g)];
    expect(boxes).toHaveLength(10);
    expect(html).toContain("Cost per 25 g protein");
    expect(html).toMatch(/data-testid="cost-per-dose">\$\d+\.\d\d per 25 g protein</);
  });
});
