import { env } from "cloudflare:test";
import { beforeAll, describe } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { itAnswersEach, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/amounts-15.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Amounts counted right and limits named: a count of softgels, capsules, gummies or scoops read
 * against the serving on the product's card; a stated dose or multiple of a dose set against the
 * sourced upper limit (iron, zinc, magnesium, vitamins C and D, calcium); caffeine added over every
 * drink and product named, against 200 mg a day in pregnancy and 400 mg otherwise; a branded can
 * given its own figure only from a listed source, else called an estimate; and no answer that
 * states a figure and says it holds none. Answered through the chat API with our real guides.
 * Each answer is printed on an OWN-ANSWER line.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient(121);

/*
 * Still short of what a careful adviser would say: a brand's own can figure (Bang, Celsius) that no
 * listed source gives us yet; vitamin C and calcium, whose upper limits the table does not hold; a
 * "2 pills instead of 1" read as a switch; an amount said a sentence after its nutrient ("tripling
 * my iron pills. theyre 18 mg each"); the max iron asked as a question; whose pregnancy it is.
 */
const OPEN = new Set(["l02", "l03", "l05", "l07", "l12", "p06", "b01", "b02", "b03"]);

beforeAll(() => chat.loadPicks());

describe("every amount counted per unit and set against the limit that applies", () => {
  itAnswersEach(conversations as OwnConversation[], 44, OPEN, chat.converse, { flags: "i" });
});
