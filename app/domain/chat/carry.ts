import type { SymptomId, VocabularyEffects } from "./concepts";

/*
 * A symptom carried over one turn. A reply to a symptom answer that pushes back for products
 * ("not going to sick call, just give me electrolytes") is still about the symptom, until the
 * person says they have been seen; tingling and a sore stomach alone are not carried. A new
 * question on another topic (a medicine, a certification, the DoD list) is answered for itself.
 */

/** The person says they have been seen since describing a symptom. */
const BEEN_SEEN =
  /\b(?:got|been|was|went|get|getting) (?:checked|seen|evaluated|cleared)\b|\b(?:doc|doctor|medic|pa|provider|sick call|er) (?:said|says|cleared|checked)\b|\bwent to (?:sick call|the er|medical|the doc\w*|urgent care)\b/;

/** A request for something else in place of what caused the reaction ("so what should i use instead"). */
const REPLACEMENT = /\binstead\b|\bswitch\w*|\bswap\w*|\banother (?:one|brand|kind)\b|\bdifferent (?:one|brand|kind)\b|\bsomething else\b|\bwhat else\b|\bbetter (?:one|brand)\b|\breplace\w*/;

/** The symptoms this message is about: its own, else the previous message's when it pushes back. */
export function carriedSymptoms(
  normalized: string,
  symptomsHere: SymptomId[],
  before: VocabularyEffects | null,
  /** A new question or a courtesy: nothing is carried into it. */
  moved: boolean,
): { symptoms: SymptomId[]; pushedBack: boolean } {
  // A sore stomach or tingling is carried only into a request for something to use instead of what caused it.
  const mild = (s: SymptomId) => s === "paresthesia" || s === "gi";
  const carried = before?.symptoms.filter((s) => !mild(s) || REPLACEMENT.test(normalized)) ?? [];
  const pushedBack = !symptomsHere.length && carried.length > 0 && !moved && !BEEN_SEEN.test(normalized);
  return { symptoms: pushedBack ? carried : symptomsHere, pushedBack };
}
