import type { CategoryId } from "~/domain/categories";

export interface MentionableProduct {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
}

export interface ProductMention {
  /** Exact spellings that count as naming the product, longest first. */
  names: string[];
  href: string;
}

/** The product's card on its category page. */
export function productHref(product: Pick<MentionableProduct, "id" | "category">): string {
  return `/category/${product.category}#${product.id}`;
}

/** "Klean Magnesium (90 vegetarian capsules)" -> "Klean Magnesium". */
function withoutParenthetical(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, "").trim();
}

/**
 * The exact names an article may use for each catalogue product: the catalogue name, with and
 * without its brand, and without its closing parenthetical (flavour, size). A short form alone
 * counts only when it cannot be an everyday phrase: at least two words, or a digit or hyphen
 * in it ("Melaton-3"), and used by no other product. Matching is case-sensitive.
 */
export function productMentions(products: readonly MentionableProduct[]): ProductMention[] {
  const baseCount = new Map<string, number>();
  for (const p of products) {
    const base = withoutParenthetical(p.name);
    baseCount.set(base, (baseCount.get(base) ?? 0) + 1);
  }
  return products.map((p) => {
    const base = withoutParenthetical(p.name);
    const names = new Set([`${p.brand} ${p.name}`, `${p.brand} ${base}`, p.name]);
    const distinctive = base.includes(" ") || /[\d-]/.test(base);
    if (distinctive && baseCount.get(base) === 1) names.add(base);
    return { names: [...names].sort((a, b) => b.length - a.length), href: productHref(p) };
  });
}
