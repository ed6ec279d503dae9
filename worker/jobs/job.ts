/** One piece of scheduled work, run on every Cron Trigger by worker/jobs/index.ts. */
export interface ScheduledJob {
  name: string;
  run(env: Env, controller: ScheduledController): Promise<string | undefined>;
}
