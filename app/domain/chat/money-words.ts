/*
 * Money as people type it, written as "$N" so one budget reader reads every form: "a dollar",
 * "a buck fifty", "two bucks", "30 dollars", "50 cents", "half a buck". Numbers and units are
 * syntax, not phrasing, so they are read here rather than listed in the vocabulary.
 */

const SMALL: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const CENTS: Record<string, number> = { ten: 10, fifteen: 15, twenty: 20, "twenty five": 25, "twenty-five": 25, thirty: 30, forty: 40, fifty: 50, seventy: 70, "seventy five": 75, "seventy-five": 75 };
const NUMBER = String.raw`\d+(?:\.\d{1,2})?|${Object.keys(SMALL).join("|")}`;
const CENT_WORDS = Object.keys(CENTS).sort((a, b) => b.length - a.length).join("|");

const amountOf = (n: string): number => SMALL[n] ?? Number(n);
const dollars = (n: number): string => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** The text with spoken money written as dollars; everything else kept as it was. */
export function withDollars(text: string): string {
  return text
    .replace(/\bhalf (?:a|of a) (?:buck|dollar)\b/g, "$0.50")
    .replace(new RegExp(String.raw`\b(${NUMBER}) (?:bucks?|dollars?|usd)(?: (?:and )?(\d{2}|${CENT_WORDS})(?: cents?)?\b)?`, "g"), (_, n: string, c?: string) => dollars(amountOf(n) + (c ? (CENTS[c] ?? Number(c)) / 100 : 0)))
    .replace(new RegExp(String.raw`\b(\d{1,2}|${CENT_WORDS}) ?(?:cents?|¢)`, "g"), (_, c: string) => dollars((CENTS[c] ?? Number(c)) / 100));
}
