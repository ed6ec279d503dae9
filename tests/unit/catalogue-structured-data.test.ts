import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/domain/catalogue/structured-data";
import { seededCatalogue } from "./priced-catalogue";

const SITE = "https://cleared.example";

describe("a product's schema.org data", () => {
  it("describes the product at its anchor on the page, with an Offer at the price we hold, to the cent", () => {
    const product = { id: "test-whey", name: "Test Whey", description: "A whey isolate.", brand: "Test Brand", price: 49.5 };
    const url = "https://cleared.example/category/protein-recovery#test-whey";
    expect(productJsonLd(SITE, "/category/protein-recovery", product)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": url,
      name: "Test Whey",
      description: "A whey isolate.",
      brand: { "@type": "Brand", name: "Test Brand" },
      sku: "test-whey",
      url,
      offers: { "@type": "Offer", price: "49.50", priceCurrency: "USD", url },
    });
  });

  it("has no Offer when no price was observed, and names the brand Various when the label gives none", () => {
    const product = { id: "test-multi", name: "Test Multi", description: "A multivitamin.", brand: "", price: null };
    const url = "https://cleared.example/category/vitamins#test-multi";
    expect(productJsonLd(`${SITE}/`, "/category/vitamins", product)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": url,
      name: "Test Multi",
      description: "A multivitamin.",
      brand: { "@type": "Brand", name: "Various" },
      sku: "test-multi",
      url,
    });
  });

  it("carries a catalogue product's own name, brand and seeded price", () => {
    const product = seededCatalogue().getProduct("klean-d-5000");
    if (!product?.price) throw new Error("klean-d-5000 is in the catalogue with a seeded price");
    const data = productJsonLd(SITE, "/category/vitamins", product);
    expect([data.name, data.brand.name, data.sku, data.offers?.price]).toEqual([product.name, product.brand, "klean-d-5000", product.price.toFixed(2)]);
  });
});
