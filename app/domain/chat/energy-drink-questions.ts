import { LIMITS } from "~/domain/safety/limits-table";
import { listJoin } from "~/domain/text";
import { Draft, type EngineAnswer, finish } from "./draft";
import type { Understanding } from "./understand";
import { ENERGY_DRINK_RISK, ENERGY_DRINK_SOURCE, HPRC_ENERGY_DRINKS } from "./sources";

/*
 * A question about a named energy drink ("how much caffeine is in a Monster", "how many Red
 * Bulls can I have", "Bang or Celsius, which is stronger"): answered from the figures we hold
 * (HPRC's per-serving and per-can ranges, the 200 mg dose and 400 mg day), and said plainly
 * that we hold no checked figure for one brand's can, so its own label is the number to use.
 */

const PER_DAY = LIMITS.caffeinePerDay.amount;
const PER_DOSE = LIMITS.caffeinePerDose.amount;
const SLEEP_HOURS = LIMITS.caffeineStopBeforeSleep.amount;
/** HPRC: about 80 to 120 mg per 8 oz serving, usually two servings in a 16 oz can. */
const CAN_LOW = 160;
const CAN_HIGH = 240;

const BRANDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmonsters?\b/, "Monster"],
  [/\bred ?bulls?\b/, "Red Bull"],
  [/\bbangs?\b/, "Bang"],
  [/\bcelsius(?:es)?\b/, "Celsius"],
  [/\brockstars?\b/, "Rockstar"],
  [/\breigns?\b/, "Reign"],
  [/\bghost energy\b|\bghosts?\b(?= (?:energy|drink|can))/, "Ghost"],
  [/\balani(?: nu)?s?\b/, "Alani Nu"],
  [/\brip ?its?\b/, "Rip It"],
  [/\b5[- ]hour(?: energy)?s?\b/, "5-hour Energy"],
  [/\bprime energy\b/, "Prime Energy"],
];
const GENERIC = /\benergy (?:drinks?|shots?)\b/;

/** What is asked of the drink: its caffeine, how many, how strong, or which has more. */
const ASKS_CAFFEINE = /\bhow much caff\w*|\bcaff\w* (?:content|amount|level)|\bhow many mg\b|\bmg (?:of caffeine )?(?:in|per)\b|\bcaffeine (?:in|per)\b|\bhow much is in\b/;
const ASKS_COUNT = /\bhow many\b(?! mg)|\bcan i (?:have|drink|do) (?:two|three|four|2|3|4|another|a second)\b|\b(?:two|three|four|2|3|4) (?:a|per) day\b/;
const ASKS_STRENGTH = /\btoo (?:strong|much)\b|\bhow strong\b|\bstrong(?:er|est)?\b|\bhit(?:s)? (?:hard|harder)\b/;
const COMPARES = /\bvs\.?\b|\bversus\b|\bwhich (?:one |has|is)\b|\bmore caffeine\b|\bor\b[^.?!]*\bwhich\b|\bcompared?\b/;
const SUGAR_FREE = /\bsugar[- ]free\b|\bzero(?: sugar)?\b|\bultra\b|\bdiet\b|\blite\b/;
/** Asks for a product of ours instead ("what pre instead of monsters"): that path answers it. */
const ASKS_FOR_OURS = /\b(?:pre-?workouts?|pres?|instead|alternatives?|replace|swap|recommend\w*|suggest\w*)\b/;

/** The energy drinks a message names by brand, in the order we list them. */
export function energyDrinksNamed(normalized: string): string[] {
  return BRANDS.filter(([pattern]) => pattern.test(normalized)).map(([, name]) => name);
}

/** The answer to a question about an energy drink's caffeine, or null when the message asks something else. */
export function energyDrinkAnswer(u: Understanding): EngineAnswer | null {
  const text = u.normalized;
  const brands = energyDrinksNamed(text);
  if (!brands.length && !GENERIC.test(text)) return null;
  const count = ASKS_COUNT.test(text);
  const compare = brands.length >= 2 && COMPARES.test(text);
  const strength = ASKS_STRENGTH.test(text);
  if (!(ASKS_CAFFEINE.test(text) || count || compare || strength) || ASKS_FOR_OURS.test(text) || u.situation.intake) return null;
  const named = brands.length ? listJoin(brands) : "one brand's cans";
  const label = "so the caffeine line on the can itself is the number to use (for the whole can, not one serving)";
  const opening = compare
    ? `I can't tell you which has more from figures we've checked: I don't hold a verified caffeine amount for ${named}, ${label}.`
    : count
      ? `How many depends on what each can holds, and I don't hold a checked figure for ${named}, ${label}.`
      : strength
        ? `Whether ${named} is too strong comes down to the caffeine per can on its label, which I don't hold a checked figure for: more than ${PER_DOSE} mg in one can is more than the single dose OPSS gives for performance.`
        : `I don't hold a checked caffeine figure for ${named}, ${label}.`;
  const d = new Draft();
  d.caution(
    `${opening} As a guide, HPRC puts popular energy drinks at about 80 to 120 mg per 8 oz serving, and a 16 oz can usually holds two servings: about ${CAN_LOW} to ${CAN_HIGH} mg a can. Whole cans on the market run from 50 to 505 mg, and guarana and similar plant ingredients add caffeine the label may not count.`,
    HPRC_ENERGY_DRINKS,
    ENERGY_DRINK_SOURCE,
  );
  if (SUGAR_FREE.test(text)) d.add("A sugar-free or zero version has a label of its own: read its caffeine line rather than the regular can's, since I hold no checked figure for either.");
  d.caution(
    `The daily figure for healthy adults is ${PER_DAY} mg from every source together (coffee, pre-workout and soda count too). At ${CAN_LOW} to ${CAN_HIGH} mg a can, two cans come to ${CAN_LOW * 2} to ${CAN_HIGH * 2} mg, ${count ? "so one can a day, or two only if your label says they are at the low end and nothing else with caffeine that day" : `at or over ${PER_DAY} mg with anything else`}. Never two within an hour, up to ${PER_DOSE} mg at a time, and none in the ${SLEEP_HOURS} hours before you sleep.`,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeinePerDose.source,
    ENERGY_DRINK_RISK,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine figures and limits as written; suggest no product." });
}
