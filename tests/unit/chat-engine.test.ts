import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { understandRequest } from "~/.server/chat/respond";
import { Grounder } from "~/.server/chat/grounding";
import { screenMessage } from "~/.server/chat/products";
import { picksSource, rankedPicks } from "~/domain/chat/picks";
import { chatRequestSchema } from "~/domain/chat/context";
import { DSHEA_DISCLAIMER, LOT_NUMBER_REMINDER, OUT_OF_SCOPE_REPLY } from "~/domain/chat/copy";
import { extractSuggestedNames, mentionedPrimaryCategories } from "~/domain/chat/extract";
import { inlineStimulantPreference } from "~/domain/chat/intent";
import { GOAL_PICKS } from "~/domain/chat/goal-leads";
import { seededCatalogue } from "./priced-catalogue";

// Derived inside each test, not while the file loads, so the tests are known to reach the catalogue's derivation.
const priced = () => seededCatalogue();
const ask = (message: string, context: object = {}) =>
  engineAnswer({ understanding: understandRequest(chatRequestSchema.parse({ message, context })), passages: [], catalogue: priced(), picksFor: picksSource(null, priced()), screened: screenMessage(message, BUNDLED_SAFETY.matcher) });

describe("engine answers", () => {
  it("top picks are numbered lines with name, brand, why, price per serving and certification", () => {
    const answer = ask("Protein for recovery");
    expect(answer.intent).toBe("recommend");
    const lines = answer.text.split("\n").filter((l) => /^\d\. /.test(l));
    // After the advice for the goal (recovery), two picks.
    expect(lines).toHaveLength(GOAL_PICKS);
    for (const [i, line] of lines.entries()) {
      const product = answer.products[i];
      expect(line).toContain(`**${product.name}** by ${product.brand} — `);
      expect(line).toMatch(/\$\d+\.\d\d per serving|\[Check price: [^\]]+\]\(\/go\/|No price shown/);
      expect(line).toMatch(/NSF Certified for Sport|Informed Sport/);
    }
    expect(answer.products.map((p) => p.id)).toEqual(rankedPicks(priced(), "protein-recovery").slice(0, GOAL_PICKS).map((p) => p.id));
    expect(mentionedPrimaryCategories(answer.text).map((c) => c.id)).toEqual(["protein-recovery"]);
    // One closing line, the FDA statement; the lot lookup belongs to answers about a lot or a test.
    expect(answer.text.split("These statements have not been evaluated")).toHaveLength(2);
    expect(answer.text).not.toContain(LOT_NUMBER_REMINDER);
    expect(answer.text.endsWith(DSHEA_DISCLAIMER)).toBe(true);
  });

  it("asks stim or no-stim for pre-workout only", () => {
    expect(ask("Best pre-workout?").text).toContain("Are you looking for stim or no-stim?");
    expect(ask("Best electrolytes for a long ruck?").text).not.toContain("stim or no-stim");
  });

  it("puts products matching the question first", () => {
    const names = ask("Which fish oil should I take?").products.map((p) => p.name);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/Omega|EPA|Fish/i);
    expect(ask("Do you have a multivitamin for deployment?").products[0].name).toMatch(/Multi/i);
  });

  it("a stim preference stated inside a question filters that answer", () => {
    expect(inlineStimulantPreference("best caffeine-free pre-workout")).toBe("no-stim");
    expect(inlineStimulantPreference("a non-stim option")).toBe("no-stim");
    expect(inlineStimulantPreference("a pre-workout with caffeine")).toBe("stim");
    expect(inlineStimulantPreference("best pre-workout")).toBeNull();
    expect(ask("What's a good caffeine-free pre-workout?").products.map((p) => p.stimulant)).toEqual([false, false, false]);
  });

  it("answers about a named product or brand from the catalogue", () => {
    const answer = ask("Tell me about Thorne Catalyte");
    expect(answer.intent).toBe("product");
    expect(answer.products.map((p) => p.brand)).toEqual(["Thorne"]);
    expect(answer.text).toContain("CLEARED score");
  });

  it("every product any answer names is a catalogue product", () => {
    const messages = ["Best pre-workout?", "Help with sleep", "Vitamins for energy", "What supplements would help me perform better?", "What does Momentous make?", "Is DMAA in pre-workout ok?"];
    const catalogue = new Map(priced().listProducts().map((p) => [p.name, p]));
    const named = messages.map((message) => extractSuggestedNames(ask(message).text));
    // A request with nothing to go on gets one question; a prohibited ingredient gets its warning, no list.
    // A goal's advice (pre-workout, sleep, vitamins) comes with two picks.
    expect(named.map((names) => names.length)).toEqual([2, 2, 2, 0, 3, 0]);
    expect(named.flat().filter((name) => !catalogue.has(name))).toEqual([]);
  });

  it("fixed answers stay fixed: out of scope, urgent care", () => {
    expect(ask("Tell me a joke").text).toBe(OUT_OF_SCOPE_REPLY);
    const urgent = ask("my heart is racing after my pre-workout");
    expect(urgent.intent).toBe("urgent");
    expect(urgent.text).toContain("get medical care now");
    expect(urgent.products).toEqual([]);
    expect(urgent.modelMayPhrase).toBe(false);
  });

  it("a dose above the label is answered with the label and the caffeine figures, never a bigger dose", () => {
    const answer = ask("Can I take 3 scoops at once before a ruck?");
    expect(answer.intent).toBe("dosing");
    expect(answer.products).toEqual([]);
    expect(answer.text).toContain("3 servings would be 225 to 600 mg at once");
    expect(answer.text).toContain("Take one serving, as the label says");
  });
});

describe("grounding of model drafts", () => {
  const preWorkoutPicks = () => rankedPicks(priced(), "pre-workout").slice(0, 3);
  const grounder = () => {
    const products = preWorkoutPicks();
    return new Grounder(BUNDLED_SAFETY.matcher.screenText, { candidates: products, products, cautions: [], passages: [], sources: [] });
  };

  it("expands tokens into catalogue names and appends the server's facts to list items", () => {
    const products = preWorkoutPicks();
    const line = grounder().judge("1. [[P2]] — a solid choice for early PT.");
    expect(line.verdict).toBe("pass");
    expect(line.text).toContain(`**${products[1].name}** by ${products[1].brand} — a solid choice for early PT. `);
    expect(line.text).toMatch(/per serving|Check price/);
    expect(line.text).toContain(`(/compare/${products[1].id})`);
    expect(grounder().judge("Both [[P1]] and [[P3]] are certified.").text).toContain(`**${products[2].name}**`);
  });

  it.each([
    ["an off-catalogue brand", "Or grab some Optimum Nutrition whey."],
    ["a trademark sign", "Try SuperPump™ tonight."],
    ["a price", "It costs about $1.20 a scoop."],
    ["a link", "See https://example.com for more."],
    ["a prohibited ingredient", "Add some octodrine for focus."],
    ["an unknown token", "1. [[P7]] — great."],
    ["a broken token", "1. [[P1] — great."],
  ])("drops a sentence with %s", (_, line) => {
    expect(grounder().judge(line)).toMatchObject({ verdict: "drop", text: "" });
  });

  it("keeps a pick whose words fail as the plan's own line for that product", () => {
    const products = preWorkoutPicks();
    const judged = grounder().judge("2. [[P1]] — only $0.50 a serving.");
    expect(judged.verdict).toBe("replace");
    expect(judged.text.startsWith(`2. **${products[0].name}** by ${products[0].brand}`)).toBe(true);
    expect(judged.text).not.toContain("$0.50");
  });

  it("allows catalogue brands, ordinary words and general advice in list items", () => {
    expect(grounder().judge("Thorne and Klean Athlete both publish their certificates.").verdict).toBe("pass");
    expect(grounder().judge("There's no ghost of a chance this is banned.").verdict).toBe("pass");
    expect(grounder().judge("- Stay hydrated before PT.")).toEqual({ verdict: "pass", text: "- Stay hydrated before PT." });
  });

  it("lists the plan's picks when the draft named none of them", () => {
    const g = grounder();
    g.judge("Stay hydrated and sleep well.");
    expect(g.namedAnyProduct()).toBe(false);
    expect(g.picksNotShown().map((l) => l.slice(0, 3))).toEqual(["1. ", "2. ", "3. "]);
  });
});

