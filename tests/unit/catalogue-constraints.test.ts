import { describe, expect, it } from "vitest";
import { checkConstraint, describeConstraint, satisfies, violates, type Constraint } from "~/domain/catalogue/constraints";
import { deriveProductFacts, type ProductFacts } from "~/domain/catalogue/facts";
import { seededCatalogue } from "./priced-catalogue";

// Derived when a test asks, not while the file loads, so the tests are known to reach the derivation.
const products = () => seededCatalogue().listProducts().map((p) => ({ product: p, facts: deriveProductFacts(p) }));
const kept = (category: string, constraints: Constraint[]) =>
  products()
    .filter((x) => x.product.category === category && satisfies(x.facts, constraints, { pricePerServing: x.product.pricePerServing }))
    .map((x) => x.product.id)
    .sort();

function facts(overrides: Partial<ProductFacts> = {}): ProductFacts {
  return {
    id: "test",
    allergens: { milk: null, whey: null, casein: null, egg: null, soy: null, fish: null, gluten: null },
    vegan: null,
    melatonin: null,
    melatoninMg: null,
    fiveHtp: null,
    caffeineMg: null,
    stimulant: null,
    form: null,
    lactoseFreeClaim: false,
    completePanel: false,
    evidence: {},
    ...overrides,
  };
}

describe("constraint rules", () => {
  it("requires a vegan claim for a vegan diet", () => {
    const c: Constraint = { kind: "diet", diet: "vegan" };
    expect(checkConstraint(facts({ vegan: true }), c).outcome).toBe("meets");
    expect(checkConstraint(facts({ vegan: false }), c).outcome).toBe("breaks");
    expect(checkConstraint(facts(), c)).toEqual({ outcome: "unverified", reason: "their label data does not say vegan" });
    expect(violates(facts(), c)).toBe(true);
  });

  it("leaves out milk for dairy-free and keeps unknowns with a note to read the allergen line", () => {
    const c: Constraint = { kind: "diet", diet: "dairy-free" };
    const milk = facts({ allergens: { ...facts().allergens, milk: true }, evidence: { "allergens.milk": "Contains milk." } });
    expect(checkConstraint(milk, c)).toEqual({ outcome: "breaks", reason: "they contain milk", evidence: "Contains milk." });
    expect(checkConstraint(facts(), c).outcome).toBe("check-label");
    expect(violates(facts(), c)).toBe(false);
  });

  it("treats milk as lactose unless the label says lactose-free", () => {
    const c: Constraint = { kind: "diet", diet: "lactose-free" };
    const milk = facts({ allergens: { ...facts().allergens, milk: true } });
    expect(checkConstraint(milk, c).outcome).toBe("breaks");
    expect(checkConstraint(milk, c).reason).toBe("they contain milk and are not labelled lactose-free");
    expect(checkConstraint({ ...milk, lactoseFreeClaim: true }, c).outcome).toBe("meets");
    expect(checkConstraint(facts({ allergens: { ...facts().allergens, milk: false } }), c).outcome).toBe("meets");
  });

  it("checks gluten-free and each excluded allergen against its own fact", () => {
    expect(checkConstraint(facts({ allergens: { ...facts().allergens, gluten: true } }), { kind: "diet", diet: "gluten-free" }).outcome).toBe("breaks");
    for (const ingredient of ["whey", "casein", "milk", "fish", "soy", "egg", "gluten"] as const) {
      const c: Constraint = { kind: "exclude", ingredient };
      expect(checkConstraint(facts({ allergens: { ...facts().allergens, [ingredient]: true } }), c).reason).toBe(`they contain ${ingredient}`);
      expect(checkConstraint(facts({ allergens: { ...facts().allergens, [ingredient]: false } }), c).outcome).toBe("meets");
      expect(checkConstraint(facts(), c).outcome).toBe("check-label");
    }
  });

  it("needs proof that melatonin, 5-HTP and caffeine are absent", () => {
    expect(checkConstraint(facts({ melatonin: true }), { kind: "exclude", ingredient: "melatonin" }).outcome).toBe("breaks");
    expect(checkConstraint(facts({ melatonin: false }), { kind: "exclude", ingredient: "melatonin" }).outcome).toBe("meets");
    expect(checkConstraint(facts(), { kind: "exclude", ingredient: "melatonin" }).outcome).toBe("unverified");
    expect(checkConstraint(facts({ fiveHtp: true }), { kind: "exclude", ingredient: "5-htp" }).reason).toBe("they contain 5-HTP");
    expect(checkConstraint(facts(), { kind: "exclude", ingredient: "5-htp" }).outcome).toBe("unverified");
    const noCaffeine: Constraint = { kind: "exclude", ingredient: "caffeine" };
    expect(checkConstraint(facts({ caffeineMg: 75, stimulant: true }), noCaffeine).reason).toBe("they contain caffeine");
    expect(checkConstraint(facts({ caffeineMg: null, stimulant: true }), noCaffeine).outcome).toBe("breaks");
    expect(checkConstraint(facts({ caffeineMg: 0, stimulant: false }), noCaffeine).outcome).toBe("meets");
    expect(checkConstraint(facts(), noCaffeine).outcome).toBe("unverified");
  });

  it("compares caffeine per serving with a ceiling, inclusive", () => {
    const c: Constraint = { kind: "caffeineMax", mg: 100 };
    expect(checkConstraint(facts({ caffeineMg: 100 }), c)).toMatchObject({ outcome: "meets", reason: "100 mg caffeine a serving" });
    expect(checkConstraint(facts({ caffeineMg: 101 }), c)).toMatchObject({ outcome: "breaks", reason: "they have more than 100 mg caffeine a serving" });
    expect(checkConstraint(facts({ caffeineMg: 0 }), c).reason).toBe("no caffeine");
    expect(checkConstraint(facts(), c).outcome).toBe("unverified");
    expect(checkConstraint(facts({ caffeineMg: 30 }), { kind: "caffeineMax", mg: 0 }).outcome).toBe("breaks");
  });

  it("matches forms and budgets", () => {
    const form: Constraint = { kind: "form", forms: ["capsule", "softgel"] };
    expect(checkConstraint(facts({ form: "softgel" }), form)).toMatchObject({ outcome: "meets", reason: "a softgel" });
    expect(checkConstraint(facts({ form: "powder" }), form)).toMatchObject({ outcome: "breaks", reason: "they are not capsules or softgels" });
    expect(checkConstraint(facts(), form).outcome).toBe("unverified");
    const budget: Constraint = { kind: "budget", maxPerServing: 1.5 };
    expect(checkConstraint(facts(), budget, { pricePerServing: 1.5 })).toMatchObject({ outcome: "meets", reason: "$1.50 a serving" });
    expect(checkConstraint(facts(), budget, { pricePerServing: 1.51 })).toMatchObject({ outcome: "breaks", reason: "they cost more than $1.50 a serving" });
    expect(checkConstraint(facts(), budget).outcome).toBe("unverified");
  });

  it("gives each outcome its reason and the label text it rests on", () => {
    const milkFree = facts({ allergens: { ...facts().allergens, milk: false }, evidence: { "allergens.milk": "Free of milk." } });
    const milk = facts({ allergens: { ...facts().allergens, milk: true }, lactoseFreeClaim: true, evidence: { "allergens.milk": "Contains milk." } });
    const lactoseFree: Constraint = { kind: "diet", diet: "lactose-free" };
    expect(checkConstraint(milk, lactoseFree)).toEqual({ outcome: "meets", reason: "labelled lactose-free", evidence: "Contains milk." });
    expect(checkConstraint({ ...milkFree, lactoseFreeClaim: true }, lactoseFree)).toEqual({ outcome: "meets", reason: "no milk, so no lactose", evidence: "Free of milk." });
    expect(checkConstraint(facts(), lactoseFree)).toEqual({ outcome: "check-label", reason: "the label data we hold names no milk; check the allergen line" });
    const vegan: Constraint = { kind: "diet", diet: "vegan" };
    expect(checkConstraint(facts({ vegan: true, evidence: { vegan: "Vegan." } }), vegan)).toEqual({ outcome: "meets", reason: "vegan", evidence: "Vegan." });
    expect(checkConstraint(facts({ vegan: false, evidence: { vegan: "Contains fish." } }), vegan)).toEqual({ outcome: "breaks", reason: "they are not vegan", evidence: "Contains fish." });
    expect(checkConstraint(facts(), { kind: "exclude", ingredient: "melatonin" })).toEqual({
      outcome: "unverified",
      reason: "we do not hold their full label, so we cannot confirm they have no melatonin",
    });
  });

  it("rests a caffeine answer on the caffeine amount's text before the stimulant flag's", () => {
    const noCaffeine: Constraint = { kind: "exclude", ingredient: "caffeine" };
    const evidence = { caffeineMg: "Caffeine 0 mg", stimulant: "Stimulant-free." };
    expect(checkConstraint(facts({ caffeineMg: 0, stimulant: false, evidence }), noCaffeine)).toEqual({ outcome: "meets", reason: "no caffeine", evidence: "Caffeine 0 mg" });
    expect(checkConstraint(facts({ stimulant: true, evidence: { stimulant: "Contains caffeine." } }), noCaffeine)).toEqual({
      outcome: "breaks",
      reason: "they contain caffeine",
      evidence: "Contains caffeine.",
    });
    expect(checkConstraint(facts(), noCaffeine)).toEqual({ outcome: "unverified", reason: "we cannot confirm they are caffeine-free" });
  });

  it("treats a caffeine ceiling of 0 as caffeine-free, and says when the amount is not on record", () => {
    expect(checkConstraint(facts({ stimulant: true }), { kind: "caffeineMax", mg: 0 })).toEqual({ outcome: "breaks", reason: "they contain caffeine", evidence: undefined });
    expect(checkConstraint(facts({ stimulant: true }), { kind: "caffeineMax", mg: 200 })).toEqual({ outcome: "unverified", reason: "their caffeine per serving is not on record" });
  });

  it("says why a form or a budget cannot be checked", () => {
    expect(checkConstraint(facts(), { kind: "form", forms: ["capsule", "softgel"] })).toEqual({ outcome: "unverified", reason: "we cannot tell whether they are capsules or softgels" });
    expect(checkConstraint(facts(), { kind: "budget", maxPerServing: 1.5 })).toEqual({ outcome: "unverified", reason: "no price per serving on record" });
  });

  it("describes each constraint in plain words", () => {
    expect(describeConstraint({ kind: "diet", diet: "dairy-free" })).toBe("dairy-free");
    expect(describeConstraint({ kind: "exclude", ingredient: "5-htp" })).toBe("no 5-HTP");
    expect(describeConstraint({ kind: "exclude", ingredient: "melatonin" })).toBe("no melatonin");
    expect(describeConstraint({ kind: "caffeineMax", mg: 100 })).toBe("caffeine 100 mg or less a serving");
    expect(describeConstraint({ kind: "caffeineMax", mg: 0 })).toBe("no caffeine");
    expect(describeConstraint({ kind: "form", forms: ["capsule", "softgel", "tablet"] })).toBe("capsule, softgel or tablet only");
    expect(describeConstraint({ kind: "budget", maxPerServing: 2 })).toBe("$2.00 or less a serving");
  });
});

describe("constraints over the real catalogue", () => {
  it("has no vegan protein and no dairy-free whey", () => {
    expect(kept("protein-recovery", [{ kind: "diet", diet: "vegan" }])).toEqual([]);
    expect(kept("protein-recovery", [{ kind: "diet", diet: "dairy-free" }])).toEqual(["designs-for-sport-collagen-complex", "klean-essential-aminos-hmb"]);
    expect(kept("protein-recovery", [{ kind: "exclude", ingredient: "whey" }])).toEqual(["designs-for-sport-collagen-complex", "klean-essential-aminos-hmb"]);
  });

  it("keeps the 75 and 100 mg pre-workouts and the stim-free ones under a 100 mg ceiling", () => {
    expect(kept("pre-workout", [{ kind: "caffeineMax", mg: 100 }])).toEqual([
      "bpn-endopump",
      "bpn-pump",
      "designs-for-sport-pre-train-elite",
      "klean-athlete-pre-workout",
      "raw-pump-non-stim",
    ]);
    expect(kept("pre-workout", [{ kind: "exclude", ingredient: "caffeine" }, { kind: "diet", diet: "dairy-free" }])).toEqual(["raw-pump-non-stim"]);
  });

  it("leaves out melatonin, and 5-HTP for someone on an SSRI", () => {
    expect(kept("sleep", [{ kind: "exclude", ingredient: "melatonin" }])).toEqual([
      "bpn-peak-sleep-gummy",
      "klean-magnesium",
      "momentous-magnesium-l-threonate",
      "spoken-nutrition-sleep-builder",
      "swissrx-dream",
      "thorne-magnesium-bisglycinate",
    ]);
    expect(kept("sleep", [{ kind: "exclude", ingredient: "5-htp" }])).toEqual([
      "klean-magnesium",
      "klean-melatonin-spray",
      "momentous-magnesium-l-threonate",
      "spoken-nutrition-sleep-builder",
      "swissrx-dream",
      "thorne-magnesium-bisglycinate",
      "thorne-melaton-3",
    ]);
  });

  it("keeps only the algal omega-3 for a vegan and drops every fish oil for a fish allergy", () => {
    expect(kept("health-wellness", [{ kind: "diet", diet: "vegan" }])).toEqual(["momentous-vegan-omega-3"]);
    const noFish = kept("health-wellness", [{ kind: "exclude", ingredient: "fish" }]);
    expect(noFish).toEqual(["klean-probiotic", "momentous-ashwagandha", "momentous-vegan-omega-3", "thorne-zinc-picolinate"]);
  });

  it("leaves out the caffeinated electrolyte capsule and the products whose caffeine is unknown", () => {
    expect(kept("hydration", [{ kind: "exclude", ingredient: "caffeine" }])).toEqual([
      "kaged-hydra-charge",
      "liquid-iv-sugar-free",
      "mortal-hydration-sport-mix",
      "precision-fuel-hydration-ph-500",
      "the-feed-lab-hydration",
      "thorne-catalyte",
    ]);
  });
});
