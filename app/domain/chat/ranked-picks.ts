import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { noneLeft } from "./blocks";
import type { Draft, EngineInput } from "./draft";
import { pickList } from "./product-lines";
import { cheapestBasis } from "./price-claims";
import { applyConstraints, byRanking, categoryFits } from "./select";
import type { Understanding } from "./understanding";

/*
 * "Which of those is cheapest?" after picks: the earlier picks ranked, every constraint kept.
 * When none of them has the value asked about (no price on record, no caffeine figure), that is
 * said plainly: the first of them is not "the cheapest" because nothing is known.
 */

/** The value a ranking reads, or null when the data holds none. */
function rankedValue(p: Supplement, ranking: Understanding["ranking"]): number | null {
  if (ranking === "price") return p.pricePerServing;
  if (ranking === "caffeine-low" || ranking === "caffeine-high") return p.caffeineMg;
  return 0;
}

/** The top of `focus` by the ranking asked for, drafted into `d`. */
export function rankedAmong(focus: readonly Supplement[], u: Understanding, d: Draft, category: CategoryId | null, picksFor: EngineInput["picksFor"]): void {
  const filtered = applyConstraints(focus, u);
  const ranked = byRanking(filtered.kept, u);
  if (!ranked.length) {
    if (category) noneLeft(category, filtered, u, d);
    return;
  }
  // Unknown values sort last, so an unknown first value means none is known. The picks are the
  // ones just shown: they are not listed again, as a list would read as an answer.
  if (rankedValue(ranked[0].product, u.ranking) === null) {
    const those = ranked.length > 1 ? "any of those" : "that one";
    if (u.ranking !== "price") {
      d.add(`Our label data gives no caffeine figure for ${those}, so I can't rank them by it: check each label's Supplement Facts panel.`);
      return;
    }
    // The cheapest product we do hold a price for, among those that fit the same wishes.
    const priced = category ? byRanking(categoryFits(category, u, picksFor).kept, u).find((f) => f.product.pricePerServing !== null) : undefined;
    d.add(`We hold no price for ${those} yet, so I can't tell you which is cheapest: check each seller's current price and divide it by the servings in the container.`);
    if (priced) {
      d.add("Of the certified picks that fit the same wishes, the cheapest per serving we hold a price for is:", pickList([priced], d));
      d.name(priced.product);
    }
    return;
  }
  const word = u.ranking === "price" ? "cheapest per serving" : u.ranking === "caffeine-low" ? "lowest in caffeine" : "strongest";
  // Cheapest only of the prices we hold, with how many of those shown we do not (./price-claims.ts).
  const basis = u.ranking === "price" ? cheapestBasis(ranked.map((f) => f.product), (n) => `the ${n} picks just shown`) : null;
  d.add(basis ? `${basis.basis} ${basis.lead}` : `Of those, the ${word} is:`, pickList(ranked.slice(0, 1), d));
  d.name(ranked[0].product);
}
