import type { SessionUser } from "~/domain/user";
import { type StoredSession, liveSession, newStoredSession, readSessionToken } from "./session-rules";
import { generateToken, hashToken } from "./tokens";

/**
 * Sessions in KV, as The Copenhagen Book describes them: the cookie holds a random token, KV
 * holds only its SHA-256 as the key, so a leaked namespace yields no usable session. The value
 * carries a snapshot of the user so ordinary pages need no D1 read; KV is eventually
 * consistent (about 60 s), so anything sensitive re-checks the user in D1 (see admin.ts).
 */

export type SignOutScope = "local" | "others" | "global";

export interface Session extends StoredSession {
  /** SHA-256 of the token: the KV key suffix and the id used in the per-user index. */
  id: string;
  /** True when this request extended the session and the cookie must be sent again. */
  renewed: boolean;
  token: string;
}

const sessionKey = (id: string) => `session:${id}`;
/** One empty key per session under the user's prefix: a `list()` finds them all, with no shared
 * array to read-modify-write (which two concurrent sign-ins would corrupt). */
const userIndexPrefix = (userId: string) => `user-sessions:${userId}:`;

async function writeSession(kv: KVNamespace, id: string, session: StoredSession): Promise<void> {
  const expiration = Math.floor(session.expiresAt / 1000);
  await Promise.all([
    kv.put(sessionKey(id), JSON.stringify(session), { expiration }),
    kv.put(userIndexPrefix(session.user.id) + id, "", { expiration }),
  ]);
}

export async function createSession(
  env: Pick<Env, "SESSIONS">,
  user: SessionUser,
  now = Date.now(),
): Promise<Session> {
  const token = generateToken();
  const id = hashToken(token);
  const stored = newStoredSession(user, now);
  await writeSession(env.SESSIONS, id, stored);
  return { ...stored, id, token, renewed: false };
}

const resolved = new WeakMap<Request, Promise<Session | null>>();

/**
 * The valid session for this request, renewed (30 more days) when its last renewal is over an
 * hour old. Memoised per Request so the middleware (worker/middleware/session.ts) and the
 * handlers share one KV read.
 */
export function resolveSession(env: Pick<Env, "SESSIONS">, request: Request): Promise<Session | null> {
  let session = resolved.get(request);
  if (!session) {
    session = loadSession(env, request, Date.now());
    resolved.set(request, session);
  }
  return session;
}

async function loadSession(env: Pick<Env, "SESSIONS">, request: Request, now: number) {
  const token = readSessionToken(request);
  if (!token) return null;
  const id = hashToken(token);
  let stored: StoredSession | null;
  try {
    stored = await env.SESSIONS.get<StoredSession>(sessionKey(id), "json");
  } catch (error) {
    // A KV outage signs visitors out for the moment instead of failing every page.
    console.error("[session] KV read failed", error);
    return null;
  }
  const live = liveSession(stored, now);
  if (!live) return null;
  if (live.renewed) await writeSession(env.SESSIONS, id, live.session);
  return { ...live.session, id, token, renewed: live.renewed };
}

async function userSessionIds(kv: KVNamespace, userId: string): Promise<string[]> {
  const prefix = userIndexPrefix(userId);
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    for (const key of page.keys) ids.push(key.name.slice(prefix.length));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return ids;
}

async function deleteSessions(kv: KVNamespace, userId: string, ids: string[]): Promise<void> {
  await Promise.all(
    ids.flatMap((id) => [kv.delete(sessionKey(id)), kv.delete(userIndexPrefix(userId) + id)]),
  );
}

/**
 * Sign-out with the scopes of docs/product.md §6.2: `local` ends this session, `others` every
 * other session of the user, `global` all of them (also used by a password reset).
 */
export async function invalidateSessions(
  env: Pick<Env, "SESSIONS">,
  { userId, currentId, scope }: { userId: string; currentId: string | null; scope: SignOutScope },
): Promise<void> {
  if (scope === "local") {
    if (currentId) await deleteSessions(env.SESSIONS, userId, [currentId]);
    return;
  }
  const ids = await userSessionIds(env.SESSIONS, userId);
  await deleteSessions(env.SESSIONS, userId, scope === "others" ? ids.filter((id) => id !== currentId) : ids);
}

/** Refreshes the user snapshot in every live session, e.g. once the email is confirmed. */
export async function updateSessionUsers(env: Pick<Env, "SESSIONS">, user: SessionUser): Promise<void> {
  const ids = await userSessionIds(env.SESSIONS, user.id);
  await Promise.all(
    ids.map(async (id) => {
      const stored = await env.SESSIONS.get<StoredSession>(sessionKey(id), "json");
      if (stored && stored.user.id === user.id) await writeSession(env.SESSIONS, id, { ...stored, user });
    }),
  );
}
