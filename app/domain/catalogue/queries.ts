import { RESEARCH_PRODUCTS } from "~/data/catalogue";
import { CATEGORIES, isCategoryId, type CategoryId } from "~/domain/categories";
import { screenText } from "~/domain/safety/matcher";
import { buildCatalogue } from "./build";
import { catalogueCheck, type CatalogueCheckResult } from "./check";
import { byScore } from "./sort";
import type { CategorySummary, CategoryWithProducts, Supplement } from "./types";

/*
 * The catalogue queries shared by the pages, the JSON API and the chat. They carry the product
 * data and the prohibited list, so call them from loaders and server code only: client code
 * receives products through loader data.
 */

interface Catalogue {
  products: Supplement[];
  byId: Map<string, Supplement>;
  byCategory: Map<CategoryId, Supplement[]>;
  check: CatalogueCheckResult;
}

let cached: Catalogue | null = null;

function catalogue(): Catalogue {
  if (cached) return cached;
  const products = buildCatalogue(RESEARCH_PRODUCTS, screenText);
  const byCategory = new Map<CategoryId, Supplement[]>(CATEGORIES.map((c) => [c.id, []]));
  for (const p of products) byCategory.get(p.category)?.push(p);
  for (const list of byCategory.values()) list.sort(byScore);
  const check = catalogueCheck(CATEGORIES.map((c) => ({ id: c.id, supplements: byCategory.get(c.id) ?? [] })));
  if (check.problems.length > 0) console.warn(`Catalogue check found ${check.problems.length} problem(s):\n${check.problems.join("\n")}`);
  cached = { products, byId: new Map(products.map((p) => [p.id, p])), byCategory, check };
  return cached;
}

/** Every category with its product count (the home page shows those with products). */
export function listCategories(): CategorySummary[] {
  const { byCategory } = catalogue();
  return CATEGORIES.map((c) => ({ ...c, productCount: byCategory.get(c.id)?.length ?? 0 }));
}

/** A category with its products, highest CLEARED score first; null for an unknown id. */
export function getCategory(id: string): CategoryWithProducts | null {
  if (!isCategoryId(id)) return null;
  const info = CATEGORIES.find((c) => c.id === id);
  return info ? { ...info, supplements: [...(catalogue().byCategory.get(id) ?? [])] } : null;
}

export function getProduct(id: string): Supplement | null {
  return catalogue().byId.get(id) ?? null;
}

export function listProducts(): Supplement[] {
  return [...catalogue().products];
}

export interface TopPickOptions {
  /** true: stimulant products only; false: stimulant-free only; omitted: both. */
  stimulant?: boolean;
  /** Product ids to leave out (already suggested). */
  exclude?: readonly string[];
}

/** The category's best products by CLEARED score. */
export function getTopPicks(categoryId: CategoryId, options: TopPickOptions = {}, limit = 10): Supplement[] {
  const exclude = new Set(options.exclude ?? []);
  return (catalogue().byCategory.get(categoryId) ?? [])
    .filter((p) => !exclude.has(p.id))
    .filter((p) => options.stimulant === undefined || p.stimulant === options.stimulant)
    .slice(0, limit);
}

/** The spec's top-pick shape, as the chat context carries it. */
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

/** The result of the spec's catalogue check, computed when the catalogue is first built. */
export function getCatalogueCheck(): CatalogueCheckResult {
  return catalogue().check;
}
