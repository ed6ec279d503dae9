import { conditionRule } from "~/domain/safety/conditions";
import type { EngineAnswer } from "./draft";
import { CRISIS_TEXT } from "./mood";
import { emergencyPresent } from "./triage";
import type { Understanding } from "./understanding";

/*
 * The last stage's guarantee: an answer to someone who names a symptom or reaction, a health
 * complaint that lasts or keeps coming back, or a medicine or condition, names someone to see.
 * Whichever composer wrote the answer, this check runs after all of them, so no template has to
 * remember it. A complaint that lasts (days or weeks of gut trouble, weeks of broken sleep) or
 * recurs (cramps every rotation, headaches every afternoon) is owed sick call or the PCM by
 * name, not just "a provider", because that is where it gets looked at. The line adds no health
 * fact: only who to see and to bring the label.
 */

/** Someone to see about it, named anywhere in the answer. */
const NAMES_SOMEONE =
  /\bsick call\b|\bPCM\b|\bprimary care\b|\bpharmacist\b|\bprescriber\b|\bflight surgeon\b|\bOB\b|\bmidwife\b|\bclinician\w*\b|\bprovider\b|\bdoctor\b|\bdentist\b|\bsurgeon\b|\bcardiologist\b|\bdermatologist\b|\bPoison Control\b|\bpoison center\b|\bbehavioral health\b|\bwhoever manages\b|\bmedical (?:care|help|check)\b|\bmedics?\b/i;

/** Emergency care named: the referral when an emergency sign is said, and no more than a safety net otherwise. */
const NAMES_EMERGENCY = /\b911\b|\bemergency room\b|\baid station\b/i;

/** Sick call or the PCM named: where a lasting complaint gets looked at. */
const NAMES_SICK_CALL = /\bsick call\b|\bPCM\b|\bprimary care\b|\bflight surgeon\b|\bOB\b/i;

/** A body complaint in the person's words. */
const COMPLAINT =
  /\bdiarrh\w*|\bdiarea\b|\bthe runs\b|\bloose (?:stools?|poops?)\b|\bstomach\w*|\bgut\b|\bnause\w*|\bqueasy\b|\bbloat\w*|\bconstipat\w*|\bcramp\w*|\bheadaches?\b|\bmigraines?\b|\b(?:cant|can'?t|couldnt|couldn'?t|not) sleep\w*|\binsomnia\b|\bbroken sleep\b|\bsleep(?:ing)? (?:like (?:garbage|crap|shit)|bad(?:ly)?|terrible)\b|\btremors?\b|\bshak\w*|\bjitter\w*|\banxi\w*|\bpalpitat\w*|\bheart (?:racing|pounding|flutter\w*)\b|\btingl\w*|\bnumb\w*|\bdizz\w*|\bhives\b|\brash\b|\bitch\w*|\bbruis\w*|\bbleed\w*|\bnosebleeds?\b|\bburps?\b|\bheartburn\b|\breflux\b|\bacne\b|\bbreakouts?\b|\bfatigue\b|\btired\b|\bsore\b|\bache\w*|\bpain\b|\bhurts?\b|\bsleepy\b/;

/** A side effect in the person's words: narrower than a complaint, so "less sore" or "not tired" after a product is no symptom. */
const SIDE_EFFECT =
  /\bdiarrh\w*|\bthe runs\b|\bloose\b|\bstomach (?:ache|hurts?|cramps?|upset|wrecked|issues?)\b|\bnause\w*|\bqueasy\b|\bbloat\w*|\bconstipat\w*|\bheadaches?\b|\bjitter\w*|\bshaky\b|\bthe shakes\b|\btingl\w*|\bhives\b|\brash\b|\bitch\w*|\bbruis\w*|\bnosebleeds?\b|\bburps?\b|\bheartburn\b|\bacne\b|\bbreak(?:ing)? out\b|\bdizz\w*/;

/** A complaint put down to something taken ("creatine got me bloated", "since i started the pre"). */
const FROM_A_PRODUCT = /\b(?:got|gets|gives|giving|gave|makes|making|made|has|have|leaves|leaving|left) me\b|\bsince (?:i )?(?:started|starting|began)\b|\bafter (?:i take|taking|my)\b/;

/** A complaint word that reads as a noun after "about the" ("the cramps"), not a verb phrase ("the cant sleep"). */
const NOUN_COMPLAINT = /^(?:diarrh\w*|cramps?|headaches?|migraines?|tremors?|insomnia|hives|rash|bruising|nosebleeds?|burps?|heartburn|reflux|acne|breakouts?|fatigue|nausea|bloating|constipation|pain|palpitations|tingling|numbness|jitters|the runs|loose stools?)$/;

/** Said to have lasted, or to keep coming back. */
const LASTING =
  /\b(?:for|about|over|past|last|like|nearly|almost)\s+(?:(?:like|about|a|the|almost|over|nearly)\s+)?(?:\d+|two|three|four|five|six|seven|several|a few|few|a couple(?: of)?|couple(?: of)?)\s+(?:days?|weeks?|wks?|months?|mos?)\b|\b(?:\d+|two|three|four|five|six|several|a few|few|a couple(?: of)?|couple(?: of)?)\s+(?:days?|weeks?|wks?|months?)\s+(?:now|straight|in a row|running|already)\b|\b(?:for|over) (?:weeks|months|days)\b|\bweeks? now\b|\bmonths? now\b|\bevery (?:time|rotation|day|morning|afternoon|evening|night|week|run|ruck|shift|workout)\b|\ball the time\b|\bkeeps? (?:coming back|happening|getting)\b|\bagain and again\b|\bover and over\b|\bon and off\b|\bwont go away\b|\bwon'?t go away\b|\bstill (?:have|got|getting|having)\b|\bsince (?:last|january|february|march|april|may|june|july|august|september|october|november|december)\b/;

/** The complaint in the person's own word when it reads as a noun ("cramps", "diarrhea"), else null. */
export function complaintWord(normalized: string): string | null {
  const word = normalized.match(COMPLAINT)?.[0] ?? "";
  return NOUN_COMPLAINT.test(word) ? word : null;
}

/** A complaint said to last or recur in this message. */
export const lastingComplaint = (normalized: string): boolean => COMPLAINT.test(normalized) && LASTING.test(normalized);

/** Intents whose answers are fixed replies with nothing health-related to refer. */
const NOTHING_TO_REFER = new Set(["courtesy", "out-of-scope"]);

/** Who to see about this person's complaint: the flight surgeon on flight status, the OB in pregnancy, else sick call or the PCM. */
function whoToSee(u: Pick<Understanding, "duties" | "conditions">): string {
  if (u.duties.includes("aircrew")) return "your flight surgeon";
  if (u.conditions.includes("pregnancy")) return "your OB or midwife";
  return "sick call or your PCM";
}

/** The referral line this answer is owed, or null when it already names someone fitting. */
function owedLine(answer: EngineAnswer, u: Pick<Understanding, "normalized" | "symptoms" | "conditions" | "duties">): string | null {
  const who = whoToSee(u);
  const someoneElse = /\bmy (?:wife|husband|buddy|roommate|friend|girlfriend|boyfriend|son|daughter|brother|sister|mom|dad)\b/.test(u.normalized) && !/\b(?:i|im|i'?m|me)\b/.test(u.normalized);
  if (lastingComplaint(u.normalized) && !NAMES_SICK_CALL.test(answer.text)) {
    // The complaint in the person's own word, so the line is about what they said.
    const what = complaintWord(u.normalized);
    const since = what ? `About the ${what}: since it has` : "Since this has";
    return someoneElse
      ? `${since} gone on a while or keeps coming back, it needs a proper look. They should see their doctor (sick call or their PCM, if they serve) and bring the labels of what they take.`
      : `${since} gone on a while or keeps coming back, get it looked at rather than working around it. See ${who}, and bring the labels of everything you take.`;
  }
  if (NAMES_SOMEONE.test(answer.text) || (NAMES_EMERGENCY.test(answer.text) && emergencyPresent(u.normalized))) return null;
  if (u.symptoms.length || (SIDE_EFFECT.test(u.normalized) && FROM_A_PRODUCT.test(u.normalized)))
    return someoneElse
      ? "If it doesn't settle, or you're unsure what caused it, they should see their doctor or a pharmacist and bring the label."
      : `If it doesn't settle, or you're unsure what caused it, see ${who} or ask a pharmacist, and bring the label.`;
  const condition = u.conditions[0];
  // A health problem without a rule has its own referral (./referral-owed.ts).
  return condition ? `With ${conditionRule(condition).label}, check with ${conditionRule(condition).referral ?? "your prescriber or pharmacist"} before you add any supplement.` : null;
}

/**
 * The answer with the referral it owes, right after its opening (first when the opening is only
 * a list of picks), or the answer as it was when it names someone fitting already.
 */
export function withCareReferral(answer: EngineAnswer, u: Pick<Understanding, "normalized" | "symptoms" | "conditions" | "duties">): EngineAnswer {
  if (NOTHING_TO_REFER.has(answer.intent) || answer.text.startsWith(CRISIS_TEXT)) return answer;
  const line = owedLine(answer, u);
  if (!line) return answer;
  const [opening, ...rest] = answer.text.split(/\n\s*\n/);
  const picksFirst = /^\d+\. \*\*/m.test(opening) || /\bpicks\b[^\n]*:\s*$/m.test(opening.split("\n")[0]);
  const text = picksFirst ? [line, answer.text] : [opening, line, ...rest];
  return { ...answer, text: text.filter((b) => b.trim()).join("\n\n") };
}
