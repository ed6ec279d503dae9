import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Unclear requests that still say something, second turns read against the question asked, and
 * substances the chat is asked about by a brand or street name: each asked as a service member
 * would, checked on what the person reads first and on what is (not) picked.
 */

const CANNED = /What category interests you/;

describe("an unclear request gets one question built from what was said", () => {
  it.each([
    [["whats good for the ACFT"], /^For the ACFT, which part .*the run, the strength events, body composition/],
    [["PRT coming up, thoughts?"], /^For the PRT, which part/],
    [["whats good for the PFA"], /^For the PFA, which part/],
    [["pt test in 3 weeks what should i be taking"], /^For the PT test, which part/],
    [["always tired lately. what should i take"], /short or broken sleep, shift work or nights, being sick or run down, or stress\?.*sick call or your provider/],
    [["sgt says i look like death. fix me"], /What do you think is behind it/],
    [["i feel like garbage every morning"], /What do you think is behind it/],
    [["feeling run down lately"], /What do you think is behind it/],
    [["tired all the time, any ideas"], /What do you think is behind it/],
    [["what would you recommend for my husband? hes in the guard"], /^What does he want help with: energy for training/],
    [["looking for stuff for my wife, shes active duty"], /^What does she want help with/],
    [["whats the most caffeine i can have before a ruck", "ok i need something"], /^Something with caffeine, inside those limits\?/],
    [["how much protein do i need at 180 lbs", "i need something"], /^A protein powder to help you reach that\?/],
    [["what does informed sport even mean vs nsf", "i need something"], /^Something for what you just asked about, or something new\?/],
    [["need help with my diet"], /^Happy to help with food\. What's the goal: losing weight or making tape/],
    [["i want to get healthier"], /^Healthier how: more energy, better sleep/],
  ])("%j", (turns, question) => {
    const answer = converse(turns);
    expect(opening(answer.text)).toMatch(question);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products).toEqual([]);
  });

  it("a cause already named is answered, not asked about", () => {
    expect(opening(converse(["always tired since i started nights, what helps me sleep after"]).text)).not.toMatch(/What do you think is behind it/);
  });

  it("'sick and tired of my pre' and 'exhausted after the ruck, what helps recovery' are answered, not asked about", () => {
    expect(opening(converse(["im sick and tired of my pre, what else"]).text)).not.toMatch(/What do you think is behind it/);
    expect(opening(converse(["exhausted after the ruck, what helps recovery"]).text)).not.toMatch(/What do you think is behind it/);
  });

  it("'help' after a greeting has no conversation to lean on", () => {
    expect(opening(converse(["hey", "help"]).text)).not.toMatch(/what you just asked about/);
  });

  it("'what about for my wife' after a creatine question still carries that question on", () => {
    expect(opening(converse(["creatine good?", "what about for my wife"]).text)).not.toMatch(/What does she want help with/);
  });
});

describe("a short second turn is read against the question it answers", () => {
  it("'like in general' after the goal question asks again in plain words, not the menu", () => {
    const answer = converse(["whats good", "like in general lol"]);
    expect(opening(answer.text)).toMatch(/^In general there's no one supplement everyone needs/);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products).toEqual([]);
  });

  it("'the run' after the fitness-test question gets the test-day answer", () => {
    const answer = converse(["whats good for the PFA", "the run"]);
    expect(answer.text).toMatch(/Nothing new on event day/);
    expect(answer.text).toMatch(/200 mg 30 to 60 minutes before/);
    expect(answer.products).toEqual([]);
  });

  it("'body comp' after the fitness-test question asks how much and by when", () => {
    expect(opening(converse(["whats good for the PFA", "body comp"]).text)).toMatch(/^How much do you need to lose, and by when\?/);
  });

  it("'what should I eat the morning of' after the 2-mile is the event-day answer", () => {
    expect(converse(["running out of gas on the 2 mile", "what shuld i eat the morning of"]).text).toMatch(/Eat something light you know sits well/);
  });
});

describe("typos in short asks are still read", () => {
  it.each([["what shuld i eat before pt"], ["wat shud i eat b4 pt"]])("%s", (message) => {
    const answer = converse([message]);
    expect(answer.text).toMatch(/Eat something light you know sits well/);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("substances known by a brand or street name get their sourced facts", () => {
  it.each([
    ["gas station rhino pills before a date this weekend, theyre herbal right?"],
    ["buddy swears by these red rhino 69 pills, any risk?"],
    ["is that male enhancement stuff they sell at the gas station safe? im on heart meds"],
  ])("%s: hidden sildenafil-type drugs and the nitrate danger", (message) => {
    const answer = converse([message]);
    expect(answer.text).toMatch(/sildenafil or tadalafil/);
    expect(answer.text).toMatch(/nitrates such as nitroglycerin.*dangerous levels/);
    expect(answer.text).toMatch(/your provider can help/);
    expect(answer.products).toEqual([]);
  });

  it.each([
    ["buddy from the smoke shop got me on 'Feel Free', says its just a plant tonic, kava or something. cool to keep drinking it?"],
    ["been drinking feel free every day for months, want to stop. tips?"],
  ])("%s: kratom as well as kava, and stopping with a provider", (message) => {
    const answer = converse([message]);
    expect(answer.text).toMatch(/blend of kava root and kratom leaf/);
    expect(answer.text).toMatch(/withdrawal/);
    expect(answer.text).toMatch(/tell your provider or sick call before you stop/);
    expect(answer.products).toEqual([]);
  });

  it("ma huang tea is ephedra in any form, and the answer speaks of a tea, not a capsule", () => {
    const answer = converse(["my cousin brought me back some 'ma huang' slimming tea from her trip. weigh in is in 10 days, worth a shot?"]);
    expect(answer.text).toMatch(/Ma huang is ephedra, and a tea is no safer than a capsule/);
    expect(answer.text).toMatch(/raised blood pressure and irregular heart rhythm/);
    expect(answer.text).not.toMatch(/weight-loss capsule is/);
    expect(answer.products).toEqual([]);
  });

  it("'everybody uses Hydroxycut and nobody's popped' is answered as a product and as a premise", () => {
    const answer = converse(["Staff Sgt told me everybody on the team uses Hydroxycut and nobody's popped. true?"]);
    expect(answer.text).toMatch(/someone else using it without trouble, or passing a drug test while on it, does not show/);
    expect(answer.text).toMatch(/in 2009 FDA told consumers to stop using Hydroxycut/);
    expect(answer.products).toEqual([]);
  });

  it("'amazon sells it so it must be legal' is answered as a premise beside the substance", () => {
    const answer = converse(["phenibut for sleep? amazon sells it so it must be legal. my NCO takes it on weekends"]);
    expect(answer.text).toMatch(/being sold on Amazon, online or in a store does not make a product legal or safe/);
    expect(answer.text).toMatch(/Phenibut/);
  });

  it("'feel free to' in an ordinary sentence names no product", () => {
    expect(converse(["feel free to recommend a protein without dairy"]).text).not.toMatch(/Feel Free is not just kava/);
  });
});
