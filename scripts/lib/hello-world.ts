import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LocalWorker, startWranglerDev } from "./wrangler-server.ts";

/**
 * The yardstick: a Worker that answers "Hello world" and does nothing else, under the same
 * wrangler and workerd as the site, so a figure of the site can be read against it.
 */
export async function startHelloWorld(): Promise<LocalWorker> {
  const dir = mkdtempSync(join(tmpdir(), "hello-world-"));
  writeFileSync(join(dir, "hello.js"), 'export default { fetch: () => new Response("Hello world") };\n');
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({ name: "hello", main: "hello.js", compatibility_date: "2026-10-06", compatibility_flags: ["nodejs_compat"] }),
  );
  const worker = await startWranglerDev(join(dir, "wrangler.json"));
  return {
    ...worker,
    stop() {
      worker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
