import { describe, expect, it } from "vitest";
import { byCostPerDose, byPricePerServing, byScore, costPerDose, orderByValue, sortProducts } from "~/domain/catalogue/sort";
import type { DoseValue } from "~/domain/catalogue/types";

/** A product as the sort functions see it: its name, CLEARED score, price per serving and caffeine cost. */
function product(name: string, rating: number, pricePerServing: number | null, caffeineCost?: number | null) {
  const doses: DoseValue[] =
    caffeineCost === undefined
      ? []
      : [
          {
            kind: "caffeine",
            doseLabel: "100 mg caffeine",
            perServingText: null,
            dosesPerServing: null,
            costPerDose: caffeineCost,
            costPerDoseText: null,
            reason: caffeineCost === null ? "No price has been observed." : null,
          },
        ];
  return { id: name.toLowerCase(), name, rating, pricePerServing, doses };
}

describe("ordering by CLEARED score", () => {
  it("puts the higher score first", () => {
    expect(byScore(product("Alpha", 80, 1), product("Bravo", 90, 1))).toBe(10);
  });

  it("breaks a tie in score with the cheaper serving, in either order", () => {
    expect(byScore(product("Alpha", 80, 2), product("Bravo", 80, 1))).toBe(1);
    expect(byScore(product("Bravo", 80, 1), product("Alpha", 80, 2))).toBe(-1);
  });

  it("counts an unknown price as dearer than any known one", () => {
    expect(byScore(product("Alpha", 80, null), product("Bravo", 80, 1))).toBe(Infinity);
    expect(byScore(product("Bravo", 80, 1), product("Alpha", 80, null))).toBe(-Infinity);
  });

  it("breaks a tie in score and price with the name", () => {
    expect(byScore(product("Alpha", 80, null), product("Bravo", 80, null))).toBe(-1);
    expect(byScore(product("Bravo", 80, 1), product("Alpha", 80, 1))).toBe(1);
  });
});

describe("ordering by price per serving", () => {
  it("puts the cheaper serving first", () => {
    expect(byPricePerServing(product("Alpha", 90, 2), product("Bravo", 80, 1))).toBe(1);
    expect(byPricePerServing(product("Bravo", 80, 1), product("Alpha", 90, 2))).toBe(-1);
  });

  it("orders servings of the same price by score", () => {
    expect(byPricePerServing(product("Alpha", 80, 1), product("Bravo", 90, 1))).toBe(10);
  });

  it("puts unknown prices last, and orders them by score", () => {
    expect(byPricePerServing(product("Alpha", 90, null), product("Bravo", 80, 1))).toBe(1);
    expect(byPricePerServing(product("Bravo", 80, 1), product("Alpha", 90, null))).toBe(-1);
    expect(byPricePerServing(product("Alpha", 80, null), product("Bravo", 90, null))).toBe(10);
  });
});

describe("cost per effective dose", () => {
  it("reads the cost of the measure asked for, or null when the product has none or its cost is not known", () => {
    const caffeinated = product("Alpha", 80, 1, 0.5);
    expect(costPerDose(caffeinated, "caffeine")).toBe(0.5);
    expect(costPerDose(caffeinated, "creatine")).toBe(null);
    expect(costPerDose(product("Bravo", 80, null, null), "caffeine")).toBe(null);
  });

  it("orders by the cheaper dose, then by score when the doses cost the same", () => {
    const compare = byCostPerDose("caffeine");
    expect(compare(product("Alpha", 90, 1, 0.5), product("Bravo", 80, 1, 0.25))).toBe(0.25);
    expect(compare(product("Bravo", 80, 1, 0.25), product("Alpha", 90, 1, 0.5))).toBe(-0.25);
    expect(compare(product("Alpha", 80, 1, 0.5), product("Bravo", 90, 1, 0.5))).toBe(10);
  });

  it("puts products whose dose cost is not known last, in score order", () => {
    const compare = byCostPerDose("caffeine");
    expect(compare(product("Alpha", 90, 1), product("Bravo", 80, 1, 0.5))).toBe(1);
    expect(compare(product("Bravo", 80, 1, 0.5), product("Alpha", 90, 1, null))).toBe(-1);
    expect(compare(product("Alpha", 80, 1), product("Bravo", 90, 1, null))).toBe(10);
  });
});

describe("sorting a list of products", () => {
  const high = product("High", 90, 2, 0.8);
  const mid = product("Mid", 80, 1, 0.3);
  const low = product("Low", 70, 1.5);
  const list = [low, high, mid];

  it("sorts by score, by price per serving, or by the cost of the category's dose", () => {
    expect(sortProducts(list, "score").map((p) => p.name)).toEqual(["High", "Mid", "Low"]);
    expect(sortProducts(list, "price").map((p) => p.name)).toEqual(["Mid", "Low", "High"]);
    expect(sortProducts(list, "dose", "caffeine").map((p) => p.name)).toEqual(["Mid", "High", "Low"]);
  });

  it("sorts by score when asked for score even with a dose given, or for dose without one", () => {
    expect(sortProducts(list, "score", "caffeine").map((p) => p.name)).toEqual(["High", "Mid", "Low"]);
    expect(sortProducts(list, "dose").map((p) => p.name)).toEqual(["High", "Mid", "Low"]);
  });

  it("returns a new list and leaves the one given in its order", () => {
    sortProducts(list, "score");
    expect(list.map((p) => p.name)).toEqual(["Low", "High", "Mid"]);
  });
});

describe("the best values beside a product", () => {
  const products = [
    product("A", 80, 1, 0.4),
    product("B", 90, 2, 0.4),
    product("D", 60, 1),
    product("E", 50, 0.8),
    product("F", 99, null, 0.1),
    product("G", 99, 1, 0.05),
    product("C", 70, 0.5, 0.3),
  ];

  it("offers the three cheapest doses, ties in score order, leaving out the product itself and products without a price", () => {
    expect(orderByValue(products, "caffeine", "g").map((p) => p.id)).toEqual(["c", "b", "a"]);
  });

  it("follows the products with a dose cost with the rest by price per serving", () => {
    expect(orderByValue(products, "caffeine", "g", 10).map((p) => p.id)).toEqual(["c", "b", "a", "e", "d"]);
  });

  it("offers the cheapest servings, ties in score order, when no product has the measure", () => {
    expect(orderByValue(products, "creatine", "c", 2).map((p) => p.id)).toEqual(["e", "g"]);
  });
});
