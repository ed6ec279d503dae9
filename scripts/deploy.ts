/**
 * Deploys the site: preflight, build, upload, smoke check (docs/decisions/0046-production-by-default.md).
 *
 *   node scripts/deploy.ts                 (npm run deploy: production, the top level of wrangler.toml)
 *   node scripts/deploy.ts --env staging   (npm run deploy:staging)
 *
 * The preflight runs first and prints every check; when one fails nothing is built or uploaded.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { wrangler } from "./lib/local-state.ts";
import { type Check, formatChecks, type Migration, preflightChecks, preflightVerdict } from "./lib/preflight.ts";
import { smokeCheck } from "./lib/smoke.ts";

export function migrationFiles(): Migration[] {
  return readdirSync("migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`migrations/${name}`, "utf8") }));
}

/** The migrations a D1 database has applied: wrangler's own `d1_migrations` table (empty for a new database). */
export function appliedMigrations(location: string[]): string[] {
  try {
    const output = wrangler(["d1", "execute", "DB", ...location, "--json", "--command", "SELECT name FROM d1_migrations ORDER BY id"]);
    const [result] = JSON.parse(output) as { results: { name: string }[] }[];
    return result.results.map((row) => row.name);
  } catch (error) {
    // A database no migration has touched has no such table yet.
    if (/no such table: d1_migrations/.test(String((error as Error).message))) return [];
    throw error;
  }
}

/** Prints the checks (and a closing line) and ends the command when one failed. */
export function exitUnless(checks: Check[], heading: string, verdict = "") {
  console.log(formatChecks(heading, checks));
  if (verdict) console.log(verdict);
  if (!checks.every((c) => c.ok)) process.exit(1);
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { env: { type: "string" } } });
  const target = values.env ?? "production";
  if (!["production", "staging"].includes(target)) throw new Error(`--env must be staging (or absent for production), not ${target}`);
  const envArgs = target === "staging" ? ["--env", "staging"] : [];
  const config = unstable_readConfig({ config: "wrangler.toml", env: target === "staging" ? "staging" : undefined }, { hideWarnings: true });
  const secrets = JSON.parse(wrangler(["secret", "list", "--format", "json", ...envArgs])) as { name: string }[];
  const checks = preflightChecks({
    target,
    vars: config.vars,
    resourceIds: [...config.d1_databases.map((d: { database_id?: string }) => d.database_id ?? ""), ...config.kv_namespaces.map((kv: { id?: string }) => kv.id ?? "")],
    secretNames: secrets.map((s) => s.name),
    migrations: migrationFiles(),
    appliedMigrations: appliedMigrations(["--remote", ...envArgs]),
    realResources: true,
  });
  exitUnless(checks, `Preflight (${target})`, preflightVerdict(target, checks));
  // The Vite plugin writes the chosen environment's config into the build; `wrangler deploy` uploads that.
  run("npx", ["react-router", "build"], target === "staging" ? { CLOUDFLARE_ENV: "staging" } : {});
  run("npx", ["wrangler", "deploy"]);
  exitUnless(await smokeCheck(String(config.vars.SITE_URL)), `Smoke check (${target}, ${config.vars.SITE_URL})`);
}
