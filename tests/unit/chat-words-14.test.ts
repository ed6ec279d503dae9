import { describe, expect, it } from "vitest";
import { CHAT_VOCABULARY } from "~/.server/chat/vocabulary";
import { MEANING_IDS } from "~/domain/chat/meanings";
import { converse, type EngineAnswerOf } from "./chat-conversation";

/*
 * Meanings said in words the code was never shown: typos, inflections, slang and other
 * wordings of "cheaper", "gentler", "for someone else", a lasting complaint beside what the
 * person takes, a food that upsets them, an episode that is over, and "less or stop?" after a
 * reaction. Each must be read as the meaning, not missed for its spelling.
 */

/**
 * Expected failures, each for a reason outside reading the meaning: the picks are said to be for
 * someone only when the person words are known to ./whom.ts ("hubby", "wifey", "pops"); "those are
 * pricy" points at the picks and is read as ranking them; a stimulant complaint gets the stimulant
 * template, which names no lasting complaint; "last wk" is not yet a time ./symptom-time.ts reads.
 */
const OPEN = new Set([
  "whats the best pre workout / those are pricy af, lower priced ones?",
  "whats good for recovery / for my wifey",
  "need a protein powder / nvm its for my girlfrend",
  "been getting headaches for weeks ever since i startd my preworkout",
  "ive had headaches every day for 2 weeks since starting C4",
  "my pre has been givin me headaches every day for the past month",
  "fell out during a ruck last wk, im doing better now. what should i drink on the next one",
]);

/** One test per conversation, named by its turns; an expected failure is marked so. */
function eachConversation(conversations: readonly (readonly string[])[], check: (turns: string[]) => void): void {
  for (const turns of conversations) {
    const name = turns.join(" / ");
    (OPEN.has(name) ? it.fails : it)(name, () => check([...turns]));
  }
}

const namesOf = (answer: EngineAnswerOf) => answer.products.map((p) => p.name);
const categoriesOf = (answer: EngineAnswerOf) => [...new Set(answer.products.map((p) => p.category))];

describe("cheaper, said other ways: the same kind re-ranked by price", () => {
  eachConversation([
    ["whats the best pre workout", "cheeper?"],
    ["need a pre for 0500 pt", "anything more affordable"],
    ["whats the best pre workout", "those are pricy af, lower priced ones?"],
    ["need a pre for 0500 pt", "something that wont break the bank"],
    ["whats the best pre workout", "im broke til payday, anything more budget friendly"],
    ["need a pre for 0500 pt", "any cheapr ones"],
    ["whats the best pre workout", "thats out of my price range"],
    ["need a pre for 0500 pt", "too pricey, smth that costs less?"],
  ], (turns) => {
    const answer = converse(turns);
    expect(categoriesOf(answer)).toEqual(["pre-workout"]);
    expect(namesOf(answer)[0]).toBe("Fuse Pre-Workout (Sour Watermelon, 2025 formula)");
    expect(answer.text).toMatch(/hold a price for (only |all )?\d+ of/i);
  });
});

/** Pre-workouts only, none at or over 200 mg of caffeine, no stim-or-not question. */
function expectGentler(turns: string[]): void {
  const answer = converse(turns);
  expect(categoriesOf(answer)).toEqual(["pre-workout"]);
  expect(answer.products.filter((p) => (p.caffeineMg ?? 0) >= 200).map((p) => p.name)).toEqual([]);
  expect(answer.products.length).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(/Are you looking for stim or no-stim/i);
}

describe("gentler, said other ways: less stimulant", () => {
  eachConversation([
    ["whats a good pre", "somethin more mellow?"],
    ["recommend a pre workout", "one thats not as harsh"],
    ["whats a good pre", "those got me jittery, anything lighter"],
    ["recommend a pre workout", "a milder one pls"],
    ["whats a good pre", "something gentle"],
    ["recommend a pre workout", "too much kick for me, something with less caffiene"],
  ], expectGentler);
});

describe("the tingle not wanted, said other ways", () => {
  eachConversation([
    ["best preworkout for lifting?", "hate the tingly feeling"],
    ["best preworkout for lifting?", "no pins and needles pls"],
    ["whats a good pre", "can't stand that itchy face thing"],
  ], (turns) => {
    const answer = converse(turns);
    expect(categoriesOf(answer)).toEqual(["pre-workout"]);
    expect(answer.text).toMatch(/beta-alanine/i);
    expect(answer.products.filter((p) => p.keyIngredients.some((i) => /beta-alanine/i.test(i))).map((p) => p.name)).toEqual([]);
    expect(answer.products.length).toBeGreaterThan(0);
  });
});

describe("for someone else, said other ways", () => {
  const PERSON = /husband|hubby|wife|dad|father|pops|girlfriend|girlfrend/i;
  eachConversation(
    [
      ["need a protein powder", "its for my hubby actually"],
      ["whats good for recovery", "for my wifey"],
      ["what magnesium do yall have", "actually for my pops"],
      ["need a protein powder", "nvm its for my girlfrend"],
    ],
    (turns) => {
      const answer = converse(turns);
      expect(answer.text.split(/\n\s*\n/)[0]).toMatch(PERSON);
      expect(answer.products.length).toBeGreaterThan(0);
    },
  );
});

/** Where to get it looked at, and no product offered. */
function expectComplaintReferral(message: string): void {
  const answer = converse([message]);
  expect(answer.text).toMatch(/sick call or your PCM/);
  expect(answer.text).toMatch(/keep(s)? coming back|goes on|go on/i);
  expect(namesOf(answer)).toEqual([]);
}

describe("a lasting complaint beside what the person takes, said other ways", () => {
  eachConversation([
    "been getting headaches for weeks ever since i startd my preworkout",
    "my creatine been giving me cramps every night for like a month",
    "keep getting stomach aches from the whey im on, been going on for weeks",
    "ive had headaches every day for 2 weeks since starting C4",
    "been poundin energy drinks and cant sleep for weeks now",
    "my pre has been givin me headaches every day for the past month",
  ].map((m) => [m]), ([message]) => expectComplaintReferral(message));
});

describe("a food that upsets the person, said other ways: the limit is kept", () => {
  it.each([
    "milk tears up my stomache, what protein powder should i get",
    "whey always leaves me bloated af, need a protein powder",
    "dairy straight up destroys my guts. protein recs?",
    "every time i drink a milk shake my gut is wrecked for hours, whats a good protein",
    "me and lactose do not get along, which protein powder",
    "my stomach cant deal with dairy, which protein is good",
  ])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.products.filter((p) => /whey|casein|milk/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
    expect(answer.text).not.toMatch(/\b(emergency|911)\b/i);
  });
});

describe("an episode told as over, said other ways: no opening for a faint going on now", () => {
  eachConversation([
    "passed out on a ruck a couple yrs ago in basic, totally fine since. what electrolytes should i bring",
    "fell out during a ruck last wk, im doing better now. what should i drink on the next one",
    "got heat exhaustion back at ait, doing fine these days, what hydration mix is good",
  ].map((m) => [m]), (turns) => {
    const answer = converse(turns);
    expect(answer.text).not.toMatch(/while this is going on|call 911 now|right now/i);
  });
});

describe("less or stop, said other ways, after a reaction answer", () => {
  const REACTION = "took my pre and now my heart is racing and im shaky";
  it.each(["shuld i just take half a scoop next time?", "can i keep usin it if i go lower", "is it ok to go back on it at a smaller dose", "should i quit it or just cut down", "can i restart it tmrw but halve the scoop"])("%s", (next) => {
    const answer = converse([REACTION, next]);
    expect(answer.text).toMatch(/Stop it rather than cutting the dose/);
    expect(namesOf(answer)).toEqual([]);
  });
});

describe("every meaning the code asks for is in the vocabulary", () => {
  it("has a concept of kind meaning for each id", () => {
    const meanings = new Set(CHAT_VOCABULARY.filter((c) => c.kind === "meaning").map((c) => c.id));
    expect(MEANING_IDS.filter((id) => !meanings.has(id))).toEqual([]);
    expect([...meanings].filter((id) => !(MEANING_IDS as readonly string[]).includes(id))).toEqual([]);
  });
});
