/**
 * Writes a restorable SQL backup of D1 (scripts/lib/backup.ts explains the format).
 *
 *   npm run db:backup -- --remote [--env staging] [--out FILE]
 *   npm run db:backup -- --local [--persist-to DIR] [--out FILE]
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { backupSql, readDatabase } from "./lib/backup.ts";

const { values } = parseArgs({
  options: { remote: { type: "boolean", default: false }, local: { type: "boolean", default: false }, env: { type: "string" }, "persist-to": { type: "string" }, out: { type: "string" } },
});
if (values.remote === values.local) throw new Error("say --remote or --local");
const location = values.remote
  ? ["--remote", ...(values.env ? ["--env", values.env] : [])]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const started = Date.now();
const contents = readDatabase(location);
const out = values.out ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
writeFileSync(out, backupSql(contents, new Date()));
const rows = contents.tables.reduce((sum, t) => sum + t.rows.length, 0);
console.log(`Backed up ${contents.tables.length} tables, ${rows} rows, at migration ${contents.migrations.at(-1)}, to ${out} in ${Date.now() - started} ms.`);
