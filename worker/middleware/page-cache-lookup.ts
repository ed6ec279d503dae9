import { createMiddleware } from "hono/factory";
import { cachedPage, isCacheablePageRequest, pageCacheKey } from "../page-cache";
import type { AppEnv } from "../types";

/**
 * An anonymous request for a public page is answered from the page cache when a copy for the
 * current data is stored (docs/decisions/0026-anonymous-page-cache.md). It runs before the
 * safety-data middleware: a stored copy was rendered with the DoD list and withdrawals its key
 * names, so a hit needs no other read. On a miss the key is kept for the page handler to store
 * the render under.
 */
export const pageCacheLookup = createMiddleware<AppEnv>(async (c, next) => {
  c.set("pageCacheKey", null);
  if (!isCacheablePageRequest(c.req.raw, c.get("user") !== null)) return next();
  const key = await pageCacheKey(c.env, c.req.raw, (promise) => c.executionCtx.waitUntil(promise));
  if (key) {
    const cached = await cachedPage(key, c.get("nonce"));
    if (cached) return cached;
  }
  c.set("pageCacheKey", key);
  await next();
});
