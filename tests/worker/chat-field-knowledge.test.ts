import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/field-knowledge-10.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Training, field and duty questions written in service members' words (fueling a ruck, event
 * day, caffeine by body weight, energy shots, the day after nights, deploying to heat, the field
 * without a fridge, cutting weight in the heat, coming back after heat illness, acclimatization,
 * cheap protein, what a stimulant-free pre-workout does), answered through the chat API with our
 * real guides searched: the answer must come from the guide section that holds it, first.
 */

const CANNED = [/What category interests you/, /What is it for:/];

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("training, field and duty knowledge conversations (round 10)", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(44);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { canned: CANNED });
  });
});
