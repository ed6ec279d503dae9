import type { Supplement } from "~/domain/catalogue/types";

/*
 * "Cheapest" is a claim about every product compared, and we hold a price for only some of them.
 * A price claim is made only of the products we hold a price for, and says how many we do not:
 * "the cheapest of the 1 we hold a price for" is honest where "the cheapest" is not.
 * docs/decisions/0108-picks-fit-what-was-asked.md
 */

/** How many of `products` we hold a price per serving for, and how many we do not. */
export function priceCoverage(products: readonly Supplement[]): { priced: number; unknown: number } {
  const priced = products.filter((p) => p.pricePerServing !== null).length;
  return { priced, unknown: products.length - priced };
}

/**
 * What a "cheapest" claim rests on, said before the pick (`basis`), and the words that lead into
 * the one picked (`lead`): null when every price is known (or none is, which is said elsewhere).
 * `of(n)` names the products compared ("our 10 certified **Hydration** picks").
 */
export function cheapestBasis(products: readonly Supplement[], of: (n: number) => string): { basis: string; lead: string } | null {
  const { priced, unknown } = priceCoverage(products);
  if (!unknown || !priced) return null;
  const rest = unknown === 1 ? "the other one has no price on record and may cost less" : `the other ${unknown} have no price on record, and any of them may cost less`;
  return {
    basis: `We hold a price for ${priced === 1 ? "only 1" : priced} of ${of(products.length)}, so this is the cheapest only of what we can price: ${rest}; check the seller's current price.`,
    lead: priced === 1 ? "The one we hold a price for:" : `The cheapest of the ${priced} we price:`,
  };
}
