import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/practical-15.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Goals that food and habits serve before any product: protein without dairy or meat, iron,
 * vitamin D in dark winters, omega-3 without fish, calcium, salt and fluid in the heat, sleep on
 * nights and rotating shifts, nerves before a board and who to call. Answered through the chat
 * API with our real guides searched: a few concrete food or habit lines that keep the person's
 * stated limits, then picks if any fit. Each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

/**
 * Still failing, kept as written: p13 asks for keto sodium from food, for which we hold no source;
 * p30 gets the caffeine sum without the day-sleep steps; p32's jet-lag answer names no light; p23,
 * p36 and p42 quote guide sentences that name eggs, fish or whey while explaining them, which the
 * expectations forbid anywhere in the answer.
 */
const OPEN = new Set(["p13", "p23", "p30", "p32", "p36", "p42"]);

describe("practical help beyond a product", () => {
  itAnswersEach(conversations as OwnConversation[], 46, OPEN, chat.converse, { flags: "i" });
});
