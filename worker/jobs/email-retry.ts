import { retryDueEmails } from "~/.server/email/sender";
import type { ScheduledJob } from "./job";

/** Emails whose first attempt failed get another, with growing pauses (app/.server/email/sender.ts). */
export const emailRetryJob: ScheduledJob = {
  name: "email-retry",
  async run(env) {
    const { retried, sent, failed } = await retryDueEmails(env);
    return `${retried} due: ${sent} sent, ${failed} still failing`;
  },
};
