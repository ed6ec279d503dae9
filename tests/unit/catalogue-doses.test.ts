import { describe, expect, it } from "vitest";
import { CATEGORY_DOSE, doseValue, EFFECTIVE_DOSES, formatDoseAmount, labelDoses, type LabelDose } from "~/domain/catalogue/doses";

/** The measure of one kind read from these label lines, failing loudly when it does not apply. */
function only(doses: LabelDose[], kind: LabelDose["kind"]): LabelDose {
  const found = doses.find((d) => d.kind === kind);
  if (!found) throw new Error(`no ${kind} measure in ${JSON.stringify(doses)}`);
  return found;
}

describe("effective doses", () => {
  it("are the published reference amounts", () => {
    expect(Object.values(EFFECTIVE_DOSES).map((d) => d.label)).toEqual([
      "25 g protein",
      "1 g EPA + DHA",
      "1,000 IU vitamin D",
      "500 mg sodium",
      "100 mg magnesium",
      "5 g creatine",
      "100 mg caffeine",
    ]);
  });
});

describe("protein per 25 g", () => {
  it("reads the protein stated after the powder", () => {
    const doses = labelDoses({ category: "protein-recovery", keyIngredients: ["Whey protein isolate - 21 g protein per serving"] });
    expect(doses).toEqual([{ kind: "protein", amountPerServing: 21, reason: null }]);
    // $65.00 for 30 servings of 21 g: 65 / (30 × 21 / 25) = $2.579...
    expect(doseValue(doses[0], { price: 65, servingsPerContainer: 30 }).costPerDose).toBeCloseTo(2.5794, 4);
    expect(doseValue(doses[0], { price: 65, servingsPerContainer: 30 })).toMatchObject({ dosesPerServing: 0.84, costPerDoseText: "$2.58", perServingText: "21 g protein per serving" });
  });

  it("reads a protein line from a collagen label and ignores the collagen weight", () => {
    const doses = labelDoses({
      category: "protein-recovery",
      keyIngredients: ["Collagen peptides (FORTIGEL, VERISOL and others) 12.5 g", "Protein 11 g", "Sodium 30 mg"],
    });
    expect(doses).toEqual([{ kind: "protein", amountPerServing: 11, reason: null }]);
    // $73.24 for 30 servings of 11 g: 73.24 / (30 × 0.44) = $5.548...
    expect(doseValue(doses[0], { price: 73.24, servingsPerContainer: 30 }).costPerDose).toBeCloseTo(5.5485, 4);
  });

  it("has no protein measure for an amino acid label that lists no protein", () => {
    const doses = labelDoses({
      category: "protein-recovery",
      keyIngredients: ["Amino9 essential amino acid blend 3.35 g", "L-Glutamine 2 g", "myHMB (calcium HMB) 1.5 g", "Vitamin D3 12.5 mcg", "Calcium 210 mg"],
    });
    // 12.5 mcg is 500 IU: half a dose of vitamin D is not what this product is bought for.
    expect(doses).toEqual([]);
  });
});

describe("omega-3 per 1 g EPA + DHA", () => {
  it("adds EPA and DHA in mg", () => {
    const doses = labelDoses({ category: "health-wellness", keyIngredients: ["Total omega-3 2,150 mg", "EPA 1,125 mg", "DHA 875 mg"] });
    expect(doses).toEqual([{ kind: "omega-3", amountPerServing: 2000, reason: null }]);
    // $47.56 for 30 servings of 2 g: 47.56 / 60 = $0.7927
    expect(doseValue(doses[0], { price: 47.56, servingsPerContainer: 30 }).costPerDose).toBeCloseTo(0.7927, 4);
  });

  it("reads grams and a note after the amount", () => {
    expect(labelDoses({ category: "health-wellness", keyIngredients: ["Fish oil 2 g", "Total omega-3 1.9 g", "EPA 1.3 g", "DHA 0.5 g"] })).toEqual([
      { kind: "omega-3", amountPerServing: 1800, reason: null },
    ]);
    expect(labelDoses({ category: "health-wellness", keyIngredients: ["EPA 425 mg", "DHA 270 mg (per gel cap)"] })).toEqual([
      { kind: "omega-3", amountPerServing: 695, reason: null },
    ]);
  });

  it("counts the vitamin D of an omega-3 softgel that holds a full dose of it", () => {
    const doses = labelDoses({
      category: "health-wellness",
      keyIngredients: ["Total omega-3 1,480 mg", "EPA 850 mg", "DHA 425 mg", "Vitamin D3 1,000 IU"],
    });
    expect(doses).toEqual([
      { kind: "omega-3", amountPerServing: 1275, reason: null },
      { kind: "vitamin-d", amountPerServing: 1000, reason: null },
    ]);
  });

  it("is not known when a partial label gives only EPA", () => {
    const [dose] = labelDoses({ category: "health-wellness", keyIngredients: ["EPA 500 mg", "(partial panel)"] });
    expect(dose).toEqual({ kind: "omega-3", amountPerServing: null, reason: "EPA + DHA per serving is not known: the label we hold does not give both EPA and DHA." });
  });
});

describe("vitamin D per 1,000 IU", () => {
  it("reads IU", () => {
    const [dose] = labelDoses({ category: "vitamins", keyIngredients: ["Vitamin D3 (cholecalciferol) 5,000 IU"] });
    expect(dose).toEqual({ kind: "vitamin-d", amountPerServing: 5000, reason: null });
    // $17.50 for 100 tablets of 5 doses: 17.5 / 500 = $0.035
    expect(doseValue(dose, { price: 17.5, servingsPerContainer: 100 }).costPerDose).toBeCloseTo(0.035, 6);
  });

  it("converts mcg at 40 IU per mcg", () => {
    const doses = labelDoses({ category: "vitamins", keyIngredients: ["Vitamin D3 50 mcg (2,000 IU)", "Vitamin K1 1,000 mcg + Vitamin K2 (MK-4) 1,000 mcg"] });
    expect(doses).toEqual([{ kind: "vitamin-d", amountPerServing: 2000, reason: null }]);
    expect(doseValue(doses[0], { price: 40.49, servingsPerContainer: 60 }).costPerDose).toBeCloseTo(0.33742, 5);
  });

  it("is not known for a multivitamin whose label we do not hold", () => {
    expect(labelDoses({ category: "vitamins", keyIngredients: ["Multivitamin-mineral", "5-MTHF folate and methylcobalamin (B12)"] })).toEqual([
      { kind: "vitamin-d", amountPerServing: null, reason: "We do not hold this product's full label, so its vitamin D per serving is not known." },
    ]);
  });
});

describe("electrolytes per 500 mg sodium", () => {
  it("reads sodium", () => {
    const [dose] = labelDoses({ category: "hydration", keyIngredients: ["Sodium 485 mg", "Potassium 96 mg", "Magnesium (TRAACS lysinate glycinate chelate) 40 mg"] });
    expect(dose).toEqual({ kind: "electrolytes", amountPerServing: 485, reason: null });
    // $34 for 30 servings of 0.97 doses: 34 / 29.1 = $1.168...
    expect(doseValue(dose, { price: 34, servingsPerContainer: 30 }).costPerDose).toBeCloseTo(1.1684, 4);
  });

  it("does not count 40 mg of magnesium in a hydration mix as a magnesium dose", () => {
    const doses = labelDoses({ category: "hydration", keyIngredients: ["Sodium 485 mg", "Magnesium 40 mg"] });
    expect(doses.map((d) => d.kind)).toEqual(["electrolytes"]);
  });

  it("refuses an estimate, a range and two strengths", () => {
    expect(only(labelDoses({ category: "hydration", keyIngredients: ["Sodium ~500-560 mg (estimate, SuppCheckr longlist)"] }), "electrolytes").reason).toBe(
      "Sodium per serving is not known: the label gives only an estimate.",
    );
    expect(only(labelDoses({ category: "hydration", keyIngredients: ["Sodium 500-560 mg"] }), "electrolytes").reason).toBe(
      "Sodium per serving is not known: the label gives a range, not one amount.",
    );
    expect(only(labelDoses({ category: "hydration", keyIngredients: ["Sodium 450 mg (Regular) / 920 mg (Salty)"] }), "electrolytes").reason).toBe(
      "Sodium per serving is not known: the label lists more than one strength.",
    );
  });

  it("is not known where the label names sodium without an amount", () => {
    expect(only(labelDoses({ category: "hydration", keyIngredients: ["Sodium (PH 500 strength)", "Potassium, calcium, magnesium"] }), "electrolytes")).toEqual({
      kind: "electrolytes",
      amountPerServing: null,
      reason: "The label we hold does not give the sodium amount.",
    });
  });

  it("does not count the salt in a pre-workout", () => {
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["Natural caffeine (green coffee bean) 200 mg", "Himalayan pink salt 200 mg (sodium 75 mg)"] })).toEqual([
      { kind: "caffeine", amountPerServing: 200, reason: null },
    ]);
  });
});

describe("magnesium per 100 mg elemental magnesium", () => {
  it("reads the elemental amount after the form in brackets", () => {
    expect(only(labelDoses({ category: "sleep", keyIngredients: ["Magnesium (as magnesium glycinate) 120 mg elemental"] }), "magnesium").amountPerServing).toBe(120);
    expect(only(labelDoses({ category: "sleep", keyIngredients: ["Magnesium (glycinate, orotate, glycerophosphate) 300 mg"] }), "magnesium").amountPerServing).toBe(300);
  });

  it("takes the magnesium, not the weight of the compound it comes from", () => {
    const [dose] = labelDoses({ category: "sleep", keyIngredients: ["Magnesium 145 mg (from 2 g Magtein magnesium L-threonate)"] });
    expect(dose.amountPerServing).toBe(145);
    // $49.99 for 30 servings of 1.45 doses: 49.99 / 43.5 = $1.149...
    expect(doseValue(dose, { price: 49.99, servingsPerContainer: 30 }).costPerDose).toBeCloseTo(1.1492, 4);
  });

  it("has no magnesium measure for a melatonin capsule", () => {
    expect(labelDoses({ category: "sleep", keyIngredients: ["Melatonin 3 mg"] })).toEqual([]);
  });
});

describe("creatine per 5 g", () => {
  it("reads creatine monohydrate", () => {
    const doses = labelDoses({ category: "pre-workout", keyIngredients: ["Creatine monohydrate 5 g"] });
    expect(doses).toEqual([{ kind: "creatine", amountPerServing: 5, reason: null }]);
    expect(doseValue(doses[0], { price: 30, servingsPerContainer: 60 }).costPerDose).toBeCloseTo(0.5, 6);
  });

  it("is not known from the weight of a creatine chelate", () => {
    const doses = labelDoses({ category: "pre-workout", keyIngredients: ["Caffeine (from green coffee bean) 100 mg", "Magnesium creatine chelate (Creatine MagnaPower) 2.5 g"] });
    expect(doses).toEqual([
      { kind: "caffeine", amountPerServing: 100, reason: null },
      { kind: "creatine", amountPerServing: null, reason: "The label we hold does not give the creatine amount." },
    ]);
  });
});

describe("caffeine per 100 mg", () => {
  it("reads caffeine in any category", () => {
    const doses = labelDoses({ category: "hydration", keyIngredients: ["Caffeine 30 mg", "Potassium 53 mg", "(sodium amount not captured)"] });
    expect(doses).toEqual([
      { kind: "electrolytes", amountPerServing: null, reason: "The label we hold does not give the sodium amount." },
      { kind: "caffeine", amountPerServing: 30, reason: null },
    ]);
    // $3.75 for 4 capsules of 0.3 doses: 3.75 / 1.2 = $3.125
    expect(doseValue(doses[1], { price: 3.75, servingsPerContainer: 4 }).costPerDose).toBeCloseTo(3.125, 6);
  });

  it("has no caffeine measure for a stim-free pre-workout", () => {
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["L-Citrulline 3 g", "Betaine nitrate (NO3-T) 1.5 g", "Sodium 75 mg"] })).toEqual([]);
  });
});

describe("cost per dose", () => {
  const protein: LabelDose = { kind: "protein", amountPerServing: 25, reason: null };

  it("is not known without a price or a servings count", () => {
    expect(doseValue(protein, { price: null, servingsPerContainer: 30 })).toMatchObject({
      perServingText: "25 g protein per serving",
      dosesPerServing: 1,
      costPerDose: null,
      reason: "We have no observed price for a certified variant of this product.",
    });
    expect(doseValue(protein, { price: 40, servingsPerContainer: null }).reason).toBe("The number of servings per container is not known.");
  });

  it("carries the label's reason when the amount is not known", () => {
    const unknown: LabelDose = { kind: "protein", amountPerServing: null, reason: "The label we hold does not give the protein amount." };
    expect(doseValue(unknown, { price: 40, servingsPerContainer: 20 })).toEqual({
      kind: "protein",
      doseLabel: "25 g protein",
      perServingText: null,
      dosesPerServing: null,
      costPerDose: null,
      costPerDoseText: null,
      reason: "The label we hold does not give the protein amount.",
    });
  });

  it("formats amounts as a label reads them", () => {
    expect(formatDoseAmount("omega-3", 2000)).toBe("2,000 mg EPA + DHA");
    expect(formatDoseAmount("protein", 27.5)).toBe("27.5 g protein");
  });

  it("has a headline measure for every category", () => {
    expect(Object.keys(CATEGORY_DOSE).sort()).toEqual(["health-wellness", "hydration", "pre-workout", "protein-recovery", "sleep", "vitamins"]);
  });
});

describe("reading label amounts for a measure", () => {
  it("converts grams and milligrams into the measure's unit", () => {
    expect(labelDoses({ category: "hydration", keyIngredients: ["Sodium 1.2 g"] })).toEqual([{ kind: "electrolytes", amountPerServing: 1200, reason: null }]);
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["Creatine monohydrate 5,000 mg"] })).toEqual([{ kind: "creatine", amountPerServing: 5, reason: null }]);
    expect(labelDoses({ category: "vitamins", keyIngredients: ["Vitamin D 25 µg"] })).toEqual([{ kind: "vitamin-d", amountPerServing: 1000, reason: null }]);
  });

  it("says which unit it cannot convert", () => {
    expect(labelDoses({ category: "vitamins", keyIngredients: ["Vitamin D3 5 mg"] })).toEqual([
      { kind: "vitamin-d", amountPerServing: null, reason: "Vitamin D per serving is not known: the label gives it in mg." },
    ]);
  });

  it("takes the first line that gives an exact amount over an earlier estimate", () => {
    expect(labelDoses({ category: "hydration", keyIngredients: ["Sodium ~500 mg (estimate)", "Sodium 485 mg"] })).toEqual([
      { kind: "electrolytes", amountPerServing: 485, reason: null },
    ]);
  });

  it("looks for a second strength only after the amount it read", () => {
    expect(labelDoses({ category: "hydration", keyIngredients: ["Pink salt / 1 g, sodium 390 mg"] })).toEqual([{ kind: "electrolytes", amountPerServing: 390, reason: null }]);
  });

  it("reads the protein amount stated as protein, not the powder's weight, and only a line that starts with protein otherwise", () => {
    expect(labelDoses({ category: "protein-recovery", keyIngredients: ["Whey protein isolate 30 g - 25 g protein per serving"] })).toEqual([
      { kind: "protein", amountPerServing: 25, reason: null },
    ]);
    expect(labelDoses({ category: "protein-recovery", keyIngredients: ["Pea protein 20 g"] })).toEqual([
      { kind: "protein", amountPerServing: null, reason: "The label we hold does not give the protein amount." },
    ]);
  });

  it("reads vitamin D written without the 3, and creatine without monohydrate, but not a creatine line that starts with another word", () => {
    expect(labelDoses({ category: "vitamins", keyIngredients: ["Vitamin D 1,000 IU"] })).toEqual([{ kind: "vitamin-d", amountPerServing: 1000, reason: null }]);
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["Creatine 5 g"] })).toEqual([{ kind: "creatine", amountPerServing: 5, reason: null }]);
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["Buffered creatine 3 g"] })).toEqual([
      { kind: "creatine", amountPerServing: null, reason: "The label we hold does not give the creatine amount." },
    ]);
  });

  it("says the caffeine amount is not given when the label names caffeine without one", () => {
    expect(labelDoses({ category: "hydration", keyIngredients: ["Caffeine from green tea", "Sodium 300 mg"] })).toEqual([
      { kind: "electrolytes", amountPerServing: 300, reason: null },
      { kind: "caffeine", amountPerServing: null, reason: "The label we hold does not give the caffeine amount." },
    ]);
  });

  it("puts the category's headline measure first", () => {
    expect(labelDoses({ category: "pre-workout", keyIngredients: ["Creatine monohydrate 5 g", "Caffeine 200 mg"] })).toEqual([
      { kind: "caffeine", amountPerServing: 200, reason: null },
      { kind: "creatine", amountPerServing: 5, reason: null },
    ]);
  });
});

describe("EPA + DHA from a label", () => {
  const omega3 = (keyIngredients: string[]) => labelDoses({ category: "health-wellness", keyIngredients });

  it("reads EPA and DHA only from lines that start with them", () => {
    expect(omega3(["Fish oil concentrate with EPA 600 mg and DHA 400 mg"])).toEqual([
      { kind: "omega-3", amountPerServing: null, reason: "The label we hold does not give the EPA + DHA amount." },
    ]);
  });

  it("is not known when the label names omega-3 without EPA or DHA", () => {
    expect(omega3(["Omega-3 fish oil 1,000 mg"])).toEqual([{ kind: "omega-3", amountPerServing: null, reason: "The label we hold does not give the EPA + DHA amount." }]);
  });

  it("passes on why EPA or DHA cannot be read", () => {
    expect(omega3(["EPA ~500 mg", "DHA 300 mg"])).toEqual([{ kind: "omega-3", amountPerServing: null, reason: "EPA + DHA per serving is not known: the label gives only an estimate." }]);
  });

  it("counts a full label that lists only one of them as having none of the other", () => {
    expect(omega3(["EPA 1,000 mg", "Vitamin E 1 mg"])).toEqual([{ kind: "omega-3", amountPerServing: 1000, reason: null }]);
    expect(omega3(["DHA 1,000 mg", "Vitamin E 1 mg"])).toEqual([{ kind: "omega-3", amountPerServing: 1000, reason: null }]);
  });

  it("adds EPA and DHA from a partial label that gives both", () => {
    expect(omega3(["EPA 500 mg", "DHA 300 mg", "(partial panel)"])).toEqual([{ kind: "omega-3", amountPerServing: 800, reason: null }]);
  });
});

describe("cost per dose of a label that lists none", () => {
  it("has no cost when the amount per serving is zero", () => {
    expect(doseValue({ kind: "caffeine", amountPerServing: 0, reason: null }, { price: 30, servingsPerContainer: 30 })).toEqual({
      kind: "caffeine",
      doseLabel: "100 mg caffeine",
      perServingText: "0 mg caffeine per serving",
      dosesPerServing: 0,
      costPerDose: null,
      costPerDoseText: null,
      reason: "The label lists no caffeine.",
    });
  });
});
