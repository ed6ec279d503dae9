import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { safetyData } from "../../worker/middleware/safety-data";
import { loadSafetyState } from "~/.server/safety/state";
import { listLabelProducts, BUNDLED_SAFETY } from "../unit/bundled-safety";
import { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engineAnswer } from "~/domain/chat/engine";
import { picksSource } from "~/domain/chat/picks";
import { isStimulant } from "~/domain/safety/stimulant";
import { understandRequest } from "~/.server/chat/respond";
import { CHAT_SNAPSHOT_KEY, readChatSnapshot } from "~/.server/chat/snapshot";
import { getPricedCatalogue } from "~/.server/catalogue";
import { catalogueNames as productNames, screenMessage } from "~/.server/chat/products";
import { chatContextSchema, chatRequestSchema } from "~/domain/chat/context";
import {
  DSHEA_DISCLAIMER,
  LOT_NUMBER_REMINDER,
  NO_MORE_OPTIONS_REPLY,
  OUT_OF_SCOPE_REPLY,
} from "~/domain/chat/copy";
import { extractSuggestedNames } from "~/domain/chat/extract";
import { planOpening } from "~/domain/chat/opening";
import { GOAL_PICKS } from "~/domain/chat/goal-leads";
import worker from "../../worker/index";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import type { AppEnv } from "../../worker/types";
import { fakeModel } from "./chat-fake-model";
import { ORIGIN, postJson, request, seedResearchPrices } from "./helpers";

const catalogueNames = new Set(listLabelProducts().map((p) => p.name));
/** The names a reply suggests that the catalogue does not hold: always expected to be none. */
const offCatalogue = (names: string[]) => names.filter((name) => !catalogueNames.has(name));

// The chat reads prices from D1, as the site does after `npm run db:seed`.
beforeAll(() => seedResearchPrices(env));

/** Reads a streamed answer chunk by chunk. */
async function readChunks(res: Response): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

let ip = 0;
/** Each test gets its own client address, so the rate limit only bites where a test wants it. */
function chat(path: "/api/chat" | "/api/chat/stream", body: unknown, headers: Record<string, string> = {}) {
  return postJson(path, body, { "CF-Connecting-IP": `198.51.100.${++ip % 250}`, ...headers });
}

/** The engine's own answer, computed directly, for comparing with what an endpoint sent. */
async function engineAnswerFor(message: string, context: unknown = {}) {
  const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
  const understanding = understandRequest(chatRequestSchema.parse({ message, context }));
  return engineAnswer({ understanding, passages: [], catalogue, picksFor: picksSource(null, catalogue), screened: screenMessage(message, BUNDLED_SAFETY.matcher) });
}

async function engineText(message: string, context: unknown = {}) {
  return (await engineAnswerFor(message, context)).text;
}

/** The model's part of a streamed answer: what follows the plan's opening, which is shown first. */
async function afterPlanOpening(raw: string, message: string) {
  // The cautions (and a goal's advice, placed like one) come first, then the opening, as the route sends them.
  const answer = await engineAnswerFor(message);
  const head = `${[...answer.cautions, planOpening(answer, productNames())].filter(Boolean).join("\n\n")}\n\n`;
  expect(raw.startsWith(head)).toBe(true);
  return raw.slice(head.length);
}

/** The chat API with a given model, mounted like the app mounts it. */
function appWithModel(model: ReturnType<typeof fakeModel>) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(safetyData);
  app.route("/api/chat", createChatApi(() => model));
  return (path: string, body: unknown) =>
    app.request(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `203.0.113.${++ip % 250}` },
        body: JSON.stringify(body),
      },
      env,
    );
}

beforeEach(async () => {
  await env.CACHE.delete(CHAT_SNAPSHOT_KEY);
});

describe("POST /api/chat/stream (engine path: the AI binding cannot run here)", () => {
  it("streams text/plain in several chunks that add up to a grounded answer", async () => {
    const res = await chat("/api/chat/stream", { message: "Best pre-workout?", context: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const chunks = await readChunks(res);
    expect(chunks.length).toBeGreaterThan(3);
    const text = chunks.join("");
    expect(text).toContain("Are you looking for stim or no-stim?");
    expect(text).toContain("Pre-Workout");
    const names = extractSuggestedNames(text);
    // After the advice for the goal (a pre-workout), two picks.
    expect(names).toHaveLength(GOAL_PICKS);
    for (const name of names) expect(catalogueNames).toContain(name);
    // Each pick carries its price slot: a price per serving, a paid "Check price" link, or "No price shown" (the lightest stimulant loads lead, priced or not).
    expect(text.match(/per serving|\]\(\/go\/|No price shown/g)).toHaveLength(GOAL_PICKS);
    expect(text).toMatch(/NSF Certified for Sport|Informed Sport/);
    // One closing line, the FDA statement; no lot boilerplate on a plain recommendation.
    expect(text).not.toContain(LOT_NUMBER_REMINDER);
    expect(text.trimEnd().endsWith(DSHEA_DISCLAIMER)).toBe(true);
  });

  it("quotes each pick's price per serving as D1 offers set it", async () => {
    const catalogue = await getPricedCatalogue(env, await loadSafetyState(env));
    const { response } = await (await chat("/api/chat", { message: "Protein for recovery" })).json<{ response: string }>();
    const picks = extractSuggestedNames(response).map((name) => catalogue.listProducts().find((p) => p.name === name)!);
    expect(picks).toHaveLength(GOAL_PICKS);
    const priced = picks.filter((p) => p.pricePerServingText !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const p of picks) {
      const slot = p.buy.option.kind === "listing" ? "No price shown" : `[Check price: ${p.name} (paid link)](${p.buy.option.href}) (paid link)`;
      expect(response).toContain(p.pricePerServingText ? `${p.pricePerServingText} per serving` : slot);
    }
  });

  it("POST /api/chat answers the same text as JSON", async () => {
    const body = { message: "Protein for recovery", context: {} };
    const streamed = (await readChunks(await chat("/api/chat/stream", body))).join("");
    const res = await chat("/api/chat", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: streamed });
    expect(streamed).toBe(await engineText(body.message));
  });

  it("filters by stim preference and then offers more options without repeats", async () => {
    const reply = async (message: string, context: object) =>
      (await (await chat("/api/chat", { message, context })).json<{ response: string }>()).response;
    const byName = new Map(listLabelProducts().map((p) => [p.name, p]));
    const stimulants = (names: string[]) => names.map((name) => isStimulant(byName.get(name)!));

    const first = await reply("stim", { lastCategory: "pre-workout" });
    expect(first).toContain("stim **Pre-Workout**");
    const shown = extractSuggestedNames(first);
    expect(offCatalogue(shown)).toEqual([]);
    expect(stimulants(shown)).toEqual([true, true, true]);

    const more = await reply("any other options?", { lastCategory: "pre-workout", stimulantPreference: "stim", previouslySuggested: shown });
    const next = extractSuggestedNames(more);
    expect(offCatalogue(next)).toEqual([]);
    expect(stimulants(next)).toEqual([true, true, true]);
    expect(next.filter((name) => shown.includes(name))).toEqual([]);

    // The catalogue holds three stim-free pre-workouts: all three, then nothing more to offer.
    const stimFree = extractSuggestedNames(await reply("no stim", { lastCategory: "pre-workout" }));
    expect(stimulants(stimFree)).toEqual([false, false, false]);
    const noMore = await reply("any other options?", { lastCategory: "pre-workout", stimulantPreference: "no-stim", previouslySuggested: stimFree });
    expect(noMore).toContain(NO_MORE_OPTIONS_REPLY);

    const everything = listLabelProducts().map((p) => p.name);
    const done = await reply("more options", { lastCategory: "sleep", previouslySuggested: everything });
    expect(done).toContain(NO_MORE_OPTIONS_REPLY);
  });

  it("warns about a prohibited ingredient with the DoD reason and OPSS", async () => {
    const { response } = await (await chat("/api/chat", { message: "Is a pre-workout with DMAA ok?" })).json<{ response: string }>();
    expect(response).toMatch(/Warning: DMAA[^*]* is on the DoD Prohibited Dietary Supplement Ingredients list/);
    expect(response).toContain("Reason: ");
    expect(response).toContain("opss.org");
    // No product list beside a prohibited ingredient: certified alternatives are offered on request.
    expect(extractSuggestedNames(response)).toEqual([]);
    expect(response).toContain("a certified pick from our Pre-Workout list instead");
  });

  it("sends medical questions to a provider and OPSS Ask the Expert, with no products", async () => {
    const { response } = await (
      await chat("/api/chat", { message: "Can I take creatine with my blood pressure medication?" })
    ).json<{ response: string }>();
    expect(response).toContain("Check with your provider or pharmacist");
    expect(response).toContain("Ask the Expert");
    expect(extractSuggestedNames(response)).toEqual([]);
    expect(response).not.toContain(DSHEA_DISCLAIMER);
  });

  it("answers out-of-scope messages with the question of docs/product.md §5.7", async () => {
    const { response } = await (await chat("/api/chat", { message: "What's the weather in Norfolk?" })).json<{ response: string }>();
    expect(response).toBe(OUT_OF_SCOPE_REPLY);
  });

  it("never trusts product ids or names from the client", async () => {
    const fake = {
      id: "evil-id",
      name: "Totally Real Shred Max",
      brand: "EvilCorp",
      pricePerServing: 0.01,
      hasNSF: true,
      hasUSP: true,
      hasInformed: true,
      certifications: ["NSF Certified for Sport"],
      isStim: false,
    };
    const context = { category: "vitamins", topPicks: [fake], allowedBrands: ["EvilCorp"], allowedProductIds: ["evil-id"], lastTopPicks: [fake] };
    const { response } = await (await chat("/api/chat", { message: "Vitamins for energy", context })).json<{ response: string }>();
    expect(response).not.toContain("Shred Max");
    expect(response).not.toContain("EvilCorp");
    const suggested = extractSuggestedNames(response);
    expect(suggested.length).toBeGreaterThan(0);
    expect(offCatalogue(suggested)).toEqual([]);
  });
});

describe("chat input errors (4xx JSON, no model call)", () => {
  const model = fakeModel([{ text: "1. [[P1]] — fine\n" }]);
  const send = appWithModel(model);

  it.each([
    ["blank message", { message: "   \n ", context: {} }, 400, "bad_request:chat"],
    ["missing message", { context: {} }, 400, "bad_request:chat"],
    ["message over 2000 characters", { message: "a".repeat(2001) }, 413, "payload_too_large:chat"],
    ["malformed context", { message: "hi", context: { category: "candy" } }, 400, "bad_request:chat"],
    ["context history over 6", { message: "hi", context: { conversationHistory: Array(7).fill({ role: "user", content: "x" }) } }, 400, "bad_request:chat"],
    ["body over 32 kB", { message: "hi", context: { previouslySuggested: Array(100).fill("x".repeat(200)), pad: "y".repeat(20_000) } }, 413, "payload_too_large:chat"],
  ])("%s", async (_, body, status, code) => {
    for (const path of ["/api/chat/stream", "/api/chat"]) {
      const res = await send(path, body);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ error: { code } });
    }
    expect(model.calls).toBe(0);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await request("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:chat" } });
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client sends too many messages", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.77" };
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await chat("/api/chat", { message: "hi" }, headers);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("Retry-After")).toBe("60");
    expect(await limited?.json()).toMatchObject({ error: { code: "rate_limited:chat" } });
    // Another client is unaffected.
    expect((await chat("/api/chat", { message: "hi" })).status).toBe(200);
  });
});

describe("AI path (a fake model behind the provider interface)", () => {
  const goodDraft = ["Here are two ", "certified picks:\n1. [[P1]] — clean", " energy for early PT.\n2. [[P2]] — solid choice.\n"];

  it("streams the model's grounded draft with tokens expanded into catalogue products", async () => {
    const model = fakeModel(goodDraft.map((text) => ({ text })));
    const res = await appWithModel(model)("/api/chat/stream", { message: "Best pre-workout?" });
    expect(res.status).toBe(200);
    const chunks = await readChunks(res);
    expect(chunks.length).toBeGreaterThan(2);
    const raw = chunks.join("");
    expect(raw).not.toContain("[[");
    expect(raw).toContain("Here are two certified picks:");
    const expected = extractSuggestedNames(await engineText("Best pre-workout?"));
    expect(extractSuggestedNames(raw)).toEqual(expected);
    expect(raw).toContain("clean energy for early PT");
    expect(raw.match(/per serving|\(paid link\)|No price shown/g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw.trimEnd().endsWith(DSHEA_DISCLAIMER)).toBe(true);
    expect(model.calls).toBe(1);
  });

  it("a model that fails midway keeps what was shown and completes the answer from the plan", async () => {
    const model = fakeModel([{ text: "1. [[P1]] — clean energy.\n" }, { text: "2. [[P2]] — so" }, { error: "upstream 500" }]);
    const res = await appWithModel(model)("/api/chat/stream", { message: "Best pre-workout?" });
    const chunks = await readChunks(res);
    const raw = chunks.join("");
    expect(await afterPlanOpening(raw, "Best pre-workout?")).toMatch(/^1\. \*\*.*\*\* by .* — clean energy/);
    expect(chunks[1]).toMatch(/^1\. \*\*/);
    expect(raw).not.toContain("— so");
    expect(extractSuggestedNames(raw)).toEqual(extractSuggestedNames(await engineText("Best pre-workout?")));
  });

  it("a line naming a product outside the catalogue is dropped, the rest of the draft stays", async () => {
    const model = fakeModel([{ text: "1. [[P1]] — great.\n" }, { text: "2. Optimum Nutrition Gold Standard Whey — the classic.\n" }]);
    const send = appWithModel(model);
    const raw = (await readChunks(await send("/api/chat/stream", { message: "Protein for recovery" }))).join("");
    expect(raw).not.toContain("Optimum");
    expect(await afterPlanOpening(raw, "Protein for recovery")).toMatch(/^1\. \*\*.*\*\* by .* — great/);
    const json = await (await send("/api/chat", { message: "Protein for recovery" })).json<{ response: string }>();
    expect(json.response).toBe(raw);
  });

  it.each([
    ["recommends a prohibited ingredient", "1. [[P1]] — stack it with some DMAA for focus.\n", "DMAA", "replace"],
    ["writes its own price", "1. [[P1]] — only $0.50 a serving.\n", "$0.50", "replace"],
    ["invents a product token", "1. [[P99]] — the best one.\n", "the best one", "drop"],
    ["lists a product without a token", "1. Mystery Blend X — try it.\n", "Mystery Blend", "drop"],
  ])("a draft that %s never shows it", async (_, text, offending, verdict) => {
    const model = fakeModel([{ text: "Here are my picks.\n" }, { text }]);
    const raw = (await readChunks(await appWithModel(model)("/api/chat/stream", { message: "Best pre-workout?" }))).join("");
    expect(raw).not.toContain(offending);
    expect(await afterPlanOpening(raw, "Best pre-workout?")).toMatch(/^Here are my picks\.\n\n?1\. \*\*/);
    // A replaced pick keeps its place; a dropped one leaves the plan's picks to close the answer.
    expect(extractSuggestedNames(raw).length).toBe(verdict === "replace" ? 1 : GOAL_PICKS);
  });

  it("a model that throws at once (as the binding does offline) gives the engine's answer, and counts one failure", async () => {
    const model = fakeModel(() => {
      throw new Error("Binding AI needs to be run remotely");
    });
    const raw = (await readChunks(await appWithModel(model)("/api/chat/stream", { message: "Help with sleep" }))).join("");
    expect(raw).toBe(await engineText("Help with sleep"));
    expect(model.calls).toBe(1);
    // One failure is that request's: the next visitor still gets the model.
    const snapshot = await readChatSnapshot(env.CACHE);
    expect([snapshot?.ai.failures?.length, snapshot?.ai.restUntil]).toEqual([1, undefined]);
    await (await appWithModel(model)("/api/chat/stream", { message: "Help with sleep" })).text();
    expect(model.calls).toBe(2);
  });

  it("urgent care, greetings and out-of-scope replies never go through the model", async () => {
    const model = fakeModel(goodDraft.map((text) => ({ text })));
    const send = appWithModel(model);
    await (await send("/api/chat/stream", { message: "I have chest pain after my pre-workout" })).text();
    await (await send("/api/chat/stream", { message: "hello" })).text();
    await (await send("/api/chat/stream", { message: "What's the weather in Norfolk?" })).text();
    expect(model.calls).toBe(0);
  });

  it("a prohibited-ingredient warning is placed before the model's words, and 'it's fine' beside it is never shown", async () => {
    const kept = fakeModel([{ text: "Short answer: no.\n[[C1]]\nStay with certified products.\n" }]);
    const phrased = (await readChunks(await appWithModel(kept)("/api/chat/stream", { message: "Is ostarine allowed?" }))).join("");
    expect(kept.calls).toBe(1);
    expect(phrased).toMatch(/^\*\*Warning: enobosarm \("ostarine"\) is on the DoD Prohibited Dietary Supplement Ingredients list\.\*\*/);
    expect(phrased).toMatch(/Short answer: no\.\n+Stay with certified products\./);

    const contradicting = fakeModel([{ text: "Short answer: it's fine in small amounts.\n" }]);
    const replaced = (await readChunks(await appWithModel(contradicting)("/api/chat/stream", { message: "Is ostarine allowed?" }))).join("");
    expect(replaced).not.toContain("it's fine");
    expect(replaced.startsWith("**Warning: enobosarm")).toBe(true);
  });
});

describe("cron snapshot", () => {
  it("lives in the CACHE namespace, so purging every session leaves it in place", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.SESSIONS.get(CHAT_SNAPSHOT_KEY)).toBeNull();
    // A sessions purge: every key of the SESSIONS namespace deleted.
    for (const { name } of (await env.SESSIONS.list()).keys) await env.SESSIONS.delete(name);
    expect((await readChatSnapshot(env.CACHE))?.picks["pre-workout"]).toHaveLength(10);
  });

  it("stores each category's top picks and whether the AI binding answered; the chat then skips a dead model", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const snapshot = await readChatSnapshot(env.CACHE);
    expect(snapshot).not.toBeNull();
    expect(Object.keys(snapshot!.picks)).toHaveLength(6);
    expect(Object.values(snapshot!.picks).map((ids) => ids?.length)).toEqual([10, 10, 10, 10, 10, 10]);
    // Workers AI is remote-only, so locally the probe records that it did not answer.
    expect(snapshot!.ai.answered).toBe(false);

    const model = fakeModel([{ text: "1. [[P1]] — fine.\n" }]);
    const res = await appWithModel(model)("/api/chat", { message: "Best pre-workout?" });
    expect(res.status).toBe(200);
    expect(model.calls).toBe(0);
  });

  it("GET /api/chat/offline-picks serves the top picks the client caches for offline answers", async () => {
    const res = await request("/api/chat/offline-picks");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("max-age");
    const { picks } = await res.json<{ picks: Record<string, Array<{ id: string; name: string }>> }>();
    expect(Object.keys(picks)).toHaveLength(6);
    const sleep = picks.sleep!;
    expect(sleep.length).toBe(10);
    for (const pick of sleep) expect(catalogueNames).toContain(pick.name);
    expect(chatContextSchema.safeParse({ topPicks: sleep }).success).toBe(true);
  });
});
