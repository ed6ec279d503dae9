import { describe, expect, it } from "vitest";
import { getCatalogueCheck, listCategories, listLabelProducts, screenText } from "./bundled-safety";
import { CATEGORIES } from "~/domain/categories";
import { catalogueCheck } from "~/domain/catalogue/check";
import { type PricedCatalogue, toTopPick } from "~/.server/catalogue";
import offersJson from "~/data/offers.json";
import { sortProducts } from "~/domain/catalogue/sort";
import { loadCatalogueFromDisk } from "../../scripts/lib/catalogue-files";
import { NAMED_VARIANTS, seededCatalogue } from "./priced-catalogue";

/*
 * Read and derived inside each test, not while the file loads, so the tests are known to reach
 * the research schema and the catalogue's derivation. The catalogue is the one the site shows
 * right after the seed: prices from D1 offers only.
 */
const researchProducts = () => loadCatalogueFromDisk();
const getCategory = (...args: Parameters<PricedCatalogue["getCategory"]>) => seededCatalogue().getCategory(...args);
const getProduct = (...args: Parameters<PricedCatalogue["getProduct"]>) => seededCatalogue().getProduct(...args);
const getTopPicks = (...args: Parameters<PricedCatalogue["getTopPicks"]>) => seededCatalogue().getTopPicks(...args);
const listProducts = () => seededCatalogue().listProducts();

describe("catalogue data", () => {
  it("has exactly ten products in each of the six categories", () => {
    const research = researchProducts();
    expect(CATEGORIES.map((c) => [c.id, research.filter((p) => p.category === c.id).length])).toEqual([
      ["pre-workout", 10],
      ["protein-recovery", 10],
      ["vitamins", 10],
      ["hydration", 10],
      ["health-wellness", 10],
      ["sleep", 10],
    ]);
    expect(research).toHaveLength(60);
  });

  it("gives each product a unique, URL-safe slug", () => {
    const research = researchProducts();
    const ids = research.map((p) => p.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("keeps provenance for every product", () => {
    const research = researchProducts();
    expect(research).toHaveLength(60);
    for (const p of research) {
      expect(p.sources.length, p.id).toBeGreaterThan(0);
      expect(p.factsCheckedOn, p.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(["high", "medium-high", "medium", "low-medium", "low"]).toContain(p.confidence);
      expect(p.certifications.length, p.id).toBeGreaterThan(0);
      for (const c of p.certifications) expect(c.evidence, p.id).toMatch(/\S/);
    }
  });

  it("takes ASINs only from Amazon product URLs among the sources", () => {
    const research = researchProducts();
    const withAsin = research.filter((x) => x.asin);
    expect(withAsin.length).toBeGreaterThan(0);
    for (const p of withAsin) {
      expect(p.sources.some((s) => s.includes(`/dp/${p.asin}`)), p.id).toBe(true);
    }
  });

  it("passes the catalogue check of docs/product.md §4.2", () => {
    const check = getCatalogueCheck();
    expect(check.problems).toEqual([]);
    expect(check.products).toBe(60);
    expect(check.namedVariants + check.listingOnly).toBe(60);
    expect(check.flaggedCertifications).toEqual([]);
  });
});

describe("catalogue check", () => {
  it("reports wrong counts, missing sport certification and GMP claims", () => {
    const [product] = listProducts();
    const gmp = {
      ...product,
      id: "gmp-only",
      certifications: [{ ...product.certifications[0], body: "GMP Certified" as never }],
    };
    const result = catalogueCheck([{ id: product.category, supplements: [product, gmp] }]);
    expect(result.problems).toEqual([
      `${product.category}: 2 supplements, expected 10.`,
      "gmp-only: not certified by NSF Certified for Sport or Informed Sport.",
      'gmp-only: "GMP Certified" is not a certification.',
    ]);
    expect(result.flaggedCertifications).toEqual(["gmp-only: GMP Certified"]);
  });

  it("reports products the safety screen flags", () => {
    const [product] = listProducts();
    const flagged = { ...product, opssCompliant: false, prohibitedHits: screenText("DMAA") };
    const result = catalogueCheck([{ id: product.category, supplements: [flagged] }]);
    expect(result.problems).toContain(`${product.id}: contains DMAA (1,3) (DoD prohibited list).`);
  });
});

describe("products", () => {
  it("derives opssCompliant from the screen: every product passes", () => {
    const products = listProducts();
    expect(products).toHaveLength(60);
    for (const p of products) {
      expect(p.prohibitedHits, p.id).toEqual([]);
      expect(p.opssCompliant, p.id).toBe(true);
    }
  });

  it("copies label facts from the research and takes prices from the observed offers only", () => {
    const products = listProducts();
    const research = researchProducts();
    expect(products).toHaveLength(60);
    for (const p of products) {
      const r = research.find((x) => x.id === p.id)!;
      expect(p.servingsPerContainer).toBe(r.servingsPerContainer);
      expect(p.servingSize).toBe(r.servingSize);
      expect(p.certifications.map((c) => c.body)).toEqual(r.certifications.map((c) => c.body));
      expect(p.provenance.factsCheckedOn).toBe(r.factsCheckedOn);
      // Only a price of a certified variant the data can name is the product's price.
      const named = new Set(p.variants.filter((v) => v.identified).map((v) => v.id));
      const observed = offersJson.filter((o) => o.productId === p.id && o.variantId !== null && named.has(o.variantId)).map((o) => o.price);
      const price = observed.length ? Math.min(...observed) : null;
      expect(p.price, p.id).toBe(price);
      expect(p.priceText).toBe(price === null ? "Check price" : `$${price.toFixed(2)}`);
      expect(p.pricePerServing).toBe(price !== null && r.servingsPerContainer ? Math.round((price / r.servingsPerContainer) * 100) / 100 : null);
    }
  });

  it("shows a price only with where and when it was seen", () => {
    const products = listProducts();
    expect(getProduct("thorne-catalyte")).toMatchObject({
      price: 34,
      priceSeen: { retailer: "Target", observedText: "July 15, 2026", observedDay: "Jul 15, 2026", dateNote: null, source: "Target", possiblyOutOfDate: true, amazon: false },
    });
    expect(getProduct("thorne-whey-protein-isolate")!.priceSeen).toMatchObject({ retailer: "Target", amazon: false, observedText: "September 16, 2025" });
    // Klean Isolate's Amazon price is for Natural Vanilla, which no listing the research holds names.
    expect(getProduct("klean-isolate")).toMatchObject({ price: null, priceSeen: null });
    // The research's undated editorial estimates were never observed at a retailer: not shown.
    for (const id of ["momentous-whey-protein-isolate", "thorne-multi-vitamin-elite", "mortal-hydration-sport-mix"]) {
      expect(getProduct(id), id).toMatchObject({ price: null, priceText: "Check price", priceSeen: null, pricePerServing: null });
    }
    expect(products.filter((p) => p.price !== null)).toHaveLength(offersJson.filter((o) => o.variantId !== null).length);
  });

  it("uses the CLEARED score as the rating", () => {
    const products = listProducts();
    expect(products).toHaveLength(60);
    for (const p of products) {
      expect(p.rating).toBe(p.score.total);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(100);
    }
  });

  it("records stimulant status and caffeine", () => {
    expect(getProduct("klean-athlete-pre-workout")).toMatchObject({ stimulant: true, caffeineMg: 75 });
    expect(getProduct("bpn-endopump")).toMatchObject({ stimulant: false, caffeineMg: 0 });
    expect(getProduct("saltstick-caps-plus-caffeine")).toMatchObject({ stimulant: true, caffeineMg: 30 });
    expect(getProduct("bpn-strong-multi-vitamin")).toMatchObject({ stimulant: null, caffeineMg: null });
  });

  it("writes descriptions, benefits and dosage only from held facts", () => {
    const p = getProduct("klean-athlete-pre-workout")!;
    expect(p.description).toBe(
      "Klean Pre-Workout (Lemon Tea) by Klean Athlete. Per serving (1 scoop): caffeine 75 mg, TruBeet beet root extract 5 g and vitamin C 150 mg. 20 servings per container.",
    );
    expect(p.whyRecommended).toMatch(/^Listed in the NSF Certified for Sport registry: tested for substances banned in sport/);
    expect(p.militaryBenefits[0]).toMatch(/^Certified for sport/);
    expect(p.militaryBenefits).toContain("Caffeine: improves alertness and reaction time, including during sleep loss.");
    expect(p.dosage).toMatch(/^Label serving: 1 scoop\. Follow the label's directions/);
    expect(p.dosage).toMatch(/75 mg of caffeine/);

    const unknown = getProduct("bpn-strong-multi-vitamin")!;
    expect(unknown.description).toMatch(/not its label amounts/);
    expect(unknown.detailedIngredients).toEqual([]);
    expect(unknown.dosage).toMatch(/^Serving size not recorded here/);
    expect(unknown.cautions).toContain("We do not hold this product's label amounts; read the label before you buy.");
  });

  it("flags retailer-only certifications", () => {
    const raw = getProduct("raw-essential-pre-workout")!;
    expect(raw.certifications[0]).toMatchObject({ body: "Informed Sport", confirmed: false, linkKind: "search" });
    expect(raw.cautions.some((c) => /not confirmed in the registry/.test(c))).toBe(true);
  });

  it("keeps the label facts free of prices", () => {
    const research = researchProducts();
    const labels = listLabelProducts();
    expect(labels).toHaveLength(60);
    const priceKeys = (record: object) => Object.keys(record).filter((k) => /price/i.test(k));
    expect(labels.flatMap(priceKeys)).toEqual([]);
    expect(research.flatMap(priceKeys)).toEqual([]);
  });

  it("links buys through /go, for a certified variant only", () => {
    const paid = listProducts().flatMap((p) => (p.buy.option.kind === "listing" ? [] : [[p.id, p.buy.option.href]]));
    expect(paid).toHaveLength(NAMED_VARIANTS);
    expect(paid.filter(([id, href]) => !href.startsWith(`/go/${id}/`))).toEqual([]);
  });
});

describe("queries", () => {
  it("lists six categories with product counts, primary three first", () => {
    const categories = listCategories();
    expect(categories.map((c) => c.id)).toEqual([
      "pre-workout",
      "protein-recovery",
      "vitamins",
      "hydration",
      "health-wellness",
      "sleep",
    ]);
    expect(categories.map((c) => c.productCount)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(categories.filter((c) => c.primary).map((c) => c.id)).toEqual(["pre-workout", "protein-recovery", "vitamins"]);
    expect(categories.map((c) => c.icon)).toEqual(["Zap", "Dumbbell", "Pill", "Droplets", "Heart", "Moon"]);
  });

  it("returns a category with its products by score, or null", () => {
    const category = getCategory("protein-recovery")!;
    expect(category.title).toBe("Protein & Recovery");
    expect(category.description).toBe("Build muscle and accelerate recovery between missions");
    expect(category.supplements).toHaveLength(10);
    const ratings = category.supplements.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(getCategory("nope")).toBeNull();
    expect(getCategory("__proto__")).toBeNull();
  });

  it("finds products by id", () => {
    expect(getProduct("thorne-catalyte")?.name).toBe("Catalyte (Lemon Lime, 30 servings)");
    expect(getProduct("unknown")).toBeNull();
    expect(getProduct("constructor")).toBeNull();
  });

  it("returns a category's top picks by score, up to a limit", () => {
    const all = getTopPicks("pre-workout");
    expect(all).toHaveLength(10);
    expect(all.map((p) => p.id)).toEqual(getCategory("pre-workout")!.supplements.map((p) => p.id));
    expect(getTopPicks("pre-workout", 3).map((p) => p.id)).toEqual(all.slice(0, 3).map((p) => p.id));
  });

  it("maps a product to the chat context's top-pick shape", () => {
    expect(toTopPick(getProduct("kaged-whey-protein-isolate")!)).toEqual({
      id: "kaged-whey-protein-isolate",
      name: "Whey Protein Isolate (Vanilla, 3 lb)",
      brand: "Kaged",
      // Its price is for Vanilla, 3 lb; the Informed Sport page the research found names no flavour.
      pricePerServing: null,
      hasNSF: false,
      hasUSP: false,
      hasInformed: true,
      certifications: ["Informed Sport"],
      isStim: false,
    });
  });

  it("sorts by price per serving with unknown prices last", () => {
    const sorted = sortProducts(getCategory("vitamins")!.supplements, "price");
    const known = sorted.filter((p) => p.pricePerServing !== null);
    expect(sorted.slice(0, known.length)).toEqual(known);
    expect(known.map((p) => p.pricePerServing)).toEqual(known.map((p) => p.pricePerServing).sort((a, b) => a! - b!));
  });
});
