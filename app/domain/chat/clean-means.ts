import { GUIDE_CERTIFICATION } from "./sources";

/*
 * "Clean", "legit", "trustworthy" asked of a product: in our answers that means third-party
 * certified for sport, and the answer says so in a line instead of echoing the word. Other
 * senses of "clean" (a clean bulk, clean eating, clean energy without a crash) are no question
 * about certification. docs/decisions/0094-answer-what-was-asked-first.md
 */

const ASKS_CLEAN = /\b(?:clean(?:est)?|legit|trust(?:ed|worthy|able)?|reputable|not sketchy|safe brands?)\b(?!\s*(?:bulk|eating|eat|diet|energy|up|carbs?|calories|fuel|foods?|meals?|taste|tasting|finish)\b)/;

/** What "clean and legit" means in the picks that follow, with its source. */
export const CLEAN_MEANS = {
  text: "Clean here means third-party certified: every pick below carries the NSF Certified for Sport or Informed Sport seal, whose programs test for substances banned in sport. That lowers the risk of a spiked product without removing it, so confirm the product and its lot on the certifier's site.",
  source: GUIDE_CERTIFICATION,
};

/** The request asks for a clean or legit product. */
export function asksClean(normalized: string): boolean {
  return ASKS_CLEAN.test(normalized);
}
