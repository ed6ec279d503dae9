import { describe, expect, it } from "vitest";
import { namesAskedSubstance } from "~/domain/chat/asked-substances";
import { askQueries } from "~/domain/chat/asks";
import { normalizeMessage } from "~/domain/chat/vocabulary";
import { describeWordingGroups } from "./chat-conversation";

/*
 * "Are those ok to take": a follow-up about picks, with and without picks given. Only a word that
 * names a substance said in the message is checked against the DoD list; a diet, a category or
 * a pronoun is not; a timing question gets the guide's section on timing.
 */

describe("an 'is X ok to take' check reads only substance words", () => {
  const notSubstances: Array<[string, string]> = [
    ["vegan", "is vegan protein ok to take"],
    ["protein", "are protein shakes safe"],
    ["gluten", "is gluten free stuff ok"],
    ["those", "are those ok to take"],
    ["electrolytes", "are electrolytes ok before a run"],
  ];
  it.each(notSubstances)("%s in %s", (word, message) => expect(namesAskedSubstance(word, { normalized: normalizeMessage(message) })).toBe(false));
  it("a substance said in the message is checked", () => expect(namesAskedSubstance("ashwagandha", { normalized: "is ashwagandha ok to take" })).toBe(true));
  it("a word carried from an earlier question is not", () => expect(namesAskedSubstance("creatine", { normalized: "is it ok to take at night" })).toBe(false));
});

describe("a timing question with no subject of its own searches the conversation's kind", () => {
  it.each(["are those ok to take right after PT or do i wait", "ok right after a workout?", "are those ok before a run"])("%s", (m) =>
    expect(askQueries(normalizeMessage(m), ["protein"]).some((q) => /protein .*when timing/.test(q))).toBe(true),
  );
});

describeWordingGroups("walk 9, those", [
  {
    kind: "those after no picks: said plainly, no diet or category word checked against the list",
    messages: [
      ["im vegan and gluten free, need protein", "are those ok to take right after PT or do i wait"],
      ["vegan and gluten free, what protein do you have", "are those safe to take after PT"],
      ["im vegan and gluten free, need protein", "is it ok to take at night"],
      ["im vegan and gluten free, need protein", "is that safe to take with coffee"],
    ],
    says: [/no picks/],
    never: [/\bVegan\b.*not match any entry/, /\bProtein\b.*not match any entry/, /\bGluten\b.*not match any entry/],
  },
  {
    kind: "those after picks: no category word checked against the list",
    messages: [
      ["need a whey protein powder", "is it ok to take at night"],
      ["need a whey protein powder", "are those ok to take right after PT or do i wait"],
      ["need an electrolyte drink", "are those ok before a run"],
    ],
    says: [],
    never: [/not match any entry/, /no picks/],
  },
]);
