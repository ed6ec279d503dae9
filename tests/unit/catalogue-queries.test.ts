import { describe, expect, it } from "vitest";
import { screenText } from "./bundled-safety";
import type { CategoryId } from "~/domain/categories";
import { indexCatalogue, isRecommendable, toTopPick } from "~/domain/catalogue/queries";
import type { Certification, Supplement } from "~/domain/catalogue/types";
import { seededCatalogue } from "./priced-catalogue";

/** The product the tests vary, read inside each test (not while the file loads), so the tests are known to reach the catalogue's derivation. */
function base(): Supplement {
  const product = seededCatalogue().getProduct("klean-d-5000");
  if (!product) throw new Error("klean-d-5000 is in the catalogue");
  return product;
}
const certified = (...bodies: Certification["body"][]) => bodies.map((body) => ({ ...base().certifications[0], body }));
/** A withdrawal as an admin would record it (the test's own, not a real one). */
const withdrawal = { withdrawnOn: "2026-11-01", sourceUrl: "https://www.nsfsport.com/", note: "Removed from the registry." };

describe("which products may be recommended", () => {
  it("recommends a product with nothing prohibited on its label and its certification in force", () => {
    expect(isRecommendable({ prohibitedHits: [], certificationWithdrawn: null })).toBe(true);
  });

  it("never recommends a product whose label names a prohibited ingredient, or whose certification was withdrawn", () => {
    expect(isRecommendable({ prohibitedHits: screenText("DMAA"), certificationWithdrawn: null })).toBe(false);
    expect(isRecommendable({ prohibitedHits: [], certificationWithdrawn: withdrawal })).toBe(false);
  });
});

describe("a category's top picks", () => {
  const catalogue = () => {
    const products: Supplement[] = [
      { ...base(), id: "second", rating: 80 },
      { ...base(), id: "withdrawn", rating: 95, certificationWithdrawn: withdrawal },
      { ...base(), id: "first", rating: 90 },
      { ...base(), id: "third", rating: 70 },
    ];
    return indexCatalogue(products);
  };

  it("lists the recommendable products by CLEARED score, up to the limit", () => {
    expect(catalogue().getTopPicks("vitamins").map((p) => p.id)).toEqual(["first", "second", "third"]);
    expect(catalogue().getTopPicks("vitamins", 2).map((p) => p.id)).toEqual(["first", "second"]);
  });

  it("still shows a withdrawn product on its category page, in score order", () => {
    expect(catalogue().getCategory("vitamins")?.supplements.map((p) => p.id)).toEqual(["withdrawn", "first", "second", "third"]);
  });

  it("has no picks and no page for a category it does not know", () => {
    expect(catalogue().getTopPicks("minerals" as CategoryId)).toEqual([]);
    expect(catalogue().getCategory("minerals")).toBe(null);
  });
});

describe("a top pick as the chat carries it", () => {
  it("says which certifiers list the product, each once", () => {
    const pick = toTopPick({ ...base(), certifications: certified("NSF Certified for Sport", "USP Verified", "Informed Choice", "NSF Certified for Sport") });
    expect(pick).toEqual({
      id: "klean-d-5000",
      name: base().name,
      brand: base().brand,
      pricePerServing: base().pricePerServing,
      hasNSF: true,
      hasUSP: true,
      hasInformed: true,
      certifications: ["NSF Certified for Sport", "USP Verified", "Informed Choice"],
      isStim: false,
    });
  });

  it("counts Informed Sport and Informed Choice as Informed, and nothing else", () => {
    const flags = (bodies: Certification["body"][]) => {
      const { hasNSF, hasUSP, hasInformed } = toTopPick({ ...base(), certifications: certified(...bodies) });
      return { hasNSF, hasUSP, hasInformed };
    };
    expect(flags(["Informed Sport"])).toEqual({ hasNSF: false, hasUSP: false, hasInformed: true });
    expect(flags(["Informed Choice"])).toEqual({ hasNSF: false, hasUSP: false, hasInformed: true });
    expect(flags(["NSF Certified for Sport"])).toEqual({ hasNSF: true, hasUSP: false, hasInformed: false });
  });

  it("marks a stimulant only when the product is known to be one", () => {
    expect(toTopPick({ ...base(), stimulant: true }).isStim).toBe(true);
    expect(toTopPick({ ...base(), stimulant: null, keyIngredients: ["Caffeine 200 mg"] }).isStim).toBe(true);
    expect(toTopPick({ ...base(), stimulant: null, keyIngredients: ["Vitamin D3 5,000 IU"] }).isStim).toBe(false);
  });
});
