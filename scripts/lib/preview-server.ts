import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { seedDatabase } from "../seed.ts";
import { applyLocalMigrations } from "./local-state.ts";
import { PREVIEW_VARS, writePreviewVars } from "./local-vars.ts";

export interface PreviewServer {
  url: string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A fresh, migrated and seeded local state of its own, so tests and benchmarks never touch the developer's data. */
export function freshLocalState(name: string): string {
  const stateDir = resolve(`.wrangler/${name}-state`);
  rmSync(stateDir, { recursive: true, force: true });
  applyLocalMigrations(stateDir);
  seedDatabase({ stateDir });
  return stateDir;
}

/**
 * Serves the production build (`npm run build` first) in workerd on a free port, against a
 * fresh local state. It runs with the preview's values (scripts/lib/local-vars.ts).
 */
export async function startPreviewServer(name: string): Promise<PreviewServer> {
  return servePreview(freshLocalState(name), PREVIEW_VARS);
}

/**
 * Serves the build against `stateDir` with `vars` layered on wrangler.toml's values; the
 * production rehearsal passes production's secrets and nothing else.
 */
export async function servePreview(stateDir: string, vars: Record<string, string>): Promise<PreviewServer> {
  writePreviewVars(vars);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let log = "";
  const child = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort", "--host", "localhost"], {
    env: { ...process.env, CLEARED_STATE_DIR: stateDir },
    stdio: "pipe",
    detached: true,
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const stop = () => {
    // vite preview runs workerd children: end the whole process group.
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`preview server did not become healthy:\n${log}`);
}
