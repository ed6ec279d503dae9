import { LIMITS } from "~/domain/safety/limits-table";
import { listJoin } from "~/domain/text";
import { Draft, type EngineAnswer, finish } from "./draft";
import type { Understanding } from "./understand";
import { ENERGY_DRINK_RISK, ENERGY_DRINK_SOURCE, GUIDE_CAFFEINE, HPRC_ENERGY_DRINKS, ISSN_CAFFEINE } from "./sources";
import { TEST_DAY } from "./stimulant-risks";
import { BRANDS, ENERGY_DRINK_BRAND } from "./energy-drink-brands";

export { ENERGY_DRINK_BRAND };
import { withoutPastFramed } from "./said-now";

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


/** HPRC's figures for a can we hold no label for, said the same wherever a drink is asked about. */
export const ENERGY_DRINK_YARDSTICK = `As an estimate for a generic 16 oz can, not any brand's own figure: HPRC puts popular energy drinks at about 80 to 120 mg per 8 oz serving, and a 16 oz can usually holds two servings: about ${CAN_LOW} to ${CAN_HIGH} mg a can. Whole cans on the market run from 50 to 505 mg, and guarana and similar plant ingredients add caffeine the label may not count.`;


/** What is asked of the drink: its caffeine, how many, how strong, or which has more. */
const ASKS_CAFFEINE = /\bhow much caff\w*|\bcaffeine[- ]wise\b|\bcaff\w* (?:content|amount|level)|\bhow many mg\b|\bmg (?:of caffeine )?(?:in|per)\b|\bcaffeine (?:in|per)\b|\bhow much is in\b/;
const ASKS_COUNT = /\bhow many\b(?! mg)|\bcan i (?:have|drink|do) (?:two|three|four|2|3|4|another|a second)\b|\b(?:two|three|four|2|3|4) (?:a|per) day\b/;
const ASKS_STRENGTH = /\btoo (?:strong|much)\b|\bhow strong\b|\bstrong(?:er|est)?\b|\bhit(?:s)? (?:hard|harder)\b/;
const COMPARES = /\bvs\.?\b|\bversus\b|\bwhich (?:one |has|is)\b|\bmore caffeine\b|\bor\b[^.?!]*\bwhich\b|\bcompared?\b/;
const SUGAR_FREE = /\bsugar[- ]free\b|\bzero(?: sugar)?\b|\bultra\b|\bdiet\b|\blite\b/;
/** "Can I have 2 Celsius": the number asked about. */
const ASKS_N = new RegExp(String.raw`\bcan i (?:have|drink|do|take|pound|slam) (two|three|four|2|3|4)\b|\b(two|three|four|2|3|4) (?:cans? of )?${ENERGY_DRINK_BRAND}(?=[^.!]*\?|[^.!]*\b(?:ok|okay|safe|fine|too much)\b)`);
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4 };
/** A can with a pre ("a bang and a pre together", "monster on top of my pre"). */
const STACKED = /\b(?:with|and|plus|together|on top of|stack\w*)\b[^.?!]{0,20}\bpre(?:-?workouts?)?\b|\bpre(?:-?workouts?)?\b[^.?!]{0,20}\b(?:together|with|and|plus|on top)\b/;
/** Asks for a product of ours instead ("what pre instead of monsters"): that path answers it. */
const ASKS_FOR_OURS = /\b(?:pre-?workouts?|pres?|instead|alternatives?|replace|swap|recommend\w*|suggest\w*)\b/;

/** The energy drinks a message names by brand, in the order we list them. */
function energyDrinksNamed(normalized: string): string[] {
  return BRANDS.filter(([pattern]) => pattern.test(normalized)).map(([, name]) => name);
}

/** The answer to a question about an energy drink's caffeine, or null when the message asks something else. */
export function energyDrinkAnswer(u: Understanding): EngineAnswer | null {
  const text = u.normalized;
  // A drink named only in a past that is over ("back in Iraq we lived on rip its") is no drink asked about.
  const brands = energyDrinksNamed(withoutPastFramed(text));
  // Energy drinks in general ("how many energy drinks is too many") have their answer elsewhere; this one is for a brand named.
  if (!brands.length) return null;
  const count = ASKS_COUNT.test(text);
  // "Celsius or Monster for a long drive?" weighs one against the other too.
  const compare = brands.length >= 2 && (COMPARES.test(text) || /\bor\b/.test(text));
  const strength = ASKS_STRENGTH.test(text);
  const stacked = STACKED.test(text);
  const matched = ASKS_N.exec(text);
  // "2 bangs and a coffee already today, is another ok?" counts what was had; only "can I have 2" asks about them then.
  const asked = matched && (matched[1] || !u.situation.intake) ? matched : null;
  const said = asked ? (asked[1] ?? asked[2]) : "";
  const n = said ? (NUMBERS[said] ?? Number(said)) : 0;
  // "I drink 3 Celsius a day" is counted by the intake answer; "can I have 2 Celsius?" asks before it is drunk.
  const counted = u.situation.intake && !asked;
  if (!(ASKS_CAFFEINE.test(text) || count || compare || strength || stacked || n >= 2) || (ASKS_FOR_OURS.test(text) && !stacked) || counted) return null;
  const named = listJoin(brands);
  const label = "so the caffeine line on the can itself is the number to use (for the whole can, not one serving)";
  const opening = stacked
    ? `Yes, a can with a pre is too much at once: count both labels together. A ${PER_DOSE} mg scoop and a can of ${CAN_LOW} to ${CAN_HIGH} mg is ${PER_DOSE + CAN_LOW} to ${PER_DOSE + CAN_HIGH} mg in one go, far over the up-to-${PER_DOSE} mg single dose OPSS gives. Pick one, not both. I don't hold a checked figure for ${named}, so read its can for the exact amount.`
    : n >= 2
      ? `${["", "", "Two", "Three", "Four"][n]} cans is too much at once: at about ${CAN_LOW} to ${CAN_HIGH} mg a can, ${["", "", "two", "three", "four"][n]} come to ${CAN_LOW * n} to ${CAN_HIGH * n} mg (an estimate for generic 16 oz cans), over the up-to-${PER_DOSE} mg single dose OPSS gives and near or past the ${PER_DAY} mg day, and two energy drinks within an hour is what the Military Health System warns against. I don't hold a checked figure for ${named}, so read the can for the exact amount.`
      : compare
    ? `I can't tell you which has more from figures we've checked: I don't hold a verified caffeine amount for ${named}, ${label}.`
    : count
      ? `How many depends on what each can holds, and I don't hold a checked figure for ${named}, ${label}.`
      : strength
        ? `Whether ${named} is too strong comes down to the caffeine per can on its label, which I don't hold a checked figure for: more than ${PER_DOSE} mg in one can is more than the single dose OPSS gives for performance.`
        : `I don't hold a checked caffeine figure for ${named}, ${label}.`;
  const d = new Draft();
  d.caution(
    `${opening} ${ENERGY_DRINK_YARDSTICK}`,
    HPRC_ENERGY_DRINKS,
    ENERGY_DRINK_SOURCE,
    ...(stacked || n >= 2 ? [LIMITS.caffeinePerDose.source, ENERGY_DRINK_RISK] : []),
  );
  if (SUGAR_FREE.test(text)) d.add("A sugar-free or zero version has a label of its own: read its caffeine line rather than the regular can's, since I hold no checked figure for either.");
  d.caution(
    `The daily figure for healthy adults is ${PER_DAY} mg from every source together (coffee, pre-workout and soda count too). At ${CAN_LOW} to ${CAN_HIGH} mg a can, two cans come to ${CAN_LOW * 2} to ${CAN_HIGH * 2} mg, ${count ? "so one can a day, or two only if your label says they are at the low end and nothing else with caffeine that day" : `at or over ${PER_DAY} mg with anything else`}. Never two within an hour, up to ${PER_DOSE} mg at a time, and none in the ${SLEEP_HOURS} hours before you sleep.`,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeinePerDose.source,
    ENERGY_DRINK_RISK,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  if (TEST_DAY.test(text)) d.caution("On a test day use only the caffeine you've already tried in training: nothing new, and nothing extra, on the day.", GUIDE_CAFFEINE, ISSN_CAFFEINE);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine figures and limits as written; suggest no product." });
}
