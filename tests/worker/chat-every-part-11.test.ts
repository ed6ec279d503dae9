import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/every-part-11.json";
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

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("every part of a message answered (round 11)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(44);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
