import { conditionRule, dutyRule } from "~/domain/safety/conditions";
import { LIMITS } from "~/domain/safety/limits-table";
import type { Source } from "~/domain/source";
import { ENERGY_FOR_WHAT, FLYER_DISCLOSURE, formsWeLack } from "./clarify";
import { LONG_DUTY } from "./long-duty";
import { doseWindowBefore, startMinutes, timingAnswer } from "./clock";
import { cutBackLine } from "./cut-back";
import { carbFigureLine } from "./diet-carbs";
import { faithDietLine } from "./faith-diets";
import { dietQuestionLine } from "./diet-questions";

import { Draft, type EngineAnswer, finish } from "./draft";
import type { Fit } from "./product-lines";
import type { Understanding } from "./understand";
import { asksToAdd } from "./intake";
import { intakeAnswer } from "./intake-answer";
import type { Situation } from "./situation";
import { ARMY_SHIFT_SLEEP, CAFFEINE_HEAT, ENERGY_DRINK_SOURCE, FATIGUE_SELF_CARE, GLUTEN_FREE_RULE, GUIDE_PROTEIN, HEAT_SIGNS, HPRC_SHIFTS, MELATONIN_JET_LAG, MELATONIN_REVIEW, NIOSH_DARK, NIOSH_DROWSY, NIOSH_QUIET, OPSS_SECOND_DOSE } from "./sources";
import { zeroDrinkNote } from "./zero-drinks";

/*
 * What the engine says first about the person's situation (./situation.ts): the caffeine
 * cut-off for their sleep time, the caffeine they already take, the heat, a form we do not
 * carry; and the answers that are the situation alone: a flyer's disclosure, one question.
 */

const SHORT_SLEEP_SOURCES: Source[] = [HPRC_SHIFTS, MELATONIN_REVIEW, MELATONIN_JET_LAG];

/** The signs of heat illness and what each calls for: for anyone training in the heat. */
export const HEAT_SIGNS_LINE =
  "Watch for heat illness: dizziness, nausea, a pounding headache or heavy sweating mean stop, shade and water; confusion, fainting or hot, dry skin is heat stroke, so call 911 or get to the aid station now.";
/** Stimulants in the heat, then the signs: the first sentence only where a stimulant is taken or asked for (./licence.ts). */
export const HEAT_STIM_CAUTION = `In that heat, leave stimulant pre-workouts and fat burners alone: caffeine raised core temperature in heat studies without a clear performance gain. ${HEAT_SIGNS_LINE}`;

/** A short gap between duty and the next start: what a sleep aid does to it, and how to sleep by day. */
function shortSleepAnswer(w: { from: string; to: string; hours: number }): string {
  return `From ${w.from} to ${w.to} leaves you about ${w.hours} hours of sleep at most, so a sleep aid that lingers can leave you groggy at ${w.to} (one melatonin trial noted more tiredness the next morning). If you use melatonin, take the lowest dose right at the bedtime you're aiming for, never close to a duty that needs you sharp. What helps more by day is free: a dark, quiet room, phone away, and no caffeine in the 6 hours before you lie down.`;
}

/** Pregnant or nursing: the everyday adult caffeine figures are not theirs, and the condition's own figure answers (./warnings.ts). */
export const adultCaffeineFiguresApply = (u: Understanding): boolean => !u.conditions.some((id) => id === "pregnancy" || id === "breastfeeding");

/** The situation whose caffeine lines may be said: without the adult intake, timing and alertness figures when they are not the person's. */
export const situationToAnswer = (u: Understanding): Situation =>
  adultCaffeineFiguresApply(u) ? u.situation : { ...u.situation, intake: null, caffeineTiming: false, alert: false };

/** The answer's first lines for the situation; the picks that follow keep the limits above. */
/**
 * `asksForCaffeine`: energy or alertness asked for, with caffeine allowed; "open" when no kind of
 * product was named, so no pick follows and the answer asks what the energy is for.
 */
export function situationLines(s: Situation, d: Draft, catalogueForms: string, asksForProducts: boolean, asksForCaffeine: boolean | "open" = false, asksForSleep = false): boolean {
  const before = d.blocks.length;
  // "Is Coke Zero too much with my pre?": what the drink is comes first, unless its cans are counted below.
  // "Is one more ok?", "can I still take my pre?" asks about more caffeine too.
  const asksForMore = s.intake !== null && asksToAdd(s.asked);
  const intakeSaid = (s.intake !== null || s.toldToCut) && (asksForProducts || asksForMore);
  const colasCounted = intakeSaid && (s.intake?.basis.some((b) => b.includes("cola")) ?? false);
  if (s.zeroDrink && !(s.zeroDrink.kind === "cola" && colasCounted)) {
    const note = zeroDrinkNote(s.zeroDrink);
    d.caution(note.text, ...note.sources);
  }
  if (s.timing) {
    d.caution(timingAnswer(s.timing), LIMITS.caffeineStopBeforeSleep.source);
    // Sleeping by day after nights: the day's total and the room, beside the cut-off.
    if (s.timing.daySleep) {
      d.caution(
        `Keep the whole shift under ${LIMITS.caffeinePerDay.amount} mg counting every drink, and for the day sleep make the room dark and quiet: blackout shades or an eye mask, earplugs or a fan.`,
        LIMITS.caffeinePerDay.source,
        NIOSH_DARK,
        NIOSH_QUIET,
      );
    }
  } else if (s.caffeineTiming !== false && !s.intake && !s.toldToCut && !s.hot) {
    // "When should I take my pre, and how much?": the answer is the timing and the dose, before any pick.
    const at = s.caffeineTiming ? ` (for ${s.caffeineTiming.start}, between about ${s.caffeineTiming.from} and ${s.caffeineTiming.to})` : "";
    d.caution(
      `Take caffeine 30 to 60 minutes before you need it${at}: up to ${LIMITS.caffeinePerDose.amount} mg at a time, and no more than ${LIMITS.caffeinePerDay.amount} mg a day counting every source (coffee, energy drinks, soda and the pre itself), with none in the 6 hours before you sleep.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeinePerDay.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  } else if (asksForCaffeine && s.alert && !s.intake && !s.toldToCut && !s.hot) {
    // Alertness asked for: the answer is caffeine, dosed and timed, before any pick.
    d.caution(
      `For focus and alertness the usual tool is caffeine, dosed and timed: up to ${LIMITS.caffeinePerDose.amount} mg at a time, 30 to 60 minutes before you need it, ${LIMITS.caffeinePerDay.amount} mg a day at most, and none in the 6 hours before you sleep.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
    // A long duty said ("36 hr duty", "CQ tonight") already says what it is for: how to spread it, not a question back.
    if (asksForCaffeine === "open" && LONG_DUTY.test(s.asked.toLowerCase())) {
      d.caution("On a long duty, spread it out: a second dose 3 to 4 hours later only if you need it, keep eating your meals and drinking water, nap if the duty allows, and don't drive drowsy after it.", OPSS_SECOND_DOSE, NIOSH_DROWSY);
    } else if (asksForCaffeine === "open") d.caution(ENERGY_FOR_WHAT, FATIGUE_SELF_CARE);
  }
  // What they already take matters to a request for more caffeine, not to a question about a dose.
  if (intakeSaid) {
    d.caution(intakeAnswer(s.intake, s.toldToCut, s.earlierAsk ? `${s.asked} ${s.earlierAsk}` : s.asked), LIMITS.caffeinePerDay.source, ENERGY_DRINK_SOURCE, LIMITS.caffeineStopBeforeSleep.source);
    const cut = cutBackLine(s.asked);
    if (cut) d.caution(cut.text, ...cut.sources);
  }
  if (s.window && (s.sleep || asksForSleep)) d.caution(shortSleepAnswer(s.window), ...SHORT_SLEEP_SOURCES);
  // "Is it cool to keep taking my pre out there?" in the heat is answered by the heat caution too.
  if (s.hot && (asksForProducts || s.stim)) {
    d.caution(
      HEAT_STIM_CAUTION,
      CAFFEINE_HEAT,
      HEAT_SIGNS,
    );
  }
  const lacking = formsWeLack(s.asked, catalogueForms);
  if (lacking.length) d.add(`We don't carry ${lacking.join(" or ")}: nothing like that in our catalogue is third-party certified yet. The closest certified options are below.`);
  return d.blocks.length > before;
}

/** "Does the flight doc have to clear my supplements?", "do I have to tell the flight surgeon?": the disclosure answer too. */
export const FLIGHT_DOC_ASK =
  /\b(?:flight (?:doc|docs|doctor|surgeon)|fs)\b[^.?!]{0,40}\b(?:clear|approve|sign off|ok|okay|know|tell|disclose|report|check|waiver)\w*|\b(?:clear\w*|approv\w*|sign off on|tell|disclose|report|check with)\b[^.?!]{0,40}\bflight (?:doc|docs|doctor|surgeon)\b/;

/** A flyer asking whether to stop their supplements: the disclosure answer, and no product. */
export function flyerAnswer(s: Situation, normalized: string): EngineAnswer {
  const d = new Draft();
  const aircrew = dutyRule("aircrew");
  d.caution(FLYER_DISCLOSURE, aircrew.source);
  d.caution(aircrew.note, aircrew.source);
  if (/\b(?:energy|awake|alert|sharp|caffeine|coffee|tired)\b/.test(normalized)) {
    d.caution(
      `For early briefs, plain caffeine from a measured source (coffee, not a stacked pre) is the usual route once cleared: up to ${LIMITS.caffeinePerDose.amount} mg at a time, 30 to 60 minutes before you need to be sharp, and none in the 6 hours before sleep.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  }
  if (s.timing) d.caution(timingAnswer(s.timing), LIMITS.caffeineStopBeforeSleep.source);
  return finish(d, { intent: "interaction", category: null, brief: "Tell them to list and disclose every supplement to the flight surgeon; suggest no product." });
}

/** A flyer asking for a sleep aid: the flight surgeon first, what helps without one, and no product. */
export function flyerSleepAnswer(s: Situation, crewRest = false): EngineAnswer {
  const d = new Draft();
  const aircrew = dutyRule("aircrew");
  d.caution(`Not without your flight surgeon: melatonin and other sleep aids count too. ${aircrew.note}`, aircrew.source);
  d.caution(
    // Crew rest before an early show is not a rotation onto nights: no day-sleep advice for it.
    !crewRest
      ? "For the flip to nights, what works best is free: protect a dark, quiet sleep period, split daytime sleep when you must, and plan around the early-morning low in alertness."
      : "For crew rest before an early show, what works best is free: protect a dark, quiet sleep period, get to bed early enough for the show time, and plan around the early-morning low in alertness.",
    ARMY_SHIFT_SLEEP,
  );
  if (s.timing) d.caution(timingAnswer(s.timing), LIMITS.caffeineStopBeforeSleep.source);
  if (s.window) d.caution(shortSleepAnswer(s.window), ...SHORT_SLEEP_SOURCES);
  return finish(d, { intent: "interaction", category: null, brief: "Say the flight surgeon clears any sleep aid first, give the sleep advice as written; suggest no product." });
}

/** A flight coming up: a takeoff, a sortie or mission, a show time, a flight tomorrow. */
export const FLIGHT_SOON =
  /\btake ?off\b|\bwheels up\b|\bsorties?\b|\bmissions?\b|\bpre-?flight\b|\b(?:before|for) (?:the |my |a |our )?flight\b|\b(?:flight|flying|fly) (?:tomorrow|tmrw|tonight|today|in the morning)\b|\bflying (?:a|an|at)\b|\b\d{3,4} ?show\b|\bshow (?:time|is|at)\b/;

/** A flight later today ("6 hour sortie tonight", "wheels up at 2100"): no early show, no night's sleep before it. */
function nightFlight(lower: string): boolean {
  const start = startMinutes(lower);
  if (start !== null) return start >= 12 * 60;
  return /\btonight\b|\bthis (?:afternoon|evening)\b|\bnight (?:sortie|flight|mission|hop)s?\b/.test(lower);
}

/** A flyer asking for a pre or energy before a flight: the flight surgeon first, no stimulant pick, sleep and measured caffeine once cleared. */
export function flyerStimAnswer(lower: string): EngineAnswer {
  const d = new Draft();
  const aircrew = dutyRule("aircrew");
  // "Pound a c4", "a monster at 0430": the can is what is asked about, and the rule names energy drinks too.
  const can = /\b(?:monsters?|bangs?|c4s?|celsius|red ?bulls?|rockstars?|reigns?|rip ?its?|5[- ]?hour|energy (?:drinks?|shots?))\b/.test(lower) && !/\bpre\b|pre-?workout/.test(lower);
  const window = doseWindowBefore(lower);
  const at = window ? ` (for ${window.start}, between about ${window.from} and ${window.to})` : "";
  const measured = `up to ${LIMITS.caffeinePerDose.amount} mg at a time, 30 to 60 minutes before you need to be sharp${at}, and none in the 6 hours before sleep`;
  // "How much caffeine before a 0400 sortie" asks for an amount, not for a pre: the amount comes first, the rule about products after it.
  const plainCaffeine = !can && !/\bpre\b|pre-?workout|\bstims?\b|stimulant/.test(lower) && /\b(?:caffeine|coffee)\b/.test(lower);
  if (plainCaffeine) {
    d.caution(`Up to ${measured.slice(6)}: from a measured source you already use, such as coffee, once your flight surgeon is good with it.`, LIMITS.caffeinePerDose.source, LIMITS.caffeineStopBeforeSleep.source);
    d.caution(`Keep it to that, not an energy drink or a pre-workout: ${aircrew.note.charAt(0).toLowerCase()}${aircrew.note.slice(1)}`, aircrew.source);
  } else d.caution(can ? `No energy drink from me before a flight. ${aircrew.note} That covers a single can too.` : `No pre-workout from me before a flight. ${aircrew.note} A stacked stimulant pre is exactly what that rule covers.`, aircrew.source);
  d.caution(
    nightFlight(lower)
      ? "A flight tonight runs into the hours you would sleep, so rest is what carries you: protect a dark, quiet sleep period before you go, and eat a meal you know sits well before you show."
      : "An early show lands in the early-morning low in alertness, so sleep is what carries you: get to bed early enough tonight for a full night, keep the room dark and quiet, and eat a breakfast you know sits well before you show.",
    ARMY_SHIFT_SLEEP,
  );
  if (!plainCaffeine)
    d.caution(
      `If your flight surgeon has cleared caffeine for you, plain caffeine from a measured source you already use (coffee, not a stacked pre) is the usual route: ${measured}.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  return finish(d, { intent: "interaction", category: null, brief: "Say the flight surgeon clears any pre-workout first, give the sleep and caffeine advice as written; suggest no product." });
}

/** What a diet needs said before the picks: what no label data shows, and when no pick is a full protein. */
export function dietNotes(u: Understanding, kept: readonly Fit[], d: Draft): void {
  const diets = u.constraints.flatMap((c) => (c.kind === "diet" ? [c.diet] : []));
  const shown = kept.slice(0, 3);
  d.caution(dietQuestionLine(u.normalized) ?? "", GUIDE_PROTEIN);
  d.caution(carbFigureLine(u, kept) ?? "");
  d.caution(faithDietLine(u.normalized, u.avoid) ?? "");
  if (diets.includes("gluten-free")) {
    // A pick whose label data only names no gluten is not what the line above asks for: said plainly, not implied.
    const unconfirmed = shown.filter((f) => f.notes.some((n) => /names no gluten/.test(n))).length;
    const picks = unconfirmed === 0 ? "" : unconfirmed === shown.length ? " None of the picks below is confirmed gluten-free in the label data we hold: buy one only if its own label makes that claim." : " Not every pick below is confirmed gluten-free in the label data we hold: buy one only if its own label makes that claim.";
    // Celiac disease is a diagnosis, not a preference: its care team hears about supplements too, and a sport seal is no gluten claim.
    const celiac = /\bc(?:o)?eliac\b/.test(u.normalized)
      ? " With celiac disease, check any new supplement with your clinician or a registered dietitian as well. Check the ingredients for wheat, barley or rye too; a sport seal (NSF Certified for Sport, Informed Sport) screens for banned substances and is not a gluten-free claim."
      : "";
    d.caution(
      `For gluten-free, "no gluten in the ingredients" is not enough: look for a "gluten-free" claim on the label, which FDA allows only when any gluten, cross-contact included, stays under 20 ppm.${picks}${celiac}`,
      GLUTEN_FREE_RULE,
    );
  }
  if (noProteinPowderFits(u, kept)) {
    // Said plainly first: what we lack, what the nearest are not, and where the protein can come from instead.
    const diet = diets.find((x) => x !== "gluten-free") ?? (noWhey(u) ? "non-whey" : "dairy-free");
    d.caution(
      `We carry no certified ${diet} protein powder, so nothing below is a protein powder that fits. ` +
        "Collagen is not a complete protein, and an amino acid drink is not a protein powder or a meal's protein. " +
        "Get the protein from food first: military guidance puts whole foods first and a powder only where food is not practical, about 20 to 25 g a meal (from our protein guide). " +
        "If you want a powder, look for a plant protein whose label lists leucine or the full amino acid profile and that carries the NSF Certified for Sport or Informed Sport seal.",
      GUIDE_PROTEIN,
    );
  }
}

/** A diet (not gluten-free) asked of protein, and no certified pick that keeps it is a protein powder. */
export function noProteinPowderFits(u: Pick<Understanding, "categories" | "constraints">, kept: readonly Fit[]): boolean {
  const diets = u.constraints.flatMap((c) => (c.kind === "diet" ? [c.diet] : []));
  const shown = kept.slice(0, 3);
  return u.categories[0] === "protein-recovery" && (diets.some((diet) => diet !== "gluten-free") || noWhey(u)) && shown.length > 0 && !shown.some((f) => /protein|isolate|whey/i.test(f.product.name));
}

/** Whey ruled out in words ("other than whey", "no whey"): every protein powder we carry is whey. */
function noWhey(u: Pick<Understanding, "constraints">): boolean {
  return u.constraints.some((c) => c.kind === "exclude" && ["whey", "milk", "casein"].includes(c.ingredient));
}

/** A condition only imagined ("if I ever get pregnant, would fat burners..."): the answer is for them as they are, then one line on what would change. */
export function imaginedNote(u: Pick<Understanding, "imagined" | "conditions">, d: Draft): void {
  for (const id of u.imagined ?? []) {
    if (u.conditions.includes(id)) continue;
    const rule = conditionRule(id);
    const when = id === "pregnancy" ? "you do become pregnant" : `${rule.label} ever applies to you`;
    d.caution(`That answer is for you as you are now. If ${when}, it changes: ${rule.caution}`, rule.source);
  }
}
