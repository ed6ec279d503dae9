import { env } from "cloudflare:test";
import { safetyData } from "../../worker/middleware/safety-data";
import { BUNDLED_SAFETY } from "../unit/bundled-safety";
import { loadSafetyState } from "~/.server/safety/state";
import { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engineAnswer } from "~/domain/chat/engine";
import { picksSource } from "~/domain/chat/picks";
import { catalogueNames, screenMessage } from "~/.server/chat/products";
import { planOpening } from "~/domain/chat/opening";
import { MODEL_SETTINGS, type ModelSettings, workersAiModel } from "~/.server/chat/model";
import { understandRequest } from "~/.server/chat/respond";
import { CHAT_SNAPSHOT_KEY, MODEL_FAILURE_WINDOW, readChatSnapshot } from "~/.server/chat/snapshot";
import { getPricedCatalogue } from "~/.server/catalogue";
import { satisfies } from "~/domain/catalogue/constraints";
import { deriveProductFacts } from "~/domain/catalogue/facts";
import { chatRequestSchema } from "~/domain/chat/context";
import { DSHEA_DISCLAIMER } from "~/domain/chat/copy";
import { extractSuggestedNames } from "~/domain/chat/extract";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import type { AppEnv } from "../../worker/types";
import { fakeAiBinding, type SseScript } from "./chat-fake-model";
import { ORIGIN, seedResearchPrices } from "./helpers";

/*
 * Replays of Workers AI's streaming format through the real workers-ai-provider: the only fake
 * is the AI binding, which answers with server-sent events as Workers AI documents them.
 */

beforeAll(async () => {
  await seedResearchPrices(env);
  // Loaded once here, so a slow first import is not taken for a model that sent nothing in time.
  await import("ai");
  await import("workers-ai-provider");
});
beforeEach(async () => {
  await env.CACHE.delete(CHAT_SNAPSHOT_KEY);
});

let ip = 0;
const QUICK: ModelSettings = { ...MODEL_SETTINGS, firstTextTimeoutMs: 400, totalTimeoutMs: 1_500, retryBaseMs: 10, retryJitterMs: 20 };

function appWith(binding: ReturnType<typeof fakeAiBinding>, settings: ModelSettings = QUICK) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(safetyData);
  app.route("/api/chat", createChatApi((e) => workersAiModel({ ...e, AI: binding as unknown as Ai }), undefined, settings));
  return async (message: string) => {
    const res = await app.request(
      "/api/chat/stream",
      { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `192.0.2.${++ip % 250}` }, body: JSON.stringify({ message }) },
      env,
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { chunks, text: chunks.join("") };
      chunks.push(decoder.decode(value, { stream: true }));
    }
  };
}

async function engineText(message: string) {
  const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
  const understanding = understandRequest(chatRequestSchema.parse({ message, context: {} }));
  return engineAnswer({ understanding, passages: [], catalogue, picksFor: picksSource(null, catalogue), screened: screenMessage(understanding.message, BUNDLED_SAFETY.matcher) });
}

/** What the answer shows before the model's first word: the plan's cautions (a goal's advice is placed like one), then its opening. */
async function head(message: string) {
  const answer = await engineText(message);
  return `${[...answer.cautions, planOpening(answer, catalogueNames())].filter(Boolean).join("\n\n")}\n\n`;
}

const paced = (text: string, more: Partial<SseScript> = {}): SseScript => ({ text, firstTokenMs: 20, tokensPerSecond: 400, ...more });
const PICKS_DRAFT = "Here are two certified picks for early PT. Each one fits a no-nonsense routine.\n\n1. [[P1]] — clean energy for early PT.\n2. [[P2]] — a solid choice.\n";

describe("Workers AI's server-sent events through the real provider", () => {
  it("streams each grounded sentence as it completes, tokens expanded, the footer last", async () => {
    const binding = fakeAiBinding({ stream: () => paced(PICKS_DRAFT) });
    const { chunks, text } = await appWith(binding)("Best pre-workout?");
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks[0]).toBe(await head("Best pre-workout?"));
    expect(chunks[1]).toBe("Here are two certified picks for early PT.");
    expect(text).toContain("Here are two certified picks for early PT. Each one fits a no-nonsense routine.\n\n1. **");
    expect(text).not.toContain("[[");
    expect(extractSuggestedNames(text)).toEqual(extractSuggestedNames((await engineText("Best pre-workout?")).text));
    expect(text.trimEnd().endsWith(DSHEA_DISCLAIMER)).toBe(true);
    expect([binding.streamCalls, binding.jsonCalls]).toEqual([1, 1]);
  });

  it("a draft cut by the token cap ('length') ends at its last complete sentence, then the plan's picks", async () => {
    const binding = fakeAiBinding({ stream: () => paced("Stay hydrated before PT. Creatine works best when you take it every", { end: "length" }) });
    const { text } = await appWith(binding)("Best pre-workout?");
    expect(text.startsWith(`${await head("Best pre-workout?")}Stay hydrated before PT.\n\n1. **`)).toBe(true);
    expect(text).not.toContain("Creatine works");
    expect(extractSuggestedNames(text)).toEqual(extractSuggestedNames((await engineText("Best pre-workout?")).text));
    expect(text.trimEnd().endsWith(DSHEA_DISCLAIMER)).toBe(true);
  });

  it("an error mid-stream keeps what was shown and completes the answer from the plan", async () => {
    const binding = fakeAiBinding({ stream: () => paced("Stay hydrated before PT. Then take one of these picks and", { end: "error", afterTokens: 8 }) });
    const { chunks, text } = await appWith(binding)("Best pre-workout?");
    expect(chunks.slice(0, 2)).toEqual([await head("Best pre-workout?"), "Stay hydrated before PT."]);
    expect(text).not.toContain("Then take one");
    expect(extractSuggestedNames(text)).toEqual(extractSuggestedNames((await engineText("Best pre-workout?")).text));
    // One failure counts; it does not mark the model down for everyone.
    const snapshot = await readChatSnapshot(env.CACHE);
    expect([snapshot?.ai.failures?.length, snapshot?.ai.restUntil]).toEqual([1, undefined]);
  });

  it("a stall before the first token ends in the engine's answer at the first-text timeout", async () => {
    const binding = fakeAiBinding({ stream: () => paced(PICKS_DRAFT, { end: "stall", afterTokens: 0 }) });
    const { text } = await appWith(binding)("Help with sleep");
    expect(text).toBe((await engineText("Help with sleep")).text);
  });

  it("a stall after the first sentence ends at the total timeout with the plan's picks", async () => {
    const binding = fakeAiBinding({ stream: () => paced("Sleep comes first on a night shift. Keep the room dark and", { end: "stall", afterTokens: 8 }) });
    const { text } = await appWith(binding)("Help with sleep");
    expect(text.startsWith(`${await head("Help with sleep")}Sleep comes first on a night shift.\n\n1. **`)).toBe(true);
    expect(extractSuggestedNames(text)).toEqual(extractSuggestedNames((await engineText("Help with sleep")).text));
  });
});

describe("capacity errors and the model's health", () => {
  const CAPACITY = "InferenceUpstreamError: 3040: Capacity temporarily exceeded, please try again.";

  it("a 429 or capacity error retries once for that request, then the model answers", async () => {
    const binding = fakeAiBinding({ stream: (call) => (call === 0 ? { text: "", refuse: CAPACITY } : paced(PICKS_DRAFT)) });
    const { text } = await appWith(binding)("Best pre-workout?");
    expect(binding.streamCalls).toBe(2);
    expect(text.startsWith(`${await head("Best pre-workout?")}Here are two certified picks for early PT.`)).toBe(true);
    expect(await readChatSnapshot(env.CACHE)).toBeNull();
  });

  it("a second capacity error gives that request the engine's answer; only several in a minute rest the model for everyone", async () => {
    const binding = fakeAiBinding({ stream: () => ({ text: "", refuse: CAPACITY }) });
    const send = appWith(binding);
    expect((await send("Best pre-workout?")).text).toBe((await engineText("Best pre-workout?")).text);
    expect(binding.streamCalls).toBe(2);
    expect((await readChatSnapshot(env.CACHE))?.ai.restUntil).toBeUndefined();
    for (let i = 1; i < MODEL_FAILURE_WINDOW.failures; i++) await send("Best pre-workout?");
    expect(binding.streamCalls).toBe(2 * MODEL_FAILURE_WINDOW.failures);
    const rest = Date.parse((await readChatSnapshot(env.CACHE))?.ai.restUntil ?? "");
    expect(rest - Date.now()).toBeGreaterThan(30_000);
    await send("Best pre-workout?");
    expect(binding.streamCalls).toBe(2 * MODEL_FAILURE_WINDOW.failures);
  });
});

describe("the model's reading of the request (JSON mode), merged with the rules'", () => {
  const message = "My doc says my ticker is weak, best pre-workout?";
  const reading = (quote: string) => ({ items: [{ kind: "condition", condition: "heart", quote }] });

  it("adds a condition the rules missed when the person's words back it: its caution is shown, plain advice is not held for it", async () => {
    expect(understandRequest(chatRequestSchema.parse({ message, context: {} })).conditions).toEqual([]);
    const binding = fakeAiBinding({ stream: () => paced("Talk to your cardiologist before any pre-workout.\n"), json: () => reading("my ticker is weak") });
    const { chunks, text } = await appWith(binding)(message);
    expect(chunks.slice(0, 2)).toEqual([await head(message), "Talk to your cardiologist before any pre-workout."]);
    expect(chunks[2]).toMatch(/^\n\n.*heart/i);
    expect([binding.jsonCalls, binding.streamCalls]).toEqual([1, 1]);
    expect(text.trimEnd().endsWith(DSHEA_DISCLAIMER)).toBe(true);
  });

  it("holds the first product line until the reading is in, and places the new caution before it", async () => {
    // The reading arrives well after the first sentence, as a slower JSON call would.
    const binding = fakeAiBinding({ stream: () => paced("Here is what fits.\n1. [[P1]] — steady energy.\n"), json: () => reading("my ticker is weak"), jsonMs: 300 });
    const { text } = await appWith(binding)(message);
    const caution = text.search(/heart/i);
    expect(caution).toBeGreaterThan(text.indexOf("Here is what fits."));
    expect(caution).toBeLessThan(text.indexOf("1. "));
  });

  it("narrows the picks by a constraint the rules missed", async () => {
    const ask = "Anything that wires me up is a no-go, best pre-workout?";
    expect(understandRequest(chatRequestSchema.parse({ message: ask, context: {} })).constraints).toEqual([]);
    const calm = { items: [{ kind: "constraint", constraint: { kind: "exclude", ingredient: "caffeine" }, quote: "anything that wires me up" }] };
    const binding = fakeAiBinding({ stream: () => paced("These skip the stimulants.\n1. [[P1]] — steady energy.\n"), json: () => calm });
    const { text } = await appWith(binding)(ask);
    const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
    const named = extractSuggestedNames(text).map((name) => catalogue.listProducts().find((p) => p.name === name));
    expect(named.length).toBe(1);
    expect(named.map((p) => p && satisfies(deriveProductFacts(p), [{ kind: "exclude", ingredient: "caffeine" }]))).toEqual([true]);
  });

  it("ignores what the model read without the person's words behind it", async () => {
    const binding = fakeAiBinding({ stream: () => paced("Talk to your cardiologist before any pre-workout.\n"), json: () => reading("I have heart failure") });
    const { text } = await appWith(binding)(message);
    expect(text.startsWith(`${await head(message)}Talk to your cardiologist before any pre-workout.`)).toBe(true);
    expect(binding.streamCalls).toBe(1);
  });
});
