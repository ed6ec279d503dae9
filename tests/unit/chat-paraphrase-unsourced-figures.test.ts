import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { CHAT_VOCABULARY } from "~/.server/chat/vocabulary";
import { contentsAsked } from "~/domain/chat/contents-asked";
import { chatRequestSchema } from "~/domain/chat/context";
import { unnamedPremises } from "~/domain/chat/premises";
import { converse, describeWordingGroups, expectAnswer, opening, type WordingGroup } from "./chat-conversation";
import { seededCatalogue } from "./priced-catalogue";

/*
 * No number without a source: a named energy drink we hold no figure for gets none (its label,
 * and the day to set it against, instead of a generic can passed off as the brand's); poppy seeds
 * before a drug test get their own answer, never the hemp one; allergens and cases said among
 * others are read one way, through the shared vocabulary and the shared sentence reading.
 */

/** A caffeine figure for a can: a generic can's range, or a sum of such ranges. */
const CAN_FIGURE = /\b(?:160|240|320|480|640|720) (?:to|mg)\b|\b(?:80|120) to (?:120|240)\b/;
const NO_BRAND_FIGURE = /no sourced (?:caffeine )?figure for/i;
const LABEL = /\blabel\b|caffeine line/i;
const DAY = /\b400 mg\b/;

const BRANDS: WordingGroup[] = [
  {
    kind: "a named can's caffeine asked: no figure, its label, the day",
    says: [NO_BRAND_FIGURE, LABEL, DAY],
    never: CAN_FIGURE,
    messages: [["how much caffiene does a bang got in it"], ["whats the caffeine in a ghost energy can"], ["rip it or monster, which one hits harder?"], ["is a reign stronger than a celsius"]],
  },
  {
    kind: "how many of a named can: no figure to multiply",
    says: [NO_BRAND_FIGURE, LABEL, DAY],
    never: CAN_FIGURE,
    messages: [["can i slam 2 celsius before a 12 hr shift?"], ["how many monsters can i have in a day"], ["is 3 rip its a day too many"]],
  },
  {
    kind: "named cans already had, counted: the brand said unknown, the rest counted",
    says: [NO_BRAND_FIGURE, LABEL, DAY],
    never: CAN_FIGURE,
    messages: [["i drink like 3 reigns a day, is that too much"], ["had 2 bangs this morning, can i still take my pre at 1500?"], ["crushed a rip it and 2 coffees so far today, ok to have a pre?"]],
  },
  {
    kind: "a named can in pregnancy: the pregnancy day",
    says: [NO_BRAND_FIGURE, LABEL, /\b200 mg\b/],
    never: CAN_FIGURE,
    messages: [["pregnant with my first, how many red bulls can i have"]],
  },
  {
    kind: "a named can in an emergency: care first, no made-up total",
    says: [/911|emergency/i],
    never: CAN_FIGURE,
    messages: [["downed 2 bangs before pt and my chest is tight and my heart is racing"]],
  },
  {
    kind: "energy drinks by no brand keep the guide's estimate",
    says: [/\b80 to 120 mg\b/, DAY],
    messages: [["i go through like 3 energy drinks a day on nights, is that bad"]],
  },
];

const POPPY_OWN = [/poppy/i, /codeine/i, /avoid/i];
const NOT_HEMP = [/\bhemp\b|\bCBD\b|\bTHC\b/, /poppy[^.]*(?:on|in) the DoD (?:prohibited )?(?:list|Prohibited)/i, /That doesn't change my answer/];

const POPPY: WordingGroup[] = [
  {
    kind: "poppy seeds before a drug test, alone: their own answer",
    says: POPPY_OWN,
    never: NOT_HEMP,
    messages: [["ate an everything bagel this morning and got a UA tomorrow, am I screwed"], ["my wife made lemon poppy seed muffins, can those mess up my piss test"], ["poppy seed dressing at the dfac, will that pop me hot"]],
  },
  {
    kind: "poppy seeds asked after hemp: not the hemp answer again",
    says: POPPY_OWN,
    never: NOT_HEMP,
    messages: [
      ["is hemp seed oil ok for a service member?", "ok and poppy seed bagels before a UA?"],
      ["CBD lotion for my back, allowed?", "what about the poppy seed rolls at chow, can those pop me?"],
    ],
  },
];

describeWordingGroups("a named energy drink we hold no figure for", BRANDS);

// Open: "is one celsius a day ok?" reads the can as a product we cannot vouch for (./unnamed.ts
// treats a drink asked about alone so), which answers before the can's own line.
const PREGNANT_ASKS_IS_IT_OK = BRANDS.find((g) => g.kind.includes("pregnancy"));
it.fails("a named can in pregnancy, asked as 'is it ok': the pregnancy day and the label", () => {
  if (!PREGNANT_ASKS_IS_IT_OK) throw new Error("the pregnancy group is missing");
  expectAnswer(converse(["im 20 weeks pregnant, is one celsius a day ok?"]), PREGNANT_ASKS_IS_IT_OK);
});
describeWordingGroups("poppy seeds and a drug test", POPPY);

const read = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: [] } }));

describe("allergens read through the shared vocabulary", () => {
  it("dairy, milk and lactose all ask about milk", () => {
    const catalogue = seededCatalogue();
    expect(["any dairy in it?", "does it have milk", "is there lactose in that"].map((m) => contentsAsked(m, [], catalogue, CHAT_VOCABULARY))).toEqual(["milk", "milk", "milk"]);
  });

  it("wheat asks about gluten, and fish oil is no fish allergen", () => {
    const catalogue = seededCatalogue();
    expect(contentsAsked("does it have wheat in it", [], catalogue, CHAT_VOCABULARY)).toBe("gluten");
    expect(contentsAsked("does it have eggs", [], catalogue, CHAT_VOCABULARY)).toBe("egg");
    expect(contentsAsked("does it have fish oil", [], catalogue, CHAT_VOCABULARY)).toBe("fish oil");
  });

  it("answers an allergen asked by its everyday word from the label facts", () => {
    expect(opening(converse(["what's a good fish oil", "any dairy in the second one?"]).text)).toBe(
      "**Strong Omega**: the label data we hold names no milk, but it does not cover allergens fully; check the allergen line on the label.",
    );
  });
});

describe("a case named among others in a list, read from the sentence's structure", () => {
  it("a list of several cases, commas and a last 'and' or 'or', names none of them as the case", () => {
    expect(unnamedPremises("Stress, moves, deployments, relationships and grief all weigh on sleep.", read("cant sleep lately"))).toEqual([]);
    expect(unnamedPremises("Heat, rucks, long shifts or field days all raise what you sweat out.", read("how much water do i need"))).toEqual([]);
    expect(unnamedPremises("Pregnancy, nursing, a heart condition or a medicine can each change the answer.", read("is caffeine ok"))).toEqual([]);
  });

  it("a case the sentence is written for is still read as that case", () => {
    expect(unnamedPremises("Before a deployment, pack sealed products and check the expiry dates.", read("what vitamins should i take"))).toEqual(["a deployment"]);
    expect(unnamedPremises("On the ruck, carry electrolytes, water and a snack.", read("how much protein a day"))).toEqual(["a ruck"]);
  });
});
