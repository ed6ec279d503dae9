/*
 * How many units of a stated amount the person takes: "4 caps a night, 120mg each", "2 softgels
 * of 2000 IU each", "3 of the 5k iu pills", "3mg gummies and i take 2", "65 mg tab twice a day",
 * "1000mg x2". One reading for every nutrient, so that a per-unit amount is multiplied by its count
 * before it is added up (./doses.ts) and set against a limit (./said-numbers.ts).
 */

/** The units a dose comes in, as people write them. */
const FORM = `(?:caps?|capsules?|pills?|tabs?|tablets?|softgels?|soft gels?|gel ?caps?|gummies|gummys?|gummie|chews?|chewables?|scoops?|pieces?|drops?|lozenges?|servings?|sprays?|ones?)`;

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, couple: 2, a: 1, an: 1 };
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|couple(?: of)?)`;

export function countValue(word: string): number {
  const w = word.replace(/ of$/, "");
  return /^\d+$/.test(w) ? Number(w) : (COUNT_WORDS[w] ?? 1);
}

/** "N units" just before the amount: "3 of the 5k iu", "2 softgels of 2000 iu", "2 mag pills 250 mg", "4 x 600mg". */
const COUNT_BEFORE = new RegExp(String.raw`\b${COUNT}\s*(?:x\s*|of (?:the|my|those|these|them|em)\s+|(?:[a-z]+\s+)?${FORM}\s+(?:of\s+(?:the\s+)?)?(?:[a-z]+\s+)?)$`);

/** "120mg each", "a piece", "per cap": the amount is per unit, so a count said earlier in the sentence multiplies it. */
const EACH_AFTER = new RegExp(String.raw`^\s*(?:each|a piece|apiece|per (?:piece|${FORM}|one))\b`);
const COUNT_EARLIER = new RegExp(String.raw`\b${COUNT}\s+(?:[a-z]+\s+)?${FORM}\b`, "g");

/** After the amount: "x2", "twice a day", "softgels, i take 3", "and i take 2", "3 times a day". */
const COUNT_AFTER = new RegExp(
  String.raw`^\s*(?:[a-z]+\s+){0,3}?(?:${FORM}\s*)?(?:,|\band\b|-)?\s*(?:i\s+)?(?:take|takes|taking|do|pop|popping|use|have)\s+${COUNT}\b(?!\s*(?:mg|mcg|iu|k\b|%|hours?|hrs?|pm|am))|^\s*(?:[a-z]+\s+){0,2}?(?:x\s*(\d)\b|(twice|three times|3 times|2 times|2x|3x) (?:a|per|each) (?:day|night))`,
);

/** "tripling my iron pills", "double up on my zinc": the dose said is taken two or three times over. */
export function multiplierIn(text: string): number {
  if (/\b(?:tripl(?:e|ed|ing)|3x (?:my|the) dose)\b/.test(text)) return 3;
  if (/\b(?:doubl(?:e|ed|ing) (?:up|my|the|it|dose)|2x (?:my|the) dose)\b/.test(text)) return 2;
  return 1;
}

/**
 * How many units of the amount at [start, end) the sentence says are taken: 1 when none is said.
 * A range ("6-8 pieces") is not read here; ./intake.ts reads ranges of drinks.
 */
export function unitCount(text: string, start: number, end: number): number {
  const sentenceStart = Math.max(text.lastIndexOf(".", start - 1), text.lastIndexOf("?", start - 1), text.lastIndexOf("!", start - 1), text.lastIndexOf("\n", start - 1)) + 1;
  const before = text.slice(Math.max(sentenceStart, start - 40), start);
  const lead = COUNT_BEFORE.exec(before);
  if (lead) return countValue(lead[1]);
  const after = text.slice(end, end + 45);
  if (EACH_AFTER.test(after)) {
    const earlier = [...text.slice(sentenceStart, start).matchAll(COUNT_EARLIER)].at(-1) ?? [...after.matchAll(COUNT_EARLIER)][0];
    if (earlier) return countValue(earlier[1]);
  }
  const trail = COUNT_AFTER.exec(after);
  if (!trail) return multiplierIn(text);
  if (trail[1]) return countValue(trail[1]);
  if (trail[2]) return Number(trail[2]);
  const times = trail[3] ?? "";
  return /^(?:twice|2)/.test(times) ? 2 : 3;
}

/** "3 of the iron pills", "2 zinc caps a day": units counted of a product whose amount is not said. */
export function unitsCounted(sentence: string): number | null {
  const m = new RegExp(String.raw`\b${COUNT}\s+(?:of\s+(?:the|my|those|these|them)\s+(?:[a-z]+\s+){0,2}${FORM}|(?:[a-z]+\s+){0,2}${FORM})\b`).exec(sentence);
  if (m) return countValue(m[1]);
  const times = multiplierIn(sentence);
  return times > 1 ? times : null;
}

/**
 * A number said without a unit beside a dose of the same nutrient: "5000 IU plus the 2000 in my
 * multi", "10mg, and sometimes another 5". It takes the unit of the dose said before it.
 */
export const BARE_AMOUNT = /\b(?:plus|and|another|with|\+|also|then)\s+(?:the\s+|an?\s+|my\s+|like\s+|about\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?\b(?!\s*(?:k\b|iu|mg|mcg|µg|milligrams?|%|hours?|hrs?|h\b|mins?|minutes?|days?|weeks?|wks?|months?|years?|yrs?|lbs?|kg|oz|pm|am|times|x\b|of (?:them|those|these|em)|caps?|capsules?|pills?|tabs?|tablets?|softgels?|gummies|chews?|scoops?|pieces?|cups?|cans?))/g;
