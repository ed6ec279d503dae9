/**
 * First-chunk time of POST /api/chat/stream on the engine path against GET /api/health, in the
 * same run against the production build served locally (`npm run build` first):
 *
 *   node scripts/bench-chat.ts [rounds]
 *
 * The cron job runs first, so the chat snapshot records that Workers AI (remote-only) did not
 * answer and the chat answers from its engine without trying the model. Requests alternate
 * between the two endpoints so both see the same machine load; the figure to read is the ratio.
 * The prompts cover each kind of answer: picks, constraints, a follow-up read from its history,
 * a knowledge and a dosing question (which search the articles first), and an interaction.
 */
import { startPreviewServer } from "./lib/preview-server.ts";

const rounds = Number(process.argv[2] ?? 60);
type Turn = { role: "user" | "assistant"; content: string };
interface Prompt {
  kind: string;
  message: string;
  history?: Turn[];
}

const prompts: Prompt[] = [
  { kind: "recommend", message: "Best pre-workout?" },
  { kind: "constraint", message: "I'm lactose intolerant, what protein powder won't wreck my stomach?" },
  {
    kind: "follow-up",
    message: "which of those is cheapest?",
    history: [
      { role: "user", content: "sleep aid without melatonin" },
      {
        role: "assistant",
        content: "1. **Klean Magnesium (90 vegetarian capsules)** by Klean Athlete — why. [Details](/compare/klean-magnesium)\n2. **Dream (PeptiSleep capsules)** by SwissRX — why. [Details](/compare/swissrx-dream)",
      },
    ],
  },
  { kind: "knowledge", message: "NSF vs Informed Sport?" },
  { kind: "dosing", message: "can I take 2 scoops of pre before a 12 hr shift?" },
  { kind: "interaction", message: "I'm on sertraline, can I take the Peak Sleep Gummy?" },
];

async function firstByteMs(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
  const reader = res.body.getReader();
  const { value } = await reader.read();
  const elapsed = performance.now() - started;
  if (!value?.length) throw new Error(`${url}: empty body`);
  await reader.cancel();
  return elapsed;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p90: at(0.9), min: sorted[0] };
}

const server = await startPreviewServer("bench-chat");
try {
  const cron = await fetch(`${server.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  console.log(`cron trigger: ${cron.status}`);
  const health: number[] = [];
  const chat: number[] = [];
  const byKind = new Map<string, number[]>(prompts.map((p) => [p.kind, []]));
  // Warm-up: the first requests pay for module loading.
  for (let i = 0; i < 3; i++) {
    await firstByteMs(`${server.url}/api/health`);
    for (const [j, prompt] of prompts.entries()) await firstByteMs(`${server.url}/api/chat/stream`, chatInit(prompt, i * prompts.length + j));
  }
  for (let i = 0; i < rounds; i++) {
    const prompt = prompts[i % prompts.length];
    health.push(await firstByteMs(`${server.url}/api/health`));
    const ms = await firstByteMs(`${server.url}/api/chat/stream`, chatInit(prompt, i + 100));
    chat.push(ms);
    byKind.get(prompt.kind)?.push(ms);
  }
  const h = stats(health);
  const c = stats(chat);
  const fmt = (s: ReturnType<typeof stats>) => `median ${s.median.toFixed(1)} ms, p90 ${s.p90.toFixed(1)} ms, min ${s.min.toFixed(1)} ms`;
  console.log(`GET  /api/health       first chunk: ${fmt(h)} (${rounds} requests)`);
  console.log(`POST /api/chat/stream  first chunk: ${fmt(c)} (${rounds} requests, engine path)`);
  for (const [kind, samples] of byKind) {
    if (samples.length) console.log(`  ${kind.padEnd(12)} median ${stats(samples).median.toFixed(1)} ms, ratio ${(stats(samples).median / h.median).toFixed(2)}`);
  }
  console.log(`ratio chat/health (median): ${(c.median / h.median).toFixed(2)}`);
} finally {
  server.stop();
}

function chatInit(prompt: Prompt, i: number): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      // One address per request keeps the benchmark under the per-client rate limit.
      "CF-Connecting-IP": `10.0.${Math.floor(i / 250)}.${i % 250}`,
    },
    body: JSON.stringify({ message: prompt.message, context: { conversationHistory: prompt.history ?? [] } }),
  };
}
