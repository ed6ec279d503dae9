import { ARMY_HYDRATION, HPRC_HYDRATION } from "~/domain/safety/condition-sources";
import { Draft, type EngineAnswer, finish } from "./draft";
import { CAFFEINE_HEAT, HEAT_SIGNS, HYPONATREMIA, TRAINEES_OVERHYDRATION } from "./sources";
import type { Understanding } from "./understand";

/*
 * After hard work in the heat, water itself can be the danger: plain water drunk far past the
 * sweat lost dilutes blood sodium (exertional hyponatremia), whose signs (confusion, nausea,
 * vomiting) look like heat illness. So a report of a hot ruck with a lot of water drunk gets the
 * recovery advice and the signs that need a medic, not a pre-workout for the evening; and
 * symptoms after such a day name low sodium beside heat illness (./concerns.ts).
 */

/** Low sodium from water beside heat illness: what the signs can also mean, and what not to do. */
export const LOW_SODIUM_CAUTION = {
  text: "**Too much plain water can cause this too: low blood sodium (exertional hyponatremia).** After heavy drinking on a hot, hard day, confusion, nausea or vomiting can mean your blood sodium is diluted, and it can kill. Don't drink more water to fix it: tell the medic how much you drank and get seen now. Passing little or no urine after a day like that needs a medical check today as well.",
  sources: [HYPONATREMIA, TRAINEES_OVERHYDRATION],
} as const;

const PAST_EXERTION =
  /\b(?:rucked|marched|hiked|just (?:got back|finished|did|came back)|got back from|finished (?:a|the|my)|after (?:a|the|my|our) (?:ruck|march|road march|run|pt|hike|field)|(?:ruck|march|run|pt|hike) (?:was|yesterday|today|this morning))\b/;
const HOT_WORK = /\b(?:hot|heat|humid\w*|desert|sun|black flag|heat cat\w*|9\d|1[0-2]\d) ?(?:out|degrees|°)?/;

/** A hot ruck or march just done, with a lot of water or a stimulant in it, and no symptom said. */
export function afterHeatAsked(u: Understanding): boolean {
  const text = u.normalized;
  const hot = u.situation.hot || u.duties.includes("heat") || HOT_WORK.test(text.replace(/\b(?:pop\w*|come up|came up) hot\b/g, " "));
  return PAST_EXERTION.test(text) && hot && (u.overdrank === true || u.situation.stim) && !u.symptoms.length;
}

/** After a hot ruck: no stimulant tonight, salt and steady water rather than more water, and the signs that need a medic. */
export function afterHeatAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const asksPre = /\b(?:pre-?workouts?|pre|stims?|energy drinks?|caffeine|c4)\b/.test(u.normalized);
  d.caution(
    `${asksPre ? "Skip the stimulant pre-workout tonight" : "Go easy on stimulants for now"}: after a long ruck in the heat your body is still recovering, and caffeine raised core temperature in heat studies without a clear performance gain. Rest, eat a proper meal, and train again once you feel back to normal.`,
    CAFFEINE_HEAT,
  );
  d.caution(
    "Drinking a lot of plain water on a hot day can dilute your blood sodium (exertional hyponatremia), which can kill. From here, drink steadily rather than catching up in big gulps, get salt from your meals or an electrolyte drink mixed as its label directs, and stay under the Army's cap of 1.5 quarts an hour.",
    HYPONATREMIA,
    HPRC_HYDRATION,
    ARMY_HYDRATION,
  );
  d.caution(
    "Get to a medic or sick call now if you feel confused or foggy, have a pounding headache, nausea or vomiting, or are barely peeing: those can be heat illness or low sodium, and no supplement treats either. Confusion, fainting or hot, dry skin is heat stroke: call 911.",
    HEAT_SIGNS,
    TRAINEES_OVERHYDRATION,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Give the after-heat recovery advice and the care signs as written; suggest no product." });
}
