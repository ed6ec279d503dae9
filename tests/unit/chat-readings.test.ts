import { describe, expect, it } from "vitest";
import { bloodPressures, pressureCategory, readingConditions } from "~/domain/chat/readings";
import { dosesSaid } from "~/domain/chat/doses";

/* Numbers read from what people write: readings and doses, and the numbers that are neither. */

describe("blood pressure readings", () => {
  it.each([
    ["PHA flagged my bp at 148/96", "148/96", "stage 2"],
    ["bp was 150 over 95 at sick call", "150/95", "stage 2"],
    ["blood pressure 138/82 at my annual", "138/82", "stage 1"],
    ["my bp is 124/76", "124/76", "elevated"],
    ["bp 118/74 at the clinic", "118/74", "normal"],
    ["home cuff says 185/100", "185/100", "crisis"],
    ["bp 160/125 this morning", "160/125", "crisis"],
  ])("%s", (text, said, category) => {
    const [reading] = bloodPressures(text);
    expect(reading.said).toBe(said);
    expect(pressureCategory(reading)).toBe(category);
  });

  it.each([
    ["squatted 315/225 today, my bp is fine"],
    ["bp check on 11/26, open 24/7"],
    ["half a scoop, 1/2 serving, bp fine"],
    ["went 140/90 on bench press and squat, my pressure was fine"],
    ["pre workout 150/95 mix ratio"],
  ])("no reading in %s", (text) => {
    expect(bloodPressures(text)).toEqual([]);
  });
});

describe("conditions set by numbers", () => {
  it.each([
    ["my RHR's been 100+ for a week", ["high-resting-heart-rate"]],
    ["rhrs been 100+ lately", ["high-resting-heart-rate"]],
    ["resting heart rate sits at 110", ["high-resting-heart-rate"]],
    ["110 resting heart rate on my watch", ["high-resting-heart-rate"]],
    ["resting hr is 52", []],
    ["resting heart rate is 100", []],
    ["heart rate hit 180 on the run", []],
    ["PHA flagged my bp at 148/96", ["high-bp-reading"]],
  ])("%s", (text, ids) => {
    expect(readingConditions(text, [])).toEqual(ids);
  });

  it("a normal reading takes back a blood pressure read from words, unless a medicine is named", () => {
    expect(readingConditions("my blood pressure was 118/76", ["blood-pressure"])).toEqual([]);
    expect(readingConditions("on lisinopril, my blood pressure was 118/76", ["blood-pressure"])).toEqual(["blood-pressure"]);
  });
});

describe("doses said", () => {
  it.each([
    ["my multi has 2000 IU of vit D and a separate 5000 IU D3", [2000, 5000]],
    ["10,000 IU vitamin D daily", [10000]],
    ["10k iu of vitamin d", [10000]],
    ["vitamin d 50 mcg", [2000]],
    ["Klean-D 1,000 IU (25 mcg) and my 5000 iu d3", [1000, 5000]],
    ["5,000 IU of vitamin A and some vitamin d", []],
  ])("vitamin D in %s", (text, amounts) => {
    expect(dosesSaid(text).filter((d) => d.nutrient === "vitamin D").map((d) => d.amount)).toEqual(amounts);
  });

  it("melatonin and magnesium in one message are each their own", () => {
    expect(dosesSaid("taking 6 mg of melatonin every night and 400mg magnesium")).toEqual([
      { nutrient: "melatonin", amount: 6, count: 1 },
      { nutrient: "magnesium", amount: 400, count: 1 },
    ]);
  });

  it("caffeine is no nutrient with an upper limit here", () => {
    expect(dosesSaid("200 mg caffeine and 3 mg melatonin")).toEqual([{ nutrient: "melatonin", amount: 3, count: 1 }]);
  });
});
