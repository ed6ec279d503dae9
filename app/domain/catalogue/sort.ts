import type { Supplement } from "./types";

export type ProductSort = "score" | "price";
export type StimulantFilter = "all" | "stim" | "no-stim";

type Sortable = Pick<Supplement, "name" | "rating" | "pricePerServing">;

/** Highest CLEARED score first; ties go to the cheaper serving, then the name. */
export function byScore(a: Sortable, b: Sortable): number {
  return b.rating - a.rating || (a.pricePerServing ?? Infinity) - (b.pricePerServing ?? Infinity) || a.name.localeCompare(b.name);
}

/** Cheapest serving first; unknown prices last, in score order. */
export function byPricePerServing(a: Sortable, b: Sortable): number {
  if (a.pricePerServing === null || b.pricePerServing === null) {
    return a.pricePerServing === b.pricePerServing ? byScore(a, b) : a.pricePerServing === null ? 1 : -1;
  }
  return a.pricePerServing - b.pricePerServing || byScore(a, b);
}

export function sortProducts<T extends Sortable>(products: readonly T[], sort: ProductSort): T[] {
  return [...products].sort(sort === "price" ? byPricePerServing : byScore);
}

export function matchesStimulantFilter(product: Pick<Supplement, "stimulant">, filter: StimulantFilter): boolean {
  if (filter === "all") return true;
  return filter === "stim" ? product.stimulant === true : product.stimulant === false;
}
