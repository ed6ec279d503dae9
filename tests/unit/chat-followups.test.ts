import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * A later turn is answered for what it adds: a reaction that has got worse gets the emergency
 * said fresh and first, not the earlier answer again.
 */

describe("an allergic reaction that gets worse in a later turn", () => {
  it.each([
    ["new protein powder and my lips feel kinda itchy", "now my throat feels a little tight"],
    ["tried a new pre and im breaking out in hives", "now its hard to breathe"],
    ["my face is itchy after this new whey", "lips are swelling up now"],
  ])("%s / %s", (first, second) => {
    const before = converse([first]).text;
    const after = converse([first, second]).text;
    expect(opening(after)).toMatch(/^\*\*Call 911 now/);
    expect(after).toMatch(/epinephrine auto-injector now/);
    expect(after).toMatch(/Stop the product/);
    expect(after).not.toContain(opening(before));
    expect(after).not.toMatch(/I hear you/);
  });
  it("a first message with the emergency sign leads with it too", () => {
    expect(opening(converse(["my throat is closing after this pre"]).text)).toMatch(/^\*\*Call 911 now/);
  });
  it("a mild first sign still gets the watch-for signs, not the emergency lead", () => {
    expect(opening(converse(["new protein powder and my lips feel kinda itchy"]).text)).toMatch(/^\*\*Stop the product/);
  });
});

describe("a lot or batch number that can't be read", () => {
  it.each([
    ["how do i know my tub is actually certified? bought it on amazon", "the seal is on there but the lot number is kinda smudged"],
    ["is my protein legit certified", "cant read the batch code its worn off"],
    ["my preworkout has the informed sport logo but the batch number is faded, is it still good"],
  ])("%s", (...turns) => {
    const text = converse(turns).text;
    expect(opening(text)).toMatch(/^If you can't read the lot or batch number/);
    expect(text).toMatch(/Contact the brand/);
    expect(text).toMatch(/treat it as uncertified/);
    expect(text).not.toMatch(/What is it for|\]\(\/compare\//);
  });
});

describe("asking whether 'it was legal' or 'I didn't know' covers a positive test", () => {
  it.each([
    ["home on leave in colorado, my mom gave me CBD gummies for sleep. legal here so im good right?", "what if i already had one last night. can i just tell them it was legal CBD if i pop"],
    ["is delta 8 ok since its legal in texas", "i took some last weekend, can i say i didnt know"],
    ["if a pre i bought had something banned in it can i blame the supplement"],
  ])("%s", (...turns) => {
    const last = converse(turns).text;
    expect(last).toMatch(/Don't count on "it was legal" or "I didn't know"/);
    expect(last).toMatch(/defense counsel/);
    expect(last).toMatch(/keep the package and the receipt/);
  });
  it("the first turn, before the question, does not get it", () => {
    expect(converse(["home on leave in colorado, my mom gave me CBD gummies for sleep. legal here so im good right?"]).text).not.toMatch(/Don't count on/);
  });
});
