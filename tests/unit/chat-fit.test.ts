import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import type { EngineAnswer } from "~/domain/chat/draft";
import { fittedAnswer } from "~/domain/chat/fit";
import { unnamedPremises } from "~/domain/chat/premises";

/*
 * The last fitting of an answer to the person and the message: sentences and paragraphs written
 * for a case nobody named, the same advice twice, a passage cut mid-sentence. Safety text and
 * the picks are never touched.
 */

const read = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: [] } }));

function answerOf(...paragraphs: string[]): EngineAnswer {
  return { intent: "knowledge", category: null, candidates: [], products: [], passages: [], cautions: [], sources: [], fitNotes: {}, text: paragraphs.join("\n\n"), footer: "", modelMayPhrase: true, brief: "" };
}

const POSTPARTUM = "Postpartum, most women can return to training once the OB clears them, usually around six weeks after the birth.";
const CAFFEINE_IN_PREGNANCY = "Keep caffeine to 200 mg a day while pregnant, counting coffee, energy drinks and pre-workout.";

describe("a paragraph written for a case the person never named", () => {
  it("drops the after-the-birth paragraph for a woman who is pregnant", () => {
    const fitted = fittedAnswer(answerOf(CAFFEINE_IN_PREGNANCY, POSTPARTUM), read("im 20 weeks pregnant, is my pre ok"));
    expect(fitted.text).toBe(CAFFEINE_IN_PREGNANCY);
  });

  it("keeps it for a woman who had her baby", () => {
    const fitted = fittedAnswer(answerOf(POSTPARTUM), read("had my baby 8 weeks ago, when can i train hard again"));
    expect(fitted.text).toBe(POSTPARTUM);
  });

  it("drops a ruck sentence nobody asked about and keeps the rest of its paragraph", () => {
    const text = "Creatine works by daily use, so the time of day matters little. Take it the night before the ruck with a meal.";
    expect(fittedAnswer(answerOf(text), read("best time to take creatine?")).text).toBe("Creatine works by daily use, so the time of day matters little.");
  });

  it("cuts a clause written for flight status when the person says they are no pilot", () => {
    const text = "Melatonin at the new bedtime is the one supplement studied for jet lag; use a certified product, and on flight status clear it with your flight surgeon first.";
    expect(fittedAnswer(answerOf(text), read("not a pilot, flying commercial on leave, melatonin for jet lag?")).text).toBe(
      "Melatonin at the new bedtime is the one supplement studied for jet lag; use a certified product.",
    );
  });

  it("reads a case said among others as no premise", () => {
    expect(unnamedPremises("If you are pregnant or breastfeeding, ask your OB first.", read("is ashwagandha safe"))).toEqual([]);
    expect(unnamedPremises("Pain that keeps coming back on runs or rucks is one for sick call.", read("my knees hurt"))).toEqual([]);
    expect(unnamedPremises("Caffeine passes into breast milk, so keep it low.", read("just had a baby, not nursing, can i have a pre"))).toEqual(["breastfeeding"]);
    // A case the person took back is not theirs even as one case among others.
    expect(unnamedPremises("If you are nursing, ask your provider first.", read("just had a baby, not nursing, can i have a pre"))).toEqual(["breastfeeding"]);
    expect(unnamedPremises("On flight status, clear it with your flight surgeon.", read("14 hr flight to osan next week, how do i not be wrecked"))).toEqual([]);
  });

  it("keeps the care sentence and the list's introduction of a paragraph written for another case", () => {
    const vegan = "Vegans get their omega-3s from algal oil. Talk to your provider first if you take a medicine that affects blood clotting.";
    const packing = "For a care package from home, ship sealed products overnight. A certified pick for each, to pack sealed:";
    const u = read("my husband is on eliquis and wants fish oil, which one should i order him");
    expect(fittedAnswer(answerOf(vegan), u).text).toBe("Talk to your provider first if you take a medicine that affects blood clotting.");
    expect(fittedAnswer(answerOf(packing), read("what should i pack for a 5 day ftx")).text).toBe("A certified pick for each, to pack sealed:");
  });

  it("says plainly that we hold nothing on what was asked when only a paragraph for another case spoke of it", () => {
    const caution = "**With a prescribed medicine:** Check with your provider or pharmacist before you start it.";
    const vegetarian = "Vegetarians often respond well to creatine, because they start with less creatine in their muscles.";
    const link = "From our guide: [Vegan or vegetarian in uniform: Should vegetarians take creatine?](/blog/vegan#creatine)";
    const fitted = fittedAnswer(answerOf(caution, vegetarian, link), read("strattera and creatine together ok?"));
    expect(fitted.text).toMatch(/^\*\*With a prescribed medicine:\*\* Check with your provider or pharmacist before you start it\.\n\nOur guides hold nothing on creatine that fits what you asked/);
    expect(fitted.text).not.toMatch(/Vegetarians/);
  });

  it("never drops a caution with signs to act on now", () => {
    const urgent = "Call 911 if chest pain comes with it, even on a ruck.";
    expect(fittedAnswer(answerOf(urgent), read("heart racing after my pre")).text).toBe(urgent);
  });
});

describe("the same advice said once, and every passage ending at a sentence end", () => {
  it("says the same guidance once", () => {
    const first = "Start with half a serving, well under 200 mg of caffeine, on a training day, to see how you react.";
    const again = "Try half a serving first, well under 200 mg of caffeine, on a training day to see how you react to it.";
    expect(fittedAnswer(answerOf(first, "Pre-workout caffeine counts toward 400 mg a day.", again), read("first time taking pre, how much")).text).toBe(`${first}\n\nPre-workout caffeine counts toward 400 mg a day.`);
  });

  it("says a dose range once, however it is put", () => {
    const first = "The ISSN puts the usual range at 3 to 6 mg/kg, about 60 minutes before exercise, and as low as 2 mg/kg may work.";
    const again = "By body weight, studies use 3 to 6 mg/kg about an hour before exercise, and as little as 2 mg/kg can work.";
    const own = "At about 68 kg, 3 to 6 mg per kg would be 204 to 408 mg.";
    expect(fittedAnswer(answerOf(first, again, own), read("how much caffeine before the acft, im 68 kg")).text).toBe(`${first}\n\n${own}`);
  });

  it("ends a cut passage at its last full sentence", () => {
    const cut = "Whey isolate is filtered to remove most lactose. Casein digests slowly, which is why some take it before sle";
    expect(fittedAnswer(answerOf(cut), read("whey or casein before bed")).text).toBe("Whey isolate is filtered to remove most lactose.");
  });

  it("leaves product lists as they are", () => {
    const picks = "1. **Whey Isolate** by Brand, 25 g protein. [Details](/compare/x)\n2. **Whey Isolate** by Brand, 25 g protein. [Details](/compare/y)";
    const answer = answerOf("Certified picks:", picks);
    expect(fittedAnswer(answer, read("whey isolate recs"))).toBe(answer);
  });
});
