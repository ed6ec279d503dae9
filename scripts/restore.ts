/**
 * Restores a backup from scripts/backup.ts onto an EMPTY database: applies the migrations the
 * backup was taken at, then the rows, then rebuilds the search index. For production, D1 Time
 * Travel is the first resort (README, "Backup, restore and rollback"); this is for a new
 * database or another account.
 *
 *   npm run db:restore -- --file FILE --local [--persist-to DIR]
 *   npm run db:restore -- --file FILE --remote [--env staging]
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { backupMigrations, query } from "./lib/backup.ts";
import { wrangler } from "./lib/local-state.ts";

const { values } = parseArgs({
  options: { file: { type: "string" }, remote: { type: "boolean", default: false }, local: { type: "boolean", default: false }, env: { type: "string" }, "persist-to": { type: "string" } },
});
if (!values.file || values.remote === values.local) throw new Error("say --file FILE and --remote or --local");
const location = values.remote
  ? ["--remote", ...(values.env ? ["--env", values.env] : [])]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const sql = readFileSync(values.file, "utf8");
const wanted = backupMigrations(sql);
if (!wanted) throw new Error(`${values.file} is not a CLEARED backup (no migrations header)`);
const present = readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort();
if (wanted.join() !== present.join()) {
  throw new Error(`the backup was taken at migrations ${wanted.at(-1)}, this checkout has ${present.at(-1)}: restore from the matching commit`);
}
const tables = query<{ name: string }>(location, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'");
if (tables.length > 0 && (query<{ n: number }>(location, "SELECT count(*) AS n FROM users")[0]?.n ?? 0) > 0) {
  throw new Error("the target database already has users: restore onto an empty database");
}
const started = Date.now();
wrangler(["d1", "migrations", "apply", "DB", ...location, ...(values.remote ? [] : [])]);
const migrated = Date.now();
wrangler(["d1", "execute", "DB", ...location, "--file", values.file, ...(values.remote ? ["--yes"] : [])]);
console.log(`Restored ${values.file}: migrations in ${migrated - started} ms, rows and search index in ${Date.now() - migrated} ms.`);
