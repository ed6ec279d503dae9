import { checkEnv } from "~/.server/env";
import { authCleanupJob } from "./auth-cleanup";
import { chatSnapshotJob } from "./chat-snapshot";
import type { ScheduledJob } from "./job";
import { priceRefreshJob } from "./price-refresh";
import { publishScheduledJob } from "./publish-scheduled";
import { safetyAlertsJob } from "./safety-alerts";


/** Every cron job, run in order on each trigger. Register a job with one line here. */
export const scheduledJobs: ScheduledJob[] = [chatSnapshotJob(), authCleanupJob, publishScheduledJob, priceRefreshJob(), safetyAlertsJob];

/**
 * Runs every job and logs its outcome. One job failing never stops the others: each is
 * independent scheduled work, and the next trigger retries it.
 */
export async function runScheduledJobs(controller: ScheduledController, env: Env): Promise<void> {
  const startedAt = new Date(controller.scheduledTime).toISOString();
  // A misconfigured Worker runs no job; the check has logged what is wrong.
  if (!checkEnv(env).ok) {
    console.error(`[cron ${controller.cron}] skipped: the environment is invalid`);
    return;
  }
  console.log(`[cron ${controller.cron}] started (scheduled ${startedAt}), ${scheduledJobs.length} job(s)`);
  for (const job of scheduledJobs) {
    try {
      const summary = await job.run(env, controller);
      console.log(`[cron] ${job.name}: ok${summary ? ` (${summary})` : ""}`);
    } catch (error) {
      console.error(`[cron] ${job.name}: failed`, error);
    }
  }
}
