import { checkEnv } from "~/.server/env";
import { type JobRun, recordJobRuns } from "~/.server/jobs/runs";
import { logEvent } from "~/.server/log";
import { authCleanupJob } from "./auth-cleanup";
import { chatSnapshotJob } from "./chat-snapshot";
import { emailRetryJob } from "./email-retry";
import type { ScheduledJob } from "./job";
import { priceRefreshJob } from "./price-refresh";
import { publishScheduledJob } from "./publish-scheduled";
import { safetyAlertsJob } from "./safety-alerts";

/** Every cron job, run in order on each trigger. Register a job with one line here. */
export const scheduledJobs: ScheduledJob[] = [chatSnapshotJob(), authCleanupJob, publishScheduledJob, priceRefreshJob(), safetyAlertsJob, emailRetryJob];

/**
 * Runs every job, records each run in D1 (`job_runs`, read by /api/health and /admin/operations)
 * and logs it. One job failing never stops the others, but the trigger as a whole then fails
 * (it throws after the last job), so Cloudflare reports the run as an error and alerting sees
 * it. A misconfigured Worker fails the run without running anything.
 */
export async function runScheduledJobs(controller: ScheduledController, env: Env, jobs: ScheduledJob[] = scheduledJobs): Promise<void> {
  const check = checkEnv(env);
  if (!check.ok) throw new Error(`[cron ${controller.cron}] no job ran: the environment is invalid (${check.problems.join("; ")})`);
  const runs: JobRun[] = [];
  for (const job of jobs) {
    const startedAt = Date.now();
    let run: JobRun;
    try {
      const summary = await job.run(env, controller);
      run = { job: job.name, startedAt, durationMs: Date.now() - startedAt, ok: true, detail: summary ?? "" };
    } catch (error) {
      run = { job: job.name, startedAt, durationMs: Date.now() - startedAt, ok: false, detail: String((error as Error)?.message ?? error).slice(0, 1000) };
    }
    runs.push(run);
    logEvent(run.ok ? "info" : "error", "cron.job", { cron: controller.cron, ...run });
  }
  const [first, ...rest] = runs;
  if (first) await recordJobRuns(env, [first, ...rest]);
  const failed = runs.filter((r) => !r.ok);
  if (failed.length > 0) throw new Error(`[cron ${controller.cron}] ${failed.length} of ${runs.length} job(s) failed: ${failed.map((r) => `${r.job}: ${r.detail}`).join("; ")}`);
}
