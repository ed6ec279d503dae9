import { onlyTheirOwn } from "./whose";
import type { Constraint } from "~/domain/catalogue/constraints";
import { asksToStop, clarifierFor, type Earlier, NOTHING_EARLIER } from "./clarify";
import { doseWindowBefore, type SleepTiming, type SleepWindow, sleepTiming, sleepWindow } from "./clock";
import { caffeineIntake, type IntakeEstimate, intakeConstraint, toldToCut } from "./intake";
import { stimulantRiskConstraint } from "./stimulant-risks";
import { normalizeMessage } from "./vocabulary";
import { type ZeroDrink, zeroDrinkNamed } from "./zero-drinks";

/*
 * The person's situation, read from one message: when they sleep and what falls before it,
 * the caffeine they already take, the heat, a flyer asking about their own supplements, a
 * form we do not carry, and whether the request is too unclear to answer. The engine answers
 * these first, in a sentence or two, before any picks (./situation-answers.ts).
 */

export interface Situation {
  timing: SleepTiming | null;
  intake: IntakeEstimate | null;
  toldToCut: boolean;
  /** The one clarifying question an unclear request gets, or null. */
  clarify: string | null;
  /** "Do I gotta stop my supplements?": a question about their own, not a product request. */
  asksToStop: boolean;
  /** Forms asked for, to check against the catalogue ("protein bars"): the normalized message. */
  asked: string;
  /** Said to be hot ("120 out", "hot af"). */
  hot: boolean;
  /** Asks for focus, alertness or energy. */
  alert: boolean;
  /** Asks when or how much caffeine or pre-workout to take, with the start it is timed for if said. */
  caffeineTiming: { start: string; from: string; to: string } | null | false;
  /** Names a stimulant pre-workout or caffeine. */
  stim: boolean;
  /** A short gap between a duty's end and the next start. */
  window: SleepWindow | null;
  /** Asks about sleep or a sleep aid. */
  sleep: boolean;
  /** An earlier request timed late in the day ("a pre for tonight"), read with drinks counted later; left out when none. */
  earlierAsk?: string;
  /** The person's previous message, normalized: what a follow-up turn is read with; left out on a first message. */
  before?: string;
  /** A zero-sugar cola or sports drink named ("Coke Zero", "Gatorade Zero"); left out when none, so a recorded understanding reads as before. */
  zeroDrink?: ZeroDrink;
}

const HOT = /\bblack flag\b|\bheat cat(?:egory)?\b|\bwbgt\b|\b(?:9\d|1[0-3]\d)\s*(?:out|outside|degrees|deg|°|f)\b|\bhot (?:af|as hell|as fuck|out)\b|\b(?:gonna|going to|will) be (?:\w+ )?hot\b|\b(?:so|super|crazy|brutally|really) hot\b|\bheat\b|\bdesert\b/;

const STIM = /\b(?:pre-?workouts?|stims?|caffeine|caf|caff|coffee|energy drinks?|fat burners?)\b/;
/** "When should I take it": a plain "how much" is a dosing question, answered there. */
const WHEN = /\b(?:when|what time|how (?:early|soon|long before)|right time|timing)\b/;
const HOW_MUCH = /\bhow (?:much|many)\b/;

/** A question of when (or how much, before a stated start) to take caffeine: the start's dose window, null without one, false when not asked. */
function caffeineTiming(stim: boolean, normalized: string, lower: string, earlier: Earlier): Situation["caffeineTiming"] {
  // "And how long before?" after a caffeine question asks the timing of that caffeine.
  const carried = !stim && WHEN.test(normalized) && normalized.split(/\s+/).length <= 6 && STIM.test(earlier.lastAsked ?? "");
  if (!stim && !carried) return false;
  // "Step off is 0400" / "when should I take my pre": the start said in the message before.
  const window = doseWindowBefore(lower) ?? (WHEN.test(normalized) && earlier.lastAsked ? doseWindowBefore(earlier.lastAsked) : null);
  return WHEN.test(normalized) || (window && HOW_MUCH.test(normalized)) ? window : false;
}

/**
 * What one message says about the person's situation; `clear` says the request already names what
 * it wants; `asked` is the message with idioms blanked ("a shot at the bar" asks for no bar).
 */
export function readSituation(lower: string, normalized: string, clear: boolean, earlier: Earlier = NOTHING_EARLIER, asked = normalized): Situation {
  const stim = STIM.test(normalized);
  const zeroDrink = zeroDrinkNamed(lower);
  return {
    timing: sleepTiming(lower),
    // Someone else's drinks or limit ("my wife's OB told her to stay under 200 mg") are not the person's intake.
    intake: caffeineIntake(onlyTheirOwn(lower)),
    toldToCut: toldToCut(onlyTheirOwn(lower)),
    clarify: clarifierFor(normalized, clear, earlier, lower),
    asksToStop: asksToStop(normalized),
    asked,
    hot: HOT.test(lower),
    alert: /\b(?:focus\w*|concentrat\w*|alert\w*|awake|sharp|energy|study\w*)\b/.test(normalized),
    caffeineTiming: caffeineTiming(stim, normalized, lower, earlier),
    stim,
    window: sleepWindow(lower),
    sleep: /\b(?:sleep\w*|melatonin|knock (?:me )?out|crash|pass out|zzz|rack out)\b/.test(normalized),
    ...(zeroDrink ? { zeroDrink } : {}),
    ...(earlier.lastAsked ? { before: earlier.lastAsked } : {}),
  };
}

/** The last answer in `history` asked a question and named no picks (`lastPicks`). */
export function earlierIn(history: ReadonlyArray<{ role: string; content: string }>, lastPicks: readonly string[]): Earlier {
  const lastReply = history.findLast((entry) => entry.role === "assistant")?.content ?? "";
  const lastAsked = history.findLast((entry) => entry.role === "user")?.content;
  return { askedBack: /\?/.test(lastReply) && !lastPicks.length, hadPicks: lastPicks.length > 0, ...(lastAsked ? { lastAsked: normalizeMessage(lastAsked) } : {}) };
}

/** The limits the situation sets for this answer: no caffeine inside the sleep window, in the heat, or past the day's figure. */
export function situationConstraints(s: Situation, wantsCaffeine: boolean): Constraint[] {
  const out: Constraint[] = [];
  if (s.timing?.late.length) out.push({ kind: "exclude", ingredient: "caffeine" });
  if (s.hot && wantsCaffeine) out.push({ kind: "exclude", ingredient: "caffeine" });
  const limit = intakeConstraint(s.intake, s.toldToCut);
  if (limit) out.push(limit);
  // A first try keeps to a lower-caffeine pre, a late hour to a stim-free one (./stimulant-context.ts).
  const risk = wantsCaffeine ? stimulantRiskConstraint(s.asked) : null;
  if (risk) out.push(risk);
  return out;
}

