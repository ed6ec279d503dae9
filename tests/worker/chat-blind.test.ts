import { env } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import { loadSafetyState } from "~/.server/safety/state";
import { articlePassages } from "~/.server/chat/knowledge";
import { buildChatContext, conversationFromMessages, type PicksByCategory } from "~/domain/chat/context";
import { falseClaimIn } from "~/domain/chat/ground";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import { safetyData } from "../../worker/middleware/safety-data";
import type { AppEnv } from "../../worker/types";
import blindSet from "../chat-eval/blind/blind-1.json";
import { type Expect, judge, type ProductRule } from "../chat-eval/judge";
import { ORIGIN, seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * The first blind set (questions written without sight of the code), as a regression test of
 * its machine-checkable parts: the constraints stated are kept by every product named, no
 * product where none should be given, no known false claim, never the out-of-scope reply, and
 * the caution its class needs. Each answer is printed on a BLIND-ANSWER line, so a run can be
 * saved for an independent judge (tests/chat-eval/blind/blind-1-answers-after.json).
 */

interface BlindItem {
  id: string;
  class: "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H";
  turns: string[];
  expect: { constraints: string[]; mustNotSet: string[]; mustInclude: string[]; mustNot: string[]; productsAllowed: boolean };
}

const ITEMS = blindSet as BlindItem[];

await seedResearchPrices(env);
const content = await seedRealContent(env);
const catalogue = (await getPricedCatalogue(env, await loadSafetyState(env))).listProducts();

const app = new Hono<AppEnv>();
app.onError(handleError);
app.use(safetyData);
app.route("/api/chat", createChatApi(() => null, articlePassages));
let picks: PicksByCategory | null = null;
let ip = 0;

async function ask(message: string, history: Array<{ role: "user" | "assistant"; content: string }>): Promise<string> {
  const context = buildChatContext({ message, history, state: conversationFromMessages(history), picks });
  const res = await app.request(
    "/api/chat",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${(ip++ % 200) + 20}` },
      body: JSON.stringify({ message, context }),
    },
    env,
  );
  expect(res.status).toBe(200);
  return (await res.json<{ response: string }>()).response;
}

/** The product rules of the judge that a stated constraint maps to; budget and gluten have no label rule. */
const RULES: Record<string, ProductRule[]> = {
  "dairy-free": ["no-milk"],
  vegan: ["vegan"],
  "stimulant-free": ["no-caffeine"],
  "caffeine-free": ["no-caffeine"],
  "capsule-form": [{ form: /capsule|tablet|softgel/i }],
  "caffeine-limit": [{ caffeineMax: 100 }],
};

/** What each class must say, whatever else it says. */
const CLASS_MENTIONS: Partial<Record<BlindItem["class"], RegExp[]>> = {
  D: [/OPSS|DoD/],
  E: [/911|emergency|medical care|sick call|provider/i],
  G: [/provider|pharmacist|doctor|prescriber|cardiolog|clinician|OB/],
  H: [/\?/],
};

function expectationFor(item: BlindItem): Expect {
  return {
    rules: item.expect.constraints.flatMap((c) => RULES[c] ?? []),
    ...(item.expect.productsAllowed ? {} : { max: 0 }),
    mentions: CLASS_MENTIONS[item.class],
  };
}

beforeAll(async () => {
  const res = await app.request("/api/chat/offline-picks", {}, env);
  picks = (await res.json<{ picks: PicksByCategory }>()).picks;
});

describe("blind set 1 (regression)", () => {
  it("holds the 72 questions of the first blind set", () => {
    expect(ITEMS).toHaveLength(72);
  });

  it.each(ITEMS)("[$class] $id", async (item) => {
    const history: Array<{ role: "user" | "assistant"; content: string }> = [];
    const answers: string[] = [];
    for (const say of item.turns) {
      const answer = await ask(say, history);
      answers.push(answer);
      history.push({ role: "user", content: say }, { role: "assistant", content: answer });
    }
    console.log(`BLIND-ANSWER ${JSON.stringify({ id: item.id, answers })}`);
    const last = answers.at(-1) ?? "";
    const problems = judge(last, expectationFor(item), { catalogue, earlier: [], articles: content.sectionText });
    for (const answer of answers) {
      const claim = falseClaimIn(answer);
      if (claim) problems.push(`false claim: ${claim.id}`);
      if (/\btests? every (?:lot|batch)\b/i.test(answer)) problems.push("says a certifier tests every lot");
    }
    expect(problems).toEqual([]);
  });
});
