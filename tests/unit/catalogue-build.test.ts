import { describe, expect, it } from "vitest";
import { screenText } from "./bundled-safety";
import { buildLabelProducts } from "~/domain/catalogue/build";
import type { ResearchProduct } from "~/domain/catalogue/types";
import { loadCatalogueFromDisk } from "../../scripts/lib/catalogue-files";

/** The Klean record from the catalogue research, read when a test asks for it. */
function klean(): ResearchProduct {
  const record = loadCatalogueFromDisk().find((r) => r.id === "klean-athlete-pre-workout");
  if (!record) throw new Error("klean-athlete-pre-workout is in the catalogue research");
  return record;
}

/** The Klean record with its label and certifications replaced: a product made up for the test. */
function built(changes: Partial<ResearchProduct>) {
  const [product] = buildLabelProducts([{ ...klean(), servingsPerContainer: 20, ...changes }], screenText);
  return product;
}

describe("a product built from a research record without label amounts", () => {
  it("says it holds the certifier's listing but not the label amounts", () => {
    expect(built({ keyIngredients: ["Beta-alanine", "L-Citrulline"] }).description).toBe(
      "Klean Pre-Workout (Lemon Tea) by Klean Athlete. We hold its NSF Certified for Sport listing but not its label amounts, so read the label before you buy. 20 servings per container.",
    );
  });

  it("says it holds only the name when there is no certification either, and has no certification sentence", () => {
    const product = built({ keyIngredients: ["Beta-alanine"], certifications: [] });
    expect(product.description).toBe(
      "Klean Pre-Workout (Lemon Tea) by Klean Athlete. We hold its name but not its label amounts, so read the label before you buy. 20 servings per container.",
    );
    expect(product.basis.certification).toBe("No third-party certification found.");
  });
});

describe("the prohibited-ingredient screen of a built product", () => {
  it("reports each listed ingredient once, as first found, however many lines name it", () => {
    const name = "Test pre-workout with DMAA";
    const product = built({ name, keyIngredients: ["dmaa 50 mg", "Caffeine 200 mg"] });
    const [first] = screenText(name);
    expect(product.prohibitedHits).toEqual([first]);
    expect(product.opssCompliant).toBe(false);
  });
});
