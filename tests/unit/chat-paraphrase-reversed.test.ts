import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";

/*
 * A constraint word said the other way round sets the opposite or nothing: a form the person
 * cannot take, a diet denied, left behind or only planned; caffeine already drunk today counts
 * against the day's figure. Wordings unlike any blind set's own.
 */

const understood = (message: string, earlier: string[] = []) =>
  understandRequest(
    chatRequestSchema.parse({ message, context: { conversationHistory: earlier.flatMap((content) => [{ role: "user", content }, { role: "assistant", content: "Noted." }]) } }),
  );
const NOT_PILLS = { kind: "form", forms: ["powder", "gummy", "chew", "liquid", "spray"] };

describe("caffeine already drunk today counts", () => {
  it.each([
    "already had three 16 oz bangs and a cup of the chow hall coffee, which pre is strongest",
    "pounded 2 16oz red bulls already this morning plus a cup of coffee, need a pre for tonight",
    "ive already downed two 16 oz celsius and a cup of my coffee, best pre?",
  ])("%s", (message) => {
    expect(understood(message).constraints).toContainEqual({ kind: "exclude", ingredient: "caffeine" });
  });
});

describe("a form refused is not asked for", () => {
  it.each([
    "pills make me gag, any vitamin d i can take another way",
    "i cant get pills down at all, need magnesium",
    "trouble swallowing capsules, what creatine",
  ])("%s", (message) => {
    expect(understood(message).constraints).toContainEqual(NOT_PILLS);
  });
  it.each([
    "no gummies please, i want a vitamin d that works",
    "vegan here, not even those gelatin gummies. need a multivitamin",
  ])("%s", (message) => {
    expect(understood(message).constraints.filter((c) => c.kind === "form")).toEqual([]);
  });
});

describe("a diet denied, left behind or only planned sets nothing", () => {
  it.each([
    ["im not vegan or anything, just want a good protein", "vegan"],
    ["not dairy free, never have been. casein rec?", "dairy-free"],
    ["tried gluten free for a few weeks back in 2021, hated it. what protein bar", "gluten-free"],
    ["thinking about going dairy free next year maybe. for now which whey", "dairy-free"],
  ])("%s", (message, diet) => {
    expect(understood(message).constraints).not.toContainEqual({ kind: "diet", diet });
  });
  it("fine with milk lifts a dairy word in the same message", () => {
    expect(understood("dairy free diets are rough, but im ok w dairy. slow protein for night?").constraints).toEqual([]);
  });
  it("a diet planned for later leaves sugar in", () => {
    expect(understood("planning to start keto in january, right now i need a protein for after pt").avoid).toEqual([]);
  });
});

describe("a diet taken on from someone else holds", () => {
  it("the house went gluten free, and the person keeps it too", () => {
    expect(understood("my son has celiac so we're all gluten free now, same for me", ["need a protein powder"]).constraints).toContainEqual({ kind: "diet", diet: "gluten-free" });
  });
  it("their diet alone stays theirs", () => {
    expect(understood("my roommate is gluten free. need a protein powder").constraints).toEqual([]);
  });
});

describe("asking how to use caffeine is no wish to go without", () => {
  it.each([
    "how should i space out coffee on a 16 hr shift so i dont crash halfway",
    "working a double tomorrow, best way to time caffeine without crashing?",
    "24 on CQ tonight, how do i use energy drinks to not crash before i drive home",
  ])("%s", (message) => {
    expect(understood(message).constraints).toEqual([]);
  });
  it("caffeine that makes the person crash is still trouble", () => {
    expect(understood("coffee makes me crash hard by noon, need something for energy").constraints).toContainEqual({ kind: "exclude", ingredient: "caffeine" });
  });
});

describe("an ordinary word is no product name, and a vague ask gets a question", () => {
  it.each(["gimme something strong", "need something strong before i lift", "want anything strong, whatever works"])("%s", (message) => {
    const u = understood(message);
    expect(u.categories).toEqual([]);
    expect(u.intent).toBe("recommend");
  });
  it.each([
    ["my bp", ["can you help"]],
    ["something for my blood pressure", []],
    ["my bp runs high, what can i take", []],
  ] as const)("%s names blood pressure", (message, earlier) => {
    expect(understood(message, [...earlier]).conditions).toEqual(["blood-pressure"]);
  });
});

describe("money for a month is a budget per daily serving", () => {
  it.each([
    ["PV2 money and the car note just hit. got maybe 25-30 bucks to last me the month on protein, what do i get", 1],
    ["can spend like $45 a month on creatine and protein combined", 1.5],
    ["broke til payday, 20 dollars for the whole month, need a multivitamin", 0.66],
  ] as const)("%s", (message, maxPerServing) => {
    expect(understood(message).constraints).toContainEqual({ kind: "budget", maxPerServing });
  });
  it("a month said of something else is no budget", () => {
    expect(understood("been lifting 6 months, what creatine").constraints).toEqual([]);
  });
});

describe("a nurse who took a reading is no one breastfeeding", () => {
  it.each([
    ["the nurse at sick call said my bp was high, what pre is ok", ["blood-pressure"]],
    ["a nurse told me to drink more water, best electrolyte?", []],
    ["clinic nurse took my vitals and said cut the caffeine. need energy", []],
  ] as const)("%s", (message, conditions) => {
    expect(understood(message).conditions).toEqual(conditions);
  });
  it("nursing a baby still is", () => {
    expect(understood("still nursing my 4 month old, which magnesium for sleep").conditions).toEqual(["breastfeeding"]);
  });
});
