import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Constraints said indirectly, words that must set none, and unclear requests: each asked as a
 * service member would, checked on what the person reads first and on what is (not) picked.
 */

const CANNED = /What category interests you/;

describe("unclear requests get one question about what was said", () => {
  it.each([
    ["something strong", /strong for what/i],
    ["give me something strong", /strong for what/i],
    ["same as last time", /no record of past chats|don't keep a record/i],
    ["just get me the usual", /don't keep a record/i],
    ["my PSG said get something", /what did your PSG say it was for/i],
    ["doc told me to take something", /what did your doc say it was for/i],
    ["wat u got", /what is it for/i],
  ])("%s", (message, asked) => {
    const answer = converse([message]);
    expect(opening(answer.text)).toMatch(asked);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products).toEqual([]);
  });
});

describe("a turn that adds a fact updates the answer", () => {
  it("a body weight after a protein question gives protein for that weight, then picks", () => {
    const answer = converse(["best protein?", "i'm a 130 lb female"]);
    expect(opening(answer.text)).toMatch(/about 59 kg.*83 to 118 g of protein a day/);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("'what about for my wife' after a creatine question carries on, not the out-of-scope reply", () => {
    const answer = converse(["creatine good?", "what about for my wife"]);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products.map((p) => p.name)).toEqual(["Creatine + Electrolytes (Watermelon)"]);
  });

  it("another brand's 'Zero' or 'zero sugar' does not narrow the picks", () => {
    const answer = converse(["I like Zero sugar Gatorade, what electrolyte is better"]);
    expect(answer.products.length).toBeGreaterThanOrEqual(2);
    expect(answer.text).not.toMatch(/that fit no sugar/);
  });
});

describe("budgets per month or week", () => {
  it("a month's budget is converted per serving, and when nothing fits says so with food first", () => {
    const answer = converse(["got about $40 a month for protein, what works"]);
    expect(opening(answer.text)).toMatch(/\$40\.00 a month is about \$1\.33 a day/);
    expect(answer.text).toMatch(/None of our certified \*\*Protein & Recovery\*\* picks is \$1\.33 or less a serving/);
    expect(answer.text).toMatch(/get protein from food first/);
    expect(answer.text).not.toMatch(/whose label shows it is \$/);
    expect(answer.products).toEqual([]);
  });

  it("a budget said in a later turn is kept and converted", () => {
    const answer = converse(["electrolytes for a ruck", "budget is like 25 bucks a month"]);
    expect(opening(answer.text)).toMatch(/\$25\.00 a month is about \$0\.83 a day/);
    expect(answer.products).toEqual([]);
  });

  it("a week's budget for two kinds is shared between them", () => {
    const answer = converse(["$20 a week for supplements total, pre and protein"]);
    // $20 / 7 days / 2 kinds: $1.42 a serving each; no protein we price is that cheap.
    expect(opening(answer.text)).toMatch(/\$20\.00 a week is about \$2\.85 a day, so shared between Pre-Workout and Protein & Recovery/);
    expect(answer.text).toMatch(/Protein & Recovery:\*\* nothing in our certified list fits \$1\.42 or less a serving/);
    expect(answer.products.every((p) => p.pricePerServing !== null && p.pricePerServing <= 1.42)).toBe(true);
  });

  it("'$15 monthly budget' is a budget", () => {
    const answer = converse(["im on a $15 monthly budget, want protein"]);
    expect(answer.text).toMatch(/\$0\.50 or less a serving/);
    expect(answer.products).toEqual([]);
  });

  it("'3 times a week' is not money", () => {
    const answer = converse(["3 times a week i lift, need protein"]);
    expect(answer.text).not.toMatch(/or less a serving/);
    expect(answer.products.length).toBeGreaterThan(0);
  });
});

describe("constraints said in other words, and words that set none", () => {
  it("a PA's stimulant ban with an energy ask: no caffeine advice, one question", () => {
    const answer = converse(["my PA said no stimulants for me, anything for energy?"]);
    expect(opening(answer.text)).toMatch(/stimulants ruled out/);
    expect(answer.text).not.toMatch(/usual tool is caffeine/);
    expect(answer.products).toEqual([]);
  });

  it("'not a pill, a powder is fine' is not a wish for capsules", () => {
    const answer = converse(["pre workout that's not a pill, a powder is fine"]);
    expect(answer.text).not.toMatch(/capsule, softgel or tablet only/);
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it("'not whey, fine with milk' keeps out whey but not milk", () => {
    const answer = converse(["protein that's not whey, im fine with milk tho"]);
    expect(answer.text).not.toMatch(/dairy-free/);
    expect(answer.products.every((p) => !/whey/i.test(p.name))).toBe(true);
  });

  it.each([
    ["fine with milk, just want the cheapest protein", /whey/i],
    ["protein powder? im not gluten free or anything", /whey/i],
    ["might try keto next year, for now just want a protein", /whey/i],
    ["my wife is vegan, what protein should I get for me", /whey/i],
  ])("%s: no diet filter", (message, expected) => {
    const answer = converse([message]);
    expect(answer.products.some((p) => expected.test(p.name))).toBe(true);
  });

  it.each([["stims are banned by command for this deployment, what pre can i use"], ["my CO banned stims, need a pre"], ["flight surgeon prohibited energy drinks for me. any pre workout?"]])(
    "%s: a stimulant ban by an order-giver excludes every stimulant, with no DoD-list paragraph",
    (message) => {
      const answer = converse([message]);
      expect(answer.products.length).toBeGreaterThan(0);
      expect(answer.products.every((p) => !p.caffeineMg)).toBe(true);
      expect(answer.text).not.toMatch(/does not match any entry on our copy of the DoD/);
    },
  );

  it("a commander's ban in the heat keeps to stim-free picks without a DoD-list paragraph", () => {
    const answer = converse(["CO banned stims for the company during the heat cycle. need a pre"]);
    expect(answer.products.every((p) => !p.caffeineMg)).toBe(true);
    expect(answer.text).not.toMatch(/does not match any entry/);
  });

  it("a medicine named only as an example of a pill brings no medicine caution", () => {
    const answer = converse(["i literally gag on pills, even advil. whats a multivitamin i can actually get down"]);
    expect(answer.text).not.toMatch(/With a prescribed medicine/);
    expect(answer.text).not.toMatch(/capsule, softgel or tablet only/);
  });

  it("a medicine of their own beside a pill refusal keeps its caution", () => {
    expect(converse(["can't swallow pills like my zoloft, need a vitamin"]).text).toMatch(/With an SSRI/);
  });
});

