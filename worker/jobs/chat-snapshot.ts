import { getPricedCatalogue } from "~/.server/catalogue";
import { loadSafetyState } from "~/.server/safety/state";
import { type ChatModelFactory, workersAiModel } from "~/.server/chat/model";
import { buildPicksSnapshot, type ChatSnapshot, writeChatSnapshot } from "~/.server/chat/snapshot";
import type { ScheduledJob } from "./job";

const PROBE_TIMEOUT_MS = 10_000;

/** Asks the model for one word: did the AI binding answer at all? */
async function probeModel(env: Env, model: ChatModelFactory): Promise<ChatSnapshot["ai"]> {
  const checkedAt = new Date().toISOString();
  const languageModel = await model(env);
  if (!languageModel) return { answered: false, checkedAt, detail: "no AI binding or model configured" };
  try {
    const { generateText } = await import("ai");
    const { text } = await generateText({
      model: languageModel,
      prompt: "Reply with the single word OK.",
      maxOutputTokens: 5,
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return { answered: text.trim().length > 0, checkedAt, detail: text.trim() ? "answered" : "empty reply" };
  } catch (error) {
    return { answered: false, checkedAt, detail: error instanceof Error ? error.message.slice(0, 200) : "failed" };
  }
}

/**
 * Replaces the old prewarm function: refreshes the chat's KV snapshot of each category's top
 * picks and records whether the AI binding answered, so the chat skips a dead model quickly.
 */
export function chatSnapshotJob(model: ChatModelFactory = workersAiModel): ScheduledJob {
  return {
    name: "chat-snapshot",
    async run(env) {
      const [picks, ai] = [buildPicksSnapshot(await getPricedCatalogue(env, await loadSafetyState(env))), await probeModel(env, model)];
      await writeChatSnapshot(env.CACHE, { generatedAt: new Date().toISOString(), picks, ai });
      const count = Object.values(picks).reduce((n, ids) => n + (ids?.length ?? 0), 0);
      return `${count} picks in ${Object.keys(picks).length} categories; AI ${ai.answered ? "answered" : `did not answer (${ai.detail})`}`;
    },
  };
}
