import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import { deriveProductFacts, type ProductFacts } from "~/domain/catalogue/facts";
import type { Certification, DetailedIngredient, Supplement } from "~/domain/catalogue/types";
import { GUIDES } from "~/domain/guides";
import type { QuizAnswers } from "~/domain/quiz/answers";
import { answersInWords, quizChatMessage } from "~/domain/quiz/chat-message";
import { type QuizProduct, type QuizResult, quizTitle, runQuiz } from "~/domain/quiz/engine";
import { excludedHeadline } from "~/domain/quiz/rule-types";
import { planFor } from "~/domain/quiz/planner";
import type { QuizDefinition } from "~/domain/quiz/question-types";
import { getQuiz } from "~/domain/quiz/questions";
import { rulesFor } from "~/domain/quiz/rules";
import { caffeineWindow, clock } from "~/domain/quiz/timing";
import { seededCatalogue } from "./priced-catalogue";

/*
 * Worked examples at the edges of the quiz's engine, planner, caffeine timing and message to
 * CLEARED AI: the boundaries of each comparison, the exact words, empty lists. Where the real
 * catalogue cannot reach an edge, a real product is copied with the one field changed.
 */

const quizProducts = (): QuizProduct[] => seededCatalogue().listProducts().map((p) => ({ product: p, facts: deriveProductFacts(p), pricePerServing: p.pricePerServing }));

function product(id: string): QuizProduct {
  const p = quizProducts().find((x) => x.product.id === id);
  if (!p) throw new Error(id);
  return p;
}

/** A copy of a real product with some label fields changed; its facts are derived again, then `facts` overrides them. */
function variant(id: string, changes: Partial<Supplement>, facts: Partial<ProductFacts> = {}, pricePerServing?: number | null): QuizProduct {
  const base = product(id);
  const changed = { ...base.product, ...changes };
  return { product: changed, facts: { ...deriveProductFacts(changed), ...facts }, pricePerServing: pricePerServing === undefined ? base.pricePerServing : pricePerServing };
}

function run(category: CategoryId, answers: QuizAnswers, catalogue: QuizProduct[]): QuizResult {
  return runQuiz({ quiz: getQuiz(category), answers, catalogue });
}

const cert = (body: Certification["body"], confirmed: boolean, listingId: string | null = null): Certification => ({
  body,
  url: "https://example.org/listing",
  linkKind: "listing",
  listingId,
  confirmed,
  evidence: "test",
});

const HYDRATION: QuizAnswers = { heat: "1", work: "easy", duration: "1-2", sweat: "normal", caffeine: "ok", form: "any" };

describe("the certification bullet closing every pick", () => {
  it.each<[string, Certification[], string]>([
    [
      "a confirmed sport certification comes before an unconfirmed one and any other seal",
      [cert("USP Verified", true, "9"), cert("Informed Sport", false), cert("NSF Certified for Sport", true, "111")],
      "CLEARED score 88 out of 100: NSF Certified for Sport (listing 111), screened against the DoD prohibited list.",
    ],
    ["a confirmed one without a listing id", [cert("Informed Sport", true)], "CLEARED score 88 out of 100: Informed Sport, screened against the DoD prohibited list."],
    [
      "only unconfirmed sport certifications: the first",
      [cert("Informed Choice", true, "7"), cert("Informed Sport", false, "5"), cert("NSF Certified for Sport", false)],
      "CLEARED score 88 out of 100: Informed Sport, reported but not confirmed in the registry, screened against the DoD prohibited list.",
    ],
    ["no sport certification", [cert("USP Verified", true, "3")], "CLEARED score 88 out of 100: no sport certification on record, screened against the DoD prohibited list."],
    ["no certification at all", [], "CLEARED score 88 out of 100: no sport certification on record, screened against the DoD prohibited list."],
  ])("%s", (_name, certifications, text) => {
    const r = run("hydration", HYDRATION, [variant("thorne-catalyte", { certifications })]);
    expect(r.picks.map((p) => p.reasons.at(-1))).toEqual([{ text }]);
  });
});

describe("quizTitle", () => {
  it.each([
    ["sleep", "Sleep"],
    ["protein-recovery", "Protein & Recovery"],
    ["not-a-category", "not-a-category"],
  ])("%s -> %s", (category, title) => {
    expect(quizTitle(category as CategoryId)).toBe(title);
  });
});

describe("the empty state", () => {
  const VITAMINS: QuizAnswers = { diet: "varied", sun: "some", taking: [], "blood-thinner": "yes", form: "any" };

  it("falls back to the standing rule's advice when no answer left anything out", () => {
    const r = run("vitamins", VITAMINS, [product("klean-d-5000")]);
    expect(r.picks).toEqual([]);
    expect(r.excluded.map(excludedHeadline)).toEqual([
      "1 product left out: one serving gives more vitamin D than the 4,000 IU daily upper limit; take a dose like that only on a clinician's advice",
    ]);
    expect(r.empty).toEqual({ lookFor: [{ text: "a lower-dose product: one serving under the daily upper limit", guide: GUIDES.upperLimits }], loosen: [], elsewhere: [] });
  });

  it("gives only the advice of the answers when an answer left something out too", () => {
    const r = run("vitamins", VITAMINS, [product("klean-d-5000"), product("designs-for-sport-vitamin-d-k-pro")]);
    expect(r.excluded.map((g) => g.filterId)).toEqual(["upper-limit", "vitamin-k"]);
    expect(r.empty?.lookFor).toEqual([{ text: "a product without vitamin K, chosen with whoever manages your blood thinner", guide: GUIDES.interactions }]);
  });

  it("gives the same advice once when two answers ask for it", () => {
    // A stress product without ashwagandha (the thyroid rule's ingredient) whose label warns against use in pregnancy.
    const pregnancyOnly = variant("momentous-ashwagandha", {
      id: "ashwagandha-pregnancy",
      name: "Calm Blend",
      keyIngredients: ["L-theanine 200 mg"],
      cautions: ["Not for use in pregnancy without a clinician's advice."],
    });
    const r = run("health-wellness", { goal: "stress", diet: "none", conditions: ["thyroid", "pregnancy"], form: "any", budget: "any" }, [product("momentous-ashwagandha"), pregnancyOnly]);
    expect(r.excluded.map((g) => [g.filterId, g.products.map((p) => p.id)])).toEqual([
      ["thyroid", ["momentous-ashwagandha"]],
      ["pregnancy", ["ashwagandha-pregnancy"]],
    ]);
    expect(r.empty?.lookFor).toEqual([{ text: "a product your clinician agrees to", guide: undefined }]);
  });

  const PRE_WORKOUT: QuizAnswers = { train: "early", sleep: "2200", goal: "focus", duty: [], dairy: "no", budget: "any" };

  it("never offers to loosen a question left unanswered", () => {
    // No caffeine answer reads as no caffeine at all.
    const r = run("pre-workout", PRE_WORKOUT, [product("klean-athlete-pre-workout")]);
    expect(r.excluded.map(excludedHeadline)).toEqual(["1 product left out: they contain caffeine"]);
    expect(r.empty?.loosen).toEqual([]);
  });

  it("shows an answer the quiz does not offer as it was given", () => {
    const r = run("pre-workout", { ...PRE_WORKOUT, caffeine: "50" }, [product("klean-athlete-pre-workout")]);
    expect(r.empty?.loosen).toEqual([
      {
        questionId: "caffeine",
        prompt: "How much caffeine per serving is right for you?",
        from: "50",
        to: "Up to 200 mg",
        fits: 1,
        query: "caffeine=200&train=early&sleep=2200&goal=focus&dairy=no&budget=any",
      },
    ]);
  });

  it("lists every ticked box of a multiple-choice question it offers to clear", () => {
    const r = run("vitamins", { diet: "varied", sun: "some", taking: ["vitamin-d", "multi", "fish-oil"], "blood-thinner": "no", form: "any" }, [
      product("klean-d-1000"),
      product("klean-multivitamin"),
    ]);
    expect(r.picks).toEqual([]);
    expect(r.empty?.loosen).toEqual([
      {
        questionId: "taking",
        prompt: "What do you already take?",
        from: "A vitamin D supplement, A multivitamin, fish-oil",
        to: "none of these",
        fits: 2,
        query: "diet=varied&sun=some&blood-thinner=no&form=any",
      },
    ]);
  });

  it("names each product elsewhere once, even when the catalogue lists it twice", () => {
    const collagen = product("designs-for-sport-collagen-complex");
    const r = run("health-wellness", { goal: "joints", diet: "none", conditions: [], form: "any", budget: "any" }, [product("thorne-super-epa"), collagen, collagen]);
    expect(r.empty?.elsewhere).toEqual([{ id: "designs-for-sport-collagen-complex", name: "Collagen Complex", category: "protein-recovery" }]);
  });
});

describe("the message to CLEARED AI", () => {
  const UNKNOWN: QuizDefinition = {
    category: "not-a-category" as CategoryId,
    intro: "",
    questions: [{ id: "q", prompt: "Q?", options: [{ value: "a", label: "A" }] }],
  };

  it("names a category it does not know by its id, and adds no words when no answer says anything", () => {
    expect(quizChatMessage(UNKNOWN, { q: "a" }, [])).toBe("From my not-a-category quiz. Nothing in the catalogue fit. What should I look for?");
  });

  it("adds no words when the answers say nothing, and still names the picks", () => {
    expect(quizChatMessage(getQuiz("sleep"), { melatonin: "either", meds: [], duty: "normal", form: "any", budget: "any" }, [{ name: "Dream", brand: "SwissRX" }])).toBe(
      "From my sleep quiz. Tell me more about SwissRX Dream.",
    );
  });

  it("skips unknown and missing answers", () => {
    expect(answersInWords(getQuiz("sleep"), { problem: "sleepwalking", meds: ["ssri", "other"], melatonin: "no" })).toEqual(["no melatonin", "I take an SSRI"]);
  });
});

describe("caffeine timing at the edges", () => {
  it.each([
    [0, "0000"],
    [7.5, "0730"],
    [16.25, "1615"],
    [23.75, "2345"],
    [25.25, "0115"],
    [-1, "2300"],
    [-0.5, "2330"],
  ])("clock(%s) is %s", (hour, text) => {
    expect(clock(hour)).toBe(text);
  });

  it.each(["22000", "x2200", "2200x", "220", ""])("a sleep time of %j gives no window", (sleep) => {
    expect(caffeineWindow("early", sleep)).toBeNull();
  });

  it.each([
    // Minutes count: cut-off 1630, after the evening window opens.
    ["evening", "2230", { sleepLabel: "2230", cutoffLabel: "1630", allInside: true, partlyInside: true }],
    // A cut-off exactly at the window's start: all of it is inside.
    ["evening", "2300", { sleepLabel: "2300", cutoffLabel: "1700", allInside: true, partlyInside: true }],
    // A cut-off exactly at the window's end: none of it is.
    ["afternoon", "2300", { sleepLabel: "2300", cutoffLabel: "1700", allInside: false, partlyInside: false }],
    // A sleep exactly when the window opens is the next day's.
    ["morning", "0800", { sleepLabel: "0800", cutoffLabel: "0200", allInside: false, partlyInside: false }],
    ["night", "0200", { sleepLabel: "0200", cutoffLabel: "2000", allInside: true, partlyInside: true }],
  ])("training %s, sleeping at %s", (train, sleep, window) => {
    expect(caffeineWindow(train, sleep)).toEqual(window);
  });
});

describe("the planner at the edges", () => {
  it("pre-workout: no rows for a product whose caffeine is not on record, and no section without rows", () => {
    const unknown = variant("klean-athlete-pre-workout", {}, { caffeineMg: null }, null);
    expect(planFor(getQuiz("pre-workout"), { caffeine: "200", goal: "focus", duty: [] }, [unknown])).toEqual([]);
  });

  it("cost: says when the serving is not recorded", () => {
    const p = variant("klean-athlete-pre-workout", { servingSize: null, priceText: "$30.00", servingsPerContainer: 30 }, { caffeineMg: null }, 1);
    expect(planFor(getQuiz("pre-workout"), {}, [p])).toEqual([
      {
        id: "cost",
        title: "What it costs",
        rows: [{ label: "Klean Pre-Workout", value: "$1.00 a day, $7.00 a week", detail: "At one label serving a day (serving not recorded), from $30.00 for 30 servings." }],
        note: "Prices as our research recorded them, with their date on the product page; check the current price before you buy.",
      },
    ]);
  });

  it.each<[string, QuizAnswers, { label: string; value: string; detail?: string }[]]>([
    [
      "a heat category above 5 falls back to HPRC's exercise figure",
      { heat: "6", work: "hard", duration: "1-2" },
      [{ label: "Fluid per hour", value: "16 to 32 oz", detail: "HPRC's figure during exercise; never more than 48 oz an hour." }],
    ],
    [
      "a work level the table does not have falls back too",
      { heat: "2", work: "sprint", duration: "1-2" },
      [{ label: "Fluid per hour", value: "16 to 32 oz", detail: "HPRC's figure during exercise; never more than 48 oz an hour." }],
    ],
    [
      "a duration the quiz does not offer counts as the first hour",
      { heat: "2", work: "hard", duration: "all-week" },
      [
        { label: "Fluid per hour", value: "1 quart (32 oz)", detail: "The Army work/rest and water table for heat category 2 and hard work, for an average heat-acclimatized service member." },
        { label: "Over your effort", value: " quart to 1 quart over 0 to 1 hours", detail: "Drink steadily rather than in catch-up bouts." },
      ],
    ],
    [
      "heat category 5, moderate work, 2 to 4 hours",
      { heat: "5", work: "moderate", duration: "2-4" },
      [
        { label: "Fluid per hour", value: "1 quart (32 oz)", detail: "The Army work/rest and water table for heat category 5 and moderate work, for an average heat-acclimatized service member." },
        { label: "Over your effort", value: "2 quarts to 4 quarts over 2 to 4 hours", detail: "Drink steadily rather than in catch-up bouts." },
      ],
    ],
  ])("hydration: %s", (_name, answers, firstRows) => {
    const [section] = planFor(getQuiz("hydration"), answers, []);
    expect(section.rows.slice(0, firstRows.length)).toEqual(firstRows);
  });

  it("sleep: a dose rounded to two decimals, and one serving under the magnesium limit in the singular", () => {
    const melatonin = variant("thorne-melaton-3", {}, { melatoninMg: 0.125 }, null);
    expect(planFor(getQuiz("sleep"), {}, [melatonin, { ...product("thorne-magnesium-bisglycinate"), pricePerServing: null }, { ...product("klean-magnesium"), pricePerServing: null }])).toEqual([
      {
        id: "melatonin",
        title: "Melatonin dose",
        rows: [{ label: "Melaton-3", value: "0.13 mg melatonin a serving", detail: "Jet lag trials used 0.5 to 5 mg at the target bedtime. Never take more than the label directs." }],
        guide: GUIDES.sleep,
      },
      {
        id: "magnesium",
        title: "Magnesium against the upper limit",
        rows: [
          {
            label: "Magnesium Bisglycinate",
            value: "200 mg magnesium a serving",
            detail: "57% of the 350 mg daily upper limit for magnesium from supplements; at most 1 serving a day stays under it, counting every other magnesium product you take.",
          },
          {
            label: "Klean Magnesium",
            value: "120 mg magnesium a serving",
            detail: "34% of the 350 mg daily upper limit for magnesium from supplements; at most 2 servings a day stay under it, counting every other magnesium product you take.",
          },
        ],
        guide: GUIDES.upperLimits,
      },
    ]);
  });

  it.each<[string, string, string]>([
    ["bed", "21", "Before sleep, the guide links at least 40 g to a strong overnight effect: 2 servings, or add food."],
    ["bed", "40", "Before sleep, the guide links at least 40 g to a strong overnight effect: 1 serving, or add food."],
    ["bed", "39.5", "Before sleep, the guide links at least 40 g to a strong overnight effect: 2 servings, or add food."],
    ["bed", "13", "Before sleep, the guide links at least 40 g to a strong overnight effect: 4 servings, or add food."],
    ["after", "40", "The guide gives 20 to 25 g per meal for most people."],
    ["meal", "21", "The guide gives 20 to 25 g per meal for most people."],
  ])("protein taken %s, %s g a serving", (timing, grams, detail) => {
    const p = variant("thorne-whey-protein-isolate", { keyIngredients: [`${grams} g protein per serving`] }, {}, null);
    expect(planFor(getQuiz("protein-recovery"), { timing }, [p])).toEqual([
      { id: "protein", title: "Protein per serving", rows: [{ label: "Whey Protein Isolate", value: `${grams} g protein a serving`, detail }], guide: GUIDES.protein },
    ]);
  });
});

/*
 * What each answer sheet makes of the rules, word for word: the filters (id, question, what the
 * person said, the trace, what to look for, the guide), the weights (question, what is said when
 * none applies, and the hit each gives the category's products) and the notices.
 */
function describeRules(category: CategoryId, answers: QuizAnswers, products: QuizProduct[]): string {
  const rules = rulesFor(category, answers);
  const lines: string[] = [];
  for (const f of rules.filters) {
    lines.push(`filter ${f.id} (${f.questionId ?? "always"}): ${f.youSaid}${f.trace ? ` [trace: ${f.trace}]` : ""} | look for: ${f.lookFor}${f.guide ? ` [${f.guide.slug}]` : ""}${f.constraint ? ` [constraint: ${JSON.stringify(f.constraint)}]` : ""}`);
    if (f.elsewhere) lines.push(`  elsewhere: ${quizProducts().filter((p) => f.elsewhere?.(p)).map((p) => p.product.id).join(", ")}`);
    for (const p of products) {
      const c = f.check(p);
      lines.push(`  ${p.product.id}: ${c.outcome}, ${c.reason}${c.evidence ? ` <- ${c.evidence}` : ""}`);
    }
  }
  for (const w of rules.weights) {
    lines.push(`weight (${w.questionId})${w.noneApplies ? `: ${w.noneApplies}` : ""}`);
    for (const p of products) {
      const hit = w.apply(p);
      if (hit) lines.push(`  ${p.product.id}: ${hit.points}${hit.reason ? `, ${hit.reason}` : ""}${hit.guide ? ` [${hit.guide.slug}]` : ""}`);
    }
  }
  for (const n of rules.notices) lines.push(`notice (${n.tone}): ${n.text}${n.guide ? ` [${n.guide.slug}]` : ""}`);
  return `\n${lines.join("\n")}\n`;
}

const line = (name: string, amount: string | null, militaryBenefit: string | null = null): DetailedIngredient => ({ name, amount, note: null, militaryBenefit, dailyValue: null });

/** The category's products with a few copies that reach the rules' edges. */
function sheetProducts(category: CategoryId): QuizProduct[] {
  const own = quizProducts().filter((p) => p.product.category === category);
  const extra: Record<CategoryId, () => QuizProduct[]> = {
    "pre-workout": () => [
      variant("bpn-pre", { id: "x-creatine", detailedIngredients: [line("Creatine monohydrate", "3 g", "Supports strength and power.")] }, { caffeineMg: 100 }),
      variant("bpn-pre", { id: "x-beta-alanine", detailedIngredients: [line("Beta alanine", "3.2 g", "Buffers acid in hard efforts.")] }, { caffeineMg: null }),
      variant("bpn-pre", { id: "x-betaalanine", detailedIngredients: [line("Betaalanine", "3.2 g", "Buffers acid.")] }, { caffeineMg: 101 }),
      variant("bpn-pre", { id: "x-unlisted", certifications: [cert("Informed Sport", true)] }),
    ],
    "protein-recovery": () => [
      variant("thorne-whey-protein-isolate", { id: "x-19g", keyIngredients: ["19 g protein per serving"] }),
      variant("thorne-whey-protein-isolate", { id: "x-eaa", keyIngredients: ["Essential amino acids"], detailedIngredients: [line("Essential amino acids", "10 g", "Helps recovery.")] }),
    ],
    vitamins: () => [
      variant("klean-d-1000", { id: "x-d-4000", detailedIngredients: [line("Vitamin D3", "4,000 IU")] }),
      variant("klean-d-1000", { id: "x-zinc-40", detailedIngredients: [line("Zinc", "40 mg")] }, { completePanel: true }),
      variant("klean-d-1000", { id: "x-zinc-41", detailedIngredients: [line("Zinc", "41 mg")] }),
      variant("klean-d-1000", { id: "x-magnesium-351", detailedIngredients: [line("Magnesium", "351 mg")] }),
    ],
    hydration: () => [variant("thorne-catalyte", { id: "x-sodium-300", detailedIngredients: [line("Sodium", "300 mg")] }), variant("thorne-catalyte", { id: "x-sodium-299", detailedIngredients: [line("Sodium", "299 mg")] })],
    "health-wellness": () => [],
    sleep: () => [variant("thorne-melaton-3", { id: "x-melatonin-unknown-dose" }, { melatonin: true, melatoninMg: null })],
  };
  return [...own, ...extra[category]()];
}

const RULE_SHEETS: [CategoryId, QuizAnswers][] = [
  ["pre-workout", { caffeine: "0", train: "evening", sleep: "2200", goal: "strength", duty: ["drug-test", "aircrew"], dairy: "yes", budget: "2" }],
  ["pre-workout", { caffeine: "150", train: "evening", sleep: "2200", goal: "endurance", duty: ["aircrew"], dairy: "no", budget: "any" }],
  ["pre-workout", { caffeine: "200", train: "afternoon", sleep: "2200", goal: "focus", duty: [], dairy: "no", budget: "any" }],
  ["pre-workout", { caffeine: "100", goal: "strength", duty: ["drug-test"] }],
  ["pre-workout", { caffeine: "0", train: "afternoon", sleep: "2200", goal: "focus", duty: [], dairy: "no", budget: "any" }],
  ["protein-recovery", { goal: "build", diet: "none", timing: "after", budget: "any" }],
  ["protein-recovery", { goal: "recover", diet: "lactose-free", timing: "bed", budget: "2" }],
  ["protein-recovery", { goal: "field", diet: "dairy-free", timing: "after", budget: "any" }],
  ["protein-recovery", { goal: "joints", diet: "vegan", timing: "meal", budget: "any" }],
  ["vitamins", { diet: "vegan", sun: "little", taking: ["vitamin-d", "multi"], "blood-thinner": "yes", form: "capsule" }],
  ["vitamins", { diet: "limited", sun: "lots", taking: [], "blood-thinner": "no", form: "any" }],
  // Unanswered form and budget questions ask for nothing.
  ["vitamins", { diet: "varied", sun: "some", taking: [] }],
  ["hydration", { heat: "4", work: "hard", duration: "under-1", sweat: "salty", caffeine: "no", form: "powder" }],
  ["hydration", { heat: "0", work: "easy", duration: "2-4", sweat: "normal", caffeine: "ok", form: "any" }],
  ["hydration", { heat: "3", work: "easy", duration: "1-2", sweat: "unknown", caffeine: "ok", form: "any" }],
  ["hydration", { heat: "2", work: "easy", duration: "1-2", sweat: "salty", caffeine: "ok", form: "any" }],
  ["health-wellness", { goal: "omega-3", diet: "fish", conditions: ["blood-thinner", "thyroid", "pregnancy"], form: "softgel", budget: "1" }],
  ["health-wellness", { goal: "gut", diet: "vegan", conditions: [], form: "any", budget: "any" }],
  ["health-wellness", { goal: "immune", diet: "none", conditions: ["thyroid"], form: "any", budget: "any" }],
  ["sleep", { problem: "jetlag", melatonin: "yes", meds: ["ssri", "sedating"], duty: "flight", form: "capsule", budget: "1" }],
  ["sleep", { problem: "falling", melatonin: "no", meds: [], duty: "early", form: "any", budget: "any" }],
  ["sleep", { problem: "shift", melatonin: "either", meds: [], duty: "normal", form: "any", budget: "any" }],
  ["sleep", { problem: "staying", melatonin: "either", meds: [], duty: "normal", form: "any", budget: "any" }],
];

describe("the rules of each answer sheet, word for word", () => {
  // After an intended change, rewrite with `npx vitest run --project unit tests/unit/quiz-rules.test.ts -u` and read the diff.
  it.each(CATEGORY_IDS)("%s", async (category) => {
    const products = sheetProducts(category);
    const text = RULE_SHEETS.filter(([c]) => c === category)
      .map(([, answers]) => `## ${JSON.stringify(answers)}${describeRules(category, answers, products)}`)
      .join("\n");
    await expect(text).toMatchFileSnapshot(`./golden/quiz-rules-${category}.txt`);
  });
});
