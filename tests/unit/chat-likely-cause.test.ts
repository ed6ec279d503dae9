import { describe, expect, it } from "vitest";
import { CHAT_VOCABULARY } from "~/.server/chat/vocabulary";
import type { Supplement } from "~/domain/catalogue/types";
import { COMMON_EFFECTS, EFFECT_IDS } from "~/domain/chat/common-effects";
import { causeText, effectsSaid, readCause } from "~/domain/chat/likely-cause";

/*
 * The likely cause of what someone says happened after a supplement: the effect read from their
 * words, the ingredient from what they named (an ingredient, a product's label, a kind of product,
 * an earlier turn), and the table's row where the two meet.
 */

const read = (normalized: string, more: { namedProductIds?: string[]; earlierAsks?: string[] } = {}, products: Record<string, Pick<Supplement, "name" | "keyIngredients">> = {}) =>
  readCause(
    { normalized, vocabulary: CHAT_VOCABULARY, namedProductIds: more.namedProductIds ?? [], focusProductIds: [], namedBefore: undefined, earlierAsks: more.earlierAsks },
    (id) => (products[id] as Supplement | undefined) ?? null,
  );

describe("the table of common effects", () => {
  it("gives every row a source and an effect of the table", () => {
    expect(COMMON_EFFECTS.filter((row) => row.sources.length === 0 || row.effects.some((e) => !EFFECT_IDS.includes(e))).map((r) => r.ingredient)).toEqual([]);
  });

  it("has words for every effect in the vocabulary", () => {
    const missing = EFFECT_IDS.filter((id) => !CHAT_VOCABULARY.some((c) => c.id === `effect-${id}`));
    expect(missing).toEqual([]);
  });
});

describe("effects read from the person's words", () => {
  it.each([
    ["my face went beet red and hot after my b complex", "flush"],
    ["pee is highlighter yellow since the multi", "yellow-urine"],
    ["been all backed up since the iron pills", "constipation"],
    ["fish oil has me burping fish all day", "fishy-burps"],
    ["wake up groggy on melatonin", "groggy"],
  ])("%s", (text, effect) => {
    expect(effectsSaid({ normalized: text, vocabulary: CHAT_VOCABULARY })).toContain(effect);
  });

  it("reads no effect from a plain request", () => {
    expect(effectsSaid({ normalized: "whats a good magnesium for sleep", vocabulary: CHAT_VOCABULARY })).toEqual([]);
  });
});

describe("the likely cause", () => {
  it("names the ingredient on a named product's label", () => {
    const found = read("ever since the fuse i get pins and needles in my lips", { namedProductIds: ["fuse"] }, { fuse: { name: "Fuse Pre-Workout", keyIngredients: ["Caffeine anhydrous 200 mg", "Beta-alanine 3.2 g"] } });
    expect(found?.causes.map((c) => [c.row.ingredient, c.via.kind])).toEqual([["beta-alanine", "label"]]);
    expect(causeText(found!.causes[0])).toMatch(/^\*\*The beta-alanine in Fuse Pre-Workout is the most likely cause of the pins-and-needles tingle\.\*\*/);
  });

  it("reads a kind of product as its usual ingredients, with the label to check", () => {
    const found = read("my multi turned my pee neon yellow");
    expect(found?.causes.map((c) => [c.row.ingredient, c.via.kind])).toEqual([["riboflavin (vitamin B2)", "kind"]]);
    expect(causeText(found!.causes[0])).toContain("check its label");
  });

  it("finds what was taken in an earlier turn", () => {
    const found = read("update: 3 days in and im having diarrhea", { earlierAsks: ["what's a good magnesium for sleep"] });
    expect(found?.causes.map((c) => c.row.ingredient)).toEqual(["magnesium"]);
  });

  it("does not read an iron-free label as iron", () => {
    const found = read("this makes me constipated", { namedProductIds: ["m"] }, { m: { name: "Basic Nutrients 2/Day", keyIngredients: ["Iron-free", "Magnesium, zinc"] } });
    expect(found?.causes).toEqual([]);
  });

  it("names no cause for an effect no row holds for what was taken", () => {
    const found = read("my tart cherry shot gives me the runs");
    expect(found).toEqual({ effects: ["loose-stools"], taken: false, causes: [] });
  });

  it("names ashwagandha for the drowsiness or stomach trouble it can cause", () => {
    expect(read("ashwagandha has me groggy every morning")?.causes.map((c) => c.row.ingredient)).toEqual(["ashwagandha"]);
    expect(read("started ksm-66 last week and now i get stomach cramps")?.causes.map((c) => c.row.ingredient)).toEqual(["ashwagandha"]);
  });
});
