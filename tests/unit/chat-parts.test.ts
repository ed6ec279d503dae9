import { describe, expect, it } from "vitest";
import { asksIn } from "~/domain/chat/asks";
import { startsNewSubject } from "~/domain/chat/new-subject";
import { partAnswered, partSection } from "~/domain/chat/part-sections";
import type { PassageHit } from "~/domain/chat/passages";
import { categoriesNamed } from "~/domain/chat/vocabulary";

const section = (heading: string, text: string): PassageHit => ({ slug: "guide", kind: "guide", postTitle: "A guide", heading, anchor: heading.toLowerCase().replace(/\W+/g, "-"), text, snippet: "", rank: 0 });

describe("each part of a message", () => {
  it("splits a numbered lead-in and reads 'how much ... need' as a question", () => {
    const asks = asksIn("3 questions: how much creatine a day, does it have to be monohydrate, and can i mix it with my coffee");
    expect(asks.map((a) => [a.text, a.kind])).toEqual([
      ["how much creatine a day", "question"],
      ["does it have to be monohydrate", "question"],
      ["can i mix it with my coffee", "question"],
    ]);
    expect(asksIn("how much protein do i need a day").map((a) => a.kind)).toEqual(["question"]);
  });

  it("routes a part to the section whose heading names it and echoes the question", () => {
    const [howMuch] = asksIn("how much should i actually drink on a ruck");
    const hits = [section("Why is drinking too much dangerous?", "Drinking far more than you sweat dilutes sodium."), section("How much should I drink per hour in the heat?", "Drink to the posted category, never over 1.5 quarts an hour.")];
    expect(partSection(howMuch, hits)?.heading).toBe("How much should I drink per hour in the heat?");
  });

  it("counts a part answered only by a sentence about it, in its form", () => {
    const asks = asksIn("how much protein do i need, when should i eat it, and is casein before bed worth it");
    const when = asks[1];
    expect(partAnswered(when, "protein eaten before sleep raises muscle protein synthesis overnight.", asks)).toBe(false);
    expect(partAnswered(when, "eat protein within a few hours after the session.", asks)).toBe(true);
    expect(partAnswered(asks[0], "protein is food.", asks)).toBe(false);
    expect(partAnswered(asks[0], "most people need 1.4 to 2.0 g of protein per kg a day.", asks)).toBe(true);
  });
});

describe("a new subject", () => {
  it("starts when the person says the subject changes", () => {
    expect(startsNewSubject("different question, do i need b12 and iron if im vegan")).toBe(true);
    expect(startsNewSubject("ok switching gears, whats a good vitamin d")).toBe(true);
    expect(startsNewSubject("which has the least caffeine")).toBe(false);
    expect(startsNewSubject("and how much should i take")).toBe(false);
  });

  it("reads no hydration category in monohydrate", () => {
    expect(categoriesNamed("does it have to be monohydrate")).toEqual([]);
  });
});
