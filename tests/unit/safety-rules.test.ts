import { describe, expect, it } from "vitest";
import { BUNDLED_LIST } from "~/.server/prohibited-list";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { applyListSchema, withdrawalSchema } from "~/domain/safety/admin-schemas";
import { checkIngredients, ingredientCheckQuerySchema } from "~/domain/safety/check";
import { amountPerServing, UPPER_LIMITS, type UpperLimit } from "~/domain/safety/intake-limits";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import { screenRedFlags } from "~/domain/safety/red-flags";

function limit(nutrient: string): UpperLimit {
  const found = UPPER_LIMITS.find((l) => l.nutrient === nutrient);
  if (!found) throw new Error(`no upper limit for ${nutrient}`);
  return found;
}

describe("the amount of a nutrient in one serving", () => {
  const vitaminD = limit("vitamin D");
  const magnesium = limit("magnesium");
  const zinc = limit("zinc");

  it("reads vitamin D in IU, or in mcg at 40 IU each", () => {
    expect(amountPerServing(["Vitamin D3 (cholecalciferol) 5,000 IU"], vitaminD)).toBe(5000);
    expect(amountPerServing(["Vitamin D3 50 mcg"], vitaminD)).toBe(2000);
    // Both printed: the IU figure is the one read.
    expect(amountPerServing(["Vitamin D3 50 mcg (2,500 IU)"], vitaminD)).toBe(2500);
    expect(amountPerServing(["Cholecalciferol 12.5 mcg"], vitaminD)).toBe(500);
  });

  it("adds up every line that names the nutrient, and reads only the amount after its name", () => {
    expect(amountPerServing(["Vitamin D3 1,000 IU", "Fish oil 1,200 mg", "vitamin d 1,000 IU"], vitaminD)).toBe(2000);
    expect(amountPerServing(["EPA 650 mg, DHA 450 mg, Vitamin D3 1,000 IU"], vitaminD)).toBe(1000);
    expect(amountPerServing(["Magnesium (as magnesium glycinate) 120 mg elemental", "Zinc 15 mg", "Magnesium 80 mg"], magnesium)).toBe(200);
  });

  it("takes a milligram figure only near the nutrient's name", () => {
    expect(amountPerServing(["Zinc 30 mg"], zinc)).toBe(30);
    const far = `Zinc (as ${"a very long chelate description ".repeat(3)}) 30 mg`;
    expect(far.indexOf("30 mg")).toBeGreaterThan(60);
    expect(amountPerServing([far], zinc)).toBeNull();
    // Decimals and thousands separators.
    expect(amountPerServing(["Magnesium 1,000.5 mg"], magnesium)).toBe(1000.5);
  });

  it("reads figures written tight against their unit or the name's colon, with two decimals", () => {
    expect(amountPerServing(["Vitamin D3:2000IU"], vitaminD)).toBe(2000);
    expect(amountPerServing(["Vitamin D3:12.25mcg"], vitaminD)).toBe(490);
    expect(amountPerServing(["Magnesium:120.25mg"], magnesium)).toBe(120.25);
    // An amount printed before the name belongs to another ingredient.
    expect(amountPerServing(["Vitamin A 900 IU, Vitamin D 400 IU"], vitaminD)).toBe(400);
    // 60 characters from the name is still near; the figure starting at the 61st is not.
    expect(amountPerServing([`Zinc${" ".repeat(55)}15 mg`], zinc)).toBe(15);
    expect(amountPerServing([`Zinc${" ".repeat(56)}15 mg`], zinc)).toBeNull();
  });

  it("knows nothing when no line names the nutrient or gives its amount", () => {
    expect(amountPerServing([], vitaminD)).toBeNull();
    expect(amountPerServing(["Creatine monohydrate 5 g"], magnesium)).toBeNull();
    expect(amountPerServing(["Vitamin D3"], vitaminD)).toBeNull();
    expect(amountPerServing(["Magnesium 2 g"], magnesium)).toBeNull();
    // "zincum" and "magnesiums" are not the nutrient's word.
    expect(amountPerServing(["Zincum 10 mg"], zinc)).toBeNull();
  });
});

describe("red-flag terms", () => {
  it("finds each term once, in order of appearance, as written", () => {
    const hits = screenRedFlags("Contains Synephrine and Geranium oil; also geranium extract.", RED_FLAGS);
    expect(hits.map((h) => [h.id, h.found])).toEqual([
      ["bitter-orange", "Synephrine"],
      ["geranium", "Geranium"],
    ]);
    const geranium = RED_FLAGS.find((f) => f.id === "geranium");
    expect(hits[1]).toEqual({ id: "geranium", label: geranium?.label, found: "Geranium", concern: geranium?.concern, source: geranium?.source });
  });

  it("finds nothing in a clean label", () => {
    expect(screenRedFlags("Creatine monohydrate 5 g, sodium 200 mg", RED_FLAGS)).toEqual([]);
  });
});

describe("the ingredient checker's answer", () => {
  // Built inside each test, not while the file loads, so the tests are known to reach the matcher's build.
  const listMatcher = () => createProhibitedMatcher(BUNDLED_LIST);

  it("screens the text, searches it as a name when short, and adds red flags and the list it used", () => {
    const matcher = listMatcher();
    const result = checkIngredients(matcher, RED_FLAGS, new Map(), "DMAA");
    expect(result.query).toBe("DMAA");
    expect(result.hits.map((h) => h.found)).toEqual(["DMAA"]);
    expect(result.matches.length).toBeGreaterThan(0);
    expect(result.matches[0]?.entryName).toBe(result.hits[0]?.entryName);
    expect(result.redFlags).toEqual([]);
    expect(result.list).toEqual(matcher.info());
  });

  it("searches names only in queries of at most 80 characters", () => {
    const matcher = listMatcher();
    const padded = (length: number) => `DMAA${" ".repeat(length - 4)}`;
    expect(checkIngredients(matcher, RED_FLAGS, new Map(), padded(80)).matches.length).toBeGreaterThan(0);
    expect(checkIngredients(matcher, RED_FLAGS, new Map(), padded(81)).matches).toEqual([]);
    expect(checkIngredients(matcher, RED_FLAGS, new Map(), padded(81)).hits.map((h) => h.found)).toEqual(["DMAA"]);
  });

  it("asks for a query of 1 to 5,000 characters, trimmed", () => {
    expect(ingredientCheckQuerySchema.parse({ q: "  caffeine " })).toEqual({ q: "caffeine" });
    expect(ingredientCheckQuerySchema.safeParse({ q: "   " }).error?.issues.map((i) => i.message)).toEqual(["Type an ingredient name or paste a label."]);
    expect(ingredientCheckQuerySchema.safeParse({ q: "a".repeat(5000) }).success).toBe(true);
    expect(ingredientCheckQuerySchema.safeParse({ q: "a".repeat(5001) }).error?.issues.map((i) => i.message)).toEqual(["Paste at most 5000 characters."]);
  });
});

describe("the DoD list admin forms", () => {
  it("applies a stored version over the bundled list or a version id", () => {
    expect(applyListSchema.parse({ versionId: "12", baseVersionId: "" })).toEqual({ versionId: "12", baseVersionId: "" });
    expect(applyListSchema.parse({ versionId: "12", baseVersionId: "11" })).toEqual({ versionId: "12", baseVersionId: "11" });
    expect(applyListSchema.safeParse({ versionId: "0", baseVersionId: "" }).error?.issues.map((i) => i.message)).toEqual(["Upload a list first, then apply it."]);
    expect(applyListSchema.safeParse({ versionId: "12", baseVersionId: "x" }).success).toBe(false);
    expect(applyListSchema.safeParse({ versionId: "12345678901", baseVersionId: "" }).success).toBe(false);
  });

  it("records a withdrawal with a catalogue product, an https notice and a day from 2000 to today", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const schema = withdrawalSchema({ productIds: new Set(["klean-isolate"]), now });
    const valid = { productId: "klean-isolate", sourceUrl: " https://www.nsfsport.com/notice ", withdrawnOn: "2026-11-23" };
    expect(schema.parse(valid)).toEqual({ ...valid, sourceUrl: "https://www.nsfsport.com/notice" });
    const messages = (overrides: Record<string, unknown>) => schema.safeParse({ ...valid, ...overrides }).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ productId: "other" })).toEqual(["Choose a product of the catalogue."]);
    expect(messages({ sourceUrl: "http://www.nsfsport.com/notice" })).toEqual(["Give the https address of the certifier's notice."]);
    expect(messages({ withdrawnOn: "2000-01-01" })).toEqual([]);
    expect(messages({ withdrawnOn: "1999-12-31" })).toEqual(["That day is too long ago to be a withdrawal we track."]);
    expect(messages({ withdrawnOn: "2026-11-24" })).toEqual(["That day is in the future."]);
    expect(messages({ withdrawnOn: "23 Nov 2026" })).toEqual(["Give the day it was withdrawn, YYYY-MM-DD."]);
    expect(messages({ note: "x".repeat(301) })).toEqual(["At most 300 characters."]);
  });

  it("names each missing or mistyped withdrawal field, and accepts today at midnight", () => {
    const midnight = Date.UTC(2026, 10, 23);
    const schema = withdrawalSchema({ productIds: new Set(["klean-isolate"]), now: midnight });
    const valid = { productId: "klean-isolate", sourceUrl: "https://www.nsfsport.com/notice", withdrawnOn: "2026-11-23" };
    const messages = (input: Record<string, unknown>) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, withdrawnOn: "2026-11-24" })).toEqual(["That day is in the future."]);
    expect(messages({})).toEqual(["Choose a product.", "Give the https address of the certifier's notice.", "Give the day it was withdrawn, YYYY-MM-DD."]);
    expect(messages({ ...valid, sourceUrl: `https://www.nsfsport.com/${"n".repeat(480)}` })).toEqual(["At most 500 characters."]);
    expect(messages({ ...valid, note: 5 })).toEqual(["The note must be text."]);
  });
});
