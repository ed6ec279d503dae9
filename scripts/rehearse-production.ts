/**
 * A production deploy rehearsed on this machine (docs/decisions/0046-production-by-default.md):
 * the production build and wrangler.toml's production values, secrets set, an empty database,
 * the migrations, the seed; then the same preflight `npm run deploy` runs, then the site is
 * served and must pass the smoke check and answer every page.
 *
 *   npm run rehearse                          (expects every page to answer)
 *   npm run rehearse -- --without SIGNING_KEY (expects the preflight to refuse before serving)
 *
 * Local differences, and only these: the database and KV live in a throwaway local state, the
 * secrets are generated, and the Workers AI binding cannot reach Cloudflare (the chat answers
 * from its embedded engine, as whenever the model fails).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { appliedMigrations, exitUnless, migrationFiles } from "./deploy.ts";
import { REQUIRED_SECRETS, preflightChecks, preflightVerdict } from "./lib/preflight.ts";
import { freshLocalState, servePreview } from "./lib/preview-server.ts";
import { smokeCheck } from "./lib/smoke.ts";

/** Pages the sitemap does not list, with the status each answers an anonymous visitor. */
const UNLISTED_PAGES: [string, number][] = [
  ["/auth", 200],
  ["/auth?mode=signup", 200],
  ["/auth/forgot", 200],
  ["/contact", 200],
  ["/account", 302],
  ["/admin", 404],
  ["/dev/outbox", 404],
  ["/no-such-page", 404],
];

const { values } = parseArgs({ options: { without: { type: "string", multiple: true, default: [] } } });

const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const served = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars: Record<string, unknown> };

const started = Date.now();
const stateDir = freshLocalState("rehearsal");
console.log(`Empty database migrated and seeded in ${Date.now() - started} ms.`);

const secrets: Record<string, string> = Object.fromEntries(
  REQUIRED_SECRETS.filter((name) => !values.without.includes(name)).map((name) => [name, `rehearsal-${randomBytes(24).toString("hex")}`]),
);
const checks = preflightChecks({
  target: "production (local rehearsal)",
  vars: served.vars,
  resourceIds: [],
  secretNames: Object.keys(secrets),
  migrations: migrationFiles(),
  appliedMigrations: appliedMigrations(["--local", "--persist-to", stateDir]),
  realResources: false,
});
exitUnless(checks, "Preflight (production, local rehearsal)", preflightVerdict("production", checks));

const server = await servePreview(stateDir, secrets);
try {
  exitUnless(await smokeCheck(server.url, { attempts: 1 }), `Smoke check (${server.url})`);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pages: [string, number][] = [...listed.map((path): [string, number] => [path, 200]), ...UNLISTED_PAGES];
  const answers = [];
  for (const [path, expected] of pages) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    answers.push({ name: `GET ${path}`, ok: response.status === expected, detail: `${response.status} (expected ${expected})` });
  }
  const wrong = answers.filter((a) => !a.ok);
  exitUnless(wrong, `Pages: ${answers.length - wrong.length} of ${answers.length} answered as expected (${listed.length} from the sitemap)`);
} finally {
  server.stop();
}
