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

/*
 * Still open: a jet-lag or night-shift sleep question answered from its guide section with no
 * picks beside it (f29, f30), and "which is cheapest" after picks counting the prices held among
 * the picks shown, not the category's (f41).
 */
const OPEN = new Set(["f29", "f30", "f41"]);

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(112);

beforeAll(() => chat.loadPicks());

describe("picks that fit what was asked", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(45);
  });

  const check = async (c: OwnConversation) => {
    expectOwnAnswers(c, await chat.converse(c.turns), { flags: "im" });
  };
  it.each((conversations as OwnConversation[]).filter((c) => !OPEN.has(c.id)))("$id: $expected", check);
  it.fails.each((conversations as OwnConversation[]).filter((c) => OPEN.has(c.id)))("$id (open): $expected", check);
});
