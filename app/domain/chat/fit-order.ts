import type { Supplement } from "~/domain/catalogue/types";
import { stimulantOf } from "~/domain/safety/stimulant";
import type { Fit } from "./product-lines";
import type { Understanding } from "./understanding";

/*
 * The order picks are shown in when the person did not ask for an order: the lightest stimulant
 * load first. A first try, "clean", "nothing crazy" or no word at all should never open on the
 * strongest formula; "the strongest", "cheapest" or "least caffeine" are orders asked for and
 * are kept (select.ts byRanking). The load is read from the catalogue's label data only: the
 * caffeine per serving, then how many other stimulants the label lists beside it.
 */

/** Stimulants a label can list beside caffeine (they add to its load, none of them is caffeine by name). */
const OTHER_STIMULANTS = /\b(?:theacrine|teacrine|coffee ?berry|coffeeberry|paraxanthine|enfinity|dynamine|methylliberine|guarana|green tea|yerba mate|kola nut|guayusa|synephrine|bitter orange|higenamine|theobromine|cocoa extract|yohimbine|rauwolscine|hordenine|octopamine)\b/i;

function otherStimulants(p: Supplement): number {
  const lines = [...p.keyIngredients, ...p.detailedIngredients.map((i) => i.name)];
  return new Set(lines.filter((l) => OTHER_STIMULANTS.test(l)).map((l) => l.toLowerCase().match(OTHER_STIMULANTS)?.[0])).size;
}

/**
 * [unknown amount?, caffeine mg, other stimulants]: products with no stimulant known keep their
 * place at the front, stimulants follow by caffeine and then by what else stimulates, and a
 * stimulant of unknown caffeine comes last.
 */
function loadKey(p: Supplement): [number, number, number] {
  const s = stimulantOf(p);
  if (s.status !== "stimulant") return [0, 0, 0];
  if (s.caffeineMg !== null) return [0, s.caffeineMg, otherStimulants(p)];
  return [1, 0, otherStimulants(p)];
}

/**
 * The fits, lightest stimulant load first, when no order was asked for. Ties keep the order they
 * came in (the catalogue's ranking), so categories without stimulants are unchanged. With stim or
 * no stim not said, a pre-workout list is the lightest stimulant formulas with one stim-free
 * choice among the first three: "what pre do you have" asks about pre-workouts as most are made
 * (with caffeine), and the stim-free one shows there is a lighter way.
 */
export function lightestLoadFirst(fits: readonly Fit[], u: Pick<Understanding, "ranking">, stimSaid: boolean): Fit[] {
  if (u.ranking) return [...fits];
  const keyed = fits.map((f, i) => ({ f, i, k: loadKey(f.product) }));
  const ordered = keyed.sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2] || a.i - b.i).map((x) => x.f);
  const free = ordered.filter((f) => stimulantOf(f.product).status === "stim-free");
  const stims = ordered.filter((f) => stimulantOf(f.product).status === "stimulant");
  if (stimSaid || !free.length || !stims.length) return ordered;
  const rest = ordered.filter((f) => !stims.includes(f) && f !== free[0]);
  return [...stims.slice(0, 2), free[0], ...stims.slice(2), ...rest];
}
