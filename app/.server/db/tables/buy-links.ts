import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Catalogue: buy-link clicks through /go/:productId (0002_catalogue). Product, retailer host
 * and time only: nothing that identifies the person who clicked.
 */

export const affiliateClicks = sqliteTable(
  "affiliate_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull(),
    /** Host the visitor was sent to, e.g. www.amazon.com. */
    retailer: text("retailer").notNull(),
    clickedAt: integer("clicked_at").notNull(),
    /** The certified variant the buy link was for; "" for clicks recorded before variants. */
    variantId: text("variant_id").notNull().default(""),
  },
  (t) => [index("affiliate_clicks_product_idx").on(t.productId, t.clickedAt)],
);

/**
 * Click de-duplication without cookies or addresses (docs/decisions/0044-clicks-worth-counting.md):
 * a keyed hash of visitor, product and variant under the day's random salt, kept for a short
 * window. A salt is deleted after its day, so no stored hash can be tied back to an address.
 */
export const clickWindows = sqliteTable(
  "click_windows",
  {
    key: text("key").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("click_windows_expiry_idx").on(t.expiresAt)],
);

export const clickSalts = sqliteTable("click_salts", {
  /** UTC day, YYYY-MM-DD. */
  day: text("day").primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

/**
 * The exact retail page an admin checked for one certified variant (/admin/buy-links): an Amazon
 * product page (by ASIN) or a page of an allowed retailer. The latest per variant is the buy link;
 * until one exists the link is a labelled Amazon search. Rows are never edited: a new check is a
 * new row, so the page can say who checked what and when.
 */
export const retailerLinks = sqliteTable(
  "retailer_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull(),
    variantId: text("variant_id").notNull(),
    /** "Amazon", "The Feed": the retailer the URL belongs to. */
    retailer: text("retailer").notNull(),
    url: text("url").notNull(),
    /** Amazon's product id when the URL is an Amazon product page: the price refresh looks up by it. */
    asin: text("asin"),
    /** The day an admin opened the page and saw the certified variant on sale, YYYY-MM-DD. */
    checkedOn: text("checked_on").notNull(),
    recordedBy: text("recorded_by").notNull(),
    recordedAt: integer("recorded_at").notNull(),
  },
  (t) => [index("retailer_links_variant_idx").on(t.productId, t.variantId, t.recordedAt)],
);

export type RetailerLink = typeof retailerLinks.$inferSelect;

export type AffiliateClick = typeof affiliateClicks.$inferSelect;
