import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import type { Understanding } from "~/domain/chat/understand";
import { LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { CATEGORY_IDS } from "~/domain/categories";
import { getQuiz } from "~/domain/quiz/questions";

type Turn = { role: "user" | "assistant"; content: string };

function read(message: string, history: Turn[] = [], hints: object = {}): Understanding {
  return understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: history, ...hints } }));
}

const pickLine = (n: number, id: string, name: string) => `${n}. **${name}** by Brand — why. $1.00 per serving. [Details](/compare/${id})`;
const proteinPicks = [
  pickLine(1, "kaged-whey-protein-isolate", "Whey Protein Isolate (Vanilla, 3 lb)"),
  pickLine(2, "ascent-native-fuel-whey", "Native Fuel Whey / 100% Whey Protein Powder Blend (Vanilla Bean, 2 lb)"),
  pickLine(3, "thorne-whey-protein-isolate", "Whey Protein Isolate (Vanilla)"),
].join("\n");

describe("categories, typos and slang", () => {
  it.each([
    ["preworkut", "pre-workout"],
    ["best pre for 5am pt", "pre-workout"],
    ["electrolites for a ruck", "hydration"],
    ["melatonine ok?", "sleep"],
    ["whey protien", "protein-recovery"],
    ["multivitamn recs", "vitamins"],
    ["fish oyl", "health-wellness"],
    ["slep help pls", "sleep"],
    ["magnesum for sleep", "sleep"],
    ["any good stims for leg day", "pre-workout"],
    ["I keep cramping on long runs", "hydration"],
  ])("%s -> %s", (message, category) => {
    expect(read(message).categories[0]).toBe(category);
  });

  it("leaves hyphenated words and everyday words as written", () => {
    expect(read("what should I pack pre-deployment?").categories).toEqual([]);
    expect(read("is a mega dose of vitamin D safe?").normalized).toContain("mega dose");
  });
});

describe("hard constraints and their negations", () => {
  it("reads diets, exclusions, a caffeine ceiling, a budget and a form", () => {
    expect(read("I'm lactose intolerant, what protein powder won't wreck my stomach?").constraints).toEqual([{ kind: "diet", diet: "lactose-free" }]);
    expect(read("best vegan protein, no whey no dairy").constraints).toEqual([
      { kind: "diet", diet: "vegan" },
      { kind: "diet", diet: "dairy-free" },
      { kind: "exclude", ingredient: "whey" },
    ]);
    expect(read("anything without melatonin? it makes me groggy").constraints).toEqual([{ kind: "exclude", ingredient: "melatonin" }]);
    expect(read("pre-workout under 100 mg caffeine").constraints).toEqual([{ kind: "caffeineMax", mg: 100 }]);
    expect(read("protein under $1.50 a serving").constraints).toEqual([{ kind: "budget", maxPerServing: 1.5 }]);
    expect(read("capsule sleep aid, no melatonin").constraints).toEqual([
      { kind: "exclude", ingredient: "melatonin" },
      { kind: "form", forms: ["capsule", "softgel"] },
    ]);
    expect(read("omega-3 that isn't from fish, I'm vegetarian").constraints).toEqual([{ kind: "exclude", ingredient: "fish" }]);
  });

  it("maps low caffeine to the documented figure", () => {
    expect(LOW_CAFFEINE_MG).toBe(100);
    expect(read("I'm a helo pilot, any pre-workout with low caffeine?").constraints).toEqual([{ kind: "caffeineMax", mg: 100 }]);
  });

  it("reads ingredients to avoid that the shared constraints do not name", () => {
    expect(read("a pre-workout without beta-alanine, the tingles drive me nuts").avoid.map((a) => a.ingredient)).toEqual(["beta-alanine"]);
  });

  it("the spec's short stim answers set a preference, not a constraint", () => {
    const u = read("no stim", [{ role: "user", content: "Best pre-workout?" }]);
    expect(u.stimulantPreference).toBe("no-stim");
    expect(u.constraints).toEqual([]);
    expect(read("dairy free pre-workout, no stim").constraints).toEqual([
      { kind: "diet", diet: "dairy-free" },
      { kind: "exclude", ingredient: "caffeine" },
    ]);
  });

  it("a later statement lifts an earlier constraint", () => {
    const history: Turn[] = [{ role: "user", content: "no caffeine for me please" }];
    expect(read("what's good for hydration?", history).constraints).toEqual([{ kind: "exclude", ingredient: "caffeine" }]);
    expect(read("actually caffeine is fine, what pre-workout?", history).constraints).toEqual([]);
  });

  it("a form said about a named product or an amount is not a wish", () => {
    expect(read("how many Klean Magnesium capsules can I take a day?").constraints).toEqual([]);
  });
});

describe("medicines, conditions and duty", () => {
  it.each([
    ["I'm on sertraline, can I take the Peak Sleep Gummy?", "ssri"],
    ["I'm on Zoloft and want better sleep", "ssri"],
    ["on fluoxetine, any pre-workout ok?", "ssri"],
    ["I take Wellbutrin", "antidepressant"],
    ["I'm on an MAOI, anything for sleep?", "maoi"],
    ["I'm on warfarin, which vitamin D is ok?", "blood-thinner"],
    ["I have high blood pressure, best pre-workout?", "blood-pressure"],
    ["my bp runs high, need a pre", "blood-pressure"],
    ["on bp meds, pre workout ok?", "blood-pressure"],
    ["pre workout safe with blood pressure issues?", "blood-pressure"],
    ["I take levothyroxine, is ashwagandha ok?", "thyroid"],
    ["I'm pregnant, which protein is safe?", "pregnancy"],
  ])("%s -> %s", (message, condition) => {
    const u = read(message);
    expect(u.conditions).toEqual([condition]);
    expect(u.intents).toContain("interaction");
  });

  it.each([
    ["does caffeine raise your blood pressure?"],
    ["how much does a pre-workout bump blood pressure"],
  ])("a question about blood pressure names no condition: %s", (message) => {
    expect(read(message).conditions).toEqual([]);
  });

  it.each([
    ["I'm a helo pilot", "aircrew"],
    ["night shift tonight", "night-shift"],
    ["working 12s in the heat", "heat"],
    ["deploying to a hot AO next month", "deployment"],
    ["I have a UA next week", "drug-test"],
  ])("%s -> %s", (message, duty) => {
    expect(read(message).duties).toContain(duty);
  });
});

describe("references to earlier picks, from the history alone", () => {
  const history: Turn[] = [
    { role: "user", content: "Protein for recovery" },
    { role: "assistant", content: proteinPicks },
  ];

  it("resolves ordinals and 'the first two'", () => {
    expect(read("tell me more about the second one", history).focusProductIds).toEqual(["ascent-native-fuel-whey"]);
    const compare = read("compare the first two", history);
    expect(compare.focusProductIds).toEqual(["kaged-whey-protein-isolate", "ascent-native-fuel-whey"]);
    expect(compare.intent).toBe("compare");
  });

  it("'cheapest of those' ranks the earlier picks and keeps the conversation's constraints", () => {
    const lactose: Turn[] = [{ role: "user", content: "I'm lactose intolerant, any protein?" }, history[1]];
    const u = read("which of those is cheapest?", lactose);
    expect(u.focusProductIds).toEqual(["kaged-whey-protein-isolate", "ascent-native-fuel-whey", "thorne-whey-protein-isolate"]);
    expect(u.ranking).toBe("price");
    expect(u.single).toBe(true);
    expect(u.constraints).toEqual([{ kind: "diet", diet: "lactose-free" }]);
  });

  it("'it' is the product last named", () => {
    const about = [{ role: "user" as const, content: "Tell me about Thorne Catalyte" }];
    expect(read("how many servings are in it?", about).focusProductIds).toEqual(["thorne-catalyte"]);
  });

  it("a follow-up without a category word keeps the conversation's category", () => {
    const ruck: Turn[] = [{ role: "user", content: "Best electrolytes for a long ruck?" }];
    expect(read("what should I drink during the ruck?", ruck).categories).toEqual(["hydration"]);
  });

  it("the client's hints are not needed, and give the same reading when sent", () => {
    const withHints = read("any other options?", history, { lastCategory: "protein-recovery", previouslySuggested: ["Whey Protein Isolate (Vanilla)"] });
    const without = read("any other options?", history);
    expect(without.categories).toEqual(["protein-recovery"]);
    expect(without.suggestedBefore).toEqual(["kaged-whey-protein-isolate", "ascent-native-fuel-whey", "thorne-whey-protein-isolate"]);
    expect(withHints.categories).toEqual(without.categories);
    expect(withHints.suggestedBefore).toEqual(without.suggestedBefore);
  });

  it("hints fill in only what the history no longer shows", () => {
    expect(read("more options", [], { lastCategory: "sleep" }).categories).toEqual(["sleep"]);
  });
});

describe("intents and scope", () => {
  it.each([
    ["NSF vs Informed Sport?", "knowledge"],
    ["creatine loading per day?", "dosing"],
    ["can I take 2 scoops of pre before a 12 hr shift?", "dosing"],
    ["Is creatine banned?", "ingredient"],
    ["a stack for ruck and recovery", "plan"],
    ["I have chest pain after my pre-workout, what should I do?", "urgent"],
    ["thanks!", "courtesy"],
    ["What's the weather in Norfolk?", "out-of-scope"],
    ["Write me a poem about tanks", "out-of-scope"],
  ])("%s -> %s", (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it("reads a dose: '2 scoops' is two scoops", () => {
    expect(read("can I take 2 scoops of Klean Pre-Workout?").dose).toEqual({ count: 2, unit: "scoop" });
  });
});

describe("the quiz's hand-off message", () => {
  it("carries the sleep quiz's answers into the conversation", () => {
    const u = read(
      "From my sleep quiz: I take an SSRI, no melatonin, flight duty tomorrow. Tell me more about Klean Magnesium (90 vegetarian capsules) and Magnesium L-Threonate",
    );
    expect(u.conditions).toEqual(["ssri"]);
    expect(u.duties).toEqual(["aircrew"]);
    expect(u.constraints).toEqual([{ kind: "exclude", ingredient: "melatonin" }]);
    expect(u.focusProductIds).toEqual(["klean-magnesium", "momentous-magnesium-l-threonate"]);
  });

  /** What each answer of every quiz must be read as, by the words the quiz writes for it. */
  const READS: Record<string, (u: Understanding) => unknown> = {
    "no caffeine": (u) => u.constraints.some((c) => c.kind === "exclude" && c.ingredient === "caffeine"),
    "caffeine 100 mg or less a serving": (u) => u.constraints.some((c) => c.kind === "caffeineMax" && c.mg === 100),
    "caffeine 150 mg or less a serving": (u) => u.constraints.some((c) => c.kind === "caffeineMax" && c.mg === 150),
    "caffeine 200 mg or less a serving": (u) => u.constraints.some((c) => c.kind === "caffeineMax" && c.mg === 200),
    "dairy-free": (u) => u.constraints.some((c) => c.kind === "diet" && c.diet === "dairy-free"),
    "I'm lactose intolerant": (u) => u.constraints.some((c) => c.kind === "diet" && c.diet === "lactose-free"),
    vegan: (u) => u.constraints.some((c) => c.kind === "diet" && c.diet === "vegan"),
    "$0.75 or less a serving": (u) => u.constraints.some((c) => c.kind === "budget" && c.maxPerServing === 0.75),
    "$1.50 or less a serving": (u) => u.constraints.some((c) => c.kind === "budget" && c.maxPerServing === 1.5),
    "$2.50 or less a serving": (u) => u.constraints.some((c) => c.kind === "budget" && c.maxPerServing === 2.5),
    "$1.00 or less a serving": (u) => u.constraints.some((c) => c.kind === "budget" && c.maxPerServing === 1),
    "$2.00 or less a serving": (u) => u.constraints.some((c) => c.kind === "budget" && c.maxPerServing === 2),
    "gummies only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("gummy")),
    "powder only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("powder")),
    "a spray only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("spray")),
    "capsules only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("capsule")),
    "tablets only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("tablet")),
    "softgels only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("softgel")),
    "powder or sticks only": (u) => u.constraints.some((c) => c.kind === "form" && c.forms.includes("powder")),
    "I have a fish allergy": (u) => u.constraints.some((c) => c.kind === "exclude" && c.ingredient === "fish"),
    "no melatonin": (u) => u.constraints.some((c) => c.kind === "exclude" && c.ingredient === "melatonin"),
    "I take an SSRI": (u) => u.conditions.includes("ssri"),
    "I take a blood thinner": (u) => u.conditions.includes("blood-thinner"),
    "I have a thyroid condition": (u) => u.conditions.includes("thyroid"),
    "I'm pregnant or trying to be": (u) => u.conditions.includes("pregnancy"),
    "I'm on flight status": (u) => u.duties.includes("aircrew"),
    "flight duty tomorrow": (u) => u.duties.includes("aircrew"),
    "I'm subject to drug testing": (u) => u.duties.includes("drug-test"),
    "I work shifts or nights": (u) => u.duties.includes("night-shift"),
    "heat category 3": (u) => u.duties.includes("heat"),
  };

  const said = CATEGORY_IDS.flatMap((category) =>
    getQuiz(category).questions.flatMap((q) => q.options.flatMap((o) => (o.say && READS[o.say] ? [[category, o.say] as const] : []))),
  );

  it("every answer with a reading above is offered by some quiz", () => {
    // "flight duty tomorrow" is the sleep quiz's wording of a duty answer written elsewhere in it.
    expect(new Set(said.map(([, say]) => say)).size).toBeGreaterThanOrEqual(Object.keys(READS).length - 1);
  });

  it.each(said)("%s quiz: %s", (category, say) => {
    const u = read(`From my ${category} quiz: ${say}. Tell me more about Klean Magnesium.`);
    expect(READS[say](u)).toBe(true);
  });
});

describe("questions the articles answer", () => {
  it("marks a question about how things are, not a request for picks or a question about earlier picks", () => {
    expect(read("is protein before sleep worth it?").asksAbout).toBe(true);
    expect(read("NSF or Informed Sport, which one is better?").asksAbout).toBe(true);
    expect(read("Best pre-workout?").asksAbout).toBe(false);
    const history: Turn[] = [
      { role: "user", content: "Protein for recovery" },
      { role: "assistant", content: proteinPicks },
    ];
    expect(read("which of those is cheapest?", history).asksAbout).toBe(false);
  });

  it("gives the topic the articles' words and carries the previous question's subject into one without its own", () => {
    expect(read("how much caffeine before the APFT?").topic.split(" ")).toEqual(expect.arrayContaining(["caffeine", "pt", "test"]));
    expect(read("what's the geranium thing on pre-workout labels?").topic).not.toContain("caffeine");
    const history: Turn[] = [
      { role: "user", content: "does melatonin help with shift work?" },
      { role: "assistant", content: "It made weak recommendations for melatonin." },
    ];
    expect(read("what dose did the studies use?", history).topic).toBe("melatonin dose studies");
  });
});
