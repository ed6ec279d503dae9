import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { understandRequest } from "~/.server/chat/respond";
import { screenMessage } from "~/.server/chat/products";
import { picksSource } from "~/domain/chat/picks";
import { chatRequestSchema } from "~/domain/chat/context";
import { ruleProblem } from "../chat-eval/judge";
import { seededCatalogue } from "./priced-catalogue";
import { deriveProductFacts } from "~/domain/catalogue/facts";

/*
 * Whose words, and which words: a condition said about someone else or denied sets nothing
 * for the person; a constraint named only to be waved off sets nothing; a need said in other
 * words (a low-carb diet, no powders, trouble with milk) holds. Several wordings per kind, none
 * of them a blind set's own.
 */

const priced = () => seededCatalogue();
const PILL_FORMS: readonly string[] = ["capsule", "tablet", "softgel"];
const understood = (message: string, earlier: string[] = []) =>
  understandRequest(
    chatRequestSchema.parse({ message, context: { conversationHistory: earlier.flatMap((content) => [{ role: "user", content }, { role: "assistant", content: "Noted." }]) } }),
  );
const ask = (message: string, earlier: string[] = []) =>
  engineAnswer({ understanding: understood(message, earlier), passages: [], catalogue: priced(), picksFor: picksSource(null, priced()), screened: screenMessage(message, BUNDLED_SAFETY.matcher) });

describe("a condition said about someone else is not the person's", () => {
  it.each([
    "my wife is nursing our 2 month old, i'm the one on night feeds. anything to help me fall asleep fast?",
    "gf is pregnant and i'm stressed af, what can i take for sleep",
    "my husband's on blood thinners but i just want a fish oil for me",
    "the wife's pumping at work these days and im exhausted, need an energy boost for pt",
    "sister is preggo lol. anyway what protein should i get",
  ])("%s", (message) => {
    const u = understood(message);
    expect(u.conditions).toEqual([]);
  });
  it("a question asked for them keeps their condition", () => {
    expect(understood("my wife is breastfeeding, can she take magnesium?").conditions).toEqual(["breastfeeding"]);
  });
  it("the two of them together is the person too", () => {
    expect(understood("my wife and i went vegan, need a protein").constraints).toContainEqual({ kind: "diet", diet: "vegan" });
  });
});

describe("a condition denied is not stated", () => {
  it.each([
    ["im not pregnant or nursing, just want a multivitamin", []],
    ["no meds, not pregnant, healthy 24yo. fish oil rec?", []],
    ["not on any medication and no heart issues. good pre?", []],
    ["i'm not breastfeeding anymore, which magnesium is good", []],
  ] as const)("%s", (message, conditions) => {
    expect(understood(message).conditions).toEqual(conditions);
  });
  it("unsure is not a denial", () => {
    expect(understood("not sure if im pregnant yet, is my pre ok").conditions).toEqual(["pregnancy"]);
  });
});

describe("a constraint waved off sets nothing", () => {
  it.each([
    "stim free?? lol no. give me something with a kick",
    "decaf? nah, i need energy for 0500 pt, what pre",
    "caffeine-free pre? hell no bro, whats the best one",
    "i dont want one of those stim free pres, i want the real stuff",
    "non stim stuff is for quitters, best pre workout?",
  ])("%s", (message) => {
    const u = understood(message);
    expect(u.constraints.filter((c) => c.kind === "exclude" && c.ingredient === "caffeine")).toEqual([]);
    expect([null, "stim"]).toContain(u.stimulantPreference);
  });
});

describe("a low-carb diet keeps sugar and carbohydrate drinks out", () => {
  it.each([
    ["doing keto, need electrolytes for long rucks", []],
    ["strict low carb diet rn. hydration mix?", []],
    ["need an electrolyte drink", ["also im in ketosis, keeping carbs under 25g"]],
    ["im on carnivore, zero carbs. what electrolyte should i get", []],
  ] as const)("%s", (message, earlier) => {
    const answer = ask(message, [...earlier]);
    expect(answer.products.filter((p) => /carbohydrate|\bcarbs\b|cane|dextrose|maltodextrin/i.test(`${p.description} ${p.keyIngredients.join(" ")}`)).map((p) => p.id)).toEqual([]);
  });
});

describe("no powders said any way asks for pills", () => {
  it.each([
    "cant stand mixing powders, want a creatine i can just swallow",
    "no shaker bottle in the field, need something in pill form for joints",
    "powder is gross, magnesium i can pop?",
    "i dont do powders. vitamin d?",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.filter((p) => !PILL_FORMS.includes(deriveProductFacts(p).form ?? "")).map((p) => p.id)).toEqual([]);
  });
});

describe("milk trouble with a protein request gets protein, not something else", () => {
  it.each([
    "milk makes me bloated like a balloon, protein for after lifting?",
    "i'm lactose intolerant, best protien powder for recovery",
    "dairy gives me the runs lol. need a post workout protein",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.flatMap((p) => ruleProblem(p, "no-milk") ?? [])).toEqual([]);
    expect(answer.products.filter((p) => p.category !== "protein-recovery").map((p) => p.id)).toEqual([]);
  });
});

describe("trouble with the gut said on the way to asking for something else", () => {
  it.each([
    ["my gut cant take dairy anymore per the doc, need a protein for after ruck", "protein-recovery"],
    ["stressed out about the board, need sleep tonight", "sleep"],
    ["dairy wrecks my gut. post workout protein?", "protein-recovery"],
    ["something for my gut? always bloated", "health-wellness"],
  ] as const)("%s", (message, category) => {
    expect(understood(message).categories[0]).toBe(category);
  });
});

describe("a label that says it is free of sugar is not sugar", () => {
  it("a sugar-free electrolyte stays in a low-carb answer", () => {
    expect(ask("on keto, which electrolyte mix").products.map((p) => p.id)).toContain("liquid-iv-sugar-free");
  });
});

describe("no powders said as a dislike or no shaker asks for pills", () => {
  it.each([
    "powder is so chalky and gross, need a magnesium",
    "lost my shaker bottle in the field lol, vitamin d?",
    "sick of mixing scoops every morning. fish oil?",
    "i hate powders, something for sleep",
  ])("%s", (message) => {
    expect(understood(message).constraints).toContainEqual({ kind: "form", forms: ["capsule", "tablet", "softgel"] });
  });
  it("a creatine wanted as pills, which we do not carry, is said plainly and no powder is picked", () => {
    const answer = ask("scoops are nasty and i got no shaker. creatine i can just swallow?");
    expect(answer.products.filter((p) => !PILL_FORMS.includes(deriveProductFacts(p).form ?? "")).map((p) => p.id)).toEqual([]);
    expect(answer.text).toMatch(/creatine/i);
  });
});

describe("money said as a situation asks for the cheapest", () => {
  it.each(["im broke till payday, which protein?", "e-2 pay lol, need a fish oil that wont break the bank", "money's tight this month. magnesium?", "im low on cash, what multivitamin"])("%s", (message) => {
    expect(understood(message).ranking).toBe("price");
  });
});

describe("broke said of a body part is no budget", () => {
  it.each(["broke my wrist last month, what helps with recovery", "i think i broke out from my pre, hives on my arms"])("%s", (message) => {
    expect(understood(message).ranking).toBeNull();
  });
});

describe("gluten-free picks that only name no gluten are said to be unconfirmed", () => {
  it.each(["celiac here, bread is the enemy. fish oil?", "cant have gluten at all, which magnesium for sleep", "gluten intolerant. good electrolytes?"])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.length).toBeGreaterThan(0);
    // A pick said to name no gluten comes with the plain word that it is not confirmed.
    expect(/confirmed gluten-free/.test(answer.text)).toBe(/names no gluten/.test(answer.text));
    expect(answer.text).toMatch(/gluten-free" claim/);
  });
});

describe("a heart work-up pending said in other words brings the heart caution", () => {
  it.each([
    "my ecg looked weird at the physical, they put me on a holter. need a pre for morning pt",
    "pa flagged something on my ekg and im waiting on a cardiology consult. anything for energy?",
    "heart monitor for 2 weeks bc of an abnormal ekg. good pre workout?",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(understood(message).conditions).toContain("heart");
    expect(answer.products.filter((p) => (p.caffeineMg ?? 1) > 0).map((p) => p.id)).toEqual([]);
    expect(answer.text).toMatch(/cardiolog/i);
  });
  it("a normal EKG said in passing sets nothing", () => {
    expect(understood("got my ekg at the physical, all normal. best pre?").conditions).toEqual([]);
  });
});

describe("asking for the strongest is not asked stim or no stim", () => {
  it.each(["decaf?? lol no, strongest pre you carry", "whats the strongest stim pre u got"])("%s", (message) => {
    const answer = ask(message);
    expect(answer.text).not.toMatch(/Reply \*\*stim\*\* or \*\*no stim\*\*/);
    expect(answer.products.filter((p) => !p.caffeineMg).map((p) => p.id)).toEqual([]);
  });
});
