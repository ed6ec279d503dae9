import { asc, count, eq, inArray } from "drizzle-orm";
import { sha256Hex } from "~/.server/auth/tokens";
import { getDb } from "~/.server/db/client";
import { authTokens, contactMessageEvents, contactMessages, emailOutbox, posts, safetyAlertEmails, savedProducts, savedQuizResults, signInFailures, users } from "~/.server/db/schema";

type DbEnv = Pick<Env, "DB">;

/** Guides and articles the user wrote: an account that wrote some cannot simply vanish (the posts name their author). */
export async function countAuthoredPosts(env: DbEnv, { userId }: { userId: string }): Promise<number> {
  const row = await getDb(env).select({ n: count() }).from(posts).where(eq(posts.authorId, userId)).get();
  return row?.n ?? 0;
}

/**
 * Every row of the user, in one batch (all or none): saved products, their safety alert emails
 * and quiz results, contact
 * messages and their history, email tokens, sign-in failure counters kept under the email's
 * hash, mail in the local outbox, and the account itself. Foreign keys would cascade some of
 * these; they are named here so the list of what goes is read in one place. An admin's name on
 * another message's history is cleared (the history itself stays).
 */
export async function deleteUserData(env: DbEnv, { userId, email }: { userId: string; email: string }): Promise<void> {
  const db = getDb(env);
  const ownMessages = db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.userId, userId));
  await db.batch([
    db.delete(savedProducts).where(eq(savedProducts.userId, userId)),
    db.delete(savedQuizResults).where(eq(savedQuizResults.userId, userId)),
    db.delete(safetyAlertEmails).where(eq(safetyAlertEmails.userId, userId)),
    db.delete(contactMessageEvents).where(inArray(contactMessageEvents.messageId, ownMessages)),
    db.delete(contactMessages).where(eq(contactMessages.userId, userId)),
    db.update(contactMessageEvents).set({ adminId: null }).where(eq(contactMessageEvents.adminId, userId)),
    db.delete(authTokens).where(eq(authTokens.userId, userId)),
    db.delete(signInFailures).where(eq(signInFailures.emailHash, sha256Hex(email))),
    db.delete(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}

/** What "Download my data" gathers: the account, saved products, saved quiz results and contact messages. */
export async function collectUserData(env: DbEnv, { userId }: { userId: string }) {
  const db = getDb(env);
  const [account, saved, quizResults, messages] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        role: users.role,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        passwordChangedAt: users.passwordChangedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(savedProducts).where(eq(savedProducts.userId, userId)).orderBy(asc(savedProducts.createdAt)),
    db.select().from(savedQuizResults).where(eq(savedQuizResults.userId, userId)).orderBy(asc(savedQuizResults.createdAt)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.createdAt)),
  ]);
  return { account: account[0] ?? null, saved, quizResults, messages };
}
