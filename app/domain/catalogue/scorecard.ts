import {
  caffeineFromLabel,
  dailyValuePercent,
  formatPercent,
  isCompleteLabel,
  isProprietaryBlend,
  nutrientOf,
  parseKeyIngredients,
} from "./ingredients";
import { CAFFEINE_PER_DOSE } from "~/domain/safety/limits-table";
import type { Certification, Scorecard, ScorecardAnswer, ScorecardItem, ScorecardQuestionId } from "./types";

/*
 * The label scorecard, after Operation Supplement Safety's advice on reading a label: a
 * certification seal, few ingredients, no proprietary blend, moderate caffeine, no mega-doses.
 * Each answer is computed from the data we hold; where the data cannot tell, it says so.
 */

export const SCORECARD_QUESTIONS: Record<ScorecardQuestionId, string> = {
  certified: "Carries a third-party certification seal",
  "few-ingredients": "Fewer than six ingredients",
  "no-proprietary-blend": "No proprietary blend",
  caffeine: `Caffeine ${CAFFEINE_PER_DOSE.amount} mg or less per serving`,
  "daily-value": "No nutrient above 200% of the Daily Value",
};

export const DAILY_VALUE_LIMIT_PERCENT = 200;
export const INGREDIENT_LIMIT = 6;

export interface ScorecardInput {
  keyIngredients: readonly string[];
  certifications: readonly Certification[];
  stimulant: boolean | null;
}

export function caffeineMg(input: Pick<ScorecardInput, "keyIngredients" | "stimulant">): number | null {
  const fromLabel = caffeineFromLabel(input.keyIngredients);
  if (fromLabel !== null) return fromLabel;
  return input.stimulant === false ? 0 : null;
}

export function evaluateScorecard(input: ScorecardInput): Scorecard {
  const ingredients = parseKeyIngredients(input.keyIngredients);
  const labelHeld = ingredients.some((i) => i.amount !== null);
  const complete = isCompleteLabel(input.keyIngredients);
  const items: ScorecardItem[] = [];
  const add = (id: ScorecardQuestionId, answer: ScorecardAnswer, detail: string) =>
    items.push({ id, question: SCORECARD_QUESTIONS[id], answer, detail });

  const seal = input.certifications[0];
  const seals = input.certifications.map((c) => (c.confirmed ? c.body : `${c.body} (not confirmed on the registry)`));
  add("certified", seal ? "yes" : "no", seal ? `${[...new Set(seals)].join(", ")}.` : "No certification found.");

  const count = ingredients.length;
  if (count >= INGREDIENT_LIMIT) add("few-ingredients", "no", `${count} ingredients listed.`);
  else if (complete) add("few-ingredients", "yes", `${count} ${count === 1 ? "ingredient" : "ingredients"} on the label data we hold.`);
  else add("few-ingredients", "unknown", "We do not hold the full label panel.");

  const blends = ingredients.filter(isProprietaryBlend);
  if (blends.length > 0) add("no-proprietary-blend", "no", `Undisclosed blend: ${blends.map((b) => b.name).join(", ")}.`);
  else if (labelHeld) add("no-proprietary-blend", "yes", "Every listed ingredient is named on its own.");
  else add("no-proprietary-blend", "unknown", "We do not hold the label panel.");

  const caffeine = caffeineMg(input);
  if (caffeine === null) add("caffeine", "unknown", "Caffeine content not known.");
  else if (caffeine === 0) add("caffeine", "yes", "No caffeine.");
  else add("caffeine", caffeine <= CAFFEINE_PER_DOSE.amount ? "yes" : "no", `${caffeine} mg per serving.`);

  const nutrients = ingredients.filter((i) => nutrientOf(i.name));
  const percents = nutrients.map(dailyValuePercent);
  const over = nutrients.filter((_, k) => (percents[k] ?? 0) > DAILY_VALUE_LIMIT_PERCENT);
  if (over.length > 0) {
    add("daily-value", "no", over.map((n) => `${n.name}: ${formatPercent(dailyValuePercent(n) ?? 0)}`).join("; "));
  } else if (complete && percents.every((p) => p !== null)) {
    add("daily-value", "yes", nutrients.length ? "Every listed vitamin and mineral is at or below 200%." : "No vitamins or minerals listed.");
  } else {
    add("daily-value", "unknown", "Some nutrient amounts are not known.");
  }

  return {
    items,
    yes: items.filter((i) => i.answer === "yes").length,
    no: items.filter((i) => i.answer === "no").length,
    unknown: items.filter((i) => i.answer === "unknown").length,
  };
}
