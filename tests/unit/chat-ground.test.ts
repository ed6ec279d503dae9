import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { amountsIn, DraftSplitter, falseClaimIn, onlyWarnsAgainst, sameAmount, wordsOnly } from "~/domain/chat/ground";
import vocabulary from "~/data/chat-vocabulary.json";
import { mergeStructure, requestStructureSchema, structureOf } from "~/domain/chat/structure";

function units(text: string, step = 3) {
  const splitter = new DraftSplitter();
  const out = [];
  for (let i = 0; i < text.length; i += step) out.push(...splitter.push(text.slice(i, i + step)));
  return [...out, ...splitter.end()];
}

describe("cutting a streamed draft into units", () => {
  it("ends a sentence at its full stop once the next word starts, and a list item or heading at its line's end", () => {
    expect(units("Stay hydrated, e.g. water. Take 2.5 g of it. No. 5 is fine.\n## Picks\n1. [[P1]] — fits. Really.\n- Sleep.")).toEqual([
      { text: "Stay hydrated, e.g. water.", gap: " " },
      { text: "Take 2.5 g of it.", gap: " " },
      { text: "No. 5 is fine.", gap: "\n" },
      { text: "## Picks", gap: "\n" },
      { text: "1. [[P1]] — fits. Really.", gap: "\n" },
      { text: "- Sleep.", gap: "" },
    ]);
  });

  it("keeps a paragraph break as the gap after a unit", () => {
    expect(units("One line.\n\nAnother one.", 1).map((u) => u.gap)).toEqual(["\n\n", ""]);
  });
});

describe("amounts", () => {
  it("reads ranges and units into comparable values", () => {
    expect(amountsIn("Take 3-5 g of creatine.").map((a) => [a.value, a.dimension])).toEqual([
      [3000, "mass"],
      [5000, "mass"],
    ]);
    const [grams] = amountsIn("Creatine: 5 g a day.");
    const [milligrams] = amountsIn("That is 5,000 mg of creatine.");
    expect(sameAmount(grams, milligrams)).toBe(true);
    expect(sameAmount(amountsIn("600 mg of caffeine")[0], amountsIn("Magnesium 600 mg")[0])).toBe(false);
  });
});

describe("claims known to be false", () => {
  it.each([
    ["NSF tests every lot before release.", "nsf-every-lot"],
    ["These are military-approved.", "military-approved"],
    ["Only take DoD-approved supplements.", "military-approved"],
    ["It's natural, so it's safe.", "natural-means-safe"],
    ["Informed Sport tests every batch.", null],
    ["Both NSF and Informed Sport test every lot.", "nsf-every-lot"],
    ["NSF Certified for Sport and Informed Sport both test every batch.", "nsf-every-lot"],
    ["Both programs test each batch you buy.", "both-test-every-lot"],
    ["Certifiers test every bottle.", "both-test-every-lot"],
    ["This pre is approved by the military.", "military-approved"],
    ["Stick to Army-approved supplements.", "military-approved"],
    ["No seal means the DoD has approved the product.", "military-approved"],
    ["It's all natural, so it is safe.", "natural-means-safe"],
    ["Natural means it's harmless.", "natural-means-safe"],
    // Denials and true statements pass.
    ["NSF schedules testing by the number of lots rather than testing every lot.", null],
    ["NSF does not test every lot.", null],
    ["Informed Sport tests every batch before release, while NSF schedules its testing by lots.", null],
    ["The DoD keeps no approval list for supplements.", null],
    ["The DoD has not approved any supplement.", null],
    // A question, such as a guide's heading quoted as a link, asserts nothing.
    ['From our guide: [Does "all natural" mean it is safe or free of banned ingredients?](/blog/x#y)', null],
    ["Does NSF test every lot? No: it schedules testing by lots.", null],
    ["Read [the label guide](/blog/labels#does-all-natural-mean-it-is-safe).", null],
  ])("%s", (text, id) => {
    expect(falseClaimIn(text)?.id ?? null).toBe(id);
  });

  it("is in none of the vocabulary's written answers, which reach a person without the model", () => {
    const answers = vocabulary.concepts.flatMap((c) => (c.effect?.answer ? [{ id: c.id, answer: c.effect.answer }] : []));
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter(({ answer }) => falseClaimIn(answer) !== null).map(({ id }) => id)).toEqual([]);
  });
});

describe("earlier answers as words only", () => {
  it("keeps names and drops prices, amounts and links", () => {
    expect(wordsOnly("1. **Klean Magnesium** by Klean Athlete — calm. $0.35 per serving · 120 mg magnesium · 60 servings. [Details](/compare/klean-magnesium) https://x.example/y")).toBe(
      "1. **Klean Magnesium** by Klean Athlete — calm. magnesium.",
    );
    // A details link names its product: the name is said once, by the line itself.
    expect(wordsOnly("1. **Klean Magnesium (90 vegetarian capsules)** by Klean Athlete — calm. [Details: Klean Magnesium (90 vegetarian capsules)](/compare/klean-magnesium)")).toBe(
      "1. **Klean Magnesium (90 vegetarian capsules)** by Klean Athlete — calm.",
    );
  });
});

describe("merging the model's reading with the rules'", () => {
  const request = (message: string) => chatRequestSchema.parse({ message, context: {} });

  it("expresses the rules' reading in the model's schema", () => {
    const rules = structureOf(understandRequest(request("I'm lactose intolerant, what protein powder?")));
    expect(requestStructureSchema.parse(rules).items.filter((i) => i.kind === "constraint")).toEqual([
      { kind: "constraint", constraint: { kind: "diet", diet: "lactose-free" }, quote: "" },
    ]);
  });

  it("takes an item only with the person's words behind it, and never re-reads a fixed reply", () => {
    const message = "Anything that wires me up is a no-go, best pre-workout?";
    const u = understandRequest(request(message));
    const caffeine = { kind: "constraint" as const, constraint: { kind: "exclude" as const, ingredient: "caffeine" as const } };
    expect(mergeStructure(u, { items: [{ ...caffeine, quote: "wires me up" }] }, { message, earlier: [] }).understanding.constraints).toEqual([caffeine.constraint]);
    expect(mergeStructure(u, { items: [{ ...caffeine, quote: "no caffeine please" }] }, { message, earlier: [] }).added).toEqual([]);
    const hello = understandRequest(request("hello there"));
    expect(mergeStructure(hello, { items: [{ kind: "intent", intent: "recommend", quote: "hello there" }] }, { message: "hello there", earlier: [] }).understanding.intents).toEqual(hello.intents);
  });
});

describe("a unit that only warns against prohibited ingredients", () => {
  it("is the warning and nothing else", () => {
    expect(onlyWarnsAgainst("Avoid anything with DMAA.", ["DMAA"])).toBe(true);
    expect(onlyWarnsAgainst("- **Never take DMAA or ephedra.**", ["DMAA", "ephedra"])).toBe(true);
    expect(onlyWarnsAgainst("Stay away from any pre-workout containing DMAA, DMHA and ephedra!", ["DMAA", "DMHA", "ephedra"])).toBe(true);
  });

  it("is not when any word could turn it into permission", () => {
    expect(onlyWarnsAgainst("Avoid DMAA unless you are cutting.", ["DMAA"])).toBe(false);
    expect(onlyWarnsAgainst("Avoid DMAA before PT.", ["DMAA"])).toBe(false);
    expect(onlyWarnsAgainst("Don't take DMAA without a doctor.", ["DMAA"])).toBe(false);
    expect(onlyWarnsAgainst("DMAA is fine in small amounts.", ["DMAA"])).toBe(false);
    expect(onlyWarnsAgainst("Take DMAA.", ["DMAA"])).toBe(false);
    expect(onlyWarnsAgainst("Avoid anything with caffeine.", [])).toBe(false);
  });
});
