import type { Constraint } from "./constraints";
import type { DoseKind, Supplement } from "./types";
import { type ScreenConstraints, screenItem, screenProducts } from "~/domain/safety/screen";
import { stimulantOf } from "~/domain/safety/stimulant";
import { orderByValue } from "./sort";

/*
 * The catalogue pages' lists, judged by the same product screen as the chat and the quiz: the
 * category page's stimulant filter and a product page's "best values".
 */

export type StimulantFilter = "all" | "stim" | "no-stim";

/** "No stimulants": the one stimulant rule as a constraint (no caffeine, no listed stimulant). */
const STIM_FREE: Constraint = { kind: "exclude", ingredient: "caffeine" };

/** The products of a list that the screen keeps for these constraints, in the list's order. */
export function filterProducts<P extends Supplement>(products: readonly P[], constraints: ScreenConstraints): P[] {
  return screenProducts(products.map(screenItem), constraints).kept.map((k) => k.product.product);
}

/**
 * The category page's stimulant filter, as ids: "no-stim" is what the screen keeps for "no
 * stimulants"; "stim" is every product the stimulant rule counts as one. A listing describes
 * every product, so the upper limits do not leave one out here.
 */
export function stimulantFilterIds(products: readonly Supplement[]): Record<Exclude<StimulantFilter, "all">, string[]> {
  return {
    stim: products.filter((p) => stimulantOf(p).status === "stimulant").map((p) => p.id),
    "no-stim": filterProducts(products, { constraints: [STIM_FREE], allowAboveLimit: true }).map((p) => p.id),
  };
}

/** What a product page's alternatives keep of the product itself: a stim-free product's are stim-free too. */
export function valueConstraints(product: Supplement): ScreenConstraints {
  return stimulantOf(product).status === "stim-free" ? { constraints: [STIM_FREE] } : {};
}

/** A product page's "best values": the products the screen keeps for `constraints`, by value (see orderByValue). */
export function bestValues<P extends Supplement>(products: readonly P[], kind: DoseKind, excludeId: string, constraints: ScreenConstraints, limit = 3): P[] {
  return orderByValue(filterProducts(products, constraints), kind, excludeId, limit);
}
