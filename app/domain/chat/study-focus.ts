import { LIMITS } from "~/domain/safety/limits-table";
import { Draft, type EngineAnswer, finish } from "./draft";
import { ARMY_SHIFT_SLEEP, DOD_LIST_SOURCE, GUIDE_SLEEP, OPSS_RED_FLAGS } from "./sources";
import type { Understanding } from "./understand";

/*
 * Studying for a board, a school or selection's classroom part ("how do i stay focused while
 * studying", "anything for focus and memory for WOCS academics") is a question about the mind,
 * not about strength or endurance, and no certified product we carry is made for it. What our
 * guides hold is sleep (7 to 8 hours on a regular schedule; lost sleep dulls decision-making and
 * alertness) and caffeine dosed and timed. What people reach for instead is a "nootropic": the DoD
 * list names several ingredients those products are sold with, and OPSS counts a pitch as a
 * natural version of a drug among the red flags. So the answer is those three, and no product.
 */

/** A "nootropic", a "smart drug" or a brain-boost product asked about. */
export const NOOTROPIC_ASKED = /\b(?:nootropics?|smart (?:drugs?|pills?)|brain (?:pills?|boost\w*|supplements?)|cognitive (?:enhancers?|boost\w*))\b/;

/** What our data holds on "nootropics": the DoD list's entries they are sold with, and OPSS's red flag. */
export const NOOTROPIC_WARNING = {
  text: "Skip \"nootropics\" and brain-boost blends: the DoD Prohibited Dietary Supplement Ingredients list names several ingredients they are sold with (piracetam, phenylpiracetam, noopept, adrafinil, modafinil, phenibut), and OPSS counts a product pitched as a natural version of a drug among the red flags. We carry no certified product for focus or memory; if concentration is a problem beyond a short night, your PCM is the one to ask.",
  sources: [DOD_LIST_SOURCE, OPSS_RED_FLAGS],
} as const;

/** Studying or the classroom: the work is with the mind. */
const STUDY =
  /\b(?:study\w*|exams?|academics?|academic|memori[sz]\w*|memory|learn(?:ing)?|coursework|homework|cram(?:ming)?|test prep|board prep|flash ?cards?|class(?:es|room)?|lectures?|notes|reading)\b/;
/** A board, a school or a selection where the studying happens. */
const BOARD_OR_SCHOOL =
  /\b(?:boards?|blc|alc|slc|wlc|smc|ncoa|wocs?|ocs|warrant officer|officer candidate|school|course|academy|selection|sfas|asvab|afoqt|sift|promotion|e-?[4-9] board|soldier of the (?:month|quarter|year))\b/;
/** Focus, sharpness or memory asked about. */
const FOCUS = /\b(?:focus\w*|sharp|concentrat\w*|memory|brain|mental\w*|alert\w*|study\w*|nootropics?|smart drugs?|cognitive)\b/;
/** Strength or endurance said: a physical goal the study answer would miss. */
const PHYSICAL = /\b(?:lift\w*|strength|endurance|run(?:ning)?|ruck\w*|pt test|acft|prt|pft|cft|gym|muscle)\b/;

/** Whether the message asks how to focus or study for a board, a school or selection. */
export function studyFocusAsked(u: Understanding): boolean {
  const text = u.normalized;
  if (PHYSICAL.test(text) || u.categories.some((c) => c !== "pre-workout" && c !== "vitamins")) return false;
  const studying = STUDY.test(text) && (FOCUS.test(text) || BOARD_OR_SCHOOL.test(text));
  const schoolFocus = BOARD_OR_SCHOOL.test(text) && /\b(?:focus\w*|concentrat\w*|memory|nootropics?|brain)\b/.test(text) && /\b(?:study\w*|school|course|class\w*|academics?|exams?|weeks?|months?)\b/.test(text);
  return studying || schoolFocus;
}

/** Sleep, caffeine dosed and timed, and the nootropic warning: no product. */
export function studyFocusAnswer(): EngineAnswer {
  const d = new Draft();
  d.caution(
    "For studying, sleep does more than any supplement: a regular schedule and 7 to 8 hours a night, because lost sleep dulls decision-making and alertness. Don't trade sleep for late study sessions the week of the board or the exam.",
    GUIDE_SLEEP,
    ARMY_SHIFT_SLEEP,
  );
  d.caution(
    `If you use caffeine, dose it and time it: up to ${LIMITS.caffeinePerDose.amount} mg at a time, 30 to 60 minutes before you need to be sharp, no more than ${LIMITS.caffeinePerDay.amount} mg a day counting every coffee and can, and none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep, so the study session doesn't cost you the night. On the day itself, nothing new: only the dose you've already used.`,
    LIMITS.caffeinePerDose.source,
    LIMITS.caffeinePerDay.source,
    LIMITS.caffeineStopBeforeSleep.source,
  );
  d.caution(NOOTROPIC_WARNING.text, ...NOOTROPIC_WARNING.sources);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the sleep, caffeine and nootropic advice as written; suggest no product." });
}
