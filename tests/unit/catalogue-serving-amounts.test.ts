import { describe, expect, it } from "vitest";
import { listsNutrient, mineralMg, omega3Mg, proteinGrams, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import type { DetailedIngredient } from "~/domain/catalogue/types";

function label(...lines: [name: string, amount: string | null][]): { detailedIngredients: DetailedIngredient[] } {
  return { detailedIngredients: lines.map(([name, amount]) => ({ name, amount, note: null, militaryBenefit: null, dailyValue: null })) };
}

describe("whether a label lists a nutrient", () => {
  it("counts a line naming the nutrient, with or without an amount", () => {
    expect(listsNutrient(label(["Magnesium (as citrate)", null]), "magnesium")).toBe(true);
    expect(listsNutrient(label(["Melatonin", "3 mg"]), "magnesium")).toBe(false);
  });
});

describe("milligrams of a mineral per serving", () => {
  it("adds up the exact amounts of every line, converting grams and micrograms, and skips estimates, IU and trailing words", () => {
    const magnesium = label(
      ["Magnesium", "100 mg"],
      ["Magnesium (as oxide)", "0.05 g"],
      ["Magnesium", "500 mcg"],
      ["Magnesium", "10 IU"],
      ["Magnesium", "~50 mg"],
      ["Magnesium", "100 mg elemental"],
    );
    expect(mineralMg(magnesium, "magnesium")).toBe(150.5);
  });

  it("reads micrograms written µg", () => {
    expect(mineralMg(label(["Zinc", "500 µg"]), "zinc")).toBe(0.5);
  });

  it("is null when no line of the mineral has an exact amount", () => {
    expect(mineralMg(label(["Sodium", "~500-560 mg"], ["Zinc", "11 mg"]), "sodium")).toBe(null);
  });
});

describe("vitamin D per serving in IU", () => {
  it("adds IU, micrograms at 40 IU each and milligrams, skipping estimates and grams", () => {
    const vitaminD = label(["Vitamin D3", "1,000 IU"], ["Vitamin D", "25 mcg"], ["Vitamin D3 (cholecalciferol)", "0.025 mg"], ["Vitamin D", "~400 IU"], ["Vitamin D", "1 g"]);
    expect(vitaminDIu(vitaminD)).toBe(3000);
  });

  it("is null when no line has an exact amount", () => {
    expect(vitaminDIu(label(["Vitamin D3", null]))).toBe(null);
  });
});

describe("grams of protein per serving", () => {
  const grams = (line: string) => proteinGrams({ keyIngredients: [line] });

  it("reads the grams stated before the word protein", () => {
    expect(["Whey protein isolate - 21 g protein per serving", "Whey isolate 12.25 g protein", "Collagen 21g protein"].map(grams)).toEqual([21, 12.25, 21]);
  });

  it("reads a line that starts with protein", () => {
    expect(["Protein 11 g", "Protein 12.5 g", "Protein  11g"].map(grams)).toEqual([11, 12.5, 11]);
  });

  it("does not read a line where protein follows another word and an amount follows it", () => {
    expect(grams("Pea protein 20 g")).toBe(null);
  });

  it("takes the first line that states the protein", () => {
    expect(proteinGrams({ keyIngredients: ["Creatine 5 g", "Protein 20 g", "Protein 30 g"] })).toBe(20);
    expect(proteinGrams({ keyIngredients: [] })).toBe(null);
  });
});

describe("omega-3 per serving in mg", () => {
  it("takes the label's total omega-3 where given", () => {
    expect(omega3Mg(label(["Total omega-3", "1,200 mg"], ["EPA", "600 mg"], ["DHA", "400 mg"]))).toBe(1200);
  });

  it("otherwise adds EPA and DHA, read only from lines that start with them", () => {
    expect(omega3Mg(label(["Fish oil (EPA-rich)", "2,000 mg"], ["Marine total omega-3", "900 mg"], ["EPA", "600 mg"], ["DHA", "0.4 g"]))).toBe(1000);
  });

  it("counts a missing EPA or DHA as none, and ignores an amount in IU", () => {
    expect(omega3Mg(label(["Total omega-3", "500 IU"], ["EPA", "600 mg"]))).toBe(600);
    expect(omega3Mg(label(["DHA", "500 mg"]))).toBe(500);
  });

  it("is null without EPA, DHA or a total", () => {
    expect(omega3Mg(label(["Fish oil", "1,000 mg"]))).toBe(null);
  });
});
