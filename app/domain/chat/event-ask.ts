/*
 * An event a person trains or is tested for (a ruck, a fitness test, selection), and a question
 * about the day of it: read by the event-day answer and by the understanding step alike.
 */

const EVENT = /\b(?:ruck\w*|road march|\d+ ?mile(?:r|s)?|pt test|acft|aft|apft|prt|pft|cft|pfa|record test|diagnostic|board|step ?off|sp is|selection|qual\w*)\b|\b(?:before|morning) pt\b/;
export const PHYSICAL_EVENT = /\b(?:ruck\w*|road march|\d+ ?mile(?:r|s)?|pt test|acft|aft|apft|prt|pft|cft|pfa|record test|diagnostic|step ?off|sp is|selection)\b|\b(?:before|morning) pt\b/;
const EVENT_ASK = /\b(?:what (?:do|should|can) i (?:take|eat|drink|have|do)|what'?s good for (?:the |my )?\w+: (?:the )?(?:run|running|2 mile|two mile)|when (?:do|should|can) i|what time|how early|try(?:ing)? (?:a |that |the |my )?new|start(?:ing)? (?:it|creatine|a new)|should i (?:try|start|take)|new pre)\b/;

/** The events of a fitness test, by the names people give them, and how the answer names each. */
const TEST_EVENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:hex bar |trap bar )?dead ?lifts?\b|\bmdl\b/, "the deadlift"],
  [/\bsprint[- ]?drag[- ]?carry\b|\bsdc\b|\bdrag\b|\bcarry\b/, "the sprint-drag-carry"],
  [/\bplanks?\b|\bplk\b/, "the plank"],
  [/\b(?:hand[- ]release )?push-?ups?\b|\bhrp\b/, "the push-ups"],
  [/\bpower throw\b|\bspt\b/, "the power throw"],
  [/\b(?:two|2)[- ]?mile(?: run)?\b|\b2mr\b|\b1\.5[- ]?mile\b|\bthe run\b|\brun\b/, "the run"],
];
const A_TEST = /\b(?:acft|aft|apft|prt|pft|cft|pfa|pt test|fitness test|record test|diagnostic)\b/;
/** Asking for something to buy, or to train a quality up, not how to get through the test day. */
const PRODUCT_WORD =
  /\b(?:supplements?|pre-?workouts?|preworkouts?|creatine|protein|recommend\w*|stack|buy|products?|pills?|powder|brand|endurance|stamina|faster|improve\w*|increase|boost|build\w*|gains?|strength|power|train\w*|program)\b/;

/** The events of a test named beside the test ("ACFT: the deadlift and the run"), with no product asked for. */
export function testEventsNamed(normalized: string): string[] {
  if (!A_TEST.test(normalized) || PRODUCT_WORD.test(normalized)) return [];
  return TEST_EVENTS.filter(([said]) => said.test(normalized)).map(([, name]) => name);
}

/** "What should I eat before the PT test": the event-day answer's question, in scope with no product named. */
export function asksAboutEventDay(normalized: string): boolean {
  if (testEventsNamed(normalized).length) return true;
  // "Board in 2 wks, what should I take" asks about the weeks before it, not the morning of it.
  if (WEEKS_AHEAD.test(normalized) && !DAY_OF.test(normalized)) return false;
  return (EVENT.test(normalized) && EVENT_ASK.test(normalized) && !/\bduring\b/.test(normalized)) || eventStated(normalized);
}

const WEEKS_AHEAD = /\bin (?:\d+|a|an|one|two|three|four|five|six|a few|a couple(?: of)?) (?:wks?|weeks?|months?|mos?)\b|\bnext month\b/;
const DAY_OF = /\b(?:morning of|day of|night before|that morning|on the day|race day|test day|event day)\b/;

/** "Got a 12 mile ruck tmrw, step off 0400": an event and its start said as news, asking nothing else; the event-day plan answers it. */
function eventStated(normalized: string): boolean {
  return PHYSICAL_EVENT.test(normalized) && STARTS_AT.test(normalized) && !/\?/.test(normalized) && !PRODUCT_WORD.test(normalized) && !/\b(?:how|what|which|why|should|can|could|would)\b/.test(normalized);
}
const STARTS_AT = /\b(?:step ?off|sp|starts?|kicks? off|report|formation)\b(?: (?:is|at))*\s*(?:[01]\d|2[0-3]):?[0-5]\d\b/;
