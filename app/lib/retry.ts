import { isRouteErrorResponse } from "react-router";

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** A network failure (fetch throws TypeError) or a gateway/unavailable answer: worth another try. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (isRouteErrorResponse(error) || error instanceof Response) return RETRYABLE_STATUSES.has(error.status);
  return false;
}

/**
 * Runs `attempt` again after transient failures (docs/product.md §6.3: 502, 503, 504 and
 * network errors are retried; everything else is shown), waiting a little longer each time.
 */
export async function withRetry<T>(attempt: () => Promise<T>, { retries = 2, delayMs = 500 } = {}): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= retries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** n));
    }
  }
}
