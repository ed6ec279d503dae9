import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Accounts: users, single-use email tokens and sign-in failure counters
 * (0003_auth). Sessions live in KV, not here (app/.server/auth/session.ts).
 */

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
