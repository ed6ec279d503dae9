import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Analytics: daily counters of first-party events (0011_analytics). One row per day, event and
 * subject (the path, product, category or author of a chat answer): nothing about the visitor.
 */

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
