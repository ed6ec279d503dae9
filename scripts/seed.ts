/**
 * Seeds D1: the catalogue's observed retail prices, then the guides and articles in content/
 * (with their search index). Idempotent: prices are replaced row for row; a post is written
 * only when it is new or its file changed since the last seed. Every content file is checked
 * first, and one bad file stops the seed with the file and field named.
 *
 *   node scripts/seed.ts --local [--persist-to DIR]      (npm run db:seed; part of db:setup)
 *   node scripts/seed.ts --remote                        (npm run db:seed:remote: the production D1)
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { editorialUserWrites, newRevision, seedPostWrites, toStatements, type Write } from "../app/.server/content/writes.ts";
import * as schema from "../app/.server/db/schema.ts";
import { loadCatalogueFromDisk } from "./lib/catalogue-files.ts";
import { readContentDir } from "./lib/content-files.ts";
import { wrangler } from "./lib/local-state.ts";

function sqlString(value: string | null): string {
  return value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`;
}

/** "The Feed (20-serving pack), via Pello" -> "The Feed". */
function retailerOf(priceSource: string): string {
  return priceSource.split(/[(,]/)[0].trim() || priceSource;
}

/** Validates the catalogue first: a record the schema refuses stops the seed with its file, id and field. */
export function offersSeedSql(now = Date.now()): string {
  const rows = loadCatalogueFromDisk().flatMap((p) => {
    if (p.price === null || !p.priceSource) return [];
    const observedOn = /\d{4}-\d{2}-\d{2}/.exec(p.priceDate ?? "")?.[0] ?? p.factsCheckedOn;
    const cents = Math.round(p.price * 100);
    return [`(${sqlString(p.id)}, ${sqlString(retailerOf(p.priceSource))}, NULL, ${cents}, 'USD', ${sqlString(p.priceSource)}, ${sqlString(observedOn)}, ${now})`];
  });
  return [
    "INSERT OR REPLACE INTO offers (product_id, retailer, url, price_cents, currency, source, observed_on, created_at) VALUES",
    `${rows.join(",\n")};`,
  ].join("\n");
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
export function contentSeedSql(dir = "content", now = Date.now()): { sql: string; count: number; warnings: string[] } {
  const { files, problems, linkProblems } = readContentDir(dir);
  if (problems.length > 0) throw new ContentSeedError(`content/ has ${problems.length} problem(s):\n${problems.join("\n")}`);

  // A drizzle instance used only to build queries; nothing runs through it.
  const builder = drizzle(async () => ({ rows: [] }), { schema });
  const writes: Write[] = [
    ...editorialUserWrites(builder, { now }),
    ...files.flatMap(({ post, hash }) => {
      const { publishAt, ...fields } = post;
      return seedPostWrites(builder, { id: crypto.randomUUID(), fields, publishAt, seedHash: hash, now, revision: newRevision() });
    }),
  ];
  const statements = toStatements(writes).map((s) => inlineParams(s.sql, s.params));
  return { sql: statements.map((s) => `${s};`).join("\n"), count: files.length, warnings: linkProblems };
}

export function seedDatabase({ stateDir, remote = false }: { stateDir?: string; remote?: boolean } = {}) {
  const content = contentSeedSql();
  for (const warning of content.warnings) console.warn(`warning: ${warning}`);
  const file = join(mkdtempSync(join(tmpdir(), "cleared-seed-")), "seed.sql");
  writeFileSync(file, `${offersSeedSql()}\n${content.sql}\n`);
  wrangler(["d1", "execute", "DB", remote ? "--remote" : "--local", "--yes", "--file", file], { stateDir: remote ? undefined : stateDir });
  return { posts: content.count };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { local: { type: "boolean", default: false }, remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
  });
  try {
    const { posts } = seedDatabase({ stateDir: values["persist-to"], remote: values.remote });
    console.log(`Seeded the ${values.remote ? "remote" : "local"} database: prices and ${posts} guide(s) and article(s).`);
  } catch (error) {
    if (!(error instanceof ContentSeedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
