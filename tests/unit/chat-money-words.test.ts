import { describe, expect, it } from "vitest";
import { withDollars } from "~/domain/chat/money-words";
import { converse, opening } from "./chat-conversation";

describe("money as people type it", () => {
  it.each([
    ["anything under a dollar a serving?", "anything under $1 a serving?"],
    ["cheaper than a buck a scoop", "cheaper than $1 a scoop"],
    ["a buck fifty a serving max", "$1.50 a serving max"],
    ["under 50 cents a serving", "under $0.50 a serving"],
    ["30 bucks a month", "$30 a month"],
    ["two dollars and 25 cents", "$2.25"],
    ["half a buck a scoop", "$0.50 a scoop"],
  ])("%s", (said, read) => {
    expect(withDollars(said)).toBe(read);
  });

  it("leaves other numbers alone", () => {
    expect(withDollars("2 scoops a day, 5 g creatine")).toBe("2 scoops a day, 5 g creatine");
  });
});

describe("a budget said in words, as a follow-up", () => {
  it("narrows the picks instead of keeping them", () => {
    expect(opening(converse(["recommend a protein powder", "anything under a dollar a serving?"]).text)).toMatch(/^None of our certified \*\*whey proteins\*\* is \$1\.00 or less a serving: I left out 1 because they cost more than \$1\.00 a serving/);
  });
});
