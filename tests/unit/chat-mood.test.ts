import { describe, expect, it } from "vitest";
import { CRISIS_TEXT, CRISIS_TEXT_THEM, LOW_MOOD_TEXT, moodSaid } from "~/domain/chat/mood";
import { converse, opening } from "./chat-conversation";

/* Low mood and thoughts of self-harm are answered as a person first, with where to reach someone now. */
describe("mood said in a supplement chat", () => {
  it.each([
    ["honestly been having dark thoughts, what supplement helps with depression", "crisis"],
    ["i want to kill myself", "crisis"],
    ["some days i dont want to wake up tbh", "crisis"],
    ["my buddy keeps talking about ending it", "crisis"],
    ["been feeling really down lately and not sleeping", "low"],
    ["kinda depressed since the divorce, anything help mood?", "low"],
    ["im not depressed or anything, just tired all the time", null],
    ["knocked down a protein shake after pt", null],
    ["pretty low on cash til payday, cheapest whey?", null],
    ["been down at polk all month, electrolytes for the heat?", null],
    ["what's the upper limit for vitamin d", null],
  ])("%s: %s", (message, mood) => {
    expect(moodSaid(message)).toBe(mood);
  });

  it("answers thoughts of self-harm with the crisis line only, and no product", () => {
    const answer = converse(["honestly been having dark thoughts, what supplement helps with depression"]);
    expect(answer.text).toBe(CRISIS_TEXT);
    expect(answer.products).toEqual([]);
    expect(answer.text).toContain("988 then press 1");
  });

  it("speaks about the buddy when it is the buddy who talks of ending it", () => {
    expect(converse(["my buddy has been really down and talking about ending it, what do I do"]).text).toBe(CRISIS_TEXT_THEM);
  });

  it("gives no picks for mood, and the support line first", () => {
    const answer = converse(["been feeling really down lately and not sleeping, anything that helps mood?"]);
    expect(answer.products).toEqual([]);
    expect(opening(answer.text)).toBe(LOW_MOOD_TEXT.split("\n\n")[0]);
  });

  it("keeps the warning about a substance beside the support line", () => {
    const answer = converse(["gas station by my barracks sells zaza red, says its good for mood. been kinda down lately"]);
    expect(answer.text).toContain(LOW_MOOD_TEXT);
    expect(answer.text).toMatch(/tianeptine/i);
  });

  it("says nothing of mood when none was said", () => {
    expect(converse(["im not depressed or anything, just tired all the time. energy ideas?"]).text).not.toContain("838255");
  });
});
