import { describe, expect, it } from "vitest";
import { sleepTiming } from "~/domain/chat/clock";
import { dosesSaid } from "~/domain/chat/doses";
import { caffeineIntake } from "~/domain/chat/intake";
import { intakeAnswer } from "~/domain/chat/intake-answer";

/*
 * Counts times per-unit amounts, added up: the reading behind the sums said first in an answer.
 */

const total = (message: string, topic?: Parameters<typeof dosesSaid>[1]) => dosesSaid(message, topic).map((d) => [d.nutrient, d.amount]);

describe("stated doses, counted", () => {
  it("multiplies a per-unit amount by the units taken", () => {
    expect(total("magnesium glycinate 4 caps a night, 120mg each")).toEqual([["magnesium", 480]]);
    expect(total("takin 3 of the 5k iu d pills a day lol")).toEqual([["vitamin D", 15000]]);
    expect(total("my melatonin gummies are 3mg and i take 2")).toEqual([["melatonin", 6]]);
    expect(total("iron 65 mg tab twice a day")).toEqual([["iron", 130]]);
    expect(total("2 mag pills 250 mg each plus my ZMA which has 450mg magnesium")).toEqual([["magnesium", 500], ["magnesium", 450]]);
  });

  it("reads a bare number after a dose as another dose of it, in its unit", () => {
    expect(total("5000 IU vitamin d plus the 2000 in my multi")).toEqual([["vitamin D", 5000], ["vitamin D", 2000]]);
    expect(total("taking 10mg melatonin, and sometimes another 5 if i wake up at 0300")).toEqual([["melatonin", 10], ["melatonin", 5]]);
  });

  it("gives an amount said without a nutrient to the one the conversation is about", () => {
    expect(total("i take 2 of the 30mg ones", "zinc")).toEqual([["zinc", 60]]);
    expect(total("i take 2 of the 30mg ones")).toEqual([]);
  });
});

describe("stated caffeine, counted", () => {
  it("counts gum by the piece and a range as a range", () => {
    const gum = caffeineIntake("on a long night i go thru like 6-8 pieces of the mre caffeine gum. too much?");
    expect([gum?.low, gum?.high]).toEqual([600, 800]);
  });

  it("reads a drink that already does something to the person as no drink had", () => {
    expect(caffeineIntake("coffee already wrecks me, need a pre that won't make me jittery")).toBe(null);
    expect(caffeineIntake("coffee already this morning, can i still take a pre at 1400")?.high).toBe(100);
  });

  it("counts one more of the drink said before", () => {
    expect(caffeineIntake("2 cups of joe at 0600 and 1 more at noon. am i overdoing it?")?.high).toBe(300);
  });

  it("names a coffee-shop size it holds no figure for instead of guessing it", () => {
    const shop = caffeineIntake("already had a venti and a c4 before noon");
    expect(shop?.unknown?.map((u) => u.name)).toEqual(["a c4", "a venti"]);
    expect(shop?.high).toBe(0);
  });
});

describe("a caffeine sum's verdict", () => {
  const estimate = (low: number, high: number) => ({ low, high, said: "2 cans", basis: ["a 16 oz can"], today: true as const });

  it("calls a range across 400 mg close to or over it, not over it", () => {
    expect(intakeAnswer(estimate(320, 480), false)).toMatch(/^2 cans so far today is roughly 320 to 480 mg of caffeine \(an estimate, counting a 16 oz can\): close to or over the 400 mg a day figure/);
    expect(intakeAnswer(estimate(450, 500), false)).toMatch(/: at or over the 400 mg a day figure/);
    expect(intakeAnswer(estimate(320, 340), false)).toMatch(/: close to the 400 mg a day figure/);
  });

  it("offers no other product beside a symptom, only to take no more", () => {
    expect(intakeAnswer(estimate(320, 480), false, "", true)).toMatch(/already\. Take no more caffeine today\.$/);
    expect(intakeAnswer(estimate(320, 480), false)).toMatch(/skip it today, or use a stim-free pre\.$/);
  });
});

describe("a bare hour after a sleep word", () => {
  it("is read as a night-time hour", () => {
    expect(sleepTiming("drank a rockstar around 9pm and gotta be asleep by 11 for a 0500 formation")?.cutoff).toBe("1700");
    expect(sleepTiming("i train at 1800 and go to sleep around 10")?.cutoff).toBe("1600");
  });
});
