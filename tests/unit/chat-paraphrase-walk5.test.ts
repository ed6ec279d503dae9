import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * A new user's walk of the chat (round 5): what one turn said must not carry into the next,
 * a worry is not a symptom, and the question asked is answered first.
 */

describe("an earlier answer does not carry into a new request", () => {
  it.each([
    [["guys in my unit are using kratom for energy, is that legal for us", "need a fat burner to make tape next week, whats the strongest one you got"]],
    [["my roommate takes kratom shots, is that ok for me to try", "ok forget that, i want a protein powder for after the gym"]],
    [["is kratom legal for soldiers", "need something to help me sleep after nights"]],
  ])("%j", (turns) => {
    const answer = converse(turns);
    expect(answer.text).not.toMatch(/kratom/i);
  });

  it("a follow-up about the substance still gets its answer", () => {
    expect(converse(["is kratom legal for soldiers", "nah fr just tell me how much of it to take"]).text).toMatch(/kratom/i);
  });
});

describe("a condition said earlier keeps constraining with a short reminder, and the question is answered", () => {
  const CAUTION = /the everyday caffeine figure does not apply/;
  it.each([
    [["oh forgot to mention im pregnant, does that change anything?", "I work nights and get home at 0730. when do i cut off caffeine", "we got a 12 mile ruck, gonna be like 105 out. how much water should i drink and do i need salt tabs or electrolytes"]],
    [["im 14 weeks pregnant fyi", "ruck in 100+ heat tomorrow, how much water and do i need electrolytes"]],
  ])("%j", (turns) => {
    const answer = converse(turns);
    expect(opening(answer.text)).toMatch(/quarts? an hour/i);
    expect(answer.text).not.toMatch(CAUTION);
    expect(answer.text).toMatch(/pregnancy \(as you said\)/i);
    expect(answer.text).toMatch(/200 mg/);
    expect(answer.products).toEqual([]);
  });

  it("the caution is given in full the turn the condition is said", () => {
    expect(converse(["yo whats a good pre workout", "oh forgot to mention im pregnant, does that change anything?"]).text).toMatch(CAUTION);
  });
});

describe("a worry about feeling sick is not a symptom", () => {
  it.each([
    "PT is at 0530, can i take my pre at 0500 on an empty stomach or will i puke",
    "is it bad to take pre on an empty stomach before a 0600 run, will it make me nauseous",
    "can i slam a scoop of c4 fasted before morning pt or will i throw up",
  ])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.intent).toBe("knowledge");
    expect(opening(answer.text)).toMatch(/30 to 60 minutes/);
    expect(answer.text).not.toMatch(/heat illness/i);
  });

  it("sickness that is happening still gets its caution first", () => {
    expect(converse(["took my pre on an empty stomach before the ruck and now im puking"]).intent).toBe("urgent");
  });
});

describe("melatonin and an over-the-counter sleep aid are both answered", () => {
  it.each([
    "just got back from deployment sleeping like trash. can i take melatonin before duty or is that zzzquil stuff better",
    "is zzzquil better than melatonin for sleeping after night shift",
    "should i use melatonin or a sleep aid like zzzquil, i have duty at 0600",
  ])("%s", (message) => {
    const first = opening(converse([message]).text);
    expect(first).toMatch(/melatonin/i);
    expect(first).toMatch(/diphenhydramine/i);
    expect(first).not.toMatch(/lot number/i);
  });
});

describe("creatine and the drug test", () => {
  it.each(["is creatien safe or does it make u fail the pee test", "will creatine show up on a drug test", "can creatine make me pop hot on a ua"])("%s", (message) => {
    const answer = converse([message]);
    expect(opening(answer.text)).toMatch(/not on the DoD Prohibited/i);
    expect(answer.text).toMatch(/3 to 5 g/);
  });
});

describe("BCAAs against protein", () => {
  it.each(["whats better for recovery, protein or bcaa", "are bcaas worth it or should i just drink a shake", "do i need bcaa if i already take whey"])("%s", (message) => {
    const first = opening(converse([message]).text);
    expect(first).toMatch(/BCAA/);
    expect(first).toMatch(/essential amino acids/);
  });
});

describe("a pre-workout that won't fail a drug test is a request for picks", () => {
  it.each([
    "yo whats a good pre workout that wont get me popped on a piss test",
    "need a pre that wont get me popped on a ua",
    "which preworkout can i take without getting popped at the next piss test",
  ])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.text).not.toMatch(/defense counsel/i);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => p.category === "pre-workout")).toBe(true);
  });
});

describe("caffeine timing is not advice for someone whose condition rules caffeine out", () => {
  it.each([
    [["im pregnant btw", "PT formation is at 0530. can i slam my pre at 0500 on an empty stomach"]],
    [["i have a heart condition", "can i take my pre on an empty stomach before a 0600 run"]],
  ])("%j", (turns) => {
    const answer = converse(turns);
    expect(answer.text).not.toMatch(/within the usual window/);
    expect(answer.text).toMatch(/\*\*With /);
    expect(answer.products).toEqual([]);
  });
});

describe("running out of steam on the run is not a gut symptom", () => {
  it.each([
    "PT test is at 0530 tmrw and I always gas out on the run. what shuld I eat/take that morning",
    "i gas out on the run every ACFT, what should i take",
    "always gassed out during the run portion, anything to take before",
  ])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.text).not.toMatch(/diarrhoea|Stop the supplement/);
  });

  it("the runs after a supplement still is", () => {
    expect(opening(converse(["creatine gives me the runs since i started it"]).text)).toMatch(/diarrhoea/);
  });
});
