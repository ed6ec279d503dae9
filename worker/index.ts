import { app } from "./app";

export default {
  fetch: app.fetch,
  // The jobs (price refresh, alerts, publishing) load on the first trigger, not when the Worker
  // starts. Awaited, not handed to waitUntil: a failed job makes the scheduled run fail.
  async scheduled(controller, env, _ctx) {
    const { runScheduledJobs } = await import("./jobs");
    await runScheduledJobs(controller, env);
  },
} satisfies ExportedHandler<Env>;
