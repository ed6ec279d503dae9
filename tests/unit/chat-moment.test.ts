import { describe, expect, it } from "vitest";
import { labFindings } from "~/domain/chat/findings";
import { caffeineIntake } from "~/domain/chat/intake";
import { momentsOf, periodOf } from "~/domain/chat/moment";
import { sleepTiming } from "~/domain/chat/clock";

/** Each clause of the message with the moment read for it. */
const read = (text: string) => momentsOf(text.toLowerCase()).map((m) => `${m.aspect}: ${text.toLowerCase().slice(m.start, m.end)}`);

describe("the moment of each clause", () => {
  it("reads a dose still ahead as planned, whatever the spelling of the intent", () => {
    expect(read("thinkin bout takin 3 scoops before tmrws ruck")).toEqual(["planned: thinkin bout takin 3 scoops before tmrws ruck"]);
    expect(read("gonna double scoop my pre so i dont fall out")).toEqual(["planned: gonna double scoop my pre", "planned: i dont fall out"]);
    expect(read("should i take another")).toEqual(["planned: should i take another"]);
  });

  it("reads what was taken and what is felt as now", () => {
    expect(read("took 3 scoops 20 min ago, heart is pounding")).toEqual(["now: took 3 scoops 20 min ago", "now: heart is pounding"]);
    // "gonna" before a sign is no plan to take anything.
    expect(read("gonna puke, took 2 scoops")).toEqual(["now: gonna puke", "now: took 2 scoops"]);
  });

  it("reads a day back as over, a condition as imagined and a frequency as a habit", () => {
    expect(read("drank 3 cans last night and couldnt sleep after")).toEqual(["over: drank 3 cans last night", "over: couldnt sleep after"]);
    expect(read("what if i took 4 gummies")).toEqual(["hypothetical: what if i took 4 gummies"]);
    expect(read("i drink 2 coffees every morning")).toEqual(["habitual: i drink 2 coffees every morning"]);
  });

  it("keeps a state begun in the past and a present verb as now", () => {
    expect(read("started a fat burner last week, cant sleep")).toEqual(["now: started a fat burner last week", "now: cant sleep"]);
    expect(read("took a pre yesterday and my heart is still racing")).toEqual(["over: took a pre yesterday", "now: my heart is still racing"]);
  });
});

describe("amounts over a span", () => {
  it("reads the span and its days from the tagger's durations", () => {
    expect(periodOf("drank 10 monsters over the whole week")).toEqual({ said: "the week", days: 7 });
    expect(periodOf("went through 20 cans during the 2 week ftx")).toEqual({ said: "2 weeks", days: 14 });
    expect(periodOf("3 tubs over the deployment")).toEqual({ said: "the deployment", days: null });
  });

  it("leaves a day's amount a day's", () => {
    expect(periodOf("2 monsters a day this week")).toBeNull();
  });

  it("counts drinks of a past day or a week apart from today's", () => {
    expect(caffeineIntake("had a coffee at 1500 yesterday and couldnt sleep. want a pre")).toBeNull();
    expect(caffeineIntake("drank 6 energy drinks yesterday, was that too much")).toMatchObject({ low: 960, high: 1440, over: true });
    expect(caffeineIntake("drank 10 energy drinks over the week, too much?")).toMatchObject({ low: 1600, high: 2400, period: { days: 7 } });
    expect(caffeineIntake("if i have so much as a cup of coffee after lunch i cant sleep")).toBeNull();
  });
});

describe("lab results", () => {
  it("reads a result about the person with its direction", () => {
    expect(labFindings("my vitamin D came back low at my PHA")).toEqual([{ nutrient: "vitamin-d", direction: "low" }]);
    expect(labFindings("doc said my ferritin is 12")).toEqual([{ nutrient: "iron", direction: "unsaid" }]);
    expect(labFindings("ferritin came back high")).toEqual([{ nutrient: "iron", direction: "high" }]);
  });

  it("reads no result in a product or a question", () => {
    expect(labFindings("whats a good vitamin D with K2")).toEqual([]);
    expect(labFindings("i take iron every morning")).toEqual([]);
  });
});

describe("the sleep time among several", () => {
  it("takes the time said in plain sleep words over a slump said as a crash", () => {
    expect(sleepTiming("on nights 1900-0700, i crash hard around 0300 but gotta be asleep by 0800")).toMatchObject({ sleep: "0800", cutoff: "0200" });
  });
});
