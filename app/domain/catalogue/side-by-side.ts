import { DOSE_KINDS, EFFECTIVE_DOSES } from "./doses";
import { nutrientOf } from "./ingredients";
import { costPerDose } from "./sort";
import type { DoseKind, Supplement } from "./types";
import { withoutParentheses } from "~/domain/text";

/*
 * Side by side (/compare?ids=a,b,c): 2 to 4 products of any category, their label amounts lined
 * up by ingredient. The same ingredient is written many ways ("Caffeine anhydrous", "Natural
 * caffeine (green coffee bean)", "Vitamin D3 (cholecalciferol)"), so rows are keyed by what the
 * ingredient is, not how the label spells it.
 */

export const MIN_SIDE_BY_SIDE = 2;
export const MAX_SIDE_BY_SIDE = 4;

/** "a,b" and "c" from ?ids=a,b&ids=c: trimmed, de-duplicated, in the order given. */
export function parseIdsParam(values: readonly string[]): string[] {
  const ids = values.flatMap((v) => v.split(",")).map((id) => id.trim().toLowerCase()).filter(Boolean);
  return [...new Set(ids)];
}

// Ingredients whose names vary on labels but mean one thing. Checked in order; first match wins.
const SAME_INGREDIENT: { key: string; name: string; pattern: RegExp }[] = [
  { key: "caffeine", name: "Caffeine", pattern: /^(?:natural )?caffeine\b/i },
  { key: "protein", name: "Protein", pattern: /^protein$|\bprotein\b.*\b(?:isolate|whey|blend)\b|\bwhey\b/i },
  { key: "creatine", name: "Creatine", pattern: /^creatine\b/i },
  { key: "beta-alanine", name: "Beta-alanine", pattern: /\bbeta[- ]alanine\b/i },
  { key: "citrulline", name: "L-Citrulline", pattern: /^(?:l-)?citrulline(?: malate)?$/i },
  { key: "betaine", name: "Betaine", pattern: /^betaine anhydrous$/i },
  { key: "taurine", name: "Taurine", pattern: /^taurine$/i },
  { key: "theanine", name: "L-Theanine", pattern: /^l-theanine$/i },
  { key: "tyrosine", name: "Tyrosine", pattern: /^(?:n-acetyl-)?l-tyrosine$/i },
  { key: "epa", name: "EPA", pattern: /^epa$/i },
  { key: "dha", name: "DHA", pattern: /^dha$/i },
  { key: "omega-3", name: "Total omega-3", pattern: /^total omega-3$/i },
  { key: "melatonin", name: "Melatonin", pattern: /^melatonin$/i },
  { key: "alpha-gpc", name: "Alpha-GPC", pattern: /^alpha-gpc$/i },
  { key: "gaba", name: "GABA", pattern: /^gaba$/i },
  { key: "5-htp", name: "5-HTP", pattern: /^5-htp\b/i },
];

function capitalised(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The row an ingredient belongs to: its key and the name the row shows. */
export function ingredientRow(name: string): { key: string; name: string } {
  const known = SAME_INGREDIENT.find((i) => i.pattern.test(name.trim()));
  if (known) return { key: known.key, name: known.name };
  const nutrient = nutrientOf(name);
  if (nutrient) {
    // "vitamin-b12" -> "Vitamin B12", "pantothenic-acid" -> "Pantothenic acid".
    const [first, ...rest] = nutrient.id.split("-");
    return { key: nutrient.id, name: first === "vitamin" ? `Vitamin ${rest.join("").toUpperCase()}` : capitalised([first, ...rest].join(" ")) };
  }
  const plain = withoutParentheses(name);
  return { key: plain.toLowerCase(), name: plain };
}

export interface IngredientRow {
  key: string;
  name: string;
  /** One cell per product, in the products' order: the label amount(s), or null when not listed. */
  amounts: (string | null)[];
}

/**
 * Every ingredient with an amount in any of the products, one row each, amounts aligned under
 * their product. Rows shared by more products come first, then in label order.
 */
export function alignIngredients(products: readonly Pick<Supplement, "detailedIngredients">[]): IngredientRow[] {
  const rows = new Map<string, IngredientRow & { order: number }>();
  products.forEach((product, column) => {
    product.detailedIngredients.forEach((ingredient, position) => {
      if (!ingredient.amount) return;
      const { key, name } = ingredientRow(ingredient.name);
      const row = rows.get(key) ?? { key, name, amounts: products.map(() => null), order: column * 100 + position };
      const amount = ingredient.note && /^\(/.test(ingredient.note) ? `${ingredient.amount} ${ingredient.note}` : ingredient.amount;
      row.amounts[column] = row.amounts[column] ? `${row.amounts[column]}; ${amount}` : amount;
      rows.set(key, row);
    });
  });
  const shared = (r: IngredientRow) => r.amounts.filter((a) => a !== null).length;
  return [...rows.values()].sort((a, b) => shared(b) - shared(a) || a.order - b.order).map(({ order: _order, ...row }) => row);
}

export interface DoseRow {
  kind: DoseKind;
  label: string;
  /** Per product: the cost text, why it is not known, or null when the measure does not apply. */
  cells: ({ cost: string; perServing: string } | { cost: null; reason: string } | null)[];
  /** The column with the lowest known cost, when at least two are known. */
  best: number | null;
}

/** Cost per effective dose, one row per measure that applies to any of the products. */
export function doseRows(products: readonly Pick<Supplement, "doses">[]): DoseRow[] {
  return DOSE_KINDS.flatMap((kind) => {
    const cells = products.map((p) => {
      const dose = p.doses.find((d) => d.kind === kind);
      if (!dose) return null;
      return dose.costPerDoseText ? { cost: dose.costPerDoseText, perServing: dose.perServingText ?? "" } : { cost: null, reason: dose.reason ?? "Not known." };
    });
    if (cells.every((c) => c === null)) return [];
    const costs = products.map((p) => costPerDose(p, kind));
    const known = costs.filter((c): c is number => c !== null);
    const best = known.length >= 2 ? costs.indexOf(Math.min(...known)) : null;
    return [{ kind, label: `Cost per ${EFFECTIVE_DOSES[kind].label}`, cells, best }];
  });
}
