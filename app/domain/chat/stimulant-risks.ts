import type { Constraint } from "~/domain/catalogue/constraints";
import { LIMITS, LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { sleepTiming } from "./clock";

/*
 * What makes a caffeine question risky, read from the message: a first try, a double scoop, a
 * dose above the single-dose figure, little sleep, a late hour, a tolerance, a test day; and the
 * limit such a risk sets on any picks (read by ./situation.ts). ./stimulant-context.ts answers it.
 */

const PER_DOSE = LIMITS.caffeinePerDose.amount;
const PER_DAY = LIMITS.caffeinePerDay.amount;

/** The message is about caffeine or a stimulant pre-workout. */
const ABOUT_CAFFEINE = /\b(?:caffeine|caff|pre-?workouts?|pres?|stims?|stimulants?|scoops?|energy drinks?|c4)\b/;
/** A bare amount taken before training ("is 300 mg ok before PT?"): read as caffeine, and said to be read so. */
export const BARE_DOSE_BEFORE_TRAINING =
  /\b\d{2,4} ?mg\b[^.?!]{0,25}\bbefore (?:a |the |my |our )?(?:pt|ruck\w*|run|runs|gym|workouts?|lift\w*|training|test|pft|acft|apft|formation|shift|duty|range|march)\b/;

const FIRST_TRY =
  /\bfirst (?:time|try|scoop|pre)\b|\bnever (?:taken|took|tried|had|used|done|did)\b|\bnew to (?:pre-?workouts?|pres?|caffeine|stims?|this)\b|\b(?:haven'?t|have not|havent) (?:ever )?(?:tried|taken|had|used) (?:a |any )?(?:pre|caffeine|stims?)\b|\bnot used to caffeine\b|\bi (?:don'?t|do not) (?:usually |normally )?(?:drink|have|do) (?:coffee|caffeine)\b/;
const DOUBLE =
  /\bdouble[- ]?scoop\w*|\b(?:double|triple|two|three|2|3) (?:scoops?|servings?|doses?)\b|\bdouble (?:up|the dose|dose|it)\b|\bextra scoop\b/;
const SHORT_SLEEP =
  /\b(?:slept|sleep|sleeping|got|had|running on|on) (?:like |only |maybe |about |barely |just )?(\d|one|two|three|four)(?: and a half)? ?(?:hours?|hrs?|h)\b|\b(?:no|zero|barely any|hardly any|little|no real) sleep\b|\b(?:didn'?t|did not|didnt|haven'?t|havent) (?:sleep|slept)\b|\ball[- ]nighter\b|\bup all night\b|\bno rack time\b/;
const TOLERANCE =
  /\btoleran\w*|\b(?:doesn'?t|does not|doesnt|don'?t|dont|do not|not|stopped|no longer) (?:hit|hitting|work|working|kick in|do anything|doing anything|feel it|feel anything)\b|\bimmune to (?:caffeine|pre|stims?)\b|\breset (?:my )?(?:caffeine|stim)/;
/** A test or event day named. */
export const TEST_DAY = /\b(?:acft|apft|pft|prt|cft|pt test|fitness test|test day|selection|ruck test|record (?:run|ruck)|event day|weigh[- ]in)\b/;
/** Words that ask for a product, not about a dose. */
export const ASKS_FOR_ONE =
  /\b(?:what|which|best|strongest|recommend\w*|suggest\w*|good (?:one|pre|brand)|options?|picks?|recs?|start with|any good|need (?:a|the|some|something)|looking for|give me|gimme|(?:you|u) (?:got|have|carry)|(?:nothing|not) (?:too |that |super |overly )?(?:crazy|strong|intense|wild|heavy|nuts)|something (?:light|mild|gentle|easy))\b|\b(?:milder|lighter|gentler|weaker|easier on)\b/;
/** A day that starts in the small hours: waking, stepping off, a formation, a ruck or range, said with the time. */
const EARLY_START = /\balarm\b|\bwak(?:e|ing) up\b|\bget(?:ting)? up\b|\bstep\w*[- ]?off\b|\bformation\b|\bshow ?time\b|\breport(?:ing)?\b|\bruck\w*|\bmarch\b|\brange\b|\bpt\b|\bin the morning\b|\bmorning\b|\bearly\b|\bfirst thing\b/;
const WORDS_OF_NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

export interface StimulantRisks {
  firstTry: boolean;
  double: boolean;
  /** Hours of sleep said, or 0 when "no sleep"; null when not said. */
  sleptHours: number | null;
  /** A dose in mg above the single-dose figure. */
  highDose: number | null;
  /** A day's total in mg above the daily figure ("600mg a day"). */
  dailyOver: number | null;
  /** "2100", "9pm": the clock hour said, when it leaves under the sleep gap before a usual night's sleep. */
  lateAt: { said: string; hour: number } | null;
  tolerance: boolean;
  event: boolean;
}

/** A time worked through, not slept at: a span ("0000-0400") or a time said with the duty held then ("guard shift", "on nights", "fire watch"). */
const TIME_ON_DUTY =
  /\b(?:[01]\d|2[0-3]):?[0-5]\d ?(?:-|to|till?|until) ?(?:[01]\d|2[0-3]):?[0-5]\d\b|\b(?:shift|watch|duty|guard|post|cq|mids|nights|graveyard|on call|land nav|night (?:ops|op|training|jump|range|shoot|fire|flight|sortie|mission))\b/;
/** Sleep said in the message: a late time is then read against it. */
const SLEEP_SAID = /\b(?:sleep|bed|rack|crash|lights out|crew rest)\b/;

function clockAt(lower: string): StimulantRisks["lateAt"] {
  // "Guard 0000-0400, energy drink ok?": the hours are spent awake on duty, not the last hours before a night's sleep.
  if (TIME_ON_DUTY.test(lower) && !SLEEP_SAID.test(lower)) return null;
  // "Crash at 2330, pre at 1700 too late?": with a sleep time read, the 6-hour rule against it decides (./clock.ts), not the hour of day.
  if (sleepTiming(lower)) return null;
  const military = /\b(?:at |its |it's |it is |around |by )?([01]\d|2[0-3])([0-5]\d)\b(?! ?(?:mg|hours?|cal))/.exec(lower);
  if (military) {
    const hour = Number(military[1]);
    // "Alarm at 0330 for the ruck", "0300 step off": an early start the caffeine is for, not a late night before sleep.
    if (hour <= 3 && EARLY_START.test(lower)) return null;
    return hour >= 18 || hour <= 3 ? { said: `${military[1]}${military[2]}`, hour } : null;
  }
  const pm = /\b(1[01]|[6-9])(?::[0-5]\d)? ?pm\b/.exec(lower);
  return pm ? { said: `${pm[1]} pm`, hour: Number(pm[1]) + 12 } : null;
}

/** Caffeine named as what is taken, not only as a word of worry beside another product ("nervous about stims"). */
const CAFFEINE_TAKEN = /\b(?:caffeine|caff|pre-?workouts?|pres?|energy drinks?|c4|scoops?)\b/;
/** Caffeine that worries the person or sits badly with them: a first try of it is not what they ask about. */
const CAFFEINE_WARY =
  /\b(?:nervous|scared|worried|afraid|wary|careful|iffy) (?:about|of|with) (?:stims?|stimulants?|caffeine)\b|\b(?:caffeine|stims?|stimulants?|pre-?workouts?|pres?) (?:makes?|made|gets?|got|gives?|gave) me (?:all )?(?:shaky|jittery|the jitters|anxious|sick|wired)\b|\b(?:non|no|zero)[- ]?stims?\b|\b(?:stim|caffeine)[- ]?free\b/;

/**
 * "First time" said of caffeine: not of creatine with stims only feared ("first time trying
 * creatine, nervous about stims"), nor beside caffeine ruled out ("stim free pre for my first time").
 */
function firstTryOfCaffeine(normalized: string): boolean {
  return CAFFEINE_TAKEN.test(normalized) && !CAFFEINE_WARY.test(normalized);
}

/** The risks a caffeine question names, or null when it names none (or is not about caffeine). */
export function stimulantRisks(normalized: string): StimulantRisks | null {
  if (!ABOUT_CAFFEINE.test(normalized) && !BARE_DOSE_BEFORE_TRAINING.test(normalized)) return null;
  const slept = SHORT_SLEEP.exec(normalized);
  const hours = slept ? (slept[1] ? (WORDS_OF_NUMBER[slept[1]] ?? Number(slept[1])) : 0) : null;
  // "600mg a day" is a day's total, not a dose at once (./stimulant-context.ts answers it against the day's figure).
  const mg = /\b(\d{3,4}) ?mg\b(?!(?: of (?:caffeine|coffee|pre))? ?(?:a|per|each|every|\/) ?day\b| daily\b)/.exec(normalized);
  const daily = /\b(\d{3,4}) ?mg\b(?:(?: of (?:caffeine|coffee|pre))? ?(?:a|per|each|every|\/) ?day\b| daily\b)/.exec(normalized);
  const risks: StimulantRisks = {
    firstTry: FIRST_TRY.test(normalized) && firstTryOfCaffeine(normalized),
    double: DOUBLE.test(normalized),
    sleptHours: hours,
    highDose: mg && Number(mg[1]) > PER_DOSE ? Number(mg[1]) : null,
    dailyOver: daily && Number(daily[1]) > PER_DAY ? Number(daily[1]) : null,
    lateAt: clockAt(normalized),
    // "Non-stim pres don't do anything for me" runs stim-free down; it is no tolerance.
    tolerance: TOLERANCE.test(normalized) && !/\b(?:non|no|zero)[- ]?stims?\b|\b(?:stim|caffeine)[- ]?free\b/.test(normalized),
    event: TEST_DAY.test(normalized),
  };
  return hasRisk(risks) ? risks : null;
}

export function hasRisk(r: StimulantRisks): boolean {
  return r.firstTry || r.double || r.sleptHours !== null || r.highDose !== null || r.dailyOver !== null || r.tolerance || (r.lateAt !== null && !r.event);
}

/** The limit a risk sets on any picks: stim-free this late, a lower-caffeine pre for a first try. */
export function stimulantRiskConstraint(normalized: string): Constraint | null {
  const r = stimulantRisks(normalized);
  if (!r) return null;
  if (r.lateAt) return { kind: "exclude", ingredient: "caffeine" };
  return r.firstTry ? { kind: "caffeineMax", mg: LOW_CAFFEINE_MG } : null;
}

