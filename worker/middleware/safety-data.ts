import { createMiddleware } from "hono/factory";
import { loadActiveSafetyData } from "~/.server/safety/active";
import type { AppEnv } from "../types";

/** Requests that never screen or show a product: they skip the read. */
const NO_PRODUCTS = /^\/api\/(?:health|events|auth)(?:\/|$)/;

/**
 * Every request that screens text or shows products first brings this isolate's DoD list
 * version and withdrawn certifications up to date with D1 (one batched read; the list is
 * reloaded only when the version changed), so an admin's change is used on the next request.
 */
export const safetyData = createMiddleware<AppEnv>(async (c, next) => {
  if (!NO_PRODUCTS.test(c.req.path)) await loadActiveSafetyData(c.env);
  await next();
});
