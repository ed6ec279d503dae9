import { app } from "./app";

export default {
  fetch: app.fetch,
  // The jobs (price refresh, alerts, publishing) load on the first trigger, not when the Worker
  // starts. Awaited, not handed to waitUntil: a failed job makes the scheduled run fail.
  async scheduled(controller, env, _ctx) {
    const [{ runScheduledJobs }, { refreshPageVersion }] = await Promise.all([import("./jobs"), import("./page-version")]);
    try {
      await runScheduledJobs(controller, env);
    } finally {
      // The jobs publish posts and record prices; the seed and `wrangler d1 execute` write
      // outside the Worker: each run brings the page cache's data version up to date.
      // Logged, never thrown: a failure here must not hide a job's.
      await refreshPageVersion(env).catch((error: unknown) => console.error("[cron] could not renew the page cache's data version", error));
    }
  },
} satisfies ExportedHandler<Env>;
