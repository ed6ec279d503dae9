import type { SessionUser } from "~/domain/user";
import { advanceSessionEpoch, findSessionAccount } from "./queries";
import { type StoredSession, epochHolds, liveSession, newStoredSession, readSessionToken } from "./session-rules";
import { generateToken, hashToken } from "./tokens";

/**
 * Sessions in KV, as The Copenhagen Book describes them: the cookie holds a random token, KV
 * holds only its SHA-256 as the key, so a leaked namespace yields no usable session.
 *
 * KV is eventually consistent, and its `list()` can miss a session for about a minute, so KV
 * alone cannot end every session at once. Every signed-in request therefore reads its user's
 * row from D1 (the primary, one read by primary key, no per-isolate cache): a user that is gone
 * signs the session out, a session created under an older `session_epoch` than the user's is
 * over, and the user shown is D1's, never a stale snapshot. Revocation holds from the next
 * request (docs/decisions/0047-session-revocation.md). Deleting the KV records is only tidying.
 */

type SessionEnv = Pick<Env, "SESSIONS" | "DB">;

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

export async function createSession(env: SessionEnv, user: SessionUser, now = Date.now()): Promise<Session> {
  const token = generateToken();
  const id = hashToken(token);
  const account = await findSessionAccount(env, { id: user.id });
  const stored = newStoredSession(user, now, account?.epoch ?? 0);
  await writeSession(env.SESSIONS, id, stored);
  return { ...stored, id, token, renewed: false };
}

const resolved = new WeakMap<Request, Promise<Session | null>>();

/**
 * The valid session for this request, renewed (30 more days) when its last renewal is over an
 * hour old. Memoised per Request so the middleware (worker/middleware/session.ts) and the
 * handlers share one KV read.
 */
export function resolveSession(env: SessionEnv, request: Request): Promise<Session | null> {
  let session = resolved.get(request);
  if (!session) {
    session = loadSession(env, request, Date.now());
    resolved.set(request, session);
  }
  return session;
}

async function loadSession(env: SessionEnv, request: Request, now: number): Promise<Session | null> {
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
  // A D1 failure here is not caught: a session that cannot be checked is not trusted, and the
  // request is answered as the outage it is (503), never as a signed-in visitor.
  const account = await findSessionAccount(env, { id: live.session.user.id });
  if (!account || !epochHolds(live.session, account.epoch)) return null;
  const session = { ...live.session, user: account.user };
  if (live.renewed) await writeSession(env.SESSIONS, id, session);
  return { ...session, id, token, renewed: live.renewed };
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
 * other session of the user, `global` all of them (also used by a password reset and deletion).
 * `others` and `global` advance the user's epoch in D1, which ends every session at once; the
 * current session of `others` is written again under the new epoch. The KV records the listing
 * finds are deleted too, and the ones it misses expire unused.
 */
export async function invalidateSessions(
  env: SessionEnv,
  { userId, currentId, scope }: { userId: string; currentId: string | null; scope: SignOutScope },
): Promise<void> {
  if (scope === "local") {
    if (currentId) await deleteSessions(env.SESSIONS, userId, [currentId]);
    return;
  }
  const epoch = await advanceSessionEpoch(env, { userId });
  if (scope === "others" && currentId && epoch !== null) {
    const current = await env.SESSIONS.get<StoredSession>(sessionKey(currentId), "json");
    if (current) await writeSession(env.SESSIONS, currentId, { ...current, epoch });
  }
  const ids = await userSessionIds(env.SESSIONS, userId);
  await deleteSessions(env.SESSIONS, userId, scope === "others" ? ids.filter((id) => id !== currentId) : ids);
}
