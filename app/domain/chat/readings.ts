import type { ConditionId } from "~/domain/safety/conditions";

/*
 * Numbers people give in passing, read from the text: a blood pressure ("148/96", "150 over 95"),
 * a resting heart rate ("RHR's been 100+", "heart rate sits at 110 at rest"). The thresholds are
 * those of the sources the condition rules cite (./reading-conditions.ts in the safety domain):
 * the American Heart Association's blood pressure categories, and over 100 a minute at rest.
 */

interface BloodPressure {
  systolic: number;
  diastolic: number;
  /** As the person wrote it. */
  said: string;
}

type PressureCategory = "normal" | "elevated" | "stage 1" | "stage 2" | "crisis";

/** Two numbers with a slash or "over": checked below to be a plausible reading, not a date, a ratio or a lift. */
const PAIR = /\b(\d{2,3})\s*(?:\/|\bover\b)\s*(\d{2,3})\b/g;
const PRESSURE_WORDS = /\bbp\b|\bblood pressure\b|\bpressure\b|\bhypertens\w*|\bmmhg\b|\bsystolic\b|\bdiastolic\b|\bpha\b|\bsick call\b|\bclinic\b|\bnurse\b|\bmedic\b|\bflagged\b|\bcuff\b|\bphysical\b|\bchecked\b|\bread(?:ing)?\b/;
const LIFT_WORDS = /\b(?:lbs?|pounds?|kg|bench|squat|deadlift|press|reps?|sets?|split|score|min(?:ute)?s?|mile|acft|apft|pft|record|percent|%)\b/;

/** Blood pressure readings in the text. */
export function bloodPressures(text: string): BloodPressure[] {
  const lower = text.toLowerCase();
  if (!PRESSURE_WORDS.test(lower)) return [];
  const found: BloodPressure[] = [];
  for (const m of lower.matchAll(PAIR)) {
    const systolic = Number(m[1]);
    const diastolic = Number(m[2]);
    const around = lower.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + m[0].length + 12);
    const plausible = systolic >= 80 && systolic <= 260 && diastolic >= 40 && diastolic <= 160 && systolic - diastolic >= 15;
    if (plausible && !LIFT_WORDS.test(around)) found.push({ systolic, diastolic, said: m[0].replace(/\s*\bover\b\s*/, "/").replace(/\s+/g, "") });
  }
  return found;
}

/** The category of a reading: the higher of what each number says, as the categories are read. */
export function pressureCategory(r: BloodPressure): PressureCategory {
  if (r.systolic > 180 || r.diastolic > 120) return "crisis";
  if (r.systolic >= 140 || r.diastolic >= 90) return "stage 2";
  if (r.systolic >= 130 || r.diastolic >= 80) return "stage 1";
  if (r.systolic >= 120) return "elevated";
  return "normal";
}

interface HeartRate {
  bpm: number;
  /** "100+": at least the number. */
  plus: boolean;
}

const RESTING = String.raw`(?:rhrs?|resting (?:heart ?rate|hr|pulse)|heart ?rate at rest|pulse at rest|(?:heart ?rate|hr|pulse)(?=[^.?!]{0,40}\bat rest\b))`;
/** A resting heart rate and, within a few words, its number: "RHR's been 100+", "resting hr like 105", "110 resting heart rate". */
const RATE_AFTER = new RegExp(String.raw`\b${RESTING}\b[^\d.?!]{0,30}?(\d{2,3})(\+|\s*plus\b)?`, "g");
const RATE_BEFORE = new RegExp(String.raw`\b(\d{2,3})(\+)?\s*(?:bpm\s*)?(?:${RESTING})\b`, "g");

/** Resting heart rates given as numbers. */
function restingHeartRates(text: string): HeartRate[] {
  const lower = text.toLowerCase();
  const rates = [...lower.matchAll(RATE_AFTER), ...lower.matchAll(RATE_BEFORE)].map((m) => ({ bpm: Number(m[1]), plus: Boolean(m[2]) }));
  return rates.filter((r) => r.bpm >= 30 && r.bpm <= 250);
}

/** Over the normal adult resting range: more than 100 a minute, or "100+". */
const fastAtRest = (r: HeartRate) => r.bpm > 100 || (r.bpm === 100 && r.plus);

/**
 * The conditions the numbers set: a reading of stage 1 or higher, a resting rate over 100. A
 * normal reading sets nothing, and takes back a "blood pressure" read from the words alone
 * ("my blood pressure was 118/76") unless a medicine for it is named.
 */
export function readingConditions(text: string, fromWords: readonly ConditionId[]): ConditionId[] {
  const pressures = bloodPressures(text);
  const high = pressures.some((r) => ["stage 1", "stage 2", "crisis"].includes(pressureCategory(r)));
  const fast = restingHeartRates(text).some(fastAtRest);
  const medicine = /\bmeds?\b|\bmedication|\bpills?\b|\blisinopril\b|\bamlodipine\b|\blosartan\b|\bmetoprolol\b|\bbeta[- ]blockers?\b|\bhydrochlorothiazide\b|\bhypertension\b/.test(text.toLowerCase());
  const words = fromWords.filter((id) => !(id === "blood-pressure" && pressures.length > 0 && !medicine));
  const ids: ConditionId[] = [...words, ...(high ? (["high-bp-reading"] as const) : []), ...(fast ? (["high-resting-heart-rate"] as const) : [])];
  return [...new Set(ids)];
}

/** Where a reading is taken: said with one, it is a measurement told, not a reaction to a product. */
const MEASURED_AT = /\b(?:sick call|pha|clinic|physical|annual|check-?up|appointment|appt|nurse|medic|pa|doc|doctor|provider|flagged|vitals|cuff|monitor)\b/;
/** Said as caused by something taken: "after my pre", "since i started". */
const AFTER_TAKING = /\b(?:after|since|ever since|when i (?:take|took|drink)|start(?:ed|ing)?|from (?:my|the|this) (?:pre|burner|energy))\b/;
/** Other signs of too much stimulant: with them, the reading is part of a reaction. */
const OTHER_SIGNS = /\b(?:jitter\w*|shak(?:y|es|ing)|tremb\w*|cant sleep|can'?t sleep|couldnt sleep|insomnia|no sleep|headaches?|pounding|racing|wired|palpitations?)\b/;

/**
 * A blood pressure given as a reading where it was taken ("150 over 95 at sick call"), not as
 * what a product did: the jitters-and-raised-pressure reaction is not read from it, and the
 * reading's own condition answers instead.
 */
export function measuredReading(text: string): boolean {
  const lower = text.toLowerCase();
  return bloodPressures(lower).length > 0 && MEASURED_AT.test(lower) && !AFTER_TAKING.test(lower) && !OTHER_SIGNS.test(lower);
}
