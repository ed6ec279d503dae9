import { mineralMg } from "~/domain/catalogue/serving-amounts";
import { FIGURES, GUIDES } from "~/domain/guides";
import { single, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight } from "../rule-types";
import { constraintFilter, findLine, formFilter, ingredientWeight, present, upperLimitFilter } from "./common";

/* Hydration: caffeine and form; weights for sodium, carbohydrate and daily use by effort and heat. */

export function hydrationRules(answers: QuizAnswers): QuizRules {
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

