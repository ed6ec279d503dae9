import { app } from "./app";
import { runScheduledJobs } from "./jobs";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller, env));
  },
} satisfies ExportedHandler<Env>;
