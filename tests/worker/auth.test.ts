import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateToken, hashToken } from "~/.server/auth/tokens";
import { getDb } from "~/.server/db/client";
import { authTokens, users } from "~/.server/db/schema";
import {
  STRONG_PASSWORD,
  authPost,
  createUser,
  emailsTo,
  freshEmail,
  freshIp,
  getSession,
  sessionCookieOf,
  signIn,
  tokenFrom,
  waitForEmail,
  guardAccount,
} from "./auth-helpers";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";
import { PASSWORD_MAX_LENGTH } from "~/domain/auth/password-policy";

import { ORIGIN, request, startInFreshLimiterWindow } from "./helpers";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe("sign-up and password rules", () => {
  it.each([
    ["11 characters", "vq7#Lm2!zR9", 422],
    ["12 characters", "vq7#Lm2!zR9p", 200],
    ["128 characters", "vq7#Lm2!zR9p".padEnd(128, "k"), 200],
    ["129 characters", "vq7#Lm2!zR9p".padEnd(129, "k"), 422],
    ["a Unicode passphrase", "ľahký kôň v žltom poli 🏔️", 200],
  ])("answers a password of %s with %i", async (_label, password, status) => {
    const res = await authPost("/api/auth/signup", { email: freshEmail(), password });
    expect(res.status).toBe(status);
    if (status === 422) {
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("weak_password:auth");
      expect(body.error.fields?.password?.[0]).toMatch(/^Use at (least 12|most 128) characters\.$/);
    }
  });

  it("signs in with a Unicode password typed in another normalisation form", async () => {
    const email = freshEmail();
    const password = "café naïve résumé über";
    expect((await authPost("/api/auth/signup", { email, password })).status).toBe(200);
    await waitForEmail(email, /Confirm/);
    const res = await authPost("/api/auth/signin", { email, password: password.normalize("NFD") });
    expect(res.status).toBe(200);
  });

  it("rejects a common password with the estimator's reasons", async () => {
    const res = await authPost("/api/auth/signup", { email: freshEmail(), password: "password1234" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("weak_password:auth");
    expect(body.error.fields?.password).toContain("This is similar to a commonly used password.");
    expect(body.error.message).toContain("commonly used password");
  });

  it("rejects a password containing the email's name", async () => {
    const res = await authPost("/api/auth/signup", { email: "morgan.tactical@example.com", password: "Morgan-Tactical-Rucksack" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.fields?.password).toContain("Don't include your email address or name.");
  });

  it.each([
    ["signup", {}],
    ["signup", { email: "a@example.com" }],
    ["signin", { password: STRONG_PASSWORD }],
    ["signin", { email: "  ", password: STRONG_PASSWORD }],
  ])("answers a missing field on %s with the message of docs/product.md §6.1", async (path, body) => {
    const res = await authPost(`/api/auth/${path}`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe("You must provide either an email or phone number and a password");
  });

  it("stores the email normalised and the password as a PHC scrypt string", async () => {
    const email = freshEmail("Mixed.Case").toUpperCase();
    expect((await authPost("/api/auth/signup", { email: `  ${email} `, password: STRONG_PASSWORD })).status).toBe(200);
    await waitForEmail(email.toLowerCase(), /Confirm/);
    const user = await getDb(env).select().from(users).where(eq(users.email, email.toLowerCase())).get();
    expect(user?.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect(user?.role).toBe("user");
    expect(user?.emailVerifiedAt).toBeNull();
  });
});

describe("session cookie and tokens", () => {
  it("sets __Host-session with exactly the required attributes", async () => {
    const { email } = await createUser();
    const res = await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-session=[a-z2-7]{32}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { user: { email: string; emailVerified: boolean }; expiresAt: string };
    expect(body.user).toMatchObject({ email, emailVerified: false, role: "user" });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("draws tokens of 128+ bits that never collide in 10,000 draws", () => {
    const tokens = new Set(Array.from({ length: 10_000 }, generateToken));
    expect(tokens.size).toBe(10_000);
    // Base32: 5 bits a character.
    expect(Math.min(...[...tokens].map((token) => token.length)) * 5).toBeGreaterThanOrEqual(128);
  });

  it("stores only the token's SHA-256 in KV, with the user id and expiry", async () => {
    const { id, email } = await createUser();
    const cookie = await signIn(email);
    const token = cookie.split("=")[1]!;
    expect(await env.SESSIONS.get(`session:${token}`)).toBeNull();
    const stored = await env.SESSIONS.get<{ user: { id: string }; expiresAt: number }>(`session:${hashToken(token)}`, "json");
    expect(stored?.user.id).toBe(id);
    expect(stored?.expiresAt).toBeGreaterThan(Date.now());
    const index = await env.SESSIONS.list({ prefix: `user-sessions:${id}:` });
    expect(index.keys.map((k) => k.name)).toEqual([`user-sessions:${id}:${hashToken(token)}`]);
  });

  it("answers GET /api/auth/session with the user and expiry, or 401 'Auth session missing!'", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    const ok = await getSession(cookie);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(email);

    const attempts: Record<string, string>[] = [{}, { Cookie: `__Host-session=${generateToken()}` }, { Cookie: "__Host-session=garbage" }];
    for (const headers of attempts) {
      const res = await request("/api/auth/session", { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized:auth", message: "Auth session missing!" } });
    }
  });

  it("renews a session older than an hour and sends the cookie again, but not sooner", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    const fresh = await getSession(cookie);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    const key = `session:${hashToken(cookie.split("=")[1]!)}`;
    const stored = (await env.SESSIONS.get<{ renewedAt: number; expiresAt: number }>(key, "json"))!;
    const twoHoursAgo = Date.now() - 2 * 3600 * 1000;
    await env.SESSIONS.put(key, JSON.stringify({ ...stored, renewedAt: twoHoursAgo, expiresAt: twoHoursAgo + 30 * 24 * 3600 * 1000 }));
    const renewed = await getSession(cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie()).toEqual([`${cookie}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`]);
    const after = (await env.SESSIONS.get<{ renewedAt: number; expiresAt: number }>(key, "json"))!;
    expect(after.renewedAt).toBeGreaterThan(twoHoursAgo);
  });

  it("rejects an expired session", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    const key = `session:${hashToken(cookie.split("=")[1]!)}`;
    const stored = (await env.SESSIONS.get<{ expiresAt: number }>(key, "json"))!;
    await env.SESSIONS.put(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1000 }));
    expect((await getSession(cookie)).status).toBe(401);
  });
});

describe("session fixation", () => {
  it("issues a new token at sign-in and ends the one the browser came with", async () => {
    const { email } = await createUser();
    const before = await signIn(email);
    const after = await signIn(email, STRONG_PASSWORD, { cookie: before });
    // The old token is dead and the new one alive, so they differ.
    expect((await getSession(before)).status).toBe(401);
    expect((await getSession(after)).status).toBe(200);
  });

  it("never adopts a token chosen before sign-in", async () => {
    const { email } = await createUser();
    const planted = `__Host-session=${generateToken()}`;
    const issued = await signIn(email, STRONG_PASSWORD, { cookie: planted });
    expect((await getSession(planted)).status).toBe(401);
    expect((await getSession(issued)).status).toBe(200);
  });
});

describe("sign-out scopes", () => {
  async function threeSessions() {
    const { email } = await createUser();
    return Promise.all([signIn(email), signIn(email), signIn(email)]);
  }
  const alive = async (cookies: string[]) => Promise.all(cookies.map(async (c) => (await getSession(c)).status === 200));

  it("local ends only this session and clears the cookie", async () => {
    const [a, b, c] = await threeSessions();
    const res = await authPost("/api/auth/signout", { scope: "local" }, { cookie: a });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(["__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax"]);
    expect(await alive([a!, b!, c!])).toEqual([false, true, true]);
  });

  it("others ends every other session and keeps this one", async () => {
    const [a, b, c] = await threeSessions();
    const res = await authPost("/api/auth/signout", { scope: "others" }, { cookie: a });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await alive([a!, b!, c!])).toEqual([true, false, false]);
  });

  it("global ends all of the user's sessions", async () => {
    const [a, b, c] = await threeSessions();
    const other = await signIn((await createUser()).email);
    expect((await authPost("/api/auth/signout", { scope: "global" }, { cookie: b })).status).toBe(200);
    expect(await alive([a!, b!, c!, other])).toEqual([false, false, false, true]);
  });

  it("defaults to local and answers 'Auth session missing!' without a session", async () => {
    const [a, b] = await threeSessions();
    expect((await authPost("/api/auth/signout", {}, { cookie: a })).status).toBe(200);
    expect(await alive([a!, b!])).toEqual([false, true]);
    const res = await authPost("/api/auth/signout", {}, { cookie: a });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.message).toBe("Auth session missing!");
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-session=; Max-Age=0/);
  });

  it("refuses an unknown scope", async () => {
    const [a] = await threeSessions();
    expect((await authPost("/api/auth/signout", { scope: "everywhere" }, { cookie: a })).status).toBe(400);
  });
});

describe("email confirmation", () => {
  it("confirms through the emailed link once; the session shows it", async () => {
    const email = freshEmail();
    expect((await authPost("/api/auth/signup", { email, password: STRONG_PASSWORD })).status).toBe(200);
    const text = await waitForEmail(email, /Confirm your CLEARED email/);
    expect(text).toContain("expires in 1 hour");
    const token = tokenFrom(text, "verify");

    const cookie = await signIn(email);
    expect(((await (await getSession(cookie)).json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(false);

    const res = await authPost("/api/auth/verify-email", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(((await (await getSession(cookie)).json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);

    const reused = await authPost("/api/auth/verify-email", { token });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as ErrorBody).error.code).toBe("invalid_token:auth");
  });

  it("rejects an expired token", async () => {
    const { id } = await createUser();
    const token = generateToken();
    await getDb(env)
      .insert(authTokens)
      .values({ tokenHash: hashToken(token), userId: id, purpose: "verify_email", expiresAt: Date.now() - 1, createdAt: Date.now() - 3600_001 });
    const res = await authPost("/api/auth/verify-email", { token });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("invalid_token:auth");
  });

  it("rejects a reset token used as a confirmation token, and junk", async () => {
    const { id } = await createUser();
    const token = generateToken();
    await getDb(env)
      .insert(authTokens)
      .values({ tokenHash: hashToken(token), userId: id, purpose: "reset_password", expiresAt: Date.now() + 60_000, createdAt: Date.now() });
    for (const bad of [token, "x", "", 42]) {
      expect((await authPost("/api/auth/verify-email", { token: bad })).status).toBe(400);
    }
  });

  it("resends a confirmation link to a signed-in, unconfirmed user", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    expect((await authPost("/api/auth/verify-email/resend", {}, { cookie })).status).toBe(200);
    tokenFrom(await waitForEmail(email, /Confirm/), "verify");
  });
});

describe("password reset", () => {
  it("resets with the emailed link, signs out every session and signs in anew", async () => {
    const { email, id } = await createUser();
    const sessions = await Promise.all([signIn(email), signIn(email)]);
    expect((await authPost("/api/auth/password/forgot", { email })).status).toBe(200);
    const text = await waitForEmail(email, /Reset your CLEARED password/);
    const token = tokenFrom(text, "reset");

    const newPassword = "granite harbor willow ember";
    const res = await authPost("/api/auth/password/reset", { token, password: newPassword });
    expect(res.status).toBe(200);
    const fresh = sessionCookieOf(res);
    expect(await Promise.all(sessions.map(async (old) => (await getSession(old)).status))).toEqual([401, 401]);
    expect((await getSession(fresh)).status).toBe(200);
    expect((await env.SESSIONS.list({ prefix: `user-sessions:${id}:` })).keys).toHaveLength(1);

    expect((await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(400);
    await signIn(email, newPassword);
    // The link proved the mailbox.
    const user = await getDb(env).select().from(users).where(eq(users.id, id)).get();
    expect(user?.emailVerifiedAt).not.toBeNull();

    const reused = await authPost("/api/auth/password/reset", { token, password: "another fine passphrase" });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as ErrorBody).error.code).toBe("invalid_token:auth");
  });

  it("keeps the link usable after a weak password is refused", async () => {
    const { email } = await createUser();
    await authPost("/api/auth/password/forgot", { email });
    const token = tokenFrom(await waitForEmail(email, /Reset/), "reset");
    const weak = await authPost("/api/auth/password/reset", { token, password: "password1234" });
    expect(weak.status).toBe(422);
    expect((await authPost("/api/auth/password/reset", { token, password: "granite harbor willow ember" })).status).toBe(200);
  });

  it("rejects an expired reset token", async () => {
    const { id } = await createUser();
    const token = generateToken();
    await getDb(env)
      .insert(authTokens)
      .values({ tokenHash: hashToken(token), userId: id, purpose: "reset_password", expiresAt: Date.now() - 1, createdAt: Date.now() - 3600_001 });
    const res = await authPost("/api/auth/password/reset", { token, password: "granite harbor willow ember" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("invalid_token:auth");
  });

  it("makes only the latest link work", async () => {
    const { email } = await createUser();
    await authPost("/api/auth/password/forgot", { email });
    const first = tokenFrom(await waitForEmail(email, /Reset/), "reset");
    await authPost("/api/auth/password/forgot", { email });
    let second = first;
    for (let i = 0; i < 100 && second === first; i++) {
      const rows = await emailsTo(email);
      second = tokenFrom(rows.at(-1)!.textBody, "reset");
      if (second === first) await new Promise((r) => setTimeout(r, 20));
    }
    expect((await authPost("/api/auth/password/reset", { token: first, password: "granite harbor willow ember" })).status).toBe(400);
    expect((await authPost("/api/auth/password/reset", { token: second, password: "granite harbor willow ember" })).status).toBe(200);
  });
});

describe("no answer reveals whether an email is registered", () => {
  async function snapshot(res: Response) {
    return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie() };
  }

  it("sign-up answers alike for a known and an unknown email, and mails the owner instead", async () => {
    const known = (await createUser()).email;
    const unknown = freshEmail();
    const a = await snapshot(await authPost("/api/auth/signup", { email: known, password: STRONG_PASSWORD }));
    const b = await snapshot(await authPost("/api/auth/signup", { email: unknown, password: STRONG_PASSWORD }));
    expect(a).toEqual(b);
    expect(a.status).toBe(200);
    expect(a.cookies).toEqual([]);
    await waitForEmail(known, /already have a CLEARED account/);
    await waitForEmail(unknown, /Confirm/);
  });

  it("sign-in answers alike for a wrong password and an unknown email", async () => {
    const known = (await createUser()).email;
    const a = await snapshot(await authPost("/api/auth/signin", { email: known, password: "wrong password here" }));
    const b = await snapshot(await authPost("/api/auth/signin", { email: freshEmail(), password: "wrong password here" }));
    expect(a).toEqual(b);
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body)).toEqual({ error: { code: "invalid_credentials:auth", message: "Invalid login credentials" } });
  });

  it("password reset requests answer alike", async () => {
    const known = (await createUser()).email;
    const a = await snapshot(await authPost("/api/auth/password/forgot", { email: known }));
    const b = await snapshot(await authPost("/api/auth/password/forgot", { email: freshEmail() }));
    expect(a).toEqual(b);
    expect(a.status).toBe(200);
  });

  it("a guarded account answers alike for known and unknown emails, right password or not", async () => {
    const known = (await createUser()).email;
    const unknown = freshEmail();
    const now = Date.now();
    const windowStart = now - (now % 3_600_000);
    const { sha256Hex } = await import("~/.server/auth/tokens");
    for (const email of [known, unknown]) {
      await env.DB.prepare("INSERT INTO sign_in_failures (email_hash, window_start, count) VALUES (?, ?, 100)")
        .bind(sha256Hex(email), windowStart)
        .run();
    }
    const right = await snapshot(await authPost("/api/auth/signin", { email: known, password: STRONG_PASSWORD }));
    const wrong = await snapshot(await authPost("/api/auth/signin", { email: known, password: "wrong password here" }));
    const nobody = await snapshot(await authPost("/api/auth/signin", { email: unknown, password: STRONG_PASSWORD }));
    expect(right.status).toBe(202);
    expect(wrong).toEqual(right);
    expect(nobody).toEqual(right);
  });
});

describe("brute-force limits", () => {
  it("counts failed sign-ins per account per hour in D1", async () => {
    const { email } = await createUser();
    const { sha256Hex } = await import("~/.server/auth/tokens");
    for (let i = 0; i < 3; i++) await authPost("/api/auth/signin", { email, password: "not the password" });
    const row = await env.DB.prepare("SELECT count FROM sign_in_failures WHERE email_hash = ?").bind(sha256Hex(email)).first<{ count: number }>();
    expect(row?.count).toBe(3);
  });

  it("101 wrong passwords from many addresses cannot lock the owner out: the right password gets an emailed link", async () => {
    const { email } = await createUser();
    const statuses = new Map<number, number>();
    // 101 guesses from 21 addresses, five each: under every per-address limit. Guesses longer
    // than any stored password fail without a hash, which keeps the test quick; they count alike.
    for (let i = 0; i < 101; i++) {
      const ip = `192.0.2.${Math.floor(i / 5) + 1}`;
      const res = await authPost("/api/auth/signin", { email, password: `wrong guess ${i} `.padEnd(PASSWORD_MAX_LENGTH + 1, "x") }, { ip });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    // The first ten guesses are told they are wrong; after that every answer is the guard's.
    expect(Object.fromEntries(statuses)).toEqual({ 400: 10, 202: 91 });

    const owner = await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD });
    expect(owner.status).toBe(202);
    expect(owner.headers.getSetCookie()).toEqual([]);
    expect(await owner.json()).toEqual({ ok: true, emailLink: true, message: SIGN_IN_LINK_NOTICE });

    // Only the owner's mailbox can finish it; the link is single-use.
    const token = tokenFrom(await waitForEmail(email, /Finish signing in/), "link");
    const finished = await authPost("/api/auth/signin/link", { token });
    expect(finished.status).toBe(200);
    expect(((await getSession(sessionCookieOf(finished)).then((r) => r.json())) as { user: { email: string } }).user.email).toBe(email);
    expect((await authPost("/api/auth/signin/link", { token })).status).toBe(400);
  });

  it("a guarded sign-in mails a link only for the right password", async () => {
    const { email } = await createUser();
    await guardAccount(email);
    expect((await authPost("/api/auth/signin", { email, password: "wrong password here" })).status).toBe(202);
    expect((await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(202);
    await waitForEmail(email, /Finish signing in/);
    expect((await emailsTo(email)).map((mail) => mail.subject)).toEqual(["Finish signing in to CLEARED"]);
  });

  it("answers 429 with Retry-After from the rate limiter before any hash runs", async () => {
    const ip = freshIp();
    const { email } = await createUser();
    // Up to 16 requests that hash: they must all fall in one limiter window.
    await startInFreshLimiterWindow(30_000);
    // A request that reaches the hash (sign-in with a known email) sets the yardstick.
    const hashedStart = performance.now();
    await authPost("/api/auth/signin", { email, password: "wrong password here" }, { ip });
    const hashedMs = performance.now() - hashedStart;

    let limited: Response | undefined;
    const durations: number[] = [];
    for (let i = 0; i < 15 && !limited; i++) {
      const start = performance.now();
      const res = await authPost("/api/auth/signup", { email: freshEmail(), password: STRONG_PASSWORD }, { ip });
      durations.push(performance.now() - start);
      if (res.status === 429) limited = res;
      else await res.text();
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("Retry-After")).toBe("60");
    expect(((await limited!.json()) as ErrorBody).error.code).toBe("rate_limited:auth");
    // The refused request did neither the strength check nor scrypt: far quicker than one hash.
    expect(durations.at(-1)!).toBeLessThan(hashedMs / 3);
    // Another address is unaffected.
    expect((await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it("limits per address and email on every endpoint that hashes or mails", async () => {
    for (const [path, body] of [
      ["/api/auth/signin", { email: freshEmail(), password: "x" }],
      ["/api/auth/password/forgot", { email: freshEmail() }],
      ["/api/auth/verify-email", { token: "x" }],
      ["/api/auth/password/reset", { token: "x", password: "y" }],
    ] as const) {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await authPost(path, body, { ip })).status);
      expect(statuses, path).toContain(429);
    }
  });
});

describe("cross-site requests", () => {
  const endpoints = [
    "/api/auth/signup",
    "/api/auth/signin",
    "/api/auth/signout",
    "/api/auth/verify-email",
    "/api/auth/verify-email/resend",
    "/api/auth/password/forgot",
    "/api/auth/password/reset",
    "/auth",
  ];
  const types = [
    ["application/json", JSON.stringify({ email: "a@example.com", password: STRONG_PASSWORD })],
    ["application/x-www-form-urlencoded", "intent=signin&email=a%40example.com&password=x"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsignout\r\n--x--'],
    ["text/plain", "email=a@example.com"],
  ] as const;

  it.each(endpoints.flatMap((path) => types.map(([type, body]) => [path, type, body] as const)))(
    "POST %s as %s from another site answers 403",
    async (path, type, body) => {
      const crossSite: Record<string, string>[] = [
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "same-site" },
      ];
      for (const headers of crossSite) {
        const res = await request(path, { method: "POST", headers: { "Content-Type": type, "CF-Connecting-IP": freshIp(), ...headers }, body });
        expect(res.status).toBe(403);
        expect(((await res.json()) as ErrorBody).error.code).toBe("forbidden:origin");
      }
    },
  );

  it("refuses a same-origin API call that is not JSON", async () => {
    const res = await request("/api/auth/signin", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
      body: "{}",
    });
    expect(res.status).toBe(415);
  });
});

describe("cleanup job", () => {
  it("removes expired tokens and old failure counters, keeping live ones", async () => {
    const { authCleanupJob } = await import("../../worker/jobs/auth-cleanup");
    const { id } = await createUser();
    const now = Date.now();
    const [expired, live] = [generateToken(), generateToken()];
    await getDb(env)
      .insert(authTokens)
      .values([
        { tokenHash: hashToken(expired), userId: id, purpose: "verify_email", expiresAt: now - 1, createdAt: now - 3600_001 },
        { tokenHash: hashToken(live), userId: id, purpose: "reset_password", expiresAt: now + 3600_000, createdAt: now },
      ]);
    await env.DB.prepare("INSERT INTO sign_in_failures (email_hash, window_start, count) VALUES ('old', ?, 5), ('new', ?, 5)")
      .bind(now - (now % 3_600_000) - 3_600_000, now - (now % 3_600_000))
      .run();
    expect(await authCleanupJob.run(env, {} as ScheduledController)).toMatch(/removed/);
    const tokens = await getDb(env).select().from(authTokens).where(eq(authTokens.userId, id));
    expect(tokens.map((t) => t.tokenHash)).toEqual([hashToken(live)]);
    const counters = await env.DB.prepare("SELECT email_hash FROM sign_in_failures WHERE email_hash IN ('old', 'new')").all();
    expect(counters.results).toEqual([{ email_hash: "new" }]);
  });
});
