import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatChecks, isLocalHost, isPlaceholderId, type Migration, type PreflightFacts, parentTableRebuilds, parentTables, preflightChecks, preflightVerdict } from "../../scripts/lib/preflight.ts";

const MIGRATIONS: Migration[] = readdirSync("migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => ({ name, sql: readFileSync(`migrations/${name}`, "utf8") }));

const READY: PreflightFacts = {
  target: "production",
  vars: { ENVIRONMENT: "production", SITE_URL: "https://cleared.example" },
  resourceIds: ["5f0c2b1e-8a6d-4c3b-9e2f-7a1d0c4b8e93", "c0ffee00deadbeef0123456789abcdef"],
  secretNames: ["EMAIL_API_KEY", "SIGNING_KEY"],
  migrations: MIGRATIONS,
  appliedMigrations: MIGRATIONS.map((m) => m.name),
  realResources: true,
};

/** drizzle-kit's rebuild of `users`, as it writes one to change a column. */
const USERS_REBUILD: Migration = {
  name: "0099_users_rebuild.sql",
  sql: [
    "PRAGMA foreign_keys=OFF;",
    "CREATE TABLE `__new_users` (`id` text PRIMARY KEY NOT NULL, `email` text NOT NULL);",
    "INSERT INTO `__new_users`(`id`, `email`) SELECT `id`, `email` FROM `users`;",
    "DROP TABLE `users`;",
    "ALTER TABLE `__new_users` RENAME TO `users`;",
    "PRAGMA foreign_keys=ON;",
  ].join("\n--> statement-breakpoint\n"),
};

const failed = (facts: PreflightFacts) =>
  preflightChecks(facts)
    .filter((check) => !check.ok)
    .map((check) => check.name);

describe("preflight", () => {
  it("passes a ready production target and prints every check it made", () => {
    const checks = preflightChecks(READY);
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ["runs as production", true],
      ["SITE_URL is the public https address", true],
      ["secrets are set", true],
      ["database and KV ids are real", true],
      ["no migration is pending", true],
      ["no pending migration rebuilds a parent table", true],
    ]);
    expect(formatChecks("Preflight (production)", checks)).toContain("\n  ok   secrets are set: EMAIL_API_KEY, SIGNING_KEY\n");
    expect(preflightVerdict("production", checks)).toBe("Preflight passed for production.");
  });

  it("refuses when a required secret is missing, naming it and the command that sets it", () => {
    const checks = preflightChecks({ ...READY, secretNames: ["EMAIL_API_KEY"] });
    expect(checks.find((c) => !c.ok)).toEqual({ name: "secrets are set", ok: false, detail: "SIGNING_KEY is missing (npx wrangler secret put SIGNING_KEY)" });
    expect(formatChecks("Preflight (production)", checks)).toContain("\n  FAIL secrets are set: SIGNING_KEY is missing");
    expect(preflightVerdict("production", checks)).toBe("Preflight refused the production deploy: nothing was uploaded.");
    expect(failed({ ...READY, secretNames: [...READY.secretNames, "AMAZON_CREATORS_CREDENTIAL_ID"] })).toEqual(["secrets are set"]);
  });

  it("refuses a local, private or plain-http SITE_URL, and a development configuration", () => {
    for (const url of ["http://localhost:5173", "https://localhost", "https://127.0.0.1", "https://10.0.0.8", "https://[::1]", "https://cleared.local", "http://cleared.example", "cleared.example"]) {
      expect(failed({ ...READY, vars: { ...READY.vars, SITE_URL: url } }), url).toEqual(["SITE_URL is the public https address"]);
    }
    expect(failed({ ...READY, vars: { ...READY.vars, ENVIRONMENT: "development" } })).toEqual(["runs as production"]);
    expect(failed({ ...READY, vars: { ...READY.vars, DEV_OUTBOX: "on" } })).toEqual(["runs as production"]);
  });

  it("refuses the placeholder ids the repository ships, except for a local rehearsal", () => {
    const placeholders = { ...READY, resourceIds: ["00000000-0000-0000-0000-000000000000", ...READY.resourceIds] };
    expect(failed(placeholders)).toEqual(["database and KV ids are real"]);
    expect(failed({ ...placeholders, realResources: false })).toEqual([]);
  });

  it("refuses while a migration is pending", () => {
    const checks = preflightChecks({ ...READY, appliedMigrations: READY.appliedMigrations.slice(0, -1) });
    expect(checks.filter((c) => !c.ok)).toEqual([
      { name: "no migration is pending", ok: false, detail: `${MIGRATIONS.at(-1)?.name} (npm run db:migrate:remote)` },
    ]);
  });

  it("refuses a pending migration that rebuilds a table others reference, and names the statement", () => {
    const facts = { ...READY, migrations: [...MIGRATIONS, USERS_REBUILD] };
    const safety = preflightChecks(facts).find((c) => c.name === "no pending migration rebuilds a parent table");
    expect(safety?.ok).toBe(false);
    expect(safety?.detail).toMatch(/^0099_users_rebuild\.sql: DROP TABLE `users`/);
    // Once applied, it is history: only what is still to run is judged.
    expect(failed({ ...facts, appliedMigrations: facts.migrations.map((m) => m.name) })).toEqual([]);
  });
});

describe("parent tables", () => {
  it("finds every table the migrations reference", () => {
    expect([...parentTables(MIGRATIONS)].sort()).toEqual(["contact_messages", "users"]);
  });

  it("flags a drop or rename of a parent, in any quoting, and leaves other tables alone", () => {
    const parents = new Set(["users"]);
    expect(parentTableRebuilds('DROP TABLE IF EXISTS "users";\nALTER TABLE users RENAME TO users_old;', parents)).toEqual([
      'DROP TABLE IF EXISTS "users"',
      "ALTER TABLE users RENAME TO",
    ]);
    expect(parentTableRebuilds("DROP TABLE `posts`; ALTER TABLE `users` ADD COLUMN `x` text;", parents)).toEqual([]);
  });
});

describe("host and id rules", () => {
  it("knows a local host from a public one", () => {
    expect(["localhost", "app.localhost", "127.0.0.1", "192.168.1.2", "172.20.0.1", "[::1]", "0.0.0.0"].filter(isLocalHost)).toHaveLength(7);
    expect(["cleared.example", "172.32.0.1", "8.8.8.8", "localhost.example.com"].filter(isLocalHost)).toEqual([]);
  });

  it("knows the repository's placeholder ids from real ones", () => {
    expect(isPlaceholderId("11111111111111111111111111111111")).toBe(true);
    expect(isPlaceholderId("5f0c2b1e-8a6d-4c3b-9e2f-7a1d0c4b8e93")).toBe(false);
  });
});
