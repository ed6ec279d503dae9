/*
 * Whom a medicine or condition belongs to when someone asks for another person ("my wife is
 * pregnant", "ordering for my dad, he's on warfarin"): the referral names their clinician ("her
 * OB"), and a caution written for someone in uniform ("cleared for duty") gives way to its one-line
 * form for a retiree or a relative.
 */

const HERS = /(?:\b(?:my|our)\s+(?:[a-z]+\s+){0,2}?|^\s*)(?:wife|wifey|mom|mother|mum|sister|daughter|gf|girlfriend|grandma|grandmother|fianc[eé]e|mother[- ]in[- ]law|mil)\b/;
const HIS = /(?:\b(?:my|our)\s+(?:[a-z]+\s+){0,2}?|^\s*)(?:husband|hubby|dad|father|pops|brother|son|bf|boyfriend|grandpa|grandfather|fianc[eé]|father[- ]in[- ]law|fil)\b/;
const THEIRS = /\b(?:my|our)\s+(?:parents|in[- ]laws|folks)\b/;
/** The baby a mother feeds is the son or daughter named ("pumping for my son"): the condition is still hers. */
const BABY_FED = /\b(?:pump\w*|nurs\w*|feed\w*|breastfeed\w*)\b(?: \w+){0,2} (?:my|our) (?:son|daughter|baby|newborn|little one)\b|\b(?:my|our) (?:son|daughter) (?:is|s) \d+ (?:weeks?|months?|mo)\b/;
/** The person says the medicine or condition is their own. */
const OWN = new RegExp(String.raw`\bi(?:'?m| am)? (?:on|taking|take|pregnant|nursing|breastfeeding|diabetic|have|got)\b|\bim (?:on|pregnant|nursing)\b|\bmy (?:meds?|prescription|doc|doctor|ob|provider)\b|${BABY_FED.source}`);
const RETIRED = /\bretired\b|\bretiree\b|\bveterans?\b|\bvet\b(?! (?:tech|clinic))/;

/** A mother feeding the baby she names ("pumping for my son"): asking for herself. */
export const feedsTheirBaby = (normalized: string): boolean => BABY_FED.test(normalized);

/** "her", "his" or "their" when the message speaks for someone else, else null. */
export function whoseCondition(normalized: string): "her" | "his" | "their" | null {
  if (OWN.test(normalized)) return null;
  if (HERS.test(normalized)) return "her";
  if (HIS.test(normalized)) return "his";
  if (THEIRS.test(normalized)) return "their";
  return null;
}

/** Someone the duty wording of a caution does not fit: a relative, or a retiree. */
export function notInUniform(normalized: string): boolean {
  return whoseCondition(normalized) !== null || RETIRED.test(normalized);
}

const CLINICIAN = /\byour (?=(?:OB|midwife|provider|prescriber|pharmacist|cardiologist|doctor|dermatologist|diabetes care team|baby's doctor|blood thinner)\b)/g;

/** A referral or caution as said to the one asking for someone else: "ask her OB". */
export function forThem(text: string, whose: string | null): string {
  if (!whose) return text;
  const [is, needs, starts] = whose === "her" ? ["she's", "she needs", "she starts"] : whose === "his" ? ["he's", "he needs", "he starts"] : ["they're", "they need", "they start"];
  return text
    .replace(CLINICIAN, `${whose} `)
    .replace(/\bYour (?=(?:OB|midwife|provider|prescriber|pharmacist|cardiologist|doctor)\b)/g, `${whose.charAt(0).toUpperCase()}${whose.slice(1)} `)
    .replace(/\byou're (?=pregnant|nursing|breastfeeding)/g, `${is} `)
    .replace(/\bwhether you need\b/g, `whether ${needs}`)
    .replace(/\bbefore you start\b/g, `before ${starts}`);
}
