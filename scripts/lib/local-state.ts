import { spawnSync } from "node:child_process";

/** Runs wrangler from this project (on the project's Node), failing loudly. */
export function wrangler(args: string[], { stateDir }: { stateDir?: string } = {}) {
  const persist = stateDir ? ["--persist-to", stateDir] : [];
  const result = spawnSync("npx", ["wrangler", ...args, ...persist], { stdio: "pipe", encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export function applyLocalMigrations(stateDir?: string) {
  wrangler(["d1", "migrations", "apply", "DB", "--local"], { stateDir });
}

/** Runs a SQL file against the local D1 (the default) or, with `remote`, the production D1. */
export function executeSql(file: string, { remote = false, stateDir }: { remote?: boolean; stateDir?: string } = {}) {
  wrangler(["d1", "execute", "DB", remote ? "--remote" : "--local", "--file", file, ...(remote ? ["--yes"] : [])], { stateDir: remote ? undefined : stateDir });
}
