import { listJoin } from "~/domain/text";
import type { Fit } from "./product-lines";
import type { Understanding } from "./understand";

/*
 * A low-carbohydrate diet ("keto", "low carb", "carnivore") asks about carbohydrate, and our
 * label data holds a carbohydrate or sugar figure for few products: a pick that "fits no sugar"
 * only names none in the ingredients we hold. Said plainly, per pick, when no figure is held.
 */

export const LOW_CARB = /\bketo\w*|\blow[- ]?carbs?\b|\bno[- ]carbs?\b|\bzero[- ]carbs?\b|\bcarnivore\b|\batkins\b|\bcut(?:ting)? (?:out )?carbs\b|\bcounting carbs\b/;
const CARB_FIGURE = /\d[^,;]*\b(?:carb\w*|sugars?|kcal)\b|\b(?:carb\w*|sugars?)\b[^,;]*\d/i;

/** The line that says which picks have no carbohydrate figure in our label data, or null when none is needed. */
export function carbFigureLine(u: Pick<Understanding, "avoid" | "normalized">, kept: readonly Fit[]): string | null {
  if (!u.avoid.some((a) => a.ingredient === "sugar") || !(LOW_CARB.test(u.normalized) || /\bcarbs?\b|\bcarbohydrates?\b/.test(u.normalized))) return null;
  const shown = kept.slice(0, 3);
  const without = shown.filter((f) => !CARB_FIGURE.test(f.product.keyIngredients.join(", ")));
  if (without.length === 0) return null;
  const names = without.map((f) => `**${f.product.name}**`);
  return `For keto or low carb: the label data we hold gives no carbohydrate figure for ${listJoin(names)}, so "no sugar" below only means none is named in the ingredients we hold. Check total carbohydrate and sugars on the Supplement or Nutrition Facts panel before you buy.`;
}
