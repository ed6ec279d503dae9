import { spawn } from "node:child_process";
import { freePort } from "./preview-server.ts";

export interface LocalWorker {
  url: string;
  stop(): void;
  /** What wrangler and the Worker have written so far (console output, errors). */
  output(): string;
  /** The port of the Worker's DevTools inspector (scripts/lib/worker-heap.ts reads its heap). */
  inspectorPort: number;
  /** The process group of wrangler and the workerd processes it starts. */
  processGroup: number;
}

/**
 * A built Worker under `wrangler dev --local` (workerd behind wrangler's own proxy, no Node
 * bridge in the request path), for throughput measurements where every Worker must run the
 * same way: the site's production build and the hello-world yardstick alike.
 */
export async function startWranglerDev(configPath: string, { stateDir, vars = {} }: { stateDir?: string; vars?: Record<string, string> } = {}): Promise<LocalWorker> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = ["wrangler", "dev", "-c", configPath, "--local", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspectorPort)];
  if (stateDir) args.push("--persist-to", stateDir);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  let log = "";
  const child = spawn("npx", args, { stdio: "pipe", detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      await fetch(url);
      return { url, stop, output: () => log, inspectorPort, processGroup: child.pid ?? 0 };
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  stop();
  throw new Error(`wrangler dev did not start:\n${log}`);
}
