import { describe, expect, it } from "vitest";
import { productsOfKind } from "~/domain/chat/carried-first";
import { asksComparison, comparisonParagraph } from "~/domain/chat/comparison-asked";
import { costOverTimeLine } from "~/domain/chat/cost-over-time";
import { pointsAtSomething } from "~/domain/chat/pointed-at";
import { purchaseBudget } from "~/domain/chat/stated";
import { seededCatalogue } from "./priced-catalogue";

/*
 * The readers behind "every part asked gets its answer" (ADR 0134), each on its own: whether two
 * products named are compared, what the comparison says from the label data, which kinds the
 * catalogue carries, a thing pointed at with nothing named, money without a dollar sign, and the
 * cost of an amount over a month.
 */

const catalogue = seededCatalogue();
const product = (id: string) => {
  const p = catalogue.getProduct(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

describe("a comparison of two products named", () => {
  it.each([
    ["thorne whey or klean isolate, which one gets me more protein", true],
    ["how does thorne super epa stack up against designs for sport hi-po", true],
    ["which has more caffeine, raw essential pre or bpn pre", true],
    ["tell me more about klean magnesium and magnesium l-threonate", false],
    ["i take klean magnesium and melaton-3 every night", false],
  ])("%s -> %s", (message, compared) => {
    expect(asksComparison(message, 2)).toBe(compared);
  });

  it("is never read with one product named", () => {
    expect(asksComparison("thorne whey or something else", 1)).toBe(false);
  });

  it("names both on the measure asked, with the price or the lack of one, then which is ahead", () => {
    const text = comparisonParagraph([product("thorne-whey-protein-isolate"), product("klean-isolate")], "which one gets me more protein for my money");
    expect(text).toBe(
      "Compared on protein and price: **Whey Protein Isolate (Vanilla)** by Thorne: 21 g of protein a serving, $2.17 a serving, NSF Certified for Sport; **Klean Isolate (Natural Vanilla)** by Klean Athlete: 20 g of protein a serving, no price on record with us, NSF Certified for Sport. Thorne's has more protein a serving (21 g against 20 g). We hold no price for Klean Isolate (Natural Vanilla), so I can't say which costs less: check the seller's current price per serving.",
    );
  });

  it("sets the ingredients both labels list side by side, and names one brand's two products by name", () => {
    const text = comparisonParagraph([product("thorne-super-epa"), product("designs-for-sport-omega-3-hi-po")], "which is better");
    expect(text).toContain("EPA 425 mg and DHA 270 mg a serving");
    expect(text).toContain("EPA 750 mg and DHA 750 mg a serving");
    expect(text).toContain("Thorne's costs less a serving ($0.46 against $1.60).");
  });
});

describe("what the catalogue carries as a kind", () => {
  it.each([
    ["ashwagandha", ["momentous-ashwagandha"]],
    ["casein protein", []],
    ["iron pills", []],
  ])("%s", (side, ids) => {
    expect(productsOfKind(side, catalogue.listProducts()).map((p) => p.id)).toEqual(ids);
  });
});

describe("a thing pointed at with nothing named before it", () => {
  it.each([
    ["is this ok to take before pt?", true],
    ["can i mix it with coffee", true],
    ["will this make me pop hot on a ua", true],
    ["my roommate gave me some of that stuff he uses, is it legit", true],
    ["is it bad to lift fasted", false],
    ["fell out at pt after my fat burner, ok to keep it?", false],
    ["is creatine safe or does it make you fail the pee test", false],
  ])("%s -> %s", (message, points) => {
    expect(pointsAtSomething(message)).toBe(points);
  });
});

describe("money without a dollar sign", () => {
  it.each([
    ["cool but i only got like 50 for a tub rn", 50],
    ["need electrolytes for 2 weeks, budget is like 35 total", 35],
    ["budget is 30 servings a month", null],
    ["i do 50 pushups a day", null],
  ])("%s -> %s", (message, amount) => {
    expect(purchaseBudget(message)).toBe(amount);
  });
});

describe("the cost of an amount over time", () => {
  it("works out days and a month from the price, the servings and the serving size", () => {
    expect(costOverTimeLine(product("klean-magnesium"), "how much a month if i take 2 caps every night")).toBe(
      "At 2 caps a day, one container of **Klean Magnesium (90 vegetarian capsules)** (90 servings of 1 vegetarian capsule, $26.50) lasts 45 days: about $17.67 a month (30 days). Prices change: check the seller's current price.",
    );
  });

  it("does not guess at a unit the serving size does not use", () => {
    expect(costOverTimeLine(product("klean-magnesium"), "how much a month at 2 scoops a day")).toBeNull();
  });
});
