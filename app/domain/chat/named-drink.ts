import { LIMITS } from "~/domain/safety/limits-table";
import type { Draft } from "./draft";
import { ENERGY_DRINK_BRAND, ENERGY_DRINK_YARDSTICK } from "./energy-drink-questions";
import { ENERGY_DRINK_SOURCE, HPRC_ENERGY_DRINKS } from "./sources";
import type { Understanding } from "./understand";
import { listJoin } from "~/domain/text";

/*
 * "How much caffeine is in a Bang?", "Sugar Free Red Bull or Monster Zero, which has more?":
 * a question about a drink we hold no label for. The answer comes first and says plainly what we
 * can say: the can's own caffeine line is the figure, with HPRC's range as the yardstick (about
 * 80 to 120 mg per 8 oz serving of a popular energy drink, a can often more than one serving,
 * whole cans from 50 to 505 mg), and "sugar free" or "zero" names the sugar, not the caffeine.
 * The brand words are a name, never a wish (./reversed.ts); the figures are from the HPRC pages
 * our energy-drink guide cites.
 */

const BRAND_WORD = "(?:sugar[- ]?free|zero(?: sugar)?|ultra|lite|light|diet|original|og)";
const NAMED = new RegExp(String.raw`\b(?:${BRAND_WORD}\s+)*${ENERGY_DRINK_BRAND}(?:\s+${BRAND_WORD})*s?\b`, "g");

/** A question of how much caffeine a drink holds, or which holds more. */
const CAFFEINE_ASKED =
  /\bhow much (?:caffeine|caff|stim)\b|\bhow many (?:mg|milligrams)\b|\b(?:more|less|most|least|the same) (?:caffeine|caff)\b|\bcaffeine (?:content|amount|count)\b|\bhow (?:strong|much kick)\b|\bwhat'?s the caffeine\b|\bhow much is in (?:a|an|one)\b|\b(?:bad|ok|okay|fine|safe|too much)\s+(?:before|for|with|on|to drink)\b/;

const title = (name: string) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bC4\b/i, "C4");

/** The drinks named, as the person wrote them ("Sugar Free Red Bull", "Monster Zero"), when they ask how much caffeine is in them. */
function drinksAskedAbout(lower: string): string[] {
  if (!CAFFEINE_ASKED.test(lower)) return [];
  return [...new Set([...lower.matchAll(NAMED)].map((m) => title(m[0].trim().replace(/s$/, ""))))];
}


/** What we can say about the caffeine in drinks we hold no label for. */
function namedDrinkLine(names: readonly string[]): string {
  const which = names.length > 1 ? `, so I can't tell you which has more from our data:` : ":";
  const zero = names.some((n) => /free|zero|diet|lite|light/i.test(n)) ? ` "Sugar free" and "zero" name the sugar, not the caffeine.` : "";
  return `We hold no label for ${listJoin(names, "or")}${which} the figure to go by is the caffeine line on its label, and check how many servings the can or scoop holds. ${ENERGY_DRINK_YARDSTICK}${zero} Count it toward up to ${LIMITS.caffeinePerDose.amount} mg at a time and ${LIMITS.caffeinePerDay.amount} mg a day, pre-workout included.`;
}

const NAMED_DRINK_SOURCES = [HPRC_ENERGY_DRINKS, ENERGY_DRINK_SOURCE, LIMITS.caffeinePerDose.source, LIMITS.caffeinePerDay.source];

/** Asks for a product as well ("what pre would be better"): the line leads, the picks follow. */
const WANTS_PICKS = /\b(?:what|which|any|recommend|suggest|better|instead|alternative|swap|replace)\b[^.?!]*\b(?:pre-?workouts?|pres?|products?|supplements?|options?|one)\b|\bbetter\b/;

/** The line that leads when picks follow ("is Sugar Free Red Bull bad before a ruck? what pre would be better"). */
export function namedDrinkNote(u: Understanding, d: Draft): void {
  const lower = u.message.toLowerCase();
  const names = drinksAskedAbout(lower);
  if (names.length && WANTS_PICKS.test(lower)) d.caution(namedDrinkLine(names), ...NAMED_DRINK_SOURCES);
}
