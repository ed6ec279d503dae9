import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { understandRequest } from "~/.server/chat/respond";
import { screenMessage } from "~/.server/chat/products";
import { picksSource } from "~/domain/chat/picks";
import { chatRequestSchema } from "~/domain/chat/context";
import { ruleProblem, type ProductRule } from "../chat-eval/judge";
import { seededCatalogue } from "./priced-catalogue";
import { shownWords } from "./chat-conversation";

/*
 * Mechanisms, not phrasings: for each kind of failure seen on a blind set (indirect
 * constraints, words that must set nothing, duty and timing, unclear requests), several
 * differently worded messages, with slang and typos, none of them the blind set's own words.
 */

const priced = () => seededCatalogue();
const understood = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: {} }));
const ask = (message: string) =>
  engineAnswer({ understanding: understood(message), passages: [], catalogue: priced(), picksFor: picksSource(null, priced()), screened: screenMessage(message, BUNDLED_SAFETY.matcher) });

const broken = (message: string, rule: ProductRule) => ask(message).products.flatMap((p) => ruleProblem(p, rule) ?? []);
/** The generic clarifier and filler that a plain or unclear request must not get. */
const CANNED = /What (?:category interests you|is it for)\?|Tell me what it's for/i;

describe("dairy trouble said any way keeps dairy out", () => {
  it.each([
    "milk and my stomach dont get along. need a recovery shake",
    "lactose hates me lol, protein for after the gym?",
    "dairy and me r not friends, post workout protien?",
    "every whey shake sends me sprinting to the porta potty. what protein should i use",
    "cheese and ice cream are my enemy lol. recovery drink?",
  ])("%s", (message) => {
    expect(broken(message, "no-milk")).toEqual([]);
  });
});

describe("a plant-only diet said without the word vegan", () => {
  it.each([
    "i dont eat anything that comes from animals. protein?",
    "no animal products for me, religious reasons. what protein u got",
    "strictly plant based, need protein for bulking",
    "i avoid all animal stuff, need recovery",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.flatMap((p) => ruleProblem(p, "vegan") ?? [])).toEqual([]);
    expect(answer.text).toMatch(/vegan|plant/i);
  });
});

describe("trouble with stimulants said any way keeps caffeine out", () => {
  it.each(["coffee gives me the jitters bad. pre workout?", "i get the shakes from stims, need energy for leg day", "caffeine and i dont mix, makes me jittery af. something for morning pt?"])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.filter((p) => (p.caffeineMg ?? 1) > 0).map((p) => p.id)).toEqual([]);
  });
});

describe("caffeine already taken is counted against 400 mg a day", () => {
  it.each([
    "i already drink like 4 cups of coffee a day, need a pre for PT",
    "doc said cut back on caffeine, i do 2 bangs a day. pre for the acft?",
    "already slamming 3 rip its every day, want a pre that wont push me over",
  ])("%s", (message) => {
    const answer = ask(message);
    expect(answer.products.filter((p) => (p.caffeineMg ?? 1) > 100).map((p) => p.id)).toEqual([]);
    expect(answer.text).toMatch(/400 mg/);
  });
});

describe("a constraint of someone else, an opinion or an idiom sets nothing", () => {
  it.each([
    "my buddy is lactose intolerant but im not. best whey?",
    "my wife is vegan, i eat everything. whats a good whey protein",
    "my roommate does keto, I need a mass gainer",
    "my battle swears gluten free is the way. best creatine?",
    "gluten free is overrated marketing imo. creatine?",
    "stim free pres are a waste of money lol, what's the strongest pre",
    "my chief said to take a chill pill. anything for focus?",
    "im allergic to cardio haha jk, what helps my 2 mile time",
    "zero free time, need a quick breakfast protein",
  ])("%s", (message) => {
    expect(understood(message).constraints).toEqual([]);
  });

  it.each([
    ["no kidding, im lactose intolerant. protein?", "diet"],
    ["my doc told me to stay off caffeine, pre for pt?", "exclude"],
    ["my roommate eats everything but i'm vegan. protein?", "diet"],
    ["whey is poison to me lol, need protein", "diet"],
  ])("the person's own words still count: %s", (message, kind) => {
    expect(understood(message).constraints.map((c) => c.kind)).toContain(kind);
  });

  it("still names what was asked for (whey to a person whose roommate is vegan)", () => {
    expect(ask("my roommate is vegan and says whey is poison. best whey for bulking?").products.map((p) => p.name).join()).toMatch(/whey/i);
  });
});

describe("a plain request for something the catalogue carries gets picks", () => {
  it.each([
    ["need creatine", /creatine/i],
    ["creatine?", /creatine/i],
    ["creatine pls", /creatine/i],
    ["got any mass gainer?", /./],
    ["something for endurance", /./],
    ["what actually helps endurance on long runs", /./],
  ])("%s", (message, name) => {
    const answer = ask(message);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products[0].name).toMatch(name);
  });

  it.each([
    ["want fish oil and vitamin d, pills only", [/omega|fish|epa/i, /vitamin d|d3/i]],
    ["looking for magnesium and a multi", [/magnesium/i, /multi/i]],
  ])("two things in one message get a pick each: %s", (message, names) => {
    const products = ask(message).products.map((p) => p.name).join(" | ");
    const [first, second] = names as RegExp[];
    expect(products).toMatch(first);
    expect(products).toMatch(second);
  });

  it.each(["any protein bars?", "need an rtd shake for the road", "do yall have ready to drink protein"])("a form we do not hold is said plainly: %s", (message) => {
    expect(ask(message).text).toMatch(/(?:don't|do not) (?:carry|have|hold)[^.]*(?:bars?|ready-to-drink)/i);
  });
});

describe("duty timing from clock times", () => {
  it.each([
    ["crew rest starts 2100, can i have my pre at 1800?", "1500"],
    ["on nights, sleeping at 0900. when do i stop the monsters", "0300"],
    ["flying til 0200 and in bed by 0400, need something to stay sharp", "2200"],
    ["lights out is 2130, pre at 1600 ok?", "1530"],
    ["duty ends 0700, sleeping by 0800. coffee at 0500 fine?", "0200"],
    ["got a 5am flight and crew rest at 9pm, can i take a preworkout at 6pm", "1500"],
  ])("%s", (message, cutoff) => {
    const answer = ask(message);
    expect(answer.products.filter((p) => (p.caffeineMg ?? 1) > 0).map((p) => p.id)).toEqual([]);
    expect(answer.text).toContain(cutoff);
    expect(answer.text).toMatch(/6 hours/);
  });

  it("a flyer's timing question carries the flight-surgeon note", () => {
    expect(ask("sortie at 0500 tmrw, rack by 2100. pre at 1730 ok?").text).toMatch(/flight surgeon/);
  });

  it.each(["going to the desert next month, 115 out. what do i need for hydration", "hot af field exercise next week, stepping off at 0400. pre for that?"])(
    "heat brings the heat-illness caution and no stimulant: %s",
    (message) => {
      const answer = ask(message);
      expect(answer.text).toMatch(/heat (?:illness|stroke|exhaustion)/i);
      expect(answer.products.filter((p) => (p.caffeineMg ?? 1) > 0).map((p) => p.id)).toEqual([]);
    },
  );

  it.each(["helo pilot here, flight physical soon. do i need to stop my supplements?", "aircrew, taking a bunch of stuff. should i quit it before my flight physical"])(
    "a flyer asking about their supplements gets the disclosure answer: %s",
    (message) => {
      const answer = ask(message);
      expect(answer.products).toEqual([]);
      expect(answer.text).toMatch(/flight surgeon/i);
      expect(answer.text).toMatch(/\blist\b|\btell\b|disclose/i);
    },
  );
});

describe("an unclear request gets one question about what was said", () => {
  it.each([
    ["put together a stack for me", /strength|endurance|sleep|recovery/i],
    ["what do yall have", /\?/],
    ["need help with my run time", /event|distance|run/i],
    ["something for my back", /pain|injur/i],
    ["my ankle has been killing me", /pain|injur/i],
    ["whats the move", /\?/],
    ["help me get swole", /size|strength/i],
    ["gotta cut 8 lbs", /by when|how much|when/i],
    ["whats good for before", /before what|training|ruck|shift/i],
  ])("%s", (message, specific) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.text).toMatch(specific);
    expect(answer.text.split("?").length - 1).toBeLessThanOrEqual(2);
    expect(shownWords(answer.text)).toBeLessThan(60);
  });
});

describe("a duty or a goal said plainly gets its own answer", () => {
  it.each(["loadmaster here, we fly nights all week", "on mids all month in the tower"])("a duty with nothing asked gets one question, no basics list: %s", (message) => {
    const answer = ask(message);
    expect(answer.products).toEqual([]);
    expect(answer.text).toMatch(/\?/);
    expect(answer.text).not.toMatch(CANNED);
  });

  it.each(["gotta study all night for the board, anything for focus", "need something to keep me alert on staff duty"])("focus is answered with caffeine dosed and timed: %s", (message) => {
    const answer = ask(message);
    expect(answer.text).toMatch(/200 mg/);
    expect(answer.text).toMatch(/6 hours/);
  });

  it.each(["random piss test friday and i took some gas station pre yesterday, am i screwed", "UA coming up and i used a pre my buddy gave me, no label. cooked?"])(
    "something taken before a test: keep the tub, tell the provider: %s",
    (message) => {
      const answer = ask(message);
      expect(answer.products).toEqual([]);
      expect(answer.text).toMatch(/lot number/);
      expect(answer.text).toMatch(/medical provider/);
    },
  );
});

describe("answer shape", () => {
  it("product answers stay short: median under 150 words", () => {
    const texts = ["protein for recovery", "best electrolytes for a long ruck", "need creatine", "fish oil?", "something for sleep", "stim free pre"].map((m) => shownWords(ask(m).text));
    const sorted = [...texts].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(150);
  });
});
