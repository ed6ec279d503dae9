import { describe, expect, it } from "vitest";
import {
  afterAssistantReply,
  afterUserMessage,
  buildChatContext,
  canSend,
  chatContextSchema,
  chatRequestSchema,
  conversationFromMessages,
  EMPTY_CONVERSATION,
  resolveCategory,
  type TopPick,
} from "~/domain/chat/context";
import { extractSuggestedNames, mentionedPrimaryCategories } from "~/domain/chat/extract";

const pick = (id: string, name: string, brand: string, isStim = false): TopPick => ({
  id,
  name,
  brand,
  pricePerServing: 1.5,
  hasNSF: true,
  hasUSP: false,
  hasInformed: false,
  certifications: ["NSF Certified for Sport"],
  isStim,
});

describe("previously-suggested names from numbered lists (docs/product.md §5.5)", () => {
  it("reads bold names from a numbered list", () => {
    const reply = [
      "Here are our top picks:",
      "",
      "1. **Klean Pre-Workout (Lemon Tea)** by Klean Athlete — clean energy. $2.53 per serving.",
      "2. **Advanced Pre-Workout** by Thorne — NSF Certified for Sport.",
    ].join("\n");
    expect(extractSuggestedNames(reply)).toEqual(["Klean Pre-Workout (Lemon Tea)", "Advanced Pre-Workout"]);
  });
  it("reads plain names up to a dash, colon or 'by'", () => {
    expect(extractSuggestedNames("1. Creatine Monohydrate - great value\n2) Whey Isolate: fast\n3. Omega by Nordic")).toEqual([
      "Creatine Monohydrate",
      "Whey Isolate",
      "Omega",
    ]);
  });
  it("reads the inline offline list", () => {
    expect(
      extractSuggestedNames("Overall, our top sleep supplements are: 1) Sleep Aid 2) Magnesium Bisglycinate 3) ZMA"),
    ).toEqual(["Sleep Aid", "Magnesium Bisglycinate", "ZMA"]);
  });
  it("drops names of two characters or fewer and duplicates", () => {
    expect(extractSuggestedNames("1. AB\n2. **Whey**\n3. **Whey**\n4. Zz")).toEqual(["Whey"]);
  });
  it("strips markdown links and ignores prices and prose", () => {
    expect(extractSuggestedNames("1. **[Whey Isolate](/compare/x)** — $1.25 per serving")).toEqual(["Whey Isolate"]);
    expect(extractSuggestedNames("It costs $1.25 per serving and 2.5 g of creatine.")).toEqual([]);
  });
  it("accumulates across replies without duplicates", () => {
    let state = afterAssistantReply(EMPTY_CONVERSATION, "1. **Alpha**\n2. **Bravo**");
    state = afterAssistantReply(state, "1. **Bravo**\n2. **Charlie**");
    expect(state.previouslySuggested).toEqual(["Alpha", "Bravo", "Charlie"]);
  });
});

describe("View {category} links", () => {
  const picks = "\n\n1. **Alpha Blend** by Bravo — why it fits.";
  it("finds primary categories by name, in order, in a reply with picks", () => {
    expect(mentionedPrimaryCategories(`Our **Vitamins** and **Pre-Workout** picks:${picks}`).map((c) => c.id)).toEqual(["vitamins", "pre-workout"]);
    expect(mentionedPrimaryCategories(`our top protein and recovery supplements are:${picks}`).map((c) => c.id)).toEqual(["protein-recovery"]);
  });
  it("ignores non-primary categories and partial words", () => {
    expect(mentionedPrimaryCategories(`Sleep and Hydration picks with Vitamin D:${picks}`)).toEqual([]);
  });
  it("gives a reply without picks no category link, even one that names a category", () => {
    expect(mentionedPrimaryCategories("Stop the pre-workout and get care now if your chest hurts.")).toEqual([]);
    expect(mentionedPrimaryCategories("So no product picks from me: ask your prescriber about Pre-Workout or Vitamins first.")).toEqual([]);
  });
});

describe("chat context (docs/product.md §5.2) and limits", () => {
  it("accepts an empty context and fills defaults", () => {
    const ctx = chatContextSchema.parse({});
    expect(ctx).toMatchObject({ category: null, topPicks: [], isFollowUp: false, stimulantPreference: null });
  });
  it("rejects a malformed context", () => {
    expect(chatContextSchema.safeParse({ category: "candy" }).success).toBe(false);
    expect(chatContextSchema.safeParse({ topPicks: [{ id: 1 }] }).success).toBe(false);
    expect(chatContextSchema.safeParse({ stimulantPreference: "maybe" }).success).toBe(false);
    expect(
      chatContextSchema.safeParse({ conversationHistory: Array(7).fill({ role: "user", content: "x" }) }).success,
    ).toBe(false);
  });
  it("message must be non-blank and at most 2000 characters", () => {
    expect(chatRequestSchema.safeParse({ message: "   " }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: "x".repeat(2001) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: "x".repeat(2000) }).success).toBe(true);
  });
  it("send is disabled while empty or busy", () => {
    expect(canSend("", false)).toBe(false);
    expect(canSend("  \n ", false)).toBe(false);
    expect(canSend("hi", true)).toBe(false);
    expect(canSend("hi", false)).toBe(true);
  });

  it("builds the context: history of 6, picks, brands, flags", () => {
    const history = Array.from({ length: 9 }, (_, i) => ({
      role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
      content: `m${i}`,
    }));
    const picks = { "pre-workout": [pick("a", "Alpha", "Acme", true), pick("b", "Bravo", "Acme"), pick("c", "Charlie", "Beta")] };
    const state = { lastCategory: "sleep" as const, stimulantPreference: null, previouslySuggested: ["Alpha"] };
    const ctx = buildChatContext({ message: "Any other pre-workout options?", history, state, picks });
    expect(ctx.conversationHistory.map((h) => h.content)).toEqual(["m3", "m4", "m5", "m6", "m7", "m8"]);
    expect(ctx.category).toBe("pre-workout");
    expect(ctx.allowedProductIds).toEqual(["a", "b", "c"]);
    expect(ctx.allowedBrands).toEqual(["Acme", "Beta"]);
    expect(ctx.lastCategory).toBe("sleep");
    expect(ctx.isFollowUp).toBe(true);
    expect(ctx.isMoreOptionsRequest).toBe(true);
    expect(ctx.previouslySuggested).toEqual(["Alpha"]);
    expect(chatContextSchema.safeParse(ctx).success).toBe(true);
  });

  it("remembers the detected category and the stim preference", () => {
    let state = afterUserMessage(EMPTY_CONVERSATION, "Best pre-workout?");
    expect(state.lastCategory).toBe("pre-workout");
    state = afterUserMessage(state, "no stim");
    expect(state).toMatchObject({ lastCategory: "pre-workout", stimulantPreference: "no-stim" });
    const ctx = buildChatContext({ message: "stim", history: [], state, picks: null });
    expect(ctx.stimulantPreference).toBe("stim");
    expect(resolveCategory("stim", ctx)).toBe("pre-workout");
  });

  it("rebuilds state from stored messages", () => {
    const state = conversationFromMessages([
      { role: "user", content: "Help with sleep" },
      { role: "assistant", content: "1. **Sleep Aid** by X\n2. **ZMA Plus** by Y" },
    ]);
    expect(state).toEqual({ lastCategory: "sleep", stimulantPreference: null, previouslySuggested: ["Sleep Aid", "ZMA Plus"] });
  });

  it("a follow-up without a category stays unresolved unless it continues the topic", () => {
    const ctx = chatContextSchema.parse({ lastCategory: "sleep", isFollowUp: true });
    expect(resolveCategory("thanks!", ctx)).toBeNull();
    expect(resolveCategory("any other options?", ctx)).toBe("sleep");
  });
});
