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

/** Writes one event: a data point in Analytics Engine and one upsert of its daily counter. */
export async function recordAnalyticsEvent(
  env: Pick<Env, "DB"> & { ANALYTICS?: AnalyticsEngineDataset },
  event: AnalyticsEventInput,
  now = Date.now(),
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
  await getDb(env)
    .insert(dailyEventCounts)
    .values({ day, event: event.name, subject, count: 1 })
    .onConflictDoUpdate({
      target: [dailyEventCounts.day, dailyEventCounts.event, dailyEventCounts.subject],
      set: { count: sql`${dailyEventCounts.count} + 1` },
    });
}
