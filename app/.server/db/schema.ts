/**
 * The whole D1 schema, one file. Migrations in migrations/ are generated from it with
 * `npm run db:generate` (README, "Database migrations"); tests/unit/migrations.test.ts fails
 * when the two disagree. Timestamps are integer milliseconds since the epoch (UTC).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative and with its extension: the seed script (plain Node) loads this file too.
import { POST_KINDS, POST_STATUSES, type PostSource } from "../../domain/content/post.ts";
import { PRICE_ALERT_STATES } from "../../domain/account/price-alerts.ts";

// ---------------------------------------------------------------------------------------------
// Prices (0008_prices): every observed retail price, append-only, and the current price per
// product and retailer. D1 is the one home of prices; the catalogue data holds label facts only.
// Triggers (0009_price_triggers) keep `price_history` append-only and `offers` up to date:
// writers only ever insert observations (docs/decisions/0017-prices-in-d1.md).
// ---------------------------------------------------------------------------------------------

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
    /**
     * Every session records the value it was created under and is honoured only while they match:
     * sign-out everywhere, a password change or reset adds one, and every older session ends on
     * its next request, whatever KV still holds (docs/decisions/0047-session-revocation.md).
     */
    sessionEpoch: integer("session_epoch").notNull().default(0),
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
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** Emptied once sent: a delivered sign-in link is not kept. */
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: integer("created_at").notNull(),
    /**
     * `local`: no provider (development), shown at /dev/outbox. `pending`: waiting for a (re)try.
     * `sent`: the provider accepted it. `failed`: every attempt failed; the operator sees it.
     */
    status: text("status", { enum: ["local", "pending", "sent", "failed"] }).notNull().default("local"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at"),
    lastAttemptAt: integer("last_attempt_at"),
    lastError: text("last_error"),
  },
  // No CHECK on status: adding one would rebuild the table (SQLite cannot add a constraint).
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** One row per cron job per trigger, kept 14 days: the health check's "last run" and the operations page. */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    job: text("job").notNull(),
    startedAt: integer("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    /** The job's summary, or the error that failed it. */
    detail: text("detail").notNull(),
  },
  (t) => [index("job_runs_job_started_idx").on(t.job, t.startedAt)],
);

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
// Content: Learning Center guides and blog articles (0006_posts). Markdown bodies; tags and
// sources as JSON text. Each post's sections are indexed in the FTS5 table `post_sections`
// (custom migration 0007_post_sections_fts), which drizzle does not model:
// app/.server/content/writes.ts writes it in the same batch as the post, and
// app/.server/content/search.ts reads it.
// ---------------------------------------------------------------------------------------------

export const posts = sqliteTable(
  "posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: POST_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** The Learning Center section a guide is listed under; null for articles. */
    group: text("group_name"),
    heroImageUrl: text("hero_image_url"),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    /** Published: when it went out. Scheduled: when the cron publishes it. Draft: null or the last value. */
    publishAt: integer("publish_at"),
    /** The day the facts were last checked against the sources (YYYY-MM-DD). */
    reviewedOn: text("reviewed_on"),
    sources: text("sources", { mode: "json" }).$type<PostSource[]>().notNull().default([]),
    /** SHA-256 of the content/ file this post was last seeded from; null for posts written in the admin. */
    seedHash: text("seed_hash"),
    /** Random per write: the section rows of a batch are written only if its post write applied. */
    revision: text("revision").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("posts_status_publish_idx").on(t.status, t.publishAt),
    check("posts_kind_known", sql`${t.kind} IN ('guide', 'article')`),
    check("posts_status_known", sql`${t.status} IN ('draft', 'scheduled', 'published')`),
    check("posts_description_length", sql`length(${t.description}) <= 160`),
    check("posts_hero_image_https", sql`${t.heroImageUrl} IS NULL OR ${t.heroImageUrl} LIKE 'https://%'`),
  ],
);

/**
 * Every content/ file the seed has ever written, by slug, with the hash it wrote: the seed
 * inserts only a slug it has never seen (a post an admin deleted stays deleted) and replaces a
 * post only while it still holds what the seed last wrote (an admin's edit stays)
 * (docs/decisions/0048-migrations-and-seed-that-keep-data.md).
 */
export const contentSeedLog = sqliteTable("content_seed_log", {
  slug: text("slug").primaryKey(),
  seedHash: text("seed_hash").notNull(),
  seededAt: integer("seeded_at").notNull(),
});

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostKind = Post["kind"];
export type PostStatus = Post["status"];

// ---------------------------------------------------------------------------------------------
// Contact: messages sent through /contact or POST /api/contact, and what admins did with them
// (0010_contact). No IP address or user agent is kept.
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
// Analytics: daily counters of first-party events (0011_analytics). One row per day, event and
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

// ---------------------------------------------------------------------------------------------
// Members: products a signed-in person saved, with the alerts they asked for (0012_saved_products).
// The price alert is per serving, in cents; `priceAlertState` makes it email once per crossing
// (docs/decisions/0019-saved-products-and-alerts.md).
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Safety (0013_dod_list_versions): versions of the DoD prohibited list admins upload, products
// whose certification was withdrawn, and the safety alert emails they cause, one per member and
// event (docs/decisions/0022-dod-list-versions-and-safety-alerts.md). With no applied version
// the bundled app/data/dod-prohibited.json is the list in use.
// ---------------------------------------------------------------------------------------------

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
