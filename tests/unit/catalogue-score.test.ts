import { describe, expect, it } from "vitest";
import {
  caffeineFromLabel,
  dailyValuePercent,
  detailedIngredients,
  isProprietaryBlend,
  militaryBenefitOf,
  parseIngredientLine,
  parseKeyIngredients,
} from "~/domain/catalogue/ingredients";
import { seededCatalogue } from "./priced-catalogue";
import { clearedScore, median, SCORE_FORMULA, UNKNOWN_PRICE_VALUE_POINTS, valuePoints } from "~/domain/catalogue/score";
import { caffeineMg, evaluateScorecard } from "~/domain/catalogue/scorecard";
import type { Certification } from "~/domain/catalogue/types";

const nsf: Certification = {
  body: "NSF Certified for Sport",
  url: "https://www.nsfsport.com/certified-products/listing-detail.php?id=1",
  linkKind: "listing",
  listingId: "1",
  confirmed: true,
  evidence: "test",
};

describe("ingredient lines", () => {
  it("splits name, amount and note", () => {
    expect(parseIngredientLine("Caffeine (from coffee bean) 200 mg")).toEqual({
      name: "Caffeine (from coffee bean)",
      amount: "200 mg",
      note: null,
    });
    expect(parseIngredientLine("TruBeet beet root extract 5 g (providing 300 mg nitrates)")).toEqual({
      name: "TruBeet beet root extract",
      amount: "5 g",
      note: "(providing 300 mg nitrates)",
    });
    expect(parseIngredientLine("Whey protein isolate - 21 g protein per serving")).toEqual({
      name: "Whey protein isolate",
      amount: "21 g",
      note: "protein per serving",
    });
    expect(parseIngredientLine("Vitamin D3 (cholecalciferol) 5,000 IU").amount).toBe("5,000 IU");
    expect(parseIngredientLine("Multi-strain probiotic 15 billion CFU (L. acidophilus La-14)").amount).toBe("15 billion CFU");
    expect(parseIngredientLine("~10 g carbs (cane syrup + dextrose)")).toEqual({
      name: "Carbs",
      amount: "~10 g",
      note: "(cane syrup + dextrose)",
    });
    expect(parseIngredientLine("Vitamins B6, B12, folic acid")).toEqual({ name: "Vitamins B6, B12, folic acid", amount: null, note: null });
  });

  it("does not read digits inside names as amounts", () => {
    expect(parseIngredientLine("Vitamin B12 100 mcg")).toMatchObject({ name: "Vitamin B12", amount: "100 mcg" });
    expect(parseIngredientLine("Total omega-3 2,150 mg")).toMatchObject({ name: "Total omega-3", amount: "2,150 mg" });
  });

  it("splits two amounts joined by a plus, drops research annotations", () => {
    const parsed = parseKeyIngredients([
      "Vitamin K1 1,000 mcg + Vitamin K2 (MK-4) 1,000 mcg",
      "Creatine monohydrate + electrolytes (amounts not captured)",
      "(partial panel - per a label)",
      "Also B vitamins",
    ]);
    expect(parsed.map((p) => p.name)).toEqual(["Vitamin K1", "Vitamin K2 (MK-4)", "Creatine monohydrate + electrolytes (amounts not captured)"]);
  });

  it("computes the FDA Daily Value only for vitamins and minerals with exact amounts", () => {
    expect(dailyValuePercent(parseIngredientLine("Vitamin D3 (cholecalciferol) 5,000 IU"))).toBeCloseTo(625);
    expect(dailyValuePercent(parseIngredientLine("Vitamin C 150 mg"))).toBeCloseTo(166.67, 1);
    expect(dailyValuePercent(parseIngredientLine("Magnesium (as magnesium glycinate) 120 mg elemental"))).toBeCloseTo(28.57, 1);
    expect(dailyValuePercent(parseIngredientLine("Vitamin B12 100 mcg"))).toBeCloseTo(4166.67, 1);
    expect(dailyValuePercent(parseIngredientLine("Sodium ~500-560 mg (estimate)"))).toBeNull();
    expect(dailyValuePercent(parseIngredientLine("Magnesium creatine chelate (Creatine MagnaPower) 2.5 g"))).toBeNull();
    expect(dailyValuePercent(parseIngredientLine("Caffeine 200 mg"))).toBeNull();
    const [d3] = detailedIngredients(["Vitamin D3 50 mcg (2,000 IU)"]);
    expect(d3.dailyValue).toBe("250%");
  });

  it("states military benefits only from the reviewed table", () => {
    expect(militaryBenefitOf("Caffeine anhydrous")).toMatch(/alertness/);
    expect(militaryBenefitOf("Creatine monohydrate")).toMatch(/strength and power/);
    expect(militaryBenefitOf("Magnesium creatine chelate (Creatine MagnaPower)")).toMatch(/strength and power/);
    expect(militaryBenefitOf("Sodium")).toMatch(/sweat/);
    expect(militaryBenefitOf("L-Theanine")).toBeNull();
    expect(militaryBenefitOf("Ashwagandha root extract")).toBeNull();
    expect(militaryBenefitOf("PeptiSleep brown-rice protein hydrolysate")).toBeNull();
  });

  it("recognises proprietary blends", () => {
    expect(isProprietaryBlend(parseIngredientLine("PeakO2 mushroom blend 1 g"))).toBe(true);
    expect(isProprietaryBlend(parseIngredientLine("Vegan BCAA blend 4 g (L-leucine 2 g, L-isoleucine 1 g, L-valine 1 g)"))).toBe(false);
    expect(isProprietaryBlend(parseIngredientLine("Native whey protein blend - 25 g protein per serving"))).toBe(false);
    expect(isProprietaryBlend(parseIngredientLine("Caffeine 200 mg"))).toBe(false);
  });

  it("adds up caffeine from the label", () => {
    expect(caffeineFromLabel(["Caffeine anhydrous 200 mg", "Theacrine (TeaCrine) 50 mg"])).toBe(200);
    expect(caffeineFromLabel(["L-Citrulline 6 g"])).toBeNull();
  });
});

describe("OPSS label scorecard", () => {
  const answers = (lines: string[], stimulant: boolean | null = false, certs = [nsf]) =>
    Object.fromEntries(evaluateScorecard({ keyIngredients: lines, certifications: certs, stimulant }).items.map((i) => [i.id, i.answer]));

  it("answers yes to all five for a small, clean, certified label", () => {
    expect(answers(["Caffeine 75 mg", "Beet root extract 5 g", "Vitamin C 150 mg"], true)).toEqual({
      certified: "yes",
      "few-ingredients": "yes",
      "no-proprietary-blend": "yes",
      caffeine: "yes",
      "daily-value": "yes",
    });
  });

  it("answers no where the label fails a question", () => {
    const lines = ["Caffeine 300 mg", "PeakO2 mushroom blend 1 g", "Vitamin B12 100 mcg", "Taurine 1 g", "GABA 200 mg", "L-Tyrosine 1 g"];
    expect(answers(lines, true, [])).toEqual({
      certified: "no",
      "few-ingredients": "no",
      "no-proprietary-blend": "no",
      caffeine: "no",
      "daily-value": "no",
    });
  });

  it("answers unknown where the data cannot tell", () => {
    expect(answers([], null)).toEqual({
      certified: "yes",
      "few-ingredients": "unknown",
      "no-proprietary-blend": "unknown",
      caffeine: "unknown",
      "daily-value": "unknown",
    });
    expect(answers(["Zinc 15 mg", "(partial panel)"])["few-ingredients"]).toBe("unknown");
    expect(answers(["Sodium 450 mg", "Potassium, calcium, magnesium"])["daily-value"]).toBe("unknown");
  });

  it("explains every answer and counts them", () => {
    const reported: Certification = { ...nsf, body: "Informed Sport", listingId: null, linkKind: "search", confirmed: false };
    const scorecard = evaluateScorecard({
      keyIngredients: ["Caffeine 300 mg", "Energy blend 2 g", "Vitamin B12 500 mcg", "Zinc 11 mg"],
      certifications: [nsf, reported],
      stimulant: true,
    });
    expect(scorecard).toEqual({
      items: [
        { id: "certified", question: "Carries a third-party certification seal", answer: "yes", detail: "NSF Certified for Sport, Informed Sport (not confirmed on the registry)." },
        { id: "few-ingredients", question: "Fewer than six ingredients", answer: "yes", detail: "4 ingredients on the label data we hold." },
        { id: "no-proprietary-blend", question: "No proprietary blend", answer: "no", detail: "Undisclosed blend: Energy blend." },
        { id: "caffeine", question: "Caffeine 200 mg or less per serving", answer: "no", detail: "300 mg per serving." },
        { id: "daily-value", question: "No nutrient above 200% of the Daily Value", answer: "no", detail: "Vitamin B12: 20833%" },
      ],
      yes: 2,
      no: 3,
      unknown: 0,
    });
  });

  it("explains a one-ingredient caffeine-free label, naming a certifier once", () => {
    const scorecard = evaluateScorecard({ keyIngredients: ["Melatonin 3 mg"], certifications: [nsf, nsf], stimulant: false });
    expect(scorecard.items.map((i) => i.detail)).toEqual([
      "NSF Certified for Sport.",
      "1 ingredient on the label data we hold.",
      "Every listed ingredient is named on its own.",
      "No caffeine.",
      "No vitamins or minerals listed.",
    ]);
    expect([scorecard.yes, scorecard.no, scorecard.unknown]).toEqual([5, 0, 0]);
  });

  it("explains what it cannot answer without a label or a certification", () => {
    const scorecard = evaluateScorecard({ keyIngredients: [], certifications: [], stimulant: null });
    expect(scorecard.items.map((i) => [i.answer, i.detail])).toEqual([
      ["no", "No certification found."],
      ["unknown", "We do not hold the full label panel."],
      ["unknown", "We do not hold the label panel."],
      ["unknown", "Caffeine content not known."],
      ["unknown", "Some nutrient amounts are not known."],
    ]);
    expect([scorecard.yes, scorecard.no, scorecard.unknown]).toEqual([0, 1, 4]);
  });

  it("counts six ingredients as too many, names each nutrient over the limit, and cannot judge a nutrient in a unit it cannot read", () => {
    const six = evaluateScorecard({
      keyIngredients: ["Caffeine 200 mg", "Vitamin D3 5,000 IU", "Vitamin C 1 g", "Taurine 1 g", "GABA 200 mg", "L-Tyrosine 1 g"],
      certifications: [nsf],
      stimulant: true,
    });
    expect(six.items.map((i) => [i.answer, i.detail])).toEqual([
      ["yes", "NSF Certified for Sport."],
      ["no", "6 ingredients listed."],
      ["yes", "Every listed ingredient is named on its own."],
      ["yes", "200 mg per serving."],
      ["no", "Vitamin D3: 625%; Vitamin C: 1111%"],
    ]);
    const iron = evaluateScorecard({ keyIngredients: ["Iron 10 IU"], certifications: [nsf], stimulant: false });
    expect(iron.items[4]).toEqual({ id: "daily-value", question: "No nutrient above 200% of the Daily Value", answer: "unknown", detail: "Some nutrient amounts are not known." });
  });

  it("reads caffeine from the label first, then a stimulant-free flag as none", () => {
    expect(caffeineMg({ keyIngredients: ["Caffeine 150 mg"], stimulant: false })).toBe(150);
    expect(caffeineMg({ keyIngredients: [], stimulant: false })).toBe(0);
    expect(caffeineMg({ keyIngredients: [], stimulant: true })).toBe(null);
    expect(caffeineMg({ keyIngredients: [], stimulant: null })).toBe(null);
  });

  it("treats 200 mg of caffeine and 200% of the Daily Value as within the limit", () => {
    expect(answers(["Caffeine 200 mg"], true).caffeine).toBe("yes");
    expect(answers(["Vitamin C 180 mg"])["daily-value"]).toBe("yes");
    expect(answers(["Vitamin C 181 mg"])["daily-value"]).toBe("no");
  });
});

describe("CLEARED score", () => {
  it("publishes five parts that add up to 100", () => {
    expect(SCORE_FORMULA.map((c) => c.id)).toEqual(["certification", "confidence", "transparency", "value", "scorecard"]);
    expect(SCORE_FORMULA.reduce((sum, c) => sum + c.max, 0)).toBe(100);
  });

  it("rates value against the category median", () => {
    expect(valuePoints(0.5, 1).points).toBe(15);
    expect(valuePoints(1, 1).points).toBe(7.5);
    expect(valuePoints(1.5, 1).points).toBe(0);
    expect(valuePoints(3, 1).points).toBe(0);
  });

  it("gives a price never observed the documented points for an unknown", () => {
    expect(valuePoints(null, 1)).toEqual({ points: UNKNOWN_PRICE_VALUE_POINTS, detail: "No observed price, so value cannot be assessed: 5 of 15, the points for an unknown." });
    expect(UNKNOWN_PRICE_VALUE_POINTS).toBe(5);
    // A product with no price in a category with no price at all is no better off.
    expect(valuePoints(1, null).points).toBe(5);
  });

  it("computes the total and breakdown from the formula", () => {
    const lines = ["Caffeine 75 mg", "Beet root extract 5 g", "Vitamin C 150 mg"];
    const scorecard = evaluateScorecard({ keyIngredients: lines, certifications: [nsf], stimulant: true });
    const score = clearedScore({ certifications: [nsf], confidence: "medium", keyIngredients: lines, pricePerServing: 1, scorecard }, 1);
    expect(Object.fromEntries(score.components.map((c) => [c.id, c.points]))).toEqual({
      certification: 35,
      confidence: 14,
      transparency: 15,
      value: 7.5,
      scorecard: 15,
    });
    expect(score.total).toBe(87);
  });

  it("scores an unconfirmed certification lower than a confirmed one", () => {
    const lines = ["Whey protein isolate - 20 g protein per serving"];
    const input = (certs: Certification[]) => {
      const scorecard = evaluateScorecard({ keyIngredients: lines, certifications: certs, stimulant: false });
      return clearedScore({ certifications: certs, confidence: "medium", keyIngredients: lines, pricePerServing: 1, scorecard }, 1).total;
    };
    expect(input([nsf])).toBeGreaterThan(input([{ ...nsf, listingId: null, confirmed: false, linkKind: "search" }]));
  });

  it("shows a breakdown whose points add up to the rating for every product", () => {
    for (const id of ["pre-workout", "protein-recovery", "vitamins", "hydration", "health-wellness", "sleep"]) {
      const { supplements } = seededCatalogue().getCategory(id)!;
      expect(supplements, id).toHaveLength(10);
      for (const p of supplements) {
        expect(p.score.components, p.id).toHaveLength(5);
        const sum = p.score.components.reduce((s, c) => s + c.points, 0);
        expect(Math.abs(sum - p.rating), p.id).toBeLessThanOrEqual(0.5);
        for (const c of p.score.components) expect(c.points, `${p.id} ${c.id}`).toBeLessThanOrEqual(c.max);
      }
    }
  });

  it("ranks the best-sourced, fully certified products above label-less ones", () => {
    const catalogue = seededCatalogue();
    expect(catalogue.getProduct("thorne-catalyte")!.rating).toBeGreaterThan(catalogue.getProduct("gnarly-fuel2o")!.rating);
  });

  it("shows each part's points and the reason for them: the strongest certification, a partial label with a blend, value against the median", () => {
    const informedSport: Certification = { ...nsf, body: "Informed Sport", listingId: null, linkKind: "product-page" };
    const lines = ["Caffeine 200 mg", "Energy blend 1 g", "Beta-alanine", "(partial panel - test fixture)"];
    const scorecard = { items: [], yes: 2, no: 2, unknown: 1 };
    const score = clearedScore({ certifications: [nsf, informedSport], confidence: "low-medium", keyIngredients: lines, pricePerServing: 0.5, scorecard }, 2);
    expect(score).toEqual({
      total: 72,
      components: [
        { id: "certification", label: "Certification strength", max: 35, points: 35, detail: "NSF Certified for Sport, confirmed in the registry." },
        { id: "confidence", label: "Confidence in the facts", max: 20, points: 8, detail: "Evidence: low-medium." },
        {
          id: "transparency",
          label: "Label transparency",
          max: 15,
          points: 6.7,
          detail: "2 of 3 listed ingredients show an amount (partial label); contains a proprietary blend.",
        },
        { id: "value", label: "Value", max: 15, points: 15, detail: "25% of the category median price per serving." },
        { id: "scorecard", label: "OPSS label scorecard", max: 15, points: 7, detail: "2 yes, 2 no, 1 not known." },
      ],
    });
  });

  it("gives nothing for no certification and no label amounts, and the unknown-price points", () => {
    const score = clearedScore({ certifications: [], confidence: "high", keyIngredients: ["Beta-alanine"], pricePerServing: null, scorecard: { items: [], yes: 4, no: 0, unknown: 1 } }, 2);
    expect(score.components.map(({ id, points, detail }) => ({ id, points, detail }))).toEqual([
      { id: "certification", points: 0, detail: "No certification found." },
      { id: "confidence", points: 20, detail: "Evidence: high." },
      { id: "transparency", points: 0, detail: "We hold no label amounts." },
      { id: "value", points: 5, detail: "No observed price, so value cannot be assessed: 5 of 15, the points for an unknown." },
      { id: "scorecard", points: 13, detail: "4 yes, 0 no, 1 not known." },
    ]);
    expect(score.total).toBe(38);
  });

  it("keeps the first of equally strong certifications and never trades one for a weaker one", () => {
    const certification = (certs: Certification[]) =>
      clearedScore({ certifications: certs, confidence: "high", keyIngredients: [], pricePerServing: null, scorecard: { items: [], yes: 0, no: 0, unknown: 0 } }, null).components[0];
    const informedChoice: Certification = { ...nsf, body: "Informed Choice", listingId: null, linkKind: "product-page" };
    const usp: Certification = { ...nsf, body: "USP Verified", listingId: null, linkKind: "search", confirmed: false };
    expect(certification([nsf, { ...nsf, body: "Informed Sport" }])).toMatchObject({ points: 35, detail: "NSF Certified for Sport, confirmed in the registry." });
    expect(certification([informedChoice, usp])).toMatchObject({ points: 20, detail: "Informed Choice, confirmed in the registry." });
    expect(certification([usp])).toMatchObject({ points: 12, detail: "USP Verified, reported but not confirmed in the registry." });
    expect(certification([{ ...nsf, confirmed: false }])).toMatchObject({ points: 25, detail: "NSF Certified for Sport, reported but not confirmed in the registry." });
  });

  it("treats a category median of zero as no median", () => {
    expect(valuePoints(1, 0)).toEqual({ points: 5, detail: "No observed price, so value cannot be assessed: 5 of 15, the points for an unknown." });
    expect(valuePoints(null, 1).points).toBe(5);
  });

  it("takes the median of known values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
