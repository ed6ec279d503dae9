/**
 * The lint rules of docs/decisions/0011-linting-with-biome.md, each shown to fail: planted
 * violations in a scratch project that uses this repository's biome.json and GritQL plugin, and
 * the same imports from places where they are allowed, which must stay clean.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

const FILES: Record<string, string> = {
  "app/.server/secret.ts": "export const SECRET = 1;\nexport type Secret = number;\n",
  "app/data/list.ts": "export const LIST = [1];\n",
  // app/domain is pure.
  "app/domain/server-alias.ts": 'import { SECRET } from "~/.server/secret";\nexport const a = SECRET;\n',
  "app/domain/server-relative.ts": 'import type { Secret } from "../.server/secret";\nexport const b: Secret = 1;\n',
  "app/domain/data-alias.ts": 'import { LIST } from "~/data/list";\nexport const c = LIST;\n',
  "app/domain/data-relative.ts": 'import { LIST } from "../data/list";\nexport const d = LIST;\n',
  "app/domain/json-file.ts": 'import list from "./list.json";\nexport const h = list;\n',
  "app/domain/platform.ts": 'import { readFileSync } from "node:fs";\nexport const i = readFileSync;\n',
  "app/domain/list.json": "[1]\n",
  "app/domain/clean.ts": 'import { a } from "./server-alias";\nexport const e = a;\n',
  // Client modules may not import server-only code, not even a type.
  "app/components/widget.tsx": 'import type { Secret } from "~/.server/secret";\nexport const f: Secret = 1;\n',
  "app/lib/helper.ts": 'import { SECRET } from "../.server/secret";\nexport const g = SECRET;\n',
  // Route modules may: React Router strips loaders from the client build.
  "app/routes/page.tsx": 'import { LIST } from "~/data/list";\nimport { SECRET } from "~/.server/secret";\nexport const loader = () => [SECRET, LIST];\n',
  // Cycles, through the alias and through type-only imports.
  "app/.server/cycle-a.ts": 'import { two } from "~/.server/cycle-b";\nexport const one = () => two;\n',
  "app/.server/cycle-b.ts": 'import { one } from "~/.server/cycle-a";\nexport const two = () => one;\n',
  "worker/types-a.ts": 'import type { B } from "./types-b";\nexport interface A { b?: B }\n',
  "worker/types-b.ts": 'import type { A } from "./types-a";\nexport interface B { a?: A }\n',
  // Tests that cannot fail, one pattern a line, and their sound forms.
  "tests/weak.test.ts": [
    'import { expect, it } from "vitest";',
    'it("weak", () => {',
    "  const found = [1, 2].filter((n) => n > 5);",
    "  expect(found.length).not.toBe(1);",
    "  expect(found).not.toEqual([3]);",
    "  expect(found[0]).toBeTruthy();",
    "  for (const n of found) expect(n).toBe(6);",
    "  found.forEach((n) => { expect(n).toBe(6); });",
    "  for (const [i, n] of found.entries()) expect(n).toBe(i);",
    "});",
    "",
  ].join("\n"),
  "tests/sound.test.ts": [
    'import { expect, it } from "vitest";',
    'it("sound", () => {',
    "  const found = [6, 7].filter((n) => n > 5);",
    "  expect(found).toHaveLength(2);",
    "  for (const n of found) expect(n).toBeGreaterThan(5);",
    "  for (const [i, n] of found.entries()) expect(n).toBe(6 + i);",
    "  for (const n of [6, 7]) expect(found).toContain(n);",
    "  const names = [\"a\", \"b\"] as const;",
    "  for (const name of names) expect(name).toMatch(/^[ab]$/);",
    "  expect(found).not.toContain(3);",
    "});",
    "",
  ].join("\n"),
};

const root = resolve(import.meta.dirname, "../..");
const biomeBin = join(dirname(createRequire(import.meta.url).resolve("@biomejs/biome/package.json")), "bin/biome");
let scratch = "";
let diagnostics: Diagnostic[] = [];

/** "rule@path:line" for every diagnostic Biome reported in `path`. */
function reported(path: string): string[] {
  return diagnostics
    .filter((d) => d.location.path.replaceAll("\\", "/") === path)
    .map((d) => `${d.category}@${d.location.start.line}`)
    .sort();
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "cleared-lint-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.plugins = config.plugins.map((plugin: string) => join(root, plugin));
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "lint-fixture", type: "module" }));
  writeFileSync(join(scratch, "tsconfig.json"), JSON.stringify({ compilerOptions: { paths: { "~/*": ["./app/*"] } } }));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const run = spawnSync(process.execPath, [biomeBin, "lint", "--reporter=json", "--max-diagnostics=none", "."], { cwd: scratch, encoding: "utf8" });
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("layer boundaries", () => {
  it.each([
    "app/domain/server-alias.ts",
    "app/domain/server-relative.ts",
    "app/domain/data-alias.ts",
    "app/domain/data-relative.ts",
    "app/domain/json-file.ts",
    "app/domain/platform.ts",
  ])(
    "app/domain may not import server-only code, data or platform modules: %s fails",
    (path) => {
      expect(reported(path)).toEqual(["lint/style/noRestrictedImports@1"]);
    },
  );

  it.each(["app/components/widget.tsx", "app/lib/helper.ts"])("a client module may not import from .server, not even a type: %s fails", (path) => {
    expect(reported(path)).toEqual(["lint/style/noRestrictedImports@1"]);
  });

  it.each(["app/domain/clean.ts", "app/routes/page.tsx", "app/.server/secret.ts", "app/data/list.ts"])("leaves allowed imports alone: %s", (path) => {
    expect(reported(path)).toEqual([]);
  });
});

describe("import cycles", () => {
  it.each(["app/.server/cycle-a.ts", "app/.server/cycle-b.ts", "worker/types-a.ts", "worker/types-b.ts"])("reports every module of a cycle, type-only ones too: %s", (path) => {
    expect(reported(path)).toEqual(["lint/suspicious/noImportCycles@1"]);
  });
});

describe("tests that cannot fail", () => {
  it("reports negated equality, truthiness, and assertions in loops over lists of unknown length", () => {
    expect(reported("tests/weak.test.ts")).toEqual(["plugin@4", "plugin@5", "plugin@6", "plugin@7", "plugin@8", "plugin@9"]);
  });

  it("accepts a loop after a length assertion, a loop over a literal list, and not.toContain", () => {
    expect(reported("tests/sound.test.ts")).toEqual([]);
  });
});
