import { ARMY_HYDRATION, OPSS_CAFFEINE } from "~/domain/safety/condition-sources";
import { LIMITS } from "~/domain/safety/limits-table";
import { doseWindowBefore, lastCaffeineAfterDuty } from "./clock";
import { Draft, type EngineAnswer, finish } from "./draft";
import { ARMY_SHIFT_SLEEP, CAFFEINE_HEAT, ENERGY_DRINK_RISK, ENERGY_DRINK_SOURCE, HEAT_SIGNS, HPRC_ENERGY_DRINKS, HPRC_TEST_FUEL, NIOSH_DROWSY, OPSS_SECOND_DOSE } from "./sources";
import type { Understanding } from "./understand";

/*
 * A long stretch awake: a 24-hour duty, CQ, staff duty, fire watch, an all-nighter, a graveyard
 * shift before drill. Not a rotation onto nights (./duty-answers.ts answers day sleep), so the
 * answer is how to stay up without the shakes (small doses spread out, the day's total, water,
 * a nap, the cut-off before the sleep after it, the drive home) or, when a PT test, a ruck or
 * drill follows the night, what one dose can and cannot do on no sleep. No product either way.
 */

/** A long duty or a night without sleep, said in the message. */
export const LONG_DUTY =
  /\b(?:staff duty|sdnco|charge of quarters|cq|fire ?watch|guard (?:shift|duty)|all ?nighter|up all night|no sleep|without (?:any )?sleep|graveyard|24s|twenty[- ]four)\b|\b(?:get|got|getting|on|running on)\s+(?:like |only |about |maybe )?[1-4] ?(?:hrs?|hours?)\b|\b(?:duty|shift|awake|up|work(?:ed|ing)?) all night\b|\b24 ?(?:hrs?|hours?)\b(?! (?:a day|before|after|later|ago))|\b(?:1[6-9]|[23]\d|4[0-8]) ?(?:hrs?|hours?)(?:[- ]long)? (?:duty|shift|watch|day|op|ops|mission|straight|awake|up)\b|\b(?:pull\w*|on|a|my) 24\b(?! ?(?:mg|g|oz|lbs?|units?|mcg|iu|%|grams?|ounces?))/;

/** What follows the night: a test, a ruck, drill or a work day the person goes into without sleep. */
const AFTER_NIGHT = /\b(?:pt|pt test|acft|aft|apft|prt|pft|cft|ruck\w*|road march|\d+ ?mile\w*|drill|range(?: day)?|formation)\b/;
/** Sleepy on a night shift: staying alert is the question, not day sleep. */
const SLEEPY_ON_NIGHTS = /\b(?:sleepy|drowsy|nodding off|dozing|fall(?:ing)? asleep (?:on|at|during)|stay (?:up|awake|alert|sharp)|keep (?:me )?(?:up|awake))\b/;
const PHYSICAL = /\b(?:pt|pt test|acft|aft|apft|prt|pft|cft|ruck\w*|road march|\d+ ?mile\w*|run)\b/;
/** Asks about caffeine, a pre or staying up: what this answer is for. */
const ASKS_AWAKE = /\b(?:pre-?workouts?|pre|caffeine|caf|coffee|energy drinks?|monsters?|rockstars?|redbulls?|red bull|bang|c4|stims?|stay (?:up|awake|alert|sharp)|keep (?:me )?(?:up|awake)|awake|make it|get through|survive|crash\w*|shakes|jitter\w*)\b/;

const PRODUCT_WANTED = /\b(?:strongest|best (?:pre|brand|one|product|energy drink|caffeine)|recommend\w*|suggest\w*|which (?:one|pre|brand)|need (?:a|the|some|something)|looking for|(?:you|u) (?:got|have|carry))\b/;

/** Whether the message (or the conversation's night duty) is a long stretch awake this answer covers. */
export function longDutyAsked(u: Understanding): "event" | "awake" | null {
  const text = u.normalized;
  // A sleep aid, or the short sleep between a duty and the next start, is a sleep question (./situation-answers.ts).
  // "Need the strongest pre you got, running on 4 hrs" asks for a product: picks with the sleep caution answer it.
  if (PRODUCT_WANTED.test(text)) return null;
  if (u.situation.window || /\b(?:melatonin|sleep aids?|something to (?:help me )?sleep|knock me out)\b/.test(text)) return null;
  const long = LONG_DUTY.test(text);
  const nights = u.duties.includes("night-shift");
  if ((long || nights) && AFTER_NIGHT.test(text) && (long || ASKS_AWAKE.test(text))) return "event";
  if (long && (ASKS_AWAKE.test(text) || /\b(?:how|what|tips?|plan|best way|advice)\b/.test(text))) return "awake";
  if (nights && SLEEPY_ON_NIGHTS.test(text) && !/\b(?:sleep(?:ing)? (?:after|during|by day|in the day)|day ?sleep|melatonin)\b/.test(text)) return "awake";
  return null;
}

const eventName = (text: string) =>
  /\b(?:acft|aft|apft|prt|pft|cft|pt test|record test)\b/.test(text) ? "the test" : /\b(?:ruck\w*|road march|\d+ ?mile\w*)\b/.test(text) ? "the ruck" : /\bdrill\b/.test(text) ? "drill" : /\bpt\b/.test(text) ? "PT" : "the day";

/** "Can I take more to make up for it?", "how many energy drinks is too many?": answered in the first words. */
function directLead(text: string): string | null {
  if (/\bmake up (?:for|the)\b|\bmore caffeine\b|\binstead of sleep/.test(text)) {
    return "More caffeine won't make up for lost sleep: it is a temporary aid, not a replacement for sleep, and the limits stay where they are.";
  }
  if (/\bhow (?:many|much)\b|\btoo (?:many|much)\b|\bmax\w*\b|\blimit\b/.test(text)) {
    return `Count milligrams, not cans: ${LIMITS.caffeinePerDay.amount} mg across the day at most and up to ${LIMITS.caffeinePerDose.amount} mg at a time. A popular energy drink carries about 80 to 120 mg per 8 oz serving, and many cans hold more than one serving, so read the caffeine line.`;
  }
  return null;
}

/** Straight from a night awake into a test, a ruck or drill: one moderate dose at most, fuel, heat and heart, the drive. */
function afterNightAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const text = u.normalized;
  const event = eventName(text);
  const lead = directLead(text);
  if (lead) d.caution(lead, NIOSH_DROWSY, OPSS_CAFFEINE, HPRC_ENERGY_DRINKS);
  const window = doseWindowBefore(u.message.toLowerCase());
  const at = window ? ` (for ${window.start}, about ${window.from} to ${window.to})` : "";
  d.caution(
    `Going into ${event} after a night without sleep, one moderate dose of caffeine at most, not a stack: it can sharpen you for a few hours, but it is a temporary aid, not a replacement for sleep. If you already use caffeine, take up to ${LIMITS.caffeinePerDose.amount} mg 30 to 60 minutes before the start${at}, and don't add an energy drink or a second scoop on top: too much too fast brings nervousness, shakiness and a racing heart. Count the night's cans and coffee too: ${LIMITS.caffeinePerDay.amount} mg is the figure for the whole day.`,
    NIOSH_DROWSY,
    OPSS_CAFFEINE,
    ENERGY_DRINK_RISK,
  );
  if (PHYSICAL.test(text) || u.situation.hot || u.duties.includes("heat")) {
    d.caution(
      "Short on sleep, stimulants add strain, and more so in heat: caffeine raised core temperature in heat studies without a clear performance gain. A pounding or racing heart, chest pain, dizziness, confusion or nausea during the event means stop, tell the cadre or a medic, and get checked.",
      CAFFEINE_HEAT,
      HEAT_SIGNS,
    );
  }
  d.caution(
    `Eat something light you know sits well, mostly carbohydrate (about 200 to 300 calories), 30 to 60 minutes before, and keep drinking normally without chugging: the Army caps fluid at 1.5 quarts an hour. Afterwards, sleep as soon as you can, and don't drive drowsy: nap first or get a ride.`,
    HPRC_TEST_FUEL,
    ARMY_HYDRATION,
    ARMY_SHIFT_SLEEP,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Give the advice for a test or event after a night awake as written; suggest no product." });
}

/** Staying up through a 24-hour duty or a night on watch: small doses spread out, the day's total, water and a nap, the cut-off, the drive. */
function stayingUpAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const lower = u.message.toLowerCase();
  const lead = directLead(u.normalized);
  if (lead) d.caution(lead, NIOSH_DROWSY, OPSS_CAFFEINE, HPRC_ENERGY_DRINKS);
  d.caution(
    `Small doses, spread out: a cup of coffee's worth (about 100 mg) at a time rather than one big can, never more than ${LIMITS.caffeinePerDose.amount} mg in one go, and a second dose 3 to 4 hours later only if you need it. Keep the whole day to ${LIMITS.caffeinePerDay.amount} mg or less, counting every coffee, can and scoop of pre. Big doses are what bring the shakes: above ${LIMITS.caffeinePerDose.amount} mg at once OPSS lists nervousness, irritability and shakiness, and two energy drinks inside an hour can race your heart.`,
    OPSS_CAFFEINE,
    OPSS_SECOND_DOSE,
    ENERGY_DRINK_RISK,
    ENERGY_DRINK_SOURCE,
  );
  const cut = lastCaffeineAfterDuty(lower);
  d.caution(
    cut?.start
      ? `Any caffeine on this one falls inside the ${LIMITS.caffeineStopBeforeSleep.amount} hours before the sleep after it: from ${cut.start} to ${cut.end}, with sleep soon after, there is no time on it that clears the ${LIMITS.caffeineStopBeforeSleep.amount}-hour gap. If you'll sleep as soon as you're relieved, go without, or keep to one small dose right at the start and expect it to cost some of that sleep. Caffeine is a temporary aid, not a replacement for sleep.`
      : cut
      ? `Stop ${LIMITS.caffeineStopBeforeSleep.amount} hours before the sleep after it: off at ${cut.end} and asleep soon after means your last caffeine is about **${cut.cutoff}**. Caffeine is a temporary aid, not a replacement for sleep.`
      : `Stop ${LIMITS.caffeineStopBeforeSleep.amount} hours before the sleep you'll get after it: if you'll sleep as soon as you're relieved, your last caffeine is 6 hours before that time. Caffeine is a temporary aid, not a replacement for sleep.`,
    LIMITS.caffeineStopBeforeSleep.source,
    NIOSH_DROWSY,
  );
  d.caution(MEALS_NAP_DRIVE, ENERGY_DRINK_RISK, NIOSH_DROWSY, ARMY_SHIFT_SLEEP);
  if (u.situation.hot || u.duties.includes("heat")) {
    d.caution("In heat, go lighter still: caffeine raised core temperature in heat studies without a clear performance gain.", CAFFEINE_HEAT);
  }
  return finish(d, { intent: "knowledge", category: null, brief: "Give the advice for staying up through a long duty as written; suggest no product." });
}

const MEALS_NAP_DRIVE =
  "Keep eating your meals and drink water through the duty rather than living on cans, and if the duty allows it, a 15 to 20 minute nap helps. After you're relieved, nap before you drive home or get a ride from someone alert: drowsy driving is the real risk of a long duty.";

/** Caffeine ruled out for the person ("medic told me to get off the energy drinks"): the long night without it, and no stimulant. */
function withoutCaffeineAnswer(): EngineAnswer {
  const d = new Draft();
  d.add("With caffeine off the table for you (coffee, energy drinks and stim pre-workouts alike), I won't suggest a stimulant: getting through the night comes down to food, water, a nap and the drive home.");
  d.caution(MEALS_NAP_DRIVE, ENERGY_DRINK_RISK, NIOSH_DROWSY, ARMY_SHIFT_SLEEP);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the advice for a long night without caffeine as written; suggest no product." });
}

/** The answer to a long stretch awake, or null when the message is not about one. */
export function longDutyAnswer(u: Understanding): EngineAnswer | null {
  const asked = longDutyAsked(u);
  if (asked && u.constraints.some((c) => c.kind === "exclude" && c.ingredient === "caffeine")) return withoutCaffeineAnswer();
  if (asked === "event") return afterNightAnswer(u);
  if (asked === "awake") return stayingUpAnswer(u);
  return null;
}
