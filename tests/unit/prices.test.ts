import { describe, expect, it } from "vitest";
import { listLabelProducts } from "./bundled-safety";
import offersJson from "~/data/offers.json";
import {
  ageInDays,
  byPrice,
  currentOffer,
  formatObservedAt,
  isAmazon,
  isPossiblyOutOfDate,
  isShowable,
  lowestObserved,
  type ObservedOffer,
  productPrices,
} from "~/domain/prices/offers";
import {
  entryObservation,
  isHttpsUrl,
  offerSeedRecordSchema,
  parseOfferSeed,
  parsePriceCents,
  PRICE_ENTRY_MESSAGES,
  priceEntrySchema,
  providerPriceSchema,
  seedObservation,
  utcDay,
} from "~/domain/prices/schemas";
import { sparkline } from "~/domain/prices/sparkline";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 12, 0);

function offer(overrides: Partial<ObservedOffer>): ObservedOffer {
  return {
    productId: "p",
    retailer: "The Feed",
    priceCents: 3000,
    currency: "USD",
    url: null,
    source: "test",
    observedAt: NOW - DAY,
    observedPrecision: "day",
    dateNote: null,
    origin: "research",
    ...overrides,
  };
}

describe("which price is shown", () => {
  it("is the lowest showable price across retailers", () => {
    const offers = [offer({ retailer: "A", priceCents: 3000 }), offer({ retailer: "B", priceCents: 2500 }), offer({ retailer: "C", priceCents: 2700 })];
    expect(currentOffer(offers, NOW)?.retailer).toBe("B");
  });

  it("withholds an Amazon API price after 24 hours, but not an Amazon price the research observed", () => {
    const fresh = offer({ retailer: "Amazon", origin: "provider", observedAt: NOW - 23 * HOUR });
    const stale = offer({ retailer: "Amazon", origin: "provider", observedAt: NOW - 25 * HOUR });
    const researched = offer({ retailer: "Amazon", origin: "research", observedAt: NOW - 400 * DAY });
    expect([fresh, stale, researched].map((o) => isShowable(o, NOW))).toEqual([true, false, true]);
    expect(currentOffer([stale, offer({ retailer: "Target", priceCents: 9999 })], NOW)?.retailer).toBe("Target");
    expect(currentOffer([stale], NOW)).toBeNull();
  });

  it("marks a price older than 30 days as possibly out of date", () => {
    expect(isPossiblyOutOfDate(NOW - 30 * DAY, NOW)).toBe(false);
    expect(isPossiblyOutOfDate(NOW - 30 * DAY - 1, NOW)).toBe(true);
  });

  it("finds the lowest price ever observed and the last time it was seen", () => {
    const history = [
      offer({ priceCents: 2000, observedAt: NOW - 90 * DAY, retailer: "A" }),
      offer({ priceCents: 2000, observedAt: NOW - 10 * DAY, retailer: "B" }),
      offer({ priceCents: 2600, observedAt: NOW - DAY }),
    ];
    expect(lowestObserved(history, NOW)).toMatchObject({ priceCents: 2000, retailer: "B" });
    expect(lowestObserved([], NOW)).toBeNull();
  });

  it("writes a day without a time and a time in UTC", () => {
    expect(formatObservedAt(Date.UTC(2026, 8, 26), "day")).toBe("September 26, 2026");
    expect(formatObservedAt(Date.UTC(2026, 10, 23, 14, 5), "minute")).toBe("November 23, 2026, 14:05 UTC");
  });
});

describe("a product's prices", () => {
  const current = [
    offer({ retailer: "Target", priceCents: 3400, observedAt: Date.UTC(2026, 6, 15) }),
    offer({ retailer: "Amazon", priceCents: 3199, origin: "provider", observedAt: NOW - 2 * HOUR, observedPrecision: "minute" }),
    offer({ retailer: "Kaged", priceCents: 3600, origin: "provider", observedAt: NOW - 3 * DAY }),
  ];
  const history = [...current, offer({ retailer: "Target", priceCents: 2999, observedAt: Date.UTC(2026, 3, 1) })];

  it("lists offers cheapest per serving first, flags old prices and Amazon's, and keeps the lowest ever seen", () => {
    const prices = productPrices({ id: "p", servingsPerContainer: 30 }, current, history, NOW);
    expect(prices.offers.map((o) => [o.retailer, o.priceText, o.pricePerServingText, o.possiblyOutOfDate, o.amazon])).toEqual([
      ["Amazon", "$31.99", "$1.07", false, true],
      ["Target", "$34.00", "$1.13", true, false],
      ["Kaged", "$36.00", "$1.20", false, false],
    ]);
    expect(prices.offers[0].observedText).toBe("November 23, 2026, 10:00 UTC");
    expect(prices.lowest).toEqual({ price: 29.99, priceText: "$29.99", retailer: "Target", observedAt: "2026-04-01T00:00:00.000Z", observedText: "April 1, 2026" });
    expect(prices.history.map((h) => h.priceText)).toEqual(["$29.99", "$34.00", "$36.00", "$31.99"]);
    expect(prices.withheld).toEqual([]);
  });

  it("says which Amazon price it holds back", () => {
    const old = offer({ retailer: "Amazon", origin: "provider", observedAt: NOW - 2 * DAY, observedPrecision: "minute" });
    const prices = productPrices({ id: "p", servingsPerContainer: null }, [old], [old], NOW);
    expect(prices.offers).toEqual([]);
    expect(prices.withheld).toEqual([{ retailer: "Amazon", observedAt: "2026-11-21T12:00:00.000Z", observedText: "November 21, 2026, 12:00 UTC" }]);
    expect(prices.history).toEqual([]);
    expect(prices.lowest).toBeNull();
  });
});

describe("prices at their rules' edges", () => {
  it("knows Amazon by its whole name, with or without .com, in any case and spacing", () => {
    expect(["Amazon", " amazon.com ", "AMAZON.COM"].map(isAmazon)).toEqual([true, true, true]);
    expect(["Amazon.com.mx", "Not Amazon", "amazon fresh", "Amazon.co"].map(isAmazon)).toEqual([false, false, false, false]);
  });

  it("shows an Amazon API price for exactly 24 hours, and a price from any other source for longer", () => {
    const amazon = (age: number) => offer({ retailer: "Amazon", origin: "provider", observedAt: NOW - age });
    expect(isShowable(amazon(24 * HOUR), NOW)).toBe(true);
    expect(isShowable(amazon(24 * HOUR + 1), NOW)).toBe(false);
    expect(isShowable(offer({ retailer: "Amazon", origin: "research", observedAt: NOW - 30 * DAY }), NOW)).toBe(true);
    expect(isShowable(offer({ retailer: "Kaged", origin: "provider", observedAt: NOW - 30 * DAY }), NOW)).toBe(true);
  });

  it("counts whole days since an observation, and none for one timed after now", () => {
    expect(ageInDays(NOW, NOW)).toBe(0);
    expect(ageInDays(NOW - DAY + 1, NOW)).toBe(0);
    expect(ageInDays(NOW - 3 * DAY - HOUR, NOW)).toBe(3);
    expect(ageInDays(NOW + 2 * DAY, NOW)).toBe(0);
  });

  it("orders offers by price, then newest first, then by retailer", () => {
    const offers = [
      offer({ retailer: "B", priceCents: 3000, observedAt: NOW - 2 * DAY }),
      offer({ retailer: "C", priceCents: 3000, observedAt: NOW - DAY }),
      offer({ retailer: "A", priceCents: 3000, observedAt: NOW - 2 * DAY }),
      offer({ retailer: "D", priceCents: 2500, observedAt: NOW - 9 * DAY }),
    ];
    expect([...offers].sort(byPrice).map((o) => o.retailer)).toEqual(["D", "C", "A", "B"]);
  });

  it("leaves prices in another currency out of the offers, the withheld, the history and the lowest", () => {
    const euros = offer({ retailer: "EU shop", priceCents: 100, currency: "EUR" });
    const oldAmazonEuros = offer({ retailer: "Amazon", origin: "provider", currency: "EUR", observedAt: NOW - 3 * DAY });
    const dollars = offer({ retailer: "US shop", priceCents: 2000 });
    const prices = productPrices({ id: "p", servingsPerContainer: 20 }, [euros, oldAmazonEuros, dollars], [euros, oldAmazonEuros, dollars], NOW);
    expect(prices.offers.map((o) => [o.retailer, o.priceText, o.pricePerServingText])).toEqual([["US shop", "$20.00", "$1.00"]]);
    expect(prices.withheld).toEqual([]);
    expect(prices.history.map((h) => [h.retailer, h.price])).toEqual([["US shop", 20]]);
    expect(prices.lowest?.retailer).toBe("US shop");
    expect(currentOffer([euros, dollars], NOW)?.retailer).toBe("US shop");
    expect(lowestObserved([euros], NOW)).toBeNull();
  });
});

describe("sparkline", () => {
  it("places the lowest price per moment on a time axis, higher prices higher", () => {
    const line = sparkline(
      [
        { at: "2026-01-01T00:00:00.000Z", atText: "", retailer: "A", price: 40, priceText: "" },
        { at: "2026-01-01T00:00:00.000Z", atText: "", retailer: "B", price: 30, priceText: "" },
        { at: "2026-01-11T00:00:00.000Z", atText: "", retailer: "A", price: 50, priceText: "" },
        { at: "2026-01-06T00:00:00.000Z", atText: "", retailer: "A", price: 40, priceText: "" },
      ],
      { width: 120, height: 40, padding: 10 },
    )!;
    expect(line.points.map((p) => [p.x, p.y, p.price])).toEqual([
      [10, 30, 30],
      [60, 20, 40],
      [110, 10, 50],
    ]);
    expect(line.path).toBe("M10 30 L60 20 L110 10");
    expect([line.min, line.max]).toEqual([30, 50]);
  });

  it("centres a single observation and has nothing to draw without one", () => {
    const one = sparkline([{ at: "2026-01-01T00:00:00.000Z", atText: "", retailer: "A", price: 40, priceText: "" }], { width: 100, height: 40, padding: 5 });
    expect(one?.points).toEqual([{ x: 50, y: 20, price: 40, at: "2026-01-01T00:00:00.000Z" }]);
    expect(sparkline([])).toBeNull();
  });
});

describe("seed data", () => {
  // Derived inside each test, not while the file loads, so the tests are known to reach the catalogue's build.
  const productIds = () => new Set(listLabelProducts().map((p) => p.id));

  it("holds only dated prices of catalogue products, each once", () => {
    const records = parseOfferSeed(offersJson, { productIds: productIds(), today: "2026-11-23" });
    expect(records).toHaveLength(offersJson.length);
    expect(records.length).toBe(44);
  });

  it("names the record and the field of every problem", () => {
    const bad = [
      { ...offersJson[0], productId: "not-in-catalogue" },
      { ...offersJson[1], price: 12.345 },
      { ...offersJson[2], observedOn: "2026-02-30" },
      { ...offersJson[3], url: "http://example.com/" },
      { ...offersJson[4], observedOn: "2026-12-01" },
      offersJson[5],
      offersJson[5],
    ];
    expect(() => parseOfferSeed(bad, { productIds: productIds(), today: "2026-11-23" })).toThrow(
      [
        "The offer seed data has 6 problem(s):",
        "offers.json[0] (not-in-catalogue) productId: no catalogue product has this id",
        `offers.json[1] (${offersJson[1].productId}) price: must be in whole cents`,
        `offers.json[2] (${offersJson[2].productId}) observedOn: must be a calendar date written YYYY-MM-DD`,
        `offers.json[3] (${offersJson[3].productId}) url: must be an https URL`,
        `offers.json[4] (${offersJson[4].productId}) observedOn: 2026-12-01 is after today (2026-11-23)`,
        `offers.json[6] (${offersJson[5].productId}): repeats a price for this product, retailer and day`,
      ].join("\n"),
    );
  });
});

describe("admin price entry", () => {
  // Built inside each test, not while the file loads, so the tests are known to reach the schema's construction.
  const entrySchema = () => priceEntrySchema({ productIds: new Set(["thorne-catalyte"]), now: NOW });
  const valid = {
    productId: "thorne-catalyte",
    retailer: "Target",
    price: "$33.49",
    url: "https://www.target.com/p/thorne-catalyte",
    observedOn: "2026-11-22",
    observedTime: "",
    source: "Product page, one-time purchase",
  };

  it("reads prices in dollars and cents", () => {
    expect(["34.99", "$34.99", " 34 ", "34.5", "$0.99"].map(parsePriceCents)).toEqual([3499, 3499, 3400, 3450, 99]);
    expect(["", "34.999", "1,000", "-3", "abc", "$"].map(parsePriceCents)).toEqual([null, null, null, null, null, null]);
  });

  it("turns a valid entry into an admin observation, to the minute when a time is given", () => {
    const schema = entrySchema();
    const entry = schema.parse(valid);
    expect(entryObservation(entry, "admin-1")).toEqual({
      productId: "thorne-catalyte",
      retailer: "Target",
      priceCents: 3349,
      currency: "USD",
      url: "https://www.target.com/p/thorne-catalyte",
      source: "Product page, one-time purchase",
      observedAt: Date.UTC(2026, 10, 22),
      observedPrecision: "day",
      dateNote: null,
      origin: "admin",
      recordedBy: "admin-1",
    });
    expect(entryObservation(schema.parse({ ...valid, observedTime: "08:30" }), "admin-1")).toMatchObject({
      observedAt: Date.UTC(2026, 10, 22, 8, 30),
      observedPrecision: "minute",
    });
  });

  it("answers every wrong field with its message", () => {
    const schema = entrySchema();
    const result = schema.safeParse({ productId: "other", retailer: " ", price: "free", url: "http://x", observedOn: "2019-12-31", observedTime: "25:00", source: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      productId: PRICE_ENTRY_MESSAGES.product,
      retailer: PRICE_ENTRY_MESSAGES.retailer,
      price: PRICE_ENTRY_MESSAGES.price,
      url: PRICE_ENTRY_MESSAGES.url,
      observedOn: PRICE_ENTRY_MESSAGES.dateRange,
      observedTime: PRICE_ENTRY_MESSAGES.time,
      source: PRICE_ENTRY_MESSAGES.source,
    });
  });

  it("refuses a price out of range and a moment in the future", () => {
    const schema = entrySchema();
    const tooMuch = schema.safeParse({ ...valid, price: "1000.01" });
    expect(tooMuch.error?.issues.map((i) => i.message)).toEqual([PRICE_ENTRY_MESSAGES.priceRange]);
    const later = schema.safeParse({ ...valid, observedOn: "2026-11-23", observedTime: "12:01" });
    expect(later.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["observedTime", PRICE_ENTRY_MESSAGES.future]]);
    const tomorrow = schema.safeParse({ ...valid, observedOn: "2026-11-24" });
    expect(tomorrow.error?.issues.map((i) => i.message)).toEqual([PRICE_ENTRY_MESSAGES.dateRange]);
  });
});

describe("price limits at their edges", () => {
  const seed = { ...offersJson[0], price: 10 };
  const seedMessages = (overrides: Record<string, unknown>) => offerSeedRecordSchema.safeParse({ ...seed, ...overrides }).error?.issues.map((i) => i.message) ?? [];

  it("takes a seed price above $0, up to $1,000, in whole cents", () => {
    expect(seedMessages({ price: 0.01 })).toEqual([]);
    expect(seedMessages({ price: 1000 })).toEqual([]);
    // 19.99 * 100 is 1998.9999999999998 in floating point: still whole cents.
    expect(seedMessages({ price: 19.99 })).toEqual([]);
    expect(seedMessages({ price: 0 })).toEqual(["must be more than 0 and at most 1,000 dollars"]);
    expect(seedMessages({ price: -5 })).toEqual(["must be more than 0 and at most 1,000 dollars"]);
    expect(seedMessages({ price: 1000.01 })).toEqual(["must be more than 0 and at most 1,000 dollars"]);
    expect(seedMessages({ price: 10.001 })).toEqual(["must be in whole cents"]);
  });

  it("dates seed prices from 2020-01-01 to today, and names a record without a product id by its position", () => {
    const productIds = new Set([seed.productId]);
    const on = (observedOn: string) => [{ ...seed, observedOn }];
    expect(parseOfferSeed(on("2026-11-23"), { productIds, today: "2026-11-23" })).toHaveLength(1);
    expect(parseOfferSeed(on("2020-01-01"), { productIds, today: "2026-11-23" })).toHaveLength(1);
    expect(() => parseOfferSeed(on("2019-12-31"), { productIds, today: "2026-11-23" })).toThrow(`offers.json[0] (${seed.productId}) observedOn: before 2020-01-01`);
    expect(() => parseOfferSeed([{ ...seed, productId: 7 }], { productIds, today: "2026-11-23" })).toThrow(/^The offer seed data has 1 problem\(s\):\noffers\.json\[0\] productId: /);
    expect(() => parseOfferSeed({}, { productIds, today: "2026-11-23" })).toThrow("offers.json: must be a list of price observations");
    // A record that is not an object is named by its position, its problem by "record".
    expect(() => parseOfferSeed([null], { productIds, today: "2026-11-23" })).toThrow(/^The offer seed data has 1 problem\(s\):\noffers\.json\[0\] record: \S/);
  });

  it("turns a seed record into a research observation of that day", () => {
    const [record] = parseOfferSeed([{ ...seed, observedOn: "2026-11-20" }], { productIds: new Set([seed.productId]), today: "2026-11-23" });
    expect(seedObservation(record)).toEqual({
      productId: seed.productId,
      retailer: seed.retailer,
      priceCents: 1000,
      currency: "USD",
      url: seed.url,
      source: seed.source,
      observedAt: Date.UTC(2026, 10, 20),
      observedPrecision: "day",
      dateNote: seed.dateNote ?? null,
      origin: "research",
      recordedBy: null,
    });
  });

  it("reads a calendar day as midnight UTC, and nothing else", () => {
    expect(utcDay("2026-11-23")).toBe(Date.UTC(2026, 10, 23));
    expect(utcDay("2026-02-30")).toBeNull();
    expect(utcDay("2026-11-23T00:00")).toBeNull();
    expect(utcDay(" 2026-11-23")).toBeNull();
  });

  it("accepts only https addresses without credentials", () => {
    expect(isHttpsUrl("https://www.target.com/p/x")).toBe(true);
    expect(isHttpsUrl("http://www.target.com/p/x")).toBe(false);
    expect(isHttpsUrl("https://user@www.target.com/")).toBe(false);
    expect(isHttpsUrl("https://:secret@www.target.com/")).toBe(false);
    expect(isHttpsUrl("not a url")).toBe(false);
  });

  describe("an admin's entry", () => {
    const schema = priceEntrySchema({ productIds: new Set(["thorne-catalyte"]), now: NOW });
    const valid = {
      productId: "thorne-catalyte",
      retailer: "Target",
      price: "33.49",
      url: "https://www.target.com/p/thorne-catalyte",
      observedOn: "2026-11-22",
      source: "Product page, one-time purchase",
    };
    const messages = (overrides: Record<string, unknown>) => schema.safeParse({ ...valid, ...overrides }).error?.issues.map((i) => i.message) ?? [];

    it("takes $0.01 to $1,000", () => {
      expect(messages({ price: "0.01" })).toEqual([]);
      expect(messages({ price: "$1000" })).toEqual([]);
      expect(messages({ price: "0" })).toEqual([PRICE_ENTRY_MESSAGES.priceRange]);
      expect(messages({ price: "1000.01" })).toEqual([PRICE_ENTRY_MESSAGES.priceRange]);
    });

    it("takes a day from 2020-01-01 to today", () => {
      expect(messages({ observedOn: "2020-01-01" })).toEqual([]);
      expect(messages({ observedOn: "2026-11-23" })).toEqual([]);
      expect(messages({ observedOn: "2019-12-31" })).toEqual([PRICE_ENTRY_MESSAGES.dateRange]);
      expect(messages({ observedOn: "23/11/2026" })).toEqual([PRICE_ENTRY_MESSAGES.date]);
    });

    it("takes a 24-hour time up to this minute, or none", () => {
      expect(messages({ observedTime: "23:59" })).toEqual([]);
      expect(messages({ observedTime: "00:00" })).toEqual([]);
      expect(messages({ observedOn: "2026-11-23", observedTime: "12:00" })).toEqual([]);
      expect(messages({ observedOn: "2026-11-23", observedTime: "12:01" })).toEqual([PRICE_ENTRY_MESSAGES.future]);
      for (const time of ["24:00", "7:30", "07:60", "07:30x", "x07:30", "0730"]) {
        expect({ time, messages: messages({ observedTime: time }) }).toEqual({ time, messages: [PRICE_ENTRY_MESSAGES.time] });
      }
    });
  });

  it("checks a provider's price: whole cents above 0 up to $1,000, a real time, an https URL", () => {
    const price = { productId: "thorne-catalyte", priceCents: 3349, currency: "USD", url: null, observedAt: NOW };
    const problems = (overrides: Record<string, unknown>) => providerPriceSchema.safeParse({ ...price, ...overrides }).error?.issues.map((i) => i.message) ?? [];
    expect(problems({})).toEqual([]);
    expect(problems({ priceCents: 1 })).toEqual([]);
    expect(problems({ priceCents: 100_000 })).toEqual([]);
    expect(problems({ priceCents: 0 })).toEqual(["price out of range"]);
    expect(problems({ priceCents: 100_001 })).toEqual(["price out of range"]);
    expect(problems({ observedAt: 1 })).toEqual([]);
    expect(problems({ observedAt: 0 })).toEqual(["not a time"]);
    expect(problems({ url: "http://www.target.com/" })).toEqual(["not an https URL"]);
    expect(problems({ currency: "EUR" })).toEqual(["only US dollar prices are shown"]);
  });
});
