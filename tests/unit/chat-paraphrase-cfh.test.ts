import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Duty and timing, knowledge questions and unclear requests said in many ways: each group holds
 * differently worded messages (slang, typos) for one kind of failure, none of them a blind
 * set's own words. The answer to the question comes first; an unclear request gets one
 * question about what the person said.
 */

const ask = (...turns: string[]) => converse(turns);
const CANNED = /What category interests you\?/i;

describe("when and how much caffeine before a start time: timing and dose first", () => {
  it.each([
    "ruck kicks off at 0500, whats the right time to drink my preworkout and how many mg",
    "pt test at 0630 tmrw. when do i slam my pre and how much caffiene is ok",
    "road march starts 0400. how early should i take caffeine and how much",
    "we step at 0530 for a 15 mile ruck, how much caffeine should i take and when",
  ])("%s", (message) => {
    const first = opening(ask(message).text);
    expect(first).toMatch(/30 to 60 minutes/);
    expect(first).toMatch(/400 mg/);
  });
});

describe("caffeine already taken in sodas is counted against 400 mg a day", () => {
  it.each([
    "i drink like 6 diet cokes a day, what pre should i get",
    "had 4 mountain dews today already, need a pre for tonights lift",
    "been slamming diet sodas all day, which preworkout is ok",
    "3 pepsis and 2 coffees a day, need a pre for pt",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(opening(answer.text)).toMatch(/cola/);
    expect(answer.text).toMatch(/400 mg a day/);
    expect(answer.products.filter((p) => (p.caffeineMg ?? 0) > 200).map((p) => p.id)).toEqual([]);
  });
});

describe("heat category or black flag with a pre asked about: the stimulant caution and heat signs", () => {
  it.each([
    "heat cat 4 all week at the range, can i still run my preworkout",
    "its gonna be black flag most days at ntc. ok to keep using my pre?",
    "field training in the summer, heat cat 5. is caffeine pre a bad idea out there",
    "we train in the heat all summer, should i keep taking stims before PT",
  ])("%s", (message) => {
    const text = ask(message).text;
    expect(text).toMatch(/stimulant pre-workouts/);
    expect(text).toMatch(/heat stroke/);
  });
});

describe("a sleep aid in a short sleep window before duty: grogginess and day-sleep guidance", () => {
  it.each([
    ["got staff duty til 0700 and formation at 1400, can i take melatonin to crash"],
    ["need something to sleep", "on fire watch till 0500, gotta be up for 1100 formation"],
    ["best sleep aid?", "cq til 0600 and we have a brief at 1230"],
    ["off mids at 0800 and i report back at 1500. melatonin ok?"],
  ])("%s", (...turns) => {
    const text = ask(...turns).text;
    expect(text).toMatch(/hours of sleep/);
    expect(text).toMatch(/groggy/i);
    expect(text).toMatch(/dark/);
  });
});

describe("a selection course is not a drug test", () => {
  it.each(["what supps should i run for sfas", "prepping for ranger school, what should i take", "what should i be on for assessment and selection", "bud/s in 3 months what supplements"])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(answer.text).not.toMatch(/before the test|already take/);
    expect(answer.text).toMatch(/recovery/);
    expect(answer.text).toMatch(/\?/);
  });
});

describe("a budget with nothing else: one question that keeps the budget", () => {
  it.each([
    ["i have 40 bucks, what should i buy", /\$40/],
    ["got a $75 gift card what do u recommend", /\$75/],
    ["got like 30 dollars to spend on supps", /\$30/],
    ["budget is $60 what should i get", /\$60/],
  ])("%s", (message, amount) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(answer.text).toMatch(amount);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("a comparison with nothing to compare: asks which products", () => {
  it.each(["which is better?", "whats better", "which one should i go with", "which one's better lol"])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(answer.text).toMatch(/which (?:two )?products|comparing/i);
  });
});

describe("'idk' after a clarifying question: a narrower choice, not the same line", () => {
  it.each([
    ["need help picking", "idk"],
    ["help me choose something", "not sure tbh"],
    ["what should i get", "dunno lol, just wanna level up"],
    ["recommend me something", "idk man whatever works"],
  ])("%s / %s", (first, second) => {
    const before = ask(first).text;
    expect(CANNED.test(before)).toBe(false);
    const answer = ask(first, second);
    expect(answer.text === before).toBe(false);
    expect(answer.products).toEqual([]);
    expect(answer.text).toMatch(/energy/);
    expect(answer.text).toMatch(/general health/);
  });
});

describe("what OPSS is: the definition, not a question", () => {
  it.each(["whats OPSS", "wtf is opss?", "who runs operation supplement safety", "what is opss exactly"])("%s", (message) => {
    const first = opening(ask(message).text);
    expect(first).toMatch(/Operation Supplement Safety/);
    expect(first).toMatch(/DoD/);
  });
});

describe("how to check a lot number: the steps", () => {
  it.each([
    "how do i look up the lot number on my tub",
    "where do i check if my batch was tested",
    "theres a lot # on the bottle, how do i verify it got tested",
    "how can i tell if my protein batch was actually tested",
  ])("%s", (message) => {
    const first = opening(ask(message).text);
    expect(first).toMatch(/nsfsport\.com/);
    expect(first).toMatch(/batch|lot/);
  });
});

describe("creatine and kidneys: the kidney answer", () => {
  it.each(["will creatine mess up my kidneys", "is creatine bad for ur kidneys?", "heard creatine wrecks your kidney function, true?", "creatine and kidney damage, should i worry"])("%s", (message) => {
    const text = ask(message).text;
    expect(text).toMatch(/kidney disease/);
    expect(text).toMatch(/creatinine/);
  });
});

describe("buying supplements abroad: a shop's shelf is no clearance, and the listing check", () => {
  it.each([
    "pcsing to germany, can i just buy my protein on the economy?",
    "going to korea for a year, are supplements from local stores ok to buy",
    "can i grab supps at the bazaar when im deployed",
    "is it fine to buy preworkout overseas or should i ship it from home",
  ])("%s", (message) => {
    const first = opening(ask(message).text);
    expect(first).toMatch(/is not a clearance/);
    expect(first).toMatch(/listing/);
  });
});

describe("a flyer asking for a sleep aid: the flight surgeon first, sleep advice, no product", () => {
  it.each([
    "door gunner here, switching to night flying next week. melatonin ok to help me sleep?",
    "on flight status and cant sleep before early sorties, what sleep aid do you recommend",
    "helo pilot, crew rest at 1300 cuz we fly nights. whats a good sleep aid",
    "loadmaster, need something to help me sleep during crew rest",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(opening(answer.text)).toMatch(/flight surgeon/);
    expect(answer.text).toMatch(/dark, quiet/);
  });
});

describe("marketing words on a label: the seller's words, and what does count", () => {
  it.each([
    "bottle says clinically proven and doctor formulated, does that mean its legit?",
    "is 'lab tested' on the tub worth anything",
    "it says pharmaceutical grade on the label so its good right?",
    "this protein is scientifically proven per the label lol, should i trust that",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.text).toMatch(/seller's words/);
    expect(answer.text).toMatch(/listing/);
  });
});

describe("how much caffeine is too much: every source counted, and a stated weight worked out", () => {
  it.each([
    ["whats the max caffeine i should have, im 185 lbs", /84 kg/],
    ["how much caf is too much for me? 80kg, always lose count", /80 kg/],
    ["im like 150 pounds, how much caffeine per day is safe", /68 kg/],
  ])("%s", (message, weight) => {
    const text = ask(message).text;
    expect(text).toMatch(/400 mg a day/);
    expect(text).toMatch(/Count every source/);
    expect(text).toMatch(weight);
  });
});

describe("can a certified product still cause a positive: lower risk, not none, first", () => {
  it.each([
    "can an nsf certified pre still make me fail a ua?",
    "if my protein is informed sport certified can i still pop hot",
    "guy in my unit came up hot after his preworkout, would a certified product prevent that",
    "does the seal mean i cant test positive",
  ])("%s", (message) => {
    const first = opening(ask(message).text);
    expect(first).toMatch(/does not remove it/);
    expect(first).toMatch(/lot number/);
  });
});
