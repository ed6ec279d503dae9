import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

describe("whether a product the conversation names holds something, answered first", () => {
  it("a nutrient the label data does not list: not in our data, and the label has the last word", () => {
    const text = opening(converse(["what's a good fish oil", "does the first one have vitamin e in it"]).text);
    expect(text).toBe(
      "**Super Omega-3 Fish Oil**: no vitamin E in the label data we hold (it lists Fish oil, Total omega-3, EPA and DHA). We may not hold every inactive ingredient, so check the Supplement Facts and Other Ingredients lines to be sure.",
    );
  });

  it("an allergen the label facts do not settle: said so, with where to look", () => {
    expect(opening(converse(["what's a good fish oil", "is there any soy in the second one"]).text)).toBe(
      "**Strong Omega**: the label data we hold names no soy, but it does not cover allergens fully; check the allergen line on the label.",
    );
  });

  it("an ingredient it lists: yes, with the amount", () => {
    expect(opening(converse(["does the SFH Super Omega-3 Fish Oil have EPA in it"]).text)).toBe("**Super Omega-3 Fish Oil**: yes, it lists EPA, 1.3 g a serving.");
  });

  it("caffeine, from the card's figure", () => {
    expect(opening(converse(["does Pre-Train Elite have caffeine?"]).text)).toBe("**Pre-Train Elite**: yes, 100 mg of caffeine a serving.");
  });

  it("a question that asks nothing of what is in it is left as it was", () => {
    expect(opening(converse(["what's a good fish oil", "how many softgels is a serving of the first one"]).text)).not.toMatch(/in the label data we hold \(it lists/);
  });
});
