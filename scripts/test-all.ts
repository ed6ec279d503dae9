/**
 * `npm test`: every check, in order, with one total at the end.
 * typecheck -> lint -> unit (Node) -> worker (workerd, real D1/KV) -> build -> e2e (Chromium) -> budget.
 * Each vitest run reports its test counts; the other steps count as one check each. All steps
 * run even after a failure (except those that need the build), so one run shows everything.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Totals {
  passed: number;
  failed: number;
}

const reports = mkdtempSync(join(tmpdir(), "cleared-test-"));
const totals: Totals = { passed: 0, failed: 0 };
const summary: string[] = [];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${name}`);
  const ok = run(command, args);
  totals[ok ? "passed" : "failed"] += 1;
  summary.push(`${name}: ${ok ? "ok" : "FAILED"}`);
  return ok;
}

function vitest(name: string, args: string[]) {
  console.log(`\n=== ${name}`);
  const file = join(reports, `${name}.json`);
  const ok = run("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
  let counts: Totals = { passed: 0, failed: ok ? 0 : 1 };
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number };
    // A run that fails outside any test (a crashed file, a failing setup) still counts as a failure.
    counts = { passed: report.numPassedTests, failed: Math.max(report.numFailedTests, ok ? 0 : 1) };
  } catch {
    // No report: the runner itself failed; counted as one failure above.
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  summary.push(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);
vitest("unit", ["--project", "unit"]);
vitest("worker", ["--project", "worker"]);
if (check("build", "npm", ["run", "--silent", "build"])) {
  vitest("e2e", ["--config", "vitest.e2e.config.ts"]);
  check("budget", "node", ["scripts/budget.ts"]);
} else {
  totals.failed += 2;
  summary.push("e2e: not run (build failed)", "budget: not run (build failed)");
}

console.log(`\n=== summary\n${summary.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
