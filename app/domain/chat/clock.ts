import { LIMITS } from "~/domain/safety/limits-table";

/*
 * Duty timing from clock times: "crew rest at 1900", "in the rack by 0500", "pre at 1700",
 * "we go til 0300". Each time is given a role by the words around it (sleep, the end of a
 * duty, a dose or a start), so the 6-hour caffeine-before-sleep rule can be applied to the
 * person's own schedule: the cut-off time, and whether a planned dose falls inside it.
 */

const STOP_HOURS = LIMITS.caffeineStopBeforeSleep.amount;

export type ClockRole = "sleep" | "end" | "dose" | "start";

export interface ClockTime {
  /** Minutes after midnight. */
  minutes: number;
  role: ClockRole | null;
  /** As the person wrote it, in 24-hour form ("0300"). */
  label: string;
  /** Said as a start ("the ruck kicks off at 0500") whatever role came first. */
  starts: boolean;
  /** A sleep said in plain sleep words ("asleep by 0800", "rack at 2200"), not slang that may mean a slump ("crash hard around 0300"). */
  plainSleep?: true;
}

/** Plain words for going to sleep, before a time. */
const PLAIN_SLEEP = /\b(?:rack(?:ed)?|bed|sleep(?!y|iness)\w*|asleep|lights out|bunk)\b(?![\w\s']*\b(?:til+|until)\b)[\w\s']{0,18}$/;

/** Words before a time that say what it is. */
const BEFORE: ReadonlyArray<readonly [RegExp, ClockRole]> = [
  // "Sleepy around 0300" is a low point, not a bedtime; "sleep till 0600" is the waking time.
  [/\b(?:rack|racked|bed|sleep(?!y|iness)\w*|asleep|crew rest|lights out|bunk|crash\w*|rest|pass out|knocked out|down)\b(?![\w\s']*\b(?:til+|until)\b)[\w\s']{0,18}$/, "sleep"],
  // "Crash when I get back to the dorms around 0700": the sleep comes on getting back.
  [/\b(?:rack|bed|sleep|crash\w*|pass out|knock out)\b\s+(?:when|once|after|as soon as)\b[\w\s']{0,36}$/, "sleep"],
  [/\b(?:til+|until|ends?|ending|done|(?<!(?:kicks?|steps?|starts?) )off|land\w*|get off|finish\w*|wrap\w*|through|thru|-)(?:\s+(?:mids|shift|duty|watch|cq|work))?\s*(?:at\s*)?(?:about|around|like|~)?\s*$/, "end"],
  // "1700 to 0900": the second time of a span is its end.
  [/\b(?:[01]\d|2[0-3]):?[0-5]\d\s*(?:to|till?)\s*$/, "end"],
  [/\b(?:pre|pre-?workout|preworkouts?|lift\w*|legs|gym|workout|train\w*|pt|drink\w*|drank|downed|coffee|caffeine|monster|rockstar|energy drink|celsius|bang|red ?bull|rip ?it|c4|ghost|reign|alani|can|gum|take|taking|hit\w*|run\w*|ruck\w*)\b[\w\s/']{0,16}$/, "dose"],
  [/\b(?:step\w*(?: off)?|kick\w* off|show|report|brief\w*|start\w*|wake\w*|up at|formation|sp|board|(?:pt |record |diagnostic )?test|acft|aft|pt at)\b[\w\s']{0,12}$/, "start"],
  // "The ACFT is saturday at 0730".
  [/\b(?:acft|aft|pt test|test|drill|formation)\b(?: is| starts?)?(?: (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)? at\s*$/, "start"],
];
/** Words after a time that say what it is ("0400 show", "0530 briefs"). */
const AFTER: ReadonlyArray<readonly [RegExp, ClockRole]> = [
  [/^\s*(?:then |and )?(?:back to (?:the )?|hit the |in the )?(?:bedtime|lights out|crew rest|rack|bed|sleep)/, "sleep"],
  [/^\s*(?:show|brief\w*|formation|step\w* off|wake\w*|start|pt test|test|acft|aft|board|sp\b)/, "start"],
  // "Flying out at 2200 and want to sleep on the plane": the sleep is said after the time it starts at.
  [/^\s*(?:tonight|today)?,?\s*(?:and|so|then)?\s*(?:i |i'?ll |ill |i'?m )?(?:(?:want|plan|hope|need|going|gonna|wanna|trying)(?: to)?\s*)?(?:sleep|crash|rack out|pass out)\b(?! (?:til+|until)\b)/, "sleep"],
];

function label(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}${String(m % 60).padStart(2, "0")}`;
}

/** Clock times in a lower-cased message: 24-hour "0300"/"22:00", or "10pm"/"5 am". */
function clockTimes(text: string): ClockTime[] {
  const found: Array<{ at: number; end: number; minutes: number }> = [];
  for (const m of text.matchAll(/\b([01]\d|2[0-3]):?([0-5]\d)(?:\s*(?:hrs?|hours))?\b(?!\s*(?:mg|g|lbs?|iu|mile|m\b|meters?|calories|cals?|kcal|ft|feet))/g)) {
    found.push({ at: m.index, end: m.index + m[0].length, minutes: Number(m[1]) * 60 + Number(m[2]) });
  }
  // "In bed by midnight", "off at noon": the two clock times said as words.
  for (const m of text.matchAll(/\b(midnight|noon)\b/g)) found.push({ at: m.index, end: m.index + m[0].length, minutes: m[1] === "noon" ? 720 : 0 });
  for (const m of text.matchAll(/\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*(am|pm)\b/g)) {
    const hour = (Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0);
    found.push({ at: m.index, end: m.index + m[0].length, minutes: hour * 60 + Number(m[2] ?? 0) });
  }
  // "Asleep by 11", "bed around 10": a bare hour after a sleep word is a night-time hour (7 to 11
  // in the evening, 12 midnight, 1 to 5 after it); a bare hour said anywhere else is left alone.
  for (const m of text.matchAll(/\b(?:rack|bed|sleep|asleep|lights out|crash|pass out)\b[\w\s']{0,10}?\b(?:by|at|around|about|like|~)\s+(1[0-2]|[1-9])(?::([0-5]\d))?\b(?!\s*(?:am|pm|a\.m|p\.m|hours?|hrs?|mins?|minutes|:|\d))/g)) {
    const hour = Number(m[1]);
    const at = m.index + m[0].length - m[1].length - (m[2] ? m[2].length + 1 : 0);
    // 6 could be either end of the night: no guess.
    if (hour === 6) continue;
    const h24 = hour === 12 ? 0 : hour >= 7 ? hour + 12 : hour;
    found.push({ at, end: m.index + m[0].length, minutes: h24 * 60 + Number(m[2] ?? 0) });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => {
      const before = text.slice(Math.max(0, f.at - 60), f.at);
      const after = text.slice(f.end, f.end + 48);
      const role = BEFORE.find(([p]) => p.test(before))?.[1] ?? AFTER.find(([p]) => p.test(after))?.[1] ?? null;
      const starts = [...BEFORE.filter(([, r]) => r === "start").map(([p]) => p.test(before)), ...AFTER.filter(([, r]) => r === "start").map(([p]) => p.test(after))].some(Boolean);
      const plain = role === "sleep" && (PLAIN_SLEEP.test(before) || AFTER.some(([p, r]) => r === "sleep" && p.test(after))) ? { plainSleep: true as const } : {};
      return { minutes: f.minutes, role, label: label(f.minutes), starts, ...plain };
    });
}

export interface SleepTiming {
  sleep: string;
  /** The last time caffeine fits: sleep minus the 6 hours. */
  cutoff: string;
  /** Planned doses or duty ends inside the 6 hours before sleep. */
  late: ClockTime[];
  /** A planned dose said that falls before the cut-off ("pre at 1700, crash at 2330"): it fits. */
  inTime?: ClockTime;
  /** A night schedule: sleep in the morning. */
  daySleep: boolean;
}

/** How long before `sleep` a time falls, in minutes, on a 24-hour clock. */
function before(sleep: number, t: number): number {
  return (((sleep - t) % 1440) + 1440) % 1440;
}

/** The person's sleep time, its caffeine cut-off and what falls inside it, or null without a sleep time. */
export function sleepTiming(text: string): SleepTiming | null {
  const times = clockTimes(text);
  // "I crash hard around 0300 but gotta be asleep by 0800": the time said in plain sleep words is the sleep.
  const sleep = times.find((t) => t.role === "sleep" && t.plainSleep) ?? times.find((t) => t.role === "sleep");
  if (!sleep) return null;
  const late = times.filter((t) => t !== sleep && (t.role === "dose" || t.role === "end") && before(sleep.minutes, t.minutes) < STOP_HOURS * 60);
  const inTime = times.find((t) => t !== sleep && t.role === "dose" && !late.includes(t) && before(sleep.minutes, t.minutes) < 18 * 60);
  return { sleep: sleep.label, cutoff: label(sleep.minutes - STOP_HOURS * 60), late, daySleep: sleep.minutes >= 300 && sleep.minutes <= 780, ...(inTime ? { inTime } : {}) };
}

/** The answer's opening lines for a stated sleep time. */
export function timingAnswer(t: SleepTiming): string {
  const rule = `Caffeine needs at least ${STOP_HOURS} hours before sleep, so with sleep at ${t.sleep} your last caffeine is **${t.cutoff}**.`;
  const dose = t.late.find((l) => l.role === "dose");
  const end = t.late.find((l) => l.role === "end");
  if (dose) return `No, not with caffeine: ${dose.label} is inside the ${STOP_HOURS} hours before ${t.sleep}. ${rule} After that, go caffeine-free: a stim-free pre, or none.`;
  if (t.inTime) return `${rule} ${t.inTime.label} is before that, so caffeine then fits, and none after ${t.cutoff}.`;
  if (end) return `${rule} Anything you drink near the end (${end.label}) will still be working when you lie down at ${t.sleep}, so take caffeine early in the shift or flight and go without it in the back half.`;
  return `${rule}${t.daySleep ? " On nights, front-load it: caffeine early in the shift, none in the last 6 hours before you sleep." : ""}`;
}

/** The gap between the end of a duty and the next start ("CQ til 0600, formation at 1300"): the most sleep there is. */
export interface SleepWindow {
  from: string;
  to: string;
  hours: number;
}

/** A short window between a duty's end and the next start (9 hours or less), or null. */
export function sleepWindow(text: string): SleepWindow | null {
  const times = clockTimes(text);
  const end = times.find((t) => t.role === "end");
  const start = end && times.find((t) => t.role === "start" && times.indexOf(t) > times.indexOf(end));
  if (!end || !start) return null;
  const minutes = before(start.minutes, end.minutes);
  if (minutes < 120 || minutes > 9 * 60) return null;
  return { from: end.label, to: start.label, hours: Math.floor(minutes / 60) };
}

/** The minutes after midnight of the start said ("sortie at 2100"), or null. */
export function startMinutes(text: string): number | null {
  return clockTimes(text).find((t) => t.starts)?.minutes ?? null;
}

/** The start a dose is timed for ("step off at 0430"): 30 to 60 minutes before it, or null. */
export function doseWindowBefore(text: string): { start: string; from: string; to: string } | null {
  const start = clockTimes(text).find((t) => t.starts);
  return start ? { start: start.label, from: label(start.minutes - 60), to: label(start.minutes - 30) } : null;
}

/** The end of a duty ("CQ 1700 to 0900", "24 hrs starting 0800") and the last caffeine for a sleep soon after it, or null. */
export function lastCaffeineAfterDuty(text: string): { end: string; cutoff: string; start?: string } | null {
  const times = clockTimes(text);
  const end = times.find((t) => t.role === "end") ?? (/\b24 ?(?:hrs?|hours?)\b|\b24s\b/.test(text) ? times.find((t) => t.starts) : undefined);
  if (!end) return null;
  // "Guard 0000-0400": a duty no longer than the gap starts inside it, so the cut-off falls before it begins.
  const before = times[times.indexOf(end) - 1];
  const length = before && before.role !== "end" ? (end.minutes - before.minutes + 1440) % 1440 : null;
  const start = length !== null && length > 0 && length <= STOP_HOURS * 60 ? { start: before.label } : {};
  return { end: end.label, cutoff: label(end.minutes - STOP_HOURS * 60), ...start };
}
