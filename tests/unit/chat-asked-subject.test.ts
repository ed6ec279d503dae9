import { describe, expect, it } from "vitest";
import { askedSubject, speaksOf, subjectQueries } from "~/domain/chat/asked-subject";

describe("the subject a message asks about, read from its structure", () => {
  it.each([
    ["is kombucha legit for gut health or is that hype", "thing", ["kombucha"], false, true],
    ["my squad leader eats raw garlic before field problems, does that actually work", "thing", ["raw garlic"], false, true],
    ["ok what about spirulina", "thing", ["spirulina"], false, true],
    ["y'all carry any collagen gummies?", "thing", ["collagen gummies"], true, false, true],
    ["can i get ashwagandha thru you guys", "thing", ["ashwagandha"], true, false, true],
    ["got any plain creatine?", "thing", ["creatine"], true, false, true],
    ["need a liquid chalk for the rope climb", "thing", ["liquid chalk"], true],
    ["zma or melatonin for a night shift?", "pair", ["zma", "melatonin"], false],
    ["whats better for cramps, mustard or salt tabs", "pair", ["mustard", "salt tabs"], false],
    ["is soy protein as good as whey", "pair", ["soy protein", "whey"], false],
    ["what should i tell my flight doc about my creatine", "action", ["what should i tell my flight doc about"], false],
  ])("%s", (message, form, sides, wanted, verdict?: boolean, carry?: boolean) => {
    expect(askedSubject(message)).toEqual({ form, sides, wanted, ...(verdict ? { verdict } : {}), ...(carry ? { carry } : {}) });
  });

  it.each([
    "yeah thanks",
    "stim or no stim, I do not care",
    "i lift at 1700 and sleep at 2200",
    "got a tub w/ the nsf logo, how do i know its legit",
    "gf is pregnant lol but whats a good pre for me",
    "we have a piss test monday, am i gonna pop",
    "label says clinically dosed, is that legit?",
  ])("reads no subject from %s", (message) => {
    expect(askedSubject(message)).toBeNull();
  });

  it("searches each side by its own words", () => {
    expect(subjectQueries("beet juice or tart cherry before a long run?")).toEqual(["beet juice", "tart cherry"]);
  });

  it("counts a side as spoken of only when every naming word is there", () => {
    expect(speaksOf("Coconut water carries potassium.", "coconut water")).toBe(true);
    expect(speaksOf("Drink water to a plan.", "coconut water")).toBe(false);
    expect(speaksOf("Lab testing is the only way to know.", "test booster")).toBe(false);
  });
});
