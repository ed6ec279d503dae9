import { env } from "cloudflare:test";
import { beforeAll, describe, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/turns-11.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(111);

beforeAll(() => chat.loadPicks());

/** The canned question a follow-up must never get when the conversation already says the topic. */
const CANNED = [/What category interests you/i, /^What are you looking for\?/m];

describe("follow-up turns are read against the conversation (round 11)", () => {
  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i", canned: CANNED });
  });
});
