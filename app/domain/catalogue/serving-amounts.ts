import type { UpperLimit } from "~/domain/safety/limits-table";
import { exactAmount, inMilligrams, IU_PER_MCG_VITAMIN_D } from "./amounts";
import { nutrientOf } from "./ingredients";
import type { DetailedIngredient, Supplement } from "./types";

/*
 * Amounts per serving read from a product's ingredient table, for comparing with a sourced figure
 * (an upper limit, a per-dose figure). Approximate amounts and ranges ("~500-560 mg") are not
 * read: a comparison needs the number the label states.
 */

type NutrientId = "vitamin-d" | "vitamin-k" | "magnesium" | "zinc" | "sodium";

/** The ingredient table's lines (DetailedIngredient, or parseKeyIngredients over label lines). */
type Amounts = { detailedIngredients: readonly Pick<DetailedIngredient, "name" | "amount">[] };

function ingredientsOf(product: Amounts, id: NutrientId): Pick<DetailedIngredient, "name" | "amount">[] {
  return product.detailedIngredients.filter((i) => nutrientOf(i.name)?.id === id);
}

/** True when the label data lists the nutrient at all (with or without an amount). */
export function listsNutrient(product: Amounts, id: NutrientId): boolean {
  return ingredientsOf(product, id).length > 0;
}

/** Milligrams per serving of a mineral, summed over its lines; null when none has an exact amount. */
export function mineralMg(product: Amounts, id: "magnesium" | "zinc" | "sodium"): number | null {
  let total: number | null = null;
  for (const i of ingredientsOf(product, id)) {
    const a = exactAmount(i.amount);
    const mg = a ? inMilligrams(a) : null;
    if (mg !== null) total = (total ?? 0) + mg;
  }
  return total;
}

/** Vitamin D per serving in IU (1 mcg = 40 IU); null when no line has an exact amount. */
export function vitaminDIu(product: Amounts): number | null {
  let total: number | null = null;
  for (const i of ingredientsOf(product, "vitamin-d")) {
    const a = exactAmount(i.amount);
    if (!a) continue;
    // Grams of vitamin D is no label's figure: counted as nothing, as an estimate is.
    total = (total ?? 0) + (a.unit === "IU" ? a.value : a.unit === "g" ? 0 : (inMilligrams(a) ?? 0) * 1000 * IU_PER_MCG_VITAMIN_D);
  }
  return total;
}

/** Grams of protein per serving as the label line states it ("21 g protein per serving", "Protein 11 g"). */
export function proteinGrams(product: Pick<Supplement, "keyIngredients">): number | null {
  for (const line of product.keyIngredients) {
    const m = /(\d+(?:\.\d+)?)\s*g protein\b/i.exec(line) ?? /^protein\s+(\d+(?:\.\d+)?)\s*g\b/i.exec(line);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Omega-3 per serving in mg: the label's total omega-3 where given, else EPA plus DHA. */
export function omega3Mg(product: Amounts): number | null {
  const mg = (pattern: RegExp) => {
    const line = product.detailedIngredients.find((i) => pattern.test(i.name));
    const a = exactAmount(line?.amount ?? null);
    return a ? inMilligrams(a) : null;
  };
  const total = mg(/^total omega-3\b/i);
  if (total !== null) return total;
  const epa = mg(/^epa\b/i);
  const dha = mg(/^dha\b/i);
  return epa === null && dha === null ? null : (epa ?? 0) + (dha ?? 0);
}

/** One serving's amount of an upper-limited nutrient, in the limit's unit; null when the label data gives none. */
export function upperLimitAmount(product: Amounts, limit: UpperLimit): number | null {
  return limit.id === "vitamin-d" ? vitaminDIu(product) : mineralMg(product, limit.id);
}
