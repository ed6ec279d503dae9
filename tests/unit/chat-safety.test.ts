import { describe, expect, it } from "vitest";
import { checkIngredients, listLabelProducts, screenText, BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { Grounder } from "~/.server/chat/grounding";
import { screenMessage } from "~/.server/chat/products";
import { picksSource, rankedPicks } from "~/domain/chat/picks";
import { understandRequest } from "~/.server/chat/respond";
import { BUNDLED_LIST, screenRedFlags } from "~/.server/prohibited-list";
import { safetyStateOf } from "~/.server/safety/state";
import { chatRequestSchema } from "~/domain/chat/context";
import { UPPER_LIMITS } from "~/domain/safety/limits-table";
import { passedUpperLimit, productCautions } from "~/domain/safety/product-cautions";
import { seededCatalogue } from "./priced-catalogue";

// Derived inside each test, not while the file loads, so the tests are known to reach the catalogue's derivation.
const priced = () => seededCatalogue();

const product = (id: string) => {
  const p = priced().getProduct(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};
const askInput = (message: string) => ({
  understanding: understandRequest(chatRequestSchema.parse({ message, context: {} })),
  passages: [],
  catalogue: priced(),
  picksFor: picksSource(null, priced()),
  screened: screenMessage(message, BUNDLED_SAFETY.matcher),
});
const ask = (message: string) => engineAnswer(askInput(message));

describe("a name one letter from a listed one", () => {
  it("says what it is close to and what to look for, not that the product is the listed substance", () => {
    const text = ask("a guy at the kiosk sells Cerebrofort pills for focus, legit?").text;
    expect(text).toContain('**Warning: "Cerebrofort" is close to Cerebroforte, a name for piracetam, which is on the DoD Prohibited Dietary Supplement Ingredients list.**');
    expect(text).toContain("if the label lists piracetam or Cerebroforte, do not use it");
    expect(text).not.toContain("Warning: piracetam");
  });
});

describe("the DoD warning names the list version that answered", () => {
  it("says the bundled copy and its date, or the applied version and its date", () => {
    expect(ask("Is DMAA allowed?").text).toContain("Checked against the DoD prohibited list, bundled copy of March 15, 2026.");
    const applied = safetyStateOf({ id: 12, appliedAt: 1 }, { ...BUNDLED_LIST, retrieved: "2026-11-20" }, []);
    const message = "Is DMAA allowed?";
    const answer = engineAnswer({ ...askInput(message), screened: screenMessage(message, applied.matcher) });
    expect(answer.text).toContain("Checked against the DoD prohibited list, version 12 of November 20, 2026.");
    expect(answer.text).not.toContain("bundled copy");
  });
});

describe("red-flag label terms: ask before you take, apart from the DoD list", () => {
  it("flags geranium as a possible name for DMAA, with its source, and the list does not", () => {
    const label = "Geranium extract (stem & leaves) 40 mg";
    expect(screenText(label)).toEqual([]);
    const flags = screenRedFlags(label);
    expect(flags.map((f) => [f.id, f.found])).toEqual([["geranium", "Geranium"]]);
    expect(flags[0].concern).toContain("DMAA");
    expect(flags[0].source.url).toMatch(/^https:\/\/www\.fda\.gov\//);
  });

  it("the ingredient checker returns red flags beside prohibited hits", () => {
    const result = checkIngredients("Caffeine 200 mg, bitter orange extract (synephrine) 20 mg, octodrine 50 mg, proprietary blend 1 g");
    expect(result.hits.map((h) => h.entryName)).toEqual(["DMHA"]);
    expect(result.redFlags.map((f) => f.id)).toEqual(["bitter-orange", "proprietary-blend"]);
  });

  it("finds nothing in an ordinary label", () => {
    expect(screenRedFlags("Whey protein isolate 25 g, sunflower lecithin, natural vanilla flavor")).toEqual([]);
  });

  it("the chat says 'ask before you take' for a red flag, never 'prohibited'", () => {
    const answer = ask("Bitter orange extract 40 mg");
    expect(answer.text).toContain("**Ask before you take: Bitter orange");
    expect(answer.text).not.toContain("is on the DoD Prohibited Dietary Supplement Ingredients list.**");
    expect(answer.cautions).toHaveLength(1);
  });

  it("says stop, not ask, for geranium: FDA names it as DMAA under another name", () => {
    const answer = ask("Geranium extract (stem & leaves) 40 mg");
    expect(answer.text).toContain("**Stop: Geranium (any part, oil or extract)");
    expect(answer.text).toMatch(/another name for DMAA/);
    expect(answer.text).not.toMatch(/Ask before you take|before you take the product/);
    expect(answer.cautions).toHaveLength(1);
  });
});

describe("product cautions travel with the product", () => {
  it("keeps interactions, limits and allergens and leaves research notes on the product page", () => {
    expect(productCautions(product("bpn-peak-sleep-gummy"))).toEqual(["5-HTP 200 mg: avoid with SSRIs or other serotonergic drugs."]);
    expect(productCautions(product("thorne-whey-protein-isolate"))).toEqual(["Contains milk."]);
    expect(productCautions(product("thorne-advanced-pre-workout"))).toEqual([]);
  });

  it("works out an upper limit the research did not state, from the label panel", () => {
    expect(productCautions(product("cheribundi-performance-sleep-shot"))).toEqual([
      "400 mg of magnesium a serving is above the 350 mg daily upper limit for magnesium from supplements; take it only on a clinician's advice.",
    ]);
    expect(productCautions(product("klean-magnesium"))).toEqual([
      "The label allows up to 4 capsules a day, but 3 (360 mg) pass the 350 mg daily upper limit for magnesium from supplements: stay at 2 or fewer unless a clinician advises more.",
    ]);
  });

  it("puts the same upper-limit sentence on the product page's cautions, once", () => {
    const sentence =
      "The label allows up to 4 capsules a day, but 3 (360 mg) pass the 350 mg daily upper limit for magnesium from supplements: stay at 2 or fewer unless a clinician advises more.";
    expect(product("klean-magnesium").cautions).toEqual(["The label allows 1 to 4 capsules a day.", sentence]);
    expect(productCautions(product("klean-magnesium")).filter((c) => c === sentence)).toEqual([sentence]);
  });

  it("adds an upper limit only above it, once, unless the research already names the nutrient or the amount", () => {
    const made = (keyIngredients: string[], cautions: string[] = []) => productCautions({ keyIngredients, cautions });
    const vitaminD = UPPER_LIMITS.find((l) => l.id === "vitamin-d")!;
    const over = `5,000 IU of vitamin D a serving is above ${vitaminD.text}; take it only on a clinician's advice.`;
    expect(made(["Vitamin D3 4,000 IU"])).toEqual([]);
    expect(made(["Vitamin D3 5,000 IU"])).toEqual([over]);
    expect(made(["Vitamin D3 5,000 IU"], ["5,000 IU (125 mcg) is above the 4,000 IU daily upper limit for adults."])).toEqual([
      "5,000 IU (125 mcg) is above the 4,000 IU daily upper limit for adults.",
    ]);
    expect(made(["Vitamin D3 5,000 IU"], ["Vitamin D above the upper limit: ask a clinician."])).toEqual(["Vitamin D above the upper limit: ask a clinician."]);
    // Another nutrient's upper limit does not cover this one.
    expect(made(["Zinc 30 mg", "Vitamin D3 5,000 IU"], ["30 mg is below the 40 mg daily upper limit, but long-term use can lower copper."])).toEqual([
      "30 mg is below the 40 mg daily upper limit, but long-term use can lower copper.",
      over,
    ]);
  });

  it("keeps a research note only when it says which version is certified", () => {
    const made = (cautions: string[]) => productCautions({ keyIngredients: [], cautions });
    expect(made(["Only the unflavored listing is certified.", "The listing is for the 30-serving size; contains milk.", "Contains soy."])).toEqual([
      "Only the unflavored listing is certified.",
      "Contains soy.",
    ]);
  });

  it("works out how many servings a day pass a limit, from two-digit ranges too", () => {
    const made = (keyIngredients: string[], cautions: string[]) => productCautions({ keyIngredients, cautions });
    const magnesium = UPPER_LIMITS.find((l) => l.id === "magnesium")!;
    expect(made(["Magnesium 35 mg"], ["The label allows 10 to 12 tablets a day."])).toEqual([
      `The label allows up to 12 tablets a day, but 11 (385 mg) pass ${magnesium.text}: stay at 10 or fewer unless a clinician advises more.`,
    ]);
    // Exactly at the limit is within it; no amount on the label, no caution.
    expect(made(["Magnesium 35 mg"], ["The label allows 1 to 10 tablets a day."])).toEqual([]);
    expect(made(["Magnesium 0 mg"], ["The label allows 10 to 20 tablets a day."])).toEqual([]);
    expect(made(["Vitamin C 90 mg"], ["The label allows 10 to 20 tablets a day."])).toEqual([]);
  });

  it("never suggests a product above an upper limit unasked", () => {
    const above = listLabelProducts().filter((p) => passedUpperLimit(p) !== null).map((p) => p.id).sort();
    expect(above).toEqual(["cheribundi-performance-sleep-shot", "klean-d-5000", "thorne-vitamin-d-5000"]);
    const named = ["Vitamins for energy", "Help with sleep", "vitamin D that's not a megadose", "more sleep options"].flatMap((m) => ask(m).products.map((p) => p.id));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((id) => above.includes(id))).toEqual([]);
  });
});

describe("grounding of model drafts against the plan", () => {
  const plan = () => {
    const picks = rankedPicks(priced(), "sleep").slice(0, 3);
    return {
      candidates: picks,
      products: picks.slice(0, 2),
      cautions: ["**With an SSRI:** check with your provider or pharmacist."],
      passages: [{ link: "/blog/sleep-melatonin-and-shift-work#will-melatonin-make-me-groggy", title: "Sleep: groggy?", extract: "Doses in studies were 0.5 to 5 mg." }],
      sources: [{ title: "OPSS", url: "https://www.opss.org", checked: "2026-11-23" }],
    };
  };
  const grounder = () => new Grounder(BUNDLED_SAFETY.matcher.screenText, plan());

  it("expands passage tokens, accepts links the plan lists, and drops a copy of a caution the plan placed", () => {
    const g = grounder();
    expect(g.judge("[[C1]]")).toMatchObject({ verdict: "drop", reason: "a caution the plan already placed" });
    expect(g.judge("Studies used 0.5 to 5 mg ([[S1]]).").text).toBe(`Studies used 0.5 to 5 mg ([Sleep: groggy?](${plan().passages[0].link})).`);
    expect(g.judge("Studies used 500 mcg to 5,000 mcg.").verdict).toBe("pass");
    expect(g.judge("Ask [OPSS](https://www.opss.org) or see [Sleep](/category/sleep).").text).toBe("Ask [OPSS](https://www.opss.org) or see [Sleep](/category/sleep).");
  });

  it("a product named in a sentence brings its cautions", () => {
    const gummy = new Grounder(BUNDLED_SAFETY.matcher.screenText, { ...plan(), candidates: [product("bpn-peak-sleep-gummy")], products: [product("bpn-peak-sleep-gummy")] });
    expect(gummy.judge("[[P1]] has 5-HTP.").text).toContain("(**Caution:** Peak Sleep Gummy (Berry): 5-HTP 200 mg: avoid with SSRIs or other serotonergic drugs.)");
  });

  it.each([
    ["a link to an article the plan does not hold", "See [more](/blog/invented-guide)."],
    ["an outside link the plan does not list", "See https://example.com/sleep."],
    ["a figure the plan does not hold", "Take 10 mg of melatonin."],
    ["a product outside the candidates, by name", "Or try the Sleep Complex by Designs for Sport."],
    ["an unknown caution token", "[[C4]]"],
    ["an unknown passage token", "[[S2]]"],
  ])("drops %s", (_, line) => {
    expect(grounder().judge(line).verdict).toBe("drop");
  });

  it("lets a sentence repeat an amount above an upper limit only while citing the passage it comes from", () => {
    const ul = new Grounder(BUNDLED_SAFETY.matcher.screenText, {
      ...plan(),
      passages: [{ link: "/blog/vitamin-d-and-upper-limits#what-is-the-upper-limit", title: "Vitamin D: the upper limit", extract: "It took 10,000 IU a day as the highest intake without that effect and set 4,000 IU." }],
    });
    expect(ul.judge("Most people do well on 10,000 IU of vitamin D a day.").reason).toMatch(/above the upper limit/);
    expect(ul.judge("The vitamin D limit of 4,000 IU comes from 10,000 IU with a safety margin ([[S1]]).").text).toContain("(/blog/vitamin-d-and-upper-limits#what-is-the-upper-limit)");
  });

  it("takes a product an extract names in passing for a quotation, not a recommendation", () => {
    const quoting = new Grounder(BUNDLED_SAFETY.matcher.screenText, { ...plan(), passages: [{ link: "/blog/x#y", title: "Melatonin", extract: "The Sleep Complex by Designs for Sport lists 3 mg per serving." }] });
    expect(quoting.judge("The Sleep Complex by Designs for Sport lists 3 mg per serving ([[S1]]).").text).toContain("Sleep Complex");
    expect(grounder().judge("The Sleep Complex by Designs for Sport lists 3 mg per serving.").verdict).toBe("drop");
  });
});

