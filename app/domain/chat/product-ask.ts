import type { Understanding } from "./understanding";

/*
 * A question that only names a product ("vegan protein powder?", "creatine gummies?", "fish oil
 * in caps?"), or asks for "anything" or "something" ("anything besides melatonin that helps?"),
 * asks for picks, not for a guide section: no section found by its words opens the answer ahead
 * of what was asked. docs/decisions/0094-answer-what-was-asked-first.md
 */

/** How a question that asks about something, rather than for something, begins. */
const ASKS_ABOUT = /^(?:what|whats|how|why|when|where|who|is|are|was|were|does|do|did|can|could|should|would|will|has|have|any ?one|anybody|whey vs|difference)\b|\bvs\.?\b|\bor\b|\bworth\b|\bsafe\b|\bwork\b/;

/** The reading of a bare product question, answered by its picks. */
export function withBareAskRead(u: Understanding): Understanding {
  if (!u.asksAbout || !u.intents.includes("recommend")) return u;
  const bare = u.normalized.split(/\s+/).length <= 6 && !ASKS_ABOUT.test(u.normalized);
  return bare || asksForOptions(u.normalized) ? { ...u, asksAbout: false } : u;
}

/** The message asks for "anything" or "something" that would do. */
export function asksForOptions(normalized: string): boolean {
  return ASKS_FOR_SOMETHING.test(normalized);
}

/** "Anything besides melatonin that helps?", "is there something for energy?": asking for options, however it is punctuated. */
const ASKS_FOR_SOMETHING = /^(?:(?:so|ok|okay|hey|yo)\s+)?(?:(?:is there|are there|got|you got|u got|do you have|do u have|do yall have)\s+)?(?:anything|something|any|some)\b(?!\s+(?:(?:good|bad|wrong|risk|harm|danger|side effects?)\b|(?:reason|point|evidence|proof|research|studies)\b))/;

/** Words that ask about the DoD list or a test, not only whether something suits a medicine. */
const LIST_WORDS = /\b(?:banned|prohibited|illegal|legal|allowed|approved|authori[sz]ed|list|dod|drug test|ua|urinalysis|piss test|pee test|pop (?:hot|positive)|fail|flag\w*|military|army|navy|marines?|air force)\b/;

/**
 * "On warfarin, is fish oil ok to take?" asks whether it suits the medicine: the DoD list's
 * verdict on fish oil would open the answer with something nobody asked. Only a question that
 * names the list, a test or a ban keeps the list-status answer beside a medicine.
 */
export function withoutUnaskedListStatus(u: Understanding): Understanding {
  if (!u.intents.includes("ingredient") || !u.newConditions.length || LIST_WORDS.test(u.normalized)) return u;
  const rest = u.intents.filter((i) => i !== "ingredient");
  const intents = rest.includes("interaction") ? rest : (["interaction", ...rest] as Understanding["intents"]);
  return { ...u, intents, intent: intents[0] };
}
