import { createMiddleware } from "hono/factory";
import { AppError } from "~/.server/errors";
import type { AppEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request, whatever its content type: a browser always
 * sends Origin (and Sec-Fetch-Site) on a cross-site POST, so either one naming another site
 * is refused. Requests with neither come from non-browser clients, which carry no ambient
 * cookies of a victim, and are let through.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  const selfOrigin = new URL(c.req.url).origin;
  const crossSiteFetch = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
  // A form posted from a page served with `Referrer-Policy: no-referrer` (e.g. the local outbox) carries
  // `Origin: null`; Sec-Fetch-Site, which no page can set, then vouches for it.
  const opaqueSameOrigin = origin === "null" && fetchSite === "same-origin";
  const foreignOrigin = origin !== undefined && origin !== selfOrigin && !opaqueSameOrigin;
  if (crossSiteFetch || foreignOrigin) {
    throw new AppError("forbidden:origin", "Cross-site requests are not allowed.", 403);
  }
  return next();
});
