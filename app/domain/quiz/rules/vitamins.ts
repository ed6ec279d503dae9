import type { ConstraintCheck } from "~/domain/catalogue/constraints";
import { listsNutrient, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import { FIGURES, GUIDES } from "~/domain/guides";
import { single, ticked, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight } from "../rule-types";
import { conditionFilter, constraintFilter, formFilter, present, upperLimitFilter } from "./common";

/* Vitamins: diet, what is already taken, a blood thinner, form; weights for a field diet and little sun. */

const MULTI = /\bmulti(?:[- ]?vitamin)?(?:-mineral)?\b(?!-strain)/i;

function isMultivitamin(p: QuizProduct): boolean {
  return MULTI.test([p.product.name, ...p.product.keyIngredients].join(" \n "));
}

export function vitaminsRules(answers: QuizAnswers): QuizRules {
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
    single(answers, "blood-thinner") === "yes" &&
      conditionFilter("vitamin-k", "blood-thinner", "blood-thinner", "you take a blood thinner", "a product without vitamin K, chosen with whoever manages your blood thinner", GUIDES.interactions),
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

