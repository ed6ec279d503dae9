import { and, desc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { jobRuns } from "~/.server/db/schema";

/** Runs older than this are deleted as new ones are recorded. */
const KEEP_RUNS_MS = 14 * 24 * 60 * 60 * 1000;

export interface JobRun {
  job: string;
  startedAt: number;
  durationMs: number;
  ok: boolean;
  detail: string;
}

/** One trigger's runs, and the old ones pruned, in one batch. */
export async function recordJobRuns(env: Pick<Env, "DB">, runs: [JobRun, ...JobRun[]], now = Date.now()): Promise<void> {
  const db = getDb(env);
  await db.batch([db.insert(jobRuns).values(runs), db.delete(jobRuns).where(lt(jobRuns.startedAt, now - KEEP_RUNS_MS))]);
}

const RUN_COLUMNS = { job: jobRuns.job, startedAt: jobRuns.startedAt, durationMs: jobRuns.durationMs, ok: jobRuns.ok, detail: jobRuns.detail };

/** The latest run of each job, for the health check. */
export async function lastRunOfEachJob(env: Pick<Env, "DB">): Promise<JobRun[]> {
  const db = getDb(env);
  const latest = db
    .select({ job: jobRuns.job, startedAt: sql<number>`max(${jobRuns.startedAt})`.as("latest_started_at") })
    .from(jobRuns)
    .groupBy(jobRuns.job)
    .as("latest");
  return db
    .select(RUN_COLUMNS)
    .from(jobRuns)
    .innerJoin(latest, and(eq(jobRuns.job, latest.job), eq(jobRuns.startedAt, latest.startedAt)))
    .orderBy(jobRuns.job);
}

/** Recent runs, newest first; `job` and `failedOnly` narrow them (the price refresh's errors). */
export function recentJobRuns(env: Pick<Env, "DB">, { limit, job, failedOnly = false }: { limit: number; job?: string; failedOnly?: boolean }) {
  return getDb(env)
    .select(RUN_COLUMNS)
    .from(jobRuns)
    .where(and(job ? eq(jobRuns.job, job) : undefined, failedOnly ? eq(jobRuns.ok, false) : undefined))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
}
