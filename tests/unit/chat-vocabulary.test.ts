import { describe, expect, it } from "vitest";
import { categoriesNamed, normalizeMessage } from "~/domain/chat/vocabulary";

/*
 * How a message is normalized before the rules read it: slang, typos corrected towards the
 * vocabulary only where that is safe, and the categories a message names.
 */

describe("typo correction", () => {
  it.each([
    // Slang and short forms.
    ["prot", "protein"],
    ["lytes", "electrolytes"],
    // Words under five letters are kept.
    ["vitm", "vitm"],
    // Everyday words near a term are kept.
    ["recover", "recover"],
    ["protect", "protect"],
    ["collage", "collage"],
    // Terms are kept as they are.
    ["protein", "protein"],
    ["omega", "omega"],
    // One edit is corrected.
    ["magnesum", "magnesium"],
    ["multivitamn", "multivitamin"],
    ["omegaa", "omega"],
    // Five letters against a five-letter term: too short to tell a typo from another word.
    ["omegs", "omegs"],
    // The first letter must match.
    ["nelatonin", "nelatonin"],
    // Two edits only from nine letters.
    ["magnisiun", "magnesium"],
    ["creetina", "creetina"],
    ["magnisiumm", "magnesium"],
    // Three edits are too many.
    ["mognisiun", "mognisiun"],
    // Between two terms as near, the first in the vocabulary wins.
    ["vitaminx", "vitamin"],
  ])("%s -> %s", (word, corrected) => {
    expect(normalizeMessage(word)).toBe(corrected);
  });

  it("reads curly apostrophes as straight ones", () => {
    expect(normalizeMessage("Magnesium’s dose")).toBe("magnesium's dose");
    expect(normalizeMessage("melatonin‘s")).toBe("melatonin's");
  });

  it("leaves the parts of hyphenated words as written", () => {
    expect(normalizeMessage("pre-deploymnt magnesum")).toBe("pre-deploymnt magnesium");
  });
});

describe("categories a message names", () => {
  it.each([
    ["sleep and protein", false, ["sleep", "protein-recovery"]],
    ["protein, whey and casein", false, ["protein-recovery"]],
    ["the basics", false, []],
    ["the basics", true, ["vitamins"]],
    ["energy for a ruck", true, ["pre-workout", "hydration"]],
  ])("%s (plan: %s) -> %j", (text, plan, categories) => {
    expect(categoriesNamed(text, plan)).toEqual(categories);
  });

  it("reads a message as no plan unless told", () => {
    expect(categoriesNamed("energy for a ruck")).toEqual([]);
  });
});
