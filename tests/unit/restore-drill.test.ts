import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { query } from "../../scripts/lib/backup.ts";
import { applyLocalMigrations, executeSql } from "../../scripts/lib/local-state.ts";
import { seedDatabase } from "../../scripts/seed.ts";

/*
 * The restore drill (docs/decisions/0048-migrations-and-seed-that-keep-data.md), against local D1 as wrangler
 * runs it: a seeded database with an account and its saved product is backed up with
 * `npm run db:backup`, restored onto an empty database with `npm run db:restore`, and must hold
 * the same rows and answer the same searches. It spawns wrangler a dozen times: slow, so it
 * prints its timings for the operator's notes.
 */

const node = (script: string, args: string[]) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { encoding: "utf8", timeout: 240_000 });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`);
  return { ms: Date.now() - started, output: result.stdout };
};

const TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'post_sections_%' ORDER BY name";

function counts(location: string[]): Record<string, number> {
  const names = query<{ name: string }>(location, TABLES).map((t) => t.name);
  const [row] = query<Record<string, number>>(location, `SELECT ${names.map((n) => `(SELECT count(*) FROM "${n}") AS "${n}"`).join(", ")}`);
  return row ?? {};
}

describe("backup and restore", () => {
  it("restores every row and the search index onto an empty database", () => {
    const original = mkdtempSync(join(tmpdir(), "cleared-drill-a-"));
    const restored = mkdtempSync(join(tmpdir(), "cleared-drill-b-"));
    const file = join(mkdtempSync(join(tmpdir(), "cleared-drill-")), "backup.sql");
    const prepared = Date.now();
    applyLocalMigrations(original);
    seedDatabase({ stateDir: original });
    const extra = join(tmpdir(), `cleared-drill-${Date.now()}.sql`);
    writeFileSync(
      extra,
      `INSERT INTO users (id, email, password_hash, role, created_at, updated_at, password_changed_at, session_epoch) VALUES ('drill-user', 'drill@example.com', '!', 'user', 1, 1, 1, 3);
       INSERT INTO saved_products (user_id, product_id, created_at) VALUES ('drill-user', 'klean-athlete-pre-workout', 1);
       INSERT INTO job_runs (job, started_at, duration_ms, ok, detail) VALUES ('price-refresh', 1, 5, 0, 'it''s down');`,
    );
    executeSql(extra, { stateDir: original });
    const preparedMs = Date.now() - prepared;

    const backup = node("scripts/backup.ts", ["--local", "--persist-to", original, "--out", file]);
    const restore = node("scripts/restore.ts", ["--file", file, "--local", "--persist-to", restored]);

    const a = ["--local", "--persist-to", original];
    const b = ["--local", "--persist-to", restored];
    const before = counts(a);
    expect(before.posts).toBeGreaterThan(10);
    expect(before.current_offers).toBeGreaterThan(10);
    expect(counts(b)).toEqual(before);
    const search = "SELECT slug FROM post_sections WHERE post_sections MATCH 'caffeine' ORDER BY rank LIMIT 20";
    const found = query<{ slug: string }>(a, search).map((r) => r.slug);
    expect(found.length).toBeGreaterThan(0);
    expect(query<{ slug: string }>(b, search).map((r) => r.slug)).toEqual(found);
    expect(query(b, "SELECT session_epoch, email FROM users WHERE id = 'drill-user'")).toEqual([{ session_epoch: 3, email: "drill@example.com" }]);
    expect(query(b, "SELECT detail FROM job_runs WHERE job = 'price-refresh'")).toEqual([{ detail: "it's down" }]);
    // Offers come back exactly as they were, not as the history's trigger would rebuild them.
    const offers = "SELECT product_id, variant_id, retailer, price_cents, history_id FROM current_offers ORDER BY product_id, variant_id, retailer";
    expect(query(b, offers)).toEqual(query(a, offers));

    console.log(
      `restore drill: ${(readFileSync(file).length / 1000).toFixed(0)} kB backup of ${Object.values(before).reduce((x, y) => x + y, 0)} rows; ` +
        `prepare ${preparedMs} ms, backup ${backup.ms} ms, restore ${restore.ms} ms (${restore.output.trim()})`,
    );
  }, 600_000);
});
