import type * as z from "zod/mini";
import type { AuthTokenPurpose } from "~/.server/db/schema";
import { safeRedirectPath } from "~/domain/redirect";
import { AppError } from "~/.server/errors";
import { parseInput } from "~/.server/http/body";
import { clientKey } from "~/.server/http/client-ip";
import { enforceRateLimits } from "~/.server/http/rate-limit";
import { getEmailSender } from "~/.server/email/sender";
import { getConfig, linkOrigin } from "~/.server/env";
import { alreadyRegisteredMessage, resetPasswordMessage, signInLinkMessage, verifyEmailMessage } from "~/.server/email/templates";
import { PASSWORD_MAX_LENGTH, passwordLength } from "~/domain/auth/password-policy";
import { changePasswordSchema, deleteAccountSchema } from "~/domain/account/schemas";
import {
  MISSING_CREDENTIALS,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  verifyEmailSchema,
} from "~/domain/auth/schemas";
import type { SessionUser } from "~/domain/user";
import { countAuthoredPosts, deleteUserData } from "~/.server/account/queries";
import { getDecoyHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { checkPasswordPolicy } from "./password-strength";
import {
  consumeAuthToken,
  countSignInFailures,
  findLiveAuthToken,
  findUserByEmail,
  findUserById,
  insertUserIfNew,
  issueAuthToken,
  markEmailVerified,
  recordSignInFailure,
  changeAccountPassword,
  replacePassword,
  toSessionUser,
  updatePasswordHash,
} from "./queries";
import { type Session, createSession, invalidateSessions, resolveSession } from "./session";
import { generateToken, hashToken, isWellFormedToken, sha256Hex } from "./tokens";

/**
 * The accounts service: the JSON API (worker/api/auth.ts) and the /auth route actions both call
 * these functions, so the rules live once. Each function takes the raw input and validates it.
 */

export const EMAIL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** A sign-in link finishes a sign-in already under way: short-lived (docs/decisions/0012). */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins per account in one clock hour after which the password alone no longer signs
 * in: the right password then also needs a link sent to the account's email
 * (docs/decisions/0012-sign-in-guard-not-lockout.md).
 */
export const GUARD_AFTER_FAILED_SIGN_INS = 10;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** The period of AUTH_LIMITER and AUTH_EMAIL_LIMITER (wrangler.toml): a refused client may try again after it. */
const LIMITER_PERIOD_SECONDS = 60;

export interface AuthRequest {
  env: Env;
  request: Request;
  /** Work that must not delay the answer (or make it depend on whether the email exists). */
  defer(promise: Promise<unknown>): void;
}

export const invalidCredentials = () => new AppError("invalid_credentials:auth", "Invalid login credentials", 400);
export const invalidToken = () => new AppError("invalid_token:auth", "This link is invalid or has expired.", 400);
export const sessionMissing = () => new AppError("unauthorized:auth", "Auth session missing!", 401);

/** The spec's missing-credentials message wins over any other field's message. */
function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  return parseInput(schema, input ?? {}, "auth", (fields) =>
    Object.values(fields).some((messages) => messages.includes(MISSING_CREDENTIALS)) ? MISSING_CREDENTIALS : undefined,
  );
}

/**
 * The Rate Limiting bindings, checked before any password hashing or email sending: per client
 * and, when an email is involved, per client and email. A refusal is a 429 with Retry-After.
 */
async function checkRateLimits(env: Env, request: Request, email?: string): Promise<void> {
  const client = clientKey(request, getConfig(env).environment);
  await enforceRateLimits(
    [
      { limiter: env.AUTH_LIMITER, key: `ip:${client}` },
      ...(email ? [{ limiter: env.AUTH_EMAIL_LIMITER, key: `ip-email:${client}:${sha256Hex(email)}` }] : []),
    ],
    { code: "rate_limited:auth", message: "Too many attempts. Please wait a minute and try again.", periodSeconds: LIMITER_PERIOD_SECONDS },
  );
}

async function assertStrongPassword(env: Env, password: string, email: string): Promise<void> {
  const reasons = await checkPasswordPolicy(password, email, env.ASSETS);
  if (reasons.length > 0) {
    throw new AppError("weak_password:auth", `Password is too weak: ${reasons.join(" ")}`, 422, {
      fields: { password: reasons },
    });
  }
}

function logDeferredFailure(what: string) {
  return (error: unknown) => console.error(`[auth] ${what} failed`, error);
}

/** Stores a new single-use token (hashed, 1 hour unless told) and returns the token for the email's link. */
async function issueEmailToken(
  env: Env,
  userId: string,
  purpose: AuthTokenPurpose,
  lifetimeMs = EMAIL_TOKEN_LIFETIME_MS,
): Promise<string> {
  const token = generateToken();
  const now = Date.now();
  await issueAuthToken(env, { tokenHash: hashToken(token), userId, purpose, expiresAt: now + lifetimeMs, now });
  return token;
}

/** `next`: the page the person was on when they signed up; the confirmation returns them there. */
async function sendVerificationEmail(env: Env, origin: string, user: { id: string; email: string }, next = "/") {
  const token = await issueEmailToken(env, user.id, "verify_email");
  const back = next === "/" ? "" : `&next=${encodeURIComponent(next)}`;
  await getEmailSender(env).send(verifyEmailMessage(user.email, `${origin}/auth/verify?token=${token}${back}`));
}

// ---------------------------------------------------------------------------------------------

/**
 * Sign-up never signs in and always gives the same answer, so it cannot tell anyone whether an
 * email is registered: a new email gets a confirmation link, a known one a "you already have an
 * account" email. The password is hashed in both cases and the database work is deferred, so
 * the answer also takes the same time.
 */
export async function signUp({ env, request, defer }: AuthRequest, input: unknown): Promise<void> {
  const { email, password } = parse(signUpSchema, input);
  await checkRateLimits(env, request, email);
  await assertStrongPassword(env, password, email);
  const passwordHash = await hashPassword(password);
  const origin = linkOrigin(env, request);
  const next = safeRedirectPath((input as { redirectTo?: unknown } | null)?.redirectTo, origin);
  defer(
    (async () => {
      const user = await insertUserIfNew(env, { email, passwordHash, now: Date.now() });
      if (user) await sendVerificationEmail(env, origin, user, next);
      else await getEmailSender(env).send(alreadyRegisteredMessage(email, `${origin}/auth`));
    })().catch(logDeferredFailure("sign-up")),
  );
}

/**
 * What a sign-in gives: a session, or (for an account under attack) the promise of an emailed
 * link. The second answer is the same whatever the email and password were.
 */
export type SignInResult = { kind: "session"; session: Session } | { kind: "email-link" };

/**
 * Checks the password (against a decoy hash when the email is unknown, so timing reveals
 * nothing) and counts failures per email per hour in D1. The count never refuses the right
 * password: past GUARD_AFTER_FAILED_SIGN_INS the owner gets a one-time link by email instead of
 * a session, and everyone else gets the same answer whatever they typed, so guesses teach an
 * attacker nothing while the owner still gets in. A session, when issued, is always fresh,
 * ending the one the request came with (no session fixation).
 */
export async function signIn({ env, request, defer }: AuthRequest, input: unknown): Promise<SignInResult> {
  const { email, password } = parse(signInSchema, input);
  await checkRateLimits(env, request, email);

  const now = Date.now();
  const emailHash = sha256Hex(email);
  const windowStart = now - (now % FAILURE_WINDOW_MS);
  const [failures, user] = await Promise.all([
    countSignInFailures(env, { emailHash, windowStart }),
    findUserByEmail(env, { email }),
  ]);
  const guarded = failures >= GUARD_AFTER_FAILED_SIGN_INS;
  const storedHash = user?.passwordHash.startsWith("$scrypt$") ? user.passwordHash : null;
  // No stored password can be longer than the policy allows: skip the hash, nothing is revealed.
  const valid =
    passwordLength(password) <= PASSWORD_MAX_LENGTH &&
    (await verifyPassword(password, storedHash ?? (await getDecoyHash()))) &&
    storedHash !== null;
  if (!user || !valid) {
    await recordSignInFailure(env, { emailHash, windowStart });
    if (guarded) return { kind: "email-link" };
    throw invalidCredentials();
  }

  if (needsRehash(user.passwordHash)) {
    defer(
      hashPassword(password)
        .then((passwordHash) => updatePasswordHash(env, { userId: user.id, passwordHash, now: Date.now() }))
        .catch(logDeferredFailure("rehash")),
    );
  }
  if (guarded) {
    // Deferred like every other mail, so the answer takes as long as a wrong guess's.
    const origin = linkOrigin(env, request);
    defer(
      (async () => {
        const token = await issueEmailToken(env, user.id, "sign_in", SIGN_IN_LINK_LIFETIME_MS);
        await getEmailSender(env).send(signInLinkMessage(user.email, `${origin}/auth/link?token=${token}`));
      })().catch(logDeferredFailure("sign-in link")),
    );
    return { kind: "email-link" };
  }
  return { kind: "session", session: await startSession(env, request, user) };
}

/** Ends the session the request came with (if any) and starts a new one for the user. */
async function startSession(env: Env, request: Request, user: Parameters<typeof toSessionUser>[0]): Promise<Session> {
  const previous = await resolveSession(env, request);
  if (previous) await invalidateSessions(env, { userId: previous.user.id, currentId: previous.id, scope: "local" });
  return createSession(env, toSessionUser(user));
}

/**
 * Finishes a guarded sign-in with the emailed link: the token was only issued after the right
 * password, so the link proves both the password and the mailbox (which also confirms the email).
 */
export async function signInWithLink({ env, request }: AuthRequest, input: unknown): Promise<Session> {
  const { token } = parse(signInLinkSchema, input);
  await checkRateLimits(env, request);
  if (!isWellFormedToken(token)) throw invalidToken();
  const now = Date.now();
  const spent = await consumeAuthToken(env, { tokenHash: hashToken(token), purpose: "sign_in", now });
  if (!spent) throw invalidToken();
  await markEmailVerified(env, { userId: spent.userId, now });
  const user = await findUserById(env, { id: spent.userId });
  if (!user) throw invalidToken();
  return startSession(env, request, user);
}

/** Returns the ended session, or throws 'Auth session missing!' when there is none. */
export async function signOut({ env, request }: AuthRequest, input: unknown): Promise<{ scope: string; session: Session }> {
  const { scope } = parse(signOutSchema, input);
  const session = await resolveSession(env, request);
  if (!session) throw sessionMissing();
  await invalidateSessions(env, { userId: session.user.id, currentId: session.id, scope });
  return { scope, session };
}

export async function getSession({ env, request }: Pick<AuthRequest, "env" | "request">): Promise<Session> {
  const session = await resolveSession(env, request);
  if (!session) throw sessionMissing();
  return session;
}

/** Spends a confirmation token; the user's live sessions read the confirmed state from D1 on their next request. */
export async function verifyEmail({ env, request }: AuthRequest, input: unknown): Promise<SessionUser> {
  const { token } = parse(verifyEmailSchema, input);
  await checkRateLimits(env, request);
  if (!isWellFormedToken(token)) throw invalidToken();
  const now = Date.now();
  const spent = await consumeAuthToken(env, { tokenHash: hashToken(token), purpose: "verify_email", now });
  if (!spent) throw invalidToken();
  await markEmailVerified(env, { userId: spent.userId, now });
  const user = await findUserById(env, { id: spent.userId });
  if (!user) throw invalidToken();
  return toSessionUser(user);
}

/** For a signed-in user whose confirmation link expired or went missing. */
export async function resendVerificationEmail({ env, request, defer }: AuthRequest): Promise<void> {
  const session = await resolveSession(env, request);
  if (!session) throw sessionMissing();
  await checkRateLimits(env, request, session.user.email);
  const user = await findUserById(env, { id: session.user.id });
  if (!user || user.emailVerifiedAt !== null) return;
  defer(sendVerificationEmail(env, linkOrigin(env, request), user).catch(logDeferredFailure("verification resend")));
}

/** Same answer whether or not the email has an account; the lookup and email are deferred. */
export async function requestPasswordReset({ env, request, defer }: AuthRequest, input: unknown): Promise<void> {
  const { email } = parse(forgotPasswordSchema, input);
  await checkRateLimits(env, request, email);
  const origin = linkOrigin(env, request);
  defer(
    (async () => {
      const user = await findUserByEmail(env, { email });
      if (!user) return;
      const token = await issueEmailToken(env, user.id, "reset_password");
      await getEmailSender(env).send(resetPasswordMessage(user.email, `${origin}/auth/reset?token=${token}`));
    })().catch(logDeferredFailure("password reset request")),
  );
}

/**
 * Sets a new password from a reset link. The token is checked, then the password, and only then
 * spent, so a refused weak password leaves the link usable. Every session of the user ends and
 * a new one starts for this browser.
 */
export async function resetPassword({ env, request }: AuthRequest, input: unknown): Promise<Session> {
  const { token, password } = parse(resetPasswordSchema, input);
  await checkRateLimits(env, request);
  if (!isWellFormedToken(token)) throw invalidToken();
  const tokenHash = hashToken(token);
  const live = await findLiveAuthToken(env, { tokenHash, purpose: "reset_password", now: Date.now() });
  const user = live && (await findUserById(env, { id: live.userId }));
  if (!user) throw invalidToken();

  await assertStrongPassword(env, password, user.email);
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  if (!(await consumeAuthToken(env, { tokenHash, purpose: "reset_password", now }))) throw invalidToken();
  await replacePassword(env, { userId: user.id, passwordHash, now });
  await invalidateSessions(env, { userId: user.id, currentId: null, scope: "global" });
  return createSession(env, toSessionUser({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now }));
}

/** The signed-in user's account row, read from D1 (the session's snapshot can lag). */
async function currentAccount(env: Env, request: Request) {
  const session = await resolveSession(env, request);
  if (!session) throw sessionMissing();
  const user = await findUserById(env, { id: session.user.id });
  if (!user) throw sessionMissing();
  return { session, user };
}

/** A password re-entered to confirm a sensitive change: checked against D1, refused with a field message. */
async function assertCurrentPassword(user: { passwordHash: string }, password: string, field: string): Promise<void> {
  const storedHash = user.passwordHash.startsWith("$scrypt$") ? user.passwordHash : null;
  const valid =
    passwordLength(password) <= PASSWORD_MAX_LENGTH && (await verifyPassword(password, storedHash ?? (await getDecoyHash()))) && storedHash !== null;
  if (!valid) {
    throw new AppError("invalid_credentials:account", "That password is not right.", 400, { fields: { [field]: ["That password is not right."] } });
  }
}

/**
 * Changes the password of the signed-in user: the current password is required, the new one
 * meets the same policy as at sign-up, and every other session of the user ends. This session
 * is kept, so the person changing it stays signed in here.
 */
export async function changePassword({ env, request }: AuthRequest, input: unknown): Promise<void> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input ?? {}, "account");
  const { session, user } = await currentAccount(env, request);
  await checkRateLimits(env, request, user.email);
  await assertCurrentPassword(user, currentPassword, "currentPassword");
  const reasons = await checkPasswordPolicy(newPassword, user.email, env.ASSETS);
  if (reasons.length > 0) {
    throw new AppError("weak_password:account", `Password is too weak: ${reasons.join(" ")}`, 422, { fields: { newPassword: reasons } });
  }
  await changeAccountPassword(env, { userId: user.id, passwordHash: await hashPassword(newPassword), now: Date.now() });
  await invalidateSessions(env, { userId: user.id, currentId: session.id, scope: "others" });
}

/**
 * Deletes the signed-in user's account: the password is re-entered, every row of the user goes
 * in one batch (app/.server/account/queries.ts), then every session of the user ends.
 */
export async function deleteAccount({ env, request }: AuthRequest, input: unknown): Promise<void> {
  const { password } = parseInput(deleteAccountSchema, input ?? {}, "account");
  const { user } = await currentAccount(env, request);
  await checkRateLimits(env, request, user.email);
  await assertCurrentPassword(user, password, "password");
  const authored = await countAuthoredPosts(env, { userId: user.id });
  if (authored > 0) {
    throw new AppError(
      "conflict:account",
      `This account is the author of ${authored} published or draft guide(s) or article(s). Ask another admin to take them over, or write to us, before deleting it.`,
      409,
    );
  }
  await deleteUserData(env, { userId: user.id, email: user.email });
  await invalidateSessions(env, { userId: user.id, currentId: null, scope: "global" });
}
