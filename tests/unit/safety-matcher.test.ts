import { describe, expect, it } from "vitest";
import { getProhibitedEntries, prohibitedListInfo, screenText, searchProhibited } from "./bundled-safety";
import { compactKey, editDistance } from "~/domain/safety/match-keys";
import { loadCatalogueFromDisk } from "../../scripts/lib/catalogue-files";

const entryNames = (text: string) => screenText(text).map((h) => h.entryName);

describe("prohibited list data", () => {
  it("holds all 880 entries with the source header", () => {
    const info = prohibitedListInfo();
    expect(info.entryCount).toBe(880);
    expect(getProhibitedEntries()).toHaveLength(880);
    expect(info.source).toMatch(/Operation Supplement Safety/);
    expect(info.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(info.license).toMatch(/MIT/);
    expect(info.officialUrl).toBe("https://www.opss.org/dod-prohibited-dietary-supplement-ingredients");
  });

  it("gives every entry a unique id and a reason", () => {
    const entries = getProhibitedEntries();
    expect(entries).toHaveLength(880);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) expect(e.reason.length).toBeGreaterThan(0);
  });
});

describe("screenText", () => {
  it("finds names, other names and label terms, ignoring case and punctuation", () => {
    expect(entryNames("Contains DMAA")).toEqual(["DMAA (1,3)"]);
    expect(entryNames("1,3-dimethylamylamine 50 mg")).toEqual(["DMAA (1,3)"]);
    expect(entryNames("1 3 DIMETHYLAMYLAMINE")).toEqual(["DMAA (1,3)"]);
    expect(entryNames("methylhexanamine")).toEqual(["DMAA (1,3)"]);
    expect(entryNames("Proprietary blend: Acacia Rigidula extract")).toEqual(["Acacia rigidula"]);
    expect(entryNames("hemp seed protein powder")).toEqual(["hemp"]);
    expect(entryNames("ostarine (MK-2866)")).toEqual(["enobosarm"]);
  });

  it("maps DMHA and octodrine to the same entry", () => {
    const dmha = screenText("DMHA");
    const octodrine = screenText("Octodrine");
    expect(dmha[0].entryId).toBe(octodrine[0].entryId);
    expect(dmha[0].entryName).toBe("DMHA");
    expect(screenText("2-aminoisoheptane HCl")[0].entryId).toBe(dmha[0].entryId);
  });

  it("tolerates small typos", () => {
    const [hit] = screenText("Ingredients: enlcomiphene citrate");
    expect(hit.entryName).toBe("clomifene");
    expect(hit.term).toBe("Enclomiphene");
    expect(hit.found).toBe("enlcomiphene");
    expect(hit.fuzzy).toBe(true);
    expect(entryNames("octodrin")).toEqual(["DMHA"]);
    expect(entryNames("methylhexaneamin")).toEqual(["DMAA (1,3)"]);
  });

  it("joins hyphenated and spaced spellings", () => {
    expect(entryNames("octo-drine")).toEqual(["DMHA"]);
    expect(entryNames("S-4 (andarine)")).toEqual(["andarine"]);
    expect(entryNames("β-phenyl-GABA")).toEqual(["phenibut"]);
  });

  it("reports the text as found, the listed term and the reason", () => {
    const [hit] = screenText("This pre-workout has 1,3-DMAA in it.");
    expect(hit).toMatchObject({ entryName: "DMAA (1,3)", term: "1,3-DMAA", found: "1,3-DMAA", fuzzy: false });
    expect(hit.reason).toMatch(/FDA/i);
  });

  it("does not flag common supplement ingredients", () => {
    const label = [
      "caffeine anhydrous", "L-citrulline", "citrulline malate", "beta-alanine", "CarnoSyn beta-alanine",
      "creatine monohydrate", "creatine HCl", "whey protein isolate", "whey protein concentrate", "casein",
      "magnesium glycinate", "magnesium bisglycinate", "magnesium L-threonate", "zinc picolinate",
      "vitamin A", "vitamin C", "vitamin D3", "vitamin E", "vitamin K", "vitamin K1", "vitamin K2 (MK-7)",
      "vitamin B6", "vitamin B12", "thiamin", "riboflavin", "niacin", "folate", "biotin", "pantothenic acid",
      "calcium", "iron", "iodine", "selenium", "copper", "manganese", "chromium", "molybdenum",
      "sodium chloride", "potassium citrate", "taurine", "L-theanine", "L-tyrosine", "N-acetyl-L-tyrosine",
      "betaine anhydrous", "betaine nitrate", "agmatine sulfate", "alpha-GPC", "huperzine A", "theacrine",
      "melatonin", "5-HTP", "GABA", "glycine", "L-glutamine", "inositol", "ashwagandha", "lutein",
      "omega-3 fish oil", "EPA", "DHA", "probiotic", "HOWARU Restore", "tart cherry", "valerian root",
      "electrolytes", "beetroot extract", "green tea extract", "BCAA", "HMB", "collagen peptides",
      "Salvia officinalis (sage)", "horny goat weed", "stevia", "sucralose", "natural flavors",
    ].join(", ");
    expect(screenText(label)).toEqual([]);
  });

  it("does not flag ordinary chat or short names inside longer words", () => {
    const chat =
      "Take 4 at night. My PCP said vitamin K is fine, I like ice cream, and I need more speed. " +
      "Is this third-party tested? The estimate was a repo link. Citrate, tested, restore, cat.";
    expect(screenText(chat)).toEqual([]);
    // "epo", "kava", "hemp" and "khat" are listed; inside longer words they are not those names.
    expect(screenText("Epoch timing, the Kavanagh stack, Hempel's method, Khatri blend")).toEqual([]);
  });

  it("screens every catalogue product with zero hits", () => {
    // Read inside the test, not while the file loads, so the test is known to reach the research schema.
    const research = loadCatalogueFromDisk();
    expect(research).toHaveLength(60);
    for (const p of research) {
      for (const line of [p.name, ...p.keyIngredients]) expect(screenText(line), `${p.id}: ${line}`).toEqual([]);
    }
  });
});

describe("searchProhibited", () => {
  it("finds an entry by any name, best match first", () => {
    expect(searchProhibited("DMHA")[0]).toMatchObject({ entryName: "DMHA", match: "exact" });
    expect(searchProhibited("octodrine")[0]).toMatchObject({ entryName: "DMHA", term: "octodrine", match: "exact" });
    expect(searchProhibited("clomid")[0]).toMatchObject({ entryName: "clomifene", match: "exact" });
    expect(searchProhibited("ostarin")[0]).toMatchObject({ entryName: "enobosarm", match: "prefix" });
  });

  it("tolerates typos", () => {
    expect(searchProhibited("enlcomiphene")[0]).toMatchObject({ entryName: "clomifene", term: "Enclomiphene", match: "fuzzy" });
    expect(searchProhibited("octodrne")[0]).toMatchObject({ entryName: "DMHA", match: "fuzzy" });
  });

  it("matches slang only as the whole query", () => {
    expect(searchProhibited("ice")[0]).toMatchObject({ entryName: "methamphetamine", match: "exact" });
    expect(searchProhibited("ice cream")).toEqual([]);
  });

  it("returns nothing for safe ingredient names and empty queries", () => {
    for (const q of ["citrulline", "creatine", "beta-alanine", "whey", "magnesium", "vitamin", "caffeine", "", "  ", "!!"]) {
      expect(searchProhibited(q), q).toEqual([]);
    }
  });

  it("limits the number of results", () => {
    expect(searchProhibited("meth", 5)).toHaveLength(5);
  });
});

describe("helpers", () => {
  it("compacts keys", () => {
    expect(compactKey("1,3-DMAA")).toBe("13dmaa");
    expect(compactKey("β-Alanine")).toBe("betaalanine");
  });

  it("measures edit distance with adjacent swaps", () => {
    expect(editDistance("enlcomiphene", "enclomiphene", 2)).toBe(1);
    expect(editDistance("octodrin", "octodrine", 2)).toBe(1);
    expect(editDistance("caffeine", "cocaine", 1)).toBe(2);
  });
});
