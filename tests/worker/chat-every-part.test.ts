import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { falseClaimIn } from "~/domain/chat/ground";
import conversations from "../chat-eval/own/every-part-9.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Messages that ask more than one thing, or ask for a verdict ("is whey bad for you", "worth it
 * or a waste of money", "how long till it kicks in", "will it keep in a hot conex"), answered
 * through the chat API with our real guides searched, as a person reads them: the question
 * asked first is answered first, a verdict only from a guide section or said plainly to be one
 * we hold no source for, and picks where they were asked for. Each answer is printed on an
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
  products?: boolean;
}

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("every part of a message answered (round 9)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(35);
  });

  it.each(conversations as Conversation[])("$id: $expected", async (c) => {
    const said = await chat.converse(c.turns);
    console.log(`OWN-ANSWER ${JSON.stringify({ id: c.id, answers: said })}`);
    const last = said.at(-1) ?? "";
    const opening = last.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";
    if (c.opens) expect(opening).toMatch(new RegExp(c.opens, "i"));
    expect((c.says ?? []).filter((p) => !new RegExp(p, "i").test(last))).toEqual([]);
    expect((c.never ?? []).map((p) => new RegExp(p, "m")).filter((p) => p.test(last)).map(String)).toEqual([]);
    if (c.products !== undefined) expect(/\/compare\//.test(last)).toBe(c.products);
    expect(falseClaimIn(last)).toBeNull();
  });
});
