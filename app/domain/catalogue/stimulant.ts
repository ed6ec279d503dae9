/*
 * The one "is this a stimulant?" rule (docs/product.md §4.4): the research's flag where it has
 * one; otherwise a key ingredient naming caffeine, a stimulant or an energy blend makes it one;
 * otherwise it is unknown (never assumed stimulant-free).
 */

/** An ingredient counts as a stimulant when its text contains caffeine, stimulant or energy. */
export function isStimulantIngredient(ingredient: string): boolean {
  return /caffeine|stimulant|energy/i.test(ingredient);
}

/** true, false, or null when neither the research nor the label says. */
export function stimulantStatus(product: { stimulant: boolean | null; keyIngredients: readonly string[] }): boolean | null {
  return product.stimulant ?? (product.keyIngredients.some(isStimulantIngredient) ? true : null);
}
