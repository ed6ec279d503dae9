import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The layers of the code base, checked from the source: app/domain is pure (no data files, no
 * bindings, no server modules), and no client module reaches into app/.server.
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
