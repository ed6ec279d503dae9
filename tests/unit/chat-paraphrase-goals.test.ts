import { describe, expect, it } from "vitest";
import { DSHEA_DISCLAIMER } from "~/domain/chat/copy";
import { GOAL_PICKS } from "~/domain/chat/goal-leads";
import { converse, opening, shownWords } from "./chat-conversation";

/*
 * Product requests with a goal behind them, in service members' words: the answer opens with the
 * advice for that goal from our guides (how much, when), then at most two picks whose lines show
 * what serves the goal, then the FDA statement once. Goals no supplement serves (cutting weight,
 * sore joints) get the advice and no product.
 */

/** What a person reads: link targets are not words. */
const pickLines = (text: string) => text.split("\n").filter((l) => /^\d\. /.test(l));

const GOALS: Array<{ turns: string[]; lead: RegExp; reason?: RegExp }> = [
  { turns: ["whats good for recovery so i can train harder"], lead: /sleep \(7 to 8 hours\) and protein: 1\.4 to 2\.0 g per kg/, reason: /g protein per serving, about one meal's worth/ },
  { turns: ["legs are trashed after every ruck, what helps me bounce back faster"], lead: /Recovery starts with sleep/, reason: /g protein per serving/ },
  { turns: ["hey", "looking for something to help recovery between two-a-days"], lead: /Recovery starts with sleep/ },
  { turns: ["recovery drink after field day"], lead: /Creatine \(3 to 5 g a day\)/ },
  { turns: ["whats the best thing for muscle soreness"], lead: /Recovery starts with sleep/ },
  { turns: ["best protein for after workouts, how much should i take"], lead: /20 to 25 g a meal/ },
  { turns: ["what protein should i get to build muscle"], lead: /^Muscle comes from training and enough food/, reason: /g protein per serving/ },
  { turns: ["what hydration stuff should i pack and how much"], lead: /16 to 32 oz an hour/, reason: /Sodium \S+ mg, to replace what you sweat/ },
  { turns: ["i sweat a ton during workouts, best electrolyte"], lead: /(?:oz|quart) an hour/, reason: /Sodium/ },
  { turns: ["best pre for a morning lift"], lead: /up to 200 mg, 30 to 60 minutes before you train/ },
  { turns: ["best preworkout for 0500 pt"], lead: /30 to 60 minutes before you train/ },
  { turns: ["best pre for strength"], lead: /^Most pre-workouts run on caffeine/ },
  { turns: ["creatine worth it? which one"], lead: /3 to 5 g a day, every day/, reason: /a daily creatine dose/ },
  { turns: ["good creatine for strength gains"], lead: /^Creatine monohydrate is the best-studied/ },
  { turns: ["need something to help me sleep, work nights"], lead: /split into two blocks/ },
  { turns: ["magnesium for sleep?"], lead: /^Fix the basics before any sleep aid.*Magnesium's evidence is thin/ },
  { turns: ["melatonin recs, i work nights"], lead: /split into two blocks.*Melatonin is a timing signal/ },
  { turns: ["what vitamins should i take"], lead: /600 IU of vitamin D a day and the upper limit is 4,000 IU/ },
  { turns: ["deploying next month, what vitamins should i bring"], lead: /ask your provider before a high dose/ },
];

describe("a product request with a goal opens with the advice for that goal", () => {
  for (const { turns, lead, reason } of GOALS) {
    it(turns.join(" / "), () => {
      const answer = converse(turns);
      expect(opening(answer.text)).toMatch(lead);
      const picks = pickLines(answer.text);
      expect(picks.length).toBeGreaterThanOrEqual(1);
      expect(picks.length).toBeLessThanOrEqual(GOAL_PICKS);
      if (reason) expect(picks[0]).toMatch(reason);
      // The guide the advice comes from is a source the answer may link.
      expect(answer.sources.some((s) => s.url.startsWith("/blog/"))).toBe(true);
      // One closing: the FDA statement, once; the category is linked in the picks' intro, not in a footer.
      expect(answer.text.split(DSHEA_DISCLAIMER)).toHaveLength(2);
      expect(answer.text).not.toContain("See the full");
    });
  }

  it("keeps a product answer short: the median is under 150 words before the small print, at most 160 with it", () => {
    const texts = GOALS.map(({ turns }) => converse(turns).text);
    const median = (counts: number[]) => counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)];
    expect(median(texts.map((t) => shownWords(t.replace(DSHEA_DISCLAIMER, ""))))).toBeLessThan(150);
    // A pick with nothing to buy says "No price shown", as its card does: a word more than the bare "Check price" it said before.
    expect(median(texts.map(shownWords))).toBeLessThanOrEqual(160);
  });
});

describe("a goal no supplement serves gets the advice and no product", () => {
  const CASES: Array<{ turns: string[]; lead: RegExp }> = [
    { turns: ["need to cut 10 lb before the tape"], lead: /^No supplement replaces a calorie deficit/ },
    { turns: ["trying to drop weight for my PT test, any fat burner you'd recommend"], lead: /Fat burners carry stimulants/ },
    { turns: ["what should i take to lose belly fat"], lead: /1\.5 to 2\.0 g per kg a day/ },
    { turns: ["something for joints"], lead: /glucosamine and chondroitin/ },
    { turns: ["knees ache on runs, anything that actually helps joints?"], lead: /sick call or a physical therapist/ },
    { turns: ["joint pain from jumping out of planes, what supplement"], lead: /we hold nothing with good evidence for joint or tendon pain/ },
  ];
  for (const { turns, lead } of CASES) {
    it(turns.join(" / "), () => {
      const answer = converse(turns);
      expect(opening(answer.text)).toMatch(lead);
      expect(answer.products).toEqual([]);
      expect(answer.candidates).toEqual([]);
    });
  }

  it("a medicine's caution comes first, then the weight advice, and no product", () => {
    const answer = converse(["on lisinopril for blood pressure, need a fat burner to drop 15 lbs"]);
    expect(opening(answer.text)).toMatch(/^\*\*With high blood pressure/);
    expect(answer.text).toContain("No supplement replaces a calorie deficit");
    expect(answer.products).toEqual([]);
    expect(answer.intent).toBe("interaction");
  });

  it("an unclear cut with no deadline keeps its one question", () => {
    expect(opening(converse(["gotta cut 8 lbs"]).text)).toMatch(/by when/);
  });
});

describe("the advice is left out where it answers something not asked", () => {
  it("no caffeine advice beside a stim-free request", () => {
    const answer = converse(["stim free pre for early pt"]);
    expect(answer.text).not.toContain("Most pre-workouts run on caffeine");
    expect(answer.products.every((p) => p.stimulant === false)).toBe(true);
  });

  it("no goal advice on a follow-up that carries the category over", () => {
    const answer = converse(["best pre for a morning lift", "stim"]);
    expect(answer.text).not.toContain("Most pre-workouts run on caffeine");
  });

  it("no weight-loss advice for a question about creatine before a weigh-in", () => {
    expect(converse(["will creatine make me gain weight before a weigh-in"]).text).not.toContain("calorie deficit");
  });

  it("a category asked for with no single goal (fish oil) gets the picks as before", () => {
    const answer = converse(["fish oil recommendations"]);
    expect(opening(answer.text)).toMatch(/^Our top \*\*Health & Wellness\*\* picks/);
    expect(pickLines(answer.text)).toHaveLength(3);
  });

  it("beside the heat note the hydration advice does not repeat the hourly cap", () => {
    const answer = converse(["got a 12 mile ruck saturday in the heat, what electrolytes should i bring and how much water"]);
    expect(answer.text).toContain("½ to 1 quart an hour");
    expect(answer.text.split("1.5 quarts")).toHaveLength(2);
  });

  it("beside the night-shift note the sleep advice does not repeat the caffeine cut-off", () => {
    const answer = converse(["need something to help me sleep, work nights"]);
    expect(answer.text.split("6 hours before")).toHaveLength(2);
  });
});
