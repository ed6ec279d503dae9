import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import conversations from "../chat-eval/own/every-part-9.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

interface Conversation {
  id: string;
  turns: string[];
  expected: string;
}

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("every part of a message answered", () => {
  it.each((conversations as Conversation[]).filter((c) => !process.env.ONLY || c.id === process.env.ONLY))("$id: $expected", async (c) => {
    const said = await chat.converse(c.turns);
    console.log(`OWN-ANSWER ${JSON.stringify({ id: c.id, answers: said })}`);
    expect(said.length).toBe(c.turns.length);
  });
});
