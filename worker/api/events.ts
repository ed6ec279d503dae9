import { Hono } from "hono";
import { checkEventRateLimit, optedOut, parseAnalyticsEvent, readEventBody, recordAnalyticsEvent } from "~/.server/analytics/record";
import type { AppEnv } from "../types";

/**
 * POST /api/events: one analytics event from the site's own pages (navigator.sendBeacon). 204 when
 * recorded or deliberately dropped (Do Not Track, Global Privacy Control); 4xx with a message when
 * refused. Sets no cookie and reads no session.
 */
export const eventsApi = new Hono<AppEnv>().post("/", async (c) => {
  if (optedOut(c.req.raw)) return c.body(null, 204);
  const event = parseAnalyticsEvent(await readEventBody(c.req.raw));
  await checkEventRateLimit(c.env, c.req.raw);
  // A page view waits in this isolate for its batch, written after the answer (app/.server/analytics/record.ts).
  await recordAnalyticsEvent(c.env, event, { keepAlive: (promise) => c.executionCtx.waitUntil(promise) });
  return c.body(null, 204);
});
