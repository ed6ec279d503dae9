/**
 * `npm run mutation`: StrykerJS over app/domain and the auth service, one scope at a time
 * (docs/decisions/0023-mutation-testing.md). Not part of `npm test`: a full run takes hours.
 *
 *   npm run mutation                   every scope, one after another
 *   npm run mutation -- auth safety    only the named scopes
 *   npm run mutation -- --summary      no run: the table from the reports already written
 *   npm run mutation -- safety --force re-test every mutant, not only what changed since the last run
 *
 * Each scope's Stryker report is kept as reports/mutation/<scope>.json, so scopes can be run on
 * different days and still add up; the table and the surviving mutants go to
 * reports/mutation/summary.md. Stryker runs one test process (stryker.config.json); two scopes
 * may run at once from two shells.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const REPORTS = "reports/mutation";

/**
 * The auth service as far as Node can run it: its rules in app/domain, tokens, password hashing
 * and strength, and the session rules. The modules around D1 and KV (service.ts, session.ts,
 * queries.ts) are tested in workerd, which Stryker's vitest runner cannot drive.
 */
const AUTH = [
  "app/domain/auth/**/*.ts",
  "app/domain/redirect.ts",
  "app/.server/auth/tokens.ts",
  "app/.server/auth/password.ts",
  "app/.server/auth/password-strength.ts",
  "app/.server/auth/session-rules.ts",
];
const DOMAIN_FOLDERS = ["account", "analytics", "catalogue", "chat", "contact", "content", "prices", "quiz", "safety"];

const SCOPES: Record<string, string[]> = {
  auth: AUTH,
  ...Object.fromEntries(DOMAIN_FOLDERS.map((folder) => [folder, [`app/domain/${folder}/**/*.ts`]])),
  // The modules directly in app/domain (redirect.ts belongs to auth).
  "domain-root": ["app/domain/*.ts", "!app/domain/redirect.ts"],
};

type Status = "Killed" | "Survived" | "Timeout" | "NoCoverage" | "CompileError" | "RuntimeError" | "Ignored" | "Pending";
interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: Status;
  location: { start: { line: number; column: number } };
}
interface StrykerReport {
  files: Record<string, { mutants: Mutant[]; source: string }>;
}
interface Counts {
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
}

/** Stryker's mutation score: detected (killed or timed out) over all valid mutants. */
function score({ killed, survived, timeout, noCoverage }: Counts): number | null {
  const valid = killed + survived + timeout + noCoverage;
  return valid === 0 ? null : ((killed + timeout) / valid) * 100;
}

function countStatuses(mutants: Mutant[]): Counts {
  const counts: Counts = { killed: 0, survived: 0, timeout: 0, noCoverage: 0 };
  for (const { status } of mutants) {
    if (status === "Killed") counts.killed++;
    else if (status === "Survived") counts.survived++;
    else if (status === "Timeout") counts.timeout++;
    else if (status === "NoCoverage") counts.noCoverage++;
  }
  return counts;
}

/**
 * One scope through Stryker, with a temporary config of its own (its sandbox folder and report
 * file named after the scope), so two scopes can run at once from two shells. The report replaces
 * reports/mutation/<scope>.json only when the run finished.
 */
function runScope(name: string, force: boolean): boolean {
  console.log(`\n=== mutation: ${name} (${SCOPES[name]?.join(", ")})`);
  const started = Date.now();
  const running = join(REPORTS, `${name}.running.json`);
  const config = `stryker-${name}.tmp.json`;
  const base = JSON.parse(readFileSync("stryker.config.json", "utf8")) as Record<string, unknown>;
  // Incremental: a mutant whose code and covering tests did not change since the scope's last
  // run keeps its result, so a run after new tests re-tests only what they could change. Stryker
  // writes the incremental file even when a run is stopped part-way, and the next run then reuses
  // results that tests added since would change; so it writes a working copy, which replaces the
  // scope's file only when the run finished.
  const incremental = join(REPORTS, `${name}.incremental.json`);
  const incrementalRunning = join(REPORTS, `${name}.incremental.running.json`);
  if (existsSync(incremental)) copyFileSync(incremental, incrementalRunning);
  else rmSync(incrementalRunning, { force: true });
  const scopeConfig = {
    ...base,
    tempDirName: `.stryker-tmp-${name}`,
    jsonReporter: { fileName: running },
    incremental: true,
    incrementalFile: incrementalRunning,
  };
  writeFileSync(config, JSON.stringify(scopeConfig, null, 2));
  try {
    const args = ["stryker", "run", config, "--mutate", (SCOPES[name] ?? []).join(","), ...(force ? ["--force"] : [])];
    const result = spawnSync("npx", args, { stdio: "inherit" });
    if (result.status !== 0 || !existsSync(running)) return false;
    renameSync(running, join(REPORTS, `${name}.json`));
    renameSync(incrementalRunning, incremental);
  } finally {
    rmSync(config, { force: true });
    rmSync(incrementalRunning, { force: true });
  }
  console.log(`=== ${name}: ${Math.round((Date.now() - started) / 60_000)} min`);
  return true;
}

function summarise(): string {
  const rows: string[] = [];
  const survivors: string[] = [];
  const total: Counts = { killed: 0, survived: 0, timeout: 0, noCoverage: 0 };
  for (const name of Object.keys(SCOPES)) {
    const file = join(REPORTS, `${name}.json`);
    if (!existsSync(file)) {
      rows.push(`| ${name} | not run | | | | |`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, "utf8")) as StrykerReport;
    const mutants = Object.values(report.files).flatMap((f) => f.mutants);
    const counts = countStatuses(mutants);
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    rows.push(`| ${name} | ${score(counts)?.toFixed(1) ?? "–"} % | ${counts.killed} | ${counts.survived} | ${counts.timeout} | ${counts.noCoverage} |`);
    for (const [path, { mutants: fileMutants, source }] of Object.entries(report.files)) {
      const lines = source.split("\n");
      for (const m of fileMutants) {
        if (m.status === "Survived" || m.status === "NoCoverage") {
          const line = m.location.start.line;
          const original = (lines[line - 1] ?? "").trim().slice(0, 100);
          // Double backticks: the code itself may hold a backtick.
          survivors.push(
            `- ${path}:${line} ${m.mutatorName} (${m.status}): \`\` ${original} \`\` → \`\` ${(m.replacement ?? "").replace(/\s+/g, " ").slice(0, 80)} \`\``,
          );
        }
      }
    }
  }
  rows.push(`| **all run** | ${score(total)?.toFixed(1) ?? "–"} % | ${total.killed} | ${total.survived} | ${total.timeout} | ${total.noCoverage} |`);
  return [
    "| scope | score | killed | survived | timeout | no coverage |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    "Surviving and uncovered mutants:",
    "",
    ...survivors,
    "",
  ].join("\n");
}

function main(): number {
  const args = process.argv.slice(2);
  const summaryOnly = args.includes("--summary");
  const names = args.filter((a) => !a.startsWith("--"));
  const unknown = names.filter((n) => !(n in SCOPES));
  if (unknown.length > 0) {
    console.error(`Unknown scope: ${unknown.join(", ")}. Scopes: ${Object.keys(SCOPES).join(", ")}`);
    return 2;
  }
  mkdirSync(REPORTS, { recursive: true });
  let ok = true;
  if (!summaryOnly) {
    for (const name of names.length > 0 ? names : Object.keys(SCOPES)) ok = runScope(name, args.includes("--force")) && ok;
  }
  const summary = summarise();
  writeFileSync(join(REPORTS, "summary.md"), summary);
  console.log(`\n${summary.split("\n\nSurviving")[0]}\n\nDetails: ${join(REPORTS, "summary.md")}`);
  return ok ? 0 : 1;
}

process.exit(main());
