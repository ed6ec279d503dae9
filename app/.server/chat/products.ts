import { registerDerivedData } from "~/.server/derived-data";
import { CATEGORY_IDS, type CategoryId, getCategoryInfo } from "~/domain/categories";
import { deriveProductFacts, type LabelData, type ProductFacts } from "~/domain/catalogue/facts";
import { listLabelProducts, type PricedCatalogue, toTopPick } from "~/.server/catalogue";
import type { LabelFacts, LabelProduct, Supplement } from "~/domain/catalogue/types";
import { CHAT_LIMITS, type PicksByCategory } from "~/domain/chat/context";
import { stimulantStatus } from "~/domain/catalogue/stimulant";
import { type ProductNameIndex, productNameIndex } from "~/domain/chat/product-names";

/**
 * The catalogue as the chat sees it: the only source of product facts in any answer. Label
 * facts (names, ingredients, allergens) need no database; products an answer names come from
 * the priced catalogue (getPricedCatalogue, read once per request), so every price a reply
 * carries is one observed in D1.
 */

/** Every product's label facts, without prices: for what an answer says about labels in general. */
export function allLabelProducts(): LabelProduct[] {
  return listLabelProducts();
}

export function productById(catalogue: PricedCatalogue, id: string): Supplement | undefined {
  return catalogue.getProduct(id) ?? undefined;
}

/** A stimulant by the one rule (domain/catalogue/stimulant.ts); unknown counts as not one here. */
export function isStim(product: Pick<LabelFacts, "stimulant" | "keyIngredients">): boolean {
  return stimulantStatus(product) === true;
}

/**
 * The price per serving the chat compares, ranks and filters budgets by: the figure the product
 * pages show, from the current D1 offers. Every price the chat uses goes through here.
 */
export function servingPrice(product: Supplement): number | null {
  return product.pricePerServing;
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

let names: ProductNameIndex | null = null;

/** The catalogue's product names, brands and categories, for reading names out of text. */
export function catalogueNames(): ProductNameIndex {
  names ??= productNameIndex(listLabelProducts().map(({ id, name, brand, category }) => ({ id, name, brand, category })));
  return names;
}

const facts = new Map<string, ProductFacts>();
registerDerivedData(() => {
  names = null;
  facts.clear();
});

/** A product's filterable facts, derived from its label data. */
export function factsOf(product: LabelData): ProductFacts {
  let f = facts.get(product.id);
  if (!f) {
    f = deriveProductFacts(product);
    facts.set(product.id, f);
  }
  return f;
}
