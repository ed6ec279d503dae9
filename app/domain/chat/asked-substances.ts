import { topicWords } from "./topic";
import type { Understanding } from "./understand";

/*
 * "Is X ok to take": the words that name X. Only a substance said in this message is checked
 * against the list; a diet ("vegan"), a category ("protein", "electrolyte"), a pronoun, or a word
 * carried from the question before is not an ingredient the person asked about.
 */

/** Diet and allergen words, category words and pronouns: never the substance an "is it ok" check is about. */
const NOT_A_SUBSTANCE =
  /^(?:vegan|vegetarian|plant|plant-based|gluten|gluten-free|dairy|dairy-free|lactose|keto|kosher|halal|paleo|free|diet|allergy|allergic|protein|proteins|powders?|shakes?|pre-workouts?|preworkouts?|workouts?|electrolytes?|hydration|sleep|recovery|vitamins?|minerals?|supplements?|drinks?|energy|stims?|products?|picks?|those|these|them|that|this|it|ones?)$/;

/** Whether `word` may name a substance the person asked about in this message. */
export function namesAskedSubstance(word: string, u: Pick<Understanding, "normalized">): boolean {
  return !NOT_A_SUBSTANCE.test(word) && topicWords(u.normalized).split(" ").includes(word);
}

/** "Are those ok" after an answer with no picks: there is nothing of ours it can be about. */
export function asksAboutNoPicks(u: Pick<Understanding, "normalized" | "previousPicks" | "focusProductIds" | "lastReply">): boolean {
  return !!u.lastReply && !u.previousPicks.length && !u.focusProductIds.length && /\b(?:those|these|them)\b|\b(?:is|are) (?:that|it)\b|\bthat (?:ok|okay|safe|fine)\b/.test(u.normalized);
}
