import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";
import { PRICE_ALERT_STATES } from "../../../domain/account/price-alerts.ts";

/*
 * What a signed-in member keeps: quiz results and products they saved, each removed with the
 * account.
 */

/**
 * Quiz results a member saved (0004_saved_quiz_results). The answers are kept as the result's
 * query string, so a saved result opens the same page a shared link does.
 */
export const savedQuizResults = sqliteTable(
  "saved_quiz_results",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** Canonical answers query string, e.g. "problem=falling&melatonin=no&meds=ssri". */
    answers: text("answers").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    // Saving the same result twice keeps one row.
    uniqueIndex("saved_quiz_results_user_answers_idx").on(t.userId, t.category, t.answers),
    index("saved_quiz_results_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type SavedQuizResult = typeof savedQuizResults.$inferSelect;

/**
 * Products a member saved, with the alerts they asked for (0012_saved_products). The price alert
 * is per serving, in cents; `priceAlertState` makes it email once per crossing
 * (docs/decisions/0019-saved-products-and-alerts.md).
 */
export const savedProducts = sqliteTable(
  "saved_products",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    createdAt: integer("created_at").notNull(),
    /** "Tell me when the price per serving is below": cents; null when no price alert is set. */
    priceAlertBelowCents: integer("price_alert_below_cents"),
    /** armed: the next time the price is below, email; sent: emailed, waiting for the price to go back up. */
    priceAlertState: text("price_alert_state", { enum: PRICE_ALERT_STATES }).notNull().default("armed"),
    /** When the last price alert email went out. */
    priceAlertSentAt: integer("price_alert_sent_at"),
    /**
     * Email when an applied DoD prohibited list version names an ingredient of this product, or
     * its certification is withdrawn: on by default, switched per product on /account (0022).
     */
    safetyAlerts: integer("safety_alerts", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("saved_products_product_idx").on(t.productId),
    check("saved_products_alert_positive", sql`${t.priceAlertBelowCents} IS NULL OR ${t.priceAlertBelowCents} > 0`),
    check("saved_products_alert_state", sql`${t.priceAlertState} IN ('armed', 'sent')`),
  ],
);

export type SavedProduct = typeof savedProducts.$inferSelect;
