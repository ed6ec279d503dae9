import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/parts-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Messages that ask two or three things, and conversations that change subject, answered through
 * the chat API with our real guides searched: each part of the message gets its own answer in
 * the order asked (or one line naming who can answer it), and a new subject is not answered with
 * the last one's picks. Each answer is printed on an OWN-ANSWER line, so a run can be read.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("every part of a message and a new subject answered", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(47);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
