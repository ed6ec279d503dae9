import { CATEGORIES, isCategoryId, type CategoryId } from "~/domain/categories";
import type { ProhibitedHit } from "~/domain/safety/types";
import { buildCatalogue } from "./build";
import { catalogueCheck, type CatalogueCheckResult } from "./check";
import { byScore } from "./sort";
import type { CategorySummary, CategoryWithProducts, ResearchProduct, Supplement } from "./types";

/*
 * The catalogue's queries over the records they are given: the pages, the JSON API and the chat
 * share them through app/.server/catalogue.ts, which loads the data once per isolate. Nothing
 * here reads a file or a binding.
 */

export interface Catalogue {
  /** Every category with its product count (the home page shows those with products). */
  listCategories(): CategorySummary[];
  /** A category with its products, highest CLEARED score first; null for an unknown id. */
  getCategory(id: string): CategoryWithProducts | null;
  getProduct(id: string): Supplement | null;
  listProducts(): Supplement[];
  /** The category's `limit` best products by CLEARED score. */
  getTopPicks(categoryId: CategoryId, limit?: number): Supplement[];
  /** The result of the catalogue check (docs/product.md §4.2), computed when the catalogue is built. */
  getCatalogueCheck(): CatalogueCheckResult;
}

/** Builds the products from the research records, screened with `screen`, and indexes them. */
export function createCatalogue(research: readonly ResearchProduct[], screen: (text: string) => ProhibitedHit[]): Catalogue {
  const products = buildCatalogue(research, screen);
  const byId = new Map(products.map((p) => [p.id, p]));
  const byCategory = new Map<CategoryId, Supplement[]>(CATEGORIES.map((c) => [c.id, []]));
  for (const p of products) byCategory.get(p.category)?.push(p);
  for (const list of byCategory.values()) list.sort(byScore);
  const check = catalogueCheck(CATEGORIES.map((c) => ({ id: c.id, supplements: byCategory.get(c.id) ?? [] })));

  return {
    listCategories: () => CATEGORIES.map((c) => ({ ...c, productCount: byCategory.get(c.id)?.length ?? 0 })),
    getCategory(id) {
      if (!isCategoryId(id)) return null;
      const info = CATEGORIES.find((c) => c.id === id);
      return info ? { ...info, supplements: [...(byCategory.get(id) ?? [])] } : null;
    },
    getProduct: (id) => byId.get(id) ?? null,
    listProducts: () => [...products],
    getTopPicks: (categoryId, limit = 10) => (byCategory.get(categoryId) ?? []).slice(0, limit),
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
    isStim: p.stimulant === true,
  };
}
