import { CATEGORY_IDS, type CategoryId, getCategoryInfo } from "~/domain/categories";
import { deriveProductFacts, type ProductFacts } from "~/domain/catalogue/facts";
import { getProduct, getTopPicks, listProducts, toTopPick } from "~/.server/catalogue";
import type { Supplement } from "~/domain/catalogue/types";
import { CHAT_LIMITS, type PicksByCategory } from "~/domain/chat/context";
import { isStimulantIngredient } from "~/domain/chat/intent";
import { type ProductNameIndex, productNameIndex, productsNamedIn as namedIn } from "~/domain/chat/product-names";

/** The catalogue as the chat sees it: the only source of product facts in any answer. */

export { listProducts as allProducts };

export function productById(id: string): Supplement | undefined {
  return getProduct(id) ?? undefined;
}

/** The research's stimulant flag where it has one, else the ingredient rule of docs/product.md §4.4. */
export function isStim(product: Supplement): boolean {
  return product.stimulant ?? product.keyIngredients.some(isStimulantIngredient);
}

/**
 * The price per serving the chat compares, ranks and filters budgets by: the figure the product
 * pages show. Every price the chat uses goes through here, so its source changes in one place.
 */
export function servingPrice(product: Supplement): number | null {
  return product.pricePerServing;
}

/** The ten highest-scored products of a category, as the catalogue ranks them. */
export function rankedPicks(category: CategoryId): Supplement[] {
  return getTopPicks(category, CHAT_LIMITS.topPicks);
}

export function picksByCategory(picksFor: (category: CategoryId) => Supplement[]): PicksByCategory {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, picksFor(id).map(toTopPick)]));
}

export function categoryTitle(category: CategoryId): string {
  return getCategoryInfo(category)?.title ?? category;
}

let names: ProductNameIndex | null = null;

/** The catalogue's product names, brands and categories, for reading names out of text. */
export function catalogueNames(): ProductNameIndex {
  names ??= productNameIndex(listProducts().map(({ id, name, brand, category }) => ({ id, name, brand, category })));
  return names;
}

/** Catalogue products a message names, in the order it names them. */
export function productsNamedIn(message: string): Supplement[] {
  return namedIn(message, catalogueNames())
    .map((p) => productById(p.id))
    .filter((p): p is Supplement => p !== undefined);
}

const facts = new Map<string, ProductFacts>();

/** A product's filterable facts, derived from its label data. */
export function factsOf(product: Supplement): ProductFacts {
  let f = facts.get(product.id);
  if (!f) {
    f = deriveProductFacts(product);
    facts.set(product.id, f);
  }
  return f;
}
