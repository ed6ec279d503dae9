import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse } from "./chat-conversation";

/*
 * Whose situation each turn is: someone else's condition, however it is written, sets nothing
 * for the person; a request made for someone else carries to the turn that tells more about them;
 * the person's own medicine stays off a request for someone else and the other way round; a
 * condition recalled from earlier turns stays off a question about something else.
 */

const understood = (turns: readonly string[]) =>
  understandRequest(
    chatRequestSchema.parse({
      message: turns.at(-1),
      context: { conversationHistory: turns.slice(0, -1).flatMap((content) => [{ role: "user", content }, { role: "assistant", content: "Noted." }]) },
    }),
  );

describe("someone else's condition sets nothing for the person, however it is written", () => {
  it.each([
    ["wifes 7 months pregnant and im running on fumes. need a pre for 0530 PT"],
    ["roommates on zoloft and swears ashwagandha knocked him out. im not on anything, just want something for sleep"],
    ["dads on warfarin. im 35 and want a fish oil for my joints"],
    ["btw my girl is on birth control, i'm a dude, can i take ashwagandha for stress?"],
    ["kid has a peanut allergy and my wife is celiac lol. i just need a creatine for me"],
    ["wife takes levothyroxine for her thyroid. i need a multi for me"],
  ])("%s", (message) => {
    const u = understood([message]);
    expect({ conditions: u.conditions, forWhom: u.forWhom }).toEqual({ conditions: [], forWhom: undefined });
  });

  it("someone else's rule said with 'for her' does not hold when the person asks for themselves", () => {
    expect(understood(["my kid's pediatrician said no caffeine for her. anyway whats the best pre for me"]).constraints).toEqual([]);
  });

  it("a ban someone else asks for, waved off, sets nothing", () => {
    expect(understood(["gf is pregnant and wants me to quit pre in solidarity lol. not happening, what's a good one with like 200mg"]).constraints).toEqual([]);
  });
});

describe("whom a turn asks for", () => {
  it("a request for someone carries to the turn that tells more about them", () => {
    const u = understood(["looking for a multi for my wife", "oh she's 12 weeks pregnant btw"]);
    expect({ conditions: u.conditions, forWhom: u.forWhom }).toEqual({ conditions: ["pregnancy"], forWhom: "your wife's" });
  });

  it("the person's own medicine stays off a request for their buddy", () => {
    const u = understood(["im on lexapro", "my buddy wants a good pre-workout, what should he get"]);
    expect({ conditions: u.conditions, forWhom: u.forWhom }).toEqual({ conditions: [], forWhom: "your buddy's" });
  });

  it("someone else's condition stays off the person's own next request", () => {
    const u = understood(["my wife is breastfeeding, can she take magnesium?", "ok and what protein should i get for me"]);
    expect({ conditions: u.conditions, forWhom: u.forWhom }).toEqual({ conditions: [], forWhom: undefined });
  });

  it("a mother pumping for her son asks for herself", () => {
    expect(understood(["exclusively pumping for my son, want to lose the baby weight, fat burner?"]).forWhom).toBeUndefined();
  });
});

describe("answers said to whom they are about", () => {
  it("a buddy's prohibited substance: the advice is about him", () => {
    const text = converse(["my buddy is taking a pre with dmaa, should he stop?"]).text;
    expect(text).toMatch(/They should stop taking it/);
    expect(text).not.toMatch(/^Stop taking it/m);
  });

  it("a pregnancy revealed in the second turn: the prenatal vitamin and her OB, no regular multi", () => {
    const answer = converse(["need a multivitamin for my wife", "she's 10 weeks pregnant"]);
    expect(answer.text).toMatch(/A prenatal vitamin comes first/);
    expect(answer.text).toMatch(/your wife's OB/);
    expect(answer.products.map((p) => p.name)).toEqual([]);
  });

  it("asked whether someone else's limit is theirs too, the answer says no first", () => {
    expect(converse(["my wife's OB told her to stay under 200mg of caffeine. does that apply to me too? i drink like 3 coffees a day"]).text).toMatch(/^\*\*No: that is about your wife/);
  });

  it("a question asked back asks about the one it is for", () => {
    const text = converse(["wife's deploying, what supplements should i send with her"]).text;
    expect(text).toMatch(/will she be drug-tested|whether she's drug-tested/);
    expect(text).not.toMatch(/\byou\b/);
  });

  it("'what should I get' alone is the person's own request", () => {
    expect(converse(["on zoloft, need a pre for pt, what should i get"]).text).toMatch(/your prescriber/);
  });

  it("someone else's prescription on the DoD list is no warning on the person's own pick", () => {
    const answer = converse(["my buddy's on adderall for adhd. i want a caffeine pre for ruck days, which one"]);
    expect(answer.text).not.toMatch(/Warning: amphetamine/);
    expect(answer.products.length).toBeGreaterThan(0);
  });
});

describe("a condition recalled from earlier turns stays off a question about something else", () => {
  it.each([
    [["i take lisinopril for my bp", "how do i look up a lot number on informed sport"], /lisinopril|ACE inhibitor/],
    [["I'm on sertraline, what sleep aid is safe", "ok different question, what do the NSF and informed sport seals actually mean"], /SSRI/],
    [["im pregnant, 20 weeks", "does a USP seal mean it's tested for banned substances?"], /pregnan/i],
  ])("%s", (turns, recalled) => {
    expect(converse(turns).text).not.toMatch(recalled);
  });

  it("but stays when picks are asked for", () => {
    expect(converse(["on warfarin", "ok which fish oil is certified?"]).text).toMatch(/blood thinner/);
  });
});

describe("a buddy's prohibited substance, asked about him", () => {
  it("speaks of the buddy, not to the one asking", () => {
    const answer = converse(["my buddy is taking some sarm stuff from a website called ostarine, says its legal. is he gonna pop on a UA?"]);
    expect(answer.text).toContain("They should stop taking it until they know what is in it");
    expect(answer.text).toContain("still counts against them");
    expect(answer.text).not.toMatch(/\bStop taking it\b/);
  });
});
