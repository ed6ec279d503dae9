import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/lead-16.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Questions on protein, sleep, joints, caffeine and certification where stock text could come
 * before the answer, where the person ruled a thing out ("no melatonin", "I don't do stims",
 * "not looking for protein"), and emergencies where everyday advice does not belong, answered
 * through the chat API with our real guides searched: the answer to what was asked leads, a
 * safety line that must lead keeps its place, nothing on a thing ruled out, nothing said twice.
 * Each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

/** Still failing, kept as written: l12 gets the generic prescribed-medicine caution first though it names no medicine ("pills" is how it is swallowed). */
const OPEN = new Set(["l12"]);

describe("the answer leads, stock text only where it fits", () => {
  itAnswersEach(conversations as OwnConversation[], 42, OPEN, chat.converse, { flags: "i" });
});
