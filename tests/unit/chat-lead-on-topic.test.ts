import { describe, expect, it } from "vitest";
import type { EngineAnswer } from "~/domain/chat/draft";
import { withLeadOnTopic } from "~/domain/chat/lead-on-topic";

/*
 * The last look at an answer before the referral step: what comes before the picks is about what
 * was asked, warning signs follow the answer, the expert line closes, and no point is made twice.
 */

const answerOf = (paragraphs: string[], cautions: string[] = []): EngineAnswer => ({
  intent: "recommend",
  category: null,
  candidates: [],
  products: [],
  passages: [],
  cautions,
  sources: [],
  fitNotes: {},
  text: paragraphs.join("\n\n"),
  footer: "",
  modelMayPhrase: true,
  brief: "",
});

const asked = (message: string) => ({ message, normalized: message.toLowerCase(), topic: "", categories: [] });

const EXPERT = "For questions about a supplement itself, Operation Supplement Safety's **Ask the Expert** service at [opss.org/ask-expert](https://www.opss.org/ask-expert) gives free, confidential answers to service members.";
const TIREDNESS =
  "For energy without a stimulant, sleep and meals come first. Tiredness can come from a medicine or the condition behind it, so tell the prescriber about it rather than adding a stimulant.";
const BP = "**With high blood pressure or its medicine:** Stimulants such as caffeine raise heart rate and blood pressure, so skip stimulant pre-workouts.";
const SIGNS = "Watch for heat illness: confusion, fainting or hot, dry skin is heat stroke, so call 911 or get to the aid station now.";
const HOW_MUCH = "How much: the posted heat category's ½ to 1 quart an hour, an electrolyte drink with sodium on long days (from our hydration guide).";
const PICKS = ["Certified [Hydration](/category/hydration) picks:", "1. **Catalyte** by Thorne — Sodium 485 mg."];

describe("the paragraphs before the picks are about what was asked", () => {
  it("moves a canned aside nobody raised after the answer and the expert line to the close, keeping the owed caution first", () => {
    const out = withLeadOnTopic(answerOf([TIREDNESS, BP, EXPERT], [TIREDNESS, BP]), asked("doc says my bp is high, cut the energy drinks. what can i drink instead"));
    expect(out.text.split("\n\n")).toEqual([BP, TIREDNESS, EXPERT]);
  });

  it("keeps the same aside first when the person raised it", () => {
    const out = withLeadOnTopic(answerOf([TIREDNESS, BP], [TIREDNESS, BP]), asked("on bp meds and always exhausted, what helps"));
    expect(out.text.split("\n\n")).toEqual([TIREDNESS, BP]);
  });

  it("drops a guide passage on a subject nobody raised", () => {
    const mail = "Before you mail anything, check the unit's rules for care packages sent to a trainee at basic.";
    const out = withLeadOnTopic(answerOf([HOW_MUCH, mail, ...PICKS]), asked("whats a good electrolyte for a hot ruck"));
    expect(out.text.split("\n\n")).toEqual([HOW_MUCH, ...PICKS]);
  });

  it("puts warning signs after the paragraph that answers", () => {
    const out = withLeadOnTopic(answerOf([SIGNS, HOW_MUCH, ...PICKS], [SIGNS, HOW_MUCH]), asked("whats a good electrolyte for long rucks in the heat"));
    expect(out.text.split("\n\n")).toEqual([HOW_MUCH, SIGNS, ...PICKS]);
  });

  it("says what we carry once", () => {
    const none = "We carry no certified lactose-free protein powder, so nothing below is a protein powder that fits.";
    const noneAgain = "None of our certified **whey proteins** is lactose-free: I left out all 8 because they contain milk.";
    const passage = "Whey isolate is filtered further to about 90% protein with minimal carbohydrate, so it carries less lactose than concentrate.";
    const link = "From our guide: [Whey isolate or concentrate: does lactose matter?](/blog/protein-needs-and-timing#whey)";
    const out = withLeadOnTopic(answerOf([none, noneAgain, passage, link]), asked("lactose intolerant, is whey isolate ok"));
    expect(out.text.split("\n\n")).toEqual([none, passage, link]);
  });

  it("drops a paragraph whose point was already made, with its guide link", () => {
    const first =
      "Being sold at an exchange overseas is not a clearance: treat anything you can't find on the certifier's listing as uncertified, and pack the certified products you already use, sealed and with their lot numbers.";
    const again = "A product you cannot find on the certifier's listing, in this country or overseas, counts as uncertified whatever the shelf or exchange says.";
    const link = "From our guide: [What should I pack for a deployment?](/blog/rucks#pack)";
    const out = withLeadOnTopic(answerOf([first, again, link], [first]), asked("deploying next month, bring my supplements or buy them at the exchange there?"));
    expect(out.text.split("\n\n")).toEqual([first]);
  });
});
