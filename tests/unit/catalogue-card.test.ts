import { describe, expect, it } from "vitest";
import { panelFacts, panelFactsFromApi, toCardProduct } from "~/domain/catalogue/card";
import { seededCatalogue } from "./priced-catalogue";

// Read inside each test, not while the file loads, so the tests are known to reach the catalogue's derivation.
const vitaminD3 = () => seededCatalogue().getProduct("klean-d-5000");
const wheyIsolate = () => seededCatalogue().getProduct("klean-isolate");

describe("a category card's data", () => {
  it("keeps what the card shows and the totals its panel headings name", () => {
    const vitaminD = vitaminD3();
    if (!vitaminD) throw new Error("klean-d-5000 is in the catalogue");
    const card = toCardProduct(vitaminD, "vitamin-d");
    expect(card.name).toBe(vitaminD.name);
    expect(card.priceText).toBe(vitaminD.priceText);
    expect(card.whyRecommended).toBe(vitaminD.whyRecommended);
    expect(card.score).toEqual({ total: vitaminD.score.total });
    expect(card.scorecard).toEqual({ yes: vitaminD.scorecard.yes, questions: 5 });
    expect(card.provenance).toEqual({ factsCheckedOn: vitaminD.provenance.factsCheckedOn });
    if (!vitaminD.priceSeen) throw new Error("klean-d-5000 has a seeded price");
    const { retailer, observedText, observedDay, possiblyOutOfDate, amazon } = vitaminD.priceSeen;
    expect(card.priceSeen).toEqual({ retailer, observedText, observedDay, possiblyOutOfDate, amazon });
    expect(card.certifications).toEqual(vitaminD.certifications.map(({ body, url, linkKind, listingId, confirmed }) => ({ body, url, linkKind, listingId, confirmed })));
  });

  it("leaves out what only the panels show", () => {
    const vitaminD = vitaminD3();
    if (!vitaminD) throw new Error("klean-d-5000 is in the catalogue");
    const card = toCardProduct(vitaminD, "vitamin-d");
    expect("detailedIngredients" in card).toBe(false);
    expect("components" in card.score).toBe(false);
    expect("items" in card.scorecard).toBe(false);
    expect("sources" in card.provenance).toBe(false);
    expect(card.certifications.some((c) => "evidence" in c)).toBe(false);
    for (const field of ["amazonLink", "asin", "highlights", "image", "warrantOfficerApproved"]) expect({ field, on: field in card }).toEqual({ field, on: false });
    // Only the category's own effective dose.
    const [dose] = vitaminD.doses;
    if (!dose) throw new Error("klean-d-5000 has a vitamin D dose");
    const twoDoses = toCardProduct({ ...vitaminD, doses: [{ ...dose, kind: "magnesium" }, dose] }, "vitamin-d");
    expect(twoDoses.doses).toEqual([dose]);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(vitaminD).length * 0.6);
  });

  it("says whether any ingredient has a Daily Value", () => {
    const vitaminD = vitaminD3();
    const whey = wheyIsolate();
    if (!vitaminD || !whey) throw new Error("both products are in the catalogue");
    expect(toCardProduct(vitaminD, "vitamin-d").hasDailyValue).toBe(true);
    expect(whey.detailedIngredients.some((i) => i.dailyValue !== null)).toBe(false);
    expect(toCardProduct(whey, "protein").hasDailyValue).toBe(false);
    // One ingredient with a Daily Value is enough.
    const withOil = [{ name: "Olive oil", amount: null, note: null, militaryBenefit: null, dailyValue: null }, ...vitaminD.detailedIngredients];
    expect(toCardProduct({ ...vitaminD, detailedIngredients: withOil }, "vitamin-d").hasDailyValue).toBe(true);
  });
});

describe("a product's panel facts", () => {
  it("are exactly the parts the card leaves out", () => {
    const vitaminD = vitaminD3();
    if (!vitaminD) throw new Error("klean-d-5000 is in the catalogue");
    expect(panelFacts(vitaminD)).toEqual({
      detailedIngredients: vitaminD.detailedIngredients,
      score: vitaminD.score,
      scorecard: vitaminD.scorecard,
      provenance: vitaminD.provenance,
      certifications: vitaminD.certifications,
      priceSeen: vitaminD.priceSeen,
    });
  });

  it("are read from the product API's answer, and anything else is refused", () => {
    const vitaminD = vitaminD3();
    if (!vitaminD) throw new Error("klean-d-5000 is in the catalogue");
    const answer = JSON.parse(JSON.stringify({ product: vitaminD }));
    expect(panelFactsFromApi(answer)).toEqual(panelFacts(vitaminD));
    expect(panelFactsFromApi(null)).toBeNull();
    expect(panelFactsFromApi({ error: "No such product." })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, detailedIngredients: "none" } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, score: { total: 90 } } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, scorecard: {} } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, provenance: { factsCheckedOn: "2026-09-26" } } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, certifications: null } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, priceSeen: { retailer: "Target" } } })).toBeNull();
    expect(panelFactsFromApi({ product: { ...answer.product, priceSeen: null } })?.priceSeen).toBeNull();
  });

  it("refuses an answer missing its score, scorecard or provenance altogether", () => {
    const vitaminD = vitaminD3();
    if (!vitaminD) throw new Error("klean-d-5000 is in the catalogue");
    const { score: _score, scorecard: _scorecard, provenance: _provenance, ...rest } = vitaminD;
    expect(panelFactsFromApi({ product: { ...rest, scorecard: vitaminD.scorecard, provenance: vitaminD.provenance } })).toBe(null);
    expect(panelFactsFromApi({ product: { ...rest, score: vitaminD.score, provenance: vitaminD.provenance } })).toBe(null);
    expect(panelFactsFromApi({ product: { ...rest, score: vitaminD.score, scorecard: vitaminD.scorecard } })).toBe(null);
  });
});
