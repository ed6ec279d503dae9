import { Hono } from "hono";
import type { Context } from "hono";
import {
  type AuthRequest,
  getSession,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  signIn,
  signInWithLink,
  signOut,
  signUp,
  verifyEmail,
} from "~/.server/auth/service";
import type { Session } from "~/.server/auth/session";
import { clearedSessionCookie, sessionCookie } from "~/.server/auth/session-rules";
import { readBody } from "~/.server/http/body";
import { AUTH_BODY_MAX_BYTES } from "~/domain/auth/schemas";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";
import type { AppEnv } from "../types";

function authRequest(c: Context<AppEnv>): AuthRequest {
  return { env: c.env, request: c.req.raw, defer: (promise) => c.executionCtx.waitUntil(promise) };
}

/** JSON bodies through the one reader; sign-out may also come with no body at all. */
function body(c: Context<AppEnv>, { allowEmpty = false } = {}): Promise<unknown> {
  return readBody(c.req.raw, { area: "auth", maxBytes: AUTH_BODY_MAX_BYTES, accept: ["json"], allowEmpty });
}

function sessionBody(session: Session) {
  return { user: session.user, expiresAt: new Date(session.expiresAt).toISOString() };
}

export const authApi = new Hono<AppEnv>()
  // Token-bearing and credential answers never leak a Referer (and are never cached: middleware/private-responses.ts).
  .use(async (c, next) => {
    c.header("Referrer-Policy", "no-referrer");
    await next();
  })
  .post("/signup", async (c) => {
    await signUp(authRequest(c), await body(c));
    return c.json({ ok: true, message: "Check your email for a confirmation link, then sign in." });
  })
  .post("/signin", async (c) => {
    const result = await signIn(authRequest(c), await body(c));
    // 202: accepted, to be finished with the link sent to the account's email.
    if (result.kind === "email-link") return c.json({ ok: true, emailLink: true, message: SIGN_IN_LINK_NOTICE }, 202);
    c.header("Set-Cookie", sessionCookie(result.session));
    return c.json(sessionBody(result.session));
  })
  .post("/signin/link", async (c) => {
    const session = await signInWithLink(authRequest(c), await body(c));
    c.header("Set-Cookie", sessionCookie(session));
    return c.json(sessionBody(session));
  })
  .post("/signout", async (c) => {
    const { scope } = await signOut(authRequest(c), await body(c, { allowEmpty: true })).catch((error: unknown) => {
      // A stale cookie is cleared even though there was nothing to end.
      c.header("Set-Cookie", clearedSessionCookie());
      throw error;
    });
    if (scope !== "others") c.header("Set-Cookie", clearedSessionCookie());
    return c.json({ ok: true });
  })
  .get("/session", async (c) => c.json(sessionBody(await getSession(authRequest(c)))))
  .post("/verify-email", async (c) => {
    const user = await verifyEmail(authRequest(c), await body(c));
    return c.json({ ok: true, user });
  })
  .post("/verify-email/resend", async (c) => {
    await resendVerificationEmail(authRequest(c));
    return c.json({ ok: true });
  })
  .post("/password/forgot", async (c) => {
    await requestPasswordReset(authRequest(c), await body(c));
    return c.json({ ok: true, message: "If an account exists for that email, a reset link is on its way." });
  })
  .post("/password/reset", async (c) => {
    const session = await resetPassword(authRequest(c), await body(c));
    c.header("Set-Cookie", sessionCookie(session));
    return c.json(sessionBody(session));
  });
