import { describe, expect, it } from "vitest";
import type { Supplement } from "~/domain/catalogue/types";
import { fitFirst, needOf } from "~/domain/chat/fit-need";
import { cheapestBasis, priceCoverage } from "~/domain/chat/price-claims";
import { seededCatalogue } from "./priced-catalogue";

const catalogue = seededCatalogue();
const product = (id: string): Supplement => {
  const p = catalogue.getProduct(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};
const fits = (...ids: string[]) => ids.map((id) => ({ product: product(id), notes: [] }));
const asked = (normalized: string) => ({ normalized, ranking: null, stimulantPreference: null });

describe("the need read from the words", () => {
  it("reads a first try, the plain thing, a carry need and the kinds named", () => {
    expect(needOf("first time trying creatine")).toMatchObject({ firstTime: true, plain: false, carry: false });
    expect(needOf("first time trying creatine").kinds.map((k) => k.noun)).toEqual(["creatine"]);
    expect(needOf("just need plain magnesium, nothing fancy")).toMatchObject({ plain: true });
    expect(needOf("cant carry tubs in my ruck").carry).toBe(true);
    expect(needOf("something i can throw in my cargo pocket").carry).toBe(true);
    expect(needOf("best electrolytes after a long ruck").carry).toBe(false);
  });

  it("reads no kind that is ruled out", () => {
    expect(needOf("no melatonin, something for sleep").kinds).toEqual([]);
  });
});

describe("the fits in the order that serves the need", () => {
  it("puts the plain vitamin D before the one that adds vitamin K", () => {
    const order = fitFirst(fits("designs-for-sport-vitamin-d-k-pro", "klean-d-1000"), asked("vitamin d, just the basic one"), "vitamins");
    expect(order.map((f) => f.product.id)).toEqual(["klean-d-1000", "designs-for-sport-vitamin-d-k-pro"]);
  });

  it("puts a caffeinated electrolyte behind the others unless caffeine is asked for", () => {
    const ids = ["saltstick-caps-plus-caffeine", "thorne-catalyte"];
    expect(fitFirst(fits(...ids), asked("electrolytes for summer pt"), "hydration").map((f) => f.product.id)).toEqual(["thorne-catalyte", "saltstick-caps-plus-caffeine"]);
    expect(fitFirst(fits(...ids), asked("electrolytes with caffeine"), "hydration").map((f) => f.product.id)).toEqual(ids);
  });

  it("puts single-serve first for a carry need and says why on its line", () => {
    const order = fitFirst(fits("thorne-catalyte", "liquid-iv-sugar-free"), asked("no room for a tub in my ruck"), "hydration");
    expect(order.map((f) => f.product.id)).toEqual(["liquid-iv-sugar-free", "thorne-catalyte"]);
    expect(order[0].notes).toEqual(["1 stick a serving, nothing to scoop"]);
    expect(order[1].notes).toEqual([]);
  });

  it("keeps an order asked for", () => {
    const ids = ["saltstick-caps-plus-caffeine", "thorne-catalyte"];
    expect(fitFirst(fits(...ids), { ...asked("cheapest electrolytes"), ranking: "price" }, "hydration").map((f) => f.product.id)).toEqual(ids);
  });
});

describe("a cheapest claim rests on the prices we hold", () => {
  const hydration = catalogue.listProducts().filter((p) => p.category === "hydration");

  it("counts the prices held", () => {
    const { priced, unknown } = priceCoverage(hydration);
    expect(priced + unknown).toBe(hydration.length);
    expect(priced).toBeGreaterThan(0);
    expect(unknown).toBeGreaterThan(0);
  });

  it("says how many have no price, or nothing when all are known", () => {
    const { priced, unknown } = priceCoverage(hydration);
    const claim = cheapestBasis(hydration, (n) => `our ${n} picks`);
    expect(claim?.basis).toContain(`of our ${hydration.length} picks`);
    expect(claim?.basis).toContain(unknown === 1 ? "the other one has no price" : `the other ${unknown} have no price on record`);
    expect(claim?.lead).toBe(priced === 1 ? "The one we hold a price for:" : `The cheapest of the ${priced} we price:`);
    const known = hydration.filter((p) => p.pricePerServing !== null);
    expect(cheapestBasis(known, (n) => `our ${n} picks`)).toBeNull();
  });
});
