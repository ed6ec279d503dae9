/**
 * First-byte time of POST /api/chat/stream on the engine path against GET /api/health, in the
 * same run against the production build served locally (`npm run build` first):
 *
 *   node scripts/bench-chat.ts [rounds]
 *
 * The cron job runs first, so the chat snapshot records that Workers AI (remote-only) did not
 * answer and the chat answers from its engine without trying the model. Requests alternate
 * between the two endpoints so both see the same machine load; the figure to read is the ratio.
 */
import { startPreviewServer } from "./lib/preview-server.ts";

const rounds = Number(process.argv[2] ?? 40);
const prompts = ["Best pre-workout?", "Protein for recovery", "Help with sleep", "Vitamins for energy", "no stim"];

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
  // Warm-up: the first requests pay for module loading.
  for (let i = 0; i < 3; i++) {
    await firstByteMs(`${server.url}/api/health`);
    await firstByteMs(`${server.url}/api/chat/stream`, chatInit(prompts[0], i));
  }
  for (let i = 0; i < rounds; i++) {
    health.push(await firstByteMs(`${server.url}/api/health`));
    chat.push(await firstByteMs(`${server.url}/api/chat/stream`, chatInit(prompts[i % prompts.length], i + 10)));
  }
  const h = stats(health);
  const c = stats(chat);
  const fmt = (s: ReturnType<typeof stats>) => `median ${s.median.toFixed(1)} ms, p90 ${s.p90.toFixed(1)} ms, min ${s.min.toFixed(1)} ms`;
  console.log(`GET  /api/health       first byte: ${fmt(h)} (${rounds} requests)`);
  console.log(`POST /api/chat/stream  first byte: ${fmt(c)} (${rounds} requests, engine path)`);
  console.log(`ratio chat/health (median): ${(c.median / h.median).toFixed(2)}`);
} finally {
  server.stop();
}

function chatInit(message: string, i: number): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      // One address per request keeps the benchmark under the per-client rate limit.
      "CF-Connecting-IP": `10.0.${Math.floor(i / 250)}.${i % 250}`,
    },
    body: JSON.stringify({ message, context: message === "no stim" ? { lastCategory: "pre-workout" } : {} }),
  };
}
