import { linkOrigin } from "~/.server/env";
import { sendSafetyAlerts } from "~/.server/safety/alerts";
import type { ScheduledJob } from "./job";

/**
 * Sends the safety alert emails still unsent: they normally go out right after an admin applies
 * a DoD list version or records a withdrawn certification; this retries any that failed.
 */
export const safetyAlertsJob: ScheduledJob = {
  name: "safety-alerts",
  async run(env) {
    const { sent, failed } = await sendSafetyAlerts(env, { origin: linkOrigin(env) });
    return `${sent} safety alert email(s) sent${failed ? `, ${failed} failed` : ""}`;
  },
};
