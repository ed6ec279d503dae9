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
import { type Session, clearedSessionCookie, sessionCookie } from "~/.server/auth/session";
import { AppError } from "~/.server/errors";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";
import type { AppEnv } from "../types";

function authRequest(c: Context<AppEnv>): AuthRequest {
  return { env: c.env, request: c.req.raw, defer: (promise) => c.executionCtx.waitUntil(promise) };
}

/** JSON bodies only; anything unparsable counts as an empty body and fails validation. */
async function body(c: Context<AppEnv>): Promise<unknown> {
  if (!c.req.header("Content-Type")?.includes("application/json")) {
    throw new AppError("unsupported_media_type:auth", "Send a JSON body (Content-Type: application/json).", 415);
  }
  return c.req.json().catch(() => ({}));
}

function sessionBody(session: Session) {
  return { user: session.user, expiresAt: new Date(session.expiresAt).toISOString() };
}

/** Token-bearing and credential answers must never be cached or leak a Referer. */
function noStore(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
}

export const authApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    noStore(c);
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
    const raw = c.req.header("Content-Type")?.includes("application/json") ? await body(c) : {};
    const { scope } = await signOut(authRequest(c), raw).catch((error: unknown) => {
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
