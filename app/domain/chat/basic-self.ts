import { Draft, type EngineAnswer, finish } from "./draft";
import { CERTIFICATION_WHY } from "~/domain/safety/condition-sources";
import { DOD_LIST_SOURCE, TRAINEE_MAIL } from "./sources";
import type { Understanding } from "./understanding";

/*
 * "Shipping to basic", "I ship out next month", "leaving for boot camp": the person is the one
 * going, not a relative mailing a trainee. They get what the unit's rules mean for them (from the
 * same care-package guidance the mail answer quotes) and whom to ask, never a paragraph on mail.
 */

const GOING = /\b(?:ship(?:ping|s)?|leav(?:e|es|ing)|head(?:s|ing)?|go(?:ing)?|report(?:s|ing)?|off)\s+(?:out\s+)?(?:to|for)\s+(?:basic|boot ?camp|bct|bmt|osut|recruit training|basic training)\b|\b(?:i|im|i'm|i am)\s+(?:\w+\s+){0,2}ship(?:ping)?\s+out\b/;
/** Words of sending things: then the mail answer fits. */
const SENDING = /\b(?:mail\w*|send\w*|care packages?|packages?|address)\b/;

/** The person going to basic themselves asks what to bring or stop: the unit sets it, the recruiter answers. */
export function ownBasicAnswer(u: Understanding): EngineAnswer | null {
  if (u.forWhom || !GOING.test(u.normalized) || SENDING.test(u.normalized)) return null;
  const d = new Draft();
  d.caution(
    "What you may have at basic, supplements and food included, is set by your training unit and drill sergeants, not by us, and most units allow far less than you'd expect: food and extras are commonly not allowed. Ask your recruiter what to bring before you ship, and plan on leaving your supplements at home until your unit allows them.",
    TRAINEE_MAIL,
  );
  d.caution(
    "When you can use supplements again, make it one with the NSF Certified for Sport or Informed Sport seal, checked against the DoD Prohibited Dietary Supplement Ingredients list: certification lowers the risk of a contaminated product but does not remove it. Ask me then and I'll pick certified options.",
    CERTIFICATION_WHY,
    DOD_LIST_SOURCE,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Say the unit sets what they may bring to basic and to ask their recruiter, as written; suggest no product." });
}
