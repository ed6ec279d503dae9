import { and, desc, eq } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { savedQuizResults, type SavedQuizResult } from "~/.server/db/schema";

type DbEnv = Pick<Env, "DB">;

/** Saves a result once: saving the same answers again returns the row already there. */
export async function saveQuizResult(
  env: DbEnv,
  { userId, category, answers, now }: { userId: string; category: string; answers: string; now: number },
): Promise<SavedQuizResult> {
  const db = getDb(env);
  const inserted = await db
    .insert(savedQuizResults)
    .values({ id: crypto.randomUUID(), userId, category, answers, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  const existing = await db
    .select()
    .from(savedQuizResults)
    .where(and(eq(savedQuizResults.userId, userId), eq(savedQuizResults.category, category), eq(savedQuizResults.answers, answers)))
    .get();
  if (!existing) throw new Error("saved quiz result vanished between insert and read");
  return existing;
}

export function listSavedQuizResults(env: DbEnv, { userId }: { userId: string }): Promise<SavedQuizResult[]> {
  return getDb(env).select().from(savedQuizResults).where(eq(savedQuizResults.userId, userId)).orderBy(desc(savedQuizResults.createdAt)).all();
}

/** Deletes one of the user's saved results; false when there is no such result of theirs. */
export async function deleteSavedQuizResult(env: DbEnv, { userId, id }: { userId: string; id: string }): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(savedQuizResults)
    .where(and(eq(savedQuizResults.id, id), eq(savedQuizResults.userId, userId)))
    .returning({ id: savedQuizResults.id });
  return deleted.length > 0;
}
