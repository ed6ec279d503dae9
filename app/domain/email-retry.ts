/** How often an email is tried before it is marked failed for the operator. */
export const EMAIL_MAX_ATTEMPTS = 6;

/** Pauses after the 1st, 2nd, ... failed attempt: a provider outage of hours is still ridden out. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000];

/** The pause before the next attempt, after `attempts` failed ones (the last pause repeats). */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
}
