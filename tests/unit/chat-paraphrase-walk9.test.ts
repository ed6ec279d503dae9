import { describe, expect, it } from "vitest";
import { converse, describeWordingGroups } from "./chat-conversation";

/*
 * A new user's walk of the site, round 9: an ingredient asked for by name, a follow-up about
 * picks that were never given, a stimulant ban after a diet with no fit, and a vague follow-up.
 * Each situation in several wordings; none of these is a blind item's wording.
 */

const hasIngredient = (p: { name: string; keyIngredients: string[]; detailedIngredients: { name: string }[] }, word: RegExp) =>
  [p.name, ...p.keyIngredients, ...p.detailedIngredients.map((i) => i.name)].some((n) => word.test(n.toLowerCase()));

describe("a request naming an ingredient gets only products that contain it", () => {
  const cases: Array<[string, RegExp]> = [
    ["recommend me a creatine powder pls", /creatine/],
    ["whats a good creatine", /creatine/],
    ["need creatine, what do you have", /creatine/],
    ["best creatine you carry?", /creatine/],
    ["any good beta alanine", /beta-?alanine/],
    ["looking for a citrulline supplement", /citrulline/],
    ["recommend a magnesium", /magnesium/],
    ["what's a good melatonin", /melatonin/],
    ["i want vitamin d", /vitamin d/],
    ["suggest an ashwagandha", /ashwagandha/],
  ];
  it.each(cases)("%s", (message, word) => {
    const answer = converse([message]);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const p of answer.products) expect(hasIngredient(p, word), p.name).toBe(true);
    expect(answer.text).not.toMatch(/What is it for/);
  });
});

describeWordingGroups("walk 9", [
  {
    kind: "no standalone product of the ingredient: said plainly, each pick's kind named, what to look for",
    messages: [["recommend me a creatine powder pls"], ["whats a good creatine"], ["got any creatine monohydrate?"], ["need creatine, what do you have"]],
    says: [/no certified creatine on its own/, /a hydration product with creatine plus electrolytes/, /For plain creatine monohydrate, look for the NSF/, /NSF Certified for Sport or Informed Sport seal/, /its lot/],
    never: [/Whey/],
  },
  {
    kind: "which of those after no picks: said there were none, the nearest labelled as not meeting the ask",
    messages: [
      ["need a vegan pre workout", "which one of those is cheapest per serving?"],
      ["vegan preworkout?", "ok which is cheapest"],
      ["any vegan pre-workouts", "which of them costs the least per serving"],
    ],
    says: [/no picks to compare/, /does \*\*not\*\* meet what you asked/],
    never: [/I left out 8 because/],
  },
  {
    kind: "a stimulant ban after a diet with no fit: the basics and what is left, in English",
    messages: [
      ["need a vegan pre workout", "unit just banned stims, what can i take"],
      ["vegan pre workout?", "command banned stimulants so what are my options"],
      ["any vegan pre-workouts", "stims are not allowed in my unit now, what can i use instead"],
    ],
    says: [/7 to 8 hours of sleep/, /16 to 32 oz an hour/, /stim-free/i],
    noStimulants: true,
    never: [/is vegan and no caffeine/, /\bis (?:\w+ and )?no caffeine\b/],
  },
  {
    kind: "a stimulant ban with nothing else said: stim-free picks of several kinds",
    messages: [["my unit just banned stims, what can i take"], ["command banned caffeine, what are my options"]],
    says: [/Stim-free certified picks/, /Hydration/],
    noStimulants: true,
  },
  {
    kind: "a vague follow-up after an answer: one short question, never the answer again",
    messages: [["lactose free protein?", "need something"], ["need a vegan pre workout", "need something"], ["lactose free protein?", "need something else"], ["gluten free electrolytes", "need something"]],
    says: [/Tell me what it's for/],
    noProducts: true,
  },
]);

describe("constraint lists read as English", () => {
  it.each([["need a vegan pre workout", "no caffeine though"], ["vegan pre workout without caffeine"]])("%s", (...turns) => {
    const text = converse(turns.filter(Boolean)).text;
    expect(text).not.toMatch(/\bis (?:[\w-]+ and )?no caffeine\b/);
  });
});

describe("an ingredient kept out is left out of the picks, never what they are for", () => {
  it.each([["need a sleep aid thats not melatonin"], ["sleep aid, not melatonin"], ["recommend a sleep aid without melatonin"], ["something for sleep, no melatonin"]])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => hasIngredient(p, /melatonin/)).map((p) => p.name)).toEqual([]);
    expect(answer.text).not.toMatch(/None of our certified products contains melatonin/);
  });
});
