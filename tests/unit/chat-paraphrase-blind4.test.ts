import { describe, expect, it } from "vitest";
import type { PassageHit } from "~/domain/chat/passages";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse, opening } from "./chat-conversation";

/*
 * Symptoms, conditions and unknown products in wordings unlike the vocabulary terms: the
 * answer is the caution for what was described (care-now signs first, no product), never
 * another template's text.
 */

const ask = (turns: readonly string[], passages: PassageHit[] = []) => {
  const { text } = converse(turns, passages);
  return { text, products: (text.match(/\]\(\/compare\//g) ?? []).length };
};

const symptomsOf = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: {} })).symptoms;

describe("vomiting or confusion after an electrolyte drink is care now, not more drink", () => {
  it.each([
    "threw up twice after chugging a lot of electrolyte mix and now i feel confused",
    "on the range, vomiting and cramping after a double strength hydration drink, kinda confused",
    "puked after my electrolytes at the range, head pounding, i'm confused af",
  ])("%s", (message) => {
    const { text, products } = ask([message]);
    expect(text).toMatch(/911|medic/i);
    expect(text).toMatch(/cool/i);
    expect(products).toBe(0);
  });

  it("reads confusion about a choice as no symptom", () => {
    expect(symptomsOf("im confused about which protein to buy")).toEqual([]);
  });
});

describe("fainting said as falling out, with a stimulant product", () => {
  it.each([
    "fell out at morning pt after my fat burner, fine now, ok to keep it?",
    "dropped in formation today, took a burner with no breakfast",
    "i fell out on the ruck this am after my burner. can i keep using it",
  ])("%s", (message) => {
    const { text, products } = ask([message]);
    expect(text).toMatch(/medical check|checked|evaluat/i);
    expect(text).not.toMatch(/melatonin/i);
    expect(products).toBe(0);
  });

  it("reads a falling-out between friends as no symptom", () => {
    expect(symptomsOf("me and my roommate fell out over which whey tastes better")).toEqual([]);
  });
});

describe("a blood-pressure reading brings the blood-pressure caution and a referral", () => {
  it.each([
    ["bp reading at my physical was 150 over 95, need a pre for acft"],
    ["doc says my bp is borderline high, want something for energy"],
    ["the nurse took my blood pressure twice and it was elevated, what can i take for the acft"],
    ["need help", "for my bp"],
  ])("%s", (...turns) => {
    const { text } = ask(turns);
    expect(text).toMatch(/high blood pressure/i);
    expect(text).toMatch(/provider|pharmacist/i);
    expect(text).not.toMatch(/breast/i);
    expect(text).not.toMatch(/\d+ mg caffeine/i);
  });

  it("reads a nurse who took a reading as no breastfeeding", () => {
    const u = understandRequest(chatRequestSchema.parse({ message: "the nurse at sick call said i need more vitamin d", context: {} }));
    expect(u.conditions).toEqual([]);
  });
});

describe("imported or unlabelled weight-loss capsules get the hidden-drug warning, never a pick", () => {
  it.each([
    ["got some diet pills from a market in mexico, no english on the bottle, safe?"],
    ["my cousin mailed me slimming capsules from overseas, no label, ok to try?"],
    ["buddy brought back burners from bangkok", "he lost 20 pounds on them so they work right"],
  ])("%s", (...turns) => {
    const { text, products } = ask(turns);
    expect(text).toMatch(/hidden prescription drugs/i);
    expect(text).toMatch(/sibutramine/i);
    expect(products).toBe(0);
  });

  it("reads a trip abroad without a weight-loss product as no substance", () => {
    const u = understandRequest(chatRequestSchema.parse({ message: "im going to thailand next month, what electrolyte should i bring", context: {} }));
    expect(u.substances).toEqual([]);
  });
});

describe("a thyroid medicine with a multivitamin gets the thyroid caution, not another medicine's section", () => {
  const warfarinSection: PassageHit = {
    slug: "supplement-interactions-with-medications",
    kind: "guide",
    postTitle: "Supplement and medication interactions every service member should know",
    heading: "Does vitamin K interfere with warfarin?",
    anchor: "does-vitamin-k-interfere-with-warfarin",
    text: "Yes. If you take warfarin, tell whoever manages it before you start or stop a multivitamin or any product listing vitamin K.",
    snippet: "",
    rank: -5,
  };

  it.each([
    "take levothyroxine every morning, want a multi with iron and calcium. any issue?",
    "on synthroid for hypothyroid, can i add a multivitamin with iron",
    "my thyroid med is levo, is a calcium + iron multi a problem",
  ])("%s", (message) => {
    const { text } = ask([message], [warfarinSection]);
    expect(text).toMatch(/4 hours apart/i);
    expect(text).toMatch(/biotin/i);
    expect(text).not.toMatch(/whoever manages it|vitamin K interfere/i);
  });
});

describe("a prescribed medicine on the DoD list, said casually, is the person's medicine, not a banned supplement", () => {
  it.each([
    ["want a pre for 0530 runs", "oh i also hit my albuterol before runs and im on singulair"],
    ["im on adderall for adhd, can i take a pre"],
    ["i use my albuterol before pt, which pre works with that"],
  ])("%s", (...turns) => {
    const { text } = ask(turns);
    // Said once, by the medicine's own caution when it has one, the reassurance first.
    expect(opening(text)).toMatch(/not a medicine your provider prescribed|keep using your prescribed inhaler|your prescription is between you and your prescriber/i);
    expect(opening(text)).not.toMatch(/^\S+ (?:\([^)]*\) )?(?:is|appears) on the DoD/i);
    expect(text).not.toMatch(/^\*\*Warning/m);
    expect(text).toMatch(/provider or pharmacist/i);
    expect(text).not.toMatch(/\d+ mg caffeine/i);
  });
});

describe("'DoD compliant' on a label is answered as no DoD status", () => {
  it.each([
    "bottle says clinically proven, pharmaceutical grade, DoD compliant. does any of that mean anything",
    "label says its dod safe and military compliant, so its legit?",
    "this pre says its compliant with dod right on the tub, good enough?",
  ])("%s", (message) => {
    const { text, products } = ask([message]);
    expect(opening(text)).toMatch(/DoD keeps no approval list/i);
    expect(products).toBe(0);
  });
});

describe("a listed substance that is legal in a state is still answered by the DoD list", () => {
  it.each([
    "picked up delta-8 gummies and some blue lotus tea at the vape shop. legal in TX so im good right?",
    "cbd gummies are legal in my state so they are fine for me right?",
    "delta 8 is sold legally at the smoke shop here, so no issue for a soldier?",
  ])("%s", (message) => {
    const { text, products } = ask([message]);
    expect(text).toMatch(/State law does not decide it/i);
    expect(text).not.toMatch(/can't identify it on our copy/i);
    expect(products).toBe(0);
  });
});
