import { createMiddleware } from "hono/factory";
import { safetyStateOnce } from "~/.server/safety/state";
import type { AppEnv } from "../types";

/**
 * Gives the request its safety state (the DoD list version in use, withdrawn certifications):
 * read from D1 the first time a handler or loader asks, then shared by the whole request. A
 * request that never screens text or shows a product never reads it.
 */
export const safetyData = createMiddleware<AppEnv>(async (c, next) => {
  c.set("safety", safetyStateOnce(c.env));
  await next();
});
