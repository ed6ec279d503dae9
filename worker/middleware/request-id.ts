import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/** Correlates a user-visible error with its log line, without exposing internals. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header("cf-ray") ?? crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.res.headers.set("X-Request-Id", id);
});
