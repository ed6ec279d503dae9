import { LIMITS } from "~/domain/safety/limits-table";
import { listJoin } from "~/domain/text";
import { Draft, type EngineAnswer, finish } from "./draft";
import type { Understanding } from "./understand";
import { ENERGY_DRINK_RISK, ENERGY_DRINK_SOURCE, GUIDE_CAFFEINE, HPRC_ENERGY_DRINKS, ISSN_CAFFEINE } from "./sources";
import { TEST_DAY } from "./stimulant-risks";
import { BRANDS, ENERGY_DRINK_BRAND } from "./energy-drink-brands";
import { dayFigureFor } from "./intake-answer";

export { ENERGY_DRINK_BRAND };
import { withoutPastFramed } from "./said-now";

/*
 * A question about a named energy drink ("how much caffeine is in a Monster", "how many Red
 * Bulls can I have", "Bang or Celsius, which is stronger"): said plainly that we hold no sourced
 * figure for that brand's can, so its own label is the number to use, with the figures it is set
 * against (the 200 mg dose, the 400 mg day or 200 mg in pregnancy) and HPRC's spread of cans.
 */

const PER_DOSE = LIMITS.caffeinePerDose.amount;
const SLEEP_HOURS = LIMITS.caffeineStopBeforeSleep.amount;

/**
 * What we can say of a can we hold no sourced figure for: HPRC's spread of whole cans, which is
 * no estimate of any one brand. A generic can's figure given for a named brand reads as that
 * brand's, and is wrong for most of them, so none is given.
 */
export const ENERGY_DRINK_YARDSTICK = "Whole cans on the market run from 50 to 505 mg (HPRC), so no general figure stands in for one brand's can, and guarana and similar plant ingredients add caffeine the label may not count.";

/** What is asked of the drink: its caffeine, how many, how strong, or which has more. */
const ASKS_CAFFEINE = /\bhow much caff\w*|\bcaffeine[- ]wise\b|\bcaff\w* (?:content|amount|level)|\bhow many mg\b|\bmg (?:of caffeine )?(?:in|per)\b|\bcaffeine (?:in|per)\b|\bhow much is in\b/;
const ASKS_COUNT = /\bhow many\b(?! mg)|\btoo many\b|\bcan i (?:have|drink|do) (?:two|three|four|2|3|4|another|a second)\b|\b(?:two|three|four|2|3|4) (?:a|per) day\b/;
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

/** Asks what a named can holds, how many, or how strong: the words every answer about a brand's can starts from. */
function asksOfTheCan(text: string): boolean {
  return ASKS_CAFFEINE.test(text) || ASKS_COUNT.test(text) || ASKS_STRENGTH.test(text);
}

/**
 * Beside a condition's answer ("pregnant, how many red bulls can I have"): the one line that the
 * brand's can has no figure of ours, its label has, and the day that applies to the person.
 */
export function energyDrinkNote(u: Understanding, d: Draft): void {
  const brands = energyDrinksNamed(withoutPastFramed(u.normalized));
  if (!brands.length || !asksOfTheCan(u.normalized)) return;
  const day = dayFigureFor(u);
  d.caution(`We hold no sourced caffeine figure for ${listJoin(brands)}: the caffeine line on the can's label gives it (for the whole can, not one serving). Set it against ${day.mg} mg a day ${day.who}, counting every other source of caffeine.`, HPRC_ENERGY_DRINKS, day.source);
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
  const day = dayFigureFor(u);
  const noFigure = `We hold no sourced caffeine figure for ${named}, so the caffeine line on the can's label is the number to use (for the whole can, not one serving)`;
  const opening = stacked
    ? `Skip one of them: a can and a pre together is too much at once to take blind. Count both labels together against up to ${PER_DOSE} mg in one go, the single dose OPSS gives. ${noFigure}.`
    : n >= 2
      ? `${["", "", "Two", "Three", "Four"][n]} cans is too much at once: two energy drinks within an hour is what the Military Health System warns against. ${noFigure}; ${n} cans are ${n} times that figure, set against up to ${PER_DOSE} mg at one time, the single dose OPSS gives, and ${day.mg} mg a day ${day.who}.`
      : compare
        ? `I can't tell you which has more from figures we've checked. ${noFigure}: compare the two labels' caffeine lines.`
        : count
          ? `How many depends on what each can holds. ${noFigure}: divide the ${day.mg} mg day ${day.who} by it, counting every other source of caffeine too.`
          : strength
            ? `Whether ${named} is too strong comes down to the caffeine per can on its label. ${noFigure}; more than ${PER_DOSE} mg in one can is more than the single dose OPSS gives for performance.`
            : `${noFigure}.`;
  const d = new Draft();
  d.caution(
    `${opening} ${ENERGY_DRINK_YARDSTICK}`,
    HPRC_ENERGY_DRINKS,
    ENERGY_DRINK_SOURCE,
    ...(stacked || n >= 2 ? [LIMITS.caffeinePerDose.source, ENERGY_DRINK_RISK] : []),
  );
  if (SUGAR_FREE.test(text)) d.add("A sugar-free or zero version has a label of its own: read its caffeine line rather than the regular can's, since I hold no checked figure for either.");
  d.caution(
    `Set the label's figure against ${day.mg} mg a day ${day.who} from every source together (coffee, pre-workout and soda count too), up to ${PER_DOSE} mg at a time, never two cans within an hour, and none in the ${SLEEP_HOURS} hours before you sleep.`,
    day.source,
    LIMITS.caffeinePerDose.source,
    ENERGY_DRINK_RISK,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  if (TEST_DAY.test(text)) d.caution("On a test day use only the caffeine you've already tried in training: nothing new, and nothing extra, on the day.", GUIDE_CAFFEINE, ISSN_CAFFEINE);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine figures and limits as written; suggest no product." });
}
