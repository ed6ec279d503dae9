import { absoluteUrl } from "~/domain/seo";
import type { Supplement } from "./types";

/**
 * schema.org Product for one catalogue product. An Offer only where we hold a price; no
 * aggregateRating, because the CLEARED score is our formula, not a rating from buyers.
 */
export function productJsonLd(siteUrl: string, pagePath: string, product: Pick<Supplement, "id" | "name" | "description" | "brand" | "price">) {
  const url = absoluteUrl(siteUrl, `${pagePath}#${product.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description: product.description,
    brand: { "@type": "Brand", name: product.brand || "Various" },
    sku: product.id,
    url,
    ...(product.price !== null && {
      offers: { "@type": "Offer", price: product.price.toFixed(2), priceCurrency: "USD", url },
    }),
  };
}
