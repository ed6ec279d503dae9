/*
 * An event a person trains or is tested for (a ruck, a fitness test, selection), and a question
 * about the day of it: read by the event-day answer and by the understanding step alike.
 */

const EVENT = /\b(?:ruck\w*|road march|\d+ ?mile(?:r|s)?|pt test|acft|aft|apft|prt|pft|cft|pfa|record test|diagnostic|board|step ?off|sp is|selection|qual\w*)\b|\b(?:before|morning) pt\b/;
export const PHYSICAL_EVENT = /\b(?:ruck\w*|road march|\d+ ?mile(?:r|s)?|pt test|acft|aft|apft|prt|pft|cft|pfa|record test|diagnostic|step ?off|sp is|selection)\b|\b(?:before|morning) pt\b/;
const EVENT_ASK = /\b(?:what (?:do|should|can) i (?:take|eat|drink|have|do)|what'?s good for (?:the |my )?\w+: (?:the )?(?:run|running|2 mile|two mile)|when (?:do|should|can) i|what time|how early|try(?:ing)? (?:a |that |the |my )?new|start(?:ing)? (?:it|creatine|a new)|should i (?:try|start|take)|new pre)\b/;

/** "What should I eat before the PT test": the event-day answer's question, in scope with no product named. */
export function asksAboutEventDay(normalized: string): boolean {
  return EVENT.test(normalized) && EVENT_ASK.test(normalized) && !/\bduring\b/.test(normalized);
}
