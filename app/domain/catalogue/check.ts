import { isSportCertification } from "./links";
import type { CategoryId, LabelFacts } from "./types";

/*
 * The catalogue check of docs/product.md §4.2: ten supplements per category, every one
 * certified by NSF Certified for Sport or Informed Sport, Amazon links counted, certification names containing "GMP" or
 * "Third-party tested" flagged (those are claims, not certifications). We also fail a product
 * that the prohibited-ingredient screen flags. Tests fail on any problem; at runtime the
 * problems go to console.warn.
 */

export const EXPECTED_PER_CATEGORY = 10;

export interface CatalogueCheckInput {
  id: CategoryId;
  supplements: readonly LabelFacts[];
}

export interface CatalogueCheckResult {
  problems: string[];
  perCategory: Partial<Record<CategoryId, number>>;
  products: number;
  /** Products whose certification names what to buy (a flavour, or a form sold without flavours). */
  namedVariants: number;
  /** Products that can only point to the certifier's listing: the data cannot say what to buy. */
  listingOnly: number;
  flaggedCertifications: string[];
}

export function catalogueCheck(categories: readonly CatalogueCheckInput[]): CatalogueCheckResult {
  const problems: string[] = [];
  const perCategory: Partial<Record<CategoryId, number>> = {};
  const flaggedCertifications: string[] = [];
  const ids = new Set<string>();
  let products = 0;
  let namedVariants = 0;
  let listingOnly = 0;

  for (const category of categories) {
    const count = category.supplements.length;
    perCategory[category.id] = count;
    if (count !== EXPECTED_PER_CATEGORY) {
      problems.push(`${category.id}: ${count} supplements, expected ${EXPECTED_PER_CATEGORY}.`);
    }
    for (const p of category.supplements) {
      products++;
      if (ids.has(p.id)) problems.push(`${p.id}: duplicate product id.`);
      ids.add(p.id);
      if (p.category !== category.id) problems.push(`${p.id}: listed under ${category.id} but belongs to ${p.category}.`);
      if (!p.certifications.some((c) => isSportCertification(c.body))) {
        problems.push(`${p.id}: not certified by NSF Certified for Sport or Informed Sport.`);
      }
      for (const c of p.certifications) {
        if (/gmp|third[- ]party tested/i.test(c.body)) {
          flaggedCertifications.push(`${p.id}: ${c.body}`);
          problems.push(`${p.id}: "${c.body}" is not a certification.`);
        }
      }
      if (p.variants.some((v) => v.identified)) namedVariants++;
      else listingOnly++;
      if (!p.opssCompliant) {
        problems.push(`${p.id}: contains ${p.prohibitedHits.map((h) => h.entryName).join(", ")} (DoD prohibited list).`);
      }
    }
  }

  return { problems, perCategory, products, namedVariants, listingOnly, flaggedCertifications };
}
