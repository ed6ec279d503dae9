/**
 * The page-view load run (not part of npm test): anonymous visitors reading public pages, as the
 * page cache answers them, with the Worker counting what it asks of D1.
 *
 *   npm run load:pages [-- --connections 32 --duration 20 --no-build]
 *
 * Serves the production build under `wrangler dev --local` with a fresh migrated and seeded state
 * and D1_COUNTERS on (worker/d1-counters.ts, refused in production). Each cacheable page is
 * warmed until the cache answers it; then two rounds of autocannon: the pages alone, and the
 * pages each followed by the page-view beacon the browser sends (POST /api/events). The Worker's
 * counts before and after each round give D1 reads and writes per page request and per
 * page-cache hit, and writes per page view counted (a beacon refused by the per-address limit,
 * 429, is expected and counted apart). Writes bench/load-pages.json and prints a summary; exits 1 when a page-only round makes
 * any D1 read or write on a hit, or a request fails.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BENCH_PAGES } from "./lib/bench-pages.ts";
import { applyLocalMigrations } from "./lib/local-state.ts";
import { PREVIEW_VARS } from "./lib/local-vars.ts";
import { startWranglerDev } from "./lib/wrangler-server.ts";
import { seedDatabase } from "./seed.ts";

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "20" },
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "bench" },
  },
});

interface Counts {
  pageRequests: number;
  pageCacheHits: number;
  d1Reads: number;
  d1Writes: number;
}

function log(message: string) {
  process.stderr.write(`[load:pages] ${message}\n`);
}

if (!options["no-build"]) {
  log("building");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
const stateDir = resolve(".wrangler/load-pages-state");
rmSync(stateDir, { recursive: true, force: true });
applyLocalMigrations(stateDir);
seedDatabase({ stateDir });
const site = await startWranglerDev(resolve("build/server/wrangler.json"), { stateDir, vars: { ...PREVIEW_VARS, D1_COUNTERS: "on" } });

async function counts(): Promise<Counts> {
  const res = await fetch(`${site.url}/__d1-counts`);
  if (!res.ok) throw new Error(`/__d1-counts answered ${res.status}: is D1_COUNTERS on?`);
  return (await res.json()) as Counts;
}

/** The pages the cache may answer: the bench's pages less the sign-in form, which is never stored. */
const pages = BENCH_PAGES.filter((path) => path !== "/auth");

async function warm(path: string) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(site.url + path);
    await res.text();
    if (res.headers.get("X-Page-Cache") === "HIT") return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the page cache`);
}

/** A page view's beacon, from one of many visitors (the events endpoint limits each address). */
const beacon = (path: string, visitor: number) => ({
  method: "POST" as const,
  path: "/api/events",
  headers: {
    "Content-Type": "text/plain;charset=UTF-8",
    Origin: site.url,
    "Sec-Fetch-Site": "same-origin",
    "CF-Connecting-IP": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
  },
  body: JSON.stringify({ name: "pageview", props: { path: path.split("?")[0] } }),
});

type PlannedRequest = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

async function round(name: string, requests: PlannedRequest[]) {
  const before = await counts();
  const result = await autocannon({ url: site.url, connections: Number(options.connections), duration: Number(options.duration), requests });
  const after = await counts();
  const delta = {
    pageRequests: after.pageRequests - before.pageRequests,
    pageCacheHits: after.pageCacheHits - before.pageCacheHits,
    d1Reads: after.d1Reads - before.d1Reads,
    d1Writes: after.d1Writes - before.d1Writes,
  };
  const per = (n: number, of: number) => (of === 0 ? null : Number((n / of).toFixed(4)));
  const codes = (result as unknown as { statusCodeStats: Record<string, { count: number } | undefined> }).statusCodeStats;
  const status = (code: number) => codes[String(code)]?.count ?? 0;
  // Beacons answer 204 when the view is counted, 429 when the address's limit refused it.
  const viewsCounted = status(204);
  const summary = {
    round: name,
    answered: result.requests.total,
    non2xx: result.non2xx,
    rateLimited: status(429),
    viewsCounted,
    errors: result.errors + result.timeouts,
    requestsPerSecond: Math.round(result.requests.average),
    ...delta,
    d1ReadsPerHit: per(delta.d1Reads, delta.pageCacheHits),
    d1WritesPerHit: per(delta.d1Writes, delta.pageCacheHits),
    d1WritesPerCountedView: per(delta.d1Writes, viewsCounted),
  };
  log(`${name}: ${JSON.stringify(summary)}`);
  return summary;
}

let exitCode = 0;
try {
  log(`warming ${pages.join(", ")}`);
  for (const path of pages) await warm(path);
  const pagesOnly = await round("pages", pages.map((path) => ({ method: "GET", path })));
  const withBeacons = await round(
    "pages and page-view beacons",
    Array.from({ length: 200 }, (_, visitor) => pages.flatMap((path) => [{ method: "GET" as const, path }, beacon(path, visitor)])).flat(),
  );
  const results = { measuredAt: new Date().toISOString(), connections: Number(options.connections), durationS: Number(options.duration), pages, rounds: [pagesOnly, withBeacons] };
  mkdirSync(options.out, { recursive: true });
  writeFileSync(join(options.out, "load-pages.json"), `${JSON.stringify(results, null, 2)}\n`);
  if (pagesOnly.d1Reads !== 0 || pagesOnly.d1Writes !== 0 || pagesOnly.pageCacheHits !== pagesOnly.pageRequests) exitCode = 1;
  if ([pagesOnly, withBeacons].some((r) => r.errors > 0 || r.non2xx > r.rateLimited)) exitCode = 1;
  console.log(JSON.stringify(results, null, 2));
} finally {
  site.stop();
}
process.exit(exitCode);
