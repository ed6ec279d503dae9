import { CHAT_VOCABULARY } from "~/.server/chat/vocabulary";
import { describe, expect, it } from "vitest";
import { type NamedProduct, productNameIndex } from "~/domain/chat/product-names";
import { statedConstraints } from "~/domain/chat/stated";
import { topicWords } from "~/domain/chat/topic";
import { type HistoryEntry, type Understanding, type UnderstandInput, understand } from "~/domain/chat/understand";

/*
 * The rules of the understanding step, one by one, over a small hand-made catalogue: lifting an
 * earlier constraint, budgets, references to earlier picks, rankings, doses, hints and intents.
 */

const products: NamedProduct[] = [
  { id: "alpha-whey", name: "Alpha Whey Isolate (Vanilla)", brand: "Alpha Labs", category: "protein-recovery" },
  { id: "beta-whey", name: "Beta Whey Blend", brand: "Beta Co", category: "protein-recovery" },
  { id: "gamma-whey", name: "Gamma Whey Plus", brand: "Gamma", category: "protein-recovery" },
  { id: "nova-surge", name: "Nova Surge", brand: "Nova Labs", category: "pre-workout" },
  { id: "zeta-drops", name: "Zeta Drops", brand: "Zeta", category: "sleep" },
];
const names = productNameIndex(products);

function say(message: string, history: HistoryEntry[] = [], hints: UnderstandInput["hints"] = {}): Understanding {
  return understand({ message, history, products, names, vocabulary: CHAT_VOCABULARY, hints });
}

const user = (content: string): HistoryEntry => ({ role: "user", content });
const pickLine = (n: number, p: NamedProduct) => `${n}. **${p.name}** by ${p.brand} — why. $1.00 per serving. [Details](/compare/${p.id})`;
const answer = (...picks: NamedProduct[]): HistoryEntry => ({ role: "assistant", content: picks.map((p, i) => pickLine(i + 1, p)).join("\n") });

const [alpha, beta, gamma, nova, zeta] = products;
const threeProteins = [user("best protein for recovery"), answer(alpha, beta, gamma)];

describe("lifting an earlier constraint", () => {
  it("'caffeine is fine' lifts a caffeine limit or exclusion and nothing else", () => {
    expect(say("caffeine is ok now", [user("pre-workout under 150 mg caffeine")]).constraints).toEqual([]);
    expect(say("fine with caffeine", [user("no caffeine and no whey")]).constraints).toEqual([{ kind: "exclude", ingredient: "whey" }]);
    expect(say("caffeine is fine", [user("no fish oil, under 200 mg caffeine pre-workout")]).constraints).toEqual([{ kind: "exclude", ingredient: "fish" }]);
  });

  it("'whey is fine' lifts dairy diets and dairy exclusions, not vegan, gluten-free or other exclusions", () => {
    const history = [user("vegan, gluten free, dairy free, lactose free, no whey, no casein, no melatonin, no fish")];
    expect(say("whey is fine", history).constraints).toEqual([
      { kind: "diet", diet: "vegan" },
      { kind: "diet", diet: "gluten-free" },
      { kind: "exclude", ingredient: "melatonin" },
      { kind: "exclude", ingredient: "fish" },
    ]);
    expect(say("ok with dairy", [user("dairy free please")]).constraints).toEqual([]);
    expect(say("milk is okay", [user("no casein")]).constraints).toEqual([]);
  });

  it("'melatonin is ok' lifts only the melatonin exclusion", () => {
    expect(say("melatonin is ok", [user("no melatonin, no caffeine, no whey")]).constraints).toEqual([
      { kind: "exclude", ingredient: "caffeine" },
      { kind: "exclude", ingredient: "whey" },
    ]);
    expect(say("fine with melatonin", [user("dairy free, no melatonin")]).constraints).toEqual([{ kind: "diet", diet: "dairy-free" }]);
  });

  it.each([["price doesn't matter"], ["the cost does not matter"], ["any budget"]])("'%s' lifts only the budget", (message) => {
    expect(say(message, [user("protein under $2 a serving, no whey, capsules only")]).constraints).toEqual([
      { kind: "exclude", ingredient: "whey" },
      { kind: "form", forms: ["capsule", "softgel"] },
    ]);
  });

  it("'stim' after 'no caffeine' takes the caffeine rule back", () => {
    expect(say("stim", [user("pre-workout, no caffeine, no whey")]).constraints).toEqual([{ kind: "exclude", ingredient: "whey" }]);
  });
});

describe("one constraint of each kind, the newest winning", () => {
  it("a caffeine exclusion and a caffeine limit are the same rule", () => {
    expect(say("ok, under 200 mg caffeine pre-workout", [user("no caffeine")]).constraints).toEqual([{ kind: "caffeineMax", mg: 200 }]);
    expect(say("actually no caffeine", [user("pre-workout under 200 mg caffeine")]).constraints).toEqual([{ kind: "exclude", ingredient: "caffeine" }]);
  });

  it("each excluded ingredient is its own rule", () => {
    expect(say("no fish", [user("no whey")]).constraints).toEqual([
      { kind: "exclude", ingredient: "whey" },
      { kind: "exclude", ingredient: "fish" },
    ]);
  });

  it("a form is replaced by a newer one and dropped with a new topic", () => {
    expect(say("tablets only", [user("sleep aid, capsules only")]).constraints).toEqual([{ kind: "form", forms: ["tablet"] }]);
    expect(say("what about protein?", [user("sleep aid, capsules only, no whey")]).constraints).toEqual([{ kind: "exclude", ingredient: "whey" }]);
    expect(say("a sleep aid under $1 a serving", [user("sleep aid, capsules only")]).constraints).toEqual([
      { kind: "form", forms: ["capsule", "softgel"] },
      { kind: "budget", maxPerServing: 1 },
    ]);
  });

  it("a budget is replaced by a newer one", () => {
    expect(say("under $1 a serving", [user("protein under $3 a serving")]).constraints).toEqual([{ kind: "budget", maxPerServing: 1 }]);
  });
});

describe("constraints stated in one message", () => {
  it.each([
    ["vegetarian", [{ kind: "exclude", ingredient: "fish" }]],
    ["no caffeine", [{ kind: "exclude", ingredient: "caffeine" }]],
    ["no caffeine, under 200 mg caffeine", [{ kind: "exclude", ingredient: "caffeine" }]],
    ["no whey, under 200 mg caffeine pre-workout", [{ kind: "exclude", ingredient: "whey" }, { kind: "caffeineMax", mg: 200 }]],
    ["no melatonin, low caffeine", [{ kind: "exclude", ingredient: "melatonin" }, { kind: "caffeineMax", mg: 100 }]],
    ["under $3", [{ kind: "budget", maxPerServing: 3 }]],
    ["under $5", [{ kind: "budget", maxPerServing: 5 }]],
    ["under $5.01", []],
    ["under $40", []],
    ["under $6 a serving", [{ kind: "budget", maxPerServing: 6 }]],
    ["under $30 per scoop", [{ kind: "budget", maxPerServing: 30 }]],
    ["$2 or less per scoop", [{ kind: "budget", maxPerServing: 2 }]],
    ["$8 or less a dose", [{ kind: "budget", maxPerServing: 8 }]],
  ])("%s", (message, constraints) => {
    expect(statedConstraints(message).constraints).toEqual(constraints);
  });

  it.each([
    ["how many servings, gummy only?", ["gummy"]],
    ["how many servings, gummies only?", ["gummy"]],
    ["how many servings, capsule only?", ["capsule", "softgel"]],
    ["how many servings, capsules only?", ["capsule", "softgel"]],
    ["how many servings, softgel only?", ["softgel"]],
    ["how many servings, soft gels only?", ["softgel"]],
    ["how many servings, tablet only?", ["tablet"]],
    ["how many servings, spray only?", ["spray"]],
    ["how many servings, sprays only?", ["spray"]],
    ["how many servings, powder only?", ["powder"]],
    ["how many servings, powders only?", ["powder"]],
    ["how many servings, stick only?", ["powder"]],
    ["how many servings, sticks only?", ["powder"]],
    ["how many servings, pill only?", ["capsule", "softgel", "tablet"]],
    ["how many servings, pills only?", ["capsule", "softgel", "tablet"]],
    ["how many servings, chew only?", ["chew", "gummy"]],
    ["how many servings, chews only?", ["chew", "gummy"]],
    ["how many servings, capsules or tablets only?", ["capsule", "softgel"]],
    ["how many servings, gummies or caplets only?", ["gummy"]],
  ])("a form said as a wish counts even in an amount question: %s", (message, forms) => {
    expect(statedConstraints(message).constraints).toEqual([{ kind: "form", forms }]);
  });

  it("a form in an amount question or about a named product is not a wish", () => {
    expect(statedConstraints("how many capsules a day?").constraints).toEqual([]);
    expect(statedConstraints("capsules a day?", { forms: false }).constraints).toEqual([]);
    expect(statedConstraints("capsules a day?").constraints).toEqual([{ kind: "form", forms: ["capsule", "softgel"] }]);
  });
});

describe("references to earlier picks", () => {
  const four = [user("best protein for recovery"), answer(alpha, beta, gamma, nova)];

  it.each([
    ["compare the first two", [0, 1]],
    ["compare first two", [0, 1]],
    ["the top 2", [0, 1]],
    ["the first three", [0, 1, 2]],
    ["first 3 please", [0, 1, 2]],
    ["top three", [0, 1, 2]],
    ["first and second", [0, 1]],
    ["the 1st and the 2nd", [0, 1]],
    ["number 2", [1]],
    ["no 3", [2]],
    ["no. 3", [2]],
    ["option 1", [0]],
    ["option1", [0]],
    ["pick 4", [3]],
    ["the last one", [-1]],
    ["2nd one", [1]],
    ["what about the second", [1]],
    ["the 3rd pick", [2]],
    ["fourth option", [3]],
    ["tell me about the first product", [0]],
  ])("%s -> picks %j", (message, indexes) => {
    expect(say(message, four).reference).toEqual({ kind: "picks", indexes });
  });

  it.each([
    ["the last one", ["nova-surge"]],
    ["number 2", ["beta-whey"]],
    ["the 3rd pick", ["gamma-whey"]],
    ["the first three", ["alpha-whey", "beta-whey", "gamma-whey"]],
    ["compare those", ["alpha-whey", "beta-whey", "gamma-whey", "nova-surge"]],
    ["which of them has the least sugar", ["alpha-whey", "beta-whey", "gamma-whey", "nova-surge"]],
  ])("%s -> focus %j", (message, focus) => {
    expect(say(message, four).focusProductIds).toEqual(focus);
  });

  it("a pick past the end of the list is no reference", () => {
    const u = say("number 4", threeProteins);
    expect(u.focusProductIds).toEqual([]);
    expect(u.reference).toBe(null);
  });

  it("reads 'those' and 'it', and nothing in a message without a reference", () => {
    expect(say("compare those", threeProteins).reference).toEqual({ kind: "those" });
    expect(say("which of the ones you listed is vegan", threeProteins).reference).toEqual({ kind: "those" });
    expect(say("is that one vegan", [user("best sleep aid"), answer(zeta)]).reference).toEqual({ kind: "it" });
    expect(say("what about sleep", threeProteins).reference).toBe(null);
  });

  it("'it' is the one earlier pick, else the product last named", () => {
    const one = [user("best sleep aid"), answer(zeta)];
    expect(say("is it safe?", one).focusProductIds).toEqual(["zeta-drops"]);
    const named = [user("tell me about Nova Surge"), answer(alpha, beta)];
    expect(say("how much caffeine is in it?", named).focusProductIds).toEqual(["nova-surge"]);
    expect(say("is it good?", threeProteins).focusProductIds).toEqual([]);
  });

  it("'it' with a new category is not about the earlier product; a numbered pick still is", () => {
    const one = [user("best sleep aid"), answer(zeta)];
    const protein = say("any protein that goes with it?", one);
    expect(protein.focusProductIds).toEqual([]);
    expect(protein.reference).toBe(null);
    expect(protein.categories).toEqual(["protein-recovery"]);
    const first = say("is the first one a good pre-workout?", threeProteins);
    expect(first.focusProductIds).toEqual(["alpha-whey"]);
    expect(first.categories).toEqual(["pre-workout"]);
  });

  it("'those' in a category keeps the earlier picks when some are in it", () => {
    const mixed = [user("protein and pre-workout"), answer(alpha, nova)];
    expect(say("which of those pre-workouts is cheapest", mixed).focusProductIds).toEqual(["alpha-whey", "nova-surge"]);
    expect(say("which of those proteins is cheapest", threeProteins).focusProductIds).toEqual(["alpha-whey", "beta-whey", "gamma-whey"]);
  });

  it("the categories of a message without its own are the focused products'", () => {
    const mixed = [user("best sleep aid"), answer(zeta, nova, alpha)];
    expect(say("number 2", mixed).categories).toEqual(["pre-workout"]);
    expect(say("compare the first two", mixed).categories).toEqual(["sleep", "pre-workout"]);
  });

  it("a named product is what the message is about, not a reference", () => {
    const u = say("is Nova Surge the first one?", threeProteins);
    expect(u.reference).toBe(null);
    expect(u.focusProductIds).toEqual(["nova-surge"]);
    expect(u.namedProductIds).toEqual(["nova-surge"]);
  });
});

describe("rankings", () => {
  it.each([
    ["something cheap", "price"],
    ["the cheapest", "price"],
    ["least expensive", "price"],
    ["lowest cost", "price"],
    ["best value", "price"],
    ["most affordable", "price"],
    ["budget pick", "price"],
    ["least caff", "caffeine-low"],
    ["min caffeine", "caffeine-low"],
    ["minimum caffeine", "caffeine-low"],
    ["lowest amount of caffeine", "caffeine-low"],
    ["least stim", "caffeine-low"],
    ["least stimulating", "caffeine-low"],
    ["the mildest", "caffeine-low"],
    ["the weakest", "caffeine-low"],
    ["most caffeine", "caffeine-high"],
    ["highest stim", "caffeine-high"],
    ["highest stimulant", "caffeine-high"],
    ["the strongest", "caffeine-high"],
    ["most protein", "protein-high"],
    ["highest protein", "protein-high"],
    ["the tastiest", null],
  ])("%s -> %s", (message, ranking) => {
    expect(say(message).ranking).toBe(ranking);
  });

  it("one answer is wanted for 'which', 'cheapest', 'least', 'most' or a reference", () => {
    expect(say("which is the best value?").single).toBe(true);
    expect(say("the budget one of those", threeProteins).single).toBe(true);
    expect(say("best value options").single).toBe(false);
    expect(say("which one is it?", threeProteins).single).toBe(false);
  });
});

describe("dose questions", () => {
  it.each([
    ["is 2 scoops too much", { count: 2, unit: "scoop" }],
    ["1 scoop", { count: 1, unit: "scoop" }],
    ["12 capsules", { count: 12, unit: "capsule" }],
    ["12 caps", { count: 12, unit: "cap" }],
    ["2scoops", { count: 2, unit: "scoop" }],
    ["2 x scoops", { count: 2, unit: "scoop" }],
    ["2 xscoops", { count: 2, unit: "scoop" }],
    ["2x servings", { count: 2, unit: "serving" }],
    ["one serving", { count: 1, unit: "serving" }],
    ["two capsule", { count: 2, unit: "capsule" }],
    ["three tablet", { count: 3, unit: "tablet" }],
    ["four tablets", { count: 4, unit: "tablet" }],
    ["five gummies", { count: 5, unit: "gummie" }],
    ["six softgel", { count: 6, unit: "softgel" }],
    ["double can", { count: 2, unit: "can" }],
    ["triple cans", { count: 3, unit: "can" }],
    ["1 energy drink", { count: 1, unit: "energy drink" }],
    ["3 energy drinks", { count: 3, unit: "energy drink" }],
    ["1 drink", { count: 1, unit: "drink" }],
    ["1 shot", { count: 1, unit: "shot" }],
    ["1 spray", { count: 1, unit: "spray" }],
    ["123 scoops", null],
    ["how much protein", null],
  ])("%s -> %j", (message, dose) => {
    expect(say(message).dose).toEqual(dose);
  });
});

describe("more options and the client's hints", () => {
  it.each([
    ["more", true],
    ["  more", true],
    ["more!!", true],
    ["more !", true],
    ["more please", false],
    ["need more", false],
    ["other options", true],
    ["best protein", false],
  ])("%j -> more options %s", (message, more) => {
    expect(say(message).moreOptions).toBe(more);
  });

  it("the client's more-options flag counts", () => {
    expect(say("ok go", [], { isMoreOptionsRequest: true }).moreOptions).toBe(true);
    expect(say("ok go", [], { isMoreOptionsRequest: false }).moreOptions).toBe(false);
  });

  it("previously suggested names map to products, trimmed and in any case, unknown ones dropped", () => {
    const u = say("other options", [user("protein"), answer(beta)], { previouslySuggested: [" alpha whey isolate (VANILLA) ", "Beta Whey Blend", "Unknown Thing"] });
    expect(u.suggestedBefore).toEqual(["beta-whey", "alpha-whey"]);
    expect(say("other options", [], {}).suggestedBefore).toEqual([]);
  });

  it("the answers' picks, every earlier answer, without repeats", () => {
    const u = say("other options", [user("protein"), answer(alpha, beta), user("more"), answer(beta, gamma)]);
    expect(u.previousPicks).toEqual(["beta-whey", "gamma-whey"]);
    expect(u.suggestedBefore).toEqual(["alpha-whey", "beta-whey", "gamma-whey"]);
  });

  it("a hinted stim preference and category fill gaps only", () => {
    expect(say("pre-workout", [], { stimulantPreference: "stim" }).stimulantPreference).toBe("stim");
    expect(say("ok", [], { lastCategory: "sleep" }).categories).toEqual(["sleep"]);
    expect(say("ok", [user("best protein")], { lastCategory: "sleep" }).categories).toEqual(["protein-recovery"]);
  });
});

describe("the conversation's categories, conditions and duties", () => {
  it("a product named without a category word sets the category", () => {
    expect(say("any cheaper options?", [user("what do you think of Nova Surge?")]).categories).toEqual(["pre-workout"]);
  });

  it("a message without a category keeps the earlier one", () => {
    expect(say("anything else?", [user("best pre-workout"), answer(nova), user("under $2 a serving please")]).categories).toEqual(["pre-workout"]);
  });

  it("conditions and duties are listed once", () => {
    const u = say("also I'm on sertraline, night shift again", [user("I'm on zoloft, night shift")]);
    expect(u.conditions).toEqual(["ssri"]);
    expect(u.duties).toEqual(["night-shift"]);
  });

  it("ingredients two conditions avoid are listed once", () => {
    expect(say("I'm on zoloft and an MAOI").avoid.map((a) => a.ingredient)).toEqual(["St John's wort"]);
  });
});

describe("intents", () => {
  it.each([
    ["gummies?", ["recommend"]],
    ["without sucralose?", ["recommend"]],
    ["stim?", ["recommend"]],
    ["stimulant?", ["recommend"]],
    ["creatine vs whey", ["recommend"]],
    ["what is the cheapest protein?", ["knowledge", "recommend"]],
    ["best whey protein? I'm on zoloft", ["interaction", "recommend"]],
    ["plan for pre-workout and sleep", ["plan", "recommend"]],
    ["a stack with protein", ["plan", "recommend"]],
    ["best protein?", ["recommend"]],
    ["how many servings are in a tub of protein?", ["recommend"]],
    ["  thanks", ["courtesy"]],
    ["and that?", ["out-of-scope"]],
  ])("%s -> %j", (message, intents) => {
    expect(say(message).intents).toEqual(intents);
  });

  it("a reference to an earlier pick is in scope even when the conversation has no category", () => {
    expect(say("tell me about number 2", [user("hello"), answer(alpha, beta)]).intents).toEqual(["product"]);
  });

  it("a follow-up is in scope only with an earlier message and an earlier category", () => {
    expect(say("and that?", [], { category: "sleep" }).intent).toBe("out-of-scope");
    expect(say("and that?", [user("best sleep aid"), answer(zeta)]).intent).toBe("recommend");
    expect(say("and that?", [user("hello"), { role: "assistant", content: "Hi there" }]).intent).toBe("out-of-scope");
  });

  it("compares two named products, or two picks even when only one is found", () => {
    expect(say("Nova Surge vs Zeta Drops").intents).toEqual(["compare"]);
    expect(say("compare the first two", [user("sleep"), answer(zeta)]).intents).toEqual(["compare"]);
    expect(say("compare the first two", [user("sleep"), answer(zeta)]).focusProductIds).toEqual(["zeta-drops"]);
  });
});

describe("topic words", () => {
  it.each([
    ["is vitamin d safe", "vitamin d safe upper limit"],
    ["vitamins d", "vitamin d"],
    ["vitamins k", "vitamin k"],
    ["vitamin e", "vitamin"],
    ["grade d", "grade"],
    ["one scoop of pre-workout", "scoop pre-workout caffeine"],
    ["how much energy drink", "energy drink caffeine"],
    ["double scoop", "double scoop caffeine"],
    ["caffeine in pre-workout dose", "caffeine pre-workout dose"],
    ["pre-workout labels", "pre-workout labels"],
  ])("%s -> %s", (message, topic) => {
    expect(topicWords(message)).toBe(topic);
  });

  it("a question with a subject of its own does not inherit the previous one", () => {
    expect(say("and creatine?", [user("does melatonin help with shift work?")]).topic).toBe("creatine");
    // Read as a follow-up, it carries the earlier subject, not the earlier question's other words.
    expect(say("when should I stop?", [user("does melatonin help with shift work?")]).topic.split(" ").sort()).toEqual(["melatonin", "stop"]);
  });
});
