import { describe, expect, it } from "vitest";
import { BUNDLED_LIST } from "~/.server/prohibited-list";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { applyListSchema, withdrawalSchema } from "~/domain/safety/admin-schemas";
import { checkIngredients, ingredientCheckQuerySchema } from "~/domain/safety/check";
import type { UpperLimit } from "~/domain/safety/limits-table";
import { servingAmounts } from "~/domain/safety/product-cautions";
import { createProhibitedMatcher } from "~/domain/safety/matcher";
import { screenRedFlags } from "~/domain/safety/red-flags";

/** One serving's amount of an upper-limited nutrient, read from label lines by the one label parser. */
function amount(lines: string[], id: UpperLimit["id"]): number | null {
  return servingAmounts({ keyIngredients: lines }).find((a) => a.limit.id === id)?.amount ?? null;
}

describe("the amount of a nutrient in one serving", () => {
  it("reads vitamin D in IU, or in mcg at 40 IU each", () => {
    expect(amount(["Vitamin D3 (cholecalciferol) 5,000 IU"], "vitamin-d")).toBe(5000);
    expect(amount(["Vitamin D3 50 mcg"], "vitamin-d")).toBe(2000);
    expect(amount(["Cholecalciferol 12.5 mcg"], "vitamin-d")).toBe(500);
    // Both printed: the first amount is the label's own figure.
    expect(amount(["Vitamin D3 50 mcg (2,000 IU)"], "vitamin-d")).toBe(2000);
  });

  it("adds up every line that names the nutrient", () => {
    expect(amount(["Vitamin D3 1,000 IU", "Fish oil 1,200 mg", "vitamin d 1,000 IU"], "vitamin-d")).toBe(2000);
    expect(amount(["Magnesium (as magnesium glycinate) 120 mg elemental", "Zinc 15 mg", "Magnesium 80 mg"], "magnesium")).toBe(200);
    expect(amount(["Vitamin K1 1,000 mcg + Zinc 15 mg"], "zinc")).toBe(15);
  });

  it("reads decimals, thousands separators, grams and figures tight against their unit or the name's colon", () => {
    expect(amount(["Zinc 30 mg"], "zinc")).toBe(30);
    expect(amount(["Magnesium 1,000.5 mg"], "magnesium")).toBe(1000.5);
    expect(amount(["Magnesium 2 g"], "magnesium")).toBe(2000);
    expect(amount(["Vitamin D3:2000IU"], "vitamin-d")).toBe(2000);
    expect(amount(["Vitamin D3:12.25mcg"], "vitamin-d")).toBe(490);
    expect(amount(["Magnesium:120.25mg"], "magnesium")).toBe(120.25);
  });

  it("knows nothing when no line names the nutrient or gives its exact amount", () => {
    expect(amount([], "vitamin-d")).toBeNull();
    expect(amount(["Creatine monohydrate 5 g"], "magnesium")).toBeNull();
    expect(amount(["Vitamin D3"], "vitamin-d")).toBeNull();
    expect(amount(["Magnesium ~300-350 mg"], "magnesium")).toBeNull();
    // "zincum" is not the nutrient's word; a line about another ingredient is not its amount.
    expect(amount(["Zincum 10 mg"], "zinc")).toBeNull();
    expect(amount(["Fish oil 1,200 mg (with vitamin D)"], "vitamin-d")).toBeNull();
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
    expect(hits[1]).toEqual({ id: "geranium", label: geranium?.label, found: "Geranium", foundAll: ["Geranium"], concern: geranium?.concern, verdict: "stop", source: geranium?.source });
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

  it("counts one substance once however many of its names one line gives, and keeps others apart", () => {
    const matcher = listMatcher();
    const geranium = RED_FLAGS.find((f) => f.id === "geranium");
    for (const line of ["1,3-dimethylamylamine (geranium extract)", "DMAA (geranium stem extract) 40 mg", "Geranium stem extract (Pelargonium graveolens) (1,3-DMAA)"]) {
      const result = checkIngredients(matcher, RED_FLAGS, new Map(), line);
      expect(result.hits.map((h) => [h.entryName, h.alsoWritten?.map((f) => f.id)])).toEqual([["DMAA (1,3)", ["geranium"]]]);
      expect(result.redFlags).toEqual([]);
    }
    const alone = checkIngredients(matcher, RED_FLAGS, new Map(), "geranium stem extract");
    expect([alone.hits, alone.redFlags.map((f) => [f.id, f.verdict])]).toEqual([[], [["geranium", geranium?.verdict]]]);
    const distinct = checkIngredients(matcher, RED_FLAGS, new Map(), "geranium extract, DMHA 100 mg");
    expect(distinct.hits.map((h) => [h.entryName, h.alsoWritten])).toEqual([["DMHA", undefined]]);
    expect(distinct.redFlags.map((f) => f.id)).toEqual(["geranium"]);
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
