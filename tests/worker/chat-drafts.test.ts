import { env } from "cloudflare:test";
import { BUNDLED_SAFETY } from "../unit/bundled-safety";
import { loadSafetyState } from "~/.server/safety/state";
import { beforeAll, describe, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import { engineAnswer } from "~/domain/chat/engine";
import { picksSource } from "~/domain/chat/picks";
import { screenMessage } from "~/.server/chat/products";
import { Grounder } from "~/.server/chat/grounding";
import { articlePassages, retrievePassages } from "~/.server/chat/knowledge";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { DraftSplitter } from "~/domain/chat/ground";
import { type CorpusDraft, DRAFT_CORPUS } from "../chat-eval/drafts";
import { tokensOf } from "./chat-fake-model";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * The draft corpus, unit by unit, against the plan the engine makes for each message from the
 * real catalogue and articles: every sentence, list item and heading gets the verdict written
 * next to it. The drafts arrive token by token, as a stream does.
 */

beforeAll(async () => {
  await seedResearchPrices(env);
  await seedRealContent(env);
});

async function judged(entry: CorpusDraft) {
  const request = chatRequestSchema.parse({ message: entry.message, context: { conversationHistory: entry.history ?? [] } });
  const understanding = understandRequest(request);
  const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
  const passages = await retrievePassages(understanding, articlePassages(env));
  const grounder = new Grounder(BUNDLED_SAFETY.matcher.screenText, engineAnswer({ understanding, passages, catalogue, picksFor: picksSource(null, catalogue), screened: screenMessage(understanding.message, BUNDLED_SAFETY.matcher) }));
  const splitter = new DraftSplitter();
  const units = [...tokensOf(entry.draft).flatMap((token) => splitter.push(token)), ...splitter.end()];
  return units.map((unit) => ({ unit: unit.text, ...grounder.judge(unit.text) }));
}

describe("the draft corpus", () => {
  it("holds at least 40 drafts", () => {
    expect(DRAFT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(DRAFT_CORPUS.map((d) => [d.id, d] as const))("%s", async (_, entry) => {
    const result = await judged(entry);
    expect(result.map((r) => [r.unit, r.verdict, r.reason ?? ""])).toEqual(result.map((r, i) => [r.unit, entry.expect[i], r.reason ?? ""]));
    expect(result.length).toBe(entry.expect.length);
  });
});
