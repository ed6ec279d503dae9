import type { Source } from "~/domain/source";
import { toldToCut } from "./intake";
import { CAFFEINE_CUT_BACK, CAFFEINE_WITHDRAWAL } from "./sources";
import { adviceReceived } from "./symptom-time";

/*
 * Told to cut back on caffeine, or asking how: the answer is how to come down without the
 * withdrawal headaches, not an overdose template and not a stim-free pick alone. From Mayo
 * Clinic's advice on cutting back: little by little, since stopping suddenly can bring
 * headaches, tiredness, crankiness and trouble focusing for a few days.
 */

const CUT_BACK_ASK = /\b(?:cut(?:ting)? (?:back|down)|ease off|wean\w*|taper\w*|quit(?:ting)?|kick(?:ing)? the habit|get off|come off|lay off|drink less|less caffeine)\b/;
const CAFFEINE = /\bcaffeine\b|\bcoffee\b|\benergy drinks?\b|\bmonsters?\b|\bbangs?\b|\bcelsius\b|\brip ?its?\b|\bred ?bulls?\b|\bpre-?workouts?\b|\bpres?\b|\bstims?\b|\bc4\b|\bghost\b|\breign\b/;

/** How to cut back, when the person was told to or asks how; null otherwise. */
export function cutBackLine(text: string): { text: string; sources: Source[] } | null {
  if (!CAFFEINE.test(text) || !(toldToCut(text) || CUT_BACK_ASK.test(text))) return null;
  const told = toldToCut(text) || adviceReceived(text);
  return {
    text: `To cut back without the headaches, come down little by little rather than all at once: one fewer can or a smaller cup each day, none late in the day, and decaf or herbal tea in their place. Stopping suddenly can bring headaches, tiredness, crankiness and trouble focusing, which usually ease after a few days.${told ? " Follow up with whoever told you to cut back if the headaches or tiredness don't settle." : ""}`,
    sources: [CAFFEINE_CUT_BACK, CAFFEINE_WITHDRAWAL],
  };
}
