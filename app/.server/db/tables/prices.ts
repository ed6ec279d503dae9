import { sql } from "drizzle-orm";
import { check, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/*
 * Prices (0008_prices): every observed retail price, append-only, and the current price per
 * product and retailer. D1 is the one home of prices; the catalogue data holds label facts only.
 * Triggers (0009_price_triggers) keep `price_history` append-only and `offers` up to date:
 * writers only ever insert observations (docs/decisions/0017-prices-in-d1.md).
 */

/** Where an observation came from: the catalogue research (seed), an admin's entry, or a provider refresh. */
export const PRICE_ORIGINS = ["research", "admin", "provider"] as const;
export type PriceOrigin = (typeof PRICE_ORIGINS)[number];

/** "day": only the date is known (shown without a time); "minute": the time is known too. */
export const PRICE_PRECISIONS = ["day", "minute"] as const;
export type PricePrecision = (typeof PRICE_PRECISIONS)[number];

export const priceHistory = sqliteTable(
  "price_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull(),
    /** The shop, as people know it: "Amazon", "The Feed", "Target". */
    retailer: text("retailer").notNull(),
    /** For one container of the catalogued size, in cents of `currency`. */
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** The retailer's page for the product, when known. */
    url: text("url"),
    /** Where the price was read, in words. */
    source: text("source").notNull(),
    /** When the price was seen, ms since the epoch (UTC); midnight UTC when only the day is known. */
    observedAt: integer("observed_at").notNull(),
    observedPrecision: text("observed_precision", { enum: PRICE_PRECISIONS }).notNull(),
    /** What the date means when it is not the day someone looked, e.g. "import date". */
    dateNote: text("date_note"),
    origin: text("origin", { enum: PRICE_ORIGINS }).notNull(),
    /** The admin who entered it (user id, kept after the account is gone); null otherwise. */
    recordedBy: text("recorded_by"),
    recordedAt: integer("recorded_at").notNull(),
    /**
     * The certified variant (app/data/catalogue, `variants[].id`) the price was seen for; "" when
     * it is for a variant no certifier lists, or one the research cannot tie to a listing: kept
     * as history, never shown as the product's price (docs/decisions/0043-certified-variants.md).
     */
    variantId: text("variant_id").notNull().default(""),
    /** What the seller sold at this price, in its words: "Mango, 30 servings". */
    variantSeen: text("variant_seen"),
  },
  (t) => [
    // One observation per product, variant, retailer and moment: re-running the seed or a refresh adds nothing twice.
    uniqueIndex("price_history_variant_observation_idx").on(t.productId, t.variantId, t.retailer, t.observedAt),
    check("price_history_price_positive", sql`${t.priceCents} > 0`),
    check("price_history_origin", sql`${t.origin} IN ('research', 'admin', 'provider')`),
    check("price_history_precision", sql`${t.observedPrecision} IN ('day', 'minute')`),
  ],
);

export type PriceObservation = typeof priceHistory.$inferSelect;
export type NewPriceObservation = typeof priceHistory.$inferInsert;

/**
 * The latest observation per product, variant and retailer, maintained by a trigger on
 * `price_history` (0014): one retailer can sell a certified flavour and an uncertified one.
 */
export const offers = sqliteTable(
  "current_offers",
  {
    productId: text("product_id").notNull(),
    variantId: text("variant_id").notNull(),
    variantSeen: text("variant_seen"),
    retailer: text("retailer").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull(),
    url: text("url"),
    source: text("source").notNull(),
    observedAt: integer("observed_at").notNull(),
    observedPrecision: text("observed_precision", { enum: PRICE_PRECISIONS }).notNull(),
    dateNote: text("date_note"),
    origin: text("origin", { enum: PRICE_ORIGINS }).notNull(),
    historyId: integer("history_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variantId, t.retailer] })],
);

export type Offer = typeof offers.$inferSelect;
