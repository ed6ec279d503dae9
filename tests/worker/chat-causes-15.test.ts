import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/causes-15.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Something that happened after a supplement (a hot red flush, pins and needles, loose stools,
 * constipation or dark stools, bright yellow urine, fishy burps, nausea, jitters, grogginess,
 * water weight), named as an ingredient, a catalogue product or a kind, now or in an earlier turn,
 * answered through the chat API with our real guides searched: care first where it is owed (an
 * emergency stays one), then the common, usually harmless cause a pharmacist would name with
 * what to do about it, or plainly that the cause is not clear and who can tell; no product picks.
 * Each answer is printed on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

beforeAll(() => chat.loadPicks());

/**
 * Still failing, kept as written: c05 and c42 name beta-alanine's tingle but as "not dangerous",
 * which their wording does not accept; c04's "fell asleep" reads as the sleep category and gets
 * sleep picks; c08 names a sleep shot we cannot identify; c39 (ringing ears after
 * collagen) has no effect words; c34's "jittery" sets a caffeine limit and gets
 * low-caffeine picks.
 */
const OPEN = new Set(["c04", "c05", "c08", "c34", "c39", "c42"]);

describe("a symptom after a supplement gets its likely cause", () => {
  itAnswersEach(conversations as OwnConversation[], 46, OPEN, chat.converse, { flags: "i" });
});
