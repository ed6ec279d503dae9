import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { answerChunks, answerText } from "~/.server/chat/respond";
import { type ChatModelFactory, workersAiModel } from "~/.server/chat/model";
import { getPricedCatalogue } from "~/.server/catalogue";
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
 * CLEARED AI endpoints. `model` is where the language model comes from: Workers AI in the app,
 * a fake in the tests.
 */
export function createChatApi(model: ChatModelFactory) {
  return new Hono<AppEnv>()
    .get("/offline-picks", async (c) => {
      const [snapshot, catalogue] = await Promise.all([readChatSnapshot(c.env.SESSIONS), getPricedCatalogue(c.env)]);
      const picks = picksByCategory(picksSource(snapshot, catalogue));
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
          if (first.done) controller.close();
          else controller.enqueue(encoder.encode(first.value));
        },
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(next.value));
          } catch (error) {
            console.error("[chat] stream failed after it started", error);
            controller.error(error);
          }
        },
        async cancel() {
          await chunks.return(undefined);
        },
      });
      return new Response(body, {
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    })
    .post("/", limitBody, async (c) => {
      const request = await readChatRequest(c.req.raw);
      c.header("Cache-Control", "no-store");
      return c.json({ response: await answerText(request, c.env, model) });
    });
}

export const chatApi = createChatApi(workersAiModel);
