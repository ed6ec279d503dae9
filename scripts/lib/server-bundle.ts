import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const SERVER_DIR = "build/server";
const KB = 1000;

export interface ChunkSize {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** Evaluated when the Worker starts (statically imported from the entry). */
  atStartup: boolean;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** The chunks the entry imports statically, transitively: what every isolate evaluates first. */
function startupClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    // Static imports and re-exports, with or without whitespace (the build strips it); not `import("...")`.
    const specifiers = [...source.matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[\w$*{][^;"]*?from\s*)?"(\.[^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    for (const spec of specifiers) if (spec) visit(join(file, "..", spec));
  };
  visit(entry);
  return seen;
}

/** Every JavaScript file of the server build, raw and gzip (level 6, kB of 1,000 bytes). */
export function serverBundle(): { totalRawKb: number; totalGzipKb: number; chunks: ChunkSize[] } {
  const atStartup = startupClosure(join(SERVER_DIR, "index.js"));
  const chunks = jsFiles(SERVER_DIR)
    .map((file) => {
      const bytes = readFileSync(file);
      return {
        file: relative(SERVER_DIR, file),
        rawKb: bytes.length / KB,
        gzipKb: gzipSync(bytes, { level: 6 }).length / KB,
        atStartup: atStartup.has(file),
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    totalRawKb: chunks.reduce((sum, c) => sum + c.rawKb, 0),
    totalGzipKb: chunks.reduce((sum, c) => sum + c.gzipKb, 0),
    chunks,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}

/**
 * `wrangler check startup` on the built Worker, `runs` times: the median CPU time of the
 * start-up phase, and which files it was spent in.
 */
export function startupCpu(runs = 3): { activeMs: number; samples: number[]; byFile: { file: string; ms: number }[] } {
  const samples: number[] = [];
  const byFile = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const outfile = join("build", `startup-${i}.cpuprofile`);
    const result = spawnSync("npx", ["wrangler", "check", "startup", "-c", join(SERVER_DIR, "wrangler.json"), "--outfile", outfile], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const active = /Active:\s*([\d.]+)\s*ms/.exec(result.stdout + result.stderr)?.[1];
    // On a busy machine the profiler can time out (10 s): that run is left out, not the bench.
    if (!active) {
      process.stderr.write(`[bench] wrangler check startup gave no figure (run ${i + 1}): ${(result.stderr.match(/ERROR.*$/m) ?? [""])[0]}\n`);
      continue;
    }
    samples.push(Number(active));
    const profile = JSON.parse(readFileSync(outfile, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === "(idle)") return;
      const file = frame.url ? frame.url.split("/").slice(-2).join("/") : frame.functionName || "(runtime)";
      byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    activeMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    samples,
    byFile: [...byFile]
      .map(([file, ms]) => ({ file, ms: ms / Math.max(1, samples.length) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10),
  };
}
