import { describe, expect, it } from "vitest";
import { alignIngredients, doseRows, ingredientRow, MAX_SIDE_BY_SIDE, MIN_SIDE_BY_SIDE, parseIdsParam } from "~/domain/catalogue/side-by-side";
import type { DetailedIngredient, DoseValue } from "~/domain/catalogue/types";
import { seededCatalogue } from "./priced-catalogue";

function ingredient(name: string, amount: string | null, note: string | null = null): DetailedIngredient {
  return { name, amount, note, militaryBenefit: null, dailyValue: null };
}

function dose(kind: DoseValue["kind"], cost: { costPerDose: number; costPerDoseText: string; perServingText: string | null } | { reason: string | null }): DoseValue {
  if ("costPerDose" in cost) return { kind, doseLabel: "", dosesPerServing: 1, reason: null, ...cost };
  return { kind, doseLabel: "", perServingText: null, dosesPerServing: null, costPerDose: null, costPerDoseText: null, reason: cost.reason };
}

describe("the ids a side-by-side link names", () => {
  it("splits on commas across repeated parameters, trims, lower-cases, drops blanks and repeats, keeping the order given", () => {
    expect(parseIdsParam(["klean-isolate, Klean-D-5000", " ,optimum-gold", "klean-isolate"])).toEqual(["klean-isolate", "klean-d-5000", "optimum-gold"]);
  });

  it("gives no ids for an empty or blank parameter", () => {
    expect(parseIdsParam([])).toEqual([]);
    expect(parseIdsParam([" , ,"])).toEqual([]);
  });

  it("compares 2 to 4 products", () => {
    expect([MIN_SIDE_BY_SIDE, MAX_SIDE_BY_SIDE]).toEqual([2, 4]);
  });
});

describe("the row an ingredient belongs to", () => {
  it("puts the ways labels spell one ingredient on one row, named once", () => {
    const names = [
      "Caffeine anhydrous",
      "Natural caffeine (green coffee bean)",
      "Protein",
      "Whey protein isolate",
      "Protein milk isolate",
      "Hydrolyzed whey",
      "Creatine monohydrate",
      "Beta-alanine",
      "Beta alanine (CarnoSyn)",
      "L-Citrulline",
      "Citrulline malate",
      "Betaine anhydrous",
      "Taurine",
      "L-Theanine",
      " l-theanine ",
      "L-Tyrosine",
      "N-Acetyl-L-Tyrosine",
      "EPA",
      "DHA",
      "Total Omega-3",
      "Melatonin",
      "Alpha-GPC",
      "GABA",
      "5-HTP (Griffonia seed)",
    ];
    expect(names.map(ingredientRow)).toEqual([
      { key: "caffeine", name: "Caffeine" },
      { key: "caffeine", name: "Caffeine" },
      { key: "protein", name: "Protein" },
      { key: "protein", name: "Protein" },
      { key: "protein", name: "Protein" },
      { key: "protein", name: "Protein" },
      { key: "creatine", name: "Creatine" },
      { key: "beta-alanine", name: "Beta-alanine" },
      { key: "beta-alanine", name: "Beta-alanine" },
      { key: "citrulline", name: "L-Citrulline" },
      { key: "citrulline", name: "L-Citrulline" },
      { key: "betaine", name: "Betaine" },
      { key: "taurine", name: "Taurine" },
      { key: "theanine", name: "L-Theanine" },
      { key: "theanine", name: "L-Theanine" },
      { key: "tyrosine", name: "Tyrosine" },
      { key: "tyrosine", name: "Tyrosine" },
      { key: "epa", name: "EPA" },
      { key: "dha", name: "DHA" },
      { key: "omega-3", name: "Total omega-3" },
      { key: "melatonin", name: "Melatonin" },
      { key: "alpha-gpc", name: "Alpha-GPC" },
      { key: "gaba", name: "GABA" },
      { key: "5-htp", name: "5-HTP" },
    ]);
  });

  it("matches a known ingredient only as the whole name or its start, so longer or qualified names keep a row of their own", () => {
    const names = [
      "Green tea caffeine",
      "Pea protein",
      "Protein powder",
      "Protein from milk",
      "Buffered creatine",
      "Beta_alanine",
      "Pure citrulline",
      "L-Citrulline DL-malate",
      "Natural betaine anhydrous",
      "Betaine anhydrous powder",
      "N-taurine",
      "Taurine complex",
      "Pure l-theanine",
      "L-Theanine complex",
      "Pure l-tyrosine",
      "L-Tyrosine complex",
      "Fish EPA",
      "EPA ethyl ester",
      "Fish DHA",
      "DHA ethyl ester",
      "Marine total omega-3",
      "Total omega-3 fatty acids",
      "Pure melatonin",
      "Melatonin complex",
      "Pure alpha-GPC",
      "Alpha-GPC complex",
      "Pure GABA",
      "GABA complex",
      "Griffonia 5-HTP",
    ];
    expect(names.map((name) => ingredientRow(name).name)).toEqual(names);
    expect(ingredientRow("Betaine anhydrous powder")).toEqual({ key: "betaine anhydrous powder", name: "Betaine anhydrous powder" });
  });

  it("names a nutrient row after the nutrient, whatever form the label gives in brackets", () => {
    expect(ingredientRow("Vitamin B12 (as methylcobalamin)")).toEqual({ key: "vitamin-b12", name: "Vitamin B12" });
    expect(ingredientRow("Vitamin D3 (cholecalciferol)")).toEqual({ key: "vitamin-d", name: "Vitamin D" });
    expect(ingredientRow("Pantothenic acid (as calcium d-pantothenate)")).toEqual({ key: "pantothenic-acid", name: "Pantothenic acid" });
    expect(ingredientRow("magnesium (as magnesium glycinate)")).toEqual({ key: "magnesium", name: "Magnesium" });
  });

  it("keys any other ingredient by its name without bracketed notes, shown as the label spells it", () => {
    expect(ingredientRow("Beetroot Powder (Beta vulgaris) (root)")).toEqual({ key: "beetroot powder", name: "Beetroot Powder" });
  });
});

describe("the ingredient rows of a side-by-side table", () => {
  const preWorkoutA = {
    detailedIngredients: [
      ingredient("Beta-alanine", "3.2 g"),
      ingredient("Caffeine anhydrous", "200 mg"),
      ingredient("Beetroot powder", null),
      ingredient("Taurine", "1 g"),
    ],
  };
  const preWorkoutB = {
    detailedIngredients: [
      ingredient("L-Citrulline", "6 g", "(as 2:1 citrulline malate)"),
      ingredient("Natural caffeine (green coffee bean)", "150 mg"),
      ingredient("Caffeine anhydrous", "50 mg"),
      ingredient("Vitamin B12 (as methylcobalamin)", "10 mcg", "per 2 scoops (about 417% DV)"),
    ],
  };

  it("lines amounts up under their product, shared rows first, then in label order, leaving out ingredients without an amount", () => {
    expect(alignIngredients([preWorkoutA, preWorkoutB])).toEqual([
      { key: "caffeine", name: "Caffeine", amounts: ["200 mg", "150 mg; 50 mg"] },
      { key: "beta-alanine", name: "Beta-alanine", amounts: ["3.2 g", null] },
      { key: "taurine", name: "Taurine", amounts: ["1 g", null] },
      { key: "citrulline", name: "L-Citrulline", amounts: [null, "6 g (as 2:1 citrulline malate)"] },
      { key: "vitamin-b12", name: "Vitamin B12", amounts: [null, "10 mcg"] },
    ]);
  });

  it("orders rows found in the same number of products by product first, then by place on the label", () => {
    const rows = alignIngredients([preWorkoutB, { detailedIngredients: [ingredient("Taurine", "2 g"), ingredient("Creatine monohydrate", "5 g")] }]);
    expect(rows.map((r) => r.key)).toEqual(["citrulline", "caffeine", "vitamin-b12", "taurine", "creatine"]);
  });

  it("puts three vitamin D products of the catalogue on one vitamin D row, the K1 and K2 of one of them on one vitamin K row", () => {
    const catalogue = seededCatalogue();
    const products = ["klean-d-5000", "thorne-vitamin-d-5000", "designs-for-sport-vitamin-d-k-pro"].map((id) => {
      const product = catalogue.getProduct(id);
      if (!product) throw new Error(`${id} is in the catalogue`);
      return product;
    });
    expect(alignIngredients(products)).toEqual([
      { key: "vitamin-d", name: "Vitamin D", amounts: ["5,000 IU", "5,000 IU", "50 mcg (2,000 IU)"] },
      { key: "vitamin-k", name: "Vitamin K", amounts: [null, null, "1,000 mcg; 1,000 mcg"] },
    ]);
  });

  it("gives no rows when no product lists an amount", () => {
    expect(alignIngredients([{ detailedIngredients: [ingredient("Beetroot powder", null)] }, { detailedIngredients: [] }])).toEqual([]);
  });
});

describe("the cost-per-dose rows of a side-by-side table", () => {
  const first = {
    doses: [
      dose("creatine", { reason: "the label gives a range, not one amount" }),
      dose("caffeine", { costPerDose: 0.5, costPerDoseText: "$0.50", perServingText: "200 mg caffeine per serving" }),
    ],
  };
  const second = {
    doses: [dose("protein", { reason: null }), dose("caffeine", { costPerDose: 0.4, costPerDoseText: "$0.40", perServingText: null })],
  };
  const third = { doses: [dose("caffeine", { reason: "No price has been observed." })] };

  it("has one row per measure any product has, in the measures' order, with each product's cost or why it is not known", () => {
    expect(doseRows([first, second, third])).toEqual([
      { kind: "protein", label: "Cost per 25 g protein", cells: [null, { cost: null, reason: "Not known." }, null], best: null },
      { kind: "creatine", label: "Cost per 5 g creatine", cells: [{ cost: null, reason: "the label gives a range, not one amount" }, null, null], best: null },
      {
        kind: "caffeine",
        label: "Cost per 100 mg caffeine",
        cells: [{ cost: "$0.50", perServing: "200 mg caffeine per serving" }, { cost: "$0.40", perServing: "" }, { cost: null, reason: "No price has been observed." }],
        best: 1,
      },
    ]);
  });

  it("marks the cheapest column only when at least two costs are known", () => {
    expect(doseRows([first, third]).map((r) => r.best)).toEqual([null, null]);
    const cheapest = { doses: [dose("caffeine", { costPerDose: 0.25, costPerDoseText: "$0.25", perServingText: "300 mg caffeine per serving" })] };
    expect(doseRows([first, second, cheapest]).find((r) => r.kind === "caffeine")?.best).toBe(2);
  });

  it("has no rows when no product has a measure", () => {
    expect(doseRows([{ doses: [] }, { doses: [] }])).toEqual([]);
  });
});
