import { LIMITS } from "~/domain/safety/limits-table";
import { doseWindowBefore } from "./clock";
import { type Draft, type EngineAnswer, finish } from "./draft";
import { asksAboutEventDay } from "./event-ask";
import { GUIDE_CAFFEINE, GUIDE_FIELD, HPRC_TEST_FUEL } from "./sources";
import { NOOTROPIC_ASKED, NOOTROPIC_WARNING } from "./study-focus";
import type { Understanding } from "./understand";

/*
 * A product tried for the first time on the day that counts ("never taken pre, thinking of some
 * before my ACFT tomorrow", "gonna try my buddy's C4 on day 1 of selection", "bought chews I've
 * never used, trying them on the 12 miler"). HPRC's advice for test mornings is nothing new: try
 * foods and products in training, because something new can upset your stomach when it counts,
 * and our caffeine guide says the same of an event-day dose. So the answer is that, said for the
 * event named, with the usual-caffeine timing; no product, and picks shown earlier are said to be
 * for a training day, not that day.
 */

/** Something never used before, said in any words. */
const FIRST_TIME =
  /\b(?:never (?:tried|taken|used|had|done)|(?:haven'?t|havent|have not|didn'?t|didnt) (?:ever )?(?:tried|taken|used|had)|(?:for )?the first time|first[- ]ever|first time (?:taking|using|trying)|new to (?:pre|preworkout|pre-workout|caffeine|supplements?)|brand new)\b/;
/** An event that counts, with the words people give it. */
const EVENT_DAY =
  /\b(?:acft|aft|apft|prt|pft|cft|pfa|pt test|fitness test|record test|diagnostic|(?:promotion )?board|selection|sfas|rasp|bud\/?s|eib|efmb|esb|\d+ ?mile(?:r|s)?|ruck (?:march|test)|road march|range qual\w*|qual day|competition|race day|tryouts?|day (?:1|one) of)\b/;
/** How the answer names the event: the first matching name, else "the event". */
const EVENT_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bacft\b|\baft\b/, "the ACFT"],
  [/\bapft\b|\bprt\b|\bpft\b|\bcft\b|\bpfa\b|\bpt test\b|\bfitness test\b|\brecord test\b|\bdiagnostic\b/, "the PT test"],
  [/\bboard\b/, "the board"],
  [/\bselection\b|\bsfas\b|\brasp\b/, "selection"],
  [/\b\d+ ?mile(?:r|s)?\b|\bruck\b|\broad march\b/, "the ruck"],
  [/\beib\b|\befmb\b|\besb\b/, "the badge test"],
];

/** Whether the message plans a first-ever product for an event day. */
export function firstTryOnEventDay(u: Understanding): boolean {
  const text = u.normalized;
  // "PT test friday, never tried creatine, should I start it?" is the event-day plan's question, which says nothing new already.
  return FIRST_TIME.test(text) && EVENT_DAY.test(text) && !asksAboutEventDay(text);
}

/** Nothing new on the day, the usual caffeine timed to the start, and the try moved to training. */
export function firstTryEventAnswer(u: Understanding, d: Draft): EngineAnswer {
  const text = u.normalized;
  const event = EVENT_NAME.find(([said]) => said.test(text))?.[1] ?? "the event";
  const earlierPicks = u.previousPicks.length > 0 ? " The picks above are for a training day to try them on, not for that day." : "";
  // The vocabulary's "nothing new" answer, when its words were said, already leads: the event is named after it.
  const led = d.cautions.some((c) => /^No: nothing new on event day/.test(c));
  d.caution(
    led
      ? `So don't make ${event} your first try.${earlierPicks}`
      : `Nothing new on event day: don't make ${event} your first try. Try a new pre-workout, chew, gel or drink in training first, because something new can upset your stomach when it counts, and a caffeine dose you've never had can hit harder than you expect.${earlierPicks}`,
    HPRC_TEST_FUEL,
    GUIDE_CAFFEINE,
    GUIDE_FIELD,
  );
  const window = doseWindowBefore(u.message.toLowerCase());
  const at = window ? ` (for ${window.start}, between about ${window.from} and ${window.to})` : "";
  d.caution(
    `On the day, use only what you already know: if you already use caffeine, your usual amount, up to ${LIMITS.caffeinePerDose.amount} mg, 30 to 60 minutes before the start${at}; something light and mostly carbohydrate 30 to 60 minutes before; and keep drinking.`,
    LIMITS.caffeinePerDose.source,
    HPRC_TEST_FUEL,
  );
  // A "nootropic" for a board: the product itself is the problem, not only its timing.
  if (NOOTROPIC_ASKED.test(text)) d.caution(NOOTROPIC_WARNING.text, ...NOOTROPIC_WARNING.sources);
  d.caution("Once it's behind you, try the new one on an ordinary training day, starting below a full serving, and I can help you pick a certified one for that.", HPRC_TEST_FUEL);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the nothing-new advice and the event-day timing as written; suggest no product." });
}
