import { MARCH_OF_DIMES_CAFFEINE } from "~/domain/safety/condition-sources";
import { LIMITS } from "~/domain/safety/limits-table";
import type { Source } from "~/domain/source";
import { addedAsked, type IntakeEstimate, lateSession } from "./intake";

/*
 * The answer to caffeine counted (./intake.ts reads the drinks): the sum against the day's figure
 * (400 mg for healthy adults, 200 mg in pregnancy), with a drink we hold no figure for named as
 * left out, and the verdict on anything asked about on top.
 */

const PER_DAY = LIMITS.caffeinePerDay.amount;

/** What the sum leaves out: a drink we hold no caffeine figure for, named, and why. */
function unknownNote(intake: IntakeEstimate): string {
  if (!intake.unknown?.length) return "";
  const each = intake.unknown.map((u) => ` We hold no sourced caffeine figure for ${u.name}: ${u.why}.`).join("");
  return `${each} So ${intake.high ? "the real total is higher than this by an amount we can't tell" : "no total can be made yet"}: add that figure in.`;
}

/** The daily caffeine figure a sum is set against: the adult one, or our pregnancy guide's 200 mg. */
interface DayFigure {
  mg: number;
  /** Whom it is for, as the verdict says it: "for healthy adults". */
  who: string;
  source: Source;
}

const ADULT_DAY: DayFigure = { mg: PER_DAY, who: "for healthy adults", source: LIMITS.caffeinePerDay.source };
/** March of Dimes, in our pregnancy guide: 200 mg a day or less while pregnant. */
const PREGNANCY_DAY: DayFigure = { mg: 200, who: "for pregnancy (March of Dimes, from our pregnancy guide)", source: MARCH_OF_DIMES_CAFFEINE };

/** The daily figure for the person: our pregnancy guide's while pregnant, else the adult one. */
export function dayFigureFor(u: { conditions: readonly string[] }): DayFigure {
  return u.conditions.includes("pregnancy") ? PREGNANCY_DAY : ADULT_DAY;
}

/** `unwell`: a symptom or urgent care leads the answer, so no other product is offered beside the sum. */
export function intakeAnswer(intake: IntakeEstimate | null, told: boolean, asked = "", unwell = false, day: DayFigure = ADULT_DAY): string {
  if (intake && (intake.over || intake.period)) return spanAnswer(intake, day);
  if (intake?.unknown?.length) return withUnknownAnswer(intake, told, asked, unwell, day);
  return intakeAnswerCounted(intake, told, asked, unwell, day);
}

/**
 * A sum with drinks we hold no figure for ("2 bangs", "a venti"): what we can count, those named
 * as left out with where their figure is, and the day to set the whole against. No room is
 * promised, since the total is unknown: nothing more with caffeine until the labels are added up.
 */
function withUnknownAnswer(intake: IntakeEstimate, told: boolean, asked: string, unwell: boolean, day: DayFigure): string {
  const when = intake.asked ? "" : intake.today ? " so far today" : " a day";
  const counted = intake.high ? `${countedSaid(intake, when)}. ` : "";
  const added = addedAsked(asked);
  const past = added && intake.low + added.low > day.mg;
  const verdict = unwell
    ? "Take no more caffeine today."
    : told
      ? `You were told to cut back, and a clinician's limit comes before the ${day.mg} mg a day figure ${day.who}: don't add a caffeinated pre on top; use a stim-free one, or none.`
      : past
        ? `${added.what} would take you past the ${day.mg} mg a day figure ${day.who} on what we can count alone: skip it today.`
        : `Set the whole against ${day.mg} mg a day ${day.who} and up to ${LIMITS.caffeinePerDose.amount} mg at one time; until you've added it up, put nothing more with caffeine on top${/\bpre\b|pre-workout/.test(asked) ? ": use a stim-free pre" : ""}.`;
  const late = lateSession(asked);
  return `${counted}${unknownNote(intake).trim()} ${verdict}${late ? ` ${late}` : ""}`;
}

/** "2 coffees so far today is about 200 mg of caffeine (an estimate, counting ...)": the part of a sum we hold figures for. */
function countedSaid(intake: IntakeEstimate, when: string): string {
  const range = intake.low === intake.high ? `about ${intake.low} mg` : `roughly ${intake.low} to ${intake.high} mg`;
  return intake.basis.length ? `${intake.said}${when} is ${range} of caffeine (an estimate, counting ${intake.basis.join(", and ")})` : `${intake.said} of caffeine${when}`;
}

function intakeAnswerCounted(intake: IntakeEstimate | null, told: boolean, asked: string, unwell: boolean, day: DayFigure): string {
  const PER_DAY = day.mg;
  const cap = unwell ? " Take no more caffeine today." : told ? " You were told to cut back, so don't add a caffeinated pre on top: use a stim-free one, or none." : "";
  if (!intake) return `A clinician's limit comes first, and the general figure for healthy adults is ${PER_DAY} mg a day from every source together.${cap}`;
  const late = lateSession(asked);
  const sleep = late ? ` ${late}` : "";
  if (intake.uncounted) {
    return `${intake.said} all day adds up. Counting ${intake.basis[0]}, about ${Math.floor(PER_DAY / intake.high)} of them reach the ${PER_DAY} mg a day figure ${day.who} on their own. Count them before adding a pre, and keep any pre to 100 mg of caffeine or less.${cap}${sleep}`;
  }
  // Milligrams the person gave need no estimate.
  const when = intake.asked ? "" : intake.today ? " so far today" : " a day";
  const said = countedSaid(intake, when);
  const added = addedAsked(asked);
  if (added) {
    const low = intake.low + added.low;
    const high = intake.high + added.high;
    const total = low === high ? `about ${low} mg` : `about ${low} to ${high} mg`;
    const verdict =
      high <= PER_DAY
        ? `${added.what} brings you to ${total}, still under the ${PER_DAY} mg a day figure ${day.who}, so it is within the guideline${late ? "" : " if it is not in the 6 hours before you sleep"}.`
        : `${added.what} would take you to ${total}, over the ${PER_DAY} mg a day figure ${day.who}: skip it today${/\bpre\b|pre-workout/.test(asked) ? `, or use a stim-free pre${PER_DAY - intake.high >= 100 && !told ? ` or one with ${Math.floor((PER_DAY - intake.high) / 50) * 50} mg of caffeine or less` : ""}` : ""}.`;
    return `${said}. ${verdict}${cap}${sleep}`;
  }
  const room = PER_DAY - intake.high;
  if (intake.low >= PER_DAY || room < 100) {
    // A range across the figure is not "over" it: only its upper end is.
    const where = intake.low >= PER_DAY ? "at or over" : intake.high > PER_DAY ? "close to or over" : "close to";
    return `${said}: ${where} the ${PER_DAY} mg a day figure ${day.who} already.${cap || " More caffeine, a caffeinated pre included, would only add to it: skip it today, or use a stim-free pre."}${sleep}`;
  }
  return `${said}, which leaves about ${Math.floor(room / 50) * 50} mg under the ${PER_DAY} mg a day figure ${day.who}.${cap || " Keep any pre within that, counting every drink."}${sleep}`;
}

/** A past day's drinks, or drinks over a span, set against the daily figure without counting them as today's. */
function spanAnswer(intake: IntakeEstimate, day: DayFigure): string {
  const range = (low: number, high: number) => (low === high ? `about ${low} mg` : `roughly ${low} to ${high} mg`);
  const basis = intake.basis.length ? ` (an estimate, counting ${intake.basis.join(", and ")})` : "";
  const dose = LIMITS.caffeinePerDose.amount;
  const days = intake.period?.days;
  if (intake.period && days) {
    const low = Math.round(intake.low / days / 10) * 10;
    const high = Math.round(intake.high / days / 10) * 10;
    const verdict = high <= day.mg ? `under the ${day.mg} mg a day figure ${day.who}` : low >= day.mg ? `over the ${day.mg} mg a day figure ${day.who}` : `around the ${day.mg} mg a day figure ${day.who}`;
    return `${intake.said} over ${intake.period.said} is ${range(intake.low, intake.high)} of caffeine in all${basis}, not in one day: spread over ${days} days that averages ${range(low, high)} a day, ${verdict}. What counts on any one day is that day's total, and no more than ${dose} mg at one time.`;
  }
  if (intake.period) return `${intake.said} over ${intake.period.said} is ${range(intake.low, intake.high)} of caffeine in all${basis}, spread over the whole span rather than one day. What counts on any one day is that day's total: ${day.mg} mg a day ${day.who}, and no more than ${dose} mg at one time.`;
  const verdict = intake.high <= day.mg ? `under the ${day.mg} mg a day figure ${day.who}` : intake.low >= day.mg ? `over the ${day.mg} mg a day figure ${day.who}` : `close to or over the ${day.mg} mg a day figure ${day.who}`;
  return `${intake.said} that day was ${range(intake.low, intake.high)} of caffeine${basis}, ${verdict}; it is not counted in today's caffeine. Hold each day to that figure, and to ${dose} mg at one time.`;
}
