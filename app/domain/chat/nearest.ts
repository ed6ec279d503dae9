import { describeConstraint } from "~/domain/catalogue/constraints";
import { formatUsd } from "~/domain/catalogue/format";
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
type Constraint = Asked["constraints"][number];

export interface NearestFit {
  product: Supplement;
  meets: string[];
  misses: string[];
}

/**
 * A wish that can bend (a price, a caffeine ceiling, a form, sugar); a diet, an allergen or "no
 * caffeine" never does, so the nearest product always keeps those.
 */
const bends = (c: Constraint) => c.kind === "budget" || c.kind === "caffeineMax" || c.kind === "form";

/** The product that keeps every firm wish and the most of the others, with the ones it keeps and misses; null when none does. */
export function nearestFit(products: readonly Supplement[], u: Asked): NearestFit | null {
  const firm = { ...u, constraints: u.constraints.filter((c) => !bends(c)), avoid: u.avoid.filter((a) => a.ingredient !== "sugar") };
  const soft = [
    ...u.constraints.filter(bends).map((c) => ({ label: describeConstraint(c), price: c.kind === "budget", asked: { ...firm, constraints: [...firm.constraints, c] } })),
    ...u.avoid.filter((a) => a.ingredient === "sugar").map((a) => ({ label: `no ${a.ingredient}`, price: false, asked: { ...firm, avoid: [...firm.avoid, a] } })),
  ];
  const firmWords = [...firm.constraints.map(describeConstraint), ...firm.avoid.map((a) => `no ${a.ingredient}`)];
  // One wish alone is answered by what to look for instead; the nearest is for wishes said together.
  if (!soft.length || firmWords.length + soft.length < 2) return null;
  const keepsFirm = applyConstraints(products, firm).kept.map((f) => f.product);
  const keptBy = soft.map((w) => new Set(applyConstraints(keepsFirm, w.asked).kept.map((f) => f.product.id)));
  let best: NearestFit | null = null;
  for (const product of keepsFirm) {
    // A price we do not hold is no known miss: only a priced product can be said to cost more.
    if (product.pricePerServing === null && soft.some((w, i) => w.price && !keptBy[i].has(product.id))) continue;
    const meets = soft.filter((_, i) => keptBy[i].has(product.id)).map((w) => w.label);
    if (!best || meets.length > best.meets.length - firmWords.length) {
      best = { product, meets: [...firmWords, ...meets], misses: soft.filter((_, i) => !keptBy[i].has(product.id)).map((w) => w.label) };
    }
  }
  return best;
}

/** "The nearest is X: it fits vegan, but not $1.50 or less a serving." */
export function nearestLine(n: NearestFit): string {
  const fits = n.meets.length ? `it fits ${listJoin(n.meets)}, but not ${listJoin(n.misses)}` : `it misses ${listJoin(n.misses)}`;
  const price = n.product.pricePerServing === null ? "" : ` (${formatUsd(n.product.pricePerServing)} a serving)`;
  return `Nothing we list meets all of that at once. The nearest is **${n.product.name}** by ${n.product.brand}${price}: ${fits}, so it is only an option if you can bend on ${n.misses.length > 1 ? "those" : "that"}.`;
}
