import { publishDuePosts } from "~/.server/content/service";
import type { ScheduledJob } from "./job";

/** Publishes the guides and articles scheduled for now or earlier (at most one trigger late). */
export const publishScheduledJob: ScheduledJob = {
  name: "publish-scheduled",
  async run(env, controller) {
    const published = await publishDuePosts(env, { now: controller.scheduledTime });
    return `${published} scheduled post(s) published`;
  },
};
