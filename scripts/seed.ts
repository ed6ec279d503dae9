/**
 * Seeds D1: the dated prices of the catalogue research (app/data/offers.json), appended to the
 * price history (a trigger turns the latest per product and retailer into its current offer),
 * then the guides and articles in content/ (with their search index). Idempotent: a price
 * observation already recorded (same product, retailer and moment) is skipped and a newer price
 * (an admin's entry, a refresh) stays the current one. A content file is inserted only when the
 * seed has never written its slug, so a post an admin deleted stays deleted, and replaced only
 * while the post still holds what the seed last wrote, so an admin's edit stays; `--reset SLUG`
 * puts a file back over whatever became of its post. Every content file is checked first, and
 * one bad file stops the seed with the file and field named.
 *
 *   node scripts/seed.ts --local [--persist-to DIR]      (npm run db:seed; part of db:setup)
 *   node scripts/seed.ts --remote [--reset SLUG ...]     (npm run db:seed:remote: the production D1)
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { contentSeedWrites, toStatements } from "../app/.server/content/writes.ts";
import { type NewObservation, parseOfferSeed, seedObservation } from "../app/domain/prices/schemas.ts";
import { loadCatalogueFromDisk } from "./lib/catalogue-files.ts";
import { readContentDir } from "./lib/content-files.ts";
import { executeSql, wrangler } from "./lib/local-state.ts";
import { PAGE_VERSION_KEY } from "../worker/page-version-key.ts";

const OFFERS_FILE = new URL("../app/data/offers.json", import.meta.url);

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlValue(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return sqlString(value);
}

/** The seed's observations, validated with the catalogue (a bad record in either stops the seed, named). */
export function seedObservations(now = Date.now()): NewObservation[] {
  const json: unknown = JSON.parse(readFileSync(OFFERS_FILE, "utf8"));
  const today = new Date(now).toISOString().slice(0, 10);
  const variants = new Map(loadCatalogueFromDisk().map((p) => [p.id, p.variants.map((v) => v.id)]));
  return parseOfferSeed(json, { variants, today }).map(seedObservation);
}

export function offersSeedSql(now = Date.now()): string {
  const columns =
    "product_id, variant_id, variant_seen, retailer, price_cents, currency, url, source, observed_at, observed_precision, date_note, origin, recorded_by, recorded_at";
  return seedObservations(now)
    .map((o) => {
      const values = [o.productId, o.variantId, o.variantSeen, o.retailer, o.priceCents, o.currency, o.url, o.source, o.observedAt, o.observedPrecision, o.dateNote, o.origin, o.recordedBy, now];
      return `INSERT OR IGNORE INTO price_history (${columns}) VALUES (${values.map(sqlValue).join(", ")});`;
    })
    .join("\n");
}

/** Puts bound values into a statement's `?` placeholders (outside quoted text) as SQL literals. */
export function inlineParams(statement: string, params: readonly unknown[]): string {
  let next = 0;
  return statement.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => {
    if (token !== "?") return token;
    const value = params[next++];
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "number" || typeof value === "bigint") return String(value);
    if (typeof value === "boolean") return value ? "1" : "0";
    return sqlString(String(value));
  });
}

export class ContentSeedError extends Error {}

/** The content/ files as SQL: the same batch statements the admin's writes use, with values inlined. */
export function contentSeedSql(dir = "content", now = Date.now(), reset: readonly string[] = []): { sql: string; count: number; warnings: string[] } {
  const { files, problems, linkProblems } = readContentDir(dir);
  if (problems.length > 0) throw new ContentSeedError(`content/ has ${problems.length} problem(s):\n${problems.join("\n")}`);

  // A drizzle instance used only to build queries; nothing runs through it.
  const builder = drizzle(async () => ({ rows: [] }));
  const unknown = reset.filter((slug) => !files.some((f) => f.post.slug === slug));
  if (unknown.length > 0) throw new ContentSeedError(`--reset: no file in content/ has the slug ${unknown.join(", ")}`);
  const statements = toStatements(contentSeedWrites(builder, files, { now, reset })).map((s) => inlineParams(s.sql, s.params));
  return { sql: statements.map((s) => `${s};`).join("\n"), count: files.length, warnings: linkProblems };
}

export function seedDatabase({ stateDir, remote = false, reset = [] }: { stateDir?: string; remote?: boolean; reset?: string[] } = {}) {
  const content = contentSeedSql("content", Date.now(), reset);
  for (const warning of content.warnings) console.warn(`warning: ${warning}`);
  const file = join(mkdtempSync(join(tmpdir(), "cleared-seed-")), "seed.sql");
  writeFileSync(file, `${offersSeedSql()}\n${content.sql}\n`);
  executeSql(file, { remote, stateDir });
  // The page cache's data version is renewed by the Worker's own writes and by the cron; a seed
  // writes around both, so it forgets the version and the next page view computes it again.
  wrangler(["kv", "key", "delete", "--binding", "CACHE", PAGE_VERSION_KEY, remote ? "--remote" : "--local"], { stateDir: remote ? undefined : stateDir });
  return { posts: content.count };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      local: { type: "boolean", default: false },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      reset: { type: "string", multiple: true, default: [] },
    },
  });
  try {
    const { posts } = seedDatabase({ stateDir: values["persist-to"], remote: values.remote, reset: values.reset });
    console.log(`Seeded the ${values.remote ? "remote" : "local"} database: ${seedObservations().length} observed prices and ${posts} guide(s) and article(s).`);
  } catch (error) {
    if (!(error instanceof ContentSeedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
