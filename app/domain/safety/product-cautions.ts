import { parseKeyIngredients } from "~/domain/catalogue/ingredients";
import { upperLimitAmount } from "~/domain/catalogue/serving-amounts";
import type { Supplement } from "~/domain/catalogue/types";
import { UPPER_LIMITS, type UpperLimit } from "./limits-table";

/*
 * The cautions that travel with a product wherever CLEARED AI names it: interactions, upper
 * limits, allergens, stimulant load, and which version is the certified one. They come from the
 * catalogue research's cautions, plus an upper-limit check worked out from the label panel.
 * Notes about the research itself (a listing id, a price, a serving the sources disagree on)
 * stay on the product page.
 */

const SAFETY =
  /\bSSRI|serotonergic|upper limit|\bcontains\b|\ballergens?\b|\bmilk\b|\bsoy\b|\bfish\b|anticoagulant|warfarin|pregnan|thyroid|sedative|copper|huperzine|theacrine|stimulant load|incomplete protein|caffeine|only the .* (?:is|are) certified|\bnot (?:on our copy|listed)\b.*OPSS/i;
const RESEARCH_NOTE = /\blisting (?:is|found|names|matched|ids?)\b|\bflavou?r\b.*\blist|\bprice\b|\bSKUs?\b|retailer copy|out of stock|\bserving (?:size|sizes)\b|\bsources disagree\b|\blabel values\b|\bdatabase summary\b|\bpart of the label\b|not captured|\bformat\b/i;

/** A product's safety cautions, in the order the research lists them, then any upper limit it passes. */
export function productCautions(product: Pick<Supplement, "cautions" | "keyIngredients">): string[] {
  const cautions = product.cautions.filter((c) => SAFETY.test(c) && !(RESEARCH_NOTE.test(c) && !/\bonly the\b/i.test(c)));
  // A built catalogue product already carries its upper-limit cautions (the page shows them too).
  return [...cautions, ...upperLimitCautions(product).filter((c) => !cautions.includes(c))];
}

/**
 * The upper limits a product's label passes, worked out from the label panel: one serving above a
 * limit, or a label that allows more servings a day than the limit does. One rule for every surface:
 * the product page, the card and CLEARED AI all show these sentences.
 */
export function upperLimitCautions(product: Pick<Supplement, "cautions" | "keyIngredients">): string[] {
  const perServing = servingAmounts(product);
  const said = product.cautions.filter((c) => /upper limit/i.test(c));
  const out: string[] = [];
  for (const { limit, amount } of perServing) {
    if (amount <= limit.limit.amount) continue;
    const amountText = `${amount.toLocaleString("en-US")} ${limit.limit.unit}`;
    // The research may already say so, naming the nutrient or only its amount ("5,000 IU (125 mcg)
    // is above the 4,000 IU daily upper limit"); an upper limit of another nutrient does not count.
    const already = said.some((c) => c.toLowerCase().includes(limit.limit.nutrient.toLowerCase().split(" ")[0]) || c.includes(amountText));
    if (!already) out.push(`${amountText} of ${limit.limit.nutrient} a serving is above ${limit.text}; take it only on a clinician's advice.`);
  }
  // A label that allows several servings a day can pass a limit one serving keeps to.
  const range = product.cautions.map((c) => /label allows (\d+) to (\d+) (\w+) a day/i.exec(c)).find((m) => m !== null);
  if (range) {
    const most = Number(range[2]);
    for (const { limit, amount } of perServing) {
      if (amount === 0 || amount * most <= limit.limit.amount) continue;
      const safe = Math.floor(limit.limit.amount / amount);
      out.push(
        `The label allows up to ${most} ${range[3]} a day, but ${safe + 1} (${((safe + 1) * amount).toLocaleString("en-US")} ${limit.limit.unit}) pass ${limit.text}: stay at ${safe} or fewer unless a clinician advises more.`,
      );
    }
  }
  return out;
}

/** One serving's amount of each upper-limited nutrient the label data states, read by the one label parser. */
export function servingAmounts(product: Pick<Supplement, "keyIngredients">): Array<{ limit: UpperLimit; amount: number }> {
  const table = { detailedIngredients: parseKeyIngredients(product.keyIngredients) };
  return UPPER_LIMITS.flatMap((limit) => {
    const amount = upperLimitAmount(table, limit);
    return amount === null ? [] : [{ limit, amount }];
  });
}

/** The first adult upper limit one serving passes, with the amount; null when it keeps to every one. */
export function passedUpperLimit(product: Pick<Supplement, "keyIngredients">): { limit: UpperLimit; amount: number } | null {
  return servingAmounts(product).find((a) => a.amount > a.limit.limit.amount) ?? null;
}
