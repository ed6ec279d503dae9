import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import type { EngineAnswer } from "~/domain/chat/draft";
import { withAnswerLeading } from "~/domain/chat/lead";
import { ruledOut } from "~/domain/chat/ruled-out";

/*
 * The answer to what was asked leads: an emergency keeps only its own text, a thing the person
 * ruled out is not written about, and the paragraph that bears most on the message comes first
 * after the safety text that must lead.
 */

const read = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: [] } }));

function answerOf(...paragraphs: string[]): EngineAnswer {
  return { intent: "recommend", category: null, candidates: [], products: [], passages: [], cautions: [], sources: [], fitNotes: {}, text: paragraphs.join("\n\n"), footer: "", modelMayPhrase: true, brief: "" };
}

const ruledOutIn = (message: string) => ruledOut({ message }).map((r) => r.source);

describe("what the person ruled out", () => {
  it("reads a kind set aside by a negation or a frame, in any wording of it", () => {
    expect(ruledOutIn("i dont do stims at all, whats good before legs")).toHaveLength(1);
    expect(ruledOutIn("anything for sleep besides melatonin?")).toEqual(["\\bmelatonin\\b"]);
    expect(ruledOutIn("melatonin's out, what else helps me sleep")).toEqual(["\\bmelatonin\\b"]);
    expect(ruledOutIn("not looking for protein, just something for sore knees")).toHaveLength(1);
  });

  it("reads a limit on amount or time as no exclusion", () => {
    expect(ruledOutIn("no caffeine after 1400 for me, what pre for 0600")).toEqual([]);
    expect(ruledOutIn("not more than 200 mg of caffeine, what pre")).toEqual([]);
  });

  it("rules out only the words said when the kind is also asked for", () => {
    expect(ruledOutIn("vegan, so no fish oil. what omega 3 can i take")).toEqual(["\\bfish oil\\b"]);
  });

  it("reads nothing from a message that sets nothing aside", () => {
    expect(ruledOutIn("whats a good protein for after the gym")).toEqual([]);
  });
});

const MELATONIN = "Melatonin's evidence is for jet lag, not shift work; studies used 0.5 to 5 mg at the bedtime you are aiming for.";
const DARK_ROOM = "To sleep by day after nights, make the room as dark as you can and block the noise with earplugs.";
const PICKS_INTRO = "Certified [Sleep](/category/sleep) picks that fit no melatonin: I left out 4 others because they contain melatonin.";

describe("a paragraph about what was ruled out", () => {
  it("goes, and the picks that say it is left out stay", () => {
    const led = withAnswerLeading(answerOf(MELATONIN, DARK_ROOM, PICKS_INTRO), read("not gonna touch melatonin, tips for sleeping after night shift?"));
    expect(led.text).toBe([DARK_ROOM, PICKS_INTRO].join("\n\n"));
  });

  it("stays when nothing was ruled out", () => {
    const answer = answerOf(MELATONIN, DARK_ROOM);
    expect(withAnswerLeading(answer, read("does melatonin help after night shift?")).text).toBe(answer.text);
  });
});

const CALL_911 = "**Call 911 now: chest pain or tightness after a pre-workout is not something to ride out.** Keep the tub so the clinician can see what was taken.";
const BUDGET = "2 energy drinks is roughly 320 to 480 mg of caffeine: skip a pre today, or use a stim-free pre.";
const WHAT_HELPS = "**What helps:** Take less or stop, and keep caffeine out of the 6 hours before you sleep.";
const NO_PRODUCT = "I won't suggest a product while this is going on.";

describe("an emergency", () => {
  it("keeps only the emergency text", () => {
    const led = withAnswerLeading(answerOf(CALL_911, WHAT_HELPS, BUDGET, NO_PRODUCT), read("chest is tight after 2 energy drinks and a pre"));
    expect(led.text).toBe([CALL_911, NO_PRODUCT].join("\n\n"));
  });

  it("drops a tip on taking it better after a lead that says to stop", () => {
    const stop = "**Stop the product: itching after something new can be an allergic reaction.** See sick call today.";
    const led = withAnswerLeading(answerOf(stop, "**What helps:** It fades on its own; smaller doses reduce it."), read("face is itchy after my pre"));
    expect(led.text).toBe(stop);
  });
});

const STOCK_LEAD = "Recovery starts with sleep (7 to 8 hours) and protein: 1.4 to 2.0 g per kg of body weight a day. Creatine (3 to 5 g a day) has the best evidence.";
const NO_DAIRY_POWDER = "We carry no certified dairy-free protein powder, so get the protein from food first, about 20 to 25 g a meal.";
const SSRI = "**With an SSRI:** Don't add 5-HTP or St John's wort. Check with your provider or pharmacist before you start it.";

describe("the paragraph that bears most on the message leads", () => {
  it("puts what answers this person before a category's stock lead, which goes", () => {
    const led = withAnswerLeading(answerOf(STOCK_LEAD, NO_DAIRY_POWDER), read("milk wrecks my stomach, what protein powder after the gym"));
    expect(led.text).toBe(NO_DAIRY_POWDER);
  });

  it("keeps a medicine's caution first", () => {
    const led = withAnswerLeading(answerOf(SSRI, STOCK_LEAD, NO_DAIRY_POWDER), read("on zoloft and milk wrecks my stomach, what protein powder"));
    expect(led.text.split("\n\n")[0]).toBe(SSRI);
  });

  it("leaves an answer whose lead bears most as it is", () => {
    const answer = answerOf(STOCK_LEAD, DARK_ROOM);
    expect(withAnswerLeading(answer, read("what helps recovery after heavy leg days, sleep and protein?")).text).toBe(answer.text);
  });
});
