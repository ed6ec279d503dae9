import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/*
 * `npm run dev`, the seed and the admin command run their scripts on plain Node, which knows
 * nothing of the "~/" alias the app's bundler and the tests resolve. A module those scripts load
 * that imports through the alias breaks `npm run dev` on a fresh machine while every test passes,
 * so load each script's module graph the way Node does.
 */
// The seed is the one with the app modules behind it (db-setup runs it; both run on import otherwise).
// The DoD list audit runs on import too, and exits 1 while a finding of its checks has no erratum.
const SCRIPTS = ["scripts/seed.ts", "scripts/audit-dod-list.ts"];

describe("operator scripts load on plain Node", () => {
  it.each(SCRIPTS)("%s", (script) => {
    // Importing without running: each script starts its work only when it is the entry point.
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", `await import(${JSON.stringify(`./${script}`)})`], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr.match(/ERR_\w+[^\n]*/)?.[0] ?? "").toBe("");
    expect(result.status).toBe(0);
    // Loading the seed's module graph takes seconds on a busy machine: the spawn's limit applies.
  }, 60_000);
});
