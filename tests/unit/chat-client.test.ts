import { describe, expect, it } from "vitest";
import { type ConditionId, conditionRule, type DutyId, dutyRule } from "~/domain/safety/conditions";
import { buildChatContext, chatContextSchema, EMPTY_CONVERSATION } from "~/domain/chat/context";
import { NO_MORE_OPTIONS_REPLY, OUT_OF_SCOPE_REPLY } from "~/domain/chat/copy";
import { extractSuggestedNames } from "~/domain/chat/extract";
import { historyToStore } from "~/domain/chat/history";
import { detectCategory, detectStimulantPreference, inlineStimulantPreference, isInScope, isSafetyQuestion } from "~/domain/chat/intent";
import { offlineReply } from "~/domain/chat/offline";
import { topPick } from "./chat-fixtures";

/*
 * The chat's client side in detail: names read from a reply, the stored history, the context sent
 * with a message, the offline replies and the intent rules they share with the server.
 */

const pick = topPick;

describe("names read from a reply's numbered list", () => {
  it.each([
    ["1. Alpha Pre — **great** pick", ["Alpha Pre"]],
    ["1. **Alpha: Pre** - the best", ["Alpha: Pre"]],
    ["1. **Alpha Pre ** by Acme", ["Alpha Pre"]],
    ["1. Alpha_Pre - fine", ["AlphaPre"]],
    ["1. Alpha Pre;; - fine", ["Alpha Pre"]],
    ["1. Alpha Pre.", ["Alpha Pre"]],
  ])("%s -> %j", (reply, names) => {
    expect(extractSuggestedNames(reply)).toEqual(names);
  });
});

describe("stored history and the stream", () => {
  const message = (id: string, content: string) => ({ id, content, role: "assistant" as const, timestamp: 1 });

  it("drops messages of white space only", () => {
    expect(historyToStore([message("a", "  \n "), message("b", "hi")]).map((m) => m.id)).toEqual(["b"]);
  });
});

describe("the context sent with a message", () => {
  const picks = { "pre-workout": [pick("Alpha Pre", true)], sleep: [pick("Sleep One")] };

  it("picks for the message's category and the conversation's, or none", () => {
    const ctx = buildChatContext({ message: "best pre-workout", history: [], state: { ...EMPTY_CONVERSATION, lastCategory: "sleep" }, picks });
    expect(ctx.topPicks.map((p) => p.name)).toEqual(["Alpha Pre"]);
    expect(ctx.lastTopPicks.map((p) => p.name)).toEqual(["Sleep One"]);
    expect(ctx.isFollowUp).toBe(false);
    const none = buildChatContext({ message: "hello", history: [], state: { ...EMPTY_CONVERSATION, lastCategory: "vitamins" }, picks });
    expect(none.topPicks).toEqual([]);
    expect(none.lastTopPicks).toEqual([]);
    const noPicks = buildChatContext({ message: "best pre-workout", history: [], state: { ...EMPTY_CONVERSATION, lastCategory: "sleep" }, picks: null });
    expect(noPicks.topPicks).toEqual([]);
    expect(noPicks.lastTopPicks).toEqual([]);
  });

  it("cuts long history entries and keeps the last hundred suggested names", () => {
    const suggested = Array.from({ length: 120 }, (_, i) => `Name ${i}`);
    const ctx = buildChatContext({
      message: "more",
      history: [{ role: "user", content: "x".repeat(3500) }],
      state: { ...EMPTY_CONVERSATION, previouslySuggested: suggested },
      picks: null,
    });
    expect(ctx.conversationHistory[0].content).toBe("x".repeat(3000));
    expect(ctx.isFollowUp).toBe(true);
    expect(ctx.previouslySuggested).toEqual(suggested.slice(20));
  });
});

describe("offline replies in detail", () => {
  const preWorkout = [pick("Alpha Pre", true), pick("Bravo Pre"), pick("Charlie Pre", true), pick("Delta Pre")];

  it("a stim preference keeps the stim picks", () => {
    const ctx = chatContextSchema.parse({ category: "pre-workout", topPicks: preWorkout, stimulantPreference: "stim" });
    expect(offlineReply("best pre-workout", ctx)).toBe("Overall, our top pre-workout supplements are: 1) Alpha Pre 2) Charlie Pre");
  });

  it("no category, or no picks for it, is out of scope", () => {
    expect(offlineReply("hello", chatContextSchema.parse({ topPicks: preWorkout }))).toBe(OUT_OF_SCOPE_REPLY);
    expect(offlineReply("best sleep aid", chatContextSchema.parse({ category: "sleep" }))).toBe(OUT_OF_SCOPE_REPLY);
  });

  it("more options gives at most two new names", () => {
    const ctx = chatContextSchema.parse({ category: "pre-workout", topPicks: preWorkout, isMoreOptionsRequest: true, previouslySuggested: ["alpha pre"] });
    expect(offlineReply("more options", ctx)).toBe("Here are other excellent pre-workout supplements: Bravo Pre and Charlie Pre.");
    const seen = chatContextSchema.parse({ ...ctx, previouslySuggested: preWorkout.map((p) => p.name) });
    expect(offlineReply("more options", seen)).toBe(NO_MORE_OPTIONS_REPLY);
  });

  it("asks stim or no-stim only when the picks are mixed", () => {
    const allStim = chatContextSchema.parse({ category: "pre-workout", topPicks: [pick("Alpha Pre", true), pick("Charlie Pre", true)] });
    expect(offlineReply("best pre-workout", allStim)).toBe("Overall, our top pre-workout supplements are: 1) Alpha Pre 2) Charlie Pre");
    const noStim = chatContextSchema.parse({ category: "pre-workout", topPicks: [pick("Bravo Pre"), pick("Delta Pre")] });
    expect(offlineReply("best pre-workout", noStim)).toBe("Overall, our top pre-workout supplements are: 1) Bravo Pre 2) Delta Pre");
  });
});

describe("intent rules", () => {
  it("the first keyword in the text wins, the earlier in the map on a tie", () => {
    expect(detectCategory("sleep and protein")).toBe("sleep");
    expect(detectCategory("protein then sleep")).toBe("protein-recovery");
    expect(detectCategory("multivitamin")).toBe("vitamins");
  });

  it.each([
    ["No stim!!", "no-stim"],
    [" stim. ", "stim"],
    ["no stim?!", "no-stim"],
    ["stim !", "stim"],
    ["with. stim", null],
    ["stim.x", null],
  ])("short stim answer %j -> %s", (message, preference) => {
    expect(detectStimulantPreference(message)).toBe(preference);
  });

  it.each([
    ["a nonstim pre-workout", "no-stim"],
    ["stimulant-free please", "no-stim"],
    ["stimulant free please", "no-stim"],
    ["stim free please", "no-stim"],
    ["high-stim please", "stim"],
    ["full stim please", "stim"],
    ["a stim preworkout", "stim"],
    ["a stim pre-workout", "stim"],
    ["stim", null],
  ])("stim preference inside a question %j -> %s", (message, preference) => {
    expect(inlineStimulantPreference(message)).toBe(preference);
  });

  it("is in scope by a category keyword alone", () => {
    expect(isInScope("hydrate")).toBe(true);
    expect(isInScope("wellness")).toBe(true);
    expect(isInScope("the weather")).toBe(false);
  });

  it.each([
    ["Is this BANNED?", true],
    ["will I pop positive", true],
    ["drug tests at my unit", true],
    ["what is the best protein", false],
  ])("safety question %j -> %s", (message, safety) => {
    expect(isSafetyQuestion(message)).toBe(safety);
  });
});

describe("condition and duty rules", () => {
  it("an unknown id is an error that names it", () => {
    expect(() => conditionRule("nope" as ConditionId)).toThrow("no rule for condition nope");
    expect(() => dutyRule("nope" as DutyId)).toThrow("no rule for duty nope");
    expect(conditionRule("ssri").id).toBe("ssri");
    expect(dutyRule("heat").id).toBe("heat");
  });
});
