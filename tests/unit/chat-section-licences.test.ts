import { describe, expect, it } from "vitest";
import { SECTION_LICENCES, sectionAsked, sectionLicensed } from "~/domain/chat/section-licences";

const PREGNANCY_SECTION = {
  link: "/blog/pregnancy-breastfeeding-and-returning-to-training#what-about-creatine-pre-workouts-and-other-supplements",
  heading: "What about creatine, pre-workouts and other supplements?",
  text: "Treat each one as a question for your OB, midwife or, while nursing, your baby's doctor.",
};
const pregnancy = SECTION_LICENCES.find((l) => l.topic === "pregnancy and nursing");

/* The guide on pregnancy and nursing shares "pre-workout" with every pre-workout question; only a pregnancy or nursing licenses it. */
describe("the pregnancy and nursing guide's licence", () => {
  it("is not quoted for a pre-workout question from anyone else", () => {
    expect(sectionLicensed(PREGNANCY_SECTION, "i'm on adderall for adhd, can i take a pre-workout?")).toBe(false);
  });

  it("is quoted when the question says pregnancy or nursing", () => {
    expect(sectionLicensed(PREGNANCY_SECTION, "i'm 12 weeks pregnant, can i take a pre-workout?")).toBe(true);
    expect(sectionLicensed(PREGNANCY_SECTION, "still pumping for my 4 month old, is creatine ok")).toBe(true);
  });

  it("stays licensed on a later turn by the condition said before", () => {
    if (!pregnancy) throw new Error("no licence for the pregnancy guide");
    const later = { normalized: "what about creatine then?", duties: [], categories: [] };
    expect(sectionAsked(pregnancy, { ...later, conditions: ["pregnancy"] })).toBe(true);
    expect(sectionAsked(pregnancy, { ...later, conditions: [] })).toBe(false);
  });
});
