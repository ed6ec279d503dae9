import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/substances-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Substances named by a street or brand name, a chemical synonym of a DoD list entry, a tainted
 * "honey" or enhancement packet, a research chemical, two at once, or "only a little": each one
 * named is said plainly to be (or be sold as) what it is, with the source, its main risk where a
 * source states one and its DoD status; what cannot be identified is said to be unknown and not
 * safe for that. Each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

describe("substances named answered specifically", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(46);
  });

  it.each(conversations as OwnConversation[])("$id: $expected", async (c) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "i" });
  });
});
