import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isAppError } from "~/.server/errors";
import { describeError, logEvent } from "~/.server/log";
import { storageUnavailable } from "~/.server/storage-watch";
import type { AppEnv } from "../types";
import { unavailablePage } from "../unavailable-page";

export function errorBody(code: string, message: string, fields?: Record<string, string[]>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The one place an error becomes a response: a code and a safe message, never a stack. A store
 * outage (D1 or KV failed during the request) is a 503 with Retry-After: JSON for the API, the
 * branded page for everything else.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (isAppError(error)) {
    if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : `http_${status}`;
    const message = status === 413 ? "The request body is too large." : error.message || "Bad request.";
    return c.json(errorBody(code, message), status);
  }
  const failure = c.get("storage")?.failure;
  if (failure) {
    logEvent("error", "store.unavailable", { requestId: c.get("requestId"), store: failure.store, error: describeError(failure.error) });
    const unavailable = storageUnavailable();
    c.header("Retry-After", String(unavailable.retryAfter));
    if (c.req.path.startsWith("/api/")) return c.json(errorBody(unavailable.code, unavailable.message), 503);
    return c.html(unavailablePage(unavailable.message, c.req.path), 503);
  }
  logEvent("error", "unhandled", { requestId: c.get("requestId"), path: c.req.path, error: describeError(error) });
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
};
