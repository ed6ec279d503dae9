/*
 * Whom a medicine or condition belongs to when someone asks for another person ("my wife is
 * pregnant", "ordering for my dad, he's on warfarin"): the referral names their clinician by the
 * person's own word for them ("your wife's OB"), and a caution written for someone in uniform ("cleared for duty") gives way to its one-line
 * form for a retiree or a relative.
 */

/** Someone the person names for whom they ask, by the person's own word ("my wife", "the hubby", "moms on warfarin"). */
const NAMED = /(?:\b(?:my|our|the)\s+(?:[a-z]+\s+){0,2}?|^\s*(?:(?:lol|so|ok|okay|and|btw|oh|also)\s+)*)(mother[- ]in[- ]law|father[- ]in[- ]law|battle buddy|wifey|wife|mom|mother|mum|sister|daughter|gf|girlfriend|grandma|grandmother|fianc[eé]e|husband|hubby|dad|father|pops|brother|son|bf|boyfriend|grandpa|grandfather|fianc[eé]|parents|in[- ]laws|folks|spouse|partner|battle|buddy|roommate|roomie|friend|kiddo|kid|bro|homie|boy|girl|cousin|uncle|aunt)(?:'?s)?\b/;
/** The person's word said plainly: "hubby" is "husband", "gf" "girlfriend", "battle" "battle buddy". */
const PLAIN_WORD: Readonly<Record<string, string>> = { wifey: "wife", hubby: "husband", gf: "girlfriend", bf: "boyfriend", battle: "battle buddy", roomie: "roommate", kiddo: "kid", pops: "dad", mum: "mom" };

/** The person's own word for the one they name first ("wife", "mom", "battle buddy"), or null. */
export function whoseWord(normalized: string): string | null {
  const word = NAMED.exec(normalized)?.[1];
  return word ? (PLAIN_WORD[word] ?? word) : null;
}

/** The baby a mother feeds is the son or daughter named ("pumping for my son"): the condition is still hers. */
const BABY_FED = /\b(?:pump\w*|nurs\w*|feed\w*|breastfeed\w*)\b(?: \w+){0,2} (?:my|our) (?:son|daughter|baby|newborn|little one)\b|\b(?:my|our) (?:son|daughter) (?:is|s) \d+ (?:weeks?|months?|mo)\b/;
/** The person says the medicine or condition is their own. */
const OWN = new RegExp(String.raw`\bi(?:'?m| am)? (?:on|taking|take|pregnant|nursing|breastfeeding|diabetic|have|got)\b|\bim (?:on|pregnant|nursing)\b|\bmy (?:meds?|prescription|doc|doctor|ob|provider)\b|${BABY_FED.source}`);
const RETIRED = /\bretired\b|\bretiree\b|\bveterans?\b|\bvet\b(?! (?:tech|clinic))/;

/** A mother feeding the baby she names ("pumping for my son"): asking for herself. */
export const feedsTheirBaby = (normalized: string): boolean => BABY_FED.test(normalized);

/** Family, whom a caution written for someone in uniform does not fit; a buddy or a roommate serves. */
const FAMILY: ReadonlySet<string> = new Set(["wife", "mom", "mother", "sister", "daughter", "girlfriend", "grandma", "grandmother", "fiancee", "fiancée", "mother-in-law", "mother in law", "husband", "dad", "father", "brother", "son", "boyfriend", "grandpa", "grandfather", "fiance", "fiancé", "father-in-law", "father in law", "parents", "in-laws", "in laws", "folks", "spouse", "partner", "kid"]);

/** Someone the duty wording of a caution does not fit: a relative the message speaks for, or a retiree. */
export function notInUniform(normalized: string): boolean {
  const word = OWN.test(normalized) ? null : whoseWord(normalized);
  return (word !== null && FAMILY.has(word)) || RETIRED.test(normalized);
}

const CLINICIAN = /\byour (?=(?:OB|midwife|provider|prescriber|pharmacist|cardiologist|doctor|dermatologist|diabetes care team|baby's doctor|blood thinner)\b)/g;

const SUBJECT: Readonly<Record<string, string>> = { her: "she", his: "he", their: "they" };
/** The one a referral is about, as a subject: "your wife" for "your wife's", "she" for "her". */
export const subjectOf = (whose: string): string => SUBJECT[whose] ?? whose.replace(/'s$/, "");

/** A referral or caution as said to the one asking for someone else: "ask your wife's OB", "before your wife starts". */
export function forThem(text: string, whose: string | null): string {
  if (!whose) return text;
  const subject = subjectOf(whose);
  const [is, needs, starts] = subject === "they" ? ["they're", "they need", "they start"] : subject === "she" || subject === "he" ? [`${subject}'s`, `${subject} needs`, `${subject} starts`] : [`${subject} is`, `${subject} needs`, `${subject} starts`];
  return text
    .replace(CLINICIAN, `${whose} `)
    .replace(/\bYour (?=(?:OB|midwife|provider|prescriber|pharmacist|cardiologist|doctor)\b)/g, `${whose.charAt(0).toUpperCase()}${whose.slice(1)} `)
    .replace(/\byou're (?=pregnant|nursing|breastfeeding)/g, `${is} `)
    .replace(/\bwhether you need\b/g, `whether ${needs}`)
    .replace(/\bbefore you start\b/g, `before ${starts}`);
}
