import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { recordObservations } from "~/.server/offers/queries";
import type { ProductPrices } from "~/domain/prices/offers";
import { request, seedResearchPrices } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedResearchPrices(env);
});

describe("GET /api/products/:id/offers", () => {
  it("lists the current offers, cheapest first, with per-serving prices, dates and the lowest price seen", async () => {
    const now = Date.now();
    await recordObservations(env, [
      { productId: "thorne-catalyte", variantId: "lemon-lime-30-servings", variantSeen: null, retailer: "Amazon", priceCents: 3199, currency: "USD", url: "https://www.amazon.com/dp/B0TEST0001", source: "Amazon Creators API, new-condition offer", observedAt: now - 60 * 60 * 1000, observedPrecision: "minute", dateNote: null, origin: "provider", recordedBy: null },
      { productId: "thorne-catalyte", variantId: "lemon-lime-30-servings", variantSeen: null, retailer: "Target", priceCents: 2999, currency: "USD", url: null, source: "test", observedAt: Date.UTC(2026, 3, 1), observedPrecision: "day", dateNote: null, origin: "admin", recordedBy: null },
    ]);
    const res = await request("/api/products/thorne-catalyte/offers");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60, must-revalidate");
    const body = (await res.json()) as ProductPrices;
    expect(body.productId).toBe("thorne-catalyte");
    expect(body.offers.map((o) => [o.retailer, o.priceText, o.pricePerServingText, o.amazon, o.possiblyOutOfDate])).toEqual([
      ["Amazon", "$31.99", "$1.07", true, false],
      // The research's Target price (2026-07-15) is newer than the back-dated April entry, so it stays current.
      ["Target", "$34.00", "$1.13", false, Date.now() - Date.UTC(2026, 6, 15) > 30 * DAY],
    ]);
    expect(body.lowest).toMatchObject({ priceText: "$29.99", retailer: "Target", observedText: "April 1, 2026" });
    expect(body.history.map((h) => h.priceText)).toEqual(["$29.99", "$34.00", "$31.99"]);
  });

  it("answers a matching ETag with 304, and changes its ETag when a price is recorded", async () => {
    const first = await request("/api/products/thorne-zinc-picolinate/offers");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await request("/api/products/thorne-zinc-picolinate/offers", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await recordObservations(env, [
      { productId: "thorne-zinc-picolinate", variantId: "60-servings", variantSeen: null, retailer: "Test Shop", priceCents: 5000, currency: "USD", url: null, source: "test", observedAt: Date.now() - DAY, observedPrecision: "day", dateNote: null, origin: "admin", recordedBy: null },
    ]);
    const changed = await request("/api/products/thorne-zinc-picolinate/offers", { headers: { "If-None-Match": etag! } });
    // The old ETag no longer matches: a full answer with the new price.
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as ProductPrices).offers.map((o) => o.retailer)).toContain("Test Shop");
  });

  it("answers an unknown product with a JSON 404", async () => {
    const res = await request("/api/products/not-a-product/offers");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found:product", message: "No such product." } });
  });

  it("says so when a product has no observed price", async () => {
    const body = (await (await request("/api/products/bpn-strong-multi-vitamin/offers")).json()) as ProductPrices;
    expect(body).toEqual({ productId: "bpn-strong-multi-vitamin", currency: "USD", offers: [], otherVariants: [], withheld: [], lowest: null, history: [] });
  });
});
