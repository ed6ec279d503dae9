import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/sums-14.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Amounts and times a person states ("3 cups", "6-8 pieces of gum", "5000 IU plus the 2000 in my
 * multi", "last can at 2300, rack at 0100"), answered through the chat API with our real guides
 * searched: the amounts are added up and set against the limit that applies, the sum and its
 * verdict first; an amount we hold no figure for is named as the reason no sum can be made; and
 * stated clock times are read into one timeline with the latest caffeine time that fits.
 * Each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

const OPEN = new Set<string>([]);

beforeAll(() => chat.loadPicks());

describe("stated amounts added up, stated times read into one timeline", () => {
  itAnswersEach(conversations as OwnConversation[], 46, OPEN, chat.converse, { flags: "i" });
});
