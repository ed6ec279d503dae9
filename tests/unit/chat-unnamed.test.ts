import { describe, expect, it } from "vitest";
import { CHAT_VOCABULARY } from "~/.server/chat/vocabulary";
import { catalogueNames } from "~/.server/chat/products";
import { unnamedSubject } from "~/domain/chat/unnamed";

const subject = (message: string, original = message) => unnamedSubject(message.toLowerCase(), CHAT_VOCABULARY, catalogueNames().products, original)?.subject ?? null;

describe("names asked about that the chat does not know", () => {
  it.each([
    ["is lipozene ok to take before a pt test", "lipozene"],
    ["anyone know if blackstone labs dust v2 is legit", "blackstone labs dust v2"],
    ["is celsius safe", "celsius"],
  ])("reads the product a permission question names: %s", (message, name) => {
    expect(subject(message)).toBe(name);
  });

  it.each([
    "is it ok to take melatonin before a night shift",
    "is creatine safe for my kidneys",
    "is caffeine ok before a pt test",
    "is fish oil safe with warfarin",
    "is whey protein ok if im lactose intolerant",
    "what protein should i get",
    "is my ruck weight ok",
    "is sleeping 5 hours ok",
    "is eating late ok",
    "is two scoops ok",
    "is a keto diet safe with creatine",
    "is taking it on an empty stomach ok",
  ])("finds nothing unknown in an ordinary question: %s", (message) => {
    expect(subject(message)).toBeNull();
  });

  it.each([
    ["some dude at the gym was handing out these 'Titan Gold' sachets, that's just a protein thing right?", "titan gold"],
    ["the Zorbex Shred pills my buddy got, are they fine?", "zorbex shred"],
  ])("reads a name before a word for a product, in quotes or capitals, when a question follows: %s", (message, name) => {
    expect(subject(message)).toBe(name);
  });

  it.each([
    "are these magnesium pills any good?",
    "is this electrolyte powder ok for the field?",
    "the gym was handing out these protein bars, are they any good?",
    "these titan gold sachets came in a care package.",
  ])("finds nothing unknown in everyday words before a product word, or without a question: %s", (message) => {
    expect(subject(message)).toBeNull();
  });
});
