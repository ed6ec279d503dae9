import type { DoseKind, Supplement } from "./types";

export type ProductSort = "score" | "price" | "dose";

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

type DoseSortable = Sortable & Pick<Supplement, "doses">;

/** What one effective dose of `kind` costs, or null when the product has no such measure or price. */
export function costPerDose(product: Pick<Supplement, "doses">, kind: DoseKind): number | null {
  return product.doses.find((d) => d.kind === kind)?.costPerDose ?? null;
}

/** Cheapest effective dose of `kind` first; products whose cost is not known last, in score order. */
export function byCostPerDose(kind: DoseKind) {
  return (a: DoseSortable, b: DoseSortable): number => {
    const [x, y] = [costPerDose(a, kind), costPerDose(b, kind)];
    if (x === null || y === null) return x === y ? byScore(a, b) : x === null ? 1 : -1;
    return x - y || byScore(a, b);
  };
}

/** `dose` sorts by the cost of one effective dose of `doseKind` (the category's measure). */
export function sortProducts<T extends DoseSortable>(products: readonly T[], sort: ProductSort, doseKind?: DoseKind): T[] {
  const compare = sort === "price" ? byPricePerServing : sort === "dose" && doseKind ? byCostPerDose(doseKind) : byScore;
  return [...products].sort(compare);
}

/**
 * The best values among `products` other than `excludeId`: cheapest effective dose of `kind`
 * first, then the rest by price per serving. Products with no observed price are not offered.
 */
export function orderByValue<T extends DoseSortable & Pick<Supplement, "id">>(products: readonly T[], kind: DoseKind, excludeId: string, limit = 3): T[] {
  return products
    .filter((p) => p.id !== excludeId && p.pricePerServing !== null)
    .sort((a, b) => {
      const [x, y] = [costPerDose(a, kind), costPerDose(b, kind)];
      if (x !== null && y !== null) return x - y || byScore(a, b);
      if (x !== null || y !== null) return x === null ? 1 : -1;
      return byPricePerServing(a, b);
    })
    .slice(0, limit);
}
