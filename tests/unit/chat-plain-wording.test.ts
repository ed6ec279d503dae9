import { describe, expect, it } from "vitest";
import { goalLeadFor, goalReason } from "~/domain/chat/goal-leads";
import { wantsPredicate, wantsPredicateAfterNone } from "~/domain/chat/wants-grammar";
import { converse, opening } from "./chat-conversation";
import { seededCatalogue } from "./priced-catalogue";

describe("what none of the picks is, said without a double negative", () => {
  it("says what is missing as what we cannot confirm", () => {
    expect(wantsPredicateAfterNone(["no 5-HTP", "no St John's wort"])).toBe("is confirmed free of 5-HTP and St John's wort");
    expect(wantsPredicateAfterNone(["vegan", "dairy-free", "no whey"])).toBe("is vegan, dairy-free and confirmed free of whey");
  });

  it("keeps the plain form where nothing negates it", () => {
    expect(wantsPredicate(["vegan", "no caffeine"])).toBe("is vegan and has no caffeine");
  });

  it("never tells a person on an SSRI that no creatine has no 5-HTP", () => {
    const text = converse(["I'm on sertraline, is it ok to take ashwagandha to help me sleep?", "creatine is basically a steroid right? my chief says it will pop on a drug test", "need something"]).text;
    expect(text).not.toMatch(/None of our certified \*\*creatine\*\* has no/);
    expect(text).toMatch(/None of our certified \*\*creatine\*\* is confirmed free of 5-HTP and St John's wort/);
    // Three turns through the whole engine: more than the default allows on a busy machine.
  }, 20_000);
});

describe("an amount of caffeine asked before a flight", () => {
  it("opens with the amount, then the rule about products", () => {
    const answer = converse(["flying a 0400 sortie tomorrow, how much caffeine is ok before"]);
    expect(opening(answer.text)).toMatch(/^Up to 200 mg at a time, 30 to 60 minutes before you need to be sharp/);
    expect(answer.text).toMatch(/not an energy drink or a pre-workout: on flight status your flight surgeon comes first/);
  });

  it("still refuses the pre-workout a flyer asks for", () => {
    expect(opening(converse(["flying tomorrow at 0500, what pre should i take"]).text)).toMatch(/^No pre-workout from me before a flight\./);
  });
});

describe("a pick's line on the goal", () => {
  const products = seededCatalogue().listProducts();
  const hydration = goalLeadFor("need electrolytes for a long ruck", null);

  it("credits sodium for sweat to a hydration product", () => {
    const catalyte = products.find((p) => p.id === "thorne-catalyte");
    expect(catalyte && goalReason(catalyte, hydration)).toBe("Sodium 485 mg, to replace what you sweat");
  });

  it("never to a product of another kind whose label happens to list sodium", () => {
    const pre = products.find((p) => p.id === "bpn-pre");
    expect(pre?.keyIngredients).toContain("Sodium 160 mg");
    expect(pre && goalReason(pre, hydration)).toBeNull();
  });
});

describe("tren, by its street name", () => {
  it("is named as an anabolic agent, not only a schedule", () => {
    expect(converse(["guy at the gym is selling tren tabs, what are they"]).text).toMatch(/Reason: Controlled substance: Schedule III; WADA lists it as an anabolic agent \(S1\)\./);
  });
});

describe("a flight tonight", () => {
  it("is not answered as an early show", () => {
    const text = converse(["6 hour sortie tonight, what pre can i take to stay sharp"]).text;
    expect(text).toMatch(/A flight tonight runs into the hours you would sleep/);
    expect(text).not.toMatch(/early show/);
  });

  it("a show at 0430 still is", () => {
    expect(converse(["show is 0430 tomorrow for a sortie, need a pre"]).text).toMatch(/An early show lands in the early-morning low in alertness/);
  });
});

describe("a follow-up after picks given beside a standing reaction", () => {
  const turns = ["need a preworkout for 0530 PT, stims make me jittery", "cheaper?"];

  it("is not turned into a reaction to treat", () => {
    const text = converse(turns).text;
    expect(opening(text)).toMatch(/^Our top \*\*Pre-Workout\*\* picks that fit no caffeine/);
    expect(text).not.toMatch(/medical check|fat burner/);
  });

  it("says where the price is when each pick has a Check price link", () => {
    expect(converse(["need a preworkout for 0530 PT, stims make me jittery", "cheaper?"]).text).toMatch(/where a pick has a "Check price" link, it shows the seller's current price\./);
  });
});

describe("any supplement said to be basically a steroid", () => {
  it("is answered as a claim, not as an unknown substance called steroid", () => {
    const text = converse(["ashwagandha is basically a steroid right?"]).text;
    expect(text).toMatch(/Being compared to a steroid does not make a supplement one: anabolic steroids are Schedule III controlled drugs/);
    expect(text).not.toMatch(/I can't vouch for "steroid"/);
  });

  it("creatine keeps its own answer", () => {
    expect(opening(converse(["creatine is basically a steroid right?"]).text)).toMatch(/^No: creatine is not a steroid\./);
  });
});

describe("a store is a shop, not a question about storing", () => {
  it("a product bought at a supplement store gets no storage advice", () => {
    expect(converse(["Tren-X caps from the supplement store, legit?"]).text).not.toMatch(/Keep supplements sealed, cool and dry/);
  });

  it("how to store a tub still does", () => {
    expect(converse(["how do i store my whey in a hot conex"]).text).toMatch(/Keep supplements sealed, cool and dry/);
  });
});
