import type { Constraint } from "~/domain/catalogue/constraints";
import { LIMITS } from "~/domain/safety/limits-table";
import { DOSING_WORDS } from "./topic";

/*
 * Caffeine the person already takes, counted ("3 monsters + a pot of coffee a day", "2 bangs
 * a day"), against the 400 mg a day figure of the limits table, with the per-drink figures
 * of our energy-drink guide (HPRC): about 100 mg in an 8 oz cup of brewed coffee, 80 to 120
 * mg per 8 oz serving of a popular energy drink, and usually two servings in a 16 oz can; a
 * cola about half a coffee, and at most 71 mg a 12 oz can (the FDA cap for cola-type drinks).
 * A clinician's word to cut back ("PA told me to cap it") is a limit too.
 */

const PER_DAY = LIMITS.caffeinePerDay.amount;

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, couple: 2, few: 3, like: 1 };

/** Each drink: the words for it and its caffeine range per unit, mg. */
const DRINKS: ReadonlyArray<{ name: string; pattern: RegExp; low: number; high: number; unit: string }> = [
  { name: "pot", pattern: /pots? of (?:coffee|joe)/, low: 400, high: 400, unit: "a pot as 4 cups of about 100 mg" },
  {
    name: "can",
    pattern: /(?:cans? of )?(?:monsters?|bangs?|reigns?|red ?bulls?|rockstars?|celsius(?:es)?|c4s?|ghosts?|alanis?|rip ?its?|energy drinks?|energies)/,
    low: 160,
    high: 240,
    unit: "an energy drink as a 16 oz can of two servings at 80 to 120 mg",
  },
  {
    name: "cola",
    pattern: /(?:cans? of )?(?:diet |zero )?(?:coke zeros?|cokes?|pepsis?|colas?|sodas?|mountain dews?|dews?|dr\.? ?peppers?)/,
    low: 50,
    high: 71,
    unit: "a 12 oz cola or soda as about half a coffee, at most 71 mg (FDA's cap for cola-type drinks)",
  },
  { name: "cup", pattern: /(?:cups? of (?:(?:the|my|some) )?(?:[a-z]+ )?(?:coffee|joe)|coffees?|cold brews?|americanos?|lattes?)/, low: 100, high: 100, unit: "a cup of coffee as about 100 mg" },
];

const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|couple(?: of)?|few|like \d+)\s+(?:big\s+|large\s+|tall\s+|x\s+)?(?:\d+\s?(?:oz|ounce)\s+)?`;

const HABIT = /\b(?:a day|per day|daily|every day|each day|a shift|already|all day|today|so far|i (?:drink|do|have|take|slam|pound|down|chug)|pounding|slamming|downing|chugging|running on)\b/;

export interface IntakeEstimate {
  low: number;
  high: number;
  /** "3 energy drinks and 1 pot of coffee" */
  said: string;
  basis: string[];
  /** Drunk "all day" with no count: the figures are for one drink. */
  uncounted?: true;
}

/** No count, but drunk without end ("coke zero all day like it's water"). */
const WITHOUT_END = /\b(?:all day|like (?:it'?s |its )?water|nonstop|non-stop|all the time|constantly|back to back)\b/;

function countOf(word: string): number {
  const w = word.replace(/^like\s+/, "").replace(/ of$/, "");
  return /^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w] ?? 1);
}

/** The caffeine the person says they take each day, as a range, or null when no drink is counted. */
export function caffeineIntake(text: string): IntakeEstimate | null {
  // A habit, not a drink asked about ("how much caffeine is in an energy drink?").
  if (!HABIT.test(text)) return null;
  let low = 0;
  let high = 0;
  const said: Array<{ at: number; text: string }> = [];
  const basis: string[] = [];
  let rest = text;
  for (const d of DRINKS) {
    const re = new RegExp(`\\b${COUNT}${d.pattern.source}\\b`, "g");
    for (const m of rest.matchAll(re)) {
      const n = countOf(m[1]);
      low += n * d.low;
      high += n * d.high;
      said.push({ at: m.index, text: m[0].trim().replace(/^like\s+/, "") });
      if (!basis.includes(d.unit)) basis.push(d.unit);
    }
    // Blanked to the same length, so a pot of coffee is not counted again as a coffee.
    rest = rest.replace(re, (m) => " ".repeat(m.length));
  }
  if (!said.length) return WITHOUT_END.test(text) ? uncountedDrink(text) : null;
  const words = said.sort((a, b) => a.at - b.at).map((s) => s.text).join(" and ");
  return { low, high, said: words[0].toUpperCase() + words.slice(1), basis };
}

function uncountedDrink(text: string): IntakeEstimate | null {
  for (const d of DRINKS) {
    const m = new RegExp(`\\b${d.pattern.source}\\b`).exec(text);
    if (m) return { low: d.low, high: d.high, said: m[0][0].toUpperCase() + m[0].slice(1), basis: [d.unit], uncounted: true };
  }
  return null;
}

/** A clinician told the person to limit caffeine. */
export function toldToCut(text: string): boolean {
  return /\b(?:doc|doctor|pa|provider|medic|np|nurse|cardiologist|flight surgeon|ob)\b[^.]{0,60}\b(?:cap|cut|limit|lower|reduce|lay off|back off|ease up|stop|knock off|knock it off|quit|drop|ditch|cut out|get off)\b/.test(text) || /\bcut(?:ting)? back on (?:caffeine|coffee|energy drinks)\b|\b(?:wants?|told|said) me (?:to get |to stay )?off (?:caffeine|coffee|energy drinks|stims?)\b/.test(text);
}

/** The limit an intake or a clinician's word sets: nothing more with caffeine once at or near the daily figure. */
export function intakeConstraint(intake: IntakeEstimate | null, told: boolean): Constraint | null {
  if (!intake && !told) return null;
  // Drinks without a count: a pre low in caffeine at most, since the day's total is unknown.
  if (intake?.uncounted && !told) return { kind: "caffeineMax", mg: 100 };
  const room = intake ? PER_DAY - intake.high : 0;
  return told || room < 100 ? { kind: "exclude", ingredient: "caffeine" } : { kind: "caffeineMax", mg: Math.floor(room / 50) * 50 };
}

export function intakeAnswer(intake: IntakeEstimate | null, told: boolean): string {
  const cap = told ? " You were told to cut back, so don't add a caffeinated pre on top: use a stim-free one, or none." : "";
  if (!intake) return `A clinician's limit comes first, and the general figure for healthy adults is ${PER_DAY} mg a day from every source together.${cap}`;
  if (intake.uncounted) {
    return `${intake.said} all day adds up. Counting ${intake.basis[0]}, about ${Math.floor(PER_DAY / intake.high)} of them reach the ${PER_DAY} mg a day figure for healthy adults on their own. Count them before adding a pre, and keep any pre to 100 mg of caffeine or less.${cap}`;
  }
  const range = intake.low === intake.high ? `about ${intake.low} mg` : `roughly ${intake.low} to ${intake.high} mg`;
  const basis = `counting ${intake.basis.join(", and ")}`;
  const room = PER_DAY - intake.high;
  if (intake.low >= PER_DAY || room < 100) {
    return `${intake.said} a day is ${range} of caffeine (${basis}): at or over the ${PER_DAY} mg a day figure for healthy adults already.${cap || " A caffeinated pre would only add to it: cut a drink, or use a stim-free pre."}`;
  }
  return `${intake.said} a day is ${range} of caffeine (${basis}), which leaves about ${Math.floor(room / 50) * 50} mg under the ${PER_DAY} mg a day figure for healthy adults.${cap || " Keep any pre within that, counting every drink."}`;
}

/**
 * Words of a question about amounts, not counting the "a day" of drinks already counted ("3
 * Celsius a day, what pre hits hardest?" asks for a pre, not for a dose).
 */
export function asksAmount(normalized: string, intake: IntakeEstimate | null): boolean {
  return DOSING_WORDS.test(intake && !intake.uncounted ? normalized.replace(/\b(?:a|per|each|every) day\b/g, " ") : normalized);
}
