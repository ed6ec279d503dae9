import { CATEGORY_IDS, type CategoryId, getCategoryInfo } from "~/domain/categories";
import { listLabelProducts, type PricedCatalogue, toTopPick } from "~/.server/catalogue";
import type { LabelFacts, Supplement } from "~/domain/catalogue/types";
import { CHAT_LIMITS, type PicksByCategory } from "~/domain/chat/context";
import { isStimulantIngredient } from "~/domain/chat/intent";

/**
 * The catalogue as the chat sees it: the only source of product facts in any answer. Products
 * come from the priced catalogue (getPricedCatalogue, read once per request), so every price a
 * reply carries is one observed in D1.
 */

/** The research's stimulant flag where it has one, else the ingredient rule of docs/product.md §4.4. */
export function isStim(product: Pick<LabelFacts, "stimulant" | "keyIngredients">): boolean {
  return product.stimulant ?? product.keyIngredients.some(isStimulantIngredient);
}

/** The ten highest-scored products of a category, as the catalogue ranks them. */
export function rankedPicks(catalogue: PricedCatalogue, category: CategoryId): Supplement[] {
  return catalogue.getTopPicks(category, CHAT_LIMITS.topPicks);
}

export function picksByCategory(picksFor: (category: CategoryId) => Supplement[]): PicksByCategory {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, picksFor(id).map(toTopPick)]));
}

export function categoryTitle(category: CategoryId): string {
  return getCategoryInfo(category)?.title ?? category;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A product's name without its flavour or size in parentheses: "Klean Pre-Workout (Lemon Tea)" -> "klean pre workout". */
function baseName(product: LabelFacts): string {
  return normalize(product.name.replace(/\([^)]*\)/g, " "));
}

// Names and brands are label facts: indexed once per isolate, priced per request.
let brandIndex: Map<string, LabelFacts[]> | null = null;

function brands(): Map<string, LabelFacts[]> {
  if (!brandIndex) {
    brandIndex = new Map();
    for (const product of listLabelProducts()) {
      const key = normalize(product.brand);
      brandIndex.set(key, [...(brandIndex.get(key) ?? []), product]);
    }
  }
  return brandIndex;
}

/** Normalized names of every brand in the catalogue. */
export function catalogueBrandKeys(): string[] {
  return [...brands().keys()];
}

export function normalizeForMatch(text: string): string {
  return ` ${normalize(text)} `;
}

/**
 * Catalogue products the message names, by product name (without flavour) or by brand. A
 * product name beats its brand: "Thorne Advanced Pre-Workout" is one product, "Thorne" all of them.
 */
export function productsNamedIn(catalogue: PricedCatalogue, message: string): Supplement[] {
  const text = normalizeForMatch(message);
  const byName = listLabelProducts().filter((p) => {
    const name = baseName(p);
    return name.length > 3 && text.includes(` ${name} `);
  });
  const named = byName.length
    ? byName
    : [...brands()].filter(([brand]) => brand.length > 2 && text.includes(` ${brand} `)).flatMap(([, products]) => products);
  return named.map((p) => catalogue.getProduct(p.id)).filter((p): p is Supplement => p !== null);
}
