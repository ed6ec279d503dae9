import { describeConstraint } from "~/domain/catalogue/constraints";
import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import { applyConstraints } from "./select";
import type { Understanding } from "./understand";

/*
 * When no product keeps every wish at once ("vegan, low carb and cheap"), the person is told
 * which product comes nearest and which wish it misses, rather than a wish being dropped in
 * silence. Each wish is screened on its own, with the conditions and duties always applied.
 */

type Asked = Pick<Understanding, "constraints" | "conditions" | "duties" | "avoid">;

export interface NearestFit {
  product: Supplement;
  meets: string[];
  misses: string[];
}

/** The product that keeps the most of two or more wishes, with the ones it keeps and misses; null when none keeps any. */
export function nearestFit(products: readonly Supplement[], u: Asked): NearestFit | null {
  const wishes = [
    ...u.constraints.map((c) => ({ label: describeConstraint(c), asked: { ...u, constraints: [c], avoid: [] } })),
    ...u.avoid.map((a) => ({ label: `no ${a.ingredient}`, asked: { ...u, constraints: [], avoid: [a] } })),
  ];
  if (wishes.length < 2) return null;
  const keptBy = wishes.map((w) => new Set(applyConstraints(products, w.asked).kept.map((f) => f.product.id)));
  let best: NearestFit | null = null;
  for (const product of products) {
    const meets = wishes.filter((_, i) => keptBy[i].has(product.id)).map((w) => w.label);
    if (meets.length && (!best || meets.length > best.meets.length)) best = { product, meets, misses: wishes.filter((_, i) => !keptBy[i].has(product.id)).map((w) => w.label) };
  }
  return best;
}

/** "The nearest is X: it is no sugar, but not vegan." */
export function nearestLine(n: NearestFit): string {
  return `Nothing we list meets all of that at once. The nearest is **${n.product.name}** by ${n.product.brand}: it fits ${listJoin(n.meets)}, but not ${listJoin(n.misses)}, so it is only an option if you can bend on ${n.misses.length > 1 ? "those" : "that"}.`;
}
