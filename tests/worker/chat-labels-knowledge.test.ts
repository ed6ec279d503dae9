import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/labels-knowledge-10.json";
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

const CANNED = [/What category interests you/, /What is it for:/];

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("duty timing and knowledge conversations (round 10: seals, labels, tests, substances, life stages)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(66);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expect(c.products).toBeDefined();
    expectOwnAnswers(c, await chat.converse(c.turns), { canned: CANNED, flags: "i" });
  });
});
