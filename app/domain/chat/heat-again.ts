import { ARMY_HYDRATION } from "~/domain/safety/condition-sources";
import { type Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import { type Fit, pickLine } from "./product-lines";
import { categoryFits } from "./select";
import { isSingleServe } from "./single-serve";
import { CAFFEINE_HEAT, CDC_HEAT_ILLNESS, GUIDE_FIELD, GUIDE_HEAT, HEAT_SIGNS, HYPONATREMIA } from "./sources";
import { pastHeatIllnessTold } from "./heat-history";
import type { Understanding } from "./understand";

/*
 * Heat that has already gone wrong once: cramps that come back on every hot ruck or field day, or
 * a heat illness in the past with more hot work ahead. A product list or a generic drinking
 * table misses the point: what keeps happening is for sick call or the PCM to look at, a past
 * heat illness is for the medical team to know before the next hot event (our heat guide), and
 * the plan for the day is water to the posted category, the signs to stop for, and, if something
 * is carried, electrolytes in single-serve packs (our field guide), never a stimulant.
 */

/** Cramps said as coming back: every time, again, keep, for weeks or months. */
const RECURRING_CRAMPS =
  /\b(?:keep|kept|always|constantly) (?:getting )?(?:cramp\w*|locking up|seizing up)\b|\bcramp\w*\b[^.?!]{0,60}\b(?:every (?:single )?(?:time|ruck|march|run|rotation|summer|day)|again|each time|all the time|for (?:weeks|months)|every \w+ in the)\b|\b(?:every (?:single )?(?:time|ruck|march)|each time)\b[^.?!]{0,60}\bcramp\w*/;
/** Hot work said or coming: a ruck, the field, a rotation, summer. */
const HOT_WORK = /\b(?:heat|hot|humid\w*|summer|june|july|august|desert|jrtc|ntc)\b|\b(?:9\d|1[0-2]\d) ?(?:degrees|out|°)|\b(?:ruck\w*|road march\w*|\d+ ?milers?|field|ftx|rotation|range)\b/;
/** Something to carry or take asked for: the picks follow. */
const WANTS_PRODUCT = /\belectrolytes?\b|\bhydration (?:mix|packs?|products?)\b|\bsalt (?:tabs?|tablets?|pills?)\b|\b(?:bring|pack|take|recommend\w*|suggest\w*|what should i (?:get|buy|use))\b/;

const PAST_HEAT_LINE =
  "A past heat illness is something to tell your medical team about before field training or hot work, and go only as far as they clear you. Re-acclimatize before hard work in the heat, and stop and get checked if the warning signs come back.";

/** Whether the message tells of heat trouble that recurs or happened before, with hot work in it and nothing wrong right now. */
export function heatAgainAsked(u: Understanding): boolean {
  const text = u.normalized;
  const recurring = RECURRING_CRAMPS.test(text) && HOT_WORK.test(text);
  const past = pastHeatIllnessTold(text) && HOT_WORK.test(text);
  // The turn after that answer ("another 12 miler in july, electrolytes?") is still about the same person's heat history.
  const thread = Boolean(u.lastReply?.includes(PAST_HEAT_LINE)) && HOT_WORK.test(text);
  return recurring || past || thread;
}

/** The plan: the referral first, the signs, water to the category, and single-serve electrolytes when something is carried. */
export function heatAgainAnswer(u: Understanding, input: Pick<EngineInput, "picksFor">, d: Draft): EngineAnswer {
  const text = u.normalized;
  if (RECURRING_CRAMPS.test(text)) {
    d.caution(
      "Cramps that come back every time are worth a sick-call visit or a word with your PCM before the next one, so someone can look for the cause; tell them what you drink and take on those days. When one hits: stop, get somewhere cool, drink water or a sports drink and wait for it to pass; get help if it lasts more than an hour, or if you are on a low-sodium diet or have heart problems.",
      CDC_HEAT_ILLNESS,
      GUIDE_HEAT,
    );
  }
  if (pastHeatIllnessTold(text) || u.lastReply?.includes(PAST_HEAT_LINE)) {
    d.caution(PAST_HEAT_LINE, GUIDE_HEAT);
  }
  d.caution(
    "Drink to the heat category your unit posts: the Army table gives ½ to 1 quart an hour depending on the category and how hard you are working, never more than 1.5 quarts an hour or 12 quarts a day. Eat your meals for the salt, and mix an electrolyte drink as its label directs (single-serve packets carry best) rather than stacking tablets; leave stimulant pre-workouts and energy drinks out, since caffeine raised core temperature in heat studies.",
    ARMY_HYDRATION,
    HYPONATREMIA,
    CAFFEINE_HEAT,
  );
  d.caution(
    "Stop, get to shade and sip water for heavy sweating, dizziness, nausea, a headache or cramps (heat exhaustion); confusion, passing out or hot, red skin is heat stroke: call 911.",
    HEAT_SIGNS,
    CDC_HEAT_ILLNESS,
  );
  if (WANTS_PRODUCT.test(text)) singleServePicks(u, input, d);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the referral, the drinking plan and the heat-illness signs as written, then the single-serve picks if any." });
}

/** Certified electrolytes without caffeine, single-serve ones first: what goes in a ruck. */
function singleServePicks(u: Understanding, input: Pick<EngineInput, "picksFor">, d: Draft): void {
  const kept = categoryFits("hydration", u, input.picksFor).kept.filter((f: Fit) => !((f.product.caffeineMg ?? 0) > 0));
  const fits = [...kept.filter((f) => isSingleServe(f.product)), ...kept.filter((f) => !isSingleServe(f.product))].slice(0, 3);
  if (!fits.length) return;
  d.allow(fits.map((f) => f.product));
  for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
  const single = fits.filter((f) => isSingleServe(f.product)).length;
  const intro = single
    ? "To carry, single-serve packets beat a tub (easier to carry and keep sealed). Certified electrolytes, single-serve first:"
    : "To carry, single-serve packets beat a tub, but none of our certified electrolytes is listed that way; the closest certified options:";
  d.add(intro, fits.map((f, i) => pickLine(f, i)).join("\n"));
  d.name(...fits.map((f) => f.product));
  d.sources.push(GUIDE_FIELD);
}
