/*
 * A food before a drug test ("poppy seed muffins, will I pop hot?"): the words that say one, read
 * by the understanding (a food of its own is a new subject, not the substance asked about before)
 * and by the answer (./turn-answers.ts). A leaf module, so both can read it.
 */

/** A drug test in view: a urinalysis by any of its names. */
const DRUG_TEST = /\b(?:drug tests?|drug screens?|ua|uas|urinalysis|piss tests?|pee tests?|whizz? quiz|pop (?:(?:me|you|us) )?(?:hot|positive)|pop (?:me|you|us)\b|popp?ing hot|fail(?:ed)? (?:a |my |the )?(?:drug )?test|test positive|come back positive|opiates?|codeine|morphine)\b|\bmake (?:me|you) pop\b/;
/** Poppy seeds by the foods that carry them. */
export const POPPY = /\bpoppy(?: ?seeds?)?\b|\beverything bagels?\b/;
/** A food said eaten or asked about: the drug-test question is about the food, not a supplement. */
export const FOOD = /\b(?:bagels?|muffins?|bread|rolls?|cake|pastr(?:y|ies)|seeds?|tea|kombucha|food|(?:salad )?dressing|brownies?|gumm(?:y|ies) from a store|chocolate)\b/;

/** A food eaten before a test, or asked about for one: answered for the food, not with a supplement's "keep the tub". */
export function foodBeforeTest(normalized: string): boolean {
  return (DRUG_TEST.test(normalized) || /\b(?:am i cooked|am i good|am i screwed|am i fine)\b/.test(normalized)) && (POPPY.test(normalized) || FOOD.test(normalized)) && !/\b(?:supplements?|pre-?workouts?|protein|pills?|capsules?|powder|tub)\b/.test(normalized);
}
