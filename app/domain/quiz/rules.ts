import type { CategoryId } from "~/domain/categories";
import type { QuizAnswers } from "./answers";
import type { QuizRules } from "./rule-types";
import { healthRules } from "./rules/health";
import { hydrationRules } from "./rules/hydration";
import { preWorkoutRules } from "./rules/pre-workout";
import { proteinRules } from "./rules/protein";
import { sleepRules } from "./rules/sleep";
import { vitaminsRules } from "./rules/vitamins";

/* What each answer does, per category: one module per category's quiz. */

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
