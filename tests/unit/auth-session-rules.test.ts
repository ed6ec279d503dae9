import { describe, expect, it } from "vitest";
import {
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  SESSION_RENEW_INTERVAL_MS,
  clearedSessionCookie,
  liveSession,
  epochHolds,
  newStoredSession,
  readSessionToken,
  sessionCookie,
} from "~/.server/auth/session-rules";
import { generateToken } from "~/.server/auth/tokens";
import type { SessionUser } from "~/domain/user";

// The KV store around these rules (session.ts) is tested in workerd (tests/worker/auth.test.ts).

const USER: SessionUser = { id: "u1", email: "sam@example.com", role: "user", emailVerified: true };
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1);

const withCookie = (cookie: string) => new Request("https://cleared.example/", { headers: { Cookie: cookie } });

describe("session epoch", () => {
  it("honours a session only under the epoch its user has now; one from before epochs counts as 0", () => {
    expect(epochHolds(newStoredSession(USER, T0, 2), 2)).toBe(true);
    expect(epochHolds(newStoredSession(USER, T0, 2), 3)).toBe(false);
    expect(epochHolds({}, 0)).toBe(true);
    expect(epochHolds({}, 1)).toBe(false);
  });
});

describe("session lifetime", () => {
  it("lasts 30 days and renews at most hourly", () => {
    expect(SESSION_LIFETIME_MS).toBe(30 * DAY);
    expect(SESSION_RENEW_INTERVAL_MS).toBe(60 * 60 * 1000);
  });

  it("starts a new session for one lifetime from now", () => {
    expect(newStoredSession(USER, T0, 3)).toEqual({ user: USER, createdAt: T0, renewedAt: T0, expiresAt: T0 + 30 * DAY, epoch: 3 });
  });

  it("keeps a session renewed under an hour ago as it is", () => {
    const stored = newStoredSession(USER, T0, 0);
    const now = T0 + SESSION_RENEW_INTERVAL_MS - 1;
    expect(liveSession(stored, now)).toEqual({ session: stored, renewed: false });
  });

  it("slides the expiry a full lifetime from now once the last renewal is an hour old", () => {
    const stored = newStoredSession(USER, T0, 0);
    const now = T0 + SESSION_RENEW_INTERVAL_MS;
    expect(liveSession(stored, now)).toEqual({
      session: { user: USER, createdAt: T0, renewedAt: now, expiresAt: now + 30 * DAY, epoch: 0 },
      renewed: true,
    });
  });

  it("ends at its expiry, to the millisecond, and never revives a missing one", () => {
    const stored = newStoredSession(USER, T0, 0);
    expect(liveSession(stored, stored.expiresAt)).toBeNull();
    expect(liveSession(stored, stored.expiresAt - 1)?.renewed).toBe(true);
    expect(liveSession(null, T0)).toBeNull();
  });
});

describe("session cookie", () => {
  it("is a __Host- cookie, HttpOnly, Secure, Lax, for what is left of the lifetime", () => {
    const cookie = sessionCookie({ token: "abc", renewedAt: T0, expiresAt: T0 + 30 * DAY + 999 });
    expect(SESSION_COOKIE).toBe("__Host-session");
    expect(cookie).toBe(`__Host-session=abc; Max-Age=${30 * 24 * 60 * 60}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });

  it("is cleared with the same attributes and no value", () => {
    expect(clearedSessionCookie()).toBe("__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("is read back from a Cookie header among others", () => {
    const token = generateToken();
    expect(readSessionToken(withCookie(`theme=dark; __Host-session=${token}; other=1`))).toBe(token);
    expect(readSessionToken(withCookie(`__Host-session=${token}`))).toBe(token);
    expect(readSessionToken(withCookie(` __Host-session = ${token} ;x=y`))).toBe(token);
    // A cookie without "=" is skipped, even one whose name starts like ours.
    expect(readSessionToken(withCookie(`__Host-sessionX; __Host-session=${token}`))).toBe(token);
  });

  it("reads nothing without a header, without our cookie, or with a value that is not one of our tokens", () => {
    expect(readSessionToken(new Request("https://cleared.example/"))).toBeNull();
    expect(readSessionToken(withCookie("theme=dark; session=abc"))).toBeNull();
    expect(readSessionToken(withCookie("x-__Host-session=abcdefghijklmnopqrstuvwxyz234567"))).toBeNull();
    expect(readSessionToken(withCookie("__Host-session"))).toBeNull();
    expect(readSessionToken(withCookie("__Host-session=not-a-token"))).toBeNull();
    // The first cookie of that name decides, as a browser sends the most specific first.
    expect(readSessionToken(withCookie(`__Host-session=bad; __Host-session=${generateToken()}`))).toBeNull();
  });
});
