import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/parts-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Messages that ask two or three things, and conversations that change subject, answered through
 * the chat API with our real guides searched: each part of the message gets its own answer in
 * the order asked (or one line naming who can answer it), and a new subject is not answered with
 * the last one's picks. Each answer is printed on an OWN-ANSWER line, so a run can be read.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

/*
 * Still answered short of what a careful adviser would say: a second substance we cannot name
 * (9-Me-BC), four cans added up to one figure, the kidney worry beside "is whey bad for you",
 * a condition's note opening a new subject's answer, joint pain, and a
 * new diabetic's creatine question without a search of its own.
 */
const OPEN = new Set(["p03", "p06", "p32", "p33"]);

beforeAll(() => chat.loadPicks());

describe("every part of a message and a new subject answered", () => {
  itAnswersEach(conversations as OwnConversation[], 47, OPEN, chat.converse, { flags: "i" });
});
