import { createMiddleware } from "hono/factory";
import { logEvent } from "~/.server/log";
import type { AppEnv } from "../types";

/**
 * The id that ties a user-visible error to its log line. Cloudflare's `cf-ray` is used when it
 * looks like one (letters, digits and dashes, at most 64): the edge sets it, but a request can
 * carry any header where the edge does not, and an unchecked value would be echoed into
 * responses and logs. Anything else gets a fresh random id.
 */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

function requestIdFrom(header: string | undefined): string {
  return header !== undefined && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** Sets the id and writes one JSON log line per request: id, method, route, path, status, duration. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = requestIdFrom(c.req.header("cf-ray"));
  c.set("requestId", id);
  const started = Date.now();
  try {
    await next();
  } finally {
    c.res.headers.set("X-Request-Id", id);
    const status = c.res.status;
    logEvent(status >= 500 ? "error" : "info", "request", {
      requestId: id,
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path,
      status,
      durationMs: Date.now() - started,
    });
  }
});
