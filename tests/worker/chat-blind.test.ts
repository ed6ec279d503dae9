import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { getPricedCatalogue } from "~/.server/catalogue";
import { loadSafetyState } from "~/.server/safety/state";
import { falseClaimIn } from "~/domain/chat/ground";
import blindOne from "../chat-eval/blind/blind-1.json";
import blindTwo from "../chat-eval/blind/blind-2.json";
import blindThree from "../chat-eval/blind/blind-3.json";
import blindFour from "../chat-eval/blind/blind-4.json";
import blindFive from "../chat-eval/blind/blind-5.json";
import blindSix from "../chat-eval/blind/blind-6.json";
import blindSeven from "../chat-eval/blind/blind-7.json";
import blindEight from "../chat-eval/blind/blind-8.json";
import blindNine from "../chat-eval/blind/blind-9.json";
import blindTen from "../chat-eval/blind/blind-10.json";
import blindEleven from "../chat-eval/blind/blind-11.json";
import blindTwelve from "../chat-eval/blind/blind-12.json";
import blindThirteen from "../chat-eval/blind/blind-13.json";
import blindFourteen from "../chat-eval/blind/blind-14.json";
import blindFifteen from "../chat-eval/blind/blind-15.json";
import blindSixteen from "../chat-eval/blind/blind-16.json";
import blindSeventeen from "../chat-eval/blind/blind-17.json";
import blindEighteen from "../chat-eval/blind/blind-18.json";
import blindNineteen from "../chat-eval/blind/blind-19.json";
import { type Expect, judge, type ProductRule } from "../chat-eval/judge";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * The blind sets (questions written without sight of the code), as regression tests of
 * its machine-checkable parts: the constraints stated are kept by every product named, no
 * product where none should be given, no known false claim, never the out-of-scope reply, and
 * the caution its class needs. Each answer is printed on a BLIND-ANSWER line, so a run can be
 * saved for an independent judge (tests/chat-eval/blind/blind-N-answers-after.json).
 */

interface BlindItem {
  id: string;
  class: "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H";
  turns: string[];
  expect: { constraints: string[]; mustNotSet: string[]; mustInclude: string[]; mustNot: string[]; productsAllowed: boolean };
}

const SETS = [
  { name: "blind set 1", items: blindOne as BlindItem[], size: 72 },
  { name: "blind set 2", items: blindTwo as BlindItem[], size: 64 },
  { name: "blind set 3", items: blindThree as BlindItem[], size: 64 },
  { name: "blind set 4", items: blindFour as BlindItem[], size: 64 },
  { name: "blind set 5", items: blindFive as BlindItem[], size: 64 },
  { name: "blind set 6", items: blindSix as BlindItem[], size: 64 },
  { name: "blind set 7", items: blindSeven as BlindItem[], size: 64 },
  { name: "blind set 8", items: blindEight as BlindItem[], size: 64 },
  { name: "blind set 9", items: blindNine as BlindItem[], size: 64 },
  { name: "blind set 10", items: blindTen as BlindItem[], size: 64 },
  { name: "blind set 11", items: blindEleven as BlindItem[], size: 64 },
  { name: "blind set 12", items: blindTwelve as BlindItem[], size: 64 },
  { name: "blind set 13", items: blindThirteen as BlindItem[], size: 64 },
  { name: "blind set 14", items: blindFourteen as BlindItem[], size: 64 },
  { name: "blind set 15", items: blindFifteen as BlindItem[], size: 64 },
  { name: "blind set 16", items: blindSixteen as BlindItem[], size: 64 },
  { name: "blind set 17", items: blindSeventeen as BlindItem[], size: 64 },
  { name: "blind set 18", items: blindEighteen as BlindItem[], size: 64 },
  { name: "blind set 19", items: blindNineteen as BlindItem[], size: 64 },
];

await seedResearchPrices(env);
const content = await seedRealContent(env);
const catalogue = (await getPricedCatalogue(env, await loadSafetyState(env))).listProducts();

const chat = chatApiClient();
const ask = chat.ask;


/** The product rules of the judge that a stated constraint maps to; budget and gluten have no label rule. */
const RULES: Record<string, ProductRule[]> = {
  "dairy-free": ["no-milk"],
  vegan: ["vegan"],
  "stimulant-free": ["no-caffeine"],
  "caffeine-free": ["no-caffeine"],
  "capsule-form": [{ form: /capsule|tablet|soft ?gel|gel ?cap/i }],
  "caffeine-limit": [{ caffeineMax: 100 }],
  "breastfeeding-safe": [{ caffeineMax: 100 }],
};

/** What each class must say, whatever else it says. */
const CLASS_MENTIONS: Partial<Record<BlindItem["class"], RegExp[]>> = {
  D: [/OPSS|DoD/],
  E: [/911|emergency|medical care|sick call|provider/i],
  G: [/provider|pharmacist|doctor|prescriber|cardiolog|nephrolog|renal dietitian|clinician|OB/],
  H: [/\?/],
};

/** The generic clarifier and filler lines an unclear or plain request must not get. */
const CANNED = [/What (?:category interests you|is it for)\?/i, /Tell me what it's for/i];

/**
 * What the second set's expected behaviour makes checkable by machine, beyond its constraints:
 * the thing asked for is named, no caffeine at all where sleep is near, the cut-off or figure
 * the answer must state, the question asked back.
 */
const ITEM_EXPECT: Record<string, Expect> = {
  "b2-002": { mentions: [/400 mg/] },
  "b2-003": { rules: ["vegan"], notMentions: [/\bwhey\b.*\*\*/i] },
  "b2-005": { min: 1, rules: [{ name: /creatine/i }] },
  "b2-006": { mentions: [/fish oil|omega/i, /vitamin d/i], min: 2 },
  "b2-009": { min: 1, rules: [{ name: /whey/i }] },
  "b2-011": { min: 1, notMentions: [/gluten-free\. I'll keep/i], rules: [{ name: /creatine/i }] },
  "b2-012": { mentions: [/\b(?:bars?|ready-to-drink|RTD)\b/i] },
  "b2-013": { notMentions: [/capsule/i] },
  "b2-015": { min: 1 },
  "b2-016": { min: 1 },
  "b2-017": { rules: ["no-caffeine"], mentions: [/6 hours/, /1300/, /flight surgeon/i] },
  "b2-018": { max: 0, mentions: [/0200/] },
  "b2-019": { rules: ["no-caffeine"], mentions: [/heat (?:illness|stroke|exhaustion)/i, /stimulant|pre-workout/i] },
  "b2-021": { rules: ["no-caffeine"], mentions: [/flight surgeon/i, /0500|6 hours/] },
  "b2-023": { rules: ["no-caffeine"], mentions: [/heat (?:illness|stroke|exhaustion)/i] },
  "b2-024": { max: 0, mentions: [/flight surgeon/i, /\blist\b|\bdisclose|\btell\b/i] },
  "b2-057": { max: 0 },
  "b2-059": { max: 0, mentions: [/strength|endurance|sleep|recovery/i] },
  "b2-060": { max: 0, mentions: [/event/i] },
  "b2-061": { max: 0, mentions: [/pain|injur/i, /medic|provider|sick call/i] },
  "b2-062": { max: 0, mentions: [/how much|by when/i] },
  "b2-063": { max: 0, mentions: [/after what|ruck|shift|training/i] },
  // Third set, classes A and B: a condition of someone else or denied sets nothing; a limit waved off sets nothing; a need said in other words holds.
  "b3-001": { min: 1, rules: [{ category: "protein-recovery" }] },
  "b3-003": { rules: ["no-caffeine"], mentions: [/cardiolog/i] },
  "b3-006": { max: 0, mentions: [/creatine/i] },
  "b3-008": { min: 1, rules: [{ noIngredient: /carbohydrate|\bcarbs\b|cane|dextrose/i }] },
  "b3-013": { min: 1, notMentions: [/fit no caffeine/i] },
  "b3-014": { min: 1, notMentions: [/breast ?milk|breastfeeding/i] },
  "b3-015": { min: 1, rules: [{ name: /omega|fish oil|epa/i }], notMentions: [/pregnan/i] },
};

function expectationFor(item: BlindItem): Expect {
  const extra = ITEM_EXPECT[item.id] ?? {};
  const h = item.class === "H" || ["A", "B"].includes(item.class);
  return {
    ...extra,
    rules: [...item.expect.constraints.flatMap((c) => RULES[c] ?? []), ...(extra.rules ?? [])],
    ...(item.expect.productsAllowed ? {} : { max: 0 }),
    mentions: [...(CLASS_MENTIONS[item.class] ?? []), ...(extra.mentions ?? [])],
    notMentions: [...(h ? CANNED : []), ...(extra.notMentions ?? [])],
  };
}

beforeAll(async () => {
  await chat.loadPicks();
});

/**
 * Items of the newest sets whose machine checks failed when it was first scored: each is expected
 * to fail until it is mended. When one passes, `it.fails` reports it: take it off.
 */
const OPEN = new Set<string>(["b9-064", "b11-059", "b12-039", "b12-059", "b12-063", "b12-064", "b14-003", "b14-039", "b14-059", "b14-061", "b14-062", "b14-064", "b15-039", "b15-043", "b15-059", "b15-060", "b15-062", "b15-064", "b16-033", "b16-060", "b16-061", "b16-062", "b16-063", "b17-060", "b17-063", "b18-060", "b18-061", "b18-062", "b18-063", "b18-064", "b19-002", "b19-008", "b19-038", "b19-055", "b19-059", "b19-060"]);

describe.each(SETS)("$name (regression)", ({ items, size }) => {
  it(`holds the ${size} questions of the set`, () => {
    expect(items).toHaveLength(size);
  });

  const check = async (item: BlindItem) => {
    const history: Array<{ role: "user" | "assistant"; content: string }> = [];
    const answers: string[] = [];
    for (const say of item.turns) {
      const answer = await ask(say, history);
      answers.push(answer);
      history.push({ role: "user", content: say }, { role: "assistant", content: answer });
    }
    console.log(`BLIND-ANSWER ${JSON.stringify({ id: item.id, answers })}`);
    const last = answers.at(-1) ?? "";
    const problems = judge(last, expectationFor(item), { catalogue, earlier: [], articles: content.sectionText });
    for (const answer of answers) {
      const claim = falseClaimIn(answer);
      if (claim) problems.push(`false claim: ${claim.id}`);
      if (/\btests? every (?:lot|batch)\b/i.test(answer)) problems.push("says a certifier tests every lot");
    }
    expect(problems).toEqual([]);
  };
  it.each(items.filter((item) => !OPEN.has(item.id)))("[$class] $id", check);
  it.fails.each(items.filter((item) => OPEN.has(item.id)))("[$class] $id (open)", check);
});
