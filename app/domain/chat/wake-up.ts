import { OPSS_CAFFEINE } from "~/domain/safety/condition-sources";
import { LIMITS } from "~/domain/safety/limits-table";
import { doseWindowBefore } from "./clock";
import { Draft, type EngineAnswer, finish } from "./draft";
import { HPRC_ENERGY_DRINKS, HPRC_TEST_FUEL, NIOSH_DROWSY } from "./sources";
import type { Understanding } from "./understand";

/*
 * "First formation is 0530, I want something to wake me up but I get jittery": a start said as a
 * clock time and something asked for to be awake for it, with no product kind named. The answer
 * is the measured dose and its window before that start, smaller for someone who gets jittery,
 * then food and sleep; no product, since a cup of coffee is the plain answer.
 */

/** Asks to be awake, alert or going for the start. */
const WAKE_ASK =
  /\b(?:wake (?:me )?up|wake up|woke|get (?:me )?going|get moving|be awake|stay awake|alert|sharp|not be (?:a zombie|dead|groggy|sluggish)|less groggy|groggy|sluggish|energy|energized|perk me up|pick me up|kick start|kickstart|going in the morning)\b/;
/** A kind of product named: its own answer (picks, a pre's timing) fits better. */
const KIND_NAMED = /\b(?:pre-?workouts?|pres?|energy drinks?|monsters?|bangs?|c4|celsius|red ?bulls?|rockstars?|coffee|caffeine|stims?|protein|creatine|electrolytes?|vitamins?|melatonin|gum|pills?)\b/;
/** Jitters said as their own reaction to caffeine. */
const JITTERY = /\bjitter\w*|\bshaky\b|\bthe shakes\b|\bwired\b|\banxious\b|\bsensitive to caffeine\b|\bcaffeine[- ]sensitive\b/;

export function wakeUpAsked(u: Understanding): boolean {
  const lower = u.message.toLowerCase();
  return doseWindowBefore(lower) !== null && WAKE_ASK.test(u.normalized) && !KIND_NAMED.test(u.normalized) && !u.categories.length && !u.duties.includes("aircrew") && !u.symptoms.length;
}

export function wakeUpAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const w = doseWindowBefore(u.message.toLowerCase());
  const at = w ? ` (for ${w.start}, between about ${w.from} and ${w.to})` : "";
  const jittery = JITTERY.test(u.normalized);
  d.caution(
    jittery
      ? `Since caffeine makes you jittery, go small rather than skipping it or grabbing a pre: one cup of brewed coffee is about 100 mg, taken 30 to 60 minutes before you need to be sharp${at}. The shakes come with bigger doses: above ${LIMITS.caffeinePerDose.amount} mg at once OPSS lists nervousness, irritability and shakiness, so a can or a scoop of pre is the wrong fix.`
      : `A measured dose of caffeine you already use is the usual tool: one cup of brewed coffee is about 100 mg, taken 30 to 60 minutes before you need to be sharp${at}, and up to ${LIMITS.caffeinePerDose.amount} mg at a time at most.`,
    HPRC_ENERGY_DRINKS,
    OPSS_CAFFEINE,
    LIMITS.caffeinePerDose.source,
  );
  d.caution(
    `Eat something light you know sits well beforehand, and protect the night before: caffeine is a temporary aid, not a replacement for sleep, and none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep.`,
    HPRC_TEST_FUEL,
    NIOSH_DROWSY,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine dose and timing as written; suggest no product." });
}
