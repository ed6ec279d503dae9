import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parentTableRebuilds, parentTables } from "../../scripts/lib/preflight.ts";

/*
 * Migrations that cannot eat data, checked where it matters: in workerd's D1, which enforces
 * foreign keys and ignores `PRAGMA foreign_keys=OFF` (node:sqlite honours it, so the drift test
 * in tests/unit/migrations.test.ts cannot see this). Every migration is applied one at a time to
 * an empty database; before each, every table gets a row (children pointing at their parents),
 * and after it no table that still exists may hold fewer rows.
 */

const db = env.MIGRATION_CHECK_DB;

/** Rows a migration removes on purpose, with the reason. */
const INTENDED_LOSSES: Record<string, string[]> = {
  // Offers became the latest price per product and retailer, rebuilt from price_history by triggers.
  "0008_prices.sql": ["offers"],
};

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

/** Ordinary tables: not SQLite's or D1's own, not a full-text index or its shadow tables. */
async function userTables(): Promise<{ name: string; sql: string }[]> {
  const { results } = await db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  return results.filter(
    (t) => !/^(sqlite_|_cf_|d1_migrations$)/.test(t.name) && !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)),
  );
}

const foreignKeys = async (table: string) => (await db.prepare(`SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)`).bind(table).all<ForeignKey>()).results;

/** Parents before children, so a child's probe row can point at its parent's. */
async function parentsFirst(tables: { name: string; sql: string }[]) {
  const keys = new Map(await Promise.all(tables.map(async (t) => [t.name, await foreignKeys(t.name)] as const)));
  const ordered: { name: string; sql: string }[] = [];
  const visit = (table: { name: string; sql: string }) => {
    if (ordered.includes(table)) return;
    for (const key of keys.get(table.name) ?? []) {
      const parent = tables.find((t) => t.name === key.table);
      if (parent && parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return { ordered, keys };
}

/** The first value a CHECK (column IN (...)) allows, when the table has one. */
function allowedValue(createSql: string, column: string): string | null {
  const match = new RegExp(`["\`]?${column}["\`]?\\s+IN\\s*\\(\\s*'([^']*)'`, "i").exec(createSql);
  return match ? match[1] : null;
}

/** Adds one row to every table; returns the tables that refused it, with the reason. */
async function addProbeRows(): Promise<string[]> {
  const refused: string[] = [];
  const { ordered, keys } = await parentsFirst(await userTables());
  for (const table of ordered) {
    const { results: columns } = await db.prepare("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)").bind(table.name).all<Column>();
    const names: string[] = [];
    const values: unknown[] = [];
    for (const column of columns) {
      const key = keys.get(table.name)?.find((k) => k.from === column.name);
      const integerKey = column.pk === 1 && /^INTEGER$/i.test(column.type) && columns.filter((c) => c.pk > 0).length === 1;
      if (integerKey) continue;
      let value: unknown;
      if (key) value = (await db.prepare(`SELECT "${key.to}" AS v FROM "${key.table}" LIMIT 1`).first<{ v: unknown }>())?.v ?? null;
      else if (column.pk > 0 || (column.notnull && column.dflt_value === null)) {
        const allowed = allowedValue(table.sql, column.name);
        value = allowed ?? (/INT/i.test(column.type) ? 1 + Math.floor(Math.random() * 1e9) : /REAL/i.test(column.type) ? 1.5 : `probe-${crypto.randomUUID()}`);
      } else continue;
      names.push(`"${column.name}"`);
      values.push(value);
    }
    try {
      await db.prepare(`INSERT INTO "${table.name}" (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`).bind(...values).run();
    } catch (error) {
      refused.push(`${table.name}: ${(error as Error).message}`);
    }
  }
  return refused;
}

async function rowCounts(): Promise<Map<string, number>> {
  const tables = await userTables();
  return new Map(await Promise.all(tables.map(async (t) => [t.name, (await db.prepare(`SELECT count(*) AS n FROM "${t.name}"`).first<{ n: number }>())?.n ?? 0] as const)));
}

/** Applies one migration; returns "table: before -> after" for each surviving table that lost rows. */
async function applyAndFindLosses(migration: D1Migration): Promise<string[]> {
  const before = await rowCounts();
  await applyD1Migrations(db, [migration]);
  const after = await rowCounts();
  return [...before].filter(([table, n]) => after.has(table) && (after.get(table) ?? 0) < n).map(([table, n]) => `${table}: ${n} -> ${after.get(table)}`);
}

/** drizzle-kit's rebuild of `users` (as it writes one to change a column), made from the live table. */
async function usersRebuild(): Promise<D1Migration> {
  const users = await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'users'").first<{ sql: string }>();
  const create = users?.sql.replace(/CREATE TABLE\s+[`"]?users[`"]?/i, "CREATE TABLE `__new_users`") ?? "";
  return {
    name: "9999_users_rebuild.sql",
    queries: ["PRAGMA foreign_keys=OFF", create, "INSERT INTO `__new_users` SELECT * FROM `users`", "DROP TABLE `users`", "ALTER TABLE `__new_users` RENAME TO `users`", "PRAGMA foreign_keys=ON"],
  };
}

describe("migrations in workerd's D1", () => {
  it("none deletes rows it does not mean to, and the check sees drizzle's parent-table rebuild as the loss it is", async () => {
    const losses: string[] = [];
    const refused: string[] = [];
    for (const migration of env.TEST_MIGRATIONS) {
      refused.push(...(await addProbeRows()));
      const intended = INTENDED_LOSSES[migration.name] ?? [];
      losses.push(...(await applyAndFindLosses(migration)).filter((loss) => !intended.includes(loss.split(":")[0])).map((loss) => `${migration.name}: ${loss}`));
    }
    expect(env.TEST_MIGRATIONS.length).toBeGreaterThanOrEqual(14);
    expect(refused).toEqual([]);
    expect(losses).toEqual([]);

    // The same check on a migration that rebuilds `users`: every child row goes, pragma or not.
    // (A post's author has no ON DELETE action, which makes D1 refuse the drop outright; without
    // posts, as on a site before its first article, the drop goes through and cascades.)
    refused.push(...(await addProbeRows()));
    await db.prepare("DELETE FROM posts").run();
    const children = ["saved_products", "saved_quiz_results", "auth_tokens"];
    const before = await rowCounts();
    expect(children.map((t) => (before.get(t) ?? 0) > 0)).toEqual([true, true, true]);
    const rebuild = await usersRebuild();
    const found = await applyAndFindLosses(rebuild);
    expect(found.map((loss) => loss.split(":")[0])).toEqual(expect.arrayContaining(children));
    // The preflight's reading of the SQL refuses the same migration before it reaches a database.
    const parents = parentTables(env.TEST_MIGRATIONS.map((m) => ({ name: m.name, sql: m.queries.join(";\n") })));
    expect(parentTableRebuilds(rebuild.queries.join(";\n"), parents)).toEqual(["DROP TABLE `users`"]);
  });
});
