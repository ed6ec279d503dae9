import { sql } from "drizzle-orm";
import { findCatalogueEntry } from "~/.server/catalogue";
import { getDb } from "~/.server/db/client";
import { dailyEventCounts } from "~/.server/db/schema";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import { clientKey } from "~/.server/http/client-ip";
import { enforceRateLimits } from "~/.server/http/rate-limit";
import { type AnalyticsEventInput, eventSubject } from "~/domain/analytics/events";
import { PAGEVIEW_BATCH_MAX_AGE_MS, PAGEVIEW_BATCH_SIZE } from "~/domain/analytics/batching";
import { EVENTS_MAX_BODY_BYTES, analyticsEventSchema, normalisePath } from "~/domain/analytics/schema";

/*
 * First-party, cookieless analytics. An event is a name and a few small properties; it is written
 * to Workers Analytics Engine (when the binding exists) and counted in D1 by day, event and
 * subject. No IP address, user agent, referrer, cookie or account id is read or stored.
 */

/** The period of EVENTS_LIMITER (wrangler.toml). */
const LIMITER_PERIOD_SECONDS = 60;

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export function optedOut(request: Request): boolean {
  return request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1";
}

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Validates an event as POST /api/events receives it; a refusal is a 400 naming the problem. */
export function parseAnalyticsEvent(input: unknown): AnalyticsEventInput {
  const parsed = analyticsEventSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") ?? "";
    const message = !issue
      ? "Invalid event."
      : issue.code === "invalid_union" && where === "name"
        ? "Unknown event."
        : issue.code === "unrecognized_keys"
          ? `Unknown property: ${issue.keys.join(", ")}.`
          : `${where ? `${where}: ` : ""}${issue.message}`;
    throw new AppError("invalid_event:analytics", message, 400);
  }
  const event = parsed.data;
  if (event.name === "buy_click" && !findCatalogueEntry(event.props.product)) {
    throw new AppError("invalid_event:analytics", "props.product: not a catalogue product.", 400);
  }
  if (event.name === "pageview") return { name: "pageview", props: { path: normalisePath(event.props.path) } };
  return event;
}

/** The body POST /api/events receives: JSON, sent by navigator.sendBeacon as text/plain. */
export function readEventBody(request: Request): Promise<unknown> {
  return readBody(request, { area: "analytics", maxBytes: EVENTS_MAX_BODY_BYTES, accept: ["json", "beacon-json"] });
}

export function checkEventRateLimit(env: Env, request: Request): Promise<void> {
  // The client key is only the limiter's key for a minute; it is never stored.
  return enforceRateLimits([{ limiter: env.EVENTS_LIMITER, key: `events:${clientKey(request, getConfig(env).environment)}` }], {
    code: "rate_limited:analytics",
    message: "Too many events. Please slow down.",
    periodSeconds: LIMITER_PERIOD_SECONDS,
  });
}

/*
 * Page views are the one high-volume event: each would otherwise be a D1 write on one hot row per
 * day and path, on the primary, from every location. They are counted in this isolate and written
 * in one batch once PAGEVIEW_BATCH_SIZE are waiting or the oldest has waited PAGEVIEW_BATCH_MAX_AGE_MS
 * (checked on the next view), after the answer (docs/decisions/0050-page-views-and-cache-at-scale.md).
 * What can be lost: the views still waiting when an isolate is evicted, fewer than
 * PAGEVIEW_BATCH_SIZE per isolate; a failed batch is put back and retried with the next one.
 */
const pendingViews = new Map<string, number>();
let pendingCount = 0;
let oldestPendingAt = 0;

function takePendingViews(): { day: string; subject: string; count: number }[] {
  const views = [...pendingViews].map(([key, count]) => {
    const [day, subject] = key.split("|") as [string, string];
    return { day, subject, count };
  });
  pendingViews.clear();
  pendingCount = 0;
  return views;
}

function addPendingView(day: string, subject: string, count: number, now: number) {
  const key = `${day}|${subject}`;
  if (pendingCount === 0) oldestPendingAt = now;
  pendingViews.set(key, (pendingViews.get(key) ?? 0) + count);
  pendingCount += count;
}

/** One batch of upserts, each adding its waiting views to the day's counter; put back when it fails. */
async function flushPageviews(env: Pick<Env, "DB">, now: number): Promise<void> {
  const views = takePendingViews();
  const [first, ...rest] = views.map((view) => upsertCount(env, { ...view, event: "pageview" }));
  if (!first) return;
  try {
    await getDb(env).batch([first, ...rest]);
  } catch (error) {
    for (const view of views) addPendingView(view.day, view.subject, view.count, now);
    console.error("[analytics] could not write a batch of page views; kept for the next one", error);
  }
}

function upsertCount(env: Pick<Env, "DB">, { day, event, subject, count }: { day: string; event: string; subject: string; count: number }) {
  return getDb(env)
    .insert(dailyEventCounts)
    .values({ day, event, subject, count })
    .onConflictDoUpdate({
      target: [dailyEventCounts.day, dailyEventCounts.event, dailyEventCounts.subject],
      set: { count: sql`${dailyEventCounts.count} + excluded.count` },
    });
}

/**
 * Writes one event: a data point in Analytics Engine, and its daily counter in D1: at once for
 * the rare events, in batches for page views. `keepAlive` runs a page-view batch after the answer.
 */
export async function recordAnalyticsEvent(
  env: Pick<Env, "DB"> & { ANALYTICS?: AnalyticsEngineDataset },
  event: AnalyticsEventInput,
  { now = Date.now(), keepAlive }: { now?: number; keepAlive?: (promise: Promise<unknown>) => void } = {},
): Promise<void> {
  const subject = eventSubject(event);
  const day = utcDay(now);
  try {
    env.ANALYTICS?.writeDataPoint({
      indexes: [event.name],
      blobs: [event.name, subject],
      doubles: [1, event.name === "quiz_completed" ? event.props.picks : 0],
    });
  } catch (error) {
    // Analytics Engine is best effort; the D1 counter below is what the dashboard reads.
    console.error("[analytics] Analytics Engine write failed", error);
  }
  if (event.name !== "pageview") {
    await upsertCount(env, { day, event: event.name, subject, count: 1 });
    return;
  }
  addPendingView(day, subject, 1, now);
  if (pendingCount < PAGEVIEW_BATCH_SIZE && now - oldestPendingAt < PAGEVIEW_BATCH_MAX_AGE_MS) return;
  const flushed = flushPageviews(env, now);
  if (keepAlive) keepAlive(flushed);
  else await flushed;
}
