import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";

/**
 * Where the chat gets its language model. Production: Workers AI through the `AI` binding and
 * the model named by AI_MODEL. Tests pass their own factory returning a fake model with the
 * same `LanguageModel` interface; nothing else about the chat is faked.
 */
export type ChatModelFactory = (env: Env) => LanguageModel | null;

export const workersAiModel: ChatModelFactory = (env) => {
  if (!env.AI || !env.AI_MODEL) return null;
  return createWorkersAI({ binding: env.AI })(env.AI_MODEL as Parameters<ReturnType<typeof createWorkersAI>>[0]);
};

/** Generation limits: short, factual answers. */
export const MODEL_SETTINGS = {
  maxOutputTokens: 450,
  temperature: 0.2,
  /** No first text within this long counts as a failure. */
  firstTextTimeoutMs: 8_000,
  /** The whole draft must be done within this long. */
  totalTimeoutMs: 20_000,
} as const;
