import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/duty-substances-11.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Duty and clock situations (aircrew, night shifts, fire watch, staff duty, rucks, range days in
 * the heat, drug tests, long flights) and substances a chat may not know by the name said (gas
 * station and smoke shop products, SARMs by code, peptides, stimulant other names), answered
 * through the chat API with our real guides searched. Each answer is printed on an OWN-ANSWER
 * line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("duty, timing and unknown substances (round 11)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(49);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
