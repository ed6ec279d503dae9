import { describe, expect, it } from "vitest";
import type { Understanding } from "~/domain/chat/understanding";
import conversations from "../chat-eval/own/filters-16.json";
import { converseRead } from "./chat-conversation";

/*
 * A filter or a kind of product is set only when the person asks for it for themselves: never from
 * what they already take, a drink they had, someone else's diet, a product's name, an idiom or a
 * story, and a wish for something (caffeine, carbs) never becomes its opposite. Each conversation
 * lists the filters that must be set and those that must not, and the answer's framing line names
 * only the filters set.
 */

interface FilterConversation {
  id: string;
  turns: string[];
  expected: string;
  sets?: string[];
  notSet?: string[];
  category?: string;
  notCategory?: string[];
  framed?: string;
  never?: string[];
}

/** Each filter the understanding holds, named as a person would state it. */
function filtersOf(u: Understanding): string[] {
  const keys = new Set<string>();
  for (const c of u.constraints) {
    if (c.kind === "diet") keys.add(c.diet === "lactose-free" ? "dairy-free" : c.diet);
    else if (c.kind === "exclude") keys.add(c.ingredient === "caffeine" ? "no-caffeine" : ["milk", "whey", "casein"].includes(c.ingredient) ? "dairy-free" : `no-${c.ingredient}`);
    else if (c.kind === "caffeineMax") keys.add(c.mg === 0 ? "no-caffeine" : "caffeine-cap");
    else if (c.kind === "form") keys.add("form");
    else keys.add("budget");
  }
  if (u.stimulantPreference === "no-stim") keys.add("no-caffeine");
  for (const a of u.avoid) keys.add(/sugar/i.test(a.ingredient) ? "no-sugar" : `no-${a.ingredient}`);
  return [...keys].sort();
}

/** Words a framing line uses for each filter. */
const FRAMING_WORDS: Record<string, RegExp> = {
  "no-caffeine": /no caffeine|caffeine-free|stim-free|no stimulants?|stimulant-free/i,
  "no-sugar": /no sugar|sugar-free|no added sugar/i,
  form: /\b(capsules?|tablets?|pills?|softgels?|gummies|gummy|powders?|liquids?)\b/i,
  vegan: /vegan/i,
  "dairy-free": /dairy-free|no dairy|no milk|lactose-free/i,
  "gluten-free": /gluten/i,
};

/** The lines that say what the picks were chosen to fit. */
const framingLines = (text: string) => text.split("\n").filter((l) => /\b(?:picks|options) that (?:fit|keep)\b|^Noted: |I'll keep to that/i.test(l));

const all = conversations as FilterConversation[];

/**
 * Still short of what was written, for reasons beyond a filter nobody set: flt09 ("cant do caffeine,
 * it makes my heart race") is answered as a heart episode with no picks; flt22 ("prediabetic, keep
 * sugar low") and flt42 ("dairy makes me bloat") set no limit at all; flt48 keeps a barracks ban the
 * person is outside of ("im off post tho").
 */
// flt01, flt15: a branded can we hold no caffeine figure for leaves the day's total unknown, and
// the intake rule then keeps caffeine out of the picks (docs/decisions/0136); these ask for no filter.
const OPEN = new Set(["flt01", "flt09", "flt15", "flt22", "flt42", "flt48"]);

describe("a filter is set only when the person asks for it", () => {
  it("holds the conversations", () => {
    expect(all).toHaveLength(50);
  });

  const check = (c: FilterConversation) => {
    const { answer, understanding } = converseRead(c.turns);
    const filters = filtersOf(understanding);
    console.log(`OWN-ANSWER ${JSON.stringify({ id: c.id, filters, categories: understanding.categories, answer: answer.text })}`);
    const framing = framingLines(answer.text).join("\n");
    expect((c.sets ?? []).filter((f) => !filters.includes(f))).toEqual([]);
    expect((c.notSet ?? []).filter((f) => filters.includes(f))).toEqual([]);
    expect((c.notSet ?? []).filter((f) => FRAMING_WORDS[f]?.test(framing))).toEqual([]);
    if (c.framed) expect(framing).toMatch(new RegExp(c.framed, "i"));
    if (c.category) expect(understanding.categories).toContain(c.category);
    expect((c.notCategory ?? []).filter((k) => understanding.categories.includes(k as never))).toEqual([]);
    expect((c.never ?? []).filter((p) => new RegExp(p, "i").test(answer.text))).toEqual([]);
  };
  it.each(all.filter((c) => !OPEN.has(c.id)))("$id: $expected", check, 30_000);
  it.fails.each(all.filter((c) => OPEN.has(c.id)))("$id (open): $expected", check, 30_000);
});
