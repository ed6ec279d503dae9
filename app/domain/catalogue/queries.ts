import { CATEGORIES, isCategoryId, type CategoryId } from "~/domain/categories";
import type { CertificationWithdrawalFact } from "~/domain/safety/alerts";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { ObservedOffer } from "~/domain/prices/offers";
import { buildLabelProducts, priceProducts } from "./build";
import type { RecordedRetailPage } from "./variants";
import { catalogueCheck, type CatalogueCheckResult } from "./check";
import { byScore } from "./sort";
import type { CategorySummary, CategoryWithProducts, LabelFacts, LabelProduct, ResearchProduct, Supplement } from "./types";
import { isStimulant } from "~/domain/safety/stimulant";
import { withoutParentheses } from "~/domain/text";

/*
 * The catalogue's queries over the records and prices they are given: the pages, the JSON API
 * and the chat share them through app/.server/catalogue.ts, which builds the label facts once per
 * isolate and prices them from D1 (getPricedCatalogue). Nothing here reads a file or a binding.
 */

/** The priced catalogue: what every page, the JSON API and the chat read products from. */
export interface Catalogue {
  /** Every category with its product count (the home page shows those with products). */
  listCategories(): CategorySummary[];
  /** A category with its products, highest CLEARED score first; null for an unknown id. */
  getCategory(id: string): CategoryWithProducts | null;
  getProduct(id: string): Supplement | null;
  listProducts(): Supplement[];
  /** The category's `limit` best products by CLEARED score. */
  getTopPicks(categoryId: CategoryId, limit?: number): Supplement[];
  /** The words of every product's ingredient lines, as the labels name them ("vitamin e", "fish oil concentrate"). */
  ingredientNames(): readonly string[];
}

function categorySummaries(byCategory: ReadonlyMap<CategoryId, readonly unknown[]>): CategorySummary[] {
  return CATEGORIES.map((c) => ({ ...c, productCount: byCategory.get(c.id)?.length ?? 0 }));
}

function groupByCategory<T extends { category: CategoryId }>(products: readonly T[]): Map<CategoryId, T[]> {
  const byCategory = new Map<CategoryId, T[]>(CATEGORIES.map((c) => [c.id, []]));
  for (const p of products) byCategory.get(p.category)?.push(p);
  return byCategory;
}

/**
 * The catalogue priced from the current offers (one row per product, variant and retailer) and
 * the recorded retail pages: the pure core of getPricedCatalogue (app/.server/catalogue.ts),
 * which reads both from D1.
 */
export function createPricedCatalogue(
  labels: readonly LabelProduct[],
  offers: readonly ObservedOffer[],
  pages: readonly RecordedRetailPage[],
  now: number,
): Catalogue {
  const byProduct = new Map<string, ObservedOffer[]>();
  for (const offer of offers) byProduct.set(offer.productId, [...(byProduct.get(offer.productId) ?? []), offer]);
  return indexCatalogue(priceProducts(labels, byProduct, new Map(pages.map((p) => [`${p.productId}/${p.variantId}`, p])), now));
}

/**
 * A product whose label names a listed ingredient, or whose certification was withdrawn, is
 * still shown (marked) but never a pick: not by the chat, the quiz or a page's top list.
 */
export function isRecommendable(p: Pick<LabelFacts, "prohibitedHits" | "certificationWithdrawn">): boolean {
  return p.prohibitedHits.length === 0 && p.certificationWithdrawn === null;
}

/** Indexes priced products (see build.ts, priceProducts) for the queries above. */
export function indexCatalogue(products: readonly Supplement[]): Catalogue {
  const byId = new Map(products.map((p) => [p.id, p]));
  const names = ingredientNamesOf(products);
  const byCategory = groupByCategory(products);
  for (const list of byCategory.values()) list.sort(byScore);
  return {
    listCategories: () => categorySummaries(byCategory),
    getCategory(id) {
      if (!isCategoryId(id)) return null;
      const info = CATEGORIES.find((c) => c.id === id);
      return info ? { ...info, supplements: [...(byCategory.get(id) ?? [])] } : null;
    },
    getProduct: (id) => byId.get(id) ?? null,
    listProducts: () => [...products],
    getTopPicks: (categoryId, limit = 10) => (byCategory.get(categoryId) ?? []).filter(isRecommendable).slice(0, limit),
    ingredientNames: () => names,
  };
}

/** Each ingredient name of the labels once, in lower case without its parenthesised note; a name under three letters says too little to be asked about. */
function ingredientNamesOf(products: readonly Supplement[]): string[] {
  const names = products.flatMap((p) => [...p.detailedIngredients.map((i) => i.name), ...p.keyIngredients.map((k) => k.replace(/\s*[-:]?\s*\d.*$/, ""))]);
  return [...new Set(names.map((n) => withoutParentheses(n).toLowerCase().trim()).filter((n) => n.length >= 3))];
}

/** The label facts of every product: what needs no price (links, label, certifications, the check). */
export interface LabelCatalogue {
  listCategories(): CategorySummary[];
  listLabelProducts(): LabelProduct[];
  getLabelProduct(id: string): LabelProduct | null;
  /** The result of the catalogue check (docs/product.md §4.2), computed when the catalogue is built. */
  getCatalogueCheck(): CatalogueCheckResult;
}

/**
 * Builds the products' label facts from the research records, screened with `screen`, with the
 * certifications admins recorded as withdrawn.
 */
export function createLabelCatalogue(
  research: readonly ResearchProduct[],
  screen: (text: string) => ProhibitedHit[],
  withdrawals: ReadonlyMap<string, CertificationWithdrawalFact> = new Map(),
): LabelCatalogue {
  const products = buildLabelProducts(research, screen).map((p) => ({ ...p, certificationWithdrawn: withdrawals.get(p.id) ?? null }));
  const byId = new Map(products.map((p) => [p.id, p]));
  const byCategory = groupByCategory(products);
  const check = catalogueCheck(CATEGORIES.map((c) => ({ id: c.id, supplements: byCategory.get(c.id) ?? [] })));
  return {
    listCategories: () => categorySummaries(byCategory),
    listLabelProducts: () => [...products],
    getLabelProduct: (id) => byId.get(id) ?? null,
    getCatalogueCheck: () => check,
  };
}

/** The top-pick shape the chat context carries (docs/product.md §5.2). */
export function toTopPick(p: Supplement) {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    pricePerServing: p.pricePerServing,
    hasNSF: p.certifications.some((c) => c.body === "NSF Certified for Sport"),
    hasUSP: p.certifications.some((c) => c.body === "USP Verified"),
    hasInformed: p.certifications.some((c) => c.body === "Informed Sport" || c.body === "Informed Choice"),
    certifications: [...new Set(p.certifications.map((c) => c.body))],
    isStim: isStimulant(p),
  };
}
