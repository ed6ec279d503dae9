/**
 * The whole D1 schema, one file. Migrations in migrations/ are generated from it with
 * `npm run db:generate` (README, "Database migrations"); tests/unit/migrations.test.ts fails
 * when the two disagree. Timestamps are integer milliseconds since the epoch (UTC).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// ---------------------------------------------------------------------------------------------
// Offers: retail prices observed for catalogue products (0001_init)
// ---------------------------------------------------------------------------------------------

export const offers = sqliteTable(
  "offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull(),
    retailer: text("retailer").notNull(),
    url: text("url"),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Where the price was read, in words, as the research recorded it. */
    source: text("source").notNull(),
    /** The day the price was observed (YYYY-MM-DD). */
    observedOn: text("observed_on").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("offers_product_idx").on(t.productId),
    uniqueIndex("offers_product_retailer_day_idx").on(t.productId, t.retailer, t.observedOn),
    check("offers_price_cents_positive", sql`${t.priceCents} > 0`),
  ],
);

export type Offer = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Catalogue: buy-link clicks through /go/:productId (0002_catalogue). Product, retailer host
// and time only: nothing that identifies the person who clicked.
// ---------------------------------------------------------------------------------------------

export const affiliateClicks = sqliteTable(
  "affiliate_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull(),
    /** Host the visitor was sent to, e.g. www.amazon.com. */
    retailer: text("retailer").notNull(),
    clickedAt: integer("clicked_at").notNull(),
  },
  (t) => [index("affiliate_clicks_product_idx").on(t.productId, t.clickedAt)],
);

export type AffiliateClick = typeof affiliateClicks.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Accounts: users, single-use email tokens, sign-in failure counters, local email outbox
// (0003_auth). Sessions live in KV, not here (app/.server/auth/session.ts).
// ---------------------------------------------------------------------------------------------

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /**
     * Trimmed and lower-cased, so one mailbox maps to one account. 0003_auth made it an inline
     * UNIQUE (index sqlite_autoindex_users_1); drizzle-kit calls the same index users_email_unique.
     */
    email: text("email").notNull().unique(),
    /** PHC string (`$scrypt$ln=..,r=..,p=..$salt$key`); "!" marks an account with no password yet. */
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: integer("email_verified_at"),
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    passwordChangedAt: integer("password_changed_at").notNull(),
  },
  (t) => [check("users_role_known", sql`${t.role} IN ('user', 'admin')`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Email confirmation, password reset and sign-in link tokens (0005 adds sign_in): only their
 * SHA-256 is kept, and each is used once.
 */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "sign_in"] }).notNull(),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("auth_tokens_user_purpose_idx").on(t.userId, t.purpose),
    check("auth_tokens_purpose_known", sql`${t.purpose} IN ('verify_email', 'reset_password', 'sign_in')`),
  ],
);

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

/**
 * Failed sign-ins per email per hour. Keyed by the email's SHA-256 rather than a user id so
 * that unknown emails are counted and guarded alike, and the guard reveals nothing.
 */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    emailHash: text("email_hash").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailHash, t.windowStart] })],
);

/** Mail written here instead of sent when no provider key is set; shown at /dev/outbox in development. */
export const emailOutbox = sqliteTable("email_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  createdAt: integer("created_at").notNull(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Quiz: results a signed-in person saved (0004_saved_quiz_results). The answers are kept as the
// result's query string, so a saved result opens the same page a shared link does.
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Contact: messages sent through /contact or POST /api/contact, and what admins did with them
// (0004_contact). No IP address or user agent is kept.
// ---------------------------------------------------------------------------------------------

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: ["product-question", "correction", "partnership", "other"] }).notNull(),
    message: text("message").notNull(),
    /** The catalogue product the message is about, if the sender chose one. */
    productId: text("product_id"),
    /** The sender's account when they were signed in; the account's deletion removes the message. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "handled"] }).notNull().default("open"),
    createdAt: integer("created_at").notNull(),
    /** Last status change: also the marker that lets the history row be written in the same batch. */
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    index("contact_messages_email_idx").on(t.email),
    index("contact_messages_user_idx").on(t.userId),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

/** The history of a message: received, then each time an admin marked it handled or reopened it. */
export const contactMessageEvents = sqliteTable(
  "contact_message_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["received", "handled", "reopened"] }).notNull(),
    /** The admin who acted; null for "received" and once that admin's account is gone. */
    adminId: text("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("contact_message_events_message_idx").on(t.messageId, t.createdAt)],
);

export type ContactMessageEvent = typeof contactMessageEvents.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Analytics: daily counters of first-party events (0007_analytics). One row per day, event and
// subject (the path, product, category or author of a chat answer): nothing about the visitor.
// ---------------------------------------------------------------------------------------------

export const dailyEventCounts = sqliteTable(
  "daily_event_counts",
  {
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    event: text("event").notNull(),
    /** See eventSubject() in app/domain/analytics/events.ts; "" when the event has none. */
    subject: text("subject").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.subject] }), index("daily_event_counts_event_idx").on(t.event, t.day)],
);

export type DailyEventCount = typeof dailyEventCounts.$inferSelect;
