import { TIRED } from "./context-asks";
import { testEventsNamed } from "./event-ask";

/*
 * What a follow-up says, read from the normalized message alone: the cause of tiredness, a
 * relative in basic training, a test event. The understanding step uses these to keep a short
 * reply with the request it answers; ./follow-ups.ts answers them.
 */

/** What is behind the tiredness, in the person's words. */
export const CAUSES = {
  nights: /\b(?:nights?|night shifts?|graveyard|mids|overnights?|rotating|shift ?work|shifts?|swing|24s|24[- ]hour (?:duty|shifts?))\b/,
  sick: /\b(?:sick|ill|flu|a cold|covid|a virus|a bug|strep|fever)\b/,
  short: /\b(?:baby|newborn|infant|toddler|up every|not sleeping|barely sleep\w*|(?:\d|two|three|four|five) (?:hrs?|hours?) (?:of )?sleep)\b/,
} as const;
type Cause = keyof typeof CAUSES;

/** A reply that adds the detail a first answer turned on (a cause, a test event): read with the request before it. */
export function addsDetail(normalized: string): boolean {
  return Object.values(CAUSES).some((c) => c.test(normalized)) || testEventsNamed(`acft ${normalized}`).length > 0;
}

/** Tiredness with its cause named, and nothing specific asked for beyond help with it. */
export function tiredCause(normalized: string): Cause | null {
  if (!TIRED.test(normalized)) return null;
  if (/\b(?:pre-?workouts?|melatonin|creatine|protein|energy drinks?|caffeine pills?|magnesium|vitamin \w+)\b/.test(normalized)) return null;
  return (Object.keys(CAUSES) as Cause[]).find((c) => CAUSES[c].test(normalized)) ?? null;
}

/** Someone in basic training, a trainee or recruit, or about to ship to it. */
export const BASIC = /\b(?:bct|bmt|basic military training|recruit depot|basic training|basic combat training|boot ?camp|recruit training|in basic|at basic|to basic|for basic|leaves? for basic|ships? (?:out|to basic|next)|osut|rtc|great lakes|parris island|lackland)\b/;
/** Basic training in the asker's own past ("passed out in basic 3 yrs ago", "back in basic"): a story, not a trainee to send things to. */
export const BASIC_IN_THE_PAST = /\b(?:back (?:in|at|during)|when i was in|when i went to|during my|since|ever since) (?:basic|boot ?camp|bct|bmt|osut)\b|\b(?:in|at) (?:basic|boot ?camp|bct|bmt|osut)\b[^.?!]{0,30}\b(?:ago|years?|yrs?)\b/;

/** A situation these answers take up, so the request is in scope: a cause of tiredness, a relative in basic training. */
export function answersSituation(normalized: string): boolean {
  return tiredCause(normalized) !== null || BASIC.test(normalized);
}

