import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * Locally, every request body is read to its end before the answer leaves the Worker.
 *
 * workerd resets the connection when a Worker answers without consuming the request body (a
 * 403 from the origin check, a 413, a 429, a 404 to a POST). On Cloudflare the edge absorbs
 * that; locally the Node process in front (`vite dev` / `vite preview`, through Miniflare's
 * dispatcher) is still writing the body or reuses the connection, and the request, or the next
 * one, fails with "fetch failed" (ECONNRESET) and a 500 page with a stack trace
 * (docs/decisions/0013-local-server-request-bodies.md has the reproduction). So in development
 * the body is wrapped: whatever a handler leaves unread, or cancels, is drained here.
 */
export const localBodyDrain = createMiddleware<AppEnv>(async (c, next) => {
  const original = c.req.raw;
  if (c.env.ENVIRONMENT !== "development" || !original.body) return next();

  const reader = original.body.getReader();
  let ended = false;
  // One read at a time: the handler's reads and the drain share the reader.
  let queue: Promise<unknown> = Promise.resolve();
  const read = () => {
    const next = queue.then(() => (ended ? { done: true as const, value: undefined } : reader.read()));
    queue = next.then((result) => (ended ||= result.done)).catch(() => (ended = true));
    return next;
  };
  const drainRest = async () => {
    while (!(await read()).done);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      // A reader that stops early (a size limit) cancels; the rest still has to be read.
      cancel: () => drainRest(),
    },
    // Nothing is pulled until a handler asks.
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(original, { body });
  try {
    await next();
  } finally {
    await drainRest().catch(() => undefined);
  }
});
