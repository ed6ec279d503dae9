import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/lead-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Product and knowledge questions where a careless lead shows: the answer must open on what the
 * person asked (never a canned paragraph about another subject), say nothing twice, keep every
 * caution owed, and stay short. Asked through the chat API with our real guides searched; each
 * answer is printed on an OWN-ANSWER line and its length on a LEAD-WORDS line.
 */

interface LeadConversation extends OwnConversation {
  /** Subjects the opening paragraph must not be about. */
  opensNever?: string[];
  /** Said at most once: the same point made twice is padding. */
  once?: string[];
}

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(112);
/** Still failing: the wrong guide section chosen, a point repeated in new words, a constraint read late. */
const OPEN = new Set<string>(["l01", "l02", "l03", "l11", "l19", "l20", "l21", "l26", "l27", "l36", "l39", "l44", "l45", "l46"]);
const lengths: number[] = [];

beforeAll(() => chat.loadPicks());

/** Words a person reads: a link counts by its text. */
const wordsRead = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").split(/\s+/).filter(Boolean).length;

const opening = (text: string) => text.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";

/** Paragraphs of ten words or more that say the same thing as an earlier one. */
function repeatedParagraphs(text: string): string[] {
  const seen: Array<Set<string>> = [];
  const repeats: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const words = new Set(paragraph.toLowerCase().replace(/\]\([^)]*\)/g, "]").match(/[a-z0-9]+/g) ?? []);
    if (words.size < 10) continue;
    const same = seen.some((earlier) => {
      const shared = [...words].filter((w) => earlier.has(w)).length;
      return shared / Math.min(words.size, earlier.size) >= 0.8;
    });
    if (same) repeats.push(paragraph.slice(0, 80));
    seen.push(words);
  }
  return repeats;
}

describe("the opening answers the question (lead)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(46);
  });

  const check = async (c: LeadConversation) => {
    const said = await chat.converse(c.turns);
    const last = said.at(-1) ?? "";
    lengths.push(wordsRead(last));
    console.log(`LEAD-WORDS ${c.id} ${wordsRead(last)}`);
    expectOwnAnswers(c, said, { flags: "i" });
    const first = opening(last);
    expect((c.opensNever ?? []).filter((p) => new RegExp(p, "im").test(first))).toEqual([]);
    expect(repeatedParagraphs(last)).toEqual([]);
    expect((c.once ?? []).filter((p) => (last.match(new RegExp(p, "gi")) ?? []).length > 1)).toEqual([]);
  };
  const all = conversations as LeadConversation[];
  it.each(all.filter((c) => !OPEN.has(c.id)))("$id: $expected", check);
  it.fails.each(all.filter((c) => OPEN.has(c.id)))("$id (open): $expected", check);

  afterAll(() => {
    const sorted = [...lengths].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    console.log(`LEAD-MEDIAN ${median} over ${sorted.length} answers`);
  });
});
