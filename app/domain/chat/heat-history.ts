/*
 * A heat illness told as past ("had heat exhaustion last summer", "went down for heat last year"):
 * read by the understanding step, which must not carry it as an episode happening now, and by the
 * heat answer (./heat-again.ts), which tells the person to let the medical team know. Kept apart
 * from the answer so the understanding step imports no answer code.
 */

/** A heat illness in the past: "had heat exhaustion last summer", "went down for heat last year", "heat casualty". */
const PAST_HEAT_ILLNESS =
  /\b(?:had|got|suffered|history of|previous|prior)\b[^.?!]{0,15}\b(?:heat (?:exhaustion|stroke|injur\w*|illness|casualty)|heat cramps)\b|\b(?:went down|dropped|fell out)\b[^.?!]{0,10}\b(?:for|from|with|in|due to) (?:the )?heat\b|\bheat casualty\b/;
const WHEN_PAST = /\b(?:last (?:year|summer|time|rotation|month|week)|ago|in (?:basic|boot|bct|ait|the past)|once|history of|previous|prior|back in)\b/;
/** A heat illness told as past ("went down for heat last year"): history for the medical team, not an episode to carry into the next turn. */
export const pastHeatIllnessTold = (normalized: string) => PAST_HEAT_ILLNESS.test(normalized) && WHEN_PAST.test(normalized);

