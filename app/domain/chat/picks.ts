import type { CategoryId } from "~/domain/categories";
import { type Catalogue, isRecommendable } from "~/domain/catalogue/queries";
import type { Supplement } from "~/domain/catalogue/types";
import { CHAT_LIMITS } from "./context";

/** The ten highest-scored products of a category, as the catalogue ranks them. */
export function rankedPicks(catalogue: Catalogue, category: CategoryId): Supplement[] {
  return catalogue.getTopPicks(category, CHAT_LIMITS.topPicks);
}

/**
 * A category's picks: the snapshot's ids re-read from the catalogue (ids that no longer exist,
 * or are no longer recommendable, are dropped), or the catalogue's own ranking when the snapshot has none.
 */
export function picksSource(snapshot: { picks: Partial<Record<CategoryId, string[]>> } | null, catalogue: Catalogue): (category: CategoryId) => Supplement[] {
  const cache = new Map<CategoryId, Supplement[]>();
  return (category) => {
    let picks = cache.get(category);
    if (!picks) {
      const ids = snapshot?.picks[category];
      // A product flagged or withdrawn since the snapshot was taken is dropped like a missing one.
      const fromSnapshot = ids?.map((id) => catalogue.getProduct(id)).filter((p): p is Supplement => p?.category === category && isRecommendable(p)) ?? [];
      picks = fromSnapshot.length ? fromSnapshot : rankedPicks(catalogue, category);
      cache.set(category, picks);
    }
    return picks;
  };
}
