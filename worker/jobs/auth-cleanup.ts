import { deleteStaleAuthRows } from "~/.server/auth/queries";
import { FAILURE_WINDOW_MS } from "~/.server/auth/service";
import type { ScheduledJob } from "./job";

/**
 * Drops expired confirmation/reset tokens and the sign-in failure counters of past hours (the
 * privacy policy promises they are kept for an hour at most).
 */
export const authCleanupJob: ScheduledJob = {
  name: "auth-cleanup",
  async run(env) {
    const now = Date.now();
    const windowStart = now - (now % FAILURE_WINDOW_MS);
    const { failures, tokens } = await deleteStaleAuthRows(env, { now, windowStart });
    return `${tokens} expired token(s), ${failures} old failure counter(s) removed`;
  },
};
