import { nutrientOf } from "./ingredients";
import type { DetailedIngredient, Supplement } from "./types";

/*
 * Amounts per serving read from a product's ingredient table, for comparing with a sourced figure
 * (an upper limit, a per-dose figure). Approximate amounts and ranges ("~500-560 mg") are not
 * read: a comparison needs the number the label states.
 */

type Unit = "mg" | "mcg" | "g";

const TO_MG: Record<Unit, number> = { mg: 1, mcg: 0.001, g: 1000 };

function exact(amount: string | null): { value: number; unit: string } | null {
  const m = amount ? /^(\d[\d,]*(?:\.\d+)?) (mg|mcg|µg|g|IU)$/.exec(amount) : null;
  return m ? { value: Number(m[1].replace(/,/g, "")), unit: m[2] === "µg" ? "mcg" : m[2] } : null;
}

type NutrientId = "vitamin-d" | "vitamin-k" | "magnesium" | "zinc" | "sodium";

function ingredientsOf(product: Pick<Supplement, "detailedIngredients">, id: NutrientId): DetailedIngredient[] {
  return product.detailedIngredients.filter((i) => nutrientOf(i.name)?.id === id);
}

/** True when the label data lists the nutrient at all (with or without an amount). */
export function listsNutrient(product: Pick<Supplement, "detailedIngredients">, id: NutrientId): boolean {
  return ingredientsOf(product, id).length > 0;
}

/** Milligrams per serving of a mineral, summed over its lines; null when none has an exact amount. */
export function mineralMg(product: Pick<Supplement, "detailedIngredients">, id: "magnesium" | "zinc" | "sodium"): number | null {
  let total: number | null = null;
  for (const i of ingredientsOf(product, id)) {
    const a = exact(i.amount);
    if (a && a.unit !== "IU") total = (total ?? 0) + a.value * TO_MG[a.unit as Unit];
  }
  return total;
}

/** Vitamin D per serving in IU (1 mcg = 40 IU); null when no line has an exact amount. */
export function vitaminDIu(product: Pick<Supplement, "detailedIngredients">): number | null {
  let total: number | null = null;
  for (const i of ingredientsOf(product, "vitamin-d")) {
    const a = exact(i.amount);
    if (!a) continue;
    total = (total ?? 0) + (a.unit === "IU" ? a.value : a.unit === "mcg" ? a.value * 40 : a.unit === "mg" ? a.value * 40_000 : 0);
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
export function omega3Mg(product: Pick<Supplement, "detailedIngredients">): number | null {
  const mg = (pattern: RegExp) => {
    const line = product.detailedIngredients.find((i) => pattern.test(i.name));
    const a = exact(line?.amount ?? null);
    return a && a.unit !== "IU" ? a.value * TO_MG[a.unit as Unit] : null;
  };
  const total = mg(/^total omega-3\b/i);
  if (total !== null) return total;
  const epa = mg(/^epa\b/i);
  const dha = mg(/^dha\b/i);
  return epa === null && dha === null ? null : (epa ?? 0) + (dha ?? 0);
}
