import type { Constraint } from "~/domain/catalogue/constraints";
import { LIMITS, LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { type Draft, type EngineAnswer, finish } from "./draft";
import { longDutyAsked } from "./long-duty";
import type { Understanding } from "./understand";
import { ENERGY_DRINK_RISK, GUIDE_CAFFEINE, ISSN_CAFFEINE, OPSS_SECOND_DOSE } from "./sources";

/*
 * Caffeine asked about in a situation that changes the answer: a first try, a double scoop, a
 * dose above the single-dose figure, little sleep, a late hour, a tolerance that "doesn't hit
 * anymore", a test day. The question is answered first, with the sourced figures (up to 200 mg
 * a dose, 400 mg a day, none in the 6 hours before sleep); a stock list of the strongest pres
 * never stands in for it. Picks follow only when products were asked for, and then the first
 * try keeps to a lower-caffeine pre and the late hour to a stim-free one.
 */

const PER_DOSE = LIMITS.caffeinePerDose.amount;
const PER_DAY = LIMITS.caffeinePerDay.amount;
const SLEEP_HOURS = LIMITS.caffeineStopBeforeSleep.amount;

/** The message is about caffeine or a stimulant pre-workout. */
const ABOUT_CAFFEINE = /\b(?:caffeine|caff|pre-?workouts?|pres?|stims?|stimulants?|scoops?|energy drinks?|c4)\b/;

const FIRST_TRY =
  /\bfirst (?:time|try|scoop|pre)\b|\bnever (?:taken|took|tried|had|used|done|did)\b|\bnew to (?:pre-?workouts?|pres?|caffeine|stims?|this)\b|\b(?:haven'?t|have not|havent) (?:ever )?(?:tried|taken|had|used) (?:a |any )?(?:pre|caffeine|stims?)\b|\bnot used to caffeine\b|\bdon'?t (?:usually |normally )?(?:drink|have|do) (?:coffee|caffeine)\b/;
const DOUBLE =
  /\bdouble[- ]?scoop\w*|\b(?:double|triple|two|three|2|3) (?:scoops?|servings?|doses?)\b|\bdouble (?:up|the dose|dose|it)\b|\bextra scoop\b/;
const SHORT_SLEEP =
  /\b(?:slept|sleep|sleeping|got|had|running on|on) (?:like |only |maybe |about |barely |just )?(\d|one|two|three|four)(?: and a half)? ?(?:hours?|hrs?|h)\b|\b(?:no|zero|barely any|hardly any|little|no real) sleep\b|\b(?:didn'?t|did not|didnt|haven'?t|havent) (?:sleep|slept)\b|\ball[- ]nighter\b|\bup all night\b|\bno rack time\b/;
const TOLERANCE =
  /\btoleran\w*|\b(?:doesn'?t|does not|doesnt|don'?t|dont|do not|not|stopped|no longer) (?:hit|hitting|work|working|kick in|do anything|doing anything|feel it|feel anything)\b|\bimmune to (?:caffeine|pre|stims?)\b|\breset (?:my )?(?:caffeine|stim)/;
/** A test or event day named. */
export const TEST_DAY = /\b(?:acft|apft|pft|prt|cft|pt test|fitness test|test day|selection|ruck test|record (?:run|ruck)|event day|weigh[- ]in)\b/;
/** Words that ask for a product, not about a dose. */
const ASKS_FOR_ONE =
  /\b(?:what|which|best|strongest|recommend\w*|suggest\w*|good (?:one|pre|brand)|options?|picks?|recs?|start with|any good|need (?:a|the|some|something)|looking for|give me|gimme|(?:you|u) (?:got|have|carry))\b/;
const WORDS_OF_NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

export interface StimulantRisks {
  firstTry: boolean;
  double: boolean;
  /** Hours of sleep said, or 0 when "no sleep"; null when not said. */
  sleptHours: number | null;
  /** A dose in mg above the single-dose figure. */
  highDose: number | null;
  /** "2100", "9pm": the clock hour said, when it leaves under the sleep gap before a usual night's sleep. */
  lateAt: { said: string; hour: number } | null;
  tolerance: boolean;
  event: boolean;
}

function clockAt(lower: string): StimulantRisks["lateAt"] {
  const military = /\b(?:at |its |it's |it is |around |by )?([01]\d|2[0-3])([0-5]\d)\b(?! ?(?:mg|hours?|cal))/.exec(lower);
  if (military) {
    const hour = Number(military[1]);
    return hour >= 18 || hour <= 3 ? { said: `${military[1]}${military[2]}`, hour } : null;
  }
  const pm = /\b(1[01]|[6-9])(?::[0-5]\d)? ?pm\b/.exec(lower);
  return pm ? { said: `${pm[1]} pm`, hour: Number(pm[1]) + 12 } : null;
}

/** The risks a caffeine question names, or null when it names none (or is not about caffeine). */
export function stimulantRisks(normalized: string): StimulantRisks | null {
  if (!ABOUT_CAFFEINE.test(normalized)) return null;
  const slept = SHORT_SLEEP.exec(normalized);
  const hours = slept ? (slept[1] ? (WORDS_OF_NUMBER[slept[1]] ?? Number(slept[1])) : 0) : null;
  const mg = /\b(\d{3,4}) ?mg\b/.exec(normalized);
  const risks: StimulantRisks = {
    firstTry: FIRST_TRY.test(normalized),
    double: DOUBLE.test(normalized),
    sleptHours: hours,
    highDose: mg && Number(mg[1]) > PER_DOSE ? Number(mg[1]) : null,
    lateAt: clockAt(normalized),
    // "Non-stim pres don't do anything for me" runs stim-free down; it is no tolerance.
    tolerance: TOLERANCE.test(normalized) && !/\b(?:non|no|zero)[- ]?stims?\b|\b(?:stim|caffeine)[- ]?free\b/.test(normalized),
    event: TEST_DAY.test(normalized),
  };
  return hasRisk(risks) ? risks : null;
}

function hasRisk(r: StimulantRisks): boolean {
  return r.firstTry || r.double || r.sleptHours !== null || r.highDose !== null || r.tolerance || (r.lateAt !== null && !r.event);
}

/** The limit a risk sets on any picks: stim-free this late, a lower-caffeine pre for a first try. */
export function stimulantRiskConstraint(normalized: string): Constraint | null {
  const r = stimulantRisks(normalized);
  if (!r) return null;
  if (r.lateAt) return { kind: "exclude", ingredient: "caffeine" };
  return r.firstTry ? { kind: "caffeineMax", mg: LOW_CAFFEINE_MG } : null;
}

const hhmm = (hour: number) => `${String(hour % 24).padStart(2, "0")}00`;

/** The sentences that answer it, each with its sources, the plainest answer first. */
function riskLines(r: StimulantRisks, asksTooMuch: boolean, d: Draft): void {
  if (r.highDose !== null) {
    const whole = r.highDose >= PER_DAY ? `, the whole ${PER_DAY} mg day in one go` : "";
    d.caution(
      `${asksTooMuch ? "Yes, too much for one dose: " : ""}${r.highDose} mg at once is more than the up-to-${PER_DOSE} mg single dose OPSS gives for performance${whole}. Above ${PER_DOSE} mg at a time OPSS lists nervousness, irritability and shakiness, and more caffeine does not improve performance and can make it worse.`,
      LIMITS.caffeinePerDose.source,
      OPSS_SECOND_DOSE,
    );
  }
  if (r.double) {
    d.caution(
      `Don't double-scoop. A pre with ${PER_DOSE} mg a scoop doubled is ${PER_DOSE * 2} mg at once: the whole ${PER_DAY} mg day in one dose, twice the single dose OPSS gives for performance, and more caffeine does not improve performance and can make it worse. One scoop, 30 to 60 minutes before you start.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeinePerDay.source,
      OPSS_SECOND_DOSE,
    );
  }
  if (r.firstTry) {
    d.caution(
      `For a first try, start below a full serving and below ${PER_DOSE} mg, on an ordinary training day rather than a test day or a late session: responses to caffeine differ between people, and some react strongly even to small amounts, so learn how it hits you before you rely on it.`,
      ISSN_CAFFEINE,
      ENERGY_DRINK_RISK,
      GUIDE_CAFFEINE,
    );
  }
  if (r.sleptHours !== null) {
    const slept = r.sleptHours === 0 ? "No sleep" : `${r.sleptHours} hours of sleep`;
    d.caution(
      `${slept} is the bigger problem: caffeine can prop up alertness and reaction time for a while, but it doesn't replace sleep. Keep to one dose of up to ${PER_DOSE} mg rather than stacking more to cover the debt, and get the sleep back when you can.`,
      GUIDE_CAFFEINE,
      OPSS_SECOND_DOSE,
    );
  }
  if (r.lateAt) {
    d.caution(
      `Caffeine needs ${SLEEP_HOURS} hours before you sleep: taken at ${r.lateAt.said}, it cuts into any sleep before about ${hhmm(r.lateAt.hour + SLEEP_HOURS)}. If you'll be in bed before then, train without it or use a stim-free pre.`,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  }
  if (r.tolerance) {
    d.caution(
      `I have no sourced plan for resetting caffeine tolerance, so I won't hand you a taper schedule. What the sources do say: a bigger dose won't buy the feeling back. OPSS puts the useful dose at up to ${PER_DOSE} mg and says more does not improve performance and can make it worse, with ${PER_DAY} mg a day from every source as the ceiling. Add up what you take in a day (coffee, energy drinks, the pre): if it is near ${PER_DAY} mg, the pre sits on top of a lot already.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeinePerDay.source,
      OPSS_SECOND_DOSE,
    );
  }
  if (r.event) {
    d.caution("On a test day use only the dose and timing you've already tried in training: nothing new, and nothing extra, on the day.", GUIDE_CAFFEINE, ISSN_CAFFEINE);
  }
}

/**
 * The situation's answer: alone when no product was asked for (or the ask was to take more),
 * or drafted before the picks otherwise (null, and the picks follow).
 */
export function stimulantContextAnswer(u: Understanding, d: Draft): EngineAnswer | null {
  const r = stimulantRisks(u.normalized);
  // A long duty or a night awake has its own answer (./long-duty.ts), which covers the dose and the sleep after it.
  if (r && !r.firstTry && !r.double && r.highDose === null && !r.tolerance && longDutyAsked(u)) return null;
  // "3 scoops at once" alone is counted against the label by the dosing answer.
  if (r && u.dose && r.double && !r.firstTry && r.sleptHours === null && r.highDose === null && !r.lateAt && !r.tolerance && !r.event) return null;
  // A bedtime said is answered by the timing rules; caffeine already counted, by the intake answer.
  if (!r || !hasRisk(r) || u.situation.intake || (u.situation.timing && !r.firstTry && !r.double && r.highDose === null && !r.tolerance)) return null;
  riskLines(r, /\btoo much\b|\bok(?:ay)?\b|\bsafe\b|\bbad\b|\bfine\b/.test(u.normalized), d);
  // Picks follow a request for products ("what's a good one to start with"), or a late "pre ok?" that a stim-free pre answers.
  const asksForOne = ASKS_FOR_ONE.test(u.normalized) || (r.lateAt !== null && !r.firstTry && r.sleptHours === null);
  const forPicks = u.intents.includes("recommend") && asksForOne && !r.double && r.highDose === null && !r.tolerance;
  if (forPicks) return null;
  return finish(d, { intent: "knowledge", category: null, brief: "Answer the caffeine question with the figures as written; suggest no product." });
}
