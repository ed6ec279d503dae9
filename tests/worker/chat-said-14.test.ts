import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { wordsOf } from "~/domain/chat/said-before";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/said-14.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Conversations of two and three turns (medicines, conditions, products, myths, knowledge,
 * substances), answered through the chat API with our real guides searched, as a person reads
 * the whole conversation: nothing an earlier answer said is said again (a paragraph, or one
 * nearly the same), the new question of the turn is answered first, and a turn that asks for
 * other options gets picks the last answer did not give. Each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(141);

interface SaidConversation extends OwnConversation {
  /** The last turn asks for other options: at least one pick the answer before did not give. */
  newPicks?: boolean;
}

/** Share of the shorter paragraph's words found in the other: 1 for the same paragraph. */
function overlap(a: readonly string[], b: readonly string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const pool = new Set(long);
  return short.filter((w) => pool.has(w)).length / short.length;
}

/** Paragraphs of the last answer, of a dozen words or more, that an earlier answer already said. */
function repeatedParagraphs(said: readonly string[]): string[] {
  const earlier = said.slice(0, -1).flatMap((a) => a.split(/\n\s*\n/)).map(wordsOf).filter((w) => w.length >= 12);
  const last = (said.at(-1) ?? "").split(/\n\s*\n/);
  return last.filter((p) => {
    const w = wordsOf(p);
    return w.length >= 12 && earlier.some((e) => overlap(w, e) >= 0.85 && Math.min(w.length, e.length) / Math.max(w.length, e.length) >= 0.6);
  });
}

const picksIn = (answer: string) => [...answer.matchAll(/\/compare\/[a-z0-9-]+/g)].map((m) => m[0]);

async function check(c: SaidConversation) {
  const said = await chat.converse(c.turns);
  expectOwnAnswers(c, said, { flags: "i" });
  expect(repeatedParagraphs(said)).toEqual([]);
  if (c.newPicks) {
    const before = new Set(picksIn(said.at(-2) ?? ""));
    expect(picksIn(said.at(-1) ?? "").filter((p) => !before.has(p)).length).toBeGreaterThan(0);
  }
}

/*
 * Still short of what a careful adviser would say: picks named again when the follow-up picks
 * among them or none other fits (s08, s28, s29, s42), an amount asked again answered in full
 * (s24, s40), signs to act on said again (s22), a stim-free answer worded "no caffeine" (s02,
 * s26), and follow-ups whose new question the draft itself misses (s04, s07, s14, s18, s19, s23,
 * s30, s31, s38, s39).
 */
const OPEN = new Set<string>(["s02", "s04", "s07", "s08", "s14", "s18", "s19", "s22", "s23", "s24", "s26", "s28", "s29", "s30", "s31", "s38", "s39", "s40", "s42"]);
const all = conversations as SaidConversation[];

beforeAll(() => chat.loadPicks());

describe("nothing said twice in a conversation, and the new question answered first", () => {
  it("holds the conversations", () => {
    expect(all).toHaveLength(42);
  });
  it.each(all.filter((c) => !OPEN.has(c.id)))("$id: $expected", check);
  it.fails.each(all.filter((c) => OPEN.has(c.id)))("$id (open): $expected", check);
});
