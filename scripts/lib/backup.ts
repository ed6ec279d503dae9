/**
 * A D1 backup that works with the FTS5 table (docs/decisions/0048-migrations-and-seed-that-keep-data.md).
 * `wrangler d1 export` refuses a database with a virtual table, so the backup reads every
 * ordinary table as rows and writes them as INSERTs, parents first; the search index
 * (`post_sections`, FTS5) is not exported but rebuilt from the posts by the same statements the
 * admin's writes use; `current_offers`, which a trigger derives from `price_history`, is cleared after
 * the history is inserted and then restored exactly. The file is restored onto a database that
 * has had the same migrations applied.
 */
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { sectionWrites, toStatements } from "../../app/.server/content/writes.ts";
import { inlineParams } from "../seed.ts";
import { wrangler } from "./local-state.ts";

/** Where a command reaches the database: `["--local", "--persist-to", dir]` or `["--remote", ...envArgs]`. */
export type Location = string[];

type Row = Record<string, string | number | null>;

/** The rows of each statement, in one wrangler call (one process start per call is the slow part). */
function queryEach<T = Row>(location: Location, statements: string[]): T[][] {
  const output = wrangler(["d1", "execute", "DB", ...location, "--json", "--command", statements.join(";\n")]);
  return (JSON.parse(output) as { results: T[] }[]).map((r) => r.results);
}

export function query<T = Row>(location: Location, sql: string): T[] {
  return queryEach<T>(location, [sql]).flat();
}

const FTS_TABLE = "post_sections";
/** Tables that belong to SQLite, D1 or wrangler, and the search index with its shadow tables. */
const NOT_EXPORTED = /^(sqlite_|_cf_|d1_migrations$|post_sections($|_))/;

function literal(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/** Parents before children, so the foreign keys hold at every insert. */
export function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of references.filter((r) => r.child === table && r.parent !== table)) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((t) => tables.includes(t));
}

export interface BackupContents {
  migrations: string[];
  /** Tables in the order they are restored, each with its rows. */
  tables: { name: string; rows: Row[] }[];
}

/** The table a trigger fills from `price_history` (migrations/0015_current_offer_by_variant.sql). */
const DERIVED_OFFERS = "current_offers";

/** The restore file: a header naming the migrations, every row, then the search index rebuilt from the posts. */
export function backupSql({ migrations, tables }: BackupContents, takenAt: Date): string {
  const lines = [`-- CLEARED D1 backup, taken ${takenAt.toISOString()}`, `-- migrations: ${migrations.join(",")}`];
  for (const { name, rows } of tables) {
    // A trigger writes current offers for each price_history row: the backup's offers replace them.
    if (name === DERIVED_OFFERS) lines.push(`DELETE FROM ${DERIVED_OFFERS};`);
    for (const row of rows) {
      const columns = Object.keys(row);
      lines.push(`INSERT INTO "${name}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`);
    }
  }
  const builder = drizzle(async () => ({ rows: [] }));
  const posts = tables.find((t) => t.name === "posts")?.rows ?? [];
  for (const post of posts) {
    const writes = sectionWrites(builder, { slug: String(post.slug), body: String(post.body), revision: String(post.revision) });
    for (const statement of toStatements(writes)) lines.push(`${inlineParams(statement.sql, statement.params)};`);
  }
  return `${lines.join("\n")}\n`;
}

/** The migrations a backup file was taken at, from its header. */
export function backupMigrations(sql: string): string[] | null {
  const match = /^-- migrations: (.*)$/m.exec(sql);
  return match ? match[1].split(",").filter(Boolean) : null;
}

/** Reads every exported table of the database at `location`. */
export function readDatabase(location: Location): BackupContents {
  const tables = query<{ name: string; sql: string }>(location, "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").filter(
    (t) => !NOT_EXPORTED.test(t.name) && t.name !== FTS_TABLE,
  );
  const names = tables.map((t) => t.name);
  // D1 does not authorize pragma_foreign_key_list from a query: the keys are read from the table definitions.
  const references = tables.flatMap((t) => [...t.sql.matchAll(/REFERENCES\s+[`"]?(\w+)/gi)].map((m) => ({ child: t.name, parent: m[1] })));
  // Current offers last: they are cleared after price_history's trigger has written its own.
  const ordered = parentsFirst(names, references).sort((a, b) => Number(a === DERIVED_OFFERS) - Number(b === DERIVED_OFFERS));
  const [migrations, ...rows] = queryEach(location, ["SELECT name FROM d1_migrations ORDER BY id", ...ordered.map((name) => `SELECT * FROM "${name}"`)]);
  return { migrations: migrations.map((m) => String(m.name)), tables: ordered.map((name, i) => ({ name, rows: rows[i] ?? [] })) };
}
