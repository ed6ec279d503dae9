import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * A later turn answered for what it adds (ADR 0132), one rule each: a pick pointed at by its
 * brand, a medicine checked against the picks just given, a bare pointer asked back, a clock
 * time moving the request, a ruled-out name that is no supplement taken, and the caution of a
 * medicine told later leading the answer.
 */

const SLOW = 20_000;

describe("a later turn answered for what it adds", () => {
  it("'the thorne one' is Thorne's product of the picks' kind, answered from its label data", () => {
    const answer = converse(["best pre workout for a 0600 lift", "does the thorne one have creatine in it?"]);
    expect(opening(answer.text)).toMatch(/^\*\*Advanced Pre-Workout \(Rainbow Sherbet\)\*\* by Thorne: no creatine in the label data we hold/);
    expect(answer.text).not.toMatch(/Of Thorne, we carry/);
  }, SLOW);

  it("a blood thinner told after vitamin D picks checks each pick: the one with vitamin K is out, and why", () => {
    const answer = converse(["best vitamin d?", "forgot to say im on warfarin"]);
    expect(answer.text).toContain("The picks I gave, with a blood thinner:\n- Both are out with what you've told me: they hold vitamin K.");
    expect(answer.text).toContain("Vitamin K changes how strongly warfarin works");
    expect(opening(answer.text)).toMatch(/^\*\*With a blood thinner:\*\*/);
  }, SLOW);

  it("'what about that' after several picks asks which one, naming them", () => {
    const answer = converse(["whats a good pre", "what about that"]);
    expect(opening(answer.text)).toMatch(/^Which do you want next: more on one of those picks \(/);
    expect(answer.products).toEqual([]);
  }, SLOW);

  it("a clock time told later moves the request to it: caffeine at 1800 against sleep", () => {
    const answer = converse(["whats a good pre for morning lifts, caffeine is fine", "and if i train again after work around 1800?"]);
    expect(opening(answer.text)).toMatch(/^Caffeine needs 6 hours before you sleep: taken at 1800/);
  }, SLOW);

  it("'caffeine free' is no caffeine taken: a stimulant medicine told later keeps the stim-free picks", () => {
    const answer = converse(["what's a good caffeine free pre for after work", "my doc has me on vyvanse, still good?"]);
    expect(answer.products.map((p) => p.stimulant)).not.toContain(true);
    expect(answer.products.length).toBeGreaterThan(0);
  }, SLOW);

  it("a prescription told later opens the answer, ahead of the first turn's sleep referral", () => {
    const answer = converse(["best sleep aid for deployment, time zones gonna be wrecked", "also im on prazosin for nightmares"]);
    expect(opening(answer.text)).toMatch(/^\*\*With a prescribed medicine:\*\*/);
  }, SLOW);
});
