import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "~/.server/db/client";
import { emailBacklog } from "~/.server/email/sender";
import { type ChatSnapshot, MODEL_FAILURE_WINDOW, readChatSnapshot } from "~/.server/chat/snapshot";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { lastRunOfEachJob } from "~/.server/jobs/runs";
import { describeError, logEvent } from "~/.server/log";
import type { AppEnv } from "../types";

/** The Cron Trigger fires every 5 minutes: a job whose last run is older than this has stopped. */
const CRON_STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * For monitors and the operator: 200 with what each part of the site reports when the stores
 * answer, 503 when D1 or either KV namespace does not. `ok` is the stores; `warnings` lists what
 * needs a look without making the site unavailable (a stopped or failing cron job, emails that
 * failed for good). The model is not called here (a Workers AI call per health check would cost
 * money and rate limit): its state is what the cron's last probe and the chat requests' failure
 * window recorded in the chat snapshot, the same record the chat uses to skip a dead model.
 */
export const healthApi = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  try {
    // Touch every store so the check fails when any binding is broken.
    await Promise.all([getDb(c.env).run(sql`select 1`), c.env.SESSIONS.get("health:probe"), c.env.CACHE.get("health:probe")]);
  } catch (error) {
    logEvent("error", "health.store_failed", { requestId: c.get("requestId"), error: describeError(error) });
    throw new AppError("unavailable:health", "A storage binding is unavailable.", 503, { retryAfter: 30 });
  }
  const storesMs = Date.now() - started;
  const [runs, email, snapshot] = await Promise.all([lastRunOfEachJob(c.env), emailBacklog(c.env), readChatSnapshot(c.env.CACHE)]);
  const model = modelState(snapshot, Date.now());
  const now = Date.now();
  const cron = runs.map((run) => ({ job: run.job, lastRunAt: new Date(run.startedAt).toISOString(), ok: run.ok, stale: now - run.startedAt > CRON_STALE_AFTER_MS }));
  const warnings = [
    ...(runs.length === 0 ? ["no cron run recorded yet"] : []),
    ...cron.filter((run) => run.stale).map((run) => `cron job ${run.job} has not run for over 15 minutes`),
    ...cron.filter((run) => !run.ok).map((run) => `cron job ${run.job} failed its last run`),
    ...(email.failed > 0 ? [`${email.failed} email(s) failed for good (see /admin/operations)`] : []),
    ...(model.state === "not answering" || model.state === "resting" ? [`the model is ${model.state}: CLEARED AI answers from the built-in engine`] : []),
  ];
  return c.json({
    ok: true,
    stores: { database: "ok", sessionsKv: "ok", cacheKv: "ok", ms: storesMs },
    model: { binding: c.env.AI ? "configured" : "absent", name: getConfig(c.env).aiModel, ...model },
    cron,
    email,
    warnings,
  });
});

/**
 * The model's state from its last record: "resting" while failing chat requests have marked it
 * down, "not answering" when the cron's last probe failed, "not probed yet" before any record.
 */
function modelState(snapshot: ChatSnapshot | null, now: number) {
  if (!snapshot) return { state: "not probed yet" as const, lastProbe: null, recentFailures: 0 };
  const { ai } = snapshot;
  const recentFailures = (ai.failures ?? []).filter((at) => now - Date.parse(at) < MODEL_FAILURE_WINDOW.windowMs).length;
  const resting = ai.restUntil !== undefined && now < Date.parse(ai.restUntil);
  const state = resting ? ("resting" as const) : ai.answered ? ("answering" as const) : ("not answering" as const);
  return {
    state,
    lastProbe: { at: ai.checkedAt, answered: ai.answered, detail: ai.detail },
    recentFailures,
    ...(resting ? { restUntil: ai.restUntil } : {}),
  };
}
