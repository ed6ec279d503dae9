import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { optedOut, recordAnalyticsEvent } from "~/.server/analytics/record";
import { type ChatAnswerSource, answerChunks, answerText } from "~/.server/chat/respond";
import { type ChatModelFactory, workersAiModel } from "~/.server/chat/model";
import { picksByCategory } from "~/.server/chat/products";
import { picksSource, readChatSnapshot } from "~/.server/chat/snapshot";
import { AppError } from "~/.server/errors";
import { CATEGORY_IDS } from "~/domain/categories";
import { CHAT_LIMITS, type ChatRequest, chatRequestSchema } from "~/domain/chat/context";
import type { AppEnv } from "../types";

/** Seconds a client waits after a 429; the CHAT_LIMITER period. */
const RATE_LIMIT_PERIOD_S = 60;

const limitBody = bodyLimit({
  maxSize: CHAT_LIMITS.maxBodyBytes,
  onError: () => {
    throw new AppError("payload_too_large:chat", "The request body is too large.", 413);
  },
});

async function readChatRequest(raw: Request): Promise<ChatRequest> {
  let body: unknown;
  try {
    body = await raw.json();
  } catch {
    throw new AppError("bad_request:chat", "The request body must be JSON.", 400);
  }
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.path[0] === "message" && issue.code === "too_big") {
    throw new AppError("payload_too_large:chat", issue.message, 413);
  }
  if (issue.path[0] === "context") {
    throw new AppError("bad_request:chat", `Malformed chat context at ${issue.path.join(".")}.`, 400);
  }
  throw new AppError("bad_request:chat", issue.path[0] === "message" ? issue.message : "A message is required.", 400);
}

/**
 * Counts who wrote an answer (the browser cannot tell), after the answer and never delaying it;
 * skipped when the visitor sends Do Not Track or Global Privacy Control.
 */
function countAnswer(c: Context<AppEnv>, by: ChatAnswerSource): void {
  if (optedOut(c.req.raw)) return;
  const event = { name: "chat_answered", props: by === "model" ? { by, model: c.env.AI_MODEL } : { by } } as const;
  const counted = recordAnalyticsEvent(c.env, event).catch((error: unknown) => console.error("[chat] could not count an answer", error));
  // Mounted without an execution context (Hono's app.request), the write simply runs on its own.
  let ctx: Pick<ExecutionContext, "waitUntil"> | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  ctx?.waitUntil(counted);
}

/**
 * CLEARED AI endpoints. `model` is where the language model comes from: Workers AI in the app,
 * a fake in the tests.
 */
export function createChatApi(model: ChatModelFactory) {
  return new Hono<AppEnv>()
    .get("/offline-picks", async (c) => {
      const picks = picksByCategory(picksSource(await readChatSnapshot(c.env.SESSIONS)));
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ categories: CATEGORY_IDS, picks });
    })
    .use("/*", async (c, next) => {
      if (c.req.method !== "POST") return next();
      const key = c.req.header("CF-Connecting-IP") ?? "anonymous";
      const { success } = await c.env.CHAT_LIMITER.limit({ key: `chat:${key}` });
      if (!success) {
        throw new AppError("rate_limited:chat", "Too many messages. Please wait a minute and try again.", 429, {
          retryAfter: RATE_LIMIT_PERIOD_S,
        });
      }
      return next();
    })
    .post("/stream", limitBody, async (c) => {
      const request = await readChatRequest(c.req.raw);
      const chunks = answerChunks(request, c.env, model);
      // The first chunk is awaited before answering so an engine failure is still a JSON error.
      const first = await chunks.next();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (first.done) {
            countAnswer(c, first.value);
            controller.close();
          } else controller.enqueue(encoder.encode(first.value));
        },
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) {
              countAnswer(c, next.value);
              controller.close();
            } else controller.enqueue(encoder.encode(next.value));
          } catch (error) {
            console.error("[chat] stream failed after it started", error);
            controller.error(error);
          }
        },
        async cancel() {
          // The reader left: stop the generator (the value it is told to return goes nowhere).
          await chunks.return("engine");
        },
      });
      return new Response(body, {
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    })
    .post("/", limitBody, async (c) => {
      const request = await readChatRequest(c.req.raw);
      c.header("Cache-Control", "no-store");
      const { text, by } = await answerText(request, c.env, model);
      countAnswer(c, by);
      return c.json({ response: text });
    });
}

export const chatApi = createChatApi(workersAiModel);
