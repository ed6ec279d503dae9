import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The layers of the code base, checked from the source: app/domain is pure (no data files, no
 * bindings, no server modules), no client module reaches into app/.server, no module imports
 * itself through a cycle, and the site's links are listed once.
 */

const ROOT = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

describe("app/domain is pure", () => {
  const files = sourceFiles("app/domain");

  it("has modules to check", () => {
    expect(files).toContain("app/domain/catalogue/queries.ts");
    expect(files).toContain("app/domain/safety/matcher.ts");
  });

  it("imports no data file, server module or platform module", () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /\.json$|(^|\/)data\/|\.server|^cloudflare:|^node:/.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("loads nothing and touches no binding", () => {
    const offending = files.filter((file) =>
      /import\.meta\.glob|\bfetch\(|\b(?:KVNamespace|D1Database|RateLimit)\b|\benv\.[A-Z_]+/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(offending).toEqual([]);
  });
});

describe("client modules", () => {
  it("never import app/.server", () => {
    const client = [...sourceFiles("app/components"), ...sourceFiles("app/lib"), ...sourceFiles("app/domain"), "app/root.tsx"];
    const offending = client.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.includes(".server"))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});

/** The project file an import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? join("app", spec.slice(2)) : spec.startsWith(".") ? join(dirname(from), spec) : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(join(ROOT, c))) ?? null;
}

/** Every cycle in a graph of file -> imported files, each as "a -> b -> a". */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "visiting") cycles.add([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles];
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((f) => [f, importsOf(f).map((spec) => resolveImport(f, spec)).filter((t): t is string => t !== null)]));
}

describe("imports", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("worker")].filter((f) => !f.endsWith(".d.ts"));

  it("form no cycles", () => {
    const graph = importGraph(files);
    // Resolution works: the header reaches the shared nav module.
    expect(graph.get("app/components/layout/site-header.tsx")).toContain("app/components/layout/nav.tsx");
    expect(findCycles(graph)).toEqual([]);
  });

  it("cycles are reported when there is one, type-only imports included", () => {
    const graph = new Map([
      ["site-header.tsx", ["nav.tsx", "mobile-menu.tsx"]],
      ["mobile-menu.tsx", ["site-header.tsx"]],
      ["nav.tsx", []],
    ]);
    expect(findCycles(graph)).toEqual(["mobile-menu.tsx -> site-header.tsx -> mobile-menu.tsx"]);
  });
});

describe("the site's links", () => {
  it("are listed once, in nav.tsx, not beside the header, phone menu or footer", () => {
    const layout = sourceFiles("app/components/layout").filter((f) => !f.endsWith("nav.tsx"));
    const lists = layout.filter((f) => /\{\s*name:\s*"[^"]+",\s*href:\s*"\//.test(readFileSync(join(ROOT, f), "utf8")));
    expect(lists).toEqual([]);
  });
});

describe("each boundary job is done in one place", () => {
  // Server code: what runs in the Worker (the client's own fetches are not request boundaries).
  const files = [...sourceFiles("app/.server"), ...sourceFiles("app/routes"), ...sourceFiles("worker")].filter((f) => !f.endsWith("worker-configuration.d.ts"));
  // Each job, the pattern that does it, and the one module allowed to.
  const jobs: { job: string; pattern: RegExp; home: string }[] = [
    { job: "reading a request body", pattern: /\.formData\(\)|\b(?:request|req\.raw|raw)\.(?:json|text|arrayBuffer)\(\)|c\.req\.(?:json|parseBody|text)\(|bodyLimit/, home: "app/.server/http/body.ts" },
    { job: "reading the client's address", pattern: /CF-Connecting-IP|X-Forwarded-For|X-Real-IP/i, home: "app/.server/http/client-ip.ts" },
    { job: "applying a rate limit", pattern: /LIMITER\.limit\(|limiter\.limit\(/, home: "app/.server/http/rate-limit.ts" },
    { job: "marking an answer no-store", pattern: /["']no-store["']/, home: "worker/middleware/private-responses.ts" },
  ];

  it("has modules to check", () => {
    expect(files).toContain("app/.server/contact/service.ts");
    expect(files).toContain("worker/api/events.ts");
  });

  const pending: Record<string, string[]> = {};

  it.each(jobs)("only $home does $job", ({ pattern, home }) => {
    const doers = files.filter((file) => pattern.test(readFileSync(join(ROOT, file), "utf8").replace(/^\s*(?:\/\/|\*|\/\*).*$/gm, "")));
    expect(doers.sort()).toEqual([home, ...(pending[home] ?? [])].sort());
  });
});

describe("small helpers are written once", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("worker")];
  const helpers: { helper: string; pattern: RegExp; home: string }[] = [
    { helper: "list joining", pattern: /slice\(0, -1\)\.join\(", "\)/, home: "app/domain/text.ts" },
    { helper: "parenthesis stripping", pattern: /replace\(\/\\s\*\\\(\[\^\)\]\*\\\)\/g, ""\)/, home: "app/domain/text.ts" },
    { helper: "regex escaping", pattern: /\[\.\*\+\?\^\$\{\}\(\)\|\[\\\]\\\\\]/, home: "app/domain/text.ts" },
    { helper: "the stimulant ingredient rule", pattern: /caffeine\|stimulant\|energy/, home: "app/domain/safety/stimulant.ts" },
  ];

  it.each(helpers)("only $home holds $helper", ({ pattern, home }) => {
    expect(files.filter((file) => pattern.test(readFileSync(join(ROOT, file), "utf8")))).toEqual([home]);
  });
});
