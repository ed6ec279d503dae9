import type { CategoryId } from "~/domain/categories";
import { listsNutrient, mineralMg, omega3Mg, proteinGrams, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import { checkConstraint, describeConstraint, type Constraint, type ConstraintCheck } from "~/domain/catalogue/constraints";
import type { ProductForm } from "~/domain/catalogue/facts";
import { isSportCertification } from "~/domain/catalogue/links";
import { FIGURES, GUIDES, type GuideRef } from "~/domain/guides";
import { single, ticked, type QuizAnswers } from "./answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight, WeightHit } from "./rule-types";
import { caffeineWindow } from "./timing";

/*
 * What each answer does, per category. A rule reads only the product's label data and facts, so
 * every reason it gives can be traced to the person's answer and to the label.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

function labelLines(p: QuizProduct): string[] {
  const { product } = p;
  return [product.name, ...product.keyIngredients, product.provenance.notes, ...product.highlights];
}

function findLine(lines: readonly string[], pattern: RegExp): string | undefined {
  return lines.find((l) => pattern.test(l));
}

function constraintFilter(
  id: string,
  questionId: string,
  constraint: Constraint,
  lookFor: string,
  options: { youSaid?: string; guide?: GuideRef } = {},
): HardFilter {
  return {
    id,
    questionId,
    youSaid: options.youSaid ?? `you asked for ${describeConstraint(constraint)}${constraint.kind === "diet" ? " products" : ""}`,
    constraint,
    check: (p) => checkConstraint(p.facts, constraint, { pricePerServing: p.pricePerServing }),
    lookFor,
    guide: options.guide,
  };
}

function budgetFilter(answers: QuizAnswers): HardFilter | null {
  const value = single(answers, "budget");
  if (value === "" || value === "any") return null;
  return constraintFilter("budget", "budget", { kind: "budget", maxPerServing: Number(value) }, "the same kind of product at a higher budget, or a larger container, which usually costs less per serving");
}

const FORM_LOOK_FOR = "the same kind of product in another form, or check whether the brand sells one";

function formFilter(answers: QuizAnswers): HardFilter | null {
  const value = single(answers, "form");
  if (value === "" || value === "any") return null;
  return constraintFilter("form", "form", { kind: "form", forms: [value as ProductForm] }, FORM_LOOK_FOR);
}

/** Upper limits the category always applies: no pick supplies more than a guide's daily limit in one serving. */
function upperLimitFilter(): HardFilter {
  const limits = [
    { amount: vitaminDIu, limit: FIGURES.vitaminDUlIu.value, unit: "IU", name: "vitamin D", what: "daily upper limit" },
    { amount: (p: QuizProduct["product"]) => mineralMg(p, "magnesium"), limit: FIGURES.magnesiumUlMg.value, unit: "mg", name: "magnesium", what: "daily upper limit for magnesium from supplements" },
    { amount: (p: QuizProduct["product"]) => mineralMg(p, "zinc"), limit: FIGURES.zincUlMg.value, unit: "mg", name: "zinc", what: "daily upper limit" },
  ];
  return {
    id: "upper-limit",
    questionId: null,
    youSaid: "we never pick a product whose single serving is above a daily upper limit",
    check: (p): ConstraintCheck => {
      for (const l of limits) {
        const amount = l.amount(p.product);
        if (amount !== null && amount > l.limit) {
          return {
            outcome: "breaks",
            reason: `one serving gives more ${l.name} than the ${l.limit.toLocaleString("en-US")} ${l.unit} ${l.what}; take a dose like that only on a clinician's advice`,
            evidence: `${amount.toLocaleString("en-US")} ${l.unit} a serving`,
          };
        }
      }
      return { outcome: "meets", reason: "within the upper limits" };
    },
    lookFor: "a lower-dose product: one serving under the daily upper limit",
    guide: GUIDES.upperLimits,
  };
}

function benefitOf(p: QuizProduct, pattern: RegExp): { name: string; benefit: string } | null {
  const hit = p.product.detailedIngredients.find((i) => pattern.test(i.name) && i.militaryBenefit);
  return hit ? { name: hit.name, benefit: hit.militaryBenefit as string } : null;
}

function ingredientWeight(pattern: RegExp, points: number, why: string): (p: QuizProduct) => WeightHit | null {
  return (p) => {
    const hit = benefitOf(p, pattern);
    return hit ? { points, reason: `${hit.name}, for ${why}: ${hit.benefit[0].toLowerCase()}${hit.benefit.slice(1)}` } : null;
  };
}

const present = <T>(items: (T | null | undefined | false)[]): T[] => items.filter((x): x is T => Boolean(x));

// ---------------------------------------------------------------------------------------------
// Pre-workout
// ---------------------------------------------------------------------------------------------

function registryFilter(): HardFilter {
  return {
    id: "registry",
    questionId: "duty",
    youSaid: "you are subject to drug testing",
    check: (p) => {
      const cert = p.product.certifications.find((c) => isSportCertification(c.body) && c.confirmed);
      if (!cert) return { outcome: "breaks", reason: "their sport certification is not confirmed in a certifier's registry" };
      const listing = cert.listingId ? ` (listing ${cert.listingId})` : "";
      return { outcome: "meets", reason: `confirmed in the ${cert.body} registry${listing}` };
    },
    lookFor: "a product you can find yourself in the NSF Certified for Sport or Informed Sport registry, in your flavour",
  };
}

function preWorkoutRules(answers: QuizAnswers): QuizRules {
  const caffeine = Number(single(answers, "caffeine"));
  const window = caffeineWindow(single(answers, "train"), single(answers, "sleep"));
  const duty = ticked(answers, "duty");
  const goal = single(answers, "goal");
  const notices: Notice[] = [];
  const lowCaffeineLook = "a stim-free pre-workout, or one whose label states a caffeine amount within your limit";

  const filters = present<HardFilter>([
    constraintFilter("caffeine", "caffeine", caffeine === 0 ? { kind: "exclude", ingredient: "caffeine" } : { kind: "caffeineMax", mg: caffeine }, lowCaffeineLook, {
      guide: GUIDES.caffeine,
    }),
    caffeine !== 0 &&
      window?.allInside &&
      constraintFilter("caffeine-timing", "sleep", { kind: "exclude", ingredient: "caffeine" }, "a stim-free pre-workout for training this close to sleep", {
        youSaid: `you train within ${FIGURES.caffeineStopBeforeSleepHours.value} hours of your ${window.sleepLabel} sleep`,
        guide: GUIDES.caffeine,
      }),
    duty.includes("drug-test") && registryFilter(),
    single(answers, "dairy") === "yes" &&
      constraintFilter("dairy", "dairy", { kind: "diet", diet: "dairy-free" }, "a pre-workout whose label lists no milk, casein or whey"),
    budgetFilter(answers),
  ]);

  if (caffeine !== 0 && window && !window.allInside && window.partlyInside) {
    notices.push({
      tone: "info",
      text: `Part of your training window is within ${FIGURES.caffeineStopBeforeSleepHours.value} hours of your ${window.sleepLabel} sleep: take caffeine no later than ${window.cutoffLabel}, or a stim-free option after that.`,
      guide: GUIDES.caffeine,
    });
  }
  if (duty.includes("aircrew")) {
    notices.push({
      tone: "caution",
      text: "On flight status, talk to your flight surgeon before any pre-workout: all services prohibit most dietary supplements for flight crew, including performance enhancers and energy drinks, unless a flight surgeon approves an exception.",
      guide: FIGURES.aircrewSupplements.guide,
    });
  }

  const weights: Weight[] = [];
  const caffeinated = (p: QuizProduct) => (p.facts.caffeineMg ?? 0) > 0;
  if (goal === "endurance") {
    weights.push({
      questionId: "goal",
      apply: (p) => ingredientWeight(/nitrate|beet/i, 8, "endurance")(p),
      noneApplies: "None of the products that fit lists dietary nitrate, the ingredient with evidence for endurance; they are ranked by CLEARED score.",
    });
    weights.push({
      questionId: "goal",
      apply: (p) =>
        caffeinated(p)
          ? { points: 4, reason: `Caffeine ${p.facts.caffeineMg} mg, for endurance: caffeine helps aerobic endurance most consistently.`, guide: GUIDES.caffeine }
          : null,
    });
  } else if (goal === "strength") {
    weights.push({
      questionId: "goal",
      apply: (p) => ingredientWeight(/creatine/i, 8, "strength and power")(p) ?? ingredientWeight(/beta[- ]?alanine/i, 6, "repeated hard efforts")(p),
      noneApplies: "None of the products that fit lists creatine or beta-alanine; they are ranked by CLEARED score.",
    });
  } else if (goal === "focus") {
    weights.push({
      questionId: "goal",
      apply: (p) => (caffeinated(p) ? ingredientWeight(/caffeine/i, 8, "alertness")(p) : null),
      noneApplies: "Caffeine is the ingredient with evidence for alertness, and none of the products that fit has any; they are ranked by CLEARED score.",
    });
  }
  if (duty.includes("aircrew")) {
    // Lower caffeine is the safer start for a flight surgeon's review.
    weights.push({ questionId: "duty", apply: (p) => (p.facts.caffeineMg !== null && p.facts.caffeineMg <= 100 ? { points: 3 } : null) });
  }
  return { filters, weights, notices };
}

// ---------------------------------------------------------------------------------------------
// Protein and recovery
// ---------------------------------------------------------------------------------------------

const GOAL_WORDS = {
  build: "building muscle",
  recover: "recovery between sessions",
  field: "holding on to muscle when food is short",
} as const;

function proteinRules(answers: QuizAnswers): QuizRules {
  const goal = single(answers, "goal");
  const diet = single(answers, "diet");
  const timing = single(answers, "timing");
  const notices: Notice[] = [];
  const joints = (p: QuizProduct) => Boolean(findLine(labelLines(p), /\bjoint|connective/i));

  const filters = present<HardFilter>([
    goal === "joints"
      ? {
          id: "goal",
          questionId: "goal",
          youSaid: "your goal is joints and connective tissue",
          trace: "your goal",
          check: (p) => {
            const line = findLine(labelLines(p), /\bjoint|connective/i);
            return line
              ? { outcome: "meets", reason: "aimed at joints and connective tissue", evidence: line }
              : { outcome: "breaks", reason: "they are not aimed at joints and connective tissue" };
          },
          lookFor: "a product whose label data says it is aimed at joints or connective tissue",
          elsewhere: joints,
        }
      : goal in GOAL_WORDS && {
          id: "goal",
          questionId: "goal",
          youSaid: `your goal is ${GOAL_WORDS[goal as keyof typeof GOAL_WORDS]}`,
          trace: "your goal",
          check: (p): ConstraintCheck => {
            const incomplete = findLine(p.product.cautions, /incomplete protein/i);
            return incomplete
              ? { outcome: "breaks", reason: "they are collagen, an incomplete protein that does not replace a complete one", evidence: incomplete }
              : { outcome: "meets", reason: "a complete protein or essential amino acids" };
          },
          lookFor: "a complete protein: whey, milk, egg, soy or a plant blend that lists its full amino acid profile",
          guide: GUIDES.protein,
        },
    diet === "lactose-free" &&
      constraintFilter("diet", "diet", { kind: "diet", diet: "lactose-free" }, "a protein labelled lactose-free, or one made without milk", { youSaid: "you are lactose intolerant" }),
    diet === "dairy-free" && constraintFilter("diet", "diet", { kind: "diet", diet: "dairy-free" }, "a protein made without milk, whey or casein"),
    diet === "vegan" &&
      constraintFilter("diet", "diet", { kind: "diet", diet: "vegan" }, "a plant protein labelled vegan that lists leucine or its full amino acid profile, certified by NSF Certified for Sport or Informed Sport", {
        guide: FIGURES.plantProteinLabel.guide,
      }),
    budgetFilter(answers),
  ]);

  if (diet === "lactose-free") {
    notices.push({
      tone: "info",
      text: "None of our whey products is labelled lactose-free, so they are left out. Our protein guide notes that the small amount of lactose in whey concentrate may matter if you are particularly lactose intolerant, and that isolate is filtered further; ask a dietitian whether an isolate suits you.",
      guide: FIGURES.lactoseInConcentrate.guide,
    });
  }

  const weights: Weight[] = [];
  if (goal === "build" || goal === "recover") {
    weights.push({ questionId: "goal", apply: ingredientWeight(/whey/i, 6, GOAL_WORDS[goal]) });
    if (goal === "recover") weights.push({ questionId: "goal", apply: ingredientWeight(/essential amino/i, 6, GOAL_WORDS.recover) });
  }
  const grams = (p: QuizProduct) => proteinGrams(p.product);
  if (goal === "field" || timing === "meal") {
    weights.push({
      questionId: goal === "field" ? "goal" : "timing",
      apply: (p) => {
        const g = grams(p);
        return g !== null && g >= FIGURES.proteinPerMealG.min
          ? { points: 4, reason: `${g} g protein a serving: the protein guide gives ${FIGURES.proteinPerMealG.min} to ${FIGURES.proteinPerMealG.max} g per meal when food is not available.`, guide: GUIDES.protein }
          : null;
      },
    });
  }
  if (timing === "after") {
    weights.push({
      questionId: "timing",
      apply: (p) => (/\bwhey\b/i.test(p.product.keyIngredients.join(" ")) ? { points: 3, reason: "Whey after training: whey's leucine content makes the per-serving target easy to reach.", guide: GUIDES.protein } : null),
    });
  }
  if (timing === "bed") {
    weights.push({
      questionId: "timing",
      apply: (p) => {
        const g = grams(p);
        return g !== null && g >= 20
          ? { points: Math.round(g / 5), reason: `${g} g protein a serving before sleep: the protein guide links at least ${FIGURES.proteinPreSleepG.value} g to a strong overnight effect.`, guide: GUIDES.protein }
          : null;
      },
    });
  }
  return { filters, weights, notices };
}

// ---------------------------------------------------------------------------------------------
// Vitamins
// ---------------------------------------------------------------------------------------------

const MULTI = /\bmulti(?:[- ]?vitamin)?(?:-mineral)?\b(?!-strain)/i;

function isMultivitamin(p: QuizProduct): boolean {
  return MULTI.test([p.product.name, ...p.product.keyIngredients].join(" \n "));
}

function vitaminsRules(answers: QuizAnswers): QuizRules {
  const diet = single(answers, "diet");
  const sun = single(answers, "sun");
  const taking = ticked(answers, "taking");
  const notices: Notice[] = [];

  const filters = present<HardFilter>([
    upperLimitFilter(),
    diet === "vegan" &&
      constraintFilter("diet", "diet", { kind: "diet", diet: "vegan" }, "a vitamin labelled vegan that carries an NSF Certified for Sport or Informed Sport seal; check the listing yourself"),
    taking.includes("vitamin-d") && {
      id: "no-double-d",
      questionId: "taking",
      youSaid: "you already take vitamin D",
      check: (p): ConstraintCheck => {
        const line = p.product.detailedIngredients.find((i) => /^vitamin d/i.test(i.name));
        if (line) return { outcome: "breaks", reason: "they add vitamin D on top of the vitamin D you already take", evidence: [line.name, line.amount].filter(Boolean).join(" ") };
        if (p.facts.completePanel) return { outcome: "meets", reason: "no vitamin D to double up" };
        return { outcome: "unverified", reason: "we do not hold their full label, so we cannot confirm they add no vitamin D" };
      },
      lookFor: "a product without vitamin D, or add up what you take against the 4,000 IU daily upper limit",
      guide: GUIDES.upperLimits,
    },
    taking.includes("multi") && {
      id: "no-double-multi",
      questionId: "taking",
      youSaid: "you already take a multivitamin",
      check: (p): ConstraintCheck =>
        isMultivitamin(p)
          ? { outcome: "breaks", reason: "they are multivitamins, and you already take one", evidence: p.product.name }
          : { outcome: "meets", reason: "not a second multivitamin" },
      lookFor: "a single nutrient your multivitamin does not already cover; add up each nutrient first",
      guide: GUIDES.upperLimits,
    },
    single(answers, "blood-thinner") === "yes" && {
      id: "vitamin-k",
      questionId: "blood-thinner",
      youSaid: "you take a blood thinner",
      check: (p): ConstraintCheck => {
        const line = p.product.detailedIngredients.find((i) => /^vitamins? k/i.test(i.name));
        if (line) return { outcome: "breaks", reason: "they list vitamin K, which changes how warfarin works", evidence: [line.name, line.amount].filter(Boolean).join(" ") };
        if (p.facts.completePanel) return { outcome: "meets", reason: "no vitamin K on the label" };
        return { outcome: "check-label", reason: "we do not hold the full label: check it for vitamin K and ask whoever manages your blood thinner" };
      },
      lookFor: "a product without vitamin K, chosen with whoever manages your blood thinner",
      guide: GUIDES.interactions,
    },
    formFilter(answers),
  ]);

  if (single(answers, "blood-thinner") === "yes") {
    notices.push({
      tone: "caution",
      text: "If you take warfarin, tell whoever manages it before you start or stop a multivitamin or any product listing vitamin K.",
      guide: FIGURES.vitaminKWarfarin.guide,
    });
  }
  if (sun === "lots") {
    notices.push({ tone: "info", text: "Sunlight is the main source of vitamin D for most people; count it before you add a high-dose product.", guide: GUIDES.upperLimits });
  }

  const weights: Weight[] = [];
  if (diet === "limited") {
    weights.push({
      questionId: "diet",
      apply: (p) => (isMultivitamin(p) ? { points: 8, reason: "A multivitamin-mineral, to cover the gaps a field diet leaves." } : null),
    });
  }
  if (sun === "little") {
    weights.push({
      questionId: "sun",
      apply: (p) => {
        const iu = vitaminDIu(p.product);
        return iu !== null && listsNutrient(p.product, "vitamin-d")
          ? {
              points: 10,
              reason: `Vitamin D ${iu.toLocaleString("en-US")} IU a serving, for little sun: the ${FIGURES.vitaminDRdaIu.value} IU daily allowance assumes minimal sun.`,
              guide: GUIDES.upperLimits,
            }
          : null;
      },
      noneApplies: "None of the products that fit states its vitamin D per serving; they are ranked by CLEARED score.",
    });
  }
  return { filters, weights, notices };
}

// ---------------------------------------------------------------------------------------------
// Hydration
// ---------------------------------------------------------------------------------------------

function hydrationRules(answers: QuizAnswers): QuizRules {
  const duration = single(answers, "duration");
  const sweat = single(answers, "sweat");
  const heat = Number(single(answers, "heat"));
  const long = duration === "2-4" || duration === "4-plus";
  const notices: Notice[] = [];

  const filters = present<HardFilter>([
    upperLimitFilter(),
    single(answers, "caffeine") === "no" &&
      constraintFilter("caffeine", "caffeine", { kind: "exclude", ingredient: "caffeine" }, "an electrolyte product whose label says it has no caffeine", { guide: GUIDES.hydration }),
    formFilter(answers),
  ]);

  if (duration === "under-1") {
    notices.push({
      tone: "info",
      text: "For under an hour, HPRC's rule of thumb is water for exercise under an hour; a sports drink may be better if it is hot or humid.",
      guide: FIGURES.waterUnderAnHour.guide,
    });
  }

  const sodium = (p: QuizProduct) => mineralMg(p.product, "sodium");
  const weights: Weight[] = [];
  const sodiumNeeds = present<string>([sweat === "salty" && "salty sweat", long && "a long effort", !long && heat >= 3 && "work in the heat"]);
  if (sodiumNeeds.length > 0) {
    weights.push({
      questionId: sweat === "salty" ? "sweat" : long ? "duration" : "heat",
      apply: (p) => {
        const mg = sodium(p);
        if (mg === null || mg < 300) return null;
        const points = (sweat === "salty" ? Math.min(10, Math.round(mg / 60)) : 0) + (long || heat >= 3 ? 4 : 0);
        return { points, reason: `${mg} mg sodium a serving, for ${sodiumNeeds.join(" and ")}.`, guide: GUIDES.hydration };
      },
      noneApplies: "None of the products that fit states 300 mg or more sodium per serving; they are ranked by CLEARED score.",
    });
  }
  if (long) weights.push({ questionId: "duration", apply: ingredientWeight(/carb/i, 4, "a long effort") });
  if (duration === "under-1") {
    weights.push({
      questionId: "duration",
      apply: (p) => (findLine(p.product.highlights, /daily|pre-workout hydration/i) ? { points: 4, reason: "Made for daily or pre-training hydration rather than heavy sweat loss." } : null),
    });
  }
  return { filters, weights, notices };
}

// ---------------------------------------------------------------------------------------------
// Health and wellness
// ---------------------------------------------------------------------------------------------

const HEALTH_GOALS: Record<string, { words: string; test: (p: QuizProduct) => string | undefined; lookFor: string }> = {
  "omega-3": {
    words: "omega-3 for heart health",
    test: (p) => (omega3Mg(p.product) !== null ? findLine(p.product.keyIngredients, /omega|epa|dha/i) : undefined),
    lookFor: "an omega-3 (fish or algal oil) that states its EPA and DHA per serving",
  },
  joints: {
    words: "joints",
    test: (p) => findLine(labelLines(p), /\bjoint|connective/i),
    lookFor: "a product whose label data says it is aimed at joints or connective tissue",
  },
  gut: { words: "gut health", test: (p) => findLine(labelLines(p), /probiotic|\bgut\b/i), lookFor: "a probiotic that states its strains and CFU count" },
  stress: { words: "stress", test: (p) => findLine(labelLines(p), /\bstress|adaptogen/i), lookFor: "a product aimed at stress, checked against the DoD list" },
  immune: { words: "immune support", test: (p) => findLine(labelLines(p), /\bimmun/i), lookFor: "a product aimed at immune support that stays under the upper limits" },
};

function conditionFilter(id: string, words: string, pattern: RegExp): HardFilter {
  return {
    id,
    questionId: "conditions",
    youSaid: words,
    check: (p) => {
      const caution = findLine(p.product.cautions, pattern);
      return caution
        ? { outcome: "breaks", reason: `their label data warns against use ${id === "pregnancy" ? "in pregnancy" : "with a thyroid condition"} without a clinician`, evidence: caution }
        : { outcome: "meets", reason: `no caution about ${id === "pregnancy" ? "pregnancy" : "thyroid conditions"} in the label data` };
    },
    lookFor: "a product your clinician agrees to",
  };
}

function healthRules(answers: QuizAnswers): QuizRules {
  const goal = HEALTH_GOALS[single(answers, "goal")];
  const diet = single(answers, "diet");
  const conditions = ticked(answers, "conditions");
  const notices: Notice[] = [];

  const filters = present<HardFilter>([
    upperLimitFilter(),
    goal && {
      id: "goal",
      questionId: "goal",
      youSaid: `your goal is ${goal.words}`,
      trace: "your goal",
      check: (p): ConstraintCheck => {
        const line = goal.test(p);
        return line ? { outcome: "meets", reason: `aimed at ${goal.words}`, evidence: line } : { outcome: "breaks", reason: `they are not aimed at ${goal.words}` };
      },
      lookFor: goal.lookFor,
      elsewhere: (p) => Boolean(goal.test(p)),
    },
    diet === "fish" && constraintFilter("diet", "diet", { kind: "exclude", ingredient: "fish" }, "an algal omega-3 labelled vegan or fish-free", { youSaid: "you have a fish allergy" }),
    diet === "vegan" && constraintFilter("diet", "diet", { kind: "diet", diet: "vegan" }, "a product labelled vegan, such as an algal omega-3"),
    conditions.includes("thyroid") && conditionFilter("thyroid", "you have a thyroid condition", /thyroid/i),
    conditions.includes("pregnancy") && conditionFilter("pregnancy", "you are pregnant or trying to be", /pregnan/i),
    formFilter(answers),
    budgetFilter(answers),
  ]);

  if (conditions.includes("blood-thinner")) {
    notices.push({
      tone: "caution",
      text: "If you take a blood thinner, an antiplatelet drug or regular anti-inflammatory painkillers, or you have surgery coming up, tell your provider about any fish oil before you take it.",
      guide: FIGURES.fishOilBloodThinners.guide,
    });
  }
  if (conditions.includes("pregnancy")) {
    notices.push({ tone: "caution", text: "Pregnancy changes some nutrient needs and limits: use your provider's numbers and check any product with them first.", guide: GUIDES.upperLimits });
  }
  return { filters, weights: [], notices };
}

// ---------------------------------------------------------------------------------------------
// Sleep
// ---------------------------------------------------------------------------------------------

function melatoninMg(p: QuizProduct): string {
  return p.facts.melatoninMg !== null ? `Melatonin ${p.facts.melatoninMg} mg` : "Melatonin";
}

function sleepRules(answers: QuizAnswers): QuizRules {
  const problem = single(answers, "problem");
  const melatonin = single(answers, "melatonin");
  const meds = ticked(answers, "meds");
  const duty = single(answers, "duty");
  const notices: Notice[] = [];
  const noMelatoninLook = "a melatonin-free sleep product, or the guide's sleep-space and scheduling steps";

  const filters = present<HardFilter>([
    upperLimitFilter(),
    melatonin === "no" && constraintFilter("melatonin", "melatonin", { kind: "exclude", ingredient: "melatonin" }, noMelatoninLook, { guide: GUIDES.sleep }),
    meds.includes("ssri") &&
      constraintFilter("5-htp", "meds", { kind: "exclude", ingredient: "5-htp" }, "a product without 5-HTP; ask your prescriber before any sleep supplement", {
        youSaid: "you take an SSRI or another antidepressant",
        guide: GUIDES.interactions,
      }),
    meds.includes("sedating") && {
      id: "sedatives",
      questionId: "meds",
      youSaid: "you take a medicine that makes you drowsy",
      check: (p): ConstraintCheck => {
        const caution = findLine(p.product.cautions, /sedative/i);
        return caution
          ? { outcome: "breaks", reason: "their label data says not to combine them with other sedatives", evidence: caution }
          : { outcome: "meets", reason: "no warning about other sedatives in the label data" };
      },
      lookFor: "a product your pharmacist has checked against your medicines",
      guide: GUIDES.interactions,
    },
    duty === "flight" &&
      constraintFilter("flight", "duty", { kind: "exclude", ingredient: "melatonin" }, noMelatoninLook, {
        youSaid: "you have flight duty tomorrow",
        guide: GUIDES.sleep,
      }),
    formFilter(answers),
    budgetFilter(answers),
  ]);

  if (meds.includes("ssri")) {
    notices.push({ tone: "caution", text: "With an SSRI or another antidepressant, keep 5-HTP away unless your prescriber says otherwise, and never stop your medicine on your own.", guide: GUIDES.interactions });
  }
  if (meds.includes("sedating")) {
    notices.push({ tone: "caution", text: "If you already take something that makes you drowsy, check with your pharmacist before adding melatonin.", guide: FIGURES.melatoninDrowsyMedicines.guide });
  }
  if (duty === "flight") {
    notices.push({
      tone: "caution",
      text: "On flight status, ask your flight surgeon before using any sleep supplement. Melatonin is left out: one trial noted more tiredness the next morning.",
      guide: GUIDES.sleep,
    });
  }
  if (duty === "early") {
    notices.push({ tone: "caution", text: "Take melatonin only at the bedtime you are aiming for, never before a duty period, a drive or anything that needs you sharp.", guide: GUIDES.sleep });
  }
  if (problem === "shift") {
    notices.push({
      tone: "info",
      text: "For shift work, a military-focused review found no basis to recommend melatonin. Shift workers get more from the scheduling and environment steps in our sleep guide: a dark, quiet sleep zone, planned naps and split daytime sleep.",
      guide: GUIDES.sleep,
    });
  }
  if (problem === "staying") {
    notices.push({
      tone: "info",
      text: "The evidence is thin for staying asleep: in magnesium's small trials total sleep time rose by about 16 minutes but not significantly. Start with the sleep-space steps in our guide.",
      guide: GUIDES.sleep,
    });
  }

  const hasMelatonin = (p: QuizProduct) => p.facts.melatonin === true;
  const weights: Weight[] = [];
  if (melatonin === "yes") {
    weights.push({ questionId: "melatonin", apply: (p) => (hasMelatonin(p) ? { points: 25, reason: "Has melatonin, as you asked." } : null) });
  }
  if (problem === "jetlag") {
    weights.push({
      questionId: "problem",
      apply: (p) =>
        hasMelatonin(p)
          ? {
              points: 12,
              reason: `${melatoninMg(p)}, for crossing time zones: jet lag trials used ${FIGURES.melatoninStudyDoseMg.min} to ${FIGURES.melatoninStudyDoseMg.max} mg taken at the new bedtime for a few days.`,
              guide: GUIDES.sleep,
            }
          : null,
    });
  }
  if (problem === "falling") {
    weights.push({
      questionId: "problem",
      apply: (p) => (hasMelatonin(p) ? { points: 6, reason: `${melatoninMg(p)}, for falling asleep: a review makes a weak recommendation for melatonin to help start sleep.`, guide: GUIDES.sleep } : null),
    });
    weights.push({
      questionId: "problem",
      apply: (p) => {
        const mg = mineralMg(p.product, "magnesium");
        return mg !== null
          ? { points: 4, reason: `Magnesium ${mg} mg, for falling asleep: in small trials magnesium shortened the time to fall asleep by about 17 minutes (low-quality evidence).`, guide: GUIDES.sleep }
          : null;
      },
    });
  }
  if (problem === "shift") weights.push({ questionId: "problem", apply: (p) => (hasMelatonin(p) ? { points: -8 } : null) });
  if (duty === "early") weights.push({ questionId: "duty", apply: (p) => (hasMelatonin(p) ? { points: -10 } : null) });
  return { filters, weights, notices };
}

const RULES: Record<CategoryId, (answers: QuizAnswers) => QuizRules> = {
  "pre-workout": preWorkoutRules,
  "protein-recovery": proteinRules,
  vitamins: vitaminsRules,
  hydration: hydrationRules,
  "health-wellness": healthRules,
  sleep: sleepRules,
};

export function rulesFor(category: CategoryId, answers: QuizAnswers): QuizRules {
  return RULES[category](answers);
}
