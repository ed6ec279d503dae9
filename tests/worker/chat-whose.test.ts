import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/whose-10.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Whose situation it is: another person's diet, pregnancy, medicine or ban never narrows or
 * cautions the asker's own picks; a request for that person answers for them, in the third
 * person, with their situation applied; a condition remembered from an earlier turn stays with
 * picks and substances but not with a question about something else. Each answer is printed on
 * an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(110);

beforeAll(() => chat.loadPicks());

describe("whose situation it is (round 10)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(51);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
