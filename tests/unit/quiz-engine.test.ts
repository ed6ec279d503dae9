import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listsNutrient, mineralMg, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import { satisfies, type Constraint } from "~/domain/catalogue/constraints";
import { deriveProductFacts } from "~/domain/catalogue/facts";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import { single, ticked, type QuizAnswers } from "~/domain/quiz/answers";
import { quizChatMessage } from "~/domain/quiz/chat-message";
import { runQuiz, type QuizProduct, type QuizResult } from "~/domain/quiz/engine";
import { excludedHeadline } from "~/domain/quiz/rule-types";
import { getQuiz, QUIZZES } from "~/domain/quiz/questions";
import { rulesFor } from "~/domain/quiz/rules";
import { caffeineWindow } from "~/domain/quiz/timing";
import { seededCatalogue } from "./priced-catalogue";
import { propertyRuns } from "./property-runs";

/**
 * The catalogue as the quiz reads it, derived inside each test (not while the file loads) so the
 * tests are known to reach the derivation; a property test derives it once and passes it on.
 */
const quizProducts = (): QuizProduct[] => seededCatalogue().listProducts().map((p) => ({ product: p, facts: deriveProductFacts(p), pricePerServing: p.pricePerServing }));
const item = (catalogue: QuizProduct[], id: string): QuizProduct => {
  const p = catalogue.find((x) => x.product.id === id);
  if (!p) throw new Error(id);
  return p;
};

function answersArbitrary(category: CategoryId): fc.Arbitrary<QuizAnswers> {
  const entries = getQuiz(category).questions.map((q) => {
    const values = q.options.map((o) => o.value);
    return [q.id, q.multiple ? fc.subarray(values) : fc.constantFrom(...values)] as const;
  });
  return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<QuizAnswers>;
}

function run(category: CategoryId, answers: QuizAnswers, catalogue = quizProducts()): QuizResult {
  return runQuiz({ quiz: getQuiz(category), answers, catalogue });
}

const ids = (r: QuizResult) => r.picks.map((p) => p.id);

/*
 * What each answer promises, checked on the picks straight from the label facts and data,
 * independently of the rules that implement it.
 */
function brokenPromises(category: CategoryId, answers: QuizAnswers, pick: QuizProduct): string[] {
  const { facts, product, pricePerServing } = pick;
  const broken: string[] = [];
  const lines = [product.name, ...product.keyIngredients].join("\n");
  const budget = single(answers, "budget");
  if (budget && budget !== "any" && (pricePerServing === null || pricePerServing > Number(budget))) broken.push("budget");
  const form = single(answers, "form");
  if (form && form !== "any" && facts.form !== form) broken.push("form");
  // Standing upper limits.
  if ((vitaminDIu(product) ?? 0) > 4000 || (mineralMg(product, "magnesium") ?? 0) > 350 || (mineralMg(product, "zinc") ?? 0) > 40) {
    if (category !== "pre-workout" && category !== "protein-recovery") broken.push("upper limit");
  }
  switch (category) {
    case "pre-workout": {
      const limit = Number(single(answers, "caffeine"));
      if (facts.caffeineMg === null || facts.caffeineMg > limit) broken.push("caffeine ceiling");
      if (caffeineWindow(single(answers, "train"), single(answers, "sleep"))?.allInside && facts.caffeineMg !== 0) broken.push("caffeine before sleep");
      if (ticked(answers, "duty").includes("drug-test") && !product.certifications.some((c) => c.confirmed && (c.body === "NSF Certified for Sport" || c.body === "Informed Sport"))) {
        broken.push("registry");
      }
      if (single(answers, "dairy") === "yes" && facts.allergens.milk === true) broken.push("dairy");
      break;
    }
    case "protein-recovery": {
      const diet = single(answers, "diet");
      if ((diet === "dairy-free" || diet === "lactose-free") && facts.allergens.milk === true) broken.push("milk");
      if (diet === "vegan" && facts.vegan !== true) broken.push("vegan");
      if (["build", "recover", "field"].includes(single(answers, "goal")) && /collagen/i.test(lines)) broken.push("incomplete protein");
      if (single(answers, "goal") === "joints" && !/joint|connective/i.test([lines, product.provenance.notes, ...product.highlights].join("\n"))) broken.push("joints");
      break;
    }
    case "vitamins": {
      if (single(answers, "diet") === "vegan" && facts.vegan !== true) broken.push("vegan");
      if (ticked(answers, "taking").includes("vitamin-d") && (listsNutrient(product, "vitamin-d") || !facts.completePanel)) broken.push("double vitamin D");
      if (ticked(answers, "taking").includes("multi") && /multi/i.test(product.name)) broken.push("double multivitamin");
      if (single(answers, "blood-thinner") === "yes" && listsNutrient(product, "vitamin-k")) broken.push("vitamin K");
      break;
    }
    case "hydration":
      if (single(answers, "caffeine") === "no" && facts.caffeineMg !== 0) broken.push("caffeine");
      break;
    case "health-wellness": {
      const diet = single(answers, "diet");
      if (diet === "fish" && facts.allergens.fish === true) broken.push("fish");
      if (diet === "vegan" && facts.vegan !== true) broken.push("vegan");
      const conditions = ticked(answers, "conditions");
      if (conditions.includes("thyroid") && product.cautions.some((c) => /thyroid/i.test(c))) broken.push("thyroid");
      if (conditions.includes("pregnancy") && product.cautions.some((c) => /pregnan/i.test(c))) broken.push("pregnancy");
      if (single(answers, "goal") === "omega-3" && !/epa|dha|omega/i.test(lines)) broken.push("goal");
      if (single(answers, "goal") === "gut" && !/probiotic/i.test(lines)) broken.push("goal");
      break;
    }
    case "sleep": {
      if ((single(answers, "melatonin") === "no" || single(answers, "duty") === "flight") && facts.melatonin !== false) broken.push("melatonin");
      if (ticked(answers, "meds").includes("ssri") && facts.fiveHtp !== false) broken.push("5-HTP");
      if (ticked(answers, "meds").includes("sedating") && product.cautions.some((c) => /sedative/i.test(c))) broken.push("sedatives");
      break;
    }
  }
  return broken;
}

describe("quiz engine, over generated answers (fast-check)", () => {
  describe.each(CATEGORY_IDS)("%s", (category) => {
    it(`never shows a ${category} pick that breaks an answer`, () => {
      const catalogue = quizProducts();
      fc.assert(
        fc.property(answersArbitrary(category), (answers) => {
          const result = run(category, answers, catalogue);
          expect(result.picks.length).toBeLessThanOrEqual(3);
          const broken = result.picks.flatMap((p) => brokenPromises(category, answers, item(catalogue, p.id)).map((b) => `${p.id}: ${b}`));
          expect(broken).toEqual([]);
          // The shared constraints agree: CLEARED AI would keep these picks too.
          const constraints = rulesFor(category, answers).filters.flatMap((f) => (f.constraint ? [f.constraint] : [])) satisfies Constraint[];
          const breaking = result.picks.map((x) => item(catalogue, x.id)).filter((p) => !satisfies(p.facts, constraints, { pricePerServing: p.pricePerServing }));
          expect(breaking.map((p) => p.product.id)).toEqual([]);
        }),
        { numRuns: propertyRuns(150) },
      );
    });

    it(`accounts for every ${category} product and explains every result`, () => {
      const catalogue = quizProducts();
      fc.assert(
        fc.property(answersArbitrary(category), (answers) => {
          const result = run(category, answers, catalogue);
          const left = result.excluded.flatMap((g) => g.products.map((p) => p.id));
          expect(new Set(left).size).toBe(left.length);
          expect(ids(result).filter((id) => left.includes(id))).toEqual([]);
          expect(left.length + result.picks.length).toBeLessThanOrEqual(result.considered);
          // Fewer than three picks only when everything else was left out, for a stated reason.
          if (result.picks.length < 3) expect(left.length + result.picks.length).toBe(result.considered);
          expect(result.empty === null).toBe(result.picks.length > 0);
          expect(result.picks.filter((pick) => !/^CLEARED score \d+ out of 100/.test(pick.reasons.at(-1)?.text ?? "")).map((p) => p.id)).toEqual([]);
          const scores = result.picks.map((p) => p.fitScore);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
          // Deterministic: the same answers give the same result.
          expect(run(category, answers, catalogue)).toEqual(result);
          expect(quizChatMessage(getQuiz(category), answers, result.picks)).toMatch(new RegExp(`^From my ${getQuiz(category).category === "pre-workout" ? "pre-workout" : ""}`));
        }),
        { numRuns: propertyRuns(60) },
      );
    });
  });
});

describe("quiz engine, worked examples", () => {
  it("sleep: SSRI, no melatonin, flight duty tomorrow -> magnesium and PeptiSleep, with the left-outs explained", () => {
    const r = run("sleep", { problem: "falling", melatonin: "no", meds: ["ssri"], duty: "flight", form: "any", budget: "any" });
    expect(ids(r)).toEqual(["klean-magnesium", "swissrx-dream", "momentous-magnesium-l-threonate"]);
    expect(r.excluded.map(excludedHeadline)).toEqual([
      "3 products left out: they contain melatonin",
      "1 product left out: they contain 5-HTP",
      "1 product left out: one serving gives more magnesium than the 350 mg daily upper limit for magnesium from supplements; take a dose like that only on a clinician's advice",
    ]);
    expect(r.excluded[1]).toMatchObject({ youSaid: "you take an SSRI or another antidepressant", products: [{ id: "bpn-peak-sleep-gummy", evidence: "5-HTP (Griffonia seed) 200 mg" }] });
    expect(r.picks[0].reasons.map((x) => x.text)).toEqual([
      "No melatonin: you asked for no melatonin, and you have flight duty tomorrow.",
      "No 5-HTP: you take an SSRI or another antidepressant.",
      "Magnesium 120 mg, for falling asleep: in small trials magnesium shortened the time to fall asleep by about 17 minutes (low-quality evidence).",
      "CLEARED score 100 out of 100: NSF Certified for Sport (listing 1281622), screened against the DoD prohibited list.",
    ]);
    expect(r.notices.map((n) => n.tone)).toEqual(["caution", "caution"]);
    expect(quizChatMessage(getQuiz("sleep"), { problem: "falling", melatonin: "no", meds: ["ssri"], duty: "flight", form: "any", budget: "any" }, r.picks)).toBe(
      "From my sleep quiz: I have trouble falling asleep, no melatonin, I take an SSRI, flight duty tomorrow. Tell me more about Klean Magnesium, SwissRX Dream and Momentous Magnesium L-Threonate.",
    );
  });

  it("pre-workout: 100 mg ceiling, evening training before a 2200 sleep, drug tested -> stim-free picks only", () => {
    const answers = { caffeine: "100", train: "evening", sleep: "2200", goal: "endurance", duty: ["aircrew", "drug-test"], dairy: "no", budget: "any" };
    const r = run("pre-workout", answers);
    expect(ids(r)).toEqual(["bpn-endopump", "bpn-pump"]);
    expect(r.excluded.map(excludedHeadline)).toEqual([
      "5 products left out: they have more than 100 mg caffeine a serving",
      "2 products left out: they contain caffeine",
      "1 product left out: their sport certification is not confirmed in a certifier's registry",
    ]);
    expect(r.excluded[1].youSaid).toBe("you train within 6 hours of your 2200 sleep");
    expect(r.notices[0].text).toMatch(/^On flight status, talk to your flight surgeon/);
    const plan = r.plan.find((s) => s.id === "caffeine");
    expect(plan?.rows.find((row) => row.label === "Your last caffeine")?.value).toBe("By 1600");
  });

  it("pre-workout: a 100 mg ceiling in the morning keeps the 75 and 100 mg products", () => {
    const r = run("pre-workout", { caffeine: "100", train: "early", sleep: "2200", goal: "focus", duty: [], dairy: "no", budget: "any" });
    expect(ids(r)).toEqual(["klean-athlete-pre-workout", "designs-for-sport-pre-train-elite", "bpn-endopump"]);
    expect(r.picks[0].reasons[0]).toMatchObject({ text: "75 mg caffeine a serving: you asked for caffeine 100 mg or less a serving.", evidence: "Caffeine 75 mg" });
  });

  it("protein: vegan -> an honest empty state that says what to look for", () => {
    const r = run("protein-recovery", { goal: "build", diet: "vegan", timing: "after", budget: "any" });
    expect(r.picks).toEqual([]);
    expect(r.empty?.lookFor.map((l) => l.text)).toContain(
      "a plant protein labelled vegan that lists leucine or its full amino acid profile, certified by NSF Certified for Sport or Informed Sport",
    );
    expect(r.empty?.loosen).toEqual([
      expect.objectContaining({ questionId: "diet", from: "Vegan", to: "No restrictions", fits: 9, query: "goal=build&diet=none&timing=after&budget=any" }),
    ]);
  });

  it("health: joints finds nothing here and points to the collagen in protein and recovery", () => {
    const r = run("health-wellness", { goal: "joints", diet: "none", conditions: [], form: "any", budget: "any" });
    expect(r.picks).toEqual([]);
    expect(r.empty?.elsewhere).toEqual([{ id: "designs-for-sport-collagen-complex", name: "Collagen Complex", category: "protein-recovery" }]);
  });

  it("health: a fish allergy keeps only the algal omega-3", () => {
    const r = run("health-wellness", { goal: "omega-3", diet: "fish", conditions: ["blood-thinner"], form: "any", budget: "any" });
    expect(ids(r)).toEqual(["momentous-vegan-omega-3"]);
    expect(r.picks[0].reasons[1]).toEqual({ text: "No fish: you have a fish allergy.", evidence: "Vegan Omega-3 (algal)", guide: undefined });
    expect(r.notices[0].text).toMatch(/blood thinner/);
  });

  it("hydration: salty sweat on a long hot day ranks known sodium first and leaves out caffeine", () => {
    const r = run("hydration", { heat: "4", work: "hard", duration: "4-plus", sweat: "salty", caffeine: "no", form: "any" });
    expect(ids(r)).toEqual(["thorne-catalyte", "the-feed-lab-hydration", "liquid-iv-sugar-free"]);
    expect(r.picks[0].reasons).toContainEqual(expect.objectContaining({ text: "485 mg sodium a serving, for salty sweat and a long effort." }));
    expect(r.excluded.map(excludedHeadline)).toEqual(["1 product left out: they contain caffeine", "3 products left out: we cannot confirm they are caffeine-free"]);
  });

  it("vitamins: already on vitamin D leaves no double dose, and says why", () => {
    const r = run("vitamins", { diet: "varied", sun: "some", taking: ["vitamin-d"], "blood-thinner": "no", form: "any" });
    expect(r.picks).toEqual([]);
    expect(r.excluded.map((g) => g.filterId).sort()).toEqual(["no-double-d", "no-double-d", "upper-limit"]);
    expect(r.empty?.loosen.map((l) => l.questionId)).toEqual(["taking"]);
  });

  it("vitamins: a blood thinner leaves out vitamin K, and any product whose full label we do not hold", () => {
    const r = run("vitamins", { diet: "varied", sun: "little", taking: [], "blood-thinner": "yes", form: "any" });
    const vitaminK = r.excluded.filter((g) => g.filterId === "vitamin-k");
    const groups = vitaminK.map((g) => [g.reason, g.products.map((p) => p.id).sort()] as const).sort(([a], [b]) => a.localeCompare(b));
    expect(groups).toEqual([
      ["they list vitamin K, which changes how warfarin works", ["designs-for-sport-vitamin-d-k-pro", "momentous-essential-multivitamin"]],
      [
        "we do not hold their full label, so we cannot confirm they have no vitamin K",
        ["bpn-strong-multi-vitamin", "designs-for-sport-multi-phyto", "klean-multivitamin", "thorne-basic-nutrients-2-day", "thorne-multi-vitamin-elite"],
      ],
    ]);
    expect(ids(r)).toEqual(["klean-d-1000"]);
    expect(r.picks[0].reasons[0].text).toBe("No vitamin K: you take a blood thinner.");
    expect(r.picks[0].checkLabel).toEqual([]);
  });
});

describe("caffeine timing", () => {
  it("works out the cut-off on a 24-hour clock, across midnight", () => {
    expect(caffeineWindow("early", "2200")).toEqual({ sleepLabel: "2200", cutoffLabel: "1600", allInside: false, partlyInside: false });
    expect(caffeineWindow("afternoon", "2200")).toMatchObject({ cutoffLabel: "1600", allInside: false, partlyInside: true });
    expect(caffeineWindow("evening", "2200")).toMatchObject({ allInside: true });
    expect(caffeineWindow("night", "0800")).toMatchObject({ sleepLabel: "0800", cutoffLabel: "0200", allInside: false, partlyInside: true });
    expect(caffeineWindow("early", "0800")).toMatchObject({ cutoffLabel: "0200", allInside: true });
    expect(caffeineWindow("nope", "2200")).toBeNull();
  });
});

describe("quiz definitions", () => {
  it("asks four to seven questions per category, each with distinct answers", () => {
    expect(CATEGORY_IDS).toHaveLength(6);
    for (const category of CATEGORY_IDS) {
      const { questions } = QUIZZES[category];
      expect(questions.length, category).toBeGreaterThanOrEqual(4);
      expect(questions.length, category).toBeLessThanOrEqual(7);
      for (const q of questions) {
        const values = q.options.map((o) => o.value);
        expect(new Set(values).size, q.id).toBe(values.length);
        if (q.relaxTo) expect(values, q.id).toContain(q.relaxTo);
      }
    }
  });
});
