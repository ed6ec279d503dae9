import { describe, expect, it } from "vitest";
import { askQueries, asksIn } from "~/domain/chat/asks";

/*
 * The asks of one message, clause by clause (app/domain/chat/asks.ts): which clause is a
 * question and which a request, what a question asks a verdict on, and which subject a clause
 * without one of its own is about.
 */

const read = (message: string, conversation: string[] = []) => asksIn(message, conversation).map((a) => [a.kind, a.judgement, a.aspect?.id ?? null, a.subject[0] ?? null]);

describe("the asks of a message", () => {
  it("a request and a verdict asked together are two asks, the request first as said", () => {
    expect(read("need a whey, is whey even bad for you?")).toEqual([
      ["request", null, null, "whey"],
      ["question", "safety", null, "whey"],
    ]);
  });

  it("a verdict with no subject of its own is about the one said before it", () => {
    expect(read("thinking about creatine, worth buying or a waste of money?")).toEqual([["question", "value", null, "creatine"]]);
    expect(read("started ashwagandha about 3 weeks ago for stress. how long till it really kicks in?")).toEqual([["question", null, "onset", "ashwagandha"]]);
  });

  it("a product asked for and its storage in the heat", () => {
    expect(read("what pre should i get, and will it keep in a hot conex for a few months?")).toEqual([
      ["request", null, null, "pre-workout"],
      ["question", null, "storage", "pre-workout"],
    ]);
  });

  it("a request that carries a question of its own: it mixes, it won't melt", () => {
    expect(read("protein powder is just for me. something that mixes ok with just water?")).toEqual([
      ["request", null, null, "protein"],
      ["question", null, "mixing", "protein"],
    ]);
  });

  it("what someone else said is no ask; the question is", () => {
    expect(read("is whey bad for you? my ex used to say it was basically poison")).toEqual([["question", "safety", null, "whey"]]);
  });

  it("amounts, list status and a product the person has are not verdicts or requests", () => {
    expect(read("how much caffeine is safe in a day?")).toEqual([["question", null, null, "caffeine"]]);
    expect(read("is it safe for a UA?").map((a) => a[1])).toEqual([null]);
    expect(read("my preworkout has the informed sport logo but the batch number is faded, is it still good").map((a) => a[0])).toEqual(["question"]);
    expect(read("i work on the flight line as a mechanic, do i need to stop my preworkout?").map((a) => a[0])).toEqual(["question"]);
  });

  it("a clause about 'it' takes the conversation's subject", () => {
    expect(read("do i take it with food? and is it ok with my morning coffee?", ["vitamin"])[0]).toEqual(["question", null, "timing", "vitamin"]);
  });

  it("each verdict or point asked is searched by its subject", () => {
    expect(askQueries("need a whey, is whey even bad for you?")).toEqual(["whey protein safe"]);
    expect(askQueries("how long till creatine kicks in? and which one do you carry")).toEqual(["creatine how long weeks days loading"]);
  });
});
