import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { type AuthTokenPurpose, authTokens, signInFailures, type User, users } from "~/.server/db/schema";
import type { SessionUser } from "~/domain/user";

type DbEnv = Pick<Env, "DB">;

export function toSessionUser(user: Pick<User, "id" | "email" | "role" | "emailVerifiedAt">): SessionUser {
  return { id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerifiedAt !== null };
}

export async function findUserByEmail(env: DbEnv, { email }: { email: string }): Promise<User | undefined> {
  return getDb(env).select().from(users).where(eq(users.email, email)).get();
}

/** What every signed-in request checks: the account still exists, and its current session epoch. */
export async function findSessionAccount(env: DbEnv, { id }: { id: string }): Promise<{ user: SessionUser; epoch: number } | null> {
  const row = await getDb(env)
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt, sessionEpoch: users.sessionEpoch })
    .from(users)
    .where(eq(users.id, id))
    .get();
  return row ? { user: toSessionUser(row), epoch: row.sessionEpoch } : null;
}

/** Ends every session the user has: the epoch they were created under no longer matches. Null when the user is gone. */
export async function advanceSessionEpoch(env: DbEnv, { userId }: { userId: string }): Promise<number | null> {
  const row = await getDb(env)
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId))
    .returning({ epoch: users.sessionEpoch })
    .get();
  return row?.epoch ?? null;
}

export async function findUserById(env: DbEnv, { id }: { id: string }): Promise<User | undefined> {
  return getDb(env).select().from(users).where(eq(users.id, id)).get();
}

/** Inserts the account unless the email is taken; returns the new user, or undefined if it existed. */
export async function insertUserIfNew(
  env: DbEnv,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: number },
): Promise<User | undefined> {
  const rows = await getDb(env)
    .insert(users)
    .values({ id: crypto.randomUUID(), email, passwordHash, createdAt: now, updatedAt: now, passwordChangedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function updatePasswordHash(env: DbEnv, { userId, passwordHash, now }: { userId: string; passwordHash: string; now: number }) {
  await getDb(env).update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(env: DbEnv, { userId, now }: { userId: string; now: number }) {
  await getDb(env)
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * A reset proves the mailbox, so it also confirms the email. Every outstanding reset token of
 * the user goes in the same batch.
 */
export async function replacePassword(env: DbEnv, { userId, passwordHash, now }: { userId: string; passwordHash: string; now: number }) {
  const db = getDb(env);
  await db.batch([
    db
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      })
      .where(eq(users.id, userId)),
    db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, "reset_password"))),
  ]);
}

/** A change from /account: the new hash, and any outstanding reset link stops working. */
export async function changeAccountPassword(env: DbEnv, { userId, passwordHash, now }: { userId: string; passwordHash: string; now: number }) {
  const db = getDb(env);
  await db.batch([
    db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, "reset_password"))),
  ]);
}

/** A new token replaces any older one of the same purpose, so only the latest email works. */
export async function issueAuthToken(
  env: DbEnv,
  { tokenHash, userId, purpose, expiresAt, now }: { tokenHash: string; userId: string; purpose: AuthTokenPurpose; expiresAt: number; now: number },
) {
  const db = getDb(env);
  await db.batch([
    db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose))),
    db.insert(authTokens).values({ tokenHash, userId, purpose, expiresAt, createdAt: now }),
  ]);
}

/** Looks a token up without using it (a reset checks the new password before spending the token). */
export async function findLiveAuthToken(
  env: DbEnv,
  { tokenHash, purpose, now }: { tokenHash: string; purpose: AuthTokenPurpose; now: number },
) {
  return getDb(env)
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), gt(authTokens.expiresAt, now)))
    .get();
}

/** Deletes and returns the token in one statement, so two concurrent uses cannot both succeed. */
export async function consumeAuthToken(
  env: DbEnv,
  { tokenHash, purpose, now }: { tokenHash: string; purpose: AuthTokenPurpose; now: number },
): Promise<{ userId: string } | undefined> {
  const rows = await getDb(env)
    .delete(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .returning({ userId: authTokens.userId, expiresAt: authTokens.expiresAt });
  const row = rows[0];
  return row && row.expiresAt > now ? { userId: row.userId } : undefined;
}

export async function countSignInFailures(env: DbEnv, { emailHash, windowStart }: { emailHash: string; windowStart: number }) {
  const row = await getDb(env)
    .select({ count: signInFailures.count })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, emailHash), eq(signInFailures.windowStart, windowStart)))
    .get();
  return row?.count ?? 0;
}

export async function recordSignInFailure(env: DbEnv, { emailHash, windowStart }: { emailHash: string; windowStart: number }) {
  await getDb(env)
    .insert(signInFailures)
    .values({ emailHash, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [signInFailures.emailHash, signInFailures.windowStart],
      set: { count: sql`${signInFailures.count} + 1` },
    });
}

/** Housekeeping for the cron job: counters of windows before `windowStart` and expired tokens. */
export async function deleteStaleAuthRows(env: DbEnv, { now, windowStart }: { now: number; windowStart: number }) {
  const db = getDb(env);
  const [failures, tokens] = await db.batch([
    db.delete(signInFailures).where(lt(signInFailures.windowStart, windowStart)),
    db.delete(authTokens).where(lt(authTokens.expiresAt, now)),
  ]);
  return { failures: failures.meta.changes, tokens: tokens.meta.changes };
}
