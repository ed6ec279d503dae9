/**
 * The speed bench, measured the way a phone on Cloudflare sees the site (not part of npm test):
 *
 *   npm run bench [-- --paths /,/auth --runs 5 --duration 10 --no-build --no-lighthouse]
 *
 * Builds, serves the production build under `wrangler dev --local` with a fresh migrated and
 * seeded state, and puts a compressing proxy in front (brotli/gzip, as the edge does). For each
 * page: Lighthouse mobile (median of `runs`) performance, accessibility, best practices, SEO,
 * LCP, TBT and CLS, and the same page with its scripts stripped as the floor, in the same run;
 * HTML and JavaScript bytes, raw and compressed; SSR requests per second and p99 with
 * autocannon straight at the Worker. Also /api/health and a hello-world Worker under the same
 * wrangler and workerd (the ratios are what compare across machines), the server bundle, and
 * the start-up CPU. Writes bench/results.json and bench/results.md, prints the table and, after a
 * whole run into bench/, puts it in the README. Then the interaction-to-next-paint bench
 * (scripts/bench-inp.ts) on the same build, into bench/inp.json. A page that answers 404 (not built yet) is
 * skipped with a note.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BENCH_PAGES } from "./lib/bench-pages.ts";
import { FLOOR_PARAM, startEdgeProxy } from "./lib/edge-proxy.ts";
import { startHelloWorld } from "./lib/hello-world.ts";
import { pageAssets } from "./lib/page-assets.ts";
import { applyLocalMigrations } from "./lib/local-state.ts";
import { serverBundle, startupCpu } from "./lib/server-bundle.ts";
import { PREVIEW_VARS } from "./lib/local-vars.ts";
import { startWranglerDev } from "./lib/wrangler-server.ts";
import { seedDatabase } from "./seed.ts";


const { values: options } = parseArgs({
  options: {
    paths: { type: "string" },
    runs: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    "no-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    out: { type: "string", default: "bench" },
  },
});
const paths = options.paths ? options.paths.split(",") : BENCH_PAGES;
const runs = Number(options.runs);
const duration = Number(options.duration);
const connections = Number(options.connections);
const KB = 1000;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 6 }).length;
const br = (bytes: Buffer | string) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const userDataDir = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): such a run is repeated. */
async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`retrying: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** The median of each figure over `runs` runs, page and floor alternating so they share the load. */
async function lighthouseMedian(pageUrl: string, floorUrl: string) {
  const page: LighthouseFigures[] = [];
  const floor: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    page.push(await lighthouseRun(pageUrl));
    floor.push(await lighthouseRun(floorUrl));
  }
  const summarise = (list: LighthouseFigures[]): LighthouseFigures => {
    const keys = Object.keys(list[0] ?? {}) as (keyof LighthouseFigures)[];
    return Object.fromEntries(keys.map((key) => [key, median(list.map((figures) => figures[key]))])) as unknown as LighthouseFigures;
  };
  return { page: summarise(page), floor: summarise(floor) };
}

// ---------------------------------------------------------------------------------------------

function pageBytes(html: string) {
  const scripts = pageAssets(html).js.map((asset) => readFileSync(join("build/client", asset)));
  const sum = (f: (b: Buffer) => number) => scripts.reduce((total, bytes) => total + f(bytes), 0) / KB;
  return {
    htmlRawKb: Buffer.byteLength(html) / KB,
    htmlGzipKb: gz(html) / KB,
    htmlBrotliKb: br(html) / KB,
    jsFiles: scripts.length,
    jsRawKb: sum((b) => b.length),
    jsGzipKb: sum(gz),
    jsBrotliKb: sum(br),
  };
}

type Throughput = Awaited<ReturnType<typeof load>>;

/**
 * A URL's throughput, with hello-world's measured just before it: this machine's speed moves
 * from minute to minute, so each ratio compares two runs made side by side.
 */
async function againstHelloWorld(url: string) {
  const helloWorld = await load(hello.url);
  const figures = await load(url);
  return { ...figures, helloWorld, ratioToHelloWorld: figures.requestsPerSecond / helloWorld.requestsPerSecond };
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function machine() {
  const chromium = spawnSync(CHROME, ["--version"], { encoding: "utf8" }).stdout.trim();
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1e9),
    loadAverageAtStart: loadavg().map((x) => Math.round(x * 10) / 10),
    node: process.version,
    chromium,
    date: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------

const host = machine();
if (!options["no-build"]) {
  log("building");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(1);
}

log("measuring the server bundle and start-up CPU");
const bundle = serverBundle();
const startup = startupCpu(3);

const stateDir = resolve(".wrangler/bench-state");
rmSync(stateDir, { recursive: true, force: true });
applyLocalMigrations(stateDir);
seedDatabase({ stateDir });

log("starting the Worker, the hello-world Worker and the compressing proxy");
const site = await startWranglerDev(resolve("build/server/wrangler.json"), { stateDir, vars: PREVIEW_VARS });
const hello = await startHelloWorld();
const proxy = await startEdgeProxy(site.url);

const pages: Record<string, unknown>[] = [];
const skipped: string[] = [];
try {
  for (const path of paths) {
    const answer = await fetch(site.url + path);
    const html = await answer.text();
    if (answer.status === 404) {
      skipped.push(`${path} (404: not on this build)`);
      log(`skipping ${path}: 404`);
      continue;
    }
    log(`measuring ${path}`);
    const bytes = pageBytes(html);
    const throughput = await againstHelloWorld(site.url + path);
    const separator = path.includes("?") ? "&" : "?";
    const lighthouseFigures = options["no-lighthouse"]
      ? undefined
      : await lighthouseMedian(proxy.url + path, `${proxy.url}${path}${separator}${FLOOR_PARAM}`);
    pages.push({ path, status: answer.status, ...bytes, ...throughput, lighthouse: lighthouseFigures });
  }
  log("measuring /api/health");
  const health = await againstHelloWorld(`${site.url}/api/health`);
  // The yardstick row: the median of the hello-world runs, one next to each measurement.
  const helloRuns = [...pages.map((page) => page.helloWorld as Throughput), health.helloWorld];
  const helloWorld: Throughput = {
    requestsPerSecond: median(helloRuns.map((run) => run.requestsPerSecond)),
    p99Ms: median(helloRuns.map((run) => run.p99Ms)),
    non2xx: helloRuns.reduce((sum, run) => sum + run.non2xx, 0),
    errors: helloRuns.reduce((sum, run) => sum + run.errors, 0),
  };

  const results = {
    machine: host,
    settings: { runs, duration, connections, paths },
    helloWorld,
    health,
    pages,
    skipped,
    serverBundle: {
      totalRawKb: bundle.totalRawKb,
      totalGzipKb: bundle.totalGzipKb,
      largest: bundle.chunks.slice(0, 8),
      loadedAtStartup: bundle.chunks.filter((chunk) => chunk.atStartup),
    },
    startup,
  };
  const out = options.out ?? "bench";
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const table = markdown(results);
  writeFileSync(join(out, "results.md"), table);
  // Only a whole run into bench/ is the latest bench: a partial one (some pages, no Lighthouse,
  // another folder) leaves the README's table as it was.
  if (out === "bench" && !options.paths && !options["no-lighthouse"]) updateReadme(table);
  console.log(table);
} finally {
  await proxy.close();
  site.stop();
  hello.stop();
}
// Interaction to next paint of the main interactions, on the build just measured (scripts/bench-inp.ts).
{
  log("interaction to next paint (4x CPU slowdown)");
  const inp = spawnSync("node", ["scripts/bench-inp.ts", "--no-build", "--out", options.out ?? "bench"], { stdio: "inherit" });
  if (inp.status !== 0) process.exitCode = inp.status ?? 1;
}

// ---------------------------------------------------------------------------------------------

type Results = {
  machine: ReturnType<typeof machine>;
  helloWorld: Throughput;
  health: Throughput & { ratioToHelloWorld: number; helloWorld: Throughput };
  pages: Record<string, unknown>[];
  skipped: string[];
  serverBundle: { totalRawKb: number; totalGzipKb: number; loadedAtStartup: { file: string; gzipKb: number }[] };
  startup: { activeMs: number };
};

function markdown(results: Results): string {
  const f0 = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(0) : "–");
  const f1 = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(1) : "–");
  const f2 = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(2) : "–");
  const rows = results.pages.map((page) => {
    const cells = (list: string[]) => `| ${list.join(" | ")} |`;
    const lh = page.lighthouse as { page: LighthouseFigures; floor: LighthouseFigures } | undefined;
    const p = lh?.page;
    const floor = lh?.floor;
    return cells([
      `\`${page.path}\``,
      p ? `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}` : "–",
      p && floor ? `${f0(p.lcpMs)} (${f0(floor.lcpMs)})` : "–",
      p ? f0(p.tbtMs) : "–",
      p ? f2(p.cls) : "–",
      `${f1(page.htmlRawKb)} / ${f1(page.htmlBrotliKb)}`,
      `${f1(page.jsRawKb)} / ${f1(page.jsGzipKb)}`,
      f0(page.requestsPerSecond),
      f0(page.p99Ms),
      `${f2(page.ratioToHelloWorld)} (${f0((page.helloWorld as Throughput | undefined)?.requestsPerSecond)})`,
    ]);
  });
  const m = results.machine;
  return [
    `Measured ${m.date.slice(0, 10)} on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, load average ${m.loadAverageAtStart.join(" ")} at start; ${m.chromium}; Node ${m.node}.`,
    "",
    "| page | Lighthouse perf / a11y / best pr. / SEO | LCP ms (floor) | TBT ms | CLS | HTML kB raw / br | JS kB raw / gzip | SSR req/s | p99 ms | × hello-world (its req/s) |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    `| \`/api/health\` | | | | | | | ${f0(results.health.requestsPerSecond)} | ${f0(results.health.p99Ms)} | ${f2(results.health.ratioToHelloWorld)} (${f0(results.health.helloWorld.requestsPerSecond)}) |`,
    `| hello-world Worker (median) | | | | | | | ${f0(results.helloWorld.requestsPerSecond)} | ${f0(results.helloWorld.p99Ms)} | 1.00 |`,
    "",
    `Server bundle ${f0(results.serverBundle.totalGzipKb)} kB gzip (${f0(results.serverBundle.totalRawKb)} kB raw); start-up CPU ${f1(results.startup.activeMs)} ms (median of 3, \`wrangler check startup\`), ` +
      `${results.serverBundle.loadedAtStartup.length} chunks evaluated at start-up (${f0(results.serverBundle.loadedAtStartup.reduce((s, c) => s + c.gzipKb, 0))} kB gzip). ` +
      "kB are 1,000 bytes; Lighthouse figures are medians of the runs; the floor is the same page with its scripts removed; " +
      "each ratio is to a hello-world run made just before it.",
    ...(results.skipped.length ? ["", `Skipped: ${results.skipped.join("; ")}.`] : []),
    "",
  ].join("\n");
}

function updateReadme(table: string) {
  const readme = readFileSync("README.md", "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  if (!readme.includes(start)) return;
  const before = readme.slice(0, readme.indexOf(start) + start.length);
  const after = readme.slice(readme.indexOf(end));
  writeFileSync("README.md", `${before}\n${table}${after}`);
}
