import { type Context, Hono } from "hono";
import { optedOut, recordAnalyticsEvent } from "~/.server/analytics/record";
import type { PassageRetrieverFactory } from "~/.server/chat/knowledge";
import type { ChatAnswerSource, ChatSources } from "~/.server/chat/respond";
import { type ChatModelFactory, type ModelSettings, workersAiModel } from "~/.server/chat/model";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import { clientKey } from "~/.server/http/client-ip";
import { enforceRateLimits } from "~/.server/http/rate-limit";
import { CATEGORY_IDS } from "~/domain/categories";
import type { ChatRequest } from "~/domain/chat/context";
import type { AppEnv } from "../types";

/*
 * The chat's engine, its product picks, its passage search and its request schema are imported
 * by the handlers, on the first chat request, not when the Worker starts: most requests never
 * reach the chat (docs/decisions/0025-server-bundle-and-start-up.md).
 */

/** Seconds a client waits after a 429; the CHAT_LIMITER period. */
const RATE_LIMIT_PERIOD_S = 60;

async function readChatRequest(raw: Request): Promise<ChatRequest> {
  const { CHAT_LIMITS, chatRequestSchema } = await import("~/domain/chat/context");
  const body = await readBody(raw, { area: "chat", maxBytes: CHAT_LIMITS.maxBodyBytes, accept: ["json"] });
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
 * CLEARED AI endpoints. `model` is where the language model comes from (Workers AI in the app,
 * a fake in the tests) and `passages` where article passages come from (the published guides
 * and articles unless a test gives its own); `settings` shorten the model's timeouts in tests.
 */
export function createChatApi(model: ChatModelFactory, passages?: PassageRetrieverFactory, settings?: ModelSettings) {
  const chatSources = async (): Promise<ChatSources> => ({ model, settings, passages: passages ?? (await import("~/.server/chat/knowledge")).articlePassages });
  return new Hono<AppEnv>()
    .get("/offline-picks", async (c) => {
      const [{ getPricedCatalogue }, { picksByCategory }, { readChatSnapshot }, { picksSource }] = await Promise.all([
        import("~/.server/catalogue"),
        import("~/.server/chat/products"),
        import("~/.server/chat/snapshot"),
        import("~/domain/chat/picks"),
      ]);
      const [snapshot, catalogue] = await Promise.all([readChatSnapshot(c.env.CACHE), getPricedCatalogue(c.env, await c.var.safety())]);
      const picks = picksByCategory(picksSource(snapshot, catalogue));
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ categories: CATEGORY_IDS, picks });
    })
    .use("/*", async (c, next) => {
      if (c.req.method !== "POST") return next();
      await enforceRateLimits([{ limiter: c.env.CHAT_LIMITER, key: `chat:${clientKey(c.req.raw, getConfig(c.env).environment)}` }], {
        code: "rate_limited:chat",
        message: "Too many messages. Please wait a minute and try again.",
        periodSeconds: RATE_LIMIT_PERIOD_S,
      });
      return next();
    })
    .post("/stream", async (c) => {
      const request = await readChatRequest(c.req.raw);
      const [{ prepareAnswer }, { carriedCookie, carriedIn }] = await Promise.all([import("~/.server/chat/respond"), import("~/.server/chat/carried-cookie")]);
      // The plan is made before answering, so an engine failure is still a JSON error; the
      // response (headers, then the plan's cautions) starts before the model writes a word.
      const { chunks, carried } = await prepareAnswer(request, c.env, await chatSources(), await c.var.safety(), carriedIn(c.req.raw, request));
      const cookie = carriedCookie(carried, c.req.raw);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            // An empty chunk enqueues nothing, and a pull that enqueues nothing is not called again.
            for (;;) {
              const next = await chunks.next();
              if (next.done) {
                countAnswer(c, next.value);
                controller.close();
                return;
              }
              if (next.value) return controller.enqueue(encoder.encode(next.value));
            }
          } catch (error) {
            console.error("[chat] stream failed after it started", error);
            controller.error(error);
          }
        },
        async cancel() {
          // The reader left: stop the generator and the model (the value it is told to return goes nowhere).
          await chunks.return("engine");
        },
      });
      return new Response(body, {
        // No transform: a proxy that buffers to compress would hold the first words back.
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no", ...(cookie ? { "Set-Cookie": cookie } : {}) },
      });
    })
    .post("/", async (c) => {
      const request = await readChatRequest(c.req.raw);
      const [{ answerText }, { carriedCookie, carriedIn }] = await Promise.all([import("~/.server/chat/respond"), import("~/.server/chat/carried-cookie")]);
      const { text, by, carried } = await answerText(request, c.env, await chatSources(), await c.var.safety(), carriedIn(c.req.raw, request));
      countAnswer(c, by);
      const cookie = carriedCookie(carried, c.req.raw);
      if (cookie) c.header("Set-Cookie", cookie);
      return c.json({ response: text });
    });
}

export const chatApi = createChatApi(workersAiModel);
