import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import * as schema from "~/.server/db/schema";

/*
 * Schema drift: the tables that migrations/*.sql build must be the tables drizzle-kit would
 * build from app/.server/db/schema.ts, and drizzle-kit's metadata must be up to date, so that
 * `npm run db:generate` writes nothing until the schema changes (docs/decisions/0009).
 */

const MIGRATIONS = join(import.meta.dirname, "../../migrations");
const sqlFiles = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith(".sql"))
  .sort();

interface Journal {
  entries: { idx: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as Journal;

function migratedDatabase(statements: string[]): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const sql of statements) db.exec(sql);
  return db;
}

type Row = Record<string, unknown>;
const all = (db: DatabaseSync, sql: string) => db.prepare(sql).all() as Row[];

/** The SQL text inside each CHECK (...), without names, quotes, table prefixes or spacing. */
function checksOf(table: string, createSql: string): string[] {
  const checks: string[] = [];
  const re = /\bcheck\s*\(/gi;
  for (let m = re.exec(createSql); m; m = re.exec(createSql)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < createSql.length && depth > 0; i++) depth += createSql[i] === "(" ? 1 : createSql[i] === ")" ? -1 : 0;
    const body = createSql.slice(m.index + m[0].length, i - 1);
    checks.push(
      body
        .replaceAll(`"${table}".`, "")
        .replaceAll(`\`${table}\`.`, "")
        .replace(/["`]/g, "")
        .replace(/\s+/g, "")
        .toLowerCase(),
    );
  }
  return checks.sort();
}

/**
 * What a database looks like to the application: tables with their columns (type, NOT NULL,
 * default, primary key), AUTOINCREMENT, indexes, foreign keys and CHECK constraints. Virtual
 * tables (FTS5) and triggers come from custom migrations drizzle cannot express, so they are
 * reported apart.
 */
function shapeOf(db: DatabaseSync) {
  const tables = all(db, "PRAGMA table_list").filter((t) => t.schema === "main" && !String(t.name).startsWith("sqlite_"));
  const shape: Record<string, unknown> = {};
  for (const t of tables.filter((t) => t.type === "table")) {
    const name = String(t.name);
    const createSql = String(all(db, `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '${name}'`)[0].sql);
    const indexes = all(db, `PRAGMA index_list('${name}')`)
      .filter((ix) => ix.origin !== "pk")
      .map((ix) => {
        const columns = all(db, `PRAGMA index_xinfo('${ix.name}')`)
          .filter((c) => c.key === 1)
          .map((c) => `${c.name ?? "<expression>"}${c.desc ? " desc" : ""}`);
        const unique = ix.unique === 1 ? "unique " : "";
        const where = ix.partial === 1 ? ` where ${/\bwhere\b([\s\S]*)$/i.exec(String(all(db, `SELECT sql FROM sqlite_master WHERE name = '${ix.name}'`)[0].sql))?.[1].trim()}` : "";
        // An inline UNIQUE column (origin "u") and drizzle-kit's `<table>_<column>_unique` index are the same constraint.
        const drizzleUniqueName = `${name}_${columns.join("_")}_unique`;
        const anonymous = ix.origin === "u" || ix.name === drizzleUniqueName;
        return `${anonymous ? "" : `${ix.name}: `}${unique}(${columns.join(", ")})${where}`;
      })
      .sort();
    shape[name] = {
      columns: all(db, `PRAGMA table_xinfo('${name}')`).map((c) => ({
        name: c.name,
        type: String(c.type).toLowerCase(),
        notNull: c.notnull === 1 || c.pk === 1,
        default: c.dflt_value,
        primaryKey: c.pk,
      })),
      autoincrement: /\bautoincrement\b/i.test(createSql),
      withoutRowid: t.wr === 1,
      strict: t.strict === 1,
      indexes,
      foreignKeys: all(db, `PRAGMA foreign_key_list('${name}')`)
        .map((fk) => `${fk.from} -> ${fk.table}(${fk.to}) on update ${String(fk.on_update).toLowerCase()} on delete ${String(fk.on_delete).toLowerCase()}`)
        .sort(),
      checks: checksOf(name, createSql),
    };
  }
  const views = all(db, "SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name").map((v) => v.name);
  const virtualTables = tables.filter((t) => t.type === "virtual").map((t) => t.name);
  return { tables: shape, views, virtualTables };
}

async function drizzleCreateStatements(): Promise<string[]> {
  const empty = await generateSQLiteDrizzleJson({});
  return generateSQLiteMigration(empty, await generateSQLiteDrizzleJson(schema));
}

describe("D1 migrations and app/.server/db/schema.ts", () => {
  it("have one journal entry per SQL file, in order, numbered from the file names", () => {
    expect(sqlFiles.length).toBeGreaterThanOrEqual(3);
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles);
    expect(journal.entries.map((e) => e.idx)).toEqual(sqlFiles.map((f) => Number(f.slice(0, 4))));
    const snapshots = readdirSync(join(MIGRATIONS, "meta")).filter((f) => f.endsWith("_snapshot.json"));
    expect(snapshots.sort()).toEqual(sqlFiles.map((f) => `${f.slice(0, 4)}_snapshot.json`));
  });

  it("build the same tables, columns, keys, indexes and checks as the schema", async () => {
    const fromMigrations = shapeOf(migratedDatabase(sqlFiles.map((f) => readFileSync(join(MIGRATIONS, f), "utf8"))));
    const fromSchema = shapeOf(migratedDatabase(await drizzleCreateStatements()));
    expect(Object.keys(fromMigrations.tables).sort()).toEqual(Object.keys(fromSchema.tables).sort());
    expect(fromMigrations.tables).toEqual(fromSchema.tables);
    expect(fromMigrations.views).toEqual(expect.arrayContaining(fromSchema.views));
  });

  it("leave nothing for drizzle-kit to generate: the latest snapshot is the schema", async () => {
    const latest = JSON.parse(readFileSync(join(MIGRATIONS, `meta/${sqlFiles.at(-1)!.slice(0, 4)}_snapshot.json`), "utf8"));
    expect(await generateSQLiteMigration(latest, await generateSQLiteDrizzleJson(schema))).toEqual([]);
  });

  it("compare what the application relies on, so a missing check, index or column fails", () => {
    const migrated = shapeOf(migratedDatabase(sqlFiles.map((f) => readFileSync(join(MIGRATIONS, f), "utf8"))));
    const history = migrated.tables.price_history as { checks: string[]; indexes: string[]; autoincrement: boolean };
    expect(history.checks).toEqual(["observed_precisionin('day','minute')", "originin('research','admin','provider')", "price_cents>0"]);
    expect(history.indexes).toEqual(["price_history_variant_observation_idx: unique (product_id, variant_id, retailer, observed_at)"]);
    expect(history.autoincrement).toBe(true);
    // The current offer per product, variant and retailer (kept by the 0015 trigger).
    const offers = migrated.tables.current_offers as { checks: string[]; primaryKey: unknown };
    expect(offers.checks).toEqual([]);
    const users = migrated.tables.users as { indexes: string[]; checks: string[] };
    expect(users.indexes).toEqual(["unique (email)"]);
    expect(users.checks).toEqual(["rolein('user','admin')"]);
    expect((migrated.tables.auth_tokens as { foreignKeys: string[] }).foreignKeys).toEqual([
      "user_id -> users(id) on update no action on delete cascade",
    ]);
  });
});
