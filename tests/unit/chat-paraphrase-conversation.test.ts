import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { understandRequest } from "~/.server/chat/respond";
import { screenMessage } from "~/.server/chat/products";
import { picksSource } from "~/domain/chat/picks";
import { buildChatContext, chatRequestSchema, conversationFromMessages } from "~/domain/chat/context";
import { mentionedPrimaryCategories } from "~/domain/chat/extract";
import { seededCatalogue } from "./priced-catalogue";

/*
 * Conversation-level behaviour said in several wordings, each conversation sent through the
 * client's context builder as the panel sends it: drug-test slang is a duty, not a urine sign;
 * a symptom is carried only into a reply that pushes back for products; a follow-up keeps the
 * previous turn's category and constraints; a form said of a shop product is not a constraint;
 * a price we do not hold is said plainly; a clarifying question carries no category chip.
 */

function converse(turns: readonly string[]) {
  const history: Array<{ role: "user" | "assistant"; content: string }> = [];
  const answers: Array<{ u: ReturnType<typeof understandRequest>; a: ReturnType<typeof engineAnswer> }> = [];
  for (const message of turns) {
    const context = buildChatContext({ message, history, state: conversationFromMessages(history), picks: null });
    const u = understandRequest(chatRequestSchema.parse({ message, context }));
    const a = engineAnswer({
      understanding: u,
      passages: [],
      catalogue: seededCatalogue(),
      picksFor: picksSource(null, seededCatalogue()),
      screened: screenMessage(message, BUNDLED_SAFETY.matcher),
    });
    answers.push({ u, a });
    history.push({ role: "user", content: message }, { role: "assistant", content: a.text });
  }
  return answers;
}
const last = (turns: readonly string[]) => converse(turns).at(-1) as ReturnType<typeof converse>[number];

describe("urine words that mean a drug test are the duty, never a symptom", () => {
  it.each([
    "found this stuff at the gas station called 'Rhino Red 9000' energy pills, is it safe for a piss test?",
    "will this red energy drink make me fail my pee test",
    "got a UA friday, can i still take my red dragon pre",
    "whiz quiz next week, is creatine ok",
    "urinalysis tomorrow morning, is my preworkout gonna show up",
    "random piss test monday and i've been drinking dark roast all week, am i good",
    "they make us pee in a cup every month, which protein is safest",
  ])("%s", (message) => {
    const { u, a } = last([message]);
    expect(u.symptoms).toEqual([]);
    expect(u.duties).toContain("drug-test");
    expect(a.text).not.toMatch(/rhabdomyolysis|medical care/i);
  });

  it.each(["my piss is red after that smoke session", "pee is dark brown like cola after the ruck"])("still a sign when said of the body: %s", (message) => {
    expect(last([message]).u.symptoms).toEqual(["rhabdo"]);
  });
});

const SYMPTOMS = [
  "my pee looks like cola after yesterday's smoke session",
  "my heart was racing and skipping after my pre this morning",
  "almost passed out at the end of the run",
];

describe("a symptom is not carried into a new question on another topic", () => {
  const NEXT: ReadonlyArray<readonly [string, RegExp]> = [
    ["whats the difference between nsf certifed for sport and informed sport", /Informed Sport/],
    ["im on zoloft, can i take a fat burner or pre", /SSRI/],
    ["is creatine on the dod banned list", /list/i],
    ["does melatonin work for jet lag?", /./],
  ];
  for (const symptom of SYMPTOMS) {
    it.each(NEXT)(`after "${symptom}": %s`, (next, says) => {
      const { u, a } = last([symptom, next]);
      expect(u.symptoms).toEqual([]);
      expect(u.pushedBack).toBeUndefined();
      expect(a.text).not.toMatch(/I hear you|I won't suggest a product while/);
      expect(a.text).toMatch(says);
    });
  }

  it.each([
    "not going to sick call, just give me electrolytes",
    "i'm fine now, just recommend a lower stim pre",
    "nah skip the doc, what recovery drink should i take",
  ])("but a reply pushing back for products keeps it: %s", (next) => {
    const { u, a } = last([SYMPTOMS[0], next]);
    expect(u.pushedBack).toBe(true);
    expect(a.products).toEqual([]);
    expect(a.text).toMatch(/911|emergency/);
  });
});

describe("a shop product we cannot vouch for is not carried into a new question", () => {
  const SHOP = "found this stuff at the gas station called 'Rhino Red 9000' energy pills, is it safe for a piss test?";
  it.each(["whats the difference between nsf certifed for sport and informed sport", "what should i take", "how does creatine work?"])("%s", (next) => {
    const { u, a } = last([SHOP, next]);
    expect(u.substances).toEqual([]);
    expect(a.text).not.toMatch(/I can't vouch/);
  });

  it.each(["so is it legit or not", "what's in it though"])("but a follow-up about it keeps it: %s", (next) => {
    // A Rhino-named gas-station pill is now known for what FDA keeps finding in such pills; unknown, it would be "can't vouch".
    expect(last([SHOP, next]).a.text).toMatch(/I can't vouch|Don't take them: "Rhino" pills/);
  });
});

describe("a follow-up keeps the previous turn's category and constraints", () => {
  it.each([
    ["best protein powder", "cheaper?"],
    ["recommend a whey protein", "anything cheaper"],
    ["what protein should i get for recovery", "any cheaper ones?"],
  ])("%s -> %s ranks the same category by price", (first, next) => {
    const { u, a } = last([first, next]);
    expect(u.intent).toBe("recommend");
    expect(a.category).toBe("protein-recovery");
    expect(a.products.length).toBeGreaterThan(0);
    expect(a.products.every((p) => p.category === "protein-recovery")).toBe(true);
    expect(a.text).toMatch(/cheapest per serving first/);
    expect(a.text).not.toMatch(/What category interests you/);
  });

  it.each(["cheaper?", "got anything cheaper", "cheaper options?"])("keeps a stim ban: stim free pre -> %s", (next) => {
    const { a } = last(["stim free preworkout for afternoon PT", next]);
    expect(a.category).toBe("pre-workout");
    expect(a.products.length).toBeGreaterThan(0);
    expect(a.products.filter((p) => (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
    // None of these has a price on record: no claim of an order by price, and that said plainly.
    expect(a.text).not.toMatch(/cheapest per serving first/);
    expect(a.text).toMatch(/We hold no price for any of these picks/);
  });

  it.each(["what about the second one?", "tell me more about number 2", "and the 2nd pick?"])("best protein powder -> %s describes pick #2", (next) => {
    const turns = converse(["best protein powder", next]);
    const second = turns[0].a.products[1];
    expect(turns[1].u.focusProductIds).toEqual([second.id]);
    expect(turns[1].a.text).toContain(second.name);
    expect(turns[1].a.text).not.toContain(turns[0].a.products[0].name);
  });

  it("the second one still means the last list after a reply without one", () => {
    const turns = converse(["best protein powder", "cheaper?", "what about the second one?"]);
    expect(turns[2].u.focusProductIds).toEqual([turns[1].a.products[1].id]);
  });
});

describe("constraints stay with their topic, and a price we cannot hold is said plainly", () => {
  it.each([
    "found these gas station energy pills called Rhino Red 9000, are they safe",
    "buddy gave me some tablets from the smoke shop called blue dragon, legit?",
  ])("a form said of a shop product does not follow into a later request: %s", (first) => {
    const { u, a } = last([first, "stim free preworkout for afternoon PT"]);
    expect(u.constraints.filter((c) => c.kind === "form")).toEqual([]);
    expect(a.products.length).toBeGreaterThan(0);
  });

  it.each(["stim free preworkout for afternoon PT, under 30 bucks", "no caffeine pre workout under $30", "stim free pre, got about 40 dollars to spend"])("%s", (message) => {
    const { a } = last([message]);
    expect(a.products.length).toBeGreaterThan(0);
    expect(a.text).toMatch(/We hold no price for .*can't confirm what (?:they cost|it costs)/);
  });

  it("says the count is of those left out when picks follow", () => {
    const { a } = last(["stim free preworkout"]);
    expect(a.text).toMatch(/I left out 7 others because they contain caffeine/);
    expect(a.text).not.toMatch(/I left out all \d+/);
  });
});

describe("an antidepressant asked about with stimulant products gets that answered", () => {
  it.each([
    "im on zoloft, can i take a fat burner or pre",
    "taking sertraline, is a preworkout ok",
    "on lexapro, any issue with fat burners?",
    "prescribed prozac, can i still use a stim pre",
  ])("%s", (message) => {
    const { a } = last([message]);
    expect(a.text).toMatch(/stimulant products \(pre-workouts, fat burners/);
    expect(a.text).toMatch(/raise heart rate and blood pressure/);
    expect(a.text).toMatch(/prescriber or pharmacist/);
    expect(a.sources.map((s) => s.url)).toContain("https://hprc-online.org/blog/@@journal_view?topic=Stimulants");
    expect(a.products).toEqual([]);
  });

  it("is not added when stimulants are not asked about", () => {
    expect(last(["on zoloft, thinking about 5-htp"]).a.text).not.toMatch(/stimulant products \(pre-workouts, fat burners/);
  });
});

describe("a clarifying question carries no category chip", () => {
  it.each(["what should i take", "what supplements should i get", "help me pick something"])("%s", (message) => {
    const { a } = last([message]);
    expect(a.products).toEqual([]);
    expect(mentionedPrimaryCategories(a.text)).toEqual([]);
  });
});
