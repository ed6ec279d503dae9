import type { SessionUser } from "~/domain/user";
import { cookieValue } from "~/lib/cookies";
import { isWellFormedToken } from "./tokens";


/*
 * The rules of a session that need no storage: its lifetime and sliding renewal, and its cookie.
 * The KV store that keeps sessions is ./session.ts.
 */

export const SESSION_COOKIE = "__Host-session";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** KV allows one write a second per key; sliding renewal only needs hourly precision. */
export const SESSION_RENEW_INTERVAL_MS = 60 * 60 * 1000;

export interface StoredSession {
  user: SessionUser;
  createdAt: number;
  renewedAt: number;
  expiresAt: number;
  /** The user's `session_epoch` when the session began; absent on sessions from before it existed (0). */
  epoch?: number;
}

/** A fresh session record: one lifetime from `now`, under the user's current epoch. */
export function newStoredSession(user: SessionUser, now: number, epoch: number): StoredSession {
  return { user, createdAt: now, renewedAt: now, expiresAt: now + SESSION_LIFETIME_MS, epoch };
}

/** A session is honoured only under the epoch its user has now: a revocation adds one. */
export function epochHolds(stored: Pick<StoredSession, "epoch">, userEpoch: number): boolean {
  return (stored.epoch ?? 0) === userEpoch;
}

/**
 * What a stored session is worth at `now`: nothing once expired; as it is while its last renewal
 * is under an hour old; otherwise renewed for a full lifetime from `now` (the sliding expiry).
 */
export function liveSession(
  stored: StoredSession | null,
  now: number,
): { session: StoredSession; renewed: boolean } | null {
  if (!stored || stored.expiresAt <= now) return null;
  if (now - stored.renewedAt < SESSION_RENEW_INTERVAL_MS) return { session: stored, renewed: false };
  return { session: { ...stored, renewedAt: now, expiresAt: now + SESSION_LIFETIME_MS }, renewed: true };
}

/**
 * The attributes a `__Host-` cookie requires (Secure, Path=/, no Domain), plus HttpOnly and Lax.
 * Sent only when the session was just created or renewed, so it lives as long as one lifetime.
 */
export function sessionCookie(session: { token: string; renewedAt: number; expiresAt: number }): string {
  const maxAge = Math.floor((session.expiresAt - session.renewedAt) / 1000);
  return `${SESSION_COOKIE}=${session.token}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

export function readSessionToken(request: Request): string | null {
  const value = cookieValue(request, SESSION_COOKIE);
  return value !== null && isWellFormedToken(value) ? value : null;
}
