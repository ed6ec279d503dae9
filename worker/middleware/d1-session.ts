import { createMiddleware } from "hono/factory";
import { SESSION_COOKIE } from "~/.server/auth/session-rules";
import { cookieValue } from "~/lib/cookies";
import { countersOn, countStatement } from "../d1-counters";
import type { AppEnv } from "../types";


/*
 * Every request reads D1 through one Sessions API session (docs/decisions/0045), so that read
 * replicas near the visitor can answer:
 * - an anonymous read (GET or HEAD without a session cookie) takes the nearest replica,
 *   whatever it has seen ("first-unconstrained"): public pages, the catalogue API, the checker;
 * - a request with a session cookie, and any request that may write, starts on the primary
 *   ("first-primary"). Its first read is the session's revocation check, which must see the
 *   newest epoch (docs/decisions/0047); the session's bookmark then holds every later read of
 *   the request, on whatever replica answers, to at least that state, so a person always reads
 *   their own writes, including those of their previous request.
 */

function hasSessionCookie(request: Request): boolean {
  return cookieValue(request, SESSION_COOKIE) !== null;
}

function constraintFor(request: Request): D1SessionConstraint {
  const reads = request.method === "GET" || request.method === "HEAD";
  return reads && !hasSessionCookie(request) ? "first-unconstrained" : "first-primary";
}

/**
 * The request's session as the D1Database the rest of the site is written against: a session
 * answers `prepare` and `batch`, which is all drizzle and the site's own queries use. The session
 * behind it can be replaced (`d1ReadAtLeast`) while the proxy, which the storage watch wraps, stays.
 */
function sessionAsDatabase(db: D1Database, current: { session: D1DatabaseSession }, counting: boolean): D1Database {
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare") {
        return (query: string) => {
          if (counting) countStatement(query);
          return current.session.prepare(query);
        };
      }
      if (name === "batch") return (statements: D1PreparedStatement[]) => current.session.batch(statements);
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const db = c.env.DB;
  c.set("d1ReadAtLeast", () => {});
  try {
    const current = { session: db.withSession(constraintFor(c.req.raw)) };
    c.env = { ...c.env, DB: sessionAsDatabase(db, current, countersOn(c.env)) };
    // The page cache's miss renders from data at least as new as the version its key names.
    c.set("d1ReadAtLeast", (bookmark) => {
      current.session = db.withSession(bookmark);
    });
  } catch (error) {
    // D1 unreachable: the request goes on with the binding as it is, and its first query meets
    // the outage through the storage watch (a 503), as without sessions.
    console.error("[d1] could not start a session", error);
  }
  await next();
});
