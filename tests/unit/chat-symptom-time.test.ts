import { describe, expect, it } from "vitest";
import { symptomsToldNow, symptomTime } from "~/domain/chat/symptom-time";

/* When a symptom is told decides whether its template fires (ADR 0091). */
describe("when a symptom is told", () => {
  it.each([
    ["now my chest is tight and my heart is racing", "now"],
    ["threw up after my pre, still nauseous", "now"],
    ["took 2 scoops today and im shaking", "now"],
    ["PA said my caffeine intake is way too high, how do i cut back", "advice"],
    ["doc told me to lay off the energy drinks", "advice"],
    ["medic said my bp was 150/98", "now"],
    ["tried liquid fish oil once and almost threw up lol, caps only", "just-over"],
    ["passed out in basic like 3 yrs ago, been fine ever since", "long-over"],
    ["gas station pre had me puking last yr", "long-over"],
    ["fell out on a ruck last week, got IVs, I'm good now", "recent-over"],
    ["heat exhaustion 2 days ago, fine now", "recent-over"],
    ["passed out at pt, he says hes fine now", "just-over"],
  ])("%s: %s", (message, time) => {
    expect(symptomTime(message.toLowerCase())).toBe(time);
  });

  it("keeps only the templates that still fit the time", () => {
    expect(symptomsToldNow(["overload", "cardiac"], "advice")).toEqual(["cardiac"]);
    expect(symptomsToldNow(["gi", "faint"], "recent-over")).toEqual(["faint"]);
    expect(symptomsToldNow(["faint", "heat", "liver"], "long-over")).toEqual(["liver"]);
    expect(symptomsToldNow(["gi", "faint"], "now")).toEqual(["gi", "faint"]);
  });
});
