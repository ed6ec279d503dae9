import { env } from "cloudflare:test";
import { BUNDLED_SAFETY } from "../unit/bundled-safety";
import { safetyData } from "../../worker/middleware/safety-data";
import { loadSafetyState } from "~/.server/safety/state";
import { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import type { EngineAnswer } from "~/domain/chat/draft";
import { engineAnswer } from "~/domain/chat/engine";
import { picksSource } from "~/domain/chat/picks";
import { screenMessage } from "~/.server/chat/products";
import { systemPrompt } from "~/.server/chat/ai";
import { Grounder } from "~/.server/chat/grounding";
import { articlePassages, retrievePassages } from "~/.server/chat/knowledge";
import { workersAiModel } from "~/.server/chat/model";
import { understandRequest } from "~/.server/chat/respond";
import { CHAT_SNAPSHOT_KEY } from "~/.server/chat/snapshot";
import { chatRequestSchema } from "~/domain/chat/context";
import { DraftSplitter } from "~/domain/chat/ground";
import { planOpening } from "~/domain/chat/opening";
import { catalogueNames } from "~/.server/chat/products";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import type { AppEnv } from "../../worker/types";
import { type CorpusDraft, DRAFT_CORPUS } from "../chat-eval/drafts";
import { fakeAiBinding, tokensOf } from "../worker/chat-fake-model";
import { ORIGIN, seedResearchPrices } from "../worker/helpers";
import { seedRealContent } from "../worker/real-content";

/*
 * The model path as a person meets it, over the draft corpus: every draft streamed through the
 * real chat endpoint and the real workers-ai-provider by a fake AI binding that writes at a
 * 400 ms first token and 30 tokens a second (and answers the JSON reading after the time its
 * shortest reply, `{"items": []}`, takes). Figures, not assertions: printed for scripts/bench-chat.ts.
 */

const FIRST_TOKEN_MS = 400;
const TOKENS_PER_SECOND = 30;
/** `{"items": []}`: the reading of a request the rules already read in full. */
const READING_TOKENS = 6;
/** Drafts streamed at once: one at a time, so the figures are latency, not the two-core machine queueing. */
const BATCH = 1;

interface BaselineGrounder {
  line(raw: string): string;
  finish(): void;
}
/** The line-by-line grounding this build replaced, from git (written by scripts/bench-chat.ts). */
const baselineModule: (() => Promise<{ Grounder: new (plan: EngineAnswer) => BaselineGrounder }>) | undefined = Object.values(
  import.meta.glob<{ Grounder: new (plan: EngineAnswer) => BaselineGrounder }>("./baseline-grounding.gen.ts"),
)[0];

beforeAll(async () => {
  await seedResearchPrices(env);
  await seedRealContent(env);
  await import("ai");
  await import("workers-ai-provider");
});

async function planFor(entry: CorpusDraft): Promise<EngineAnswer> {
  const request = chatRequestSchema.parse({ message: entry.message, context: { conversationHistory: entry.history ?? [] } });
  const understanding = understandRequest(request);
  const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
  return engineAnswer({ understanding, passages: await retrievePassages(understanding, articlePassages(env)), catalogue, picksFor: picksSource(null, catalogue), screened: screenMessage(understanding.message, BUNDLED_SAFETY.matcher) });
}

/** This build's verdicts, and the tokens written by the end of the first unit it shows. */
function judgeNow(plan: EngineAnswer, draft: string) {
  const grounder = new Grounder(BUNDLED_SAFETY.matcher.screenText, plan);
  const splitter = new DraftSplitter();
  const tokens = tokensOf(draft);
  const units = [...tokens.flatMap((t) => splitter.push(t)), ...splitter.end()].map((u) => ({ text: u.text, verdict: grounder.judge(u.text).verdict }));
  const firstShown = units.find((u) => u.verdict !== "drop");
  let idealTokens: number | null = null;
  if (firstShown) {
    const end = draft.indexOf(firstShown.text) + firstShown.text.length;
    let written = 0;
    idealTokens = 0;
    while (written < end && idealTokens < tokens.length) written += tokens[idealTokens++].length;
  }
  return { units, idealTokens };
}

/** What the old line-by-line grounding did with a draft: kept it whole, replaced it before a line showed, or retracted shown lines. */
async function baseline(plan: EngineAnswer, draft: string): Promise<"kept" | "replaced" | "retracted" | null> {
  if (!baselineModule) return null;
  const { Grounder: Old } = await baselineModule();
  const old = new Old(plan);
  let shown = 0;
  try {
    for (const line of draft.split("\n")) {
      if (!line.trim()) continue;
      old.line(line);
      shown++;
    }
    old.finish();
    return "kept";
  } catch {
    return shown ? "retracted" : "replaced";
  }
}

function appWith(binding: ReturnType<typeof fakeAiBinding>) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(safetyData);
  app.route("/api/chat", createChatApi((e) => workersAiModel({ ...e, AI: binding as unknown as Ai })));
  return app;
}

let ip = 0;
async function timed(entry: CorpusDraft) {
  const binding = fakeAiBinding({
    stream: () => ({ text: entry.draft, firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND }),
    jsonMs: FIRST_TOKEN_MS + (READING_TOKENS * 1000) / TOKENS_PER_SECOND,
  });
  const started = Date.now();
  const res = await appWith(binding).request(
    "/api/chat/stream",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `198.18.1.${++ip % 250}` },
      body: JSON.stringify({ message: entry.message, context: { conversationHistory: entry.history ?? [] } }),
    },
    env,
  );
  const headersMs = Date.now() - started;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  // The stream only appends; an answer can take text back only by breaking after it, when the
  // browser's fallback chain replaces what it showed with another answer.
  let broke = false;
  for (;;) {
    const read = await reader.read().catch(() => null);
    if (!read) broke = true;
    if (!read || read.done) break;
    chunks.push({ at: Date.now() - started, text: decoder.decode(read.value, { stream: true }) });
  }
  // The plan's cautions and opening, when it has any, come before the model's first token; the model's words after.
  const firstModel = chunks.find((c) => c.at >= FIRST_TOKEN_MS);
  return { headersMs, firstVisibleMs: chunks.find((c) => c.text.trim())?.at ?? null, firstModelMs: firstModel?.at ?? null, retracted: broke && chunks.some((c) => c.text.trim()) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

it("measures the model path over the draft corpus", async () => {
  await env.CACHE.delete(CHAT_SNAPSHOT_KEY);
  const rows: {
    id: string;
    promptChars: number;
    ratio: number | null;
    modelRatio: number | null;
    headersMs: number;
    firstVisibleMs: number | null;
    firstModelMs: number | null;
    idealMs: number | null;
    after: boolean;
    before: string | null;
    retracted: boolean;
  }[] = [];
  for (let i = 0; i < DRAFT_CORPUS.length; i += BATCH) {
    const batch = DRAFT_CORPUS.slice(i, i + BATCH);
    rows.push(
      ...(await Promise.all(
        batch.map(async (entry) => {
          const plan = await planFor(entry);
          const now = judgeNow(plan, entry.draft);
          const run = await timed(entry);
          const idealMs = now.idealTokens === null ? null : FIRST_TOKEN_MS + ((now.idealTokens - 1) * 1000) / TOKENS_PER_SECOND;
          return {
            id: entry.id,
            promptChars: systemPrompt(plan, planOpening(plan, catalogueNames())).length,
            headersMs: run.headersMs,
            firstVisibleMs: run.firstVisibleMs,
            firstModelMs: run.firstModelMs,
            idealMs,
            ratio: idealMs && run.firstVisibleMs !== null ? run.firstVisibleMs / idealMs : null,
            modelRatio: idealMs && run.firstModelMs !== null ? run.firstModelMs / idealMs : null,
            after: now.units.every((u) => u.verdict === "pass"),
            before: await baseline(plan, entry.draft),
            retracted: run.retracted,
          };
        }),
      )),
    );
  }
  const ratios = rows.flatMap((r) => (r.ratio === null ? [] : [r.ratio]));
  const modelRatios = rows.flatMap((r) => (r.modelRatio === null ? [] : [r.modelRatio]));
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(0)}%`;
  const kept = rows.filter((r) => r.after).length;
  const lines = [
    `CLEARED AI model path: ${rows.length} corpus drafts, fake model at ${FIRST_TOKEN_MS} ms first token and ${TOKENS_PER_SECOND} tokens/s`,
    `  headers sent: median ${median(rows.map((r) => r.headersMs))} ms; first visible text (the plan's cautions and opening, or the first sentence): median ${median(rows.flatMap((r) => (r.firstVisibleMs === null ? [] : [r.firstVisibleMs])))} ms`,
    `  first visible text / (first token + the draft's first shown sentence): median ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)} over ${ratios.length} drafts with a sentence to show`,
    `  first visible model sentence / the same ideal: median ${median(modelRatios).toFixed(2)}, max ${Math.max(...modelRatios).toFixed(2)} (a sentence shows once the next token proves it ended)`,
    `  the answer's instructions: median ${median(rows.map((r) => r.promptChars))} characters, max ${Math.max(...rows.map((r) => r.promptChars))} (about 4 characters a token)`,
    `  answers showing text later removed: ${rows.filter((r) => r.retracted).length} of ${rows.length} (line-by-line grounding before: ${rows.filter((r) => r.before === "retracted").length})`,
    `  drafts shown without any replacement: after ${kept}/${rows.length} (${pct(kept)}); before ${rows.some((r) => r.before !== null) ? `${rows.filter((r) => r.before === "kept").length}/${rows.length} (${pct(rows.filter((r) => r.before === "kept").length)})` : "n/a (no baseline written)"}`,
    ...rows.map((r) => `    ${r.id.padEnd(22)} first text ${String(r.firstVisibleMs ?? "-").padStart(5)} ms, model ${String(r.firstModelMs ?? "-").padStart(5)} ms, ideal ${String(r.idealMs === null ? "-" : Math.round(r.idealMs)).padStart(5)} ms, ratio ${r.ratio === null ? "   -" : r.ratio.toFixed(2)}  after ${r.after ? "kept" : "edited"}  before ${r.before ?? "-"}`),
  ];
  console.log(lines.join("\n"));
  expect(rows.length).toBe(DRAFT_CORPUS.length);
});
