/**
 * What must be true before a deploy uploads anything (docs/decisions/0046-production-by-default.md).
 * Pure: scripts/deploy.ts gathers the facts (the resolved wrangler config, the target's secret
 * names, the migrations its database has applied) and prints every check with its outcome.
 */

export interface Migration {
  name: string;
  sql: string;
}

export interface PreflightFacts {
  /** "production" (the top level of wrangler.toml) or "staging" (`[env.staging]`). */
  target: string;
  vars: Record<string, unknown>;
  /** The D1 database id and KV namespace ids the deploy would bind. */
  resourceIds: string[];
  /** Names of the secrets the target has (`wrangler secret list`, or a local vars file). */
  secretNames: string[];
  /** Every file in migrations/, in order. */
  migrations: Migration[];
  /** Names of the migrations the target's database has applied (its `d1_migrations` table). */
  appliedMigrations: string[];
  /** False for a local rehearsal: its ids are never used to reach Cloudflare. */
  realResources: boolean;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Secrets without which production answers 503 (app/.server/env.ts). */
export const REQUIRED_SECRETS = ["EMAIL_API_KEY", "SIGNING_KEY"] as const;
const AMAZON_SECRETS = ["AMAZON_CREATORS_CREDENTIAL_ID", "AMAZON_CREATORS_CREDENTIAL_SECRET", "AMAZON_CREATORS_CREDENTIAL_VERSION"];

/** A host that only this machine or a private network can reach. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  if (host === "::1" || host === "0.0.0.0") return true;
  if (host.includes(":")) return /^(fe80|fc|fd)/.test(host);
  const octets = host.split(".").map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o))) return false;
  const [a, b] = octets;
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254);
}

/** An id wrangler.toml still holds from the repository: one character repeated. */
export function isPlaceholderId(id: string): boolean {
  const chars = id.replace(/-/g, "");
  return chars.length > 0 && new Set(chars).size === 1;
}

const NAME = "[`\"]?(\\w+)[`\"]?";

/** Tables that another table references with a foreign key: dropping one deletes or orphans rows elsewhere. */
export function parentTables(migrations: readonly Migration[]): Set<string> {
  const parents = new Set<string>();
  for (const { sql } of migrations) {
    for (const match of sql.matchAll(new RegExp(`REFERENCES\\s+${NAME}`, "gi"))) parents.add(match[1].toLowerCase());
  }
  return parents;
}

/**
 * Statements of `sql` that drop or rename a parent table away. D1 enforces foreign keys and
 * ignores `PRAGMA foreign_keys=OFF`, so drizzle-kit's table rebuild (create a copy, copy rows,
 * drop the original, rename the copy) deletes every child row on an `ON DELETE CASCADE` key.
 */
export function parentTableRebuilds(sql: string, parents: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const patterns = [new RegExp(`DROP\\s+TABLE\\s+(?:IF\\s+EXISTS\\s+)?${NAME}`, "gi"), new RegExp(`ALTER\\s+TABLE\\s+${NAME}\\s+RENAME\\s+TO\\b`, "gi")];
  for (const pattern of patterns) {
    for (const match of sql.matchAll(pattern)) {
      if (parents.has(match[1].toLowerCase())) found.push(match[0].replace(/\s+/g, " "));
    }
  }
  return found;
}

function siteUrlCheck(value: unknown): Check {
  const name = "SITE_URL is the public https address";
  if (typeof value !== "string" || !URL.canParse(value)) return { name, ok: false, detail: `SITE_URL is ${JSON.stringify(value)}, not an absolute URL` };
  const url = new URL(value);
  if (url.protocol !== "https:") return { name, ok: false, detail: `${value} is not https` };
  if (isLocalHost(url.hostname)) return { name, ok: false, detail: `${value} points at this machine or a private network` };
  return { name, ok: true, detail: value };
}

function secretsCheck(secretNames: readonly string[]): Check {
  const have = new Set(secretNames);
  const missing = REQUIRED_SECRETS.filter((secret) => !have.has(secret));
  const amazon = AMAZON_SECRETS.filter((secret) => have.has(secret));
  const problems = [
    ...missing.map((secret) => `${secret} is missing (npx wrangler secret put ${secret})`),
    ...(amazon.length > 0 && amazon.length < AMAZON_SECRETS.length ? [`set all three AMAZON_CREATORS_CREDENTIAL_* secrets or none (have ${amazon.join(", ")})`] : []),
  ];
  return {
    name: "secrets are set",
    ok: problems.length === 0,
    detail: problems.length > 0 ? problems.join("; ") : `${REQUIRED_SECRETS.join(", ")}${amazon.length > 0 ? ", Amazon price refresh" : ""}`,
  };
}

/** Every check, in the order they are printed. The deploy goes ahead only when all pass. */
export function preflightChecks(facts: PreflightFacts): Check[] {
  const checks: Check[] = [];
  const environment = facts.vars.ENVIRONMENT;
  checks.push({
    name: "runs as production",
    ok: environment === "production" && facts.vars.DEV_OUTBOX !== "on",
    detail: environment === "production" ? (facts.vars.DEV_OUTBOX === "on" ? "DEV_OUTBOX is on" : "ENVIRONMENT=production") : `ENVIRONMENT is ${JSON.stringify(environment)}`,
  });
  checks.push(siteUrlCheck(facts.vars.SITE_URL));
  checks.push(secretsCheck(facts.secretNames));
  if (facts.realResources) {
    const placeholders = facts.resourceIds.filter(isPlaceholderId);
    checks.push({
      name: "database and KV ids are real",
      ok: placeholders.length === 0,
      detail: placeholders.length > 0 ? `placeholder id(s) ${placeholders.join(", ")} in wrangler.toml (README, "Deploy")` : `${facts.resourceIds.length} id(s)`,
    });
  }
  const applied = new Set(facts.appliedMigrations);
  const pending = facts.migrations.filter((m) => !applied.has(m.name));
  checks.push({
    name: "no migration is pending",
    ok: pending.length === 0,
    detail: pending.length > 0 ? `${pending.map((m) => m.name).join(", ")} (npm run db:migrate${facts.target === "staging" ? ":staging" : ":remote"})` : `${applied.size} applied`,
  });
  checks.push(migrationSafetyCheck(facts.migrations, pending));
  return checks;
}

/** No pending migration drops or renames away a table that others reference. */
export function migrationSafetyCheck(all: readonly Migration[], pending: readonly Migration[]): Check {
  const parents = parentTables(all);
  const unsafe = pending.flatMap((m) => parentTableRebuilds(m.sql, parents).map((statement) => `${m.name}: ${statement}`));
  return {
    name: "no pending migration rebuilds a parent table",
    ok: unsafe.length === 0,
    detail: unsafe.length > 0 ? `${unsafe.join("; ")} (would delete rows that reference it: write an ALTER TABLE ... ADD COLUMN instead)` : `${pending.length} pending checked`,
  };
}

export function formatChecks(heading: string, checks: readonly Check[]): string {
  return `${heading}:\n${checks.map((check) => `  ${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`).join("\n")}`;
}

/** The preflight's last line: whether the deploy may go on. */
export function preflightVerdict(target: string, checks: readonly Check[]): string {
  return checks.every((c) => c.ok) ? `Preflight passed for ${target}.` : `Preflight refused the ${target} deploy: nothing was uploaded.`;
}
