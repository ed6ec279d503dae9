import { dutyRule } from "~/domain/safety/conditions";
import { LIMITS } from "~/domain/safety/limits-table";
import { lastCaffeineAfterDuty, sleepTiming } from "./clock";
import { Draft, type EngineAnswer, finish } from "./draft";
import { ARMY_SHIFT_SLEEP, ENERGY_DRINK_RISK, GUIDE_CAFFEINE, HPRC_TEST_FUEL, ISSN_CAFFEINE, NIOSH_DARK, NIOSH_DROWSY, NIOSH_QUIET } from "./sources";
import type { Understanding } from "./understand";

/*
 * "When's my last coffee?" asked with a schedule: a shift given as times ("1800 to 0600", "mids
 * 2300-0700"), a bedtime ("in bed by midnight"), or a watch rotation with no times ("6 on 12
 * off", "port and starboard"). The answer is a clock time worked out from when they will sleep
 * (the 6-hour rule our caffeine guide gives), said first; then front-loading, and the day sleep
 * or the drive only when the schedule or the message brings them. "When should I take my pre?"
 * gets the window before the start, said in that message or the one before. No product either
 * way: the question is when, not what.
 */

const STOP = LIMITS.caffeineStopBeforeSleep.amount;

/** A caffeine source named, by kind or by brand. */
const CAFFEINE_WORD =
  /\b(?:caffeine|caf+|coffee|cups? of joe|monsters?|energy drinks?|red ?bulls?|rockstars?|bangs?|celsius|c4|ghost|alani|pre-?workouts?|pre|stims?|cans?|sodas?|cokes?|dr pepper|mountain dew|dew|tea|zyns?)\b/;
/** Asks when the last one may be: "last coffee", "how late", "cut-off", "when do I stop". */
const CUTOFF_ASK =
  /\b(?:last|latest)\b[^.?!]{0,30}\b(?:coffee|caffeine|caf+|monsters?|energy drinks?|red ?bulls?|rockstars?|bangs?|celsius|c4|pre|cans?|cups?|sodas?|dip|hit|call|one|drink)\b|\blast call\b|\bcut ?-?off\b|\bhow late\b|\b(?:when|what time)\b[^.?!]{0,40}\b(?:stop|cut|quit|lay off|knock off|be done|done with|switch to|no more)\b|\b(?:when|what time) (?:should|can|do) i (?:have|drink|take|hit|down|slam) (?:my |the )?(?:last|final)\b|\bhow (?:do|should|can) i time\b|\btime (?:my|the) (?:coffee|caffeine|monsters?|energy drinks?|pre|cups?)\b[^.?!]*\bsleep\b/;
/** A watch or shift rotation said as a pattern, with no clock times. */
const ROTATION = /\b\d{1,2} (?:hrs? |hours? )?on[, /]+\d{1,2} (?:hrs? |hours? )?off\b|\bport (?:and|&|n) starboard\b|\b(?:5|five) (?:and|&|n) dimes?\b|\bwatch (?:rotation|bill|schedule|section)\b|\bbetween watches\b/;
const DRIVE = /\b(?:drive|driving|commute|behind the wheel)\b/;

/** Whether the message asks when caffeine has to stop so that sleep still comes. */
export function cutoffAsked(u: Understanding): boolean {
  const text = u.normalized;
  if (!CAFFEINE_WORD.test(text) || !CUTOFF_ASK.test(text)) return false;
  // "Can I hit my pre at 1700?": a planned dose is answered by the timing lines (./clock.ts timingAnswer).
  if (u.situation.timing?.late.some((t) => t.role === "dose")) return false;
  return u.situation.timing !== null || lastCaffeineAfterDuty(u.message.toLowerCase()) !== null || ROTATION.test(text) || u.duties.includes("night-shift");
}

const minutesOf = (label: string) => Number(label.slice(0, 2)) * 60 + Number(label.slice(2));
/** A sleep from early morning to early afternoon is day sleep after a night. */
const byDay = (label: string) => minutesOf(label) >= 300 && minutesOf(label) <= 780;
/** A duty that ends late at night or by early afternoon (nights, swings, a watch) is followed by sleep; a day shift's 1800 end is not a bedtime. */
const sleepFollows = (label: string) => minutesOf(label) >= 1260 || minutesOf(label) <= 780;
/** Clock-time spans ("0400-0800 and 1600-2000"): two or more mean a watch bill, not one sleep. */
const SPANS = /\b(?:[01]\d|2[0-3]):?[0-5]\d ?(?:-|to|till?) ?(?:[01]\d|2[0-3]):?[0-5]\d\b/g;

/** The opening: the clock time, and how it was worked out from what they said. */
function cutoffLine(u: Understanding): { line: string; daySleep: boolean } {
  const lower = u.message.toLowerCase();
  const said = sleepTiming(lower);
  if (said) {
    return { line: `Your last caffeine is **${said.cutoff}**: it needs at least ${STOP} hours before sleep, and you plan to sleep at ${said.sleep}.`, daySleep: said.daySleep };
  }
  const duty = (lower.match(SPANS)?.length ?? 0) > 1 ? null : lastCaffeineAfterDuty(lower);
  // Off in the morning after a night, or late after swings: the sleep comes soon after. Off in the evening: the bedtime is not the end of the shift.
  if (duty && sleepFollows(duty.end)) {
    return { line: `Your last caffeine is about **${duty.cutoff}**: you're off at ${duty.end}, and if you sleep soon after, caffeine needs to stop at least ${STOP} hours before that.`, daySleep: byDay(duty.end) };
  }
  if (duty) {
    return { line: `Count back ${STOP} hours from when you go to bed, not from ${duty.end} when you get off: caffeine needs at least ${STOP} hours before sleep, so in bed at 2300 means none after 1700. Tell me your bedtime and I'll give you the exact time.`, daySleep: false };
  }
  if (ROTATION.test(u.normalized) || (lower.match(SPANS)?.length ?? 0) > 1) {
    return {
      line: `Count back ${STOP} hours from when you'll actually lie down, not from the end of the watch: caffeine needs at least ${STOP} hours before sleep. On a rotation that means caffeine only at the start of a watch you'll stay up for ${STOP} hours or more after, and none on a watch you'll go straight to the rack from. ${(lower.match(SPANS)?.length ?? 0) > 1 ? "Tell me which watch you sleep after and when you lie down, and I'll work out the clock time." : "Give me your watch times and I'll work out the clock time."}`,
      daySleep: false,
    };
  }
  return { line: `Count back ${STOP} hours from when you'll lie down: caffeine needs at least ${STOP} hours before sleep, so sleeping at 0800 after nights means none after 0200. Tell me when your shift ends and I'll give you the exact time.`, daySleep: true };
}

/** The cut-off answer: the clock time first, then front-loading, the day sleep, the drive, the flight surgeon, as each applies. */
export function cutoffAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const { line, daySleep } = cutoffLine(u);
  d.caution(line, LIMITS.caffeineStopBeforeSleep.source);
  // The day's total matters to a whole shift of cans, and to anyone who asked how much.
  const amount = daySleep || u.duties.includes("night-shift") || /\bhow (?:much|many)\b|\b(?:max\w*|total|limit|too much|too many)\b/.test(u.normalized);
  d.caution(
    `Front-load it: have your caffeine early in the ${ROTATION.test(u.normalized) ? "watch" : daySleep || u.duties.includes("night-shift") ? "shift" : "day"}, up to ${LIMITS.caffeinePerDose.amount} mg at a time${amount ? `, with ${LIMITS.caffeinePerDay.amount} mg as the total for the whole day or shift counting every coffee, can and scoop` : ""}, and go without it after the cut-off: caffeine's half-life is 5 to 6 hours, so a late can is still working when you lie down.`,
    GUIDE_CAFFEINE,
    LIMITS.caffeinePerDose.source,
    ...(amount ? [LIMITS.caffeinePerDay.source] : []),
  );
  if (daySleep) {
    d.caution("For the day sleep itself: a dark room (blackout shades, or an eye mask kept on), earplugs or a fan against the noise, and your phone on do-not-disturb.", NIOSH_DARK, NIOSH_QUIET);
  }
  if (DRIVE.test(u.normalized) || (daySleep && u.duties.includes("night-shift"))) {
    d.caution("If you drive home after it, don't drive drowsy: nap 15 to 20 minutes first or get a ride.", NIOSH_DROWSY, ARMY_SHIFT_SLEEP);
  }
  if (u.duties.includes("aircrew")) d.caution(dutyRule("aircrew").note, dutyRule("aircrew").source);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine cut-off time and the advice as written; suggest no product." });
}

/** Their own caffeine, by name: "my pre", "my coffee". */
const OWN_CAFFEINE = /\bmy (?:pre-?workout|pre|coffee|caffeine|energy drinks?|monsters?|c4|celsius|red ?bull|rockstar|bang|stims?)\b/;

/** "When should I take my pre?" about their own caffeine: when, not which to buy. */
export function doseTimingAsked(u: Understanding): boolean {
  return u.situation.caffeineTiming !== false && OWN_CAFFEINE.test(u.normalized) && !u.situation.hot && !u.situation.intake;
}

/** The window before the start (said here or in the message before), the dose, and nothing new on the day of an event. No product. */
export function doseTimingAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const w = u.situation.caffeineTiming || null;
  const at = w ? `: for ${w.start}, between about ${w.from} and ${w.to}` : "";
  d.caution(
    `Take it 30 to 60 minutes before you need it${at}. Keep it to up to ${LIMITS.caffeinePerDose.amount} mg at a time, counting toward ${LIMITS.caffeinePerDay.amount} mg a day, and none in the ${STOP} hours before you sleep.`,
    LIMITS.caffeinePerDose.source,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  if (w) d.caution("Use the dose and timing you've already tried in training: nothing new on the day, and no second scoop to make up for a short night.", HPRC_TEST_FUEL, ISSN_CAFFEINE);
  if (u.duties.includes("aircrew")) d.caution(dutyRule("aircrew").note, dutyRule("aircrew").source);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine timing as written; suggest no product." });
}

/** "How do I not be a zombie", "how do I get through it": getting through the day after a short night. */
const GET_THROUGH = /\bhow (?:do|can|should) i (?:not (?:be|feel|turn into)|get through|survive|function|stay (?:up|awake|alert|sharp)|make it|not crash)\b|\bzombie\b|\bdead on my feet\b|\bnot (?:crash|fall asleep)\b|\bhow (?:do|can|should) i (?:get|grab|squeeze in|fit in|catch) (?:any |some |enough |more )?(?:sleep|rest|rack time|shut ?eye|z'?s)\b|\bmake the most of (?:the|my|that) sleep\b/;

/** A short gap between a duty's end and the next start, and how to get through the day after it: asked for no product. */
export function shortNightAsked(u: Understanding): boolean {
  return u.situation.window !== null && GET_THROUGH.test(u.normalized) && !/\b(?:melatonin|sleep aids?|knock me out)\b/.test(u.normalized);
}

/** The short night: protect the sleep there is, one measured dose of caffeine, no double scoop, and the drive. */
export function shortNightAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  const w = u.situation.window;
  const gap = w ? `From ${w.from} to ${w.to} leaves you about ${w.hours} hours${DRIVE.test(u.normalized) ? ", less the drive" : ""}, so` : "With a short night,";
  d.caution(
    `${gap} the best thing you can do is protect as much of it as you can for sleep: get everything ready before, then straight to bed in a dark, quiet room. Caffeine is a temporary aid, not a replacement for sleep.`,
    NIOSH_DROWSY,
    NIOSH_DARK,
  );
  d.caution(
    `If you use caffeine, one dose of up to ${LIMITS.caffeinePerDose.amount} mg 30 to 60 minutes before you need to be sharp, not a double scoop: more won't make up for lost sleep, and too much at once brings nervousness, shakiness and a racing heart. Keep the day to ${LIMITS.caffeinePerDay.amount} mg counting every can and coffee.`,
    LIMITS.caffeinePerDose.source,
    LIMITS.caffeinePerDay.source,
    ENERGY_DRINK_RISK,
  );
  if (DRIVE.test(u.normalized)) {
    d.caution("Don't drive drowsy: if you're fading on the road, pull off somewhere safe for a 15 to 20 minute nap, and caffeine just before that short nap gives you the benefit of both.", NIOSH_DROWSY, ARMY_SHIFT_SLEEP);
  }
  return finish(d, { intent: "knowledge", category: null, brief: "Give the advice for a short night as written; suggest no product." });
}
