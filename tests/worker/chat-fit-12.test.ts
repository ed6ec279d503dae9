import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/fit-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Product asks of every category, with goals, moments (before, during, after, at night),
 * first-timers, packing and budgets, answered through the chat API with our real guides and
 * research prices: the first pick is the simplest product that does what was asked, nothing with
 * caffeine or a blend comes first unless asked for, "cheapest" is said only from known prices,
 * and a goal we cannot honestly serve is said plainly with who can help. Each answer is printed
 * on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(112);

beforeAll(() => chat.loadPicks());

describe("picks that fit what was asked", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(45);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "im" });
  });
});
