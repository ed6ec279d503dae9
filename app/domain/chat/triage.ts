import type { EngineAnswer } from "./draft";
import { redFlagNow } from "./reactions";
import type { Understanding } from "./understanding";

/*
 * Grading a reaction by what the person said. Emergency signs said as present (trouble breathing,
 * a swelling throat or tongue, chest pain, fainting, confusion, blood in vomit or stool, a racing
 * heart that will not settle) keep the care-now line first. Signs the person says are absent ("no
 * trouble breathing", "not chest pain, just nausea", "I can breathe fine") are no emergency: they
 * are set aside before any template reads the message, and when no sign is present the care-now
 * sentences move out of the opening into their own paragraph after it, so the person reads what
 * is most likely going on and what to do first, then the signs that would change that.
 */

/** A red flag named in the words people use for it. */
const RED_FLAG =
  "(?:trouble|difficulty|problems?|issues?) (?:breathing|swallowing)|shortness of breath|short of breath|breathing (?:trouble|problems?|issues?)|wheez\\w*|chest (?:pain|pressure|tightness|hurting)|chest|swelling|swollen|swell\\w*|faint\\w*|passing out|passed out|blacking out|confusion|confused|blood|bleeding|throat|tongue|lips?";

/** A word that denies what follows it, with at most three small words between ("no real chest pain", "not any swelling in my face"). */
const DENIED = new RegExp(
  `\\b(?:no|not|without|never|nothing like|isnt|isn'?t|wasnt|wasn'?t|dont|don'?t|didnt|didn'?t|havent|haven'?t)\\b(?:\\s+(?:any|real|actual|really|a|the|my|have|had|got|get|feel|felt|signs? of|any kind of)){0,3}\\s+(?:${RED_FLAG})(?:\\s+(?:pain|pressure|tightness|in (?:my|the|his|her) \\w+|or anything|or nothing|at all|either))*`,
  "g",
);

/** Breathing said to be fine ("i can breathe fine", "breathing is ok"). */
const BREATHING_FINE = /\b(?:i |he |she |they )?(?:can|could) breathe? (?:fine|ok|okay|normal\w*|good|alright)\b|\bbreathing(?:'?s| is| was)? (?:fine|ok|okay|normal|good|alright)\b/g;

/** The message with every red flag the person denies taken out, so no template reads it as present. */
export function withoutDeniedSigns(normalized: string): string {
  return normalized.replace(DENIED, " ").replace(BREATHING_FINE, " ").replace(/\s{2,}/g, " ").trim();
}

/** Signs beyond the heart and breathing ones ./reactions.ts reads: the throat or tongue, blood where it should not be, a heart that will not settle, slurred words. */
const MORE_RED_FLAGS =
  /\bthroat\b[^.?]{0,30}\b(?:tight\w*|clos\w*|swell\w*|swollen)\b|\b(?:tongue|lips?)\b[^.?]{0,20}\b(?:swell\w*|swollen|puff\w*)\b|\bblood\w*\b[^.?]{0,25}\b(?:vomit\w*|puke\w*|threw up|stool|poop|shit)|\b(?:vomit\w*|puke\w*|threw up|throwing up|stool|poop)\b[^.?]{0,30}\bblood\w*|\bblack (?:stool|poop)\b|\b(?:heart|pulse|hr)\b[^.?]{0,60}\b(?:wont|won'?t|not|doesnt|doesn'?t|isnt|isn'?t) (?:come down|settle|slow|calm)\w*|\bslurr\w*|\bchest\b[^.?,]{0,30}\b(?:pain\w*|hurt\w*|pressure|tight\w*|heavy|squeez\w*|crush\w*|ach\w*)\b/;

/** Whether an emergency sign is said as present, once denied signs are set aside. */
export const emergencyPresent = (normalized: string): boolean => {
  const said = withoutDeniedSigns(normalized);
  return redFlagNow(said) || MORE_RED_FLAGS.test(said);
};

/** The understanding with denied red flags set aside: what the reaction templates read. */
export const withDeniedSignsSetAside = (u: Understanding): Understanding => {
  const said = withoutDeniedSigns(u.normalized);
  return said === u.normalized ? u : { ...u, normalized: said };
};

/** A lead sentence that sends the person to medical care now. */
const CARE_NOW_LEAD = /\b(?:care|help|checked|check) (?:now|today|right away)\b|\bemergency\b/i;

/** Sentence ends inside a paragraph, a bold lead's closing stars kept with its sentence. */
const SENTENCE_END = /(?<=[.!?](?:\*\*)?)\s+(?=(?:\*\*)?[A-Z])/;

/**
 * A reaction answer with no emergency sign said: the care-now sentences of its opening move to a
 * paragraph of their own right after it. An opening that is itself the emergency ("Call 911
 * now...") is left as it is: the template chose it for a sign it read.
 */
export function withCareGraded(answer: EngineAnswer, u: Pick<Understanding, "normalized" | "symptoms">): EngineAnswer {
  if (answer.intent !== "urgent" || !u.symptoms.length || emergencyPresent(u.normalized)) return answer;
  const [opening, ...rest] = answer.text.split(/\n\s*\n/);
  if (!opening || !/\b911\b/.test(opening)) return answer;
  const sentences = opening.split(SENTENCE_END);
  // A lead that sends the person to care now is the template's judgement of what was said; only
  // signs the person denied outright overrule it.
  const denied = withoutDeniedSigns(u.normalized) !== u.normalized.trim();
  if (/\b911\b/.test(sentences[0]) || (CARE_NOW_LEAD.test(sentences[0]) && !denied)) return answer;
  const first = sentences.filter((s) => !/\b911\b/.test(s));
  const careNow = sentences.filter((s) => /\b911\b/.test(s));
  return { ...answer, text: [first.join(" "), careNow.join(" "), ...rest].join("\n\n") };
}
