import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Operations (0003_auth, 0016_deploy_and_operations): mail waiting to be sent (or kept locally in
 * development) and the record of each scheduled job's runs.
 */

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
