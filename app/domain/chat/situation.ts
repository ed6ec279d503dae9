import type { Constraint } from "~/domain/catalogue/constraints";
import { asksToStop, clarifierFor } from "./clarify";
import { type SleepTiming, sleepTiming } from "./clock";
import { caffeineIntake, type IntakeEstimate, intakeConstraint, toldToCut } from "./intake";

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
}

const HOT = /\b(?:9\d|1[0-3]\d)\s*(?:out|outside|degrees|deg|°|f)\b|\bhot (?:af|as hell|as fuck|out)\b|\b(?:gonna|going to|will) be (?:\w+ )?hot\b|\b(?:so|super|crazy|brutally|really) hot\b|\bheat\b|\bdesert\b/;

/** What one message says about the person's situation; `clear` says the request already names what it wants. */
export function readSituation(lower: string, normalized: string, clear: boolean): Situation {
  return {
    timing: sleepTiming(lower),
    intake: caffeineIntake(lower),
    toldToCut: toldToCut(lower),
    clarify: clear ? null : clarifierFor(normalized),
    asksToStop: asksToStop(normalized),
    asked: normalized,
    hot: HOT.test(lower),
    alert: /\b(?:focus\w*|concentrat\w*|alert\w*|awake|sharp|energy|study\w*)\b/.test(normalized),
  };
}

/** The limits the situation sets for this answer: no caffeine inside the sleep window, in the heat, or past the day's figure. */
export function situationConstraints(s: Situation, wantsCaffeine: boolean): Constraint[] {
  const out: Constraint[] = [];
  if (s.timing?.late.length) out.push({ kind: "exclude", ingredient: "caffeine" });
  if (s.hot && wantsCaffeine) out.push({ kind: "exclude", ingredient: "caffeine" });
  const limit = intakeConstraint(s.intake, s.toldToCut);
  if (limit) out.push(limit);
  return out;
}

