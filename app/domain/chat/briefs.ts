import { listJoin } from "~/domain/text";
import type { AnswerIntent } from "./draft";

/*
 * What the model is told to do with a drafted answer, by intent. The draft's blocks are the
 * facts; the brief says how to phrase around them, never what to add.
 */

const RECOMMEND_BRIEF = "Recommend the candidate products that best fit the question, each with one sentence on why it fits.";

const BRIEFS: Partial<Record<AnswerIntent, string>> = {
  recommend: RECOMMEND_BRIEF,
  "none-left": "Say plainly that nothing in the catalogue fits and what to look for; suggest no product.",
  knowledge: "Answer the question from the passages only, in two or three sentences, and cite the passage you used.",
  dosing: "Answer from the cautions and passages only; never suggest more than a label's serving or an upper limit.",
  interaction: "Give the caution and the referral to a provider or pharmacist before anything else.",
  ingredient: "Say whether the ingredient is on the DoD list, and give the warnings as written.",
  prohibited: "Give the warnings as written, then any certified alternatives.",
  product: "Describe the product(s) asked about from their facts, with their cautions.",
  compare: "Compare the products asked about from their facts, with their cautions.",
  plan: "Give one pick per category, each with why it fits.",
  "more-options": "Offer the candidate products as further options.",
  general: "Suggest the candidate basics and ask what matters most.",
};

/**
 * The brief for an answer. `advised`: the goal's advice is shown above the model's text with the
 * cautions, so the picks' reasons can build on it. `wants`: what the person asked for, by name
 * (never a budget: the model writes no prices), so the answer can say which needs the picks meet.
 */
export function answerBrief(intent: AnswerIntent, advised: boolean, wants: readonly string[], hasPicks: boolean): string {
  const brief = `${BRIEFS[intent] ?? RECOMMEND_BRIEF}${advised ? " The advice above the picks answers what they want them for; say how each pick serves it." : ""}`;
  return wants.length && hasPicks ? `${brief} They asked for: ${listJoin(wants)}; say that the picks meet it.` : brief;
}
