import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { falseClaimIn } from "~/domain/chat/ground";
import conversations from "../chat-eval/own/duty-knowledge-8.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Duty-timing and knowledge conversations written in service members' words (a shift or a watch
 * as times, a bedtime, a deployment pack list, certifications, caffeine limits, myths), answered
 * through the chat API with our real guides searched, as a person reads them: what the first
 * paragraph says, what must be said, what must not (an unrelated guide section, a canned menu),
 * whether products are named, and no known false claim. Each answer is printed on an
 * OWN-ANSWER line, so a run can be read and judged.
 */

interface Conversation {
  id: string;
  turns: string[];
  /** What a careful adviser would answer, in a line. */
  expected: string;
  opens?: string;
  says?: string[];
  never?: string[];
  products: boolean;
}

const CANNED = [/What category interests you/, /What is it for:/];

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("duty timing and knowledge conversations (round 8)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(42);
  });

  it.each(conversations as Conversation[])("$id: $expected", async (c) => {
    const said = await chat.converse(c.turns);
    console.log(`OWN-ANSWER ${JSON.stringify({ id: c.id, answers: said })}`);
    const last = said.at(-1) ?? "";
    const opening = last.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";
    if (c.opens) expect(opening).toMatch(new RegExp(c.opens));
    expect((c.says ?? []).filter((p) => !new RegExp(p).test(last))).toEqual([]);
    expect([...(c.never ?? []).map((p) => new RegExp(p, "m")), ...CANNED].filter((p) => p.test(last)).map(String)).toEqual([]);
    expect(/\/compare\//.test(last)).toBe(c.products);
    expect(said.map((a) => falseClaimIn(a)?.id ?? null).filter(Boolean)).toEqual([]);
  });
});
