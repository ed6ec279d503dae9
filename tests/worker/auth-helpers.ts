import { env } from "cloudflare:test";
import { expect } from "vitest";
import { hashPassword } from "~/.server/auth/password";
import { FAILURE_WINDOW_MS, GUARD_AFTER_FAILED_SIGN_INS } from "~/.server/auth/service";
import { sha256Hex } from "~/.server/auth/tokens";
import { getDb } from "~/.server/db/client";
import { emailOutbox, users } from "~/.server/db/schema";
import { desc, eq } from "drizzle-orm";
import { ORIGIN, postJson, request } from "./helpers";

export const STRONG_PASSWORD = "lantern ocean quiet gravel";

// The rate limiter's state outlives a test file's storage: each file draws its own address block.
const ipBlock = `10.${Math.floor(Math.random() * 256)}`;
let ipCounter = 0;
/** A fresh client address, so each test has its own rate-limit budget. */
export function freshIp(): string {
  ipCounter += 1;
  return `${ipBlock}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
}

let emailCounter = 0;
export function freshEmail(name = "user"): string {
  emailCounter += 1;
  return `${name}.${emailCounter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

let sharedHash: Promise<string> | undefined;
/** Inserts a user directly (one shared hash keeps the suite fast); signs in with STRONG_PASSWORD. */
export async function createUser(
  email = freshEmail(),
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  sharedHash ??= hashPassword(STRONG_PASSWORD);
  const now = Date.now();
  const id = crypto.randomUUID();
  await getDb(env)
    .insert(users)
    .values({ id, email, passwordHash: await sharedHash, createdAt: now, updatedAt: now, passwordChangedAt: now, ...extra });
  return { id, email };
}

export function authPost(path: string, body: unknown, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  return postJson(path, body, { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) });
}

/** `name=value` of the session cookie a response sets, for sending back. */
export function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
  // A 160-bit token, base32.
  expect(cookie, "session cookie").toMatch(/^__Host-session=[a-z2-7]{32};/);
  return cookie!.split(";")[0]!;
}

export async function signIn(email: string, password = STRONG_PASSWORD, init: { cookie?: string } = {}): Promise<string> {
  const res = await authPost("/api/auth/signin", { email, password }, init);
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

export function getSession(cookie: string) {
  return request("/api/auth/session", { headers: { Cookie: cookie } });
}

/** Waits for deferred mail (sent after the answer, via waitUntil) to reach the outbox. */
export async function waitForEmail(to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const rows = await getDb(env)
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id));
    const found = rows.find((row) => subject.test(row.subject));
    if (found) return found.textBody;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

export async function emailsTo(to: string) {
  return getDb(env).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

export function tokenFrom(text: string, page: "verify" | "reset" | "link"): string {
  const token = new RegExp(`/auth/${page}\\?token=([a-z2-7]+)`).exec(text)?.[1];
  expect(token, `${page} link in email`).toMatch(/^[a-z2-7]{32}$/);
  return token!;
}

/** A form POST as the /auth page sends it without JavaScript. */
export function formPost(path: string, fields: Record<string, string>, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  return request(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Puts an account at the guard's threshold for this hour, as a guessing attacker would. */
export async function guardAccount(email: string) {
  const now = Date.now();
  await env.DB.prepare("INSERT INTO sign_in_failures (email_hash, window_start, count) VALUES (?, ?, ?)")
    .bind(sha256Hex(email), now - (now % FAILURE_WINDOW_MS), GUARD_AFTER_FAILED_SIGN_INS)
    .run();
}
