import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/meds-13.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * A medicine named with the person's own supplements (by brand, generic or slang name), and
 * knowledge questions in two or three parts, answered through the chat API with our real guides
 * searched: each supplement named gets its own keep, space or ask-first line with its reason and
 * the referral, no pick list beside a medicine, and each part of a knowledge question is answered
 * in order without paragraphs nobody asked for. Each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

/*
 * Still short of what a careful adviser would say: berberine with metformin (no source held, and
 * not named back), magnesium with ciprofloxacin (no source held on the spacing), whether NSF
 * covers ZMA (the lookup is quoted, ZMA not named), the dose asked beside beta-alanine tingling,
 * and whether sun outdoors makes vitamin D enough (the upper-limit sections answer; the sun goes
 * unanswered since the fit stage keeps one of two sentences that repeat the same figures).
 */
const OPEN = new Set(["m19", "m23", "k01", "k11", "k07"]);

beforeAll(() => chat.loadPicks());

describe("medicines with the person's supplements, and knowledge questions in parts", () => {
  itAnswersEach(conversations as OwnConversation[], 48, OPEN, chat.converse, { flags: "i" });
});
