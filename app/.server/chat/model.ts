import type { LanguageModel } from "ai";
import { getConfig } from "~/.server/env";

/**
 * Where the chat gets its language model. Production: Workers AI through the `AI` binding and
 * the model named by AI_MODEL. Tests pass their own factory returning a fake model with the
 * same `LanguageModel` interface; nothing else about the chat is faked.
 */
export type ChatModelFactory = (env: Env) => LanguageModel | null | Promise<LanguageModel | null>;

/**
 * The provider (and the AI SDK it pulls in, ~0.7 MB) loads on the first chat answer that may
 * use the model, not when the Worker starts: most requests never need it.
 */
export const workersAiModel: ChatModelFactory = async (env) => {
  if (!env.AI) return null;
  const { createWorkersAI } = await import("workers-ai-provider");
  return createWorkersAI({ binding: env.AI })(getConfig(env).aiModel as Parameters<ReturnType<typeof createWorkersAI>>[0]);
};

/** Generation limits and patience: short, factual answers. */
export interface ModelSettings {
  maxOutputTokens: number;
  temperature: number;
  firstTextTimeoutMs: number;
  totalTimeoutMs: number;
  retryBaseMs: number;
  retryJitterMs: number;
  structureMaxTokens: number;
  structureTimeoutMs: number;
}

export const MODEL_SETTINGS: ModelSettings = {
  maxOutputTokens: 450,
  temperature: 0.2,
  /** No first text within this long counts as a failure. */
  firstTextTimeoutMs: 8_000,
  /** The whole draft must be done within this long. */
  totalTimeoutMs: 20_000,
  /** After a 429 or capacity error, one retry after this pause plus up to `retryJitterMs` at random. */
  retryBaseMs: 250,
  retryJitterMs: 500,
  /** The model's JSON reading of the request: short, and given up on quickly (the rules' reading stands). */
  structureMaxTokens: 200,
  structureTimeoutMs: 3_000,
};
