/**
 * Applies pending migrations to the remote D1 (production, or staging with `--env staging`),
 * after refusing any that would drop or rename a table other tables reference: on D1 that
 * deletes their rows (scripts/lib/preflight.ts).
 *
 *   npm run db:migrate:remote        npm run db:migrate:staging
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { appliedMigrations, exitUnless, migrationFiles } from "./deploy.ts";
import { migrationSafetyCheck } from "./lib/preflight.ts";

const { values } = parseArgs({ options: { env: { type: "string" } } });
const envArgs = values.env === "staging" ? ["--env", "staging"] : [];
const all = migrationFiles();
const applied = new Set(appliedMigrations(["--remote", ...envArgs]));
exitUnless([migrationSafetyCheck(all, all.filter((m) => !applied.has(m.name)))], `Migration check (${values.env ?? "production"})`);
const result = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote", ...envArgs], { stdio: "inherit" });
process.exit(result.status ?? 1);
