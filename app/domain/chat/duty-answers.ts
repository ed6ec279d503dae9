import { isSubjectWord } from "./topic";
import { dutyRule } from "~/domain/safety/conditions";
import { LIMITS } from "~/domain/safety/limits-table";
import { listJoin } from "~/domain/text";
import { quoteBest } from "./blocks";
import { doseWindowBefore, lastCaffeineAfterDuty } from "./clock";
import { cutoffAnswer, cutoffAsked, doseTimingAnswer, doseTimingAsked, shortNightAnswer, shortNightAsked } from "./caffeine-timing";
import { Draft, type EngineAnswer, finish } from "./draft";
import { asksAboutEventDay, PHYSICAL_EVENT, testEventsNamed } from "./event-ask";
import { afterHeatAnswer, afterHeatAsked } from "./heat-water";
import { intakeAnswer } from "./intake-answer";
import { longDutyAnswer } from "./long-duty";
import { ownProductTestAnswer, ownProductWorry } from "./own-product-test";
import { foodBeforeTest } from "./food-before-test";
import type { PassageHit } from "./passages";
import type { Understanding } from "./understand";
import { ARMY_HYDRATION, CERTIFICATION_WHY, OPSS_CAFFEINE } from "~/domain/safety/condition-sources";
import { HPRC_HYDRATION } from "~/domain/safety/condition-sources";
import { ARMY_SHIFT_SLEEP, CAFFEINE_HEAT, DOD_LIST_SOURCE, ENERGY_DRINK_SOURCE, HEAT_SIGNS, HPRC_TEST_FUEL, GUIDE_SLEEP, HYPONATREMIA, ISSN_CAFFEINE, MAYO_MELATONIN, MELATONIN_JET_LAG, MELATONIN_REVIEW, NIOSH_DARK, NIOSH_DROWSY, NIOSH_QUIET, OPSS_RATION_GUM, POSITIVE_FROM_SUPPLEMENT } from "./sources";

/*
 * Duty and timing questions whose answer is what to do, not what to buy: how much to drink in
 * the heat, how to sleep by day after nights, whether to drive home after a night awake, and
 * what to take on the morning of a ruck, a PT test or a board. A careful adviser answers the
 * situation first; these answers carry their sources and name no product (one can still be
 * asked for in the next message). Each reads concepts (a duty, a drive, a named event) from the
 * understanding, not one phrasing.
 */

/** The section of our guides each answer quotes and links, when the search returned it: what it searches for, and what the section must be about. */
const GUIDE_SECTION = {
  // The hourly table is in the lines above; the guide adds how to check yourself.
  // Or, when the search ranks it first, the guide's section on which drink suits which day.
  fluid: { topic: "how do i tell if i am hydrated urine color body weight", about: /\burine\b|\bunder an hour\b/ },
  // The engine's lines already say how to make the room dark and quiet: the sleep guide adds the schedule, or what melatonin does for shift work.
  daySleep: { topic: "shift work sleep before any sleep supplement dark quiet split daytime sleep", about: /\b(?:dark|quiet|split|shift)\b/, slug: "sleep-melatonin-and-shift-work" },
  melatonin: { topic: "does melatonin help shift work or just jet lag", about: /\bshift work/, slug: "sleep-melatonin-and-shift-work" },
  drive: { topic: "drive home after a night shift nap", about: /\bdriv/ },
  event: { topic: "pt test morning caffeine eat drink", about: /\b(?:pt test|acft|test morning)\b/i },
} as const;

/** The guide section that tells the answer at length, quoted with its link, if the search found it. */
function quoteGuide(d: Draft, passages: readonly PassageHit[], section: keyof typeof GUIDE_SECTION, question: string): void {
  const wanted: { topic: string; about: RegExp; slug?: string } = GUIDE_SECTION[section];
  quoteBest(d, wanted.slug ? passages.filter((p) => p.slug === wanted.slug) : passages, wanted.topic, { about: wanted.about, question });
}

/** Quarts an hour by heat category, for easy, moderate and hard work (Army work/rest and water table). */
const QUARTS_BY_CATEGORY: Record<string, readonly [string, string, string]> = {
  "1": ["½", "¾", "¾"],
  "2": ["½", "¾", "1"],
  "3": ["¾", "¾", "1"],
  "4": ["¾", "¾", "1"],
  "5": ["1", "1", "1"],
};

/** Places and seasons that mean heat when a deployment or field problem is named. */
const HOT_PLACE = /\b(?:kuwait|iraq|syria|djibouti|qatar|uae|saudi|jordan|middle east|cent ?com|desert|jrtc|ntc|fort irwin|polk|summer|june|july|august)\b/;
const DRINK_AMOUNT = /\b(?:how (?:much|many|often)|per hour|an hour|a day|per day|chug\w*|gallons?|enough)\b[^.?!]*\b(?:water|drink\w*|fluids?|hydrat\w*|canteens?|quarts?|liters?|litres?|salt|electrolytes?|camelbak)\b|\b(?:water|fluids?|salt tabs?|salt tablets?)\b[^.?!]*\bhow (?:much|many)\b|\bchug\w* (?:a )?(?:gallon|water)|\bhow much (?:should|do) i drink\b/;
const DRIVE = /\b(?:drive|driving|drove|commute|behind the wheel|the road home)\b/;
const AWAKE_LONG = /\b(?:2[0-9]|3[0-6])[- ]?(?:hrs?|hours?)\b|\ball ?nighter\b|\bup all night\b|\bno sleep\b|\bno rack\b|\bbeen up\b|\bexhausted\b|\bwiped\b|\bdead tired\b|\bafter (?:my |the |a )?(?:duty|shift|nights|mids|cq|staff duty|fire watch)\b/;
const DAY_SLEEP = /\b(?:during the day|in the day(?:time)?|by day|daytime|day ?sleep|sleep (?:in|during) the day|when (?:it'?s|its) light|loud)\b/;
const PRODUCT_ASK = /\b(?:recommend\w*|recs?|suggest\w*|which (?:one|brand|product)|best (?:brand|product|one)|what should i buy|picks?|options?|need something|something to help)\b/;
/** The flight line is a place; flying is the duty. */
const NOT_FLYING = /\b(?:i )?(?:don'?t|do not|dont|never) fly\b|\bnot (?:on )?flight status\b|\bnot aircrew\b/;

const FLIGHT_LINE = /\bflight ?line\b/;

/** Whether the person is on flight status: named as aircrew, and not saying they do not fly. */
export function flies(u: Understanding): boolean {
  return u.duties.includes("aircrew") && !NOT_FLYING.test(u.normalized);
}

const heatSigns = "Watch for heat illness: dizziness, nausea, a pounding headache or heavy sweating mean stop, shade and water; confusion, fainting or hot, dry skin is heat stroke, so call 911 or get to the aid station now.";

/** Heat said in words the situation reader does not take as heat alone ("a hot ruck", "supposed to hit 98"). */
const HEAT_WORDS = /\b(?:hot|heat|humid\w*|desert|sun)\b|\b(?:hit|be|reach|high of|gets? to)\s+(?:9\d|1[0-3]\d)\b/;
/** "Pop hot", "came up hot": a drug test, not the weather. */
const HOT_RESULT = /\b(?:pop\w*|come up|came up|test\w*|coming up|turn\w* up) hot\b/g;
/** A question about water, fluids or electrolytes, in any words. */
const FLUID_ASK =
  /\b(?:what|how|should|when|is it|whats|what'?s)\b[^.?!]*\b(?:drink(?:ing)?|hydrat\w*|water|fluids?|electrolytes?|canteens?|camelbak)\b|\b(?:hydration|water|fluids?)\b[^.?!]*\?|\bmax(?:imum)? (?:water|fluids?)\b|\btoo much (?:water|fluids?)\b|\b(?:water|fluids?) (?:per|an|a) hour\b/;
/** "A good hydration mix", "what electrolyte do you have": a product asked for, answered with picks. */
const PRODUCT_WISH = /\b(?:good|best|which|recommend\w*|suggest\w*)\b[^.?!]*\b(?:mix\w*|products?|brands?|powders?|tabs?|tablets?|electrolytes?|drinks?)\b|\bdo (?:you|u|yall) (?:have|carry|sell|got)\b|\b(?:pack|bring|buy|order|stock up on)\b|\bwhat \w+ do (?:you|u) (?:have|carry|got)\b/;
/** Work that makes heat matter: a ruck, a march, the field. */
const HEAT_WORK = /\b(?:ruck\w*|road march|\d+ ?mile\w*|field|ftx|patrol\w*|range|train\w*|pt)\b/;

/** A question about what to drink for work in the heat, however it is put; not a product request. */
function fluidAsked(u: Understanding): boolean {
  const text = u.normalized.replace(HOT_RESULT, " ");
  // "Does it go bad in my truck" is about storage, not drinking.
  if (!FLUID_ASK.test(text) || u.duties.includes("drug-test") || PRODUCT_WISH.test(text) || /\b(?:go(?:es)? bad|expire\w*|spoil\w*|stor(?:e|age|ing))\b/.test(text)) return false;
  const hot = u.situation.hot || u.duties.includes("heat") || HOT_PLACE.test(text) || HEAT_WORDS.test(text);
  return hot && (HEAT_WORK.test(text) || u.duties.includes("heat") || u.duties.includes("deployment") || /\b(?:in the heat|heat cat\w*|per hour|an hour|too much)\b/.test(text));
}

/** "Is it ok to take my pre before the ruck?" with heat said: a permission question about a stimulant for hot work. */
function stimInHeatAsked(u: Understanding): boolean {
  const text = u.normalized.replace(HOT_RESULT, " ");
  const hot = u.situation.hot || u.duties.includes("heat") || HEAT_WORDS.test(text);
  const stim = u.situation.stim || /\b(?:c4|ghost|bang|monsters?|red ?bull|rockstar|celsius|pre)\b/.test(text);
  return hot && stim && PHYSICAL_EVENT.test(text) && /\b(?:ok|okay|safe|fine|good idea|bad idea|should i|can i|is it)\b/.test(text) && !u.symptoms.length;
}

/** How much to drink in the heat: the posted category's hourly volume, the caps, salt, and the signs. */
function fluidAnswer(u: Understanding, passages: readonly PassageHit[], stimAsked = false): EngineAnswer {
  const d = new Draft();
  // "Is it ok to take my pre before the ruck?": that is answered first.
  if (stimAsked) {
    d.caution(
      "Skip stimulant pre-workouts for this one: in the heat, caffeine raised core temperature in studies without a clear performance gain, and energy drinks and fat burners carry the same stimulants. Water, salt and pacing do more for hot work.",
      CAFFEINE_HEAT,
    );
  }
  const category = /\b(?:heat )?cat(?:egory)? ?([1-5])\b/.exec(u.normalized)?.[1];
  const row = category ? QUARTS_BY_CATEGORY[category] : null;
  const hourly = row
    ? `In heat category ${category}, the Army table gives ${row[0]} quart an hour for easy work, ${row[1]} for moderate work and ${row[2]} for hard work`
    : "Drink to the heat category your unit posts: the Army table gives ½ to 1 quart an hour depending on the category and how hard you are working";
  d.caution(
    `${hourly}, and never more than 1.5 quarts an hour or 12 quarts a day. Drink steadily through the day rather than chugging to catch up: more plain water than you sweat out dilutes your blood sodium (hyponatremia), which can kill.`,
    ARMY_HYDRATION,
    HYPONATREMIA,
  );
  d.caution(
    "Sodium matters most on long, sweaty days: eat your meals, and use an electrolyte drink mixed as its label directs rather than stacking tablets or double-strength mixes. Aim to lose no more than 2% of your body weight over the day, and never finish heavier than you started.",
    HPRC_HYDRATION,
    HYPONATREMIA,
  );
  if (!stimAsked && (u.situation.stim || /\b(?:tak(?:e|ing)|pre|energy drinks?)\b/.test(u.normalized))) {
    d.caution("Leave stimulant pre-workouts, energy drinks and fat burners out of it: caffeine raised core temperature in heat studies without a clear performance gain.", CAFFEINE_HEAT);
  }
  d.caution(`${heatSigns} Confusion or vomiting after drinking a lot is a medical problem, not a cue for more water.`, HEAT_SIGNS, HYPONATREMIA);
  quoteGuide(d, passages, "fluid", u.normalized);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the fluid guidance, its caps and the heat-illness signs as written; suggest no product." });
}

/** Words that keep a question about sleep, when the conversation's category is sleep. */
const SLEEP_WORDS = /\b(?:sleep\w*|slept|naps?|napping|rest|bed|bedtime|rack(?:ing)? out|insomnia|tired|awake)\b/;

/** How to sleep by day after nights (NIOSH dark and quiet, Army split sleep and a nap before the drive, HPRC's regular schedule). */
export const DAY_SLEEP_ROOM =
  "To sleep by day after nights, make the room as dark as you can (blackout shades or a blanket over the window, or an eye mask kept on the whole sleep) and block the noise with earplugs or a fan or white-noise machine, phone on do-not-disturb. Keep one main sleep right after the shift; if it comes up short, split it, with a second sleep in the mid-afternoon. Aim for 7 to 8 hours in all, on as regular a schedule as your shifts allow, and after a long duty take a nap before you drive home.";

/** The caffeine cut-off for the day sleep, as a clock time when the sleep or the shift's end was said. */
function daySleepCutoff(u: Understanding): string {
  const hours = LIMITS.caffeineStopBeforeSleep.amount;
  // "The 0200 watch" names when the watch starts, not a bedtime.
  if (u.situation.timing && !/\b\d{4} watch\b/.test(u.normalized)) return `No caffeine in the ${hours} hours before that sleep: with sleep at ${u.situation.timing.sleep}, your last caffeine is **${u.situation.timing.cutoff}**.`;
  const after = lastCaffeineAfterDuty(u.message.toLowerCase());
  if (after) return `No caffeine in the ${hours} hours before that sleep: off at ${after.end} and asleep soon after means your last caffeine is about **${after.cutoff}**, so take it early in the shift.`;
  return `No caffeine in the ${hours} hours before that sleep, so stop it early in the shift.`;
}

/** Day sleep after nights: dark, quiet, a split sleep if needed, caffeine cut-off, and melatonin only as the evidence allows. */
function daySleepAnswer(u: Understanding, passages: readonly PassageHit[]): EngineAnswer {
  const d = new Draft();
  const flyer = flies(u);
  if (flyer) d.caution(`Not without your flight surgeon: melatonin and other sleep aids count too. ${dutyRule("aircrew").note}`, dutyRule("aircrew").source);
  // Melatonin asked about (here or in the turn before: "how much, and when?") is answered first.
  const melatoninAsked = !flyer && /\bmelatonin\b/.test(`${u.normalized} ${u.topic}`);
  if (melatoninAsked) melatoninOnShifts(d);
  d.caution(DAY_SLEEP_ROOM, NIOSH_DARK, NIOSH_QUIET, ARMY_SHIFT_SLEEP, GUIDE_SLEEP);
  d.caution(daySleepCutoff(u), LIMITS.caffeineStopBeforeSleep.source);
  if (!flyer && !melatoninAsked) melatoninOnShifts(d);
  quoteGuide(d, passages, /\bmelatonin\b/.test(u.normalized) ? "melatonin" : "daySleep", u.normalized);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the day-sleep advice as written; suggest no product." });
}

/** Melatonin on nights, shifts or watches: what the evidence says, the dose and timing, and the drowsiness that rules out a short sleep before duty. */
function melatoninOnShifts(d: Draft) {
  d.caution(
    "Melatonin's evidence is for jet lag, not shift work: a review for military readers found no basis yet to recommend it for shift workers. If you try it anyway, studies used 0.5 to 5 mg; take the lowest dose right at the bedtime you're aiming for, and never before a duty period or a drive: it can cause drowsiness, so leave at least 5 hours between a dose and standing a watch, driving or running machinery, which rules it out before a short sleep between watches.",
    MELATONIN_REVIEW,
    MELATONIN_JET_LAG,
    MAYO_MELATONIN,
  );
}

/** Noise, not nights: a loud barracks at the person's usual bedtime. */
const NOISE_ONLY = /\b(?:loud|noisy|noise)\b/;

/** Sleep against noise at night: block the noise, darken the room, caffeine cut-off; no product. */
function noisySleepAnswer(u: Understanding): EngineAnswer {
  const d = new Draft();
  if (flies(u)) d.caution(`Not without your flight surgeon: melatonin and other sleep aids count too. ${dutyRule("aircrew").note}`, dutyRule("aircrew").source);
  d.caution(
    "Against a loud barracks, block the noise first: earplugs, or a fan or white-noise machine to cover it, phone on do-not-disturb. Keep the room as dark as you can (an eye mask works when you can't control the lights).",
    NIOSH_QUIET,
    NIOSH_DARK,
  );
  d.caution(`No caffeine in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before bed, energy drinks and pre-workout included.`, LIMITS.caffeineStopBeforeSleep.source);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the sleep-against-noise advice as written; suggest no product." });
}

/** Melatonin to fall asleep early before a ruck or a test: a timing signal, never first tried the night before. */
function melatoninBeforeEventAnswer(u: Understanding, passages: readonly PassageHit[]): EngineAnswer {
  const d = new Draft();
  const event = /\b(?:ruck\w*|road march|\d+ ?mile\w*)\b/.test(u.normalized) ? "the ruck" : /\b(?:test|acft|aft|apft|prt|pft|cft|diagnostic)\b/.test(u.normalized) ? "the test" : "the event";
  if (flies(u)) d.caution(`Not without your flight surgeon: melatonin and other sleep aids count too. ${dutyRule("aircrew").note}`, dutyRule("aircrew").source);
  d.caution(
    `Melatonin won't knock you out on command: it is a timing signal rather than a sleeping pill, and the studies, mostly on jet lag, used 0.5 to 5 mg taken right at the bedtime being aimed for. Don't make the night before ${event} your first try: nothing new before an event, so if you want it, try the lowest dose on a night with no duty the next morning and see how you wake up, and never take it before a duty period or a drive.`,
    MELATONIN_REVIEW,
    MELATONIN_JET_LAG,
    HPRC_TEST_FUEL,
  );
  d.caution(
    `What gets you to sleep early is the room and the caffeine: dark and quiet (earplugs, an eye mask), and no caffeine in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before that early bedtime.`,
    NIOSH_DARK,
    NIOSH_QUIET,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  quoteGuide(d, passages, "melatonin", u.normalized);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the melatonin timing advice as written; suggest no product." });
}

/** A drive after a night or a 24-hour duty awake: nap first, caffeine as a short aid, or a ride. */
function drowsyDriveAnswer(u: Understanding, passages: readonly PassageHit[]): EngineAnswer {
  const d = new Draft();
  // "A pot of coffee just for the drive": the count answers what they said first.
  if (u.situation.intake) d.caution(intakeAnswer(u.situation.intake, u.situation.toldToCut), ENERGY_DRINK_SOURCE, LIMITS.caffeinePerDay.source);
  d.caution(
    "Don't drive drowsy after a night or a 24-hour duty awake. Nap after you are relieved and before you drive, even 15 to 20 minutes, or get a ride from someone who is alert. Caffeine is a temporary aid, not a replacement for sleep, and only buys a short window: about 2 cups of coffee's worth, which takes about 30 minutes to work, so have it just before that short nap and then go. Opening the window or turning up the radio does not keep you awake; if you start drifting or nodding on the road, pull off and rest.",
    ARMY_SHIFT_SLEEP,
    NIOSH_DROWSY,
  );
  d.caution(
    `Count it toward ${LIMITS.caffeinePerDay.amount} mg a day, up to ${LIMITS.caffeinePerDose.amount} mg at a time, and remember it will still be in you when you lie down: caffeine within ${LIMITS.caffeineStopBeforeSleep.amount} hours of sleep cuts into it.`,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  quoteGuide(d, passages, "drive", u.normalized);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the drowsy-driving advice as written; suggest no product." });
}

/** The morning of a ruck, a PT test or a board: nothing new, caffeine timed to the start, light fuel, water. */
function eventDayAnswer(u: Understanding, lower: string, passages: readonly PassageHit[]): EngineAnswer {
  const d = new Draft();
  const window = doseWindowBefore(lower);
  const at = window ? ` (for ${window.start}, between about ${window.from} and ${window.to})` : "";
  const caffeine = `If you already use caffeine, take up to ${LIMITS.caffeinePerDose.amount} mg 30 to 60 minutes before the start${at}, and no more than ${LIMITS.caffeinePerDay.amount} mg across the day counting coffee, energy drinks and the pre.`;
  if (/\b(?:electrolytes?|hydration|sports drinks?|salt)\b/.test(u.normalized)) {
    d.caution(
      "Water is enough for exercise under an hour; for longer efforts, or in heat or humidity, a sports or electrolyte drink may do better, taken steadily before and during rather than in one big dose, mixed as the label directs.",
      HPRC_HYDRATION,
    );
  }
  // Asked when to take the caffeine: that comes first.
  if (u.situation.stim) d.caution(caffeine, LIMITS.caffeinePerDose.source, LIMITS.caffeinePerDay.source);
  // The events named in answer to "which part?" are heard: the advice is said to be for them.
  const events = testEventsNamed(u.normalized);
  const forEvents = events.length ? `For ${listJoin(events)} on test day: nothing new. Use only` : "Nothing new on event day: use only";
  d.caution(
    `${forEvents} the caffeine, food and drinks you have already tried in training, because a new product or dose can upset your stomach or leave you jittery at the worst time.`,
    HPRC_TEST_FUEL,
    ISSN_CAFFEINE,
  );
  d.caution(caffeine, LIMITS.caffeinePerDose.source, LIMITS.caffeinePerDay.source);
  // A board or a qualification is not a physical test: the fuel and fluid advice is for rucks and PT tests.
  if (PHYSICAL_EVENT.test(u.normalized)) d.caution(
    "Eat something light you know sits well, mostly carbohydrate (about 200 to 300 calories, such as cereal, fruit or toast with egg or nut butter), 30 to 60 minutes before if you can, and leave time for the bathroom. Keep drinking normally rather than cutting water for a weigh-in, but don't chug: the Army caps fluid at 1.5 quarts an hour.",
    HPRC_TEST_FUEL,
    ARMY_HYDRATION,
  );
  if (flies(u)) d.caution(dutyRule("aircrew").note, dutyRule("aircrew").source);
  quoteGuide(d, passages, "event", u.normalized);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the event-day advice as written; suggest no product." });
}

/** Working the flight line without flying: the aircrew rules are not theirs, the everyday caffeine limits are. */
function flightLineAnswer(): EngineAnswer {
  const d = new Draft();
  d.caution(
    `Working on the flight line is not flight status: the aircrew rules on supplements are for people who fly, so if you don't, there is no flight rule to stop your pre-workout. The everyday limits still apply: up to ${LIMITS.caffeinePerDose.amount} mg of caffeine at a time, ${LIMITS.caffeinePerDay.amount} mg a day counting every source, and none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep. If you do fly, or go on flight status, your flight surgeon decides first.`,
    LIMITS.caffeinePerDose.source,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeineStopBeforeSleep.source,
    dutyRule("aircrew").source,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Say the flight line is not flight status and give the caffeine limits as written; suggest no product." });
}

const RATIONS = /\b(?:mres?|rations?|meals? ready to eat|field chow)\b/;

/** Caffeine in rations: which items carry it, the gum's figures, and the daily count. */
function rationCaffeineAnswer(): EngineAnswer {
  const d = new Draft();
  d.caution(
    `Some do: OPSS lists ration items such as pudding, gum and mints among caffeine sources. Ration caffeine gum carries 100 mg a piece, with no more than 2 pieces in 3 hours or 8 in 24 hours, and every ration item counts with your coffee, energy drinks and any pre toward ${LIMITS.caffeinePerDay.amount} mg a day, with none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep. Read the item's label in the meal bag.`,
    OPSS_CAFFEINE,
    OPSS_RATION_GUM,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Say which ration items carry caffeine and the gum's limits as written; suggest no product." });
}

/** "Won't get me popped", "without getting popped": a result feared, not something taken. */
const FEARED_RESULT = /\b(?:get(?:s|ting)?|make(?:s)?|have)\s+(?:me|you|u|him|her|us)?\s*popped\b|\bpopped (?:on|at|in|for|by) (?:a|the|my|our|random)?\s*(?:piss|pee|drug|urine|ua|test)/g;
/** A food eaten before a test ("had an everything bagel") is not a supplement taken either: ./turn-answers.ts answers it. */
export const withoutFearedResult = (text: string) => (foodBeforeTest(text) ? "" : text.replace(FEARED_RESULT, " "));

/** "Will my X make me pop?" before a drug test: what the lab finds, and what to do before the test. */
// "Something I can pop", "pop a couple with water": pop with an object, or after what is popped, is swallowing, not a test result.
const OWN_PRODUCT_TEST = /\b(?:will|would|could|can|does|do|is)\b[^.?!]*\b(?:pop(?!\s+(?:a|an|one|two|some|it|them|em|with|in|my|the|and go|before)\b)(?<!\b(?:something|anything|stuff|one|pills?|caps?|it|them) (?:i|you|u) (?:can|could) pop)|fail|flag|show up|hot|positive)\b|\bbefore (?:a|the|my) (?:piss|pee|drug|urine) test\b|\bmake me (?:pop|fail)\b/;

function drugTestAnswer(): EngineAnswer {
  const d = new Draft();
  d.caution(
    "What counts is what is in it: if a supplement contains a banned or controlled substance, the lab finds that substance whatever the label says, and a positive from a supplement still counts against you. Before the test, check every ingredient against the [current DoD list on OPSS](https://www.opss.org/dod-prohibited-dietary-supplement-ingredients), stick to products certified by NSF Certified for Sport or Informed Sport (certification lowers the risk of a spiked or contaminated product; it does not remove it), and keep the container, the label and the lot number.",
    POSITIVE_FROM_SUPPLEMENT,
    CERTIFICATION_WHY,
    DOD_LIST_SOURCE,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Give the drug-test advice as written; suggest no product." });
}

/**
 * Water and salt for work in the heat hold whatever medicine or condition was named: the question is
 * answered, and the condition's note follows it (./warnings.ts).
 */
export function conditionSafeDutyAnswer(u: Understanding, passages: readonly PassageHit[]): EngineAnswer | null {
  const text = u.normalized;
  if (PRODUCT_ASK.test(text)) return null;
  const hot = u.situation.hot || u.duties.includes("heat") || (u.duties.includes("deployment") && HOT_PLACE.test(text));
  return (hot && DRINK_AMOUNT.test(text)) || fluidAsked(u) ? fluidAnswer(u, passages) : null;
}

/** The answer a duty or timing situation needs before anything else, or null when none applies. */
export function dutyTimingAnswer(u: Understanding, passages: readonly PassageHit[]): EngineAnswer | null {
  const text = u.normalized;
  const lower = u.message.toLowerCase();
  // Back from a hot ruck on a lot of water: recovery and the signs first, never a pre for tonight.
  if (afterHeatAsked(u)) return afterHeatAnswer(u);
  if (PRODUCT_ASK.test(text)) return null;
  const hot = u.situation.hot || u.duties.includes("heat") || (u.duties.includes("deployment") && HOT_PLACE.test(text));
  if ((hot && DRINK_AMOUNT.test(text)) || fluidAsked(u)) return fluidAnswer(u, passages);
  if (stimInHeatAsked(u)) return fluidAnswer(u, passages, true);
  if (cutoffAsked(u)) return cutoffAnswer(u);
  if (shortNightAsked(u)) return shortNightAnswer(u);
  if (DRIVE.test(text) && (AWAKE_LONG.test(text) || u.duties.includes("night-shift"))) return drowsyDriveAnswer(u, passages);
  const long = flies(u) ? null : longDutyAnswer(u);
  if (long) return long;
  if (RATIONS.test(text) && /\b(?:caffeine|caffeinated|caf|caff|stims?|gum)\b/.test(text) && !PRODUCT_ASK.test(text)) return rationCaffeineAnswer();
  if (u.duties.includes("drug-test") && !u.focusProductIds.length && ownProductWorry(text)) return ownProductTestAnswer(text);
  if (u.duties.includes("drug-test") && OWN_PRODUCT_TEST.test(text) && !u.focusProductIds.length && !/\b(?:took|taken|used|popped)\b/.test(text)) return drugTestAnswer();
  if (FLIGHT_LINE.test(text) && !flies(u) && u.situation.stim && u.situation.asksToStop) return flightLineAnswer();
  // The conversation's sleep category carries to a message about sleep or with no subject of its own ("I work nights, does it
  // matter?"), not to one with its own ("how much caffeine is too much in a day").
  const ownSubject = text.split(/[^a-z0-9-]+/).some((w) => isSubjectWord(w));
  const asksSleep = u.situation.sleep || (u.categories[0] === "sleep" && (SLEEP_WORDS.test(text) || !ownSubject)) || /\bmelatonin\b/.test(text);
  if (/\bmelatonin\b/.test(text) && PHYSICAL_EVENT.test(text) && !u.duties.includes("night-shift") && !PRODUCT_ASK.test(text)) return melatoninBeforeEventAnswer(u, passages);
  // "Something to stay sharp but still sleep after" asks for alertness, answered with caffeine and its cut-off.
  // Melatonin asked about on watches or shifts is this answer's, whatever clock time was read as bedtime.
  if (asksSleep && !u.situation.alert && !u.situation.window && (DAY_SLEEP.test(text) || (u.duties.includes("night-shift") && (!u.situation.timing || /\bmelatonin\b/.test(text))))) {
    // "Loud" alone, with no nights named, is noise at the usual bedtime, not day sleep.
    const noiseOnly = !u.duties.includes("night-shift") && !DAY_SLEEP.test(text.replace(NOISE_ONLY, " ")) && !/\bmelatonin\b/.test(text);
    return noiseOnly ? noisySleepAnswer(u) : daySleepAnswer(u, passages);
  }
  // "What should I drink during the ruck" is about the effort itself, not the morning before it.
  if (asksAboutEventDay(text) && !u.focusProductIds.length && !u.conditions.length) return eventDayAnswer(u, lower, passages);
  return doseTimingAsked(u) && !u.focusProductIds.length ? doseTimingAnswer(u) : null;
}

