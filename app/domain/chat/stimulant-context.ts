import { LIMITS } from "~/domain/safety/limits-table";
import { type Draft, type EngineAnswer, finish } from "./draft";
import { longDutyAsked } from "./long-duty";
import type { Understanding } from "./understand";
import { ENERGY_DRINK_RISK, GUIDE_CAFFEINE, ISSN_CAFFEINE, OPSS_SECOND_DOSE } from "./sources";
import { cutBackLine } from "./cut-back";
import { withoutOver } from "./said-when";
import { ASKS_FOR_ONE, BARE_DOSE_BEFORE_TRAINING, hasRisk, type StimulantRisks, stimulantRisks } from "./stimulant-risks";

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
const hhmm = (hour: number) => `${String(hour % 24).padStart(2, "0")}00`;

/** The sentences that answer it, each with its sources, the plainest answer first. */
function riskLines(r: StimulantRisks, asksTooMuch: boolean, d: Draft, text: string): void {
  if (r.highDose !== null) {
    // An amount said with no word for what it is, before training, is read as caffeine, and said to be.
    const assumed = BARE_DOSE_BEFORE_TRAINING.test(text) && !/\b(?:caffeine|caff|pre-?workouts?|pres?|stims?|energy drinks?|c4|coffee)\b/.test(text);
    const whole = r.highDose >= PER_DAY ? `, the whole ${PER_DAY} mg day in one go` : "";
    d.caution(
      `${assumed ? "If that's caffeine, " : ""}${asksTooMuch ? `${assumed ? "y" : "Y"}es, too much for one dose: ` : ""}${r.highDose} mg at once is more than the up-to-${PER_DOSE} mg single dose OPSS gives for performance${whole}. Above ${PER_DOSE} mg at a time OPSS lists nervousness, irritability and shakiness, and more caffeine does not improve performance and can make it worse.`,
      LIMITS.caffeinePerDose.source,
      OPSS_SECOND_DOSE,
    );
  }
  if (r.dailyOver !== null) {
    d.caution(
      `${asksTooMuch ? "Yes, that's too much: " : ""}${r.dailyOver} mg a day is over the ${PER_DAY} mg a day FDA and OPSS use for most healthy adults, counting coffee, energy drinks and any pre together. Keep a single dose to ${PER_DOSE} mg or less, and none in the ${SLEEP_HOURS} hours before you sleep.`,
      LIMITS.caffeinePerDay.source,
      LIMITS.caffeinePerDose.source,
    );
    const cut = cutBackLine(text);
    if (cut) d.caution(cut.text, ...cut.sources);
  }
  if (r.double) {
    // The scoop's own figure when said ("350mg a scoop"), else the single-dose figure.
    const perScoop = /\b(\d{2,4}) ?mg (?:a|per|each|in a|in one) (?:scoop|serving)\b/.exec(text);
    const each = perScoop ? Number(perScoop[1]) : PER_DOSE;
    d.caution(
      `Don't double-scoop. A pre with ${each} mg a scoop doubled is ${each * 2} mg at once: ${each * 2 > PER_DAY ? `more than the whole ${PER_DAY} mg day in one dose` : each * 2 === PER_DAY ? `the whole ${PER_DAY} mg day in one dose, twice the single dose OPSS gives for performance` : `more than the ${PER_DOSE} mg single dose OPSS gives for performance`}, and more caffeine does not improve performance and can make it worse. One scoop, 30 to 60 minutes before you start.`,
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
  if (r && !r.firstTry && !r.double && r.highDose === null && r.dailyOver === null && !r.tolerance && longDutyAsked(u)) return null;
  // "3 scoops at once" alone is counted against the label by the dosing answer.
  if (r && u.dose && r.double && !r.firstTry && r.sleptHours === null && r.highDose === null && !r.lateAt && !r.tolerance && !r.event) return null;
  // A bedtime said is answered by the timing rules; caffeine already counted, by the intake answer.
  if (!r || !hasRisk(r) || u.situation.intake || (u.situation.timing && !r.firstTry && !r.double && r.highDose === null && !r.tolerance)) return null;
  riskLines(r, /\btoo much\b|\bok(?:ay)?\b|\bsafe\b|\bbad\b|\bfine\b/.test(u.normalized), d, u.normalized);
  // Picks follow a request for products ("what's a good one to start with"), or a late "pre ok?" that a stim-free pre answers.
  const asksForOne = ASKS_FOR_ONE.test(u.normalized) || (r.lateAt !== null && !r.firstTry && r.sleptHours === null);
  // A dose told as over ("last year a 300mg pre gave me the shakes") explains what happened; it is not the dose asked about.
  const doseAsked = r.highDose !== null && withoutOver(u.normalized).includes(String(r.highDose));
  if (r.highDose !== null && !doseAsked)
    d.caution(
      "After a reaction like that, go lower this time: responses to caffeine differ between people, and some react strongly even to small amounts, so start below a full serving of a lower-caffeine or stim-free pre.",
      ISSN_CAFFEINE,
      ENERGY_DRINK_RISK,
    );
  const forPicks = u.intents.includes("recommend") && asksForOne && !r.double && !doseAsked && !r.tolerance;
  if (forPicks) return null;
  return finish(d, { intent: "knowledge", category: null, brief: "Answer the caffeine question with the figures as written; suggest no product." });
}
