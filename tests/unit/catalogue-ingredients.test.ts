import { describe, expect, it } from "vitest";
import {
  caffeineFromLabel,
  detailedIngredients,
  formatPercent,
  isAnnotation,
  isPartialLabel,
  isProprietaryBlend,
  nutrientOf,
  parseIngredientLine,
  parseKeyIngredients,
} from "~/domain/catalogue/ingredients";

describe("research annotations among label lines", () => {
  it("are lines that start with a bracket or the word Also, and nothing else", () => {
    expect(["  (partial panel)", "Also: B vitamins", "Caffeine(natural) 200 mg", "Sodium 300 mg, also from sea salt"].map(isAnnotation)).toEqual([true, true, false, false]);
  });

  it("mark a label partial, as does a line saying part of it was not captured", () => {
    expect(isPartialLabel(["Caffeine 200 mg", "(partial panel)"])).toBe(true);
    expect(isPartialLabel(["Caffeine 200 mg", "Sodium amount not captured"])).toBe(true);
    expect(isPartialLabel(["Caffeine 200 mg", "Sodium 300 mg"])).toBe(false);
  });
});

describe("one ingredient line", () => {
  it("collapses runs of spaces and strips punctuation left around the name", () => {
    expect(parseIngredientLine("-- Beet  root extract 5 g")).toEqual({ name: "Beet root extract", amount: "5 g", note: null });
  });

  it("closes up the space inside an estimate", () => {
    expect(parseIngredientLine("Sodium ~ 500 mg").amount).toBe("~500 mg");
  });

  it("keeps a bracketed text after a leading amount as the name when no words come first", () => {
    expect(parseIngredientLine("10 g (cane syrup)")).toEqual({ name: "(cane syrup)", amount: "10 g", note: null });
  });

  it("splits a line on + only when every part has an amount", () => {
    expect(parseKeyIngredients(["Creatine 5 g + electrolytes"])).toEqual([{ name: "Creatine", amount: "5 g", note: "+ electrolytes" }]);
    expect(parseKeyIngredients(["Creatine 5 g + Sodium 200 mg"])).toEqual([
      { name: "Creatine", amount: "5 g", note: null },
      { name: "Sodium", amount: "200 mg", note: null },
    ]);
  });
});

describe("proprietary blends", () => {
  it("see the word proprietary in the note", () => {
    expect(isProprietaryBlend(parseIngredientLine("Energy 1 g (proprietary)"))).toBe(true);
  });

  it("count as disclosed only when every part in brackets has an amount, ignoring an empty part", () => {
    expect(isProprietaryBlend(parseIngredientLine("BCAA blend 3 g (L-leucine 2 g,L-valine 1 g,)"))).toBe(false);
    expect(isProprietaryBlend(parseIngredientLine("Energy blend 1 g (caffeine 100 mg, green tea)"))).toBe(true);
  });
});

describe("nutrients and their Daily Value", () => {
  it("recognises a nutrient name with spaces around it", () => {
    expect(nutrientOf("  Zinc (as picolinate) ")?.id).toBe("zinc");
  });

  it("reads decimals, micrograms written µg, grams and milligrams", () => {
    const percents = detailedIngredients(["Vitamin B6 0.85 mg", "Vitamin B12 2.4 µg", "Calcium 1.3 g", "Zinc 11 mg"]).map((i) => i.dailyValue);
    expect(percents).toEqual(["50%", "100%", "100%", "100%"]);
  });

  it("writes a percent under 1 as <1%, and 1 as 1%", () => {
    expect([formatPercent(0.5), formatPercent(1), formatPercent(99.5)]).toEqual(["<1%", "1%", "100%"]);
  });

  it("keeps a label's several strengths together as the amount, with no Daily Value for any one", () => {
    expect(parseIngredientLine("Sodium 450 mg (Regular) / 920 mg (Salty)")).toEqual({ name: "Sodium", amount: "450 mg (Regular) / 920 mg (Salty)", note: null });
    expect(detailedIngredients(["Sodium 450 mg (Regular) / 920 mg (Salty)"])[0].dailyValue).toBe(null);
    expect(detailedIngredients(["Sodium 460 mg (electrolyte blend)"])[0].dailyValue).toBe("20%");
  });

  it("gives no Daily Value for an ingredient that is not a vitamin or mineral", () => {
    expect(detailedIngredients(["Caffeine 200 mg"])).toEqual([
      { name: "Caffeine", amount: "200 mg", note: null, militaryBenefit: "Improves alertness and reaction time, including during sleep loss.", dailyValue: null },
    ]);
  });
});

describe("caffeine from the label", () => {
  it("adds up exact milligram amounts, decimals and thousands included", () => {
    expect(caffeineFromLabel(["Caffeine anhydrous 200 mg", "Natural caffeine 50 mg"])).toBe(250);
    expect(caffeineFromLabel(["Caffeine 12.25 mg"])).toBe(12.25);
    expect(caffeineFromLabel(["Caffeine 1,000 mg"])).toBe(1000);
  });

  it("does not count an estimate", () => {
    expect(caffeineFromLabel(["Caffeine ~200 mg"])).toBe(null);
  });
});
