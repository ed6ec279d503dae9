import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/scope-14.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Whose and when each thing said is: another person's condition, medicine, diet or drinks, a
 * reaction long over, a "what if", drinks said as use and limits said as limits, and limits
 * meeting food and drink advice, answered through the chat API with our real guides searched.
 * Only the person's own present situation sets their limits and cautions; someone else's is
 * spoken of in the third person for a request made for them; a past reaction is history.
 * Each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

/*
 * Still short of what was written: a guide passage quoted for a buddy's blood pressure speaks to
 * "you" (o03); the heat-illness signs line after a past heat exhaustion names 911 for signs that
 * may come back (p05).
 */
const OPEN = new Set(["o03", "p05"]);

beforeAll(() => chat.loadPicks());

describe("whose and when each thing said is", () => {
  itAnswersEach(conversations as OwnConversation[], 48, OPEN, chat.converse, { flags: "i" });
});
