import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/*
 * The one place private answers are marked `Cache-Control: no-store`, so no browser, proxy or
 * edge cache keeps them: account pages and the auth API (tokens, credentials, sessions), alert
 * unsubscribe links, the chat's answers, the development outbox, the contact form and API (a
 * freshly signed form token, a sender's own message), analytics events, anything that sets a cookie, and every page or answer
 * served to a signed-in visitor (the header shows their email) unless its handler declared it
 * public because it is the same for everyone (catalogue API, offline picks). Answers that are
 * the same for everyone but must never be kept either: the health check (a probe wants the live
 * state) and the buy-link redirect (each click is counted).
 */

const PRIVATE_PATHS = /^\/(?:api\/auth(?:\/|$)|auth(?:\/|\.data$|$)|dev\/|api\/contact(?:\/|$)|contact(?:\.data$|$)|api\/events(?:\/|$)|alerts\/)/;
const NEVER_CACHED = /^\/(?:api\/health\/?$|go\/)/;
const PRIVATE_WRITES = /^\/api\/chat(?:\/|$)/;

export function isPrivateResponse(req: { path: string; method: string }, res: Response, signedIn: boolean): boolean {
  if (PRIVATE_PATHS.test(req.path) || NEVER_CACHED.test(req.path) || (req.method !== "GET" && req.method !== "HEAD" && PRIVATE_WRITES.test(req.path))) return true;
  if (res.headers.has("Set-Cookie")) return true;
  return signedIn && !/\bpublic\b/i.test(res.headers.get("Cache-Control") ?? "");
}

/** Registered first, so it runs last on the way out, on the response security-headers made mutable. */
export const privateResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isPrivateResponse(c.req, c.res, (c.get("user") ?? null) !== null)) c.res.headers.set("Cache-Control", "no-store");
});
