import { describe, expect, it } from "vitest";
import { addsToSaid, careSentences, headingMeets, mythAnswersOnce, unsaid } from "~/domain/chat/said-once";
import { isSubjectWord } from "~/domain/chat/topic";

/* Each point said once: what the answer has said is not said again, a care line is never lost. */

const STEROID =
  "No: creatine is not a steroid. Your liver, kidneys and pancreas make it; it is not on the DoD prohibited list, and HPRC notes the military does not treat it as an illegal substance.";
const DRUG_TEST =
  "No: creatine itself won't get you in trouble. It is not on the DoD Prohibited Dietary Supplement Ingredients list, and HPRC notes the military does not treat it as an illegal substance. As for safety, studies of up to 30 g a day for 5 years found it safe and well tolerated in healthy people.";

describe("said once", () => {
  it("a second myth answer keeps only what the first did not say", () => {
    const out = mythAnswersOnce([STEROID, DRUG_TEST], (a) => a).map(([, text]) => text);
    expect(out[0]).toBe(STEROID);
    expect(out[1]).toMatch(/won't get you in trouble/);
    expect(out[1]).toMatch(/30 g a day for 5 years/);
    expect(out[1]).not.toMatch(/illegal substance/);
  });

  it("a myth answer that adds nothing is left out", () => {
    expect(mythAnswersOnce([STEROID, STEROID.replace("No: ", "")], (a) => a)).toHaveLength(1);
  });

  it("a sentence that leans on a dropped one goes with it", () => {
    const said = ["Search each ingredient in our ingredient checker or the DoD list on OPSS."];
    expect(unsaid("Search each ingredient in our ingredient checker or the DoD list on OPSS. It flags likely misspellings.", said)).toBe("");
  });

  it("a care line is kept unless it was said word for word", () => {
    const said = ["Tell your doctor before you start creatine with kidney disease, they said."];
    const text = "If you have kidney disease, don't start creatine without your doctor.";
    expect(unsaid(text, said)).toBe(text);
    expect(unsaid(text, [text])).toBe("");
    expect(careSentences(`Creatine raises creatinine. ${text}`)).toBe(text);
  });

  it("a quote adds something only with words the answer has not used", () => {
    expect(addsToSaid("", ["anything"])).toBe(false);
    expect(addsToSaid("creatine is not a steroid", [STEROID])).toBe(false);
    expect(addsToSaid("Write down the lot number printed on your container and save or screenshot the listing with the date you checked.", [STEROID])).toBe(true);
  });

  it("a heading meets the question by its own words, by its subject, or not at all", () => {
    expect(headingMeets("How do the two programs differ?", "whats the difference between nsf and informed sport", isSubjectWord)).toBe("asked");
    expect(headingMeets("Is creatine safe?", "creatine is a steroid right", isSubjectWord)).toBe("subject");
    expect(headingMeets("What other red flags does OPSS name?", "my psg says creatine is a steroid and will pop on a ua", isSubjectWord)).toBe("none");
  });
});
