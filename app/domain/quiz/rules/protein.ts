import type { ConstraintCheck } from "~/domain/catalogue/constraints";
import { proteinGrams } from "~/domain/catalogue/serving-amounts";
import { FIGURES, GUIDES } from "~/domain/guides";
import { single, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight } from "../rule-types";
import { budgetFilter, constraintFilter, findLine, ingredientWeight, labelLines, present, upperLimitFilter } from "./common";

/* Protein and recovery: goal, diet, budget; weights for whey, essential amino acids and grams per serving. */

const GOAL_WORDS = {
  build: "building muscle",
  recover: "recovery between sessions",
  field: "holding on to muscle when food is short",
} as const;

export function proteinRules(answers: QuizAnswers): QuizRules {
  const goal = single(answers, "goal");
  const diet = single(answers, "diet");
  const timing = single(answers, "timing");
  const notices: Notice[] = [];
  const joints = (p: QuizProduct) => Boolean(findLine(labelLines(p), /\bjoint|connective/i));

  const filters = present<HardFilter>([
    upperLimitFilter(),
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

