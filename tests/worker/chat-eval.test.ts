import { env } from "cloudflare:test";
import { safetyData } from "../../worker/middleware/safety-data";
import { loadSafetyState } from "~/.server/safety/state";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPricedCatalogue } from "~/.server/catalogue";
import { articlePassages } from "~/.server/chat/knowledge";
import { buildChatContext, conversationFromMessages, type PicksByCategory } from "~/domain/chat/context";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import type { AppEnv } from "../../worker/types";
import { EVAL_CASES } from "../chat-eval/cases";
import { EVAL_KINDS, type EvalCase, type EvalKind, judge, productsNamed, turnExpectation } from "../chat-eval/judge";
import { ORIGIN, seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * The evaluation set, run through the chat API in workerd on the embedded engine (the model
 * factory gives no model). Each case is one test; the pass rate by kind is printed at the end.
 */

// The research prices, as `npm run db:seed` loads them, so budget and "cheapest" questions have prices to read.
await seedResearchPrices(env);
// The guides and articles of content/, as the seed writes them; answers draw on them through the site's own search.
const content = await seedRealContent(env);
const catalogue = (await getPricedCatalogue(env, await loadSafetyState(env))).listProducts();
const results = new Map<EvalKind, { passed: number; total: number }>(EVAL_KINDS.map((k) => [k, { passed: 0, total: 0 }]));

let ip = 0;
const app = new Hono<AppEnv>();
app.onError(handleError);
app.use(safetyData);
app.route("/api/chat", createChatApi(() => null, articlePassages));

let picks: PicksByCategory | null = null;

async function ask(message: string, history: Array<{ role: "user" | "assistant"; content: string }>): Promise<string> {
  // The context the site's own chat client sends.
  const context = buildChatContext({ message, history, state: conversationFromMessages(history), picks });
  const res = await app.request(
    "/api/chat",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `192.0.2.${(ip++ % 200) + 20}` },
      body: JSON.stringify({ message, context }),
    },
    env,
  );
  expect(res.status).toBe(200);
  return (await res.json<{ response: string }>()).response;
}

async function run(evalCase: EvalCase): Promise<string[]> {
  const history: Array<{ role: "user" | "assistant"; content: string }> = [];
  const earlier: ReturnType<typeof productsNamed>[] = [];
  const problems: string[] = [];
  for (const [i, turn] of evalCase.turns.entries()) {
    const answer = await ask(turn.say, history);
    if (turn.expect) {
      for (const p of judge(answer, turnExpectation(evalCase, turn.expect), { catalogue, earlier, articles: content.sectionText })) {
        problems.push(`turn ${i + 1} ("${turn.say}"): ${p}`);
      }
    }
    history.push({ role: "user", content: turn.say }, { role: "assistant", content: answer });
    earlier.push(productsNamed(answer, catalogue));
  }
  return problems;
}

beforeAll(async () => {
  const res = await app.request("/api/chat/offline-picks", {}, env);
  picks = (await res.json<{ picks: PicksByCategory }>()).picks;
});

afterAll(() => {
  const rows = [...results].filter(([, r]) => r.total > 0).map(([kind, r]) => `${kind.padEnd(12)} ${String(r.passed).padStart(3)}/${String(r.total).padEnd(3)} ${((100 * r.passed) / r.total).toFixed(0).padStart(3)}%`);
  const passed = [...results.values()].reduce((n, r) => n + r.passed, 0);
  console.log(`CLEARED AI evaluation, engine path (${EVAL_CASES.length} cases)\n${rows.join("\n")}\nall          ${passed}/${EVAL_CASES.length}`);
});

describe("CLEARED AI evaluation set (engine)", () => {
  it("has at least 80 cases covering every kind", () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(EVAL_CASES.map((c) => c.kind))).toEqual(new Set(EVAL_KINDS));
    expect(new Set(EVAL_CASES.map((c) => c.id)).size).toBe(EVAL_CASES.length);
  });

  it.each(EVAL_CASES)("[$kind] $id", async (evalCase) => {
    const problems = await run(evalCase);
    const tally = results.get(evalCase.kind);
    if (tally) {
      tally.total++;
      if (problems.length === 0) tally.passed++;
    }
    expect(problems).toEqual([]);
  });
});
