import { count, desc, eq, gte, sql, sum } from "drizzle-orm";
import { findCatalogueEntry } from "~/.server/catalogue";
import { getDb } from "~/.server/db/client";
import { affiliateClicks, contactMessages, dailyEventCounts, users } from "~/.server/db/schema";
import type { AnalyticsEvent } from "~/domain/analytics/events";
import { DASHBOARD_DAYS, dailySeries, lastDays, mergeCounts } from "~/domain/analytics/dashboard";

const TOP_PAGES = 15;

type DbEnv = Pick<Env, "DB">;

const utcDayOf = (column: typeof affiliateClicks.clickedAt | typeof users.createdAt) =>
  sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/**
 * Everything /admin shows, for the last 30 UTC days including today, in one batch of reads:
 * the event counters, the /go redirects, accounts created and open messages.
 */
export async function loadDashboard(env: DbEnv, { now = Date.now() }: { now?: number } = {}) {
  const days = lastDays(now, DASHBOARD_DAYS);
  const since = days[0] ?? "";
  const sinceMs = Date.parse(`${since}T00:00:00Z`);
  const db = getDb(env);
  const total = sql<number>`cast(${sum(dailyEventCounts.count)} as integer)`;
  const [perDay, perSubject, goPerDay, goPerProduct, accountsPerDay, openMessages] = await db.batch([
    db
      .select({ day: dailyEventCounts.day, event: dailyEventCounts.event, total })
      .from(dailyEventCounts)
      .where(gte(dailyEventCounts.day, since))
      .groupBy(dailyEventCounts.day, dailyEventCounts.event),
    db
      .select({ event: dailyEventCounts.event, subject: dailyEventCounts.subject, total })
      .from(dailyEventCounts)
      .where(gte(dailyEventCounts.day, since))
      .groupBy(dailyEventCounts.event, dailyEventCounts.subject)
      .orderBy(desc(total), dailyEventCounts.subject),
    db
      .select({ day: utcDayOf(affiliateClicks.clickedAt), total: count() })
      .from(affiliateClicks)
      .where(gte(affiliateClicks.clickedAt, sinceMs))
      .groupBy(utcDayOf(affiliateClicks.clickedAt)),
    db
      .select({ id: affiliateClicks.productId, total: count() })
      .from(affiliateClicks)
      .where(gte(affiliateClicks.clickedAt, sinceMs))
      .groupBy(affiliateClicks.productId),
    db
      .select({ day: utcDayOf(users.createdAt), total: count() })
      .from(users)
      .where(gte(users.createdAt, sinceMs))
      .groupBy(utcDayOf(users.createdAt)),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "open")),
  ]);

  const series = (event: AnalyticsEvent) => dailySeries(days, perDay.filter((r) => r.event === event));
  const subjects = (event: AnalyticsEvent) =>
    perSubject.filter((r) => r.event === event).map((r) => ({ id: r.subject, total: r.total }));
  const productName = (id: string) => {
    const product = findCatalogueEntry(id);
    return product ? `${product.brand} ${product.name}` : id;
  };

  return {
    days,
    pageviews: { series: series("pageview"), byPath: subjects("pageview").slice(0, TOP_PAGES), paths: subjects("pageview").length },
    buyClicks: {
      series: series("buy_click"),
      goSeries: dailySeries(days, goPerDay),
      byProduct: mergeCounts({ key: "buttonClicks", rows: subjects("buy_click") }, { key: "redirects", rows: goPerProduct }).map(
        (row) => ({ ...row, name: productName(row.id) }),
      ),
    },
    quiz: {
      series: series("quiz_completed"),
      byCategory: mergeCounts({ key: "started", rows: subjects("quiz_started") }, { key: "completed", rows: subjects("quiz_completed") }),
    },
    chat: { series: series("chat_answered"), byAuthor: subjects("chat_answered"), opened: series("chat_opened") },
    ingredientChecks: { series: series("ingredient_check"), byResult: subjects("ingredient_check") },
    signUps: { series: series("sign_up"), accountsSeries: dailySeries(days, accountsPerDay) },
    openMessages: openMessages[0]?.total ?? 0,
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
