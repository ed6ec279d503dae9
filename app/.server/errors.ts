import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An expected failure, carried as a value with a code ("area:reason" style, e.g.
 * "rate_limited:auth"). One place (worker/middleware/errors.ts) turns it into
 * `{ "error": { "code", "message" } }`; the message is always safe to show a user.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  /** Seconds, sent as Retry-After on 429 and 503 answers. */
  readonly retryAfter?: number;
  /** Per-field messages for form validation failures. */
  readonly fields?: Record<string, string[]>;

  constructor(
    code: string,
    message: string,
    status: ContentfulStatusCode = 400,
    extra: { retryAfter?: number; fields?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.retryAfter = extra.retryAfter;
    this.fields = extra.fields;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
