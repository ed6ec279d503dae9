import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

/*
 * Safety (0013_dod_list_versions): versions of the DoD prohibited list admins upload, products
 * whose certification was withdrawn, and the safety alert emails they cause, one per member and
 * event (docs/decisions/0022-dod-list-versions-and-safety-alerts.md). With no applied version
 * the bundled app/data/dod-prohibited.json is the list in use.
 */

export const prohibitedListVersions = sqliteTable(
  "prohibited_list_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    source: text("source").notNull(),
    retrieved: text("retrieved").notNull(),
    license: text("license").notNull(),
    entryCount: integer("entry_count").notNull(),
    /** The validated list as JSON ({source, retrieved, license, entries}): read whole, like the bundled file. */
    listJson: text("list_json").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: integer("uploaded_at").notNull(),
    /** Null while uploaded but not applied; the newest applied version is the list in use. */
    appliedAt: integer("applied_at"),
    appliedBy: text("applied_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("prohibited_list_versions_applied_idx").on(t.appliedAt)],
);

export type ProhibitedListVersion = typeof prohibitedListVersions.$inferSelect;

/** A product whose third-party certification the certifier withdrew: shown on its pages, never recommended. */
export const certificationWithdrawals = sqliteTable("certification_withdrawals", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  productId: text("product_id").notNull().unique(),
  /** The certifier's notice (or the page showing the product gone from its listing). */
  sourceUrl: text("source_url").notNull(),
  /** YYYY-MM-DD, the day the certifier withdrew it (or the day it was seen gone). */
  withdrawnOn: text("withdrawn_on").notNull(),
  note: text("note").notNull().default(""),
  recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
  recordedAt: integer("recorded_at").notNull(),
});

export type CertificationWithdrawal = typeof certificationWithdrawals.$inferSelect;

/**
 * One safety alert email per member and event ("dod-list:<version id>" or
 * "withdrawal:<id>"), written in the same batch that applies the event: the unique key makes a
 * second one impossible, and `sentAt` stays null until the email went out (a failed send is
 * tried again by the scheduled job).
 */
export const safetyAlertEmails = sqliteTable(
  "safety_alert_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The products, ingredients, reasons and source the email names, as JSON (SafetyAlertItem[]). */
    itemsJson: text("items_json").notNull(),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (t) => [uniqueIndex("safety_alert_emails_user_event_idx").on(t.userId, t.event), index("safety_alert_emails_pending_idx").on(t.sentAt)],
);

export type SafetyAlertEmail = typeof safetyAlertEmails.$inferSelect;
