import { AppError } from "~/.server/errors";

/*
 * The one way to apply the Rate Limiting bindings (wrangler.toml `ratelimits`): every check is
 * made, and any refusal is a 429 with Retry-After set to the limiter's period, so a client knows
 * when to come back. Keys start with the client's key from clientKey().
 */

export interface RateLimitCheck {
  limiter: RateLimit;
  key: string;
}

export interface RateLimitRefusal {
  /** "rate_limited:<area>". */
  code: string;
  message: string;
  /** The limiters' period in seconds (10 or 60). */
  periodSeconds: number;
}

/** For a count that is skipped, not refused, past its limit (a buy-link click is still redirected). */
export async function isWithinLimit({ limiter, key }: RateLimitCheck): Promise<boolean> {
  return (await limiter.limit({ key })).success;
}

export async function enforceRateLimits(checks: readonly RateLimitCheck[], refusal: RateLimitRefusal): Promise<void> {
  const results = await Promise.all(checks.map(({ limiter, key }) => limiter.limit({ key })));
  if (results.some((result) => !result.success)) {
    throw new AppError(refusal.code, refusal.message, 429, { retryAfter: refusal.periodSeconds });
  }
}
