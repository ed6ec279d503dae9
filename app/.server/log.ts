/*
 * Structured logs: one JSON object per line, which Workers Logs indexes field by field
 * (`[observability]` in wrangler.toml). Every line has a level and an event name; request lines
 * add the request id, route, status and duration (worker/middleware/request-log.ts).
 */

export type LogLevel = "info" | "warn" | "error";

export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error as log fields: its message and stack, which JSON.stringify would drop. */
export function describeError(error: unknown): { message: string; stack?: string } {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}
