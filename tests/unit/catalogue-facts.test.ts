import { describe, expect, it } from "vitest";
import { ALLERGENS, deriveProductFacts, type LabelData, type ProductFacts } from "~/domain/catalogue/facts";
import { detailedIngredients } from "~/domain/catalogue/ingredients";
import { seededCatalogue } from "./priced-catalogue";

// Derived inside each test, not while the file loads, so the tests are known to reach the derivation.
const products = () => seededCatalogue().listProducts();
const factsOf = (id: string): ProductFacts => {
  const product = products().find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return deriveProductFacts(product);
};
const text = (p: ReturnType<typeof products>[number]) =>
  [p.name, p.servingSize ?? "", ...p.keyIngredients, p.provenance.notes, ...p.highlights, ...p.cautions].join(" \n ");

function label(overrides: Partial<LabelData> & { notes?: string } = {}): LabelData {
  const { notes = "", ...rest } = overrides;
  return {
    id: "test",
    name: "Test Product",
    servingSize: null,
    keyIngredients: [],
    detailedIngredients: [],
    highlights: [],
    cautions: [],
    stimulant: null,
    caffeineMg: null,
    provenance: { notes },
    ...rest,
  };
}

describe("product facts over the real catalogue", () => {
  it("marks every whey product as containing milk and whey, and not vegan", () => {
    const whey = products().filter((p) => /\bwhey\b/i.test(text(p)));
    expect(whey).toHaveLength(8);
    for (const p of whey) {
      expect(factsOf(p.id).allergens, p.id).toMatchObject({ milk: true, whey: true });
      expect(factsOf(p.id).vegan, p.id).toBe(false);
      expect(factsOf(p.id).evidence["allergens.milk"], p.id).toMatch(/whey|milk/i);
    }
  });

  it("reads milk from casein peptides and from an allergen statement", () => {
    expect(factsOf("bpn-endopump").allergens).toMatchObject({ milk: true, casein: true, whey: null });
    expect(factsOf("bpn-pump").allergens).toMatchObject({ milk: true, whey: null, casein: null });
    expect(factsOf("bpn-pump").evidence["allergens.milk"]).toBe("Allergen: milk (per The Feed).");
  });

  it("marks every fish oil as fish and the algal omega-3 as fish-free and vegan", () => {
    const fishOils = products().filter((p) => p.cautions.includes("Contains fish."));
    expect(fishOils).toHaveLength(6);
    for (const p of fishOils) {
      expect(factsOf(p.id).allergens.fish, p.id).toBe(true);
      expect(factsOf(p.id).vegan, p.id).toBe(false);
    }
    const algal = factsOf("momentous-vegan-omega-3");
    expect(algal.allergens).toEqual({ milk: false, whey: false, casein: false, egg: false, soy: null, fish: false, gluten: null });
    expect(algal.vegan).toBe(true);
    expect(algal.evidence.vegan).toBe("Vegan Omega-3 (algal)");
  });

  it("finds only one vegan product: a vegan ingredient does not make the product vegan", () => {
    expect(products().filter((p) => factsOf(p.id).vegan === true).map((p) => p.id)).toEqual(["momentous-vegan-omega-3"]);
    expect(factsOf("gnarly-preworkout").vegan).toBeNull();
  });

  it("reads soy from the reformulation note", () => {
    expect(factsOf("ascent-native-fuel-whey").allergens.soy).toBe(true);
    expect(products().filter((p) => factsOf(p.id).allergens.soy === true).map((p) => p.id)).toEqual(["ascent-native-fuel-whey"]);
  });

  it("takes caffeine from the catalogue's rule", () => {
    expect(factsOf("klean-athlete-pre-workout").caffeineMg).toBe(75);
    expect(factsOf("klean-athlete-pre-workout").evidence.caffeineMg).toBe("Caffeine 75 mg");
    expect(factsOf("designs-for-sport-pre-train-elite").caffeineMg).toBe(100);
    expect(factsOf("saltstick-caps-plus-caffeine")).toMatchObject({ caffeineMg: 30, stimulant: true });
    expect(factsOf("bpn-endopump")).toMatchObject({ caffeineMg: 0, stimulant: false });
    expect(factsOf("bpn-endopump").evidence.stimulant).toBe("No caffeine.");
    expect(factsOf("thorne-multi-vitamin-elite")).toMatchObject({ caffeineMg: null, stimulant: null });
    expect(products()).toHaveLength(60);
    for (const p of products()) {
      expect(factsOf(p.id).caffeineMg, p.id).toBe(p.caffeineMg);
      if (p.stimulant !== null) expect(factsOf(p.id).stimulant, p.id).toBe(p.stimulant);
    }
  });

  it("reads melatonin and 5-HTP from the panel and from melatonin-free claims", () => {
    expect(factsOf("bpn-peak-sleep-gummy")).toMatchObject({ fiveHtp: true, melatonin: false, form: "gummy" });
    expect(factsOf("bpn-peak-sleep-gummy").evidence.fiveHtp).toBe("5-HTP (Griffonia seed) 200 mg");
    expect(factsOf("bpn-peak-sleep-gummy").evidence.melatonin).toBe("Melatonin-free.");
    expect(factsOf("designs-for-sport-sleep-complex")).toMatchObject({ melatonin: true, melatoninMg: 3, fiveHtp: true });
    expect(factsOf("thorne-melaton-3")).toMatchObject({ melatonin: true, melatoninMg: 3, form: "capsule" });
    expect(factsOf("klean-melatonin-spray")).toMatchObject({ melatonin: true, melatoninMg: 3, form: "spray" });
    // The panel's tart cherry line has no amount, so a missing 5-HTP line proves nothing.
    expect(factsOf("cheribundi-performance-sleep-shot")).toMatchObject({ melatonin: true, fiveHtp: null, completePanel: false, form: "liquid" });
    const sleep = products().filter((p) => p.category === "sleep");
    expect(sleep.filter((p) => factsOf(p.id).melatonin === true).map((p) => p.id).sort()).toEqual(
      ["cheribundi-performance-sleep-shot", "designs-for-sport-sleep-complex", "klean-melatonin-spray", "thorne-melaton-3"],
    );
    expect(sleep.filter((p) => factsOf(p.id).melatonin === null)).toEqual([]);
  });

  it("treats a partial panel as unknown for active ingredients", () => {
    expect(factsOf("klean-multivitamin")).toMatchObject({ completePanel: false, melatonin: null, fiveHtp: null });
    expect(factsOf("thorne-multi-vitamin-elite")).toMatchObject({ completePanel: false, melatonin: null, form: null });
  });

  it("reads every product's form from its name and serving", () => {
    const byForm = (form: string) => products().filter((p) => factsOf(p.id).form === form).map((p) => p.id).sort();
    expect(byForm("gummy")).toEqual(["bpn-peak-sleep-gummy"]);
    expect(byForm("spray")).toEqual(["klean-melatonin-spray"]);
    expect(byForm("liquid")).toEqual(["cheribundi-performance-sleep-shot"]);
    expect(byForm("tablet")).toEqual(["klean-d-1000", "klean-d-5000", "klean-multivitamin", "precision-fuel-hydration-ph-500"]);
    expect(byForm("softgel")).toEqual([
      "bpn-strong-omega",
      "designs-for-sport-omega-3-hi-po",
      "designs-for-sport-vitamin-d-k-pro",
      "nordic-naturals-ultimate-omega-2x-sport",
      "nordic-naturals-ultimate-omega-d3-sport",
      "sfh-super-omega-3",
      "thorne-super-epa",
    ]);
    // Every pre-workout, protein and (except the shot) hydration product with a serving is a powder.
    const powders = products().filter((x) => x.category === "pre-workout" || x.category === "protein-recovery");
    expect(powders).toHaveLength(20);
    for (const p of powders) {
      expect(factsOf(p.id).form, p.id).toBe("powder");
    }
    expect(products().filter((p) => p.servingSize === null).every((p) => factsOf(p.id).form === null)).toBe(true);
    expect(byForm("capsule")).toHaveLength(12);
  });

  it("keeps the label text behind every fact it settles", () => {
    const keys = ["vegan", "melatonin", "fiveHtp", "stimulant", "form"] as const;
    let settled = 0;
    expect(products()).toHaveLength(60);
    expect(ALLERGENS).toHaveLength(7);
    for (const p of products()) {
      const f = factsOf(p.id);
      for (const key of keys) {
        if (f[key] === null) continue;
        settled++;
        expect(f.evidence[key], `${p.id} ${key}`).toEqual(expect.any(String));
      }
      for (const allergen of ALLERGENS) {
        if (f.allergens[allergen] !== null) expect(f.evidence[`allergens.${allergen}`], `${p.id} ${allergen}`).toEqual(expect.any(String));
      }
    }
    expect(settled).toBeGreaterThan(200);
  });
});

describe("product fact rules", () => {
  it("names milk by its proteins and its allergen line, never by plant milks or milk thistle", () => {
    expect(deriveProductFacts(label({ keyIngredients: ["Milk protein isolate 20 g"] })).allergens.milk).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Micellar casein 24 g"] })).allergens).toMatchObject({ milk: true, casein: true });
    expect(deriveProductFacts(label({ notes: "Contains lactose." })).allergens.milk).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Coconut milk powder 5 g"] })).allergens.milk).toBeNull();
    expect(deriveProductFacts(label({ keyIngredients: ["Milk thistle extract 150 mg"] })).allergens.milk).toBeNull();
  });

  it("reads fish from fish oil, anchovy, sardine and fish gelatin, and rules it out for algal oil", () => {
    for (const line of ["Fish oil 1 g", "Anchovy oil 1,000 mg", "Sardine oil 1 g", "Softgel (fish gelatin)"]) {
      const f = deriveProductFacts(label({ keyIngredients: [line] }));
      expect(f.allergens.fish, line).toBe(true);
      expect(f.vegan, line).toBe(false);
    }
    const algal = deriveProductFacts(label({ keyIngredients: ["DHA 500 mg (from algal oil)"] }));
    expect(algal.allergens.fish).toBe(false);
    expect(algal.vegan).toBeNull();
  });

  it("makes a product vegan only on a product-level claim without animal ingredients", () => {
    expect(deriveProductFacts(label({ name: "Vegan Protein" })).vegan).toBe(true);
    expect(deriveProductFacts(label({ notes: "Vegan; third-party tested." })).vegan).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Vegan BCAA blend 4 g"] })).vegan).toBeNull();
    expect(deriveProductFacts(label({ name: "Vegan Blend", keyIngredients: ["Honey 5 g"] })).vegan).toBe(false);
    expect(deriveProductFacts(label({ keyIngredients: ["Collagen peptides 10 g"] })).vegan).toBe(false);
  });

  it("reads soy, egg and gluten", () => {
    expect(deriveProductFacts(label({ cautions: ["Contains soy."] })).allergens.soy).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Egg white protein 20 g"] })).allergens.egg).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Barley grass 1 g"] })).allergens.gluten).toBe(true);
    expect(deriveProductFacts(label({ keyIngredients: ["Maltodextrin 10 g"] })).allergens.gluten).toBeNull();
  });

  it("reads the form from the name or serving, in rule order", () => {
    const form = (name: string, servingSize: string | null = null) => deriveProductFacts(label({ name, servingSize })).form;
    expect(form("Sleep Gummy", "2 gummies")).toBe("gummy");
    expect(form("Omega", "2 softgels")).toBe("softgel");
    expect(form("Omega", "1 gel cap")).toBe("softgel");
    expect(form("Magnesium", "2 veggie caps")).toBe("capsule");
    expect(form("Magnesium", "1 vegetarian capsule")).toBe("capsule");
    expect(form("Melatonin (spray)", "2 sprays")).toBe("spray");
    expect(form("Electrolytes", "1 effervescent tablet")).toBe("tablet");
    expect(form("Electrolytes", "1 stick")).toBe("powder");
    expect(form("Recovery", "1 packet")).toBe("powder");
    expect(form("Whey", "30 g")).toBe("powder");
    expect(form("Energy Chews", "2 chews")).toBe("chew");
    expect(form("Sleep Shot", "1 pouch (2 oz)")).toBe("liquid");
    expect(form("Mystery", null)).toBeNull();
  });

  it("settles melatonin from a full panel but not from a partial one", () => {
    const full = deriveProductFacts(label({ keyIngredients: ["Magnesium 200 mg"] }));
    expect(full).toMatchObject({ melatonin: false, fiveHtp: false, completePanel: true });
    const partial = deriveProductFacts(label({ keyIngredients: ["Magnesium 200 mg", "Herbal blend"] }));
    expect(partial).toMatchObject({ melatonin: null, fiveHtp: null, completePanel: false });
    const claimed = deriveProductFacts(label({ keyIngredients: ["Herbal blend"], notes: "Melatonin-free." }));
    expect(claimed.melatonin).toBe(false);
    const named = deriveProductFacts(label({ keyIngredients: ["Melatonin 0.5 mg", "Herbal blend"] }));
    expect(named).toMatchObject({ melatonin: true, melatoninMg: 0.5 });
  });

  it("counts a stimulant line on the panel when the research flag is missing", () => {
    const f = deriveProductFacts(label({ keyIngredients: ["Natural energy blend 300 mg"] }));
    expect(f.stimulant).toBe(true);
    expect(f.evidence.stimulant).toBe("Natural energy blend 300 mg");
  });
});

describe("product facts, every field with the text it rests on", () => {
  it("reads a vegan melatonin gummy: allergens ruled out by the claim, melatonin in mg, 5-HTP said to be absent, the research's stimulant-free mark", () => {
    const keyIngredients = ["Melatonin 1,500 mcg", "Magnesium 0.1 g"];
    const facts = deriveProductFacts(
      label({
        name: "Test Sleep Gummies",
        servingSize: "2 gummies",
        keyIngredients,
        detailedIngredients: detailedIngredients(keyIngredients),
        notes: "Vegan: pectin based. Contains no 5-HTP.",
        cautions: ["Take 30 minutes before bed."],
        stimulant: false,
        caffeineMg: 0,
      }),
    );
    const claim = "Vegan: pectin based.";
    expect(facts).toEqual({
      id: "test",
      allergens: { milk: false, whey: false, casein: false, egg: false, soy: null, fish: false, gluten: null },
      vegan: true,
      melatonin: true,
      melatoninMg: 1.5,
      fiveHtp: false,
      caffeineMg: 0,
      stimulant: false,
      form: "gummy",
      lactoseFreeClaim: false,
      completePanel: true,
      evidence: {
        "allergens.milk": claim,
        "allergens.whey": claim,
        "allergens.casein": claim,
        "allergens.egg": claim,
        "allergens.fish": claim,
        vegan: claim,
        melatonin: "Melatonin 1,500 mcg",
        fiveHtp: "Contains no 5-HTP.",
        stimulant: "Marked stimulant-free in our catalogue research",
        caffeineMg: "Marked stimulant-free in our catalogue research",
        form: "Test Sleep Gummies",
      },
    });
  });

  it("reads a whey powder: milk from the name, soy from a caution, a lactose-free claim, caffeine said to be absent, the form from the serving", () => {
    const keyIngredients = ["Whey protein isolate - 25 g protein per serving", "Sunflower lecithin"];
    const facts = deriveProductFacts(
      label({
        name: "Test Whey Isolate",
        servingSize: "1 scoop (30 g)",
        keyIngredients,
        detailedIngredients: detailedIngredients(keyIngredients),
        notes: "Contains no caffeine; made in the USA.",
        highlights: ["Lactose-free."],
        cautions: ["Processed in a facility that also handles soy."],
        stimulant: false,
        caffeineMg: null,
      }),
    );
    expect(facts).toEqual({
      id: "test",
      allergens: { milk: true, whey: true, casein: null, egg: null, soy: true, fish: null, gluten: null },
      vegan: false,
      melatonin: null,
      melatoninMg: null,
      fiveHtp: null,
      caffeineMg: null,
      stimulant: false,
      form: "powder",
      lactoseFreeClaim: true,
      completePanel: false,
      evidence: {
        "allergens.milk": "Test Whey Isolate",
        "allergens.whey": "Test Whey Isolate",
        "allergens.soy": "Processed in a facility that also handles soy.",
        vegan: "Test Whey Isolate",
        stimulant: "Contains no caffeine; made in the USA.",
        form: "1 scoop (30 g)",
      },
    });
  });

  it("does not read an allergen or an animal source from a line that says the product is free of it", () => {
    const facts = deriveProductFacts(label({ highlights: ["Gluten-free.", "Contains no soy."], notes: "Made without milk." }));
    expect(facts.allergens).toEqual({ milk: null, whey: null, casein: null, egg: null, soy: null, fish: null, gluten: null });
    expect(facts.evidence).toEqual({});
  });

  it("rests the caffeine amount on the label's caffeine line, and counts a full panel without melatonin as melatonin-free", () => {
    const keyIngredients = ["Caffeine anhydrous 150 mg", "L-Theanine 200 mg"];
    const facts = deriveProductFacts(
      label({ keyIngredients, detailedIngredients: detailedIngredients(keyIngredients), servingSize: "2 capsules", stimulant: true, caffeineMg: 150 }),
    );
    expect(facts.evidence).toEqual({
      melatonin: "Full supplement panel: Caffeine anhydrous 150 mg; L-Theanine 200 mg",
      fiveHtp: "Full supplement panel: Caffeine anhydrous 150 mg; L-Theanine 200 mg",
      stimulant: "Caffeine anhydrous 150 mg",
      caffeineMg: "Caffeine anhydrous 150 mg",
      form: "2 capsules",
    });
    expect([facts.melatonin, facts.fiveHtp, facts.completePanel, facts.form]).toEqual([false, false, true, "capsule"]);
  });

  it("does not count a panel as full when any text says part of it is missing", () => {
    const keyIngredients = ["Melatonin 3 mg"];
    const partial = deriveProductFacts(label({ keyIngredients, detailedIngredients: detailedIngredients(keyIngredients), cautions: ["Amounts not captured for the flavour system."] }));
    expect(partial.completePanel).toBe(false);
  });

  it("splits notes into sentences only after a full stop before a capital, digit or bracket", () => {
    const facts = deriveProductFacts(label({ notes: "No melatonin. 5-HTP 50 mg per serving.", keyIngredients: [] }));
    expect([facts.melatonin, facts.evidence.melatonin, facts.fiveHtp, facts.evidence.fiveHtp]).toEqual([false, "No melatonin.", true, "5-HTP 50 mg per serving."]);
  });
});
