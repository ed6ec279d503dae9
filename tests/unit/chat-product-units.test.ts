import { describe, expect, it } from "vitest";
import { productDoses, productIntakes, productsNamedNow, servingUnits } from "~/domain/chat/product-units";
import { seededCatalogue } from "./priced-catalogue";

const catalogue = seededCatalogue();
const named = (message: string) => productsNamedNow({ message, namedProductIds: [] }, catalogue);

describe("units of a catalogue product counted against its card's serving", () => {
  it("reads a card's serving as a count of units, and none from a weight", () => {
    expect(servingUnits({ servingSize: "2 soft gels" })).toEqual({ count: 2, unit: "soft gels" });
    expect(servingUnits({ servingSize: "1 scoop (10.4 g) in at least 12 fl oz water" })).toEqual({ count: 1, unit: "scoop" });
    expect(servingUnits({ servingSize: "27.9 g (1 scoop)" })).toEqual({ count: 1, unit: "scoop" });
    expect(servingUnits({ servingSize: "33 g" })).toBeNull();
  });

  it("tells a brand's products apart by a word only one of them has", () => {
    expect(named("4 of the nordic naturals omega 2x sport softgels").map((p) => p.id)).toEqual(["nordic-naturals-ultimate-omega-2x-sport"]);
    expect(named("3 caps of the momentous l-threonate").map((p) => p.id)).toEqual(["momentous-magnesium-l-threonate"]);
  });

  it("divides the units said by the units in a serving before multiplying the card", () => {
    const message = "i do 6 of the SFH super omega fish oil pills every day";
    const [intake] = productIntakes(message, named(message));
    expect({ units: intake.units, servings: intake.servings }).toEqual({ units: 6, servings: 3 });
    expect(productDoses(message, named(message))).toEqual([{ nutrient: "omega-3", amount: 5700, count: 1, label: "6 softgels = 3 servings x 1,900 mg per 2-softgel serving of Super Omega-3 Fish Oil" }]);
  });

  it("counts a product said as taken with no count as one serving, and one only asked about as nothing", () => {
    expect(productDoses("plus my klean-d 5000", named("plus my klean-d 5000"))).toEqual([{ nutrient: "vitamin D", amount: 5000, count: 1, label: "5,000 IU per 1-tablet serving of Klean-D 5,000 IU (Vitamin D)" }]);
    expect(productDoses("tell me more about klean magnesium", named("tell me more about klean magnesium"))).toEqual([]);
  });
});
