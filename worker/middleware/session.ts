import { createMiddleware } from "hono/factory";
import { resolveSession } from "~/.server/auth/session";
import { SESSION_COOKIE, sessionCookie } from "~/.server/auth/session-rules";
import type { AppEnv } from "../types";

/** Makes the signed-in user (or null) available to API handlers and to React Router. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  const current = await resolveSession(c.env, c.req.raw);
  c.set("user", current?.user ?? null);
  await next();
  // A renewed session sends its cookie again with the new Max-Age, unless the handler has just
  // replaced or cleared it (sign-in, sign-out).
  const replaced = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (current?.renewed && !replaced) {
    c.header("Set-Cookie", sessionCookie(current), { append: true });
  }
});
