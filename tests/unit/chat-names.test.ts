import { describe, expect, it } from "vitest";
import { baseName, type NamedProduct, normalizeWords, productNameIndex, productsInAnswer, productsNamedIn } from "~/domain/chat/product-names";

/*
 * How the chat finds catalogue products in a text: the keys of a brand, which names stand alone,
 * the order of the names found, and the picks of an earlier answer.
 */

function product(id: string, name: string, brand: string): NamedProduct {
  return { id, name, brand, category: "protein-recovery" };
}

const brandsOf = (brand: string) => productNameIndex([product("p", "Some Product", brand)]).entries[0].brands;

describe("words and base names", () => {
  it("lower-cases and collapses every run of other characters to one space", () => {
    expect(normalizeWords("  Klean -- Pre-Workout!! ")).toBe("klean pre workout");
  });

  it("drops the flavour or size in parentheses", () => {
    expect(baseName("Klean Pre-Workout (Lemon Tea)")).toBe("klean pre workout");
    expect(baseName("Alpha(Vanilla)Whey")).toBe("alpha whey");
    expect(baseName("Creatine (3)")).toBe("creatine");
  });
});

describe("brand keys", () => {
  it.each([
    ["Bare Performance Nutrition", ["bare performance nutrition", "bpn"]],
    ["Alpha(US)Labs Inc", ["alpha labs inc", "ali"]],
    ["Alpha (United States) Labs", ["alpha labs"]],
    ["Thorne", ["thorne"]],
    ["Beta Co", ["beta co"]],
    ["GNC", ["gnc"]],
    ["Ka", []],
    ["Big Red Dog Co", ["big red dog co", "brdc"]],
  ])("%s -> %j", (brand, keys) => {
    expect(brandsOf(brand)).toEqual(keys);
  });
});

describe("names that stand alone", () => {
  const standsAlone = (list: NamedProduct[]) => productNameIndex(list).entries.map((e) => e.standsAlone);

  it("a name two brands share needs its brand; flavours of one brand do not", () => {
    expect(standsAlone([product("a", "Creatine Monohydrate", "Alpha"), product("b", "Creatine Monohydrate (Lemon)", "Beta")])).toEqual([false, false]);
    expect(standsAlone([product("a", "Creatine Monohydrate (Berry)", "Alpha"), product("b", "Creatine Monohydrate (Lemon)", "Alpha")])).toEqual([true, true]);
    expect(standsAlone([product("a", "Creatine Monohydrate", "Alpha"), product("b", "Nova Surge", "Beta")])).toEqual([true, true]);
  });

  it("a one-word name stands alone unless it is generic or three letters or fewer", () => {
    expect(standsAlone([product("a", "Hydration", "Alpha"), product("b", "Gatorlyte", "Beta"), product("c", "Zma", "Gamma"), product("d", "Zeal", "Delta")])).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it("two generic words together stand alone", () => {
    expect(standsAlone([product("a", "Whey Protein (Vanilla)", "Alpha")])).toEqual([true]);
  });

  it("keeps the base name and the brand keys of each entry", () => {
    const [entry] = productNameIndex([product("a", "Klean Pre-Workout (Lemon Tea)", "Klean Athlete")]).entries;
    expect(entry.base).toBe("klean pre workout");
    expect(entry.brands).toEqual(["klean athlete"]);
  });
});

describe("products named in a text", () => {
  const gatorlyte = product("gatorlyte", "Gatorlyte", "Gatorade");
  const surge = product("surge", "Nova Surge", "Nova Labs");
  const thorneWhey = product("thorne-whey", "Whey Protein Isolate (Vanilla)", "Thorne");
  const kagedWhey = product("kaged-whey", "Whey Protein Isolate", "Kaged");
  const bpnPre = product("bpn-pre", "Pre", "Bare Performance Nutrition");
  const thorneCreatine = product("thorne-creatine", "Creatine", "Thorne");
  const index = productNameIndex([gatorlyte, surge, thorneWhey, kagedWhey, bpnPre, thorneCreatine]);
  const ids = (text: string, options?: { brandAlone?: boolean }) => productsNamedIn(text, index, options).map((p) => p.id);

  it.each([
    ["I like Gatorlyte", ["gatorlyte"]],
    ["Nova Surge or Gatorlyte?", ["surge", "gatorlyte"]],
    ["Gatorlyte or Nova Surge?", ["gatorlyte", "surge"]],
    ["Nova Surge or Gatorlyte? I mean Nova Labs Nova Surge", ["surge", "gatorlyte"]],
    ["thorne whey protein isolate", ["thorne-whey"]],
    ["Whey Protein Isolate by Kaged", ["kaged-whey"]],
    ["Thorne Whey Protein Isolate (Vanilla)", ["thorne-whey"]],
    ["Whey Protein Isolate (Vanilla) by Thorne, or Gatorlyte", ["thorne-whey", "gatorlyte"]],
    ["BPN Pre vs Kaged Whey Protein Isolate", ["bpn-pre", "kaged-whey"]],
    ["whey protein isolate", []],
    ["gatorlytes", []],
  ])("%s -> %j", (text, found) => {
    expect(ids(text)).toEqual(found);
  });

  it("by brand alone when no name is found, every product of the brand, ordered by where the brand is", () => {
    expect(ids("anything from Thorne?")).toEqual(["thorne-whey", "thorne-creatine"]);
    expect(ids("bpn or thorne or bare performance nutrition")).toEqual(["bpn-pre", "thorne-whey", "thorne-creatine"]);
    expect(ids("thorne or bare performance nutrition")).toEqual(["thorne-whey", "thorne-creatine", "bpn-pre"]);
    expect(ids("anything from Thorne?", { brandAlone: false })).toEqual([]);
    expect(ids("Gatorlyte, or anything from Thorne?")).toEqual(["gatorlyte"]);
  });

  it("returns the products themselves", () => {
    expect(productsNamedIn("Nova Surge", index)).toEqual([surge]);
  });
});

describe("picks read from an answer", () => {
  const a = product("a", "Alpha Whey", "Alpha");
  const b = product("b", "Beta Whey", "Beta");
  const c = product("c", "Gamma Whey", "Gamma");
  const ids = (answer: string) => productsInAnswer(answer, [a, b, c]).map((p) => p.id);

  it.each([
    ["1. [Details](/compare/b) 2. [Details](/compare/a)", ["b", "a"]],
    ["1. **Gamma Whey** 2. **Alpha Whey**", ["c", "a"]],
    ["**Beta Whey** then **Alpha Whey**", ["b", "a"]],
    ["**Alpha Whey** ... **Beta Whey** [x](/compare/b) ... [x](/compare/a)", ["a", "b"]],
    ["see /compare/a and Beta Whey unbolded", []],
    ["nothing here", []],
  ])("%s -> %j", (answer, found) => {
    expect(ids(answer)).toEqual(found);
  });

  it("returns the products themselves", () => {
    expect(productsInAnswer("[x](/compare/c)", [a, b, c])).toEqual([c]);
  });
});
