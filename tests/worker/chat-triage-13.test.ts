import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/triage-13.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Reactions and complaints after pre-workouts, energy drinks, fat burners, fish oil, magnesium,
 * creatine and multivitamins, mild, lasting or an emergency, with red flags present or denied,
 * and follow-ups asking whether to halve or stop, answered through the chat API with our real
 * guides searched: care now first only when an emergency sign is present, the known common cause
 * when a guide holds it, a referral on every complaint, and no product unless asked. Each answer
 * is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

/**
 * Still failing, kept as written: t01 and t13 say the thing in other words ("paraesthesia", "not
 * dangerous", "little by little"); t22 and t24 name fainting among the gut answer's care-now signs,
 * which the expectation forbids.
 */
const OPEN = new Set(["t01", "t13", "t22", "t24"]);

describe("symptoms and reactions answered for what was said", () => {
  itAnswersEach(conversations as OwnConversation[], 46, OPEN, chat.converse, { flags: "i" });
});
