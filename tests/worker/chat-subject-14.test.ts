import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/subject-14.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Messages about a food or drink, a kind of product we do not carry, two things compared, a claim,
 * or what to tell the chain of command or a doctor, answered through the chat API with our real
 * guides searched: the answer's first paragraph speaks to the thing asked about (a guide section
 * on it, or plainly that we hold nothing on it and who can answer), a comparison gets both sides,
 * and picks of another kind are never listed as if they answered. Each answer is printed on an
 * OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(141);

const OPEN = new Set<string>([]);

beforeAll(() => chat.loadPicks());

describe("the answer is about what was asked", () => {
  itAnswersEach(conversations as OwnConversation[], 44, OPEN, chat.converse, { flags: "i" });
});
