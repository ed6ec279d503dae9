/**
 * Creates an admin account, or promotes an existing one, straight in D1.
 *
 *   npm run admin:create -- --email you@example.com            (local D1, as `npm run dev` uses)
 *   npm run admin:create -- --email you@example.com --remote   (the production D1)
 *
 * A new account gets no password: its owner sets one with "Forgot password" on /auth, which
 * also confirms the email. Admin pages open only once the email is confirmed.
 */
import { parseArgs } from "node:util";
import { emailSchema } from "../app/domain/auth/schemas.ts";
import { wrangler } from "./lib/local-state.ts";

/** Matches no scrypt hash: the account cannot sign in until a reset sets a password. */
const NO_PASSWORD = "!";

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function adminUpsertSql(email: string, now = Date.now(), id = crypto.randomUUID()): string {
  return [
    "INSERT INTO users (id, email, password_hash, email_verified_at, role, created_at, updated_at, password_changed_at)",
    `VALUES (${sqlString(id)}, ${sqlString(email)}, ${sqlString(NO_PASSWORD)}, NULL, 'admin', ${now}, ${now}, ${now})`,
    `ON CONFLICT (email) DO UPDATE SET role = 'admin', updated_at = ${now};`,
    `SELECT email, created_at = ${now} AS created, email_verified_at IS NOT NULL AS verified FROM users WHERE email = ${sqlString(email)};`,
  ].join("\n");
}

function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
  });
  const parsed = emailSchema.safeParse(values.email ?? "");
  if (!parsed.success) {
    console.error("Usage: npm run admin:create -- --email you@example.com [--remote]");
    process.exit(1);
  }
  const email = parsed.data;
  const target = values.remote ? "--remote" : "--local";
  const output = wrangler(["d1", "execute", "DB", target, "--json", "--command", adminUpsertSql(email)], {
    stateDir: values["persist-to"],
  });
  const results = JSON.parse(output) as { results: { email: string; created: number; verified: number }[] }[];
  const row = results.at(-1)?.results[0];
  if (!row) throw new Error("The account was not found after writing it.");

  const where = values.remote ? "production" : "local";
  console.log(`${row.created ? "Created" : "Promoted"} ${email} as admin in the ${where} database.`);
  if (row.created) {
    console.log('Next: use "Forgot password" on /auth to set its password; completing the reset confirms the email.');
    if (!values.remote) console.log("Locally, the reset link appears at /dev/outbox.");
  } else if (!row.verified) {
    console.log("The email is not confirmed yet: admin pages open once its owner confirms it.");
  }
}

main();
