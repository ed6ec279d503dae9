import { Hono } from "hono";
import { getConfig } from "~/.server/env";
import type { AppEnv } from "./types";

/*
 * Counts of what this isolate asked of D1, for the page load run (scripts/load-pages.ts) to read
 * as reads and writes per page-cache hit. Kept only when D1_COUNTERS is "on", which the
 * configuration refuses in production; otherwise nothing is counted and the route answers 404.
 */

const counts = { pageRequests: 0, pageCacheHits: 0, d1Reads: 0, d1Writes: 0 };

export function countersOn(env: Env): boolean {
  return getConfig(env).d1Counters;
}

/** Notes one request for a page the cache may answer. */
export function countRequest(env: Env) {
  if (countersOn(env)) counts.pageRequests += 1;
}

/** Notes one request the page cache answered. */
export function countPageCacheHit(env: Env) {
  if (countersOn(env)) counts.pageCacheHits += 1;
}

/** Notes one statement prepared on D1: a read when it only selects, a write otherwise. */
export function countStatement(query: string) {
  if (/^\s*(select|with)\b/i.test(query) && !/\b(insert|update|delete)\b/i.test(query)) counts.d1Reads += 1;
  else counts.d1Writes += 1;
}

export const d1CountersRoute = new Hono<AppEnv>().get("/", (c) => {
  if (!countersOn(c.env)) return c.notFound();
  return c.json(counts);
});
