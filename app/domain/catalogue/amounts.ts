/*
 * Label amounts as the research writes them: "200 mg", "1,000 IU", "~500-560 mg", "15 billion
 * CFU". One definition for the ingredient table (ingredients.ts) and for the catalogue schema,
 * which refuses a label line whose amount the table could not read. Dependency-free on purpose:
 * the catalogue schema runs under plain Node in scripts/seed.ts.
 */

const NUMBER = String.raw`(?:[<~]\s*)?\d[\d,]*(?:\.\d+)?(?:\s*-\s*\d[\d,]*(?:\.\d+)?)?`;
/** The units the ingredient table understands. */
export const LABEL_UNITS = ["billion CFU", "mcg", "µg", "mg", "kcal", "IU", "g"] as const;
const UNIT = `(?:${LABEL_UNITS.join("|")})`;

/** An amount with its unit. A number must not continue a word ("D3", "B12", "Lpc-37" are names, not amounts). */
export const AMOUNT = new RegExp(String.raw`(?<![\w.])(${NUMBER})\s*(${UNIT})(?![\w])`);

/** A number standing on its own: not inside a name ("D3", "MK-4", "HN019", "La-14"). */
const STANDALONE_NUMBER = new RegExp(String.raw`(?<![\w.\-/])${NUMBER}`, "g");
const KNOWN_UNIT_AFTER = new RegExp(String.raw`^\s*${UNIT}(?![\w])`);
/** Words that can only be a unit: short ones ("mgs", "ml", "oz") and spelled-out units. */
const UNIT_LIKE = /^(?:[a-zµ]{1,3}|(?:milli|micro|kilo)?(?:grams?|litres?|liters?)|ounces?|calories|units?)$/i;

/**
 * Why a label line's amount is not one the site can read, or null when every amount in it has
 * a known unit. Lines that annotate the research ("(partial panel ...)", "Also ...") hold no
 * amounts. Numbers that name something ("5-HTP", "PH 500 strength", "3.5% withanolides") pass.
 */
export function labelAmountProblem(line: string): string | null {
  if (/^\s*\(|^\s*also\b/i.test(line)) return null;
  for (const match of line.matchAll(STANDALONE_NUMBER)) {
    const after = line.slice((match.index ?? 0) + match[0].length);
    if (/^%/.test(after) || /^-[A-Za-z]/.test(after) || KNOWN_UNIT_AFTER.test(after)) continue;
    const word = /^\s*([A-Za-zµ]+)/.exec(after)?.[1];
    if (word === undefined) return `"${match[0].trim()}" has no unit (use one of ${LABEL_UNITS.join(", ")})`;
    if (UNIT_LIKE.test(word)) return `"${match[0].trim()} ${word}" has a unit the site cannot read (use one of ${LABEL_UNITS.join(", ")})`;
  }
  return null;
}

export type ExactUnit = "mg" | "mcg" | "g" | "IU";

/**
 * The one reader of an amount the ingredient table holds ("1,000 IU", "50 mcg", "2 g"): the
 * number and its unit, or null for an approximate amount, a range or another unit, which no
 * comparison with a sourced figure may use.
 */
export function exactAmount(amount: string | null): { value: number; unit: ExactUnit } | null {
  const m = amount ? /^(\d[\d,]*(?:\.\d+)?) (mg|mcg|µg|g|IU)$/.exec(amount) : null;
  return m ? { value: Number(m[1].replace(/,/g, "")), unit: m[2] === "µg" ? "mcg" : (m[2] as ExactUnit) } : null;
}

const MG_PER: Record<Exclude<ExactUnit, "IU">, number> = { mg: 1, mcg: 0.001, g: 1000 };

/** 1 mcg of vitamin D is 40 IU. */
export const IU_PER_MCG_VITAMIN_D = 40;

/** An exact amount in milligrams; null for IU, which only vitamin D converts (see vitaminDIu). */
export function inMilligrams(amount: { value: number; unit: ExactUnit }): number | null {
  return amount.unit === "IU" ? null : amount.value * MG_PER[amount.unit];
}
