import { describe, expect, it } from "vitest";
import { listLabelProducts, screenText } from "./bundled-safety";
import { CATEGORIES } from "~/domain/categories";
import { catalogueCheck } from "~/domain/catalogue/check";

// Read inside each test, so a run that rebuilds the catalogue before a test file sees the rebuilt one.
function kleanPreWorkout() {
  const klean = listLabelProducts().find((p) => p.id === "klean-athlete-pre-workout");
  if (!klean) throw new Error("klean-athlete-pre-workout is in the catalogue");
  return { klean, nsf: klean.certifications[0] };
}

describe("the catalogue check run on the catalogue", () => {
  it("finds no problem and counts ten products a category, sixty Amazon links, three of them product pages", () => {
    const products = listLabelProducts();
    const categories = CATEGORIES.map((c) => ({ id: c.id, supplements: products.filter((p) => p.category === c.id) }));
    expect(catalogueCheck(categories)).toEqual({
      problems: [],
      perCategory: { "pre-workout": 10, "protein-recovery": 10, vitamins: 10, hydration: 10, "health-wellness": 10, sleep: 10 },
      products: 60,
      amazonLinks: 60,
      amazonProductPages: 3,
      flaggedCertifications: [],
    });
  });
});

describe("the catalogue check on a broken category", () => {
  it("reports a repeated id, a product under the wrong category, a missing Amazon link and counts only the links there are", () => {
    const { klean } = kleanPreWorkout();
    const withAsin = { ...klean, id: "with-asin", asin: "B000000000" };
    const wrongCategory = { ...klean, id: "a-sleep-product", category: "sleep" as const };
    const noLink = { ...klean, id: "no-link", amazonLink: "" };
    const result = catalogueCheck([{ id: "pre-workout", supplements: [klean, withAsin, klean, wrongCategory, noLink] }]);
    expect(result).toEqual({
      problems: [
        "pre-workout: 5 supplements, expected 10.",
        "klean-athlete-pre-workout: duplicate product id.",
        "a-sleep-product: listed under pre-workout but belongs to sleep.",
        "no-link: no Amazon link.",
      ],
      perCategory: { "pre-workout": 5 },
      products: 5,
      amazonLinks: 4,
      amazonProductPages: 1,
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
