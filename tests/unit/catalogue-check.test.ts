import { describe, expect, it } from "vitest";
import { listLabelProducts, screenText } from "./bundled-safety";
import { CATEGORIES } from "~/domain/categories";
import { catalogueCheck } from "~/domain/catalogue/check";
import { NAMED_VARIANTS } from "./priced-catalogue";

// Read inside each test, so a run that rebuilds the catalogue before a test file sees the rebuilt one.
function kleanPreWorkout() {
  const klean = listLabelProducts().find((p) => p.id === "klean-athlete-pre-workout");
  if (!klean) throw new Error("klean-athlete-pre-workout is in the catalogue");
  return { klean, nsf: klean.certifications[0] };
}

describe("the catalogue check run on the catalogue", () => {
  it("finds no problem and counts ten products a category, and those whose certification names what to buy", () => {
    const products = listLabelProducts();
    const categories = CATEGORIES.map((c) => ({ id: c.id, supplements: products.filter((p) => p.category === c.id) }));
    expect(catalogueCheck(categories)).toEqual({
      problems: [],
      perCategory: { "pre-workout": 10, "protein-recovery": 10, vitamins: 10, hydration: 10, "health-wellness": 10, sleep: 10 },
      products: 60,
      namedVariants: NAMED_VARIANTS,
      listingOnly: 60 - NAMED_VARIANTS,
      flaggedCertifications: [],
    });
  });
});

describe("the catalogue check on a broken category", () => {
  it("reports a repeated id and a product under the wrong category, and counts the variants it can name", () => {
    const { klean } = kleanPreWorkout();
    const named = { ...klean, id: "named", variants: klean.variants.map((v) => ({ ...v, identified: true })) };
    const wrongCategory = { ...klean, id: "a-sleep-product", category: "sleep" as const };
    const result = catalogueCheck([{ id: "pre-workout", supplements: [klean, named, klean, wrongCategory] }]);
    expect(result).toEqual({
      problems: [
        "pre-workout: 4 supplements, expected 10.",
        "klean-athlete-pre-workout: duplicate product id.",
        "a-sleep-product: listed under pre-workout but belongs to sleep.",
      ],
      perCategory: { "pre-workout": 4 },
      products: 4,
      namedVariants: 1,
      listingOnly: 3,
      flaggedCertifications: [],
    });
  });

  it("accepts a quality certification beside a sport one, and flags a third-party-tested claim as no certification", () => {
    const { klean, nsf } = kleanPreWorkout();
    const withUsp = { ...klean, id: "with-usp", certifications: [nsf, { ...nsf, body: "USP Verified" as const }] };
    const claim = { ...klean, id: "claim", certifications: [nsf, { ...nsf, body: "Third-party tested" as never }] };
    const uspOnly = { ...klean, id: "usp-only", certifications: [{ ...nsf, body: "USP Verified" as const }] };
    const result = catalogueCheck([{ id: "pre-workout", supplements: [withUsp, claim, uspOnly] }]);
    expect(result.problems).toEqual([
      "pre-workout: 3 supplements, expected 10.",
      'claim: "Third-party tested" is not a certification.',
      "usp-only: not certified by NSF Certified for Sport or Informed Sport.",
    ]);
    expect(result.flaggedCertifications).toEqual(["claim: Third-party tested"]);
  });

  it("names every prohibited ingredient the screen found, comma-separated", () => {
    const { klean } = kleanPreWorkout();
    const hits = [...screenText("DMAA"), ...screenText("DMHA")];
    const flagged = { ...klean, opssCompliant: false, prohibitedHits: hits };
    const result = catalogueCheck([{ id: "pre-workout", supplements: [flagged] }]);
    expect(result.problems).toEqual([
      "pre-workout: 1 supplements, expected 10.",
      "klean-athlete-pre-workout: contains DMAA (1,3), DMHA (DoD prohibited list).",
    ]);
  });
});
