import type { Supplement } from "~/domain/catalogue/types";
import type { Draft } from "./draft";
import { GUIDE_CREATINE } from "./sources";

/*
 * "How many a day?", "how much do I take?" about a product just named: its catalogue card holds
 * the serving, so the answer opens with it instead of "stay within the label" alone or "we hold
 * no source". A card without a serving says so and points to the label; creatine, whose daily
 * amount our creatine guide gives, gets that amount.
 */

/** One line per product asked about: the serving on its card, or that the label holds it. */
function servingOf(p: Supplement): string {
  const perContainer = p.servingsPerContainer ? `, ${p.servingsPerContainer} servings to a container` : "";
  if (p.servingSize) return `One serving of **${p.name}** is ${p.servingSize}, per its label data${perContainer}.`;
  return `We hold no serving size for **${p.name}**: its label gives it.`;
}

/** The serving of each product asked about, said first; creatine's daily amount from our guide beside one that holds it. */
export function servingFromCard(focus: readonly Supplement[], d: Draft): void {
  for (const p of focus.slice(0, 2)) d.caution(servingOf(p));
  if (focus.some((p) => /creatine/i.test(p.keyIngredients.join(" ")))) d.caution("Creatine's everyday amount is 3 to 5 g a day, every day, with loading optional (from our creatine guide).", GUIDE_CREATINE);
}
