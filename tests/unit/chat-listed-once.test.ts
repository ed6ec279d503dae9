import { describe, expect, it } from "vitest";
import { converse } from "./chat-conversation";

/*
 * A listed substance we know by name gets the list's verdict and what we know of it, then one
 * line on where to check and whom to ask: the same check said twice is boilerplate a reader skims.
 */

const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern.source, "gi")) ?? []).length;

describe("a listed substance we know: where to check is said once", () => {
  it.each([
    "buddy from the smoke shop got me on kava shots, helps me sleep after duty. cool to keep drinking it?",
    "phenibut for sleep? amazon sells it so it must be legal",
    "thinking about an ostarine run before selection, its not a steroid right",
  ])("%s", (message) => {
    const { text } = converse([message]);
    expect(text).toMatch(/is on the DoD Prohibited Dietary Supplement Ingredients list/);
    expect(count(text, /Ask the Expert/)).toBe(1);
    expect(count(text, /DoD list on OPSS/)).toBe(1);
  });

  it("a listed ingredient said alone still gets the check and the expert", () => {
    const { text } = converse(["is 1,3-dimethylamylamine ok in a pre"]);
    expect(text).toMatch(/official DoD list on OPSS/);
    expect(text).toMatch(/Ask the Expert/);
  });
});
