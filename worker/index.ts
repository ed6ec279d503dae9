import { app } from "./app";

export default {
  fetch: app.fetch,
  // The jobs (price refresh, alerts, publishing) load on the first trigger, not when the Worker starts.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(import("./jobs").then(({ runScheduledJobs }) => runScheduledJobs(controller, env)));
  },
} satisfies ExportedHandler<Env>;
