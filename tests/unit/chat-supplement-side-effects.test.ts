import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/* A side effect of a supplement the person is taking now is answered about that, first, with no more products. */
describe("a side effect of a supplement taken now", () => {
  it.each([
    "since I started the fish oil I keep getting nosebleeds",
    "bruising really easy since i started turmeric and fish oil",
    "fish oil is giving me nosebleeds",
    "my gums keep bleeding since i started taking krill oil",
  ])("bleeding or bruising: %s", (message) => {
    const answer = converse([message]);
    // The supplements named are the ones the person takes (fish oil, and turmeric when said).
    expect(opening(answer.text)).toMatch(/^\*\*Hold off on the fish oil(?: and turmeric)? and tell your provider/);
    expect(answer.products).toEqual([]);
  });

  it("answers a question about fish oil and bleeding as a question, not as bleeding now", () => {
    expect(converse(["does fish oil make you bleed more?"]).text).not.toMatch(/Hold off on the fish oil/);
  });

  it.each([
    "been running to the porta john like 5 times a day since I started the magnesium for sleep lmao. its like water",
    "running to the latrine all day since the new magnesium",
  ])("diarrhoea in slang: %s", (message) => {
    const answer = converse([message]);
    expect(opening(answer.text)).toMatch(/^\*\*Stop the supplement for now/);
    expect(answer.products).toEqual([]);
  });

  it.each([
    "I use albuterol before runs, got exercise induced asthma. is a pre-workout ok?",
    "i take my albuterol before pt, is creatine ok?",
  ])("an inhaler of one's own gets no supplement warning: %s", (message) => {
    const answer = converse([message]);
    expect(answer.text).not.toMatch(/\*\*Warning: salbutamol/);
    expect(answer.text).toMatch(/Keep using your prescribed inhaler/);
  });
});
