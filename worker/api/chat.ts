import { Hono } from "hono";
import { articlePassages, type PassageRetrieverFactory } from "~/.server/chat/knowledge";
import { answerChunks, answerText, type ChatSources } from "~/.server/chat/respond";
import { type ChatModelFactory, workersAiModel } from "~/.server/chat/model";
import { getPricedCatalogue } from "~/.server/catalogue";
import { picksByCategory } from "~/.server/chat/products";
import { picksSource, readChatSnapshot } from "~/.server/chat/snapshot";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import { clientKey } from "~/.server/http/client-ip";
import { enforceRateLimits } from "~/.server/http/rate-limit";
import { CATEGORY_IDS } from "~/domain/categories";
import { CHAT_LIMITS, type ChatRequest, chatRequestSchema } from "~/domain/chat/context";
import type { AppEnv } from "../types";

/** Seconds a client waits after a 429; the CHAT_LIMITER period. */
const RATE_LIMIT_PERIOD_S = 60;

async function readChatRequest(raw: Request): Promise<ChatRequest> {
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
 * CLEARED AI endpoints. `model` is where the language model comes from (Workers AI in the app,
 * a fake in the tests) and `passages` where article passages come from.
 */
export function createChatApi(model: ChatModelFactory, passages: PassageRetrieverFactory = articlePassages) {
  const sources: ChatSources = { model, passages };
  return new Hono<AppEnv>()
    .get("/offline-picks", async (c) => {
      const [snapshot, catalogue] = await Promise.all([readChatSnapshot(c.env.CACHE), getPricedCatalogue(c.env)]);
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
      const chunks = answerChunks(request, c.env, sources);
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
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    })
    .post("/", async (c) => {
      const request = await readChatRequest(c.req.raw);
      return c.json({ response: await answerText(request, c.env, sources) });
    });
}

export const chatApi = createChatApi(workersAiModel);
