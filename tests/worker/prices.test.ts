import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAmazonCreatorsProvider, forgetAmazonToken } from "~/.server/offers/amazon-creators";
import type { PricedItem } from "~/.server/offers/provider";
import { listCurrentOffers, listOffersForProduct, listPriceHistory, recordObservations } from "~/.server/offers/queries";
import { refreshPrices } from "~/.server/offers/refresh";
import offersJson from "~/data/offers.json";
import type { NewObservation } from "~/domain/prices/schemas";
import { priceRefreshJob } from "../../worker/jobs/price-refresh";
import getItems from "./fixtures/amazon-creators/get-items.json";
import getItemsMalformed from "./fixtures/amazon-creators/get-items-malformed.json";
import getItemsNotJson from "./fixtures/amazon-creators/get-items-not-json.json";
import getItemsServerError from "./fixtures/amazon-creators/get-items-server-error.json";
import getItemsWrongShape from "./fixtures/amazon-creators/get-items-wrong-shape.json";
import token from "./fixtures/amazon-creators/token.json";
import tokenRefused from "./fixtures/amazon-creators/token-refused.json";
import { seedResearchPrices } from "./helpers";
import { type Recording, replayHttp } from "./replay-http";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 9, 2);
const CONFIG = { credentialId: "amzn1.application-oa2-client.test", credentialSecret: "secret", credentialVersion: "3.1", partnerTag: "cleared-20" };

// Variants with a recorded retail page, as the job asks about them (the ASINs of the recordings).
const ITEMS: PricedItem[] = [
  { productId: "klean-isolate", variantId: "recorded", asin: "B074XDDRRK" },
  { productId: "true-athlete-natural-whey", variantId: "recorded", asin: "B006FNJFNE" },
  { productId: "kaged-whey-protein-isolate", variantId: "recorded", asin: "B07DLGPYHN" },
  { productId: "klean-athlete-pre-workout", variantId: "recorded", asin: null },
];

function observation(overrides: Partial<NewObservation>): NewObservation {
  return {
    productId: "test-product",
    variantId: "",
    variantSeen: null,
    retailer: "Test Shop",
    priceCents: 1000,
    currency: "USD",
    url: null,
    source: "test",
    observedAt: NOW - 10 * DAY,
    observedPrecision: "day",
    dateNote: null,
    origin: "admin",
    recordedBy: null,
    ...overrides,
  };
}

async function rowCounts() {
  const row = await env.DB.prepare("SELECT (SELECT count(*) FROM price_history) AS history, (SELECT count(*) FROM current_offers) AS offers").first<{ history: number; offers: number }>();
  return row!;
}

function amazonProvider(...recordings: unknown[]) {
  const http = replayHttp(...(recordings as Recording[]));
  return { provider: createAmazonCreatorsProvider(CONFIG, http.client, () => NOW), http };
}

beforeEach(() => forgetAmazonToken());
afterEach(() => vi.restoreAllMocks());

describe("price history and offers", () => {
  it("makes the latest observation per retailer the current offer and keeps every one in history", async () => {
    const productId = "history-product";
    await recordObservations(env, [
      observation({ productId, retailer: "Shop A", priceCents: 3000, observedAt: NOW - 20 * DAY }),
      observation({ productId, retailer: "Shop A", priceCents: 2800, observedAt: NOW - 2 * DAY }),
      observation({ productId, retailer: "Shop B", priceCents: 3100, observedAt: NOW - 5 * DAY }),
    ]);
    // A back-dated entry extends the history but does not replace the newer price.
    await recordObservations(env, [observation({ productId, retailer: "Shop A", priceCents: 2500, observedAt: NOW - 40 * DAY })]);

    const current = await listOffersForProduct(env, { productId });
    expect(current.map((o) => [o.retailer, o.priceCents]).sort()).toEqual([
      ["Shop A", 2800],
      ["Shop B", 3100],
    ]);
    const history = await listPriceHistory(env, { productId });
    expect(history.map((o) => o.priceCents)).toEqual([2500, 3000, 3100, 2800]);
  });

  it("skips an observation already recorded, so a re-run adds nothing", async () => {
    const productId = "rerun-product";
    const once = [observation({ productId }), observation({ productId, retailer: "Other" })];
    expect(await recordObservations(env, once)).toHaveLength(2);
    expect(await recordObservations(env, once)).toEqual([]);
    expect(await listPriceHistory(env, { productId })).toHaveLength(2);
  });

  it("refuses to edit or delete history", async () => {
    await recordObservations(env, [observation({ productId: "locked-product" })]);
    await expect(env.DB.prepare("UPDATE price_history SET price_cents = 1 WHERE product_id = 'locked-product'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM price_history WHERE product_id = 'locked-product'").run()).rejects.toThrow(/append-only/);
    expect((await listPriceHistory(env, { productId: "locked-product" }))[0].priceCents).toBe(1000);
  });

  it("writes a batch all or nothing", async () => {
    const before = await rowCounts();
    const bad = observation({ productId: "batch-product", priceCents: -5 });
    await expect(recordObservations(env, [observation({ productId: "batch-product" }), bad])).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
  });
});

describe("seed", () => {
  it("loads every dated research price once, with its date and source", async () => {
    const before = await rowCounts();
    const added = await seedResearchPrices(env, NOW);
    expect(added).toBe(offersJson.length);
    expect(await seedResearchPrices(env, NOW)).toBe(0);
    expect((await rowCounts()).history).toBe(before.history + offersJson.length);

    const [catalyte] = await listOffersForProduct(env, { productId: "thorne-catalyte" });
    expect(catalyte).toMatchObject({
      retailer: "Target",
      priceCents: 3400,
      source: "Target",
      observedAt: Date.UTC(2026, 6, 15),
      observedPrecision: "day",
      origin: "research",
    });
  });
});

describe("Amazon refresh through recorded responses", () => {
  it("records each priced item, logs the one Amazon did not return, and sends what the API expects", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { provider, http } = amazonProvider(token, getItems);
    const summary = await refreshPrices(env, provider, ITEMS);

    expect(summary).toEqual({ provider: "amazon-creators-api", asked: 3, recorded: 2, missed: 1, malformed: 0, failure: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("kaged-whey-protein-isolate: ASIN B07DLGPYHN not returned (ItemNotAccessible"));
    expect(http.unused()).toBe(0);

    const [tokenRequest, itemsRequest] = http.sent;
    expect(new URLSearchParams(tokenRequest.body).get("scope")).toBe("creatorsapi::default");
    expect(new URLSearchParams(tokenRequest.body).get("grant_type")).toBe("client_credentials");
    expect(itemsRequest.headers.authorization).toBe("Bearer Atza|IwEBIRecordedTokenForTests, Version 3.1");
    expect(itemsRequest.headers["x-marketplace"]).toBe("www.amazon.com");
    expect(JSON.parse(itemsRequest.body)).toMatchObject({ itemIds: ["B074XDDRRK", "B006FNJFNE", "B07DLGPYHN"], itemIdType: "ASIN", partnerTag: "cleared-20" });

    const [klean] = (await listOffersForProduct(env, { productId: "klean-isolate" })).filter((o) => o.retailer === "Amazon" && o.origin === "provider");
    // The buy box's new offer, not the cheaper used one; the canonical page, not Amazon's tagged link.
    expect(klean).toMatchObject({ priceCents: 5799, currency: "USD", observedAt: NOW, observedPrecision: "minute", url: "https://www.amazon.com/dp/B074XDDRRK" });
  });

  it("appends every refresh to history, even at the same price", async () => {
    const productId = "true-athlete-natural-whey";
    const before = (await listPriceHistory(env, { productId })).length;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const later = replayHttp(token as Recording, getItems as Recording);
    await refreshPrices(env, createAmazonCreatorsProvider(CONFIG, later.client, () => NOW + 60 * 60 * 1000), ITEMS);
    const history = await listPriceHistory(env, { productId });
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ priceCents: 4449, observedAt: NOW + 60 * 60 * 1000, origin: "provider" });
  });

  it("changes nothing when the credentials are refused", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await rowCounts();
    const offersBefore = await listCurrentOffers(env);
    const { provider } = amazonProvider(tokenRefused);
    const summary = await refreshPrices(env, provider, ITEMS);
    expect(summary.failure).toBe("token request refused (HTTP 401)");
    expect(summary.recorded).toBe(0);
    expect(await rowCounts()).toEqual(before);
    expect(await listCurrentOffers(env)).toEqual(offersBefore);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("every price stays as it was"));
  });

  it("changes nothing when the service fails or answers something that is not its JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await rowCounts();
    for (const [answer, failure] of [
      [getItemsServerError, "getItems failed (HTTP 500)"],
      [getItemsNotJson, "getItems: the answer is not JSON (HTTP 200)"],
      [getItemsWrongShape, "getItems: unexpected answer (itemsResult.items: Invalid input: expected array, received object)"],
    ] as const) {
      forgetAmazonToken();
      const { provider } = amazonProvider(token, answer);
      expect((await refreshPrices(env, provider, ITEMS)).failure).toBe(failure);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("skips malformed prices and records the rest", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await rowCounts();
    const { provider } = amazonProvider(token, getItemsMalformed);
    const summary = await refreshPrices(env, provider, ITEMS);
    expect(summary).toMatchObject({ asked: 3, recorded: 1, malformed: 2, failure: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("malformed data for klean-isolate"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("malformed data for true-athlete-natural-whey"));
    expect((await rowCounts()).history).toBe(before.history + 1);
    const kaged = (await listOffersForProduct(env, { productId: "kaged-whey-protein-isolate" })).find((o) => o.retailer === "Amazon");
    expect(kaged).toMatchObject({ priceCents: 6250, origin: "provider" });
  });
});

describe("price refresh job", () => {
  const controller = (minute: number) => createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.UTC(2026, 10, 23, 10, minute) });

  it("does nothing without the Amazon secrets", async () => {
    expect(await priceRefreshJob().run(env, controller(0))).toBe("no price provider configured (the AMAZON_CREATORS_* secrets are not set); price alerts: 0 sent, 0 re-armed of 0");
  });

  it("runs once an hour", async () => {
    const provider = vi.fn(() => null);
    expect(await priceRefreshJob(provider).run(env, controller(30))).toBe("not due (runs once an hour)");
    expect(provider).not.toHaveBeenCalled();
  });

  it("reports a refresh, and fails loudly when the provider fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = replayHttp(token as Recording, getItems as Recording);
    const job = priceRefreshJob(() => createAmazonCreatorsProvider(CONFIG, ok.client, () => NOW + 2 * 60 * 60 * 1000), async () => ITEMS);
    expect(await job.run(env, controller(0))).toBe("amazon-creators-api: 2 of 3 price(s) recorded, 1 without a price, 0 malformed; price alerts: 0 sent, 0 re-armed of 0");

    forgetAmazonToken();
    const down = replayHttp(token as Recording, getItemsServerError as Recording);
    const failing = priceRefreshJob(() => createAmazonCreatorsProvider(CONFIG, down.client, () => NOW), async () => ITEMS);
    await expect(failing.run(env, controller(0))).rejects.toThrow("amazon-creators-api failed, no price changed: getItems failed (HTTP 500)");
  });
});
