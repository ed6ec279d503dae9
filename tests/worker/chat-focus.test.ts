import { env } from "cloudflare:test";
import { beforeAll, describe, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/focus-10.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("the answer first, and only what was asked (round 10)", () => {
  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
