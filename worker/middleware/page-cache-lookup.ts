import { createMiddleware } from "hono/factory";
import { cachedPage, isCacheablePageRequest, pageCacheKey } from "../page-cache";
import { countPageCacheHit, countRequest } from "../d1-counters";
import { refreshPageVersion } from "../page-version";
import type { AppEnv } from "../types";

/**
 * An anonymous request for a public page is answered from the page cache when a copy for the
 * current data is stored (docs/decisions/0026-anonymous-page-cache.md). It runs before the
 * safety-data middleware: a stored copy was rendered with the DoD list and withdrawals its key
 * names, so a hit needs no other read. On a miss the key is kept for the page handler to store
 * the render under, and the render reads D1 at least as new as the version the key names.
 */
export const pageCacheLookup = createMiddleware<AppEnv>(async (c, next) => {
  c.set("pageCacheKey", null);
  if (!isCacheablePageRequest(c.req.raw, c.get("user") !== null)) return next();
  countRequest(c.env);
  const found = await pageCacheKey(c.env, c.req.raw);
  if (found) {
    const cached = await cachedPage(found.key, c.get("nonce"));
    if (cached) {
      countPageCacheHit(c.env);
      return cached;
    }
    // A render stored under this version must not come from a replica that has not seen it yet.
    if (found.data.bookmark) c.get("d1ReadAtLeast")(found.data.bookmark);
  }
  c.set("pageCacheKey", found?.key ?? null);
  await next();
});

/**
 * Every write that changes a public page is an admin's (a post, a price, a buy link, a DoD list
 * applied, a withdrawal) or the cron's (worker/index.ts): after an admin's request that may have
 * written, the page version is computed again before the answer leaves, so the admin's next
 * page view, and everyone's within the bound of docs/decisions/0045, shows the change.
 */
export const pageVersionAfterAdminWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || c.get("user")?.role !== "admin" || c.res.status >= 500) return;
  try {
    await refreshPageVersion(c.env);
  } catch (error) {
    console.error("[page-cache] could not renew the data version after an admin's write", error);
  }
});
