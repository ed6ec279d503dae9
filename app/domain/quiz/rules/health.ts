import type { ConstraintCheck } from "~/domain/catalogue/constraints";
import { omega3Mg } from "~/domain/catalogue/serving-amounts";
import { FIGURES, GUIDES } from "~/domain/guides";
import { single, ticked, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules } from "../rule-types";
import { budgetFilter, conditionFilter, constraintFilter, findLine, formFilter, labelLines, present, upperLimitFilter } from "./common";

/* Health and wellness: goal, diet, medicines and conditions from the shared table, form, budget. */

const CLINICIAN_LOOK_FOR = "a product your clinician agrees to";

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

export function healthRules(answers: QuizAnswers): QuizRules {
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
    conditions.includes("thyroid") && conditionFilter("thyroid", "conditions", "thyroid", "you have a thyroid condition", CLINICIAN_LOOK_FOR),
    conditions.includes("pregnancy") && conditionFilter("pregnancy", "conditions", "pregnancy", "you are pregnant or trying to be", CLINICIAN_LOOK_FOR),
    conditions.includes("blood-thinner") &&
      conditionFilter("blood-thinner", "conditions", "blood-thinner", "you take a blood thinner", "a product chosen with whoever manages your blood thinner", GUIDES.interactions),
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

