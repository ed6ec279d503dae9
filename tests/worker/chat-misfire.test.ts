import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/misfire-10.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * A canned block fires on what the person meant, not on its words: advice received is no event,
 * a past episode that is over or a preference is no state now, a clock time before a start is
 * no bedtime, a dose in a question is no dose taken; and a real emergency still opens with care
 * now, before any interaction paragraph. Answered through the chat API with our real guides
 * searched; each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("a template fires only on what the person meant (round 10)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(57);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
