import { describe, expect, it } from "vitest";
import { converse } from "./chat-conversation";

/*
 * A ranking word ("cheapest", "strongest") or a two-part message ("is it any good and do you have
 * one") never lets a product without the ingredient through: the products contain it, or the
 * answer says plainly why there is none. Several wordings, none a blind item's.
 */

const hasIngredient = (p: { name: string; keyIngredients: string[]; detailedIngredients: { name: string }[] }, word: RegExp) =>
  [p.name, ...p.keyIngredients, ...p.detailedIngredients.map((i) => i.name)].some((n) => word.test(n.toLowerCase()));

describe("a ranking word keeps the ingredient rule", () => {
  const cases: Array<[string[], RegExp]> = [
    [["whats the cheapest creatine monohydrate u got"], /creatine/],
    [["unit just banned stims, what can i take", "whats the cheapest creatine monohydrate u got"], /creatine/],
    [["cheapest creatine you have?"], /creatine/],
    [["strongest magnesium you carry"], /magnesium/],
    [["which melatonin is cheapest"], /melatonin/],
    [["need help sleeping", "cheapest ashwagandha u got"], /ashwagandha/],
  ];
  it.each(cases)("%s", (turns, word) => {
    const answer = converse(turns);
    expect(answer.products.filter((p) => !hasIngredient(p, word)).map((p) => p.name)).toEqual([]);
    if (!answer.products.length) expect(answer.text).toMatch(/no pick for it|no certified \w+ on its own/);
    expect(answer.text).not.toMatch(/Catalyte/);
  });
});

describe("does it work and do you have one: both halves", () => {
  const wordings = [
    ["is tart cherry any good and do u have one"],
    ["need help sleeping", "is tart cherry any good and do u have one"],
    ["does tart cherry work? do you sell it"],
    ["is tart cherry worth it, do you guys carry any"],
  ];
  it.each(wordings)("%s", (...turns) => {
    const answer = converse(turns);
    expect(answer.text).not.toMatch(/I'm here to help with supplement recommendations/);
    expect(answer.text).not.toMatch(/None of our certified products contains tart cherry/);
    expect(answer.text).toMatch(/Tart Cherry \+ Melatonin/);
    expect(answer.text).toMatch(/our guides hold no source|From our guide/);
    expect(answer.products.filter((p) => !hasIngredient(p, /tart cherry/)).map((p) => p.name)).toEqual([]);
  });
});
