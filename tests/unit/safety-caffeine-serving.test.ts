import { describe, expect, it } from "vitest";
import { BUNDLED_LIST } from "~/.server/prohibited-list";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { checkIngredients } from "~/domain/safety/check";
import { LIMITS } from "~/domain/safety/limits-table";
import { createProhibitedMatcher } from "~/domain/safety/matcher";

const matcher = createProhibitedMatcher(BUNDLED_LIST);
const caffeineOf = (label: string) => checkIngredients(matcher, RED_FLAGS, new Map(), label).caffeine;

describe("the checker on a label's caffeine", () => {
  it("says a serving above the guide's single dose is above it, in figures from the label's own amount, with the guide's sources", () => {
    const caffeine = caffeineOf("Caffeine anhydrous 300 mg, L-citrulline 6 g, beta-alanine 3.2 g");
    expect(caffeine?.mg).toBe(300);
    expect(caffeine?.headline).toBe("300 mg of caffeine in one serving: above the 200 mg single dose");
    expect(caffeine?.points).toEqual([
      "OPSS puts the useful single dose for performance at up to 200 mg at one time; one serving of this label is 100 mg over it.",
      "One serving is 75% of the 400 mg a day FDA and OPSS use for most healthy adults, not in pregnancy or breastfeeding, leaving 100 mg for every coffee, energy drink and ration gum for the rest of the day or shift.",
      "Take it at least 6 hours before you plan to sleep, day sleep after a night shift included.",
      "If you fly: aircrew guidance is up to 200 mg every 3 to 4 hours, so one serving is more than one aircrew dose, and all services prohibit most dietary supplements for flight crew, including performance enhancers and energy drinks, unless a flight surgeon approves an exception.",
    ]);
    expect(caffeine?.sources.map((s) => s.url)).toEqual([
      LIMITS.caffeinePerDose.source.url,
      LIMITS.caffeinePerDay.source.url,
      LIMITS.caffeineStopBeforeSleep.source.url,
      LIMITS.aircrewCaffeinePerDose.source.url,
      "/blog/caffeine-limits-and-timing",
    ]);
  });

  it("takes the single dose from the limits table, whose figure the caffeine guide states", () => {
    expect([LIMITS.caffeinePerDose.amount, LIMITS.caffeinePerDose.source.url]).toEqual([200, "https://www.opss.org/article/caffeine-performance"]);
  });

  it("reads the amount wherever the label puts it: a panel's line, inside brackets, tight against its unit, after other ingredients", () => {
    expect(caffeineOf("Serving size 1 scoop (12 g)\nL-Citrulline 6 g\nCaffeine (as caffeine anhydrous) 350mg")?.mg).toBe(350);
    expect(caffeineOf("L-citrulline 6 g, caffeine (as caffeine anhydrous, 250 mg), taurine 1,000 mg")?.mg).toBe(250);
    // Two caffeine lines are one serving's caffeine together.
    expect(caffeineOf("Caffeine anhydrous 150 mg; natural caffeine (from green coffee bean) 100 mg")?.mg).toBe(250);
  });

  it("says the day's figure is used up, or passed, by one serving", () => {
    expect(caffeineOf("Caffeine 400 mg")?.points[1]).toBe(
      "One serving is all of the 400 mg a day FDA and OPSS use for most healthy adults, not in pregnancy or breastfeeding: any coffee, energy drink or ration gum that day goes over it.",
    );
    expect(caffeineOf("Caffeine 1,200 mg")?.points[1]).toBe(
      "One serving is more than the 400 mg a day FDA and OPSS use for most healthy adults, not in pregnancy or breastfeeding, by 800 mg, before any coffee, energy drink or ration gum on the shift.",
    );
    expect(caffeineOf("Caffeine 1,200 mg")?.points[0]).toContain("one serving of this label is 1,000 mg over it");
  });

  it("stays quiet at or under the single dose, and when the label gives no caffeine amount of its own", () => {
    expect(caffeineOf("Caffeine anhydrous 200 mg, L-citrulline 6 g")).toBeNull();
    expect(caffeineOf("Caffeine 150 mg")).toBeNull();
    expect(caffeineOf("Energy blend 500 mg (caffeine, theacrine)")).toBeNull();
    expect(caffeineOf("Green tea extract 500 mg, decaffeinated coffee 300 mg")).toBeNull();
    expect(caffeineOf("DMHA")).toBeNull();
  });
});
