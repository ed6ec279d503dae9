import { describe, expect, it } from "vitest";
import { converse, type EngineAnswerOf, opening } from "./chat-conversation";

/*
 * Later turns that refine the request before them, in service members' words: cheaper, gentler,
 * for someone else, a question about the product just named, the same subject at another moment,
 * and a new subject that must not inherit the earlier turn's blocks. Each answer keeps the thread
 * the conversation set, never a new shorter question and never the last answer again.
 */

const NO_SOURCE = /hold no source|we hold nothing on|have no source/i;

/**
 * Expected failures: answers that need guide passages these unit conversations do not load (an
 * energy drink before bed, whether caffeine stunts growth) or recovery advice that does not name
 * the moment asked about.
 */
const OPEN = new Set([
  "can i drink a celsius before pt / what about before bed",
  "whats good to take before a ruck / what about after",
  "my buddy gave me some sarms, can i use them / does caffeine stunt your growth",
]);
const namesOf = (answer: EngineAnswerOf) => answer.products.map((p) => p.name);
const categoriesOf = (answer: EngineAnswerOf) => [...new Set(answer.products.map((p) => p.category))];

/** Picks of one kind, the first one named, and the count of prices held said in plain words. */
function expectCheaper(turns: string[], category: string, first: string, pricedCount: RegExp, neverPicked?: RegExp): void {
  const answer = converse(turns);
  expect(categoriesOf(answer)).toEqual([category]);
  expect(namesOf(answer)[0]).toBe(first);
  expect(answer.text).toMatch(pricedCount);
  if (neverPicked) expect(answer.products.filter((p) => neverPicked.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
}

describe("cheaper: the same kind re-ranked by price per serving", () => {
  it.each([
    [["whats the best pre workout", "cheaper?"], "pre-workout", "Fuse Pre-Workout (Sour Watermelon, 2025 formula)"],
    [["need a pre for 0500 pt", "anything less pricey"], "pre-workout", "Fuse Pre-Workout (Sour Watermelon, 2025 formula)"],
    [["got any fish oil thats legit", "on a budget tho"], "health-wellness", "Super EPA"],
    [["omega 3 recs?", "cheaper options?"], "health-wellness", "Super EPA"],
    [["what sleep stuff u got", "too expensive, got anything cheaper"], "sleep", "Melaton-3"],
    [["whats a good vitamin d", "cheaper one?"], "vitamins", "Klean-D 1,000 IU (25 mcg)"],
  ] as const)("%s", (turns, category, first) => {
    expectCheaper([...turns], category, first, /hold a price for (only |all )?\d+ of/i);
  });

  it("keeps a limit said earlier while re-ranking: no melatonin", () => {
    expectCheaper(["something to help me sleep but no melatonin", "whats the cheapest"], "sleep", "Klean Magnesium (90 vegetarian capsules)", /hold a price for (only |all )?\d+ of/i, /melaton/i);
  });

  it.each([
    [["need a protein powder for after lifting", "anything less pricey"], "protein-recovery", "Whey Protein Isolate (Vanilla)"],
    [["best electrolyte mix for a ruck", "anything cheaper bro"], "hydration", "Catalyte (Lemon Lime, 30 servings)"],
  ] as const)("says plainly that one price is held: %s", (turns, category, first) => {
    expectCheaper([...turns], category, first, /hold a price for (only )?(1|one) of/i);
  });
});

/** Pre-workouts only, each with less caffeine than `below` mg (0: none at all). */
function expectGentler(turns: string[], below: number, says?: RegExp): void {
  const answer = converse(turns);
  expect(answer.products.length).toBeGreaterThan(0);
  expect(categoriesOf(answer)).toEqual(["pre-workout"]);
  const over = answer.products.filter((p) => (below === 0 ? p.stimulant || (p.caffeineMg ?? 0) > 0 : (p.caffeineMg ?? 0) >= below));
  expect(over.map((p) => p.name)).toEqual([]);
  expect(answer.text).not.toMatch(/Are you looking for stim or no-stim/i);
  if (says) expect(answer.text).toMatch(says);
}

describe("gentler: the same kind with less stimulant or none", () => {
  it.each([
    [["whats a good pre", "something gentler"], 200],
    [["recommend a pre workout", "less caffeine pls"], 200],
    [["whats a strong pre", "thats too much for me, somethin gentler"], 200],
    [["whats a good pre workout", "that stuff gives me the jitters, anything milder"], 200],
    [["what pre has the most caffeine", "ok actually less caffeine"], 200],
  ] as const)("%s", (turns, below) => {
    expectGentler([...turns], below);
  });

  it.each([
    [["looking for a pre for pt", "without the stim"]],
    [["pre workout recs", "anything w/o caffeine"]],
    [["which pre do you recommend", "stim free?"]],
    [["best preworkout for lifting?", "nah i cant do caffeine at all, no stims"]],
  ] as const)("none at all: %s", (turns) => {
    expectGentler([...turns], 0);
  });

  it("the tingles: says the cause, picks without beta-alanine", () => {
    const answer = converse(["best preworkout for lifting?", "i dont want the tingles"]);
    expect(categoriesOf(answer)).toEqual(["pre-workout"]);
    expect(answer.text).toMatch(/beta-alanine/i);
    expect(answer.products.filter((p) => p.keyIngredients.some((i) => /beta-alanine/i.test(i))).map((p) => p.name)).toEqual([]);
    expect(answer.products.length).toBeGreaterThan(0);
  });
});

describe("for someone else: the same kind for that person, with their caution and a fitting pick", () => {
  it.each([
    [["whats a good pre workout", "for my husband", "he has high BP"], /\b(he|his|him|husband)\b/i],
    [["best pre for morning pt", "what about for my wife", "she's on blood pressure meds"], /\b(she|her|wife)\b/i],
    [["recommend a pre workout", "for my son instead", "he has high blood pressure"], /\b(he|his|him|son)\b/i],
  ] as const)("high blood pressure: %s", (turns, person) => {
    const answer = converse([...turns]);
    expect(answer.text).toMatch(/blood pressure/i);
    expect(answer.text).toMatch(person);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(categoriesOf(answer)).toEqual(["pre-workout"]);
    expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
  });

  it.each([
    [["need a protein powder", "for my wife instead"], /wife/i, "protein-recovery"],
    [["whats good for recovery", "for my husband instead"], /husband/i, "protein-recovery"],
    [["what magnesium do yall have", "its for my dad actually"], /dad|father/i, "sleep"],
  ] as const)("says who the picks are for: %s", (turns, person, category) => {
    const answer = converse([...turns]);
    expect(opening(answer.text)).toMatch(person);
    expect(categoriesOf(answer)).toEqual([category]);
  });

  it("sleep for a wife on sertraline: the SSRI caution and no 5-HTP pick", () => {
    const answer = converse(["need something for sleep", "its for my wife, shes on sertraline"]);
    expect(answer.text).toMatch(/SSRI|sertraline|serotonin/i);
    expect(answer.text).toMatch(/\b(she|her|wife)\b/i);
    expect(answer.products.filter((p) => /5-HTP/i.test(p.keyIngredients.join(" "))).map((p) => p.name)).toEqual([]);
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it("fish oil for a dad on blood thinners: the bleeding caution and a referral", () => {
    const answer = converse(["what fish oil do you have", "for my dad instead, hes on blood thinners"]);
    expect(answer.text).toMatch(/bleed|blood thinner|anticoagulant|warfarin/i);
    expect(answer.text).toMatch(/doctor|provider|pharmacist|PCM/i);
    expect(answer.text).toMatch(/\b(he|his|him|dad)\b/i);
  });
});

/** Answered from the product's card: `says` in the answer, never "we hold no source". */
function expectFromCard(turns: string[], says: RegExp): void {
  const answer = converse(turns);
  expect(answer.text).toMatch(says);
  expect(answer.text).not.toMatch(NO_SOURCE);
}

describe("a question about the product just named is answered from its card and the guides", () => {
  it.each([
    [["tell me about Klean Magnesium", "how many a day?"], /1 vegetarian capsule[\s\S]*(2 or fewer|350 mg)|(2 or fewer|350 mg)[\s\S]*1 vegetarian capsule/i],
    [["what protein do u recommend", "how many scoops a day?"], /1 scoop|27\.9 g/i],
    [["whats the Peak Sleep Gummy like", "how many do i take"], /4 gummies/i],
    [["is Catalyte any good", "how much water do i mix it with"], /12 fl oz/i],
    [["Ultimate Omega 2X Sport legit?", "how many a day"], /2 soft ?gels/i],
    [["thoughts on Klean-D 5,000 IU", "with food?"], /1 tablet/i],
    [["looking at Klean Probiotic", "with food or empty stomach?"], /1 capsule/i],
    [["is Melaton-3 any good", "when do i take it"], /1 capsule[\s\S]*(bed|sleep)|(bed|sleep)[\s\S]*1 capsule/i],
    [["whats the Create creatine + electrolytes", "how much a day"], /3 to 5 g|3-5 g/i],
  ] as const)("%s", (turns, says) => {
    expectFromCard([...turns], says);
  });
});

describe("the same subject at another moment, with no duty or schedule invented", () => {
  const INVENTED = /your (night )?shift|you work nights|since you('re| are) on nights|your duty/i;
  const cases: Array<readonly [readonly string[], RegExp]> = [
    [["whats good for energy in the morning", "what about at night"], /night|sleep|bed/i],
    [["creatine before or during pt?", "and after?"], /creatine/i],
    [["can i drink a celsius before pt", "what about before bed"], /caffeine/i],
    [["is protein good before a workout", "and after?"], /after/i],
    [["should i take magnesium in the morning", "what about at night"], /magnesium/i],
    [["pre workout ok at 0500", "and at 1900?"], /sleep|bed/i],
    [["whats good to take before a ruck", "what about after"], /after/i],
  ];
  const check = (turns: readonly string[], says: RegExp) => {
    const answer = converse([...turns]);
    expect(answer.text).toMatch(says);
    expect(answer.text).not.toMatch(INVENTED);
    expect(answer.text).not.toMatch(NO_SOURCE);
  };
  it.each(cases.filter(([turns]) => !OPEN.has(turns.join(" / "))))("%s", check);
  it.fails.each(cases.filter(([turns]) => OPEN.has(turns.join(" / "))))("%s (open)", check);
});

describe("a new subject drops the earlier turn's blocks", () => {
  const cases: Array<readonly [readonly string[], RegExp, RegExp]> = [
    [["can i take DMAA before pt", "is it true creatine makes you bald"], /creatine/i, /Still no|DMAA/i],
    [["my buddy gave me some sarms, can i use them", "does caffeine stunt your growth"], /caffeine/i, /Still no|SARM/i],
    [["is ephedra ok for cutting", "ok different question, is whey protein bad for your kidneys"], /whey|protein/i, /Still no|ephedr/i],
    [["is jack3d legal", "what about fish oil, does it actually work"], /fish oil|omega/i, /Still no|DMAA|jack3d/i],
    [["guy at the gym sold me some unlabeled pre in a baggie", "separate q, is creatine safe for your kidneys"], /creatine/i, /Still no|baggie|label has been checked/i],
    [["what about tianeptine", "is melatonin habit forming"], /melatonin/i, /Still no|tianeptine/i],
  ];
  const check = (turns: readonly string[], says: RegExp, never: RegExp) => {
    const answer = converse([...turns]);
    expect(answer.text).toMatch(says);
    expect(answer.text).not.toMatch(never);
  };
  it.each(cases.filter(([turns]) => !OPEN.has(turns.join(" / "))))("%s", check);
  it.fails.each(cases.filter(([turns]) => OPEN.has(turns.join(" / "))))("%s (open)", check);
});
