/**
 * The load run (not part of npm test): CLEARED AI streams and page traffic at once, against the
 * production build under `wrangler dev --local` with a fresh migrated and seeded state.
 *
 *   npm run load [-- --streams 200 --connections 50 --duration 60 --no-build]
 *
 * `streams` clients each post a chat question to /api/chat/stream, read the answer to its end
 * and ask again, until the time is up; meanwhile autocannon keeps `connections` connections busy
 * on the pages below. Every answer other than 2xx and 429 (the rate limit doing its job) counts
 * as an error, and so does a stream that breaks off. The resident memory of the Worker's workerd
 * process and of wrangler's proxy process is sampled every five seconds, and read against the
 * same two under a hello-world Worker and the same page load afterwards; the Worker's own heap is
 * read after a full collection before and after the run. Writes bench/load.json and prints a
 * summary; exits 1 when there was an error.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import autocannon from "autocannon";
import { BENCH_PAGES } from "./lib/bench-pages.ts";
import { startHelloWorld } from "./lib/hello-world.ts";
import { applyLocalMigrations } from "./lib/local-state.ts";
import { workerHeapMb } from "./lib/worker-heap.ts";
import { PREVIEW_VARS } from "./lib/local-vars.ts";
import { startWranglerDev } from "./lib/wrangler-server.ts";
import { seedDatabase } from "./seed.ts";

const { values: options } = parseArgs({
  options: {
    streams: { type: "string", default: "200" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "60" },
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "bench" },
  },
});
const streams = Number(options.streams);
const connections = Number(options.connections);
const durationS = Number(options.duration);


// Questions of each kind the chat answers: picks, constraints, knowledge, follow-ups.
const QUESTIONS = [
  "What's the best pre-workout without a lot of caffeine?",
  "I'm lactose intolerant, which protein should I take?",
  "Sleep help without melatonin?",
  "Is DMAA allowed for service members?",
  "What does NSF Certified for Sport mean?",
  "Cheapest creatine per dose?",
  "I take an SSRI, is ashwagandha ok?",
  "Best electrolytes for a long ruck in the heat",
];

function log(message: string) {
  process.stderr.write(`[load] ${message}\n`);
}

/** Resident memory in MB of the Worker's workerd process and of wrangler's proxy process. */
interface ProcessMemory {
  workerMb: number;
  proxyMb: number;
}

/**
 * Resident memory of the two workerd processes `wrangler dev` starts, in MB (Linux): the runtime
 * of the Worker itself (the one started with an inspector) and wrangler's proxy runtime in front
 * of it, which runs none of the site's code. Both grow under load even for hello-world, so the
 * proxy's growth tells what the local runtime takes on its own.
 */
function workerdRssMb(processGroup: number): ProcessMemory {
  const ps = spawnSync("ps", ["-e", "-o", "pgid=,rss=,args="], { encoding: "utf8" });
  const sizes: ProcessMemory = { workerMb: 0, proxyMb: 0 };
  for (const line of ps.stdout.split("\n")) {
    const [, group, kb, args] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line) ?? [];
    if (Number(group) !== processGroup || !args?.includes("workerd serve")) continue;
    const role = args.includes("--inspector-addr") ? "workerMb" : "proxyMb";
    sizes[role] += Math.round(Number(kb) / 1000);
  }
  return sizes;
}

interface ChatTally {
  started: number;
  completed: number;
  rateLimited: number;
  errors: Map<string, number>;
  firstChunkMs: number[];
  totalMs: number[];
}

function countError(tally: ChatTally, reason: string) {
  tally.errors.set(reason, (tally.errors.get(reason) ?? 0) + 1);
}

/** One chat client: ask, read the stream to its end, ask again, until `deadline`. */
async function chatClient(url: string, client: number, deadline: number, tally: ChatTally) {
  for (let turn = 0; Date.now() < deadline; turn++) {
    const started = performance.now();
    tally.started++;
    try {
      const res = await fetch(`${url}/api/chat/stream`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: url,
          // One address per client, as 200 people would be: the per-client limit applies to each.
          "CF-Connecting-IP": `10.1.${Math.floor(client / 250)}.${client % 250}`,
        },
        body: JSON.stringify({ message: QUESTIONS[(client + turn) % QUESTIONS.length], context: { conversationHistory: [] } }),
      });
      if (res.status === 429) {
        tally.rateLimited++;
        // Read to the end, as a browser does: cancelling resets the connection mid-answer.
        await res.text();
        const retryAfter = Number(res.headers.get("Retry-After") ?? 1);
        await new Promise((r) => setTimeout(r, Math.min(retryAfter, 5) * 1000));
        continue;
      }
      if (!res.ok || !res.body) {
        countError(tally, `HTTP ${res.status}`);
        await res.text();
        continue;
      }
      const reader = res.body.getReader();
      let bytes = 0;
      let first = true;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (first) {
          tally.firstChunkMs.push(performance.now() - started);
          first = false;
        }
        bytes += value.length;
      }
      if (bytes === 0) countError(tally, "empty stream");
      else {
        tally.completed++;
        tally.totalMs.push(performance.now() - started);
      }
    } catch (error) {
      countError(tally, error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * The warnings and errors the Worker and wrangler wrote during the run, alike lines counted
 * together (numbers masked), most frequent first: where a 500 came from.
 */
function workerProblems(output: string): { line: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const line of output.split("\n")) {
    if (!/error|warn|exception|uncaught|lost|\b5\d\d\b/i.test(line) || /\b(2\d\d|429)\b [A-Z]/.test(line)) continue;
    const masked = stripVTControlCharacters(line).replace(/\d+/g, "#").trim().slice(0, 240);
    counts.set(masked, (counts.get(masked) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => ({ line, count })).sort((a, b) => b.count - a.count).slice(0, 15);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN) : Number.NaN;
};

if (!options["no-build"]) {
  log("building");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const stateDir = resolve(".wrangler/load-state");
rmSync(stateDir, { recursive: true, force: true });
applyLocalMigrations(stateDir);
seedDatabase({ stateDir });

log("starting the Worker");
const site = await startWranglerDev(resolve("build/server/wrangler.json"), { stateDir, vars: PREVIEW_VARS });
let failed = false;
try {
  // Warm every page and the chat once, so the run measures steady state, not first loads.
  for (const path of BENCH_PAGES) await (await fetch(site.url + path)).text();

  const heapBefore = await workerHeapMb(site.inspectorPort);
  const memory: ({ atS: number } & ProcessMemory)[] = [];
  const startedAt = Date.now();
  const sample = () => memory.push({ atS: Math.round((Date.now() - startedAt) / 1000), ...workerdRssMb(site.processGroup) });
  const sampler = setInterval(sample, 5000);
  sample();

  log(`${streams} chat streams and ${connections} page connections for ${durationS} s`);
  const tally: ChatTally = { started: 0, completed: 0, rateLimited: 0, errors: new Map(), firstChunkMs: [], totalMs: [] };
  const deadline = Date.now() + durationS * 1000;
  const pageStatuses = new Map<number, number>();
  const [pagesResult] = await Promise.all([
    autocannon({
      url: site.url,
      connections,
      duration: durationS,
      requests: BENCH_PAGES.map((path) => ({ method: "GET", path })),
      setupClient: (client) => client.on("response", (status: number) => pageStatuses.set(status, (pageStatuses.get(status) ?? 0) + 1)),
    }),
    Promise.all(Array.from({ length: streams }, (_, i) => chatClient(site.url, i, deadline, tally))),
  ]);
  clearInterval(sampler);
  sample();
  // What the Worker still holds once the run is over and a full collection has run: a leak shows
  // here as growth over the same figure before the run.
  const heapAfter = await workerHeapMb(site.inspectorPort);

  const problems = workerProblems(site.output());
  const logPath = join(tmpdir(), `load-worker-${Date.now()}.log`);
  writeFileSync(logPath, site.output());

  // The yardstick: workerd's resident memory also grows with the requests it serves when the
  // Worker is hello-world, so the site's growth is read against hello-world's under the same
  // page load and for as long.
  site.stop();
  await new Promise((r) => setTimeout(r, 3000));
  log(`hello-world under ${connections} connections for ${durationS} s, for workerd's own memory growth`);
  const hello = await startHelloWorld();
  let yardstick: { requests: number; start: ProcessMemory; end: ProcessMemory };
  try {
    const start = workerdRssMb(hello.processGroup);
    const helloRun = await autocannon({ url: hello.url, connections, duration: durationS });
    yardstick = { requests: helloRun.requests.total, start, end: workerdRssMb(hello.processGroup) };
  } finally {
    hello.stop();
  }
  const growth = (from: ProcessMemory | undefined, to: ProcessMemory | undefined): ProcessMemory => ({
    workerMb: (to?.workerMb ?? 0) - (from?.workerMb ?? 0),
    proxyMb: (to?.proxyMb ?? 0) - (from?.proxyMb ?? 0),
  });

  const pageErrors = [...pageStatuses].filter(([status]) => status >= 300 && status !== 429).reduce((sum, [, n]) => sum + n, 0) + pagesResult.errors + pagesResult.timeouts;
  const chatErrors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
  const secondHalf = memory.filter((m) => m.atS >= durationS / 2);
  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    durationS,
    pages: {
      connections,
      requests: pagesResult.requests.total,
      requestsPerSecond: Math.round(pagesResult.requests.average),
      p99Ms: pagesResult.latency.p99,
      statuses: Object.fromEntries(pageStatuses),
      errors: pageErrors,
    },
    chat: {
      streams,
      started: tally.started,
      completed: tally.completed,
      rateLimited: tally.rateLimited,
      errors: Object.fromEntries(tally.errors),
      firstChunkMs: { p50: Math.round(percentile(tally.firstChunkMs, 50)), p99: Math.round(percentile(tally.firstChunkMs, 99)) },
      wholeAnswerMs: { p50: Math.round(percentile(tally.totalMs, 50)), p99: Math.round(percentile(tally.totalMs, 99)) },
    },
    memory: {
      workerHeapAfterGcMb: { before: heapBefore.usedMb, after: heapAfter.usedMb },
      samples: memory,
      // Resident growth of the Worker's runtime and of wrangler's proxy runtime over the run, and
      // over its second half (steady means the second half does not keep climbing).
      rssGrowthMb: growth(memory[0], memory.at(-1)),
      secondHalfRssGrowthMb: growth(secondHalf[0], secondHalf.at(-1)),
      // The same two processes when the Worker is hello-world, under the page load alone.
      helloWorldYardstick: { requests: yardstick.requests, rssGrowthMb: growth(yardstick.start, yardstick.end) },
    },
  };
  Object.assign(result, { workerProblems: problems });
  mkdirSync(options.out, { recursive: true });
  writeFileSync(join(options.out, "load.json"), `${JSON.stringify(result, null, 2)}\n`);

  console.log(`pages: ${result.pages.requests} requests (${result.pages.requestsPerSecond}/s, p99 ${result.pages.p99Ms} ms) on ${connections} connections; errors ${pageErrors}; statuses ${JSON.stringify(result.pages.statuses)}`);
  console.log(
    `chat: ${tally.started} asked by ${streams} clients, ${tally.completed} answered in full, ${tally.rateLimited} rate-limited (429); errors ${chatErrors} ${JSON.stringify(result.chat.errors)}; first chunk p50 ${result.chat.firstChunkMs.p50} ms, p99 ${result.chat.firstChunkMs.p99} ms`,
  );
  console.log(`Worker heap after a full collection: ${heapBefore.usedMb} MB before the run, ${heapAfter.usedMb} MB after`);
  const { rssGrowthMb, secondHalfRssGrowthMb, helloWorldYardstick } = result.memory;
  console.log(
    `workerd resident growth over the run: the Worker's runtime ${rssGrowthMb.workerMb} MB (second half ${secondHalfRssGrowthMb.workerMb}), wrangler's proxy ${rssGrowthMb.proxyMb} MB (second half ${secondHalfRssGrowthMb.proxyMb}); hello-world under the page load alone (${yardstick.requests} requests): ${helloWorldYardstick.rssGrowthMb.workerMb} and ${helloWorldYardstick.rssGrowthMb.proxyMb} MB`,
  );
  console.log(`workerd memory (Worker / proxy): ${memory.map((m) => `${m.atS}s ${m.workerMb}/${m.proxyMb} MB`).join(", ")}`);
  for (const { line, count } of problems) console.log(`worker log ×${count}: ${line}`);
  console.log(`the whole log of wrangler and the Worker: ${logPath}`);
  failed = pageErrors > 0 || chatErrors > 0;
  console.log(failed ? "load: FAILED (errors other than 429)" : "load: ok (0 errors other than 429)");
} finally {
  site.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
