import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/moment-16.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * When each thing said happens: a plan ("gonna take 3 scoops tomorrow") is not an overdose now,
 * a past one-off or a habit given up is not today's caffeine, an amount over a week or a
 * deployment is not a day's total, a lab result is a finding about the person and leads, and a
 * schedule's sleep start sets the caffeine cut-off. Answered through the chat API with our real
 * guides searched; each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

/**
 * Still failing, kept as written: m19's finished Adderall is named as a DoD-listed substance and
 * gets no picks; m23's "caffeine pills" read as a pill form and a caffeine limit, so the shakes and
 * vomiting after 600 mg are taken for a wish and get no care-now text.
 */
const OPEN = new Set<string>(["m19", "m23"]);

describe("each event read at its moment", () => {
  itAnswersEach(conversations as OwnConversation[], 44, OPEN, chat.converse, { flags: "i" });
});
