import { describe, expect, it } from "vitest";
import { chatContextSchema } from "~/domain/chat/context";
import { DSHEA_DISCLAIMER, LOT_NUMBER_REMINDER, OFFLINE_TOAST } from "~/domain/chat/copy";
import { CHAT_HISTORY_KEY, historyToStore, parseStoredHistory } from "~/domain/chat/history";
import { offlineReply } from "~/domain/chat/offline";
import { topPick } from "./chat-fixtures";

const pick = topPick;
const preWorkout = [pick("Alpha Pre", true), pick("Bravo Pre"), pick("Charlie Pre", true), pick("Delta Pre")];
const sleep = [pick("Sleep One"), pick("Sleep Two"), pick("Sleep Three"), pick("Sleep Four")];

describe("offline replies (docs/product.md §5.7, word for word)", () => {
  it("category and more-options: up to 2 names not yet suggested", () => {
    const ctx = chatContextSchema.parse({
      category: "sleep",
      topPicks: sleep,
      isMoreOptionsRequest: true,
      previouslySuggested: ["Sleep One", "Sleep Two"],
    });
    expect(offlineReply("more sleep options", ctx)).toBe(
      "Here are other excellent sleep supplements: Sleep Three and Sleep Four.",
    );
  });
  it("more-options with nothing left", () => {
    const ctx = chatContextSchema.parse({
      lastCategory: "sleep",
      lastTopPicks: sleep,
      isMoreOptionsRequest: true,
      previouslySuggested: sleep.map((p) => p.name),
    });
    expect(offlineReply("any other options?", ctx)).toBe(
      "You've seen our top recommendations! Check the full category page for more options.",
    );
  });
  it("category only", () => {
    const ctx = chatContextSchema.parse({ category: "pre-workout", topPicks: preWorkout });
    expect(offlineReply("Best pre-workout?", ctx)).toBe(
      "Are you looking for stim or no-stim? Overall, our top pre-workout supplements are: 1) Alpha Pre 2) Bravo Pre 3) Charlie Pre",
    );
  });
  it("category only with a known preference filters and skips the question", () => {
    const ctx = chatContextSchema.parse({ category: "pre-workout", topPicks: preWorkout, stimulantPreference: "no-stim" });
    expect(offlineReply("pre-workout", ctx)).toBe("Overall, our top pre-workout supplements are: 1) Bravo Pre 2) Delta Pre");
  });
  it("a category with no stim products is not asked the stim question", () => {
    const ctx = chatContextSchema.parse({ category: "sleep", topPicks: sleep });
    expect(offlineReply("Help with sleep", ctx)).toBe(
      "Overall, our top sleep supplements are: 1) Sleep One 2) Sleep Two 3) Sleep Three",
    );
  });
  it("only pre-workout gets the stim question", () => {
    const hydration = [pick("Salt Caps + Caffeine", true), pick("Electrolyte Mix"), pick("Hydration Tabs")];
    const ctx = chatContextSchema.parse({ category: "hydration", topPicks: hydration });
    expect(offlineReply("electrolytes", ctx)).toBe(
      "Overall, our top hydration products are: 1) Salt Caps + Caffeine 2) Electrolyte Mix 3) Hydration Tabs",
    );
  });
  it("otherwise", () => {
    expect(offlineReply("hello", chatContextSchema.parse({}))).toBe(
      "I'm here to help with supplement recommendations. What category interests you?",
    );
  });
  it("toast text", () => {
    expect(OFFLINE_TOAST).toEqual({
      title: "Using Offline Mode",
      description: "AI temporarily unavailable, showing our top recommendations.",
    });
  });
  it("disclaimer and lot-number reminder", () => {
    expect(DSHEA_DISCLAIMER).toContain("not been evaluated by the Food and Drug Administration");
    expect(DSHEA_DISCLAIMER).toContain("not intended to diagnose, treat, cure, or prevent any disease");
    expect(LOT_NUMBER_REMINDER).toContain("lot number");
  });
});

describe("stored history (docs/product.md §5.2)", () => {
  const msg = (i: number) => ({ id: `m${i}`, role: i % 2 ? "assistant" : "user", content: `c${i}`, timestamp: i });
  it("uses the chat-history key and keeps the last 10", () => {
    expect(CHAT_HISTORY_KEY).toBe("chat-history");
    const stored = JSON.stringify(Array.from({ length: 14 }, (_, i) => msg(i)));
    expect(parseStoredHistory(stored).map((m) => m.id)).toEqual(["m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "m12", "m13"]);
  });
  it("ignores unparsable or malformed history", () => {
    expect(parseStoredHistory("{not json")).toEqual([]);
    expect(parseStoredHistory(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseStoredHistory(JSON.stringify([{ id: "x", role: "robot", content: "", timestamp: 1 }]))).toEqual([]);
    expect(parseStoredHistory(null)).toEqual([]);
  });
  it("does not store empty assistant placeholders", () => {
    expect(historyToStore([{ id: "a", role: "assistant", content: "", timestamp: 1 }])).toEqual([]);
  });
});
