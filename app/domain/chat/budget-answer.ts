import type { CategoryId } from "~/domain/categories";
import type { Constraint } from "~/domain/catalogue/constraints";
import { formatUsd } from "~/domain/catalogue/format";
import { GUIDES, guidePath } from "~/domain/guides";
import { listJoin } from "~/domain/text";
import type { Supplement } from "~/domain/catalogue/types";
import type { Filtered } from "./select";
import { periodBudget } from "./stated";

/*
 * A budget said per month, week or day, when nothing certified fits it: what it leaves for one
 * serving a day, the lowest price we hold instead, and the cheaper route (food first, for
 * protein, as our protein guide advises). A budget is never answered by a label to look for:
 * labels do not show prices.
 */

const PERIOD_WORD = { month: "a month", week: "a week", day: "a day" } as const;

/**
 * The sentence saying what a period budget leaves per serving, or "" for a budget said per
 * serving; the `kinds` of product asked together share it (the per-serving figure is the one the
 * picks were held to, from `constraints`).
 */
export function budgetConversion(normalized: string, constraints: readonly Constraint[], kinds: readonly string[] = []): string {
  const b = periodBudget(normalized);
  const held = constraints.find((c) => c.kind === "budget");
  if (!b || b.period === "day" || !held || held.kind !== "budget") return "";
  const each = kinds.length > 1 ? `shared between ${listJoin(kinds)} at one serving a day of each` : "at one serving a day";
  return `${formatUsd(b.amount)} ${PERIOD_WORD[b.period]} is about ${formatUsd(b.perServing)} a day, so ${each}, each serving has to cost ${formatUsd(held.maxPerServing)} or less.`;
}

/** What to do instead when a budget leaves nothing: the lowest price we hold, the unpriced ones to check, and food first for protein. */
export function budgetAlternative(category: CategoryId, leftOut: Filtered["leftOut"]): string {
  const priced = leftOut.map((f) => f.product.pricePerServing).filter((p): p is number => p !== null);
  const unpriced = leftOut.filter((f) => f.product.pricePerServing === null).length;
  const lines: string[] = [];
  if (priced.length) {
    const lowest = Math.min(...priced);
    lines.push(`The lowest price we hold in this list is ${formatUsd(lowest)} a serving, about ${formatUsd(lowest * 30)} a month at one serving a day.`);
  }
  if (unpriced) lines.push(`For the ${unpriced} we hold no price for, check the seller's current price: one may still fit.`);
  if (category === "protein-recovery")
    lines.push(`On a tight budget, food is the cheaper route: our guide says to get protein from food first and use a certified powder when food is not practical ([${GUIDES.protein.title}](${guidePath(GUIDES.protein)})).`);
  return lines.join(" ");
}

/** Money for one purchase ("got $20"): which picks we hold a container price for fit it, and which cost more. */
export function purchaseBudgetLine(picks: readonly Supplement[], amount: number): string {
  const priced = picks.filter((p) => p.price !== null);
  if (!priced.length) return "";
  const container = (p: Supplement) => `**${p.name}** is ${formatUsd(p.price ?? 0)}${p.servingsPerContainer ? ` for ${p.servingsPerContainer} servings` : ""}`;
  const fits = priced.filter((p) => (p.price ?? Infinity) <= amount);
  const over = priced.filter((p) => (p.price ?? 0) > amount);
  const said = fits.length
    ? `With ${formatUsd(amount)} to spend, ${listJoin(fits.map(container))}, within it${over.length ? `; ${listJoin(over.map(container))}, over it` : ""}.`
    : `With ${formatUsd(amount)} to spend, none of the picks we hold a price for fits: ${listJoin(over.map(container))}.`;
  return `${said} Prices change: check the seller's current price before you buy.`;
}
