import { describe, expect, it } from "vitest";
import { converse, type EngineAnswerOf, opening } from "./chat-conversation";

/*
 * Vague requests and the turns after them, in service members' words. A vague request gets one
 * short question shaped by what was said (the event, the person, the moment) and no products; a
 * later turn that replaces, narrows, widens or switches the person of the request is read with
 * the request before it, without asking again what was already said.
 */

const CANNED = /What category interests you|What is it for\?|Tell me what it's for/i;
const MAIL = /\bAPO\b|\bFPO\b|mail(ing|ed)?\b|post office|ship(ping)? (it|to)|customs/i;

const questionsIn = (text: string) => (text.match(/\?(?=\s|$|\*|\))/g) ?? []).length;

/** One question back, none of the canned menu, no products, and the opening shaped by `about`. */
function expectOneQuestion(answer: EngineAnswerOf, about: RegExp, never?: RegExp): void {
  expect(answer.products.map((p) => p.name)).toEqual([]);
  expect(answer.text).not.toMatch(CANNED);
  expect(opening(answer.text)).toMatch(/\?/);
  expect(questionsIn(answer.text)).toBe(1);
  expect(opening(answer.text)).toMatch(about);
  if (never) expect(answer.text).not.toMatch(never);
}

describe("a vague request gets one question built from what it said", () => {
  it.each([
    ["what do you have for the board", /\bboard\b/i],
    ["got a promotion board next week, anything?", /\bboard\b/i],
    ["soldier of the quarter board in 2 wks what should i take", /\bboard\b/i],
    ["need something for school", /\bschool\b/i],
    ["ranger school in the spring, what do you recommend", /ranger school|\bschool\b/i],
    ["starting airborne school monday help me out", /airborne|\bschool\b|jump/i],
    ["selection in 2 months what should i be on", /selection/i],
    ["prepping for BUD/S what should i take", /BUD\/S|selection|training/i],
    ["EIB testing soon anything help?", /\bEIB\b|testing|test/i],
    ["first deployment coming up what do i need", /deploy/i],
    ["just got to my first duty station, what should i be taking", /\?/],
    ["need stuff", /\?/],
    ["recommend me something", /\?/],
    ["supplements?", /\?/],
    ["im a 35 yo e7 trying to stay in the fight, what u got", /\?/],
  ])("%s", (message, about) => {
    expectOneQuestion(converse([message]), about);
  });
});

describe("leaving for basic training is not mail", () => {
  it.each([
    ["whats good for a 19 yo shipping to basic in 3 weeks"],
    ["shipping out to basic next month what should i take before"],
    ["i ship to boot camp in june, anything i should start now"],
    ["my son ships to basic in 2 weeks what should he be taking"],
  ])("%s", (message) => {
    expectOneQuestion(converse([message]), /basic|boot camp|ship/i, MAIL);
  });
});

describe("a gift or a care package asks what the person uses or wants", () => {
  it.each([
    ["my husband deploys next month, what should I get him", /\b(he|him|his)\b/i],
    ["care package for my boyfriend downrange, ideas?", /\b(he|him|his)\b/i],
    ["gift for my brother hes a marine", /\b(he|him|his)\b/i],
    ["what should i get my wife before her first deployment", /\b(she|her)\b/i],
    ["want to put together a box for my son in the army what supplements", /\b(he|him|his)\b/i],
    ["what do you have for my dad, retired army", /\b(he|him|his)\b/i],
  ])("%s", (message, person) => {
    expectOneQuestion(converse([message]), person);
  });
});

describe("an answer to the question is read with the request, not asked again", () => {
  it("the board, then the morning of it: energy without asking again", () => {
    const answer = converse(["what do you have for the board", "promotion board, i just dont want to be a zombie that morning"]);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.text).not.toMatch(/which board/i);
    expect(answer.text).toMatch(/caffeine|sleep/i);
  });

  // Open: getting a run up before basic needs a sourced guide section we do not hold yet.
  it.fails("basic training, then the running: no mail and no second question", () => {
    const answer = converse(["whats good for a 19 yo shipping to basic in 3 weeks", "mostly want to be ready for the running"]);
    expect(answer.text).not.toMatch(MAIL);
    expect(answer.text).not.toMatch(CANNED);
    expect(questionsIn(answer.text)).toBe(0);
    expect(answer.text).toMatch(/run/i);
  });

  it("a husband's deployment, then what he uses: picks for him, not the question again", () => {
    const answer = converse(["my husband deploys next month, what should I get him", "he lifts a lot, goes through protein like crazy"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "protein-recovery").map((p) => p.name)).toEqual([]);
    expect(answer.text).not.toMatch(/what does he (use|want)/i);
  });

  // Open: the day-sleep advice answers it, with no picks after it for the gift.
  it.fails("a gift for a brother, then sleep: sleep picks with no stimulant", () => {
    const answer = converse(["gift for my brother hes a marine", "he never sleeps, works nights"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("a later turn changes the request", () => {
  it("a buddy's cans, then 'just asking for me, want a pre that actually hits': stim pre-workouts", () => {
    const answer = converse(["my buddy drinks like 4 monsters a day is that ok", "nah just asking for me, want a pre that actually hits"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "pre-workout" || !(p.stimulant || (p.caffeineMg ?? 0) > 0)).map((p) => p.name)).toEqual([]);
    expect(answer.text).not.toMatch(/stim(ulant)?[- ]free or|stim or (no|non)|with or without (caffeine|stim)/i);
  });

  it("'cheaper?' after protein picks: protein ranked by price, no question", () => {
    const answer = converse(["need a protein powder", "cheaper?"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "protein-recovery").map((p) => p.name)).toEqual([]);
    expect(answer.text).toMatch(/cheap|price|per serving/i);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("'cheaper options?' after recovery picks stays on recovery", () => {
    const answer = converse(["whats good for recovery after rucks", "any cheaper options?"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.text).toMatch(/cheap|price|per serving/i);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("'what about at night' after an energy ask: nothing with caffeine", () => {
    const answer = converse(["need something for energy on day shift", "what about at night"]);
    expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
    expect(answer.text).toMatch(/sleep|night/i);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("'for my wife instead' after a pre-workout ask: about her, not the question", () => {
    const answer = converse(["looking for a pre workout", "for my wife instead"]);
    expect(answer.text).toMatch(/\b(your wife|she|her)\b/i);
    expect(answer.text).not.toMatch(/What does (?:she|your wife) want help with/i);
    expect(answer.products.filter((p) => p.category !== "pre-workout").map((p) => p.name)).toEqual([]);
  });

  it("'actually for my wife, shes pregnant' after whey: her pregnancy is cautioned", () => {
    const answer = converse(["looking for whey", "actually its for my wife instead, shes pregnant"]);
    expect(answer.text).toMatch(/pregnan/i);
    expect(answer.text).toMatch(/\b(your wife|her|she)\b/i);
    expect(answer.text).not.toMatch(CANNED);
  });

  // The catalogue holds one creatine only, so the list pointed into is fish oils.
  it("'the second one' after picks names that pick", () => {
    const first = converse(["whats a good fish oil"]);
    const second = first.products[1]?.name ?? "no second pick";
    const answer = converse(["whats a good fish oil", "the second one"]);
    expect(answer.text).toContain(second.split(" (")[0]);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("'yes' to 'a protein powder to help you reach that?' gives protein picks", () => {
    const answer = converse(["how much protein do i need at 180 lbs", "i need something", "yes"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "protein-recovery").map((p) => p.name)).toEqual([]);
  });

  it("'no stims tho' narrows a pre-workout ask", () => {
    const answer = converse(["need a pre workout", "no stims tho"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
  });

  // The catalogue holds no plant protein: the narrowed ask is answered by saying so, of protein, not asked again.
  it("'plant based' narrows a protein ask", () => {
    const answer = converse(["best protein?", "plant based"]);
    expect(answer.text).toMatch(/plant|vegan/i);
    expect(answer.text).not.toMatch(CANNED);
    expect(questionsIn(answer.text)).toBe(0);
    expect(answer.products.filter((p) => /whey|casein|milk|collagen/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
  });

  it("'no melatonin' narrows a sleep ask", () => {
    const answer = converse(["something for sleep", "no melatonin"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => /melatonin/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
  });

  it("'actually make it fish oil' replaces a multivitamin ask", () => {
    const answer = converse(["recommend a multivitamin", "actually make it fish oil"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => !/omega|fish|EPA|DHA/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
  });

  it("'nvm, electrolytes instead' replaces a pre-workout ask", () => {
    const answer = converse(["need a pre workout", "nvm electrolytes instead"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "hydration").map((p) => p.name)).toEqual([]);
  });

  it("'any without caffeine' narrows an electrolyte ask", () => {
    const answer = converse(["need an electrolyte for rucks", "any without caffeine"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "hydration" || p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
  });

  it("'something with less caffeine' keeps pre-workouts under 200 mg", () => {
    const answer = converse(["pre workout recs?", "something with less caffeine"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "pre-workout" || (p.caffeineMg ?? 0) >= 200).map((p) => p.name)).toEqual([]);
  });

  it("'what about for sleep' widens a protein ask to sleep", () => {
    const answer = converse(["need a protein powder", "what about for sleep"]);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => p.category !== "sleep").map((p) => p.name)).toEqual([]);
  });
});

describe("words that are no event ahead frame nothing", () => {
  it.each([
    ["are supplements a waste across the board?", /which board|For the board/i],
    ["im airborne infantry what should i take", /For airborne|airborne school/i],
    ["putting together a care package for boot camp, my daughter ships next month. what can i include", /Before she leaves for basic/],
    ["working 1900-0700 on the flight line tonight, can i slam a celsius and a scoop of c4 before i go in?", /leave for basic|leaves for basic/i],
    ["what should i take before i leave for the field tomorrow", /leave for basic|leaves for basic/i],
  ])("%s", (message, never) => {
    expect(converse([message]).text).not.toMatch(never);
  });
});
