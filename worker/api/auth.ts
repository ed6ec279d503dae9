import { Hono } from "hono";
import type { Context } from "hono";
import type { AuthRequest } from "~/.server/auth/service";
import type { Session } from "~/.server/auth/session";
import { clearedSessionCookie, sessionCookie } from "~/.server/auth/session-rules";
import { readBody } from "~/.server/http/body";
import { AUTH_BODY_MAX_BYTES } from "~/domain/auth/schemas";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";
import type { AppEnv } from "../types";

/*
 * The account service (password hashing and policy, tokens, account email) is imported by the
 * handlers, on the first auth request, not when the Worker starts; reading the session on
 * every request needs only ~/.server/auth/session (docs/decisions/0025-server-bundle-and-start-up.md).
 */
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
    const { signUp } = await import("~/.server/auth/service");
    await signUp(authRequest(c), await body(c));
    return c.json({ ok: true, message: "Check your email for a confirmation link, then sign in." });
  })
  .post("/signin", async (c) => {
    const { signIn } = await import("~/.server/auth/service");
    const result = await signIn(authRequest(c), await body(c));
    // 202: accepted, to be finished with the link sent to the account's email.
    if (result.kind === "email-link") return c.json({ ok: true, emailLink: true, message: SIGN_IN_LINK_NOTICE }, 202);
    c.header("Set-Cookie", sessionCookie(result.session));
    return c.json(sessionBody(result.session));
  })
  .post("/signin/link", async (c) => {
    const { signInWithLink } = await import("~/.server/auth/service");
    const session = await signInWithLink(authRequest(c), await body(c));
    c.header("Set-Cookie", sessionCookie(session));
    return c.json(sessionBody(session));
  })
  .post("/signout", async (c) => {
    const { signOut } = await import("~/.server/auth/service");
    const { scope } = await signOut(authRequest(c), await body(c, { allowEmpty: true })).catch((error: unknown) => {
      // A stale cookie is cleared even though there was nothing to end.
      c.header("Set-Cookie", clearedSessionCookie());
      throw error;
    });
    if (scope !== "others") c.header("Set-Cookie", clearedSessionCookie());
    return c.json({ ok: true });
  })
  .get("/session", async (c) => {
    const { getSession } = await import("~/.server/auth/service");
    return c.json(sessionBody(await getSession(authRequest(c))));
  })
  .post("/verify-email", async (c) => {
    const { verifyEmail } = await import("~/.server/auth/service");
    const user = await verifyEmail(authRequest(c), await body(c));
    return c.json({ ok: true, user });
  })
  .post("/verify-email/resend", async (c) => {
    const { resendVerificationEmail } = await import("~/.server/auth/service");
    await resendVerificationEmail(authRequest(c));
    return c.json({ ok: true });
  })
  .post("/password/forgot", async (c) => {
    const { requestPasswordReset } = await import("~/.server/auth/service");
    await requestPasswordReset(authRequest(c), await body(c));
    return c.json({ ok: true, message: "If an account exists for that email, a reset link is on its way." });
  })
  .post("/password/reset", async (c) => {
    const { resetPassword } = await import("~/.server/auth/service");
    const session = await resetPassword(authRequest(c), await body(c));
    c.header("Set-Cookie", sessionCookie(session));
    return c.json(sessionBody(session));
  });
