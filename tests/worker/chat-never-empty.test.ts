import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type EngineAnswer, fixed } from "~/domain/chat/draft";
import { NO_GUIDE_REPLY } from "~/domain/chat/licence";
import { throughStages } from "~/domain/chat/never-empty";
import { chatApiClient } from "./chat-api-client";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * No chat answer goes out empty. A vitamin D product named in one message and a multivitamin's
 * IU in the next ("too much?") once fell through every branch of the engine's draft and came back
 * as an empty reply; the amounts are now added up across the turns, and a stage that leaves no
 * words keeps what the stage before it wrote.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(131);

beforeAll(() => chat.loadPicks());

const answer = (text: string): EngineAnswer => fixed("knowledge", text);

describe("a chat answer is never empty", () => {
  it("adds a vitamin D product named earlier to the IU of a multi said next", async () => {
    const [first, second] = await chat.converse(["I take a Klean-D 5000 each morning", "my multivitamin also has 2000 IU and I'm out in the sun all day at Fort Huachuca, is that too much?"]);
    // Both answers have words: the product named, then the sum against the upper limit.
    expect(first).toMatch(/Klean-D 5,000 IU/);
    expect(second).toMatch(/vitamin d/i);
    expect(second).toMatch(/7,000 IU/);
    expect(second).toMatch(/4,000 IU/);
  });

  it("keeps the earlier stage's answer when a stage leaves no words", () => {
    const kept = throughStages(answer("Keep to the label."), [(a) => ({ ...a, text: `${a.text} Count every product.` }), (a) => ({ ...a, text: "  \n" })]);
    expect(kept.text).toBe("Keep to the label. Count every product.");
  });

  it("says plainly that no guide answers when the draft wrote nothing", () => {
    expect(throughStages(answer(""), []).text).toBe(NO_GUIDE_REPLY);
  });
});
