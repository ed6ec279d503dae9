import { describe, expect, it } from "vitest";
import { toCardProduct } from "~/domain/catalogue/card";
import { CATEGORY_DOSE, labelDoses } from "~/domain/catalogue/doses";
import { deriveProductFacts } from "~/domain/catalogue/facts";
import { alignIngredients, doseRows } from "~/domain/catalogue/side-by-side";
import { bestValues, stimulantFilterIds, valueConstraints } from "~/domain/catalogue/screened";
import { sortProducts } from "~/domain/catalogue/sort";
import { productJsonLd } from "~/domain/catalogue/structured-data";
import { DOSE_KINDS } from "~/domain/catalogue/types";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import { seededCatalogue } from "./priced-catalogue";

/*
 * The catalogue as a person reads it, word for word, derived from the research files and the
 * seeded prices: each product's label lines, facts, scorecard, CLEARED score and its parts,
 * doses and cost per dose, cautions, card and structured data; then each category's orders,
 * stimulant filters, best values and side-by-side rows. The focused tests (catalogue-*.test.ts)
 * state the rules; this file pins what they produce over the real data, so a changed reading of
 * a label shows up as a diff in tests/unit/golden/catalogue-<category>.txt. After an intended
 * change to the rules or the research, rewrite the files with
 * `npx vitest run --project unit tests/unit/catalogue-golden.test.ts -u` and read the diff.
 */

const json = (value: unknown) => JSON.stringify(value);

function categoryText(category: CategoryId): string {
  const catalogue = seededCatalogue();
  const products = catalogue.listProducts().filter((p) => p.category === category);
  const lines: string[] = [];
  for (const product of products) {
    lines.push(`## ${product.id}`);
    for (const [key, value] of Object.entries(product)) lines.push(`${key}: ${json(value)}`);
    lines.push(`facts: ${json(deriveProductFacts(product))}`);
    lines.push(`label doses: ${json(labelDoses(product))}`);
    lines.push(`card: ${json(toCardProduct(product, CATEGORY_DOSE[category]))}`);
    lines.push(`json-ld: ${json(productJsonLd("https://cleared.example", `/category/${category}`, product))}`);
    lines.push("");
  }
  lines.push(`## ${category}: orders`);
  lines.push(`by score: ${sortProducts(products, "score").map((p) => p.id).join(", ")}`);
  lines.push(`by price: ${sortProducts(products, "price").map((p) => p.id).join(", ")}`);
  for (const kind of DOSE_KINDS) {
    lines.push(`by cost per ${kind}: ${sortProducts(products, "dose", kind).map((p) => p.id).join(", ")}`);
    lines.push(`best values for ${kind}: ${(products[0] ? bestValues(products, kind, products[0].id, valueConstraints(products[0])) : []).map((p) => p.id).join(", ")}`);
  }
  const stimulantFilter = stimulantFilterIds(products);
  lines.push(`all: ${products.map((p) => p.id).join(", ")}`);
  for (const filter of ["stim", "no-stim"] as const) lines.push(`${filter}: ${stimulantFilter[filter].join(", ")}`);
  lines.push(`side by side, ingredients: ${json(alignIngredients(products))}`);
  lines.push(`side by side, doses: ${json(doseRows(products))}`);
  return `${lines.join("\n")}\n`;
}

describe("the catalogue, word for word", () => {
  it.each(CATEGORY_IDS)("%s", async (category) => {
    await expect(categoryText(category)).toMatchFileSnapshot(`./golden/catalogue-${category}.txt`);
  });
});
