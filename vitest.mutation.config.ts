import { defineConfig } from "vitest/config";

// The unit project on plain Node, for StrykerJS (npm run mutation): its vitest runner cannot drive
// the workers pool, so the mutation run measures what the Node unit tests kill
// (docs/decisions/0023-mutation-testing.md).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    // These check files, processes and lint rules, not app/domain or the auth service: they would
    // only slow every run down.
    exclude: [
      "tests/unit/lint-rules.test.ts",
      "tests/unit/operator-scripts.test.ts",
      "tests/unit/migrations.test.ts",
      "tests/unit/decision-records.test.ts",
      "tests/unit/layers.test.ts",
    ],
    environment: "node",
    // Stryker switches mutants through a global at run time, so one module graph can serve every
    // test file and every mutant: without this each mutant re-evaluated the catalogue per file
    // (about 17 s a mutant on prices; see ADR 0023).
    isolate: false,
    // ...so values derived once per isolate are dropped before each file (app/.server/derived-data.ts).
    setupFiles: ["tests/unit/mutation-setup.ts"],
    // Property tests run a fifth of their cases here, from a fixed seed (tests/unit/property-runs.ts).
    env: { PROPERTY_RUNS_SCALE: "0.2" },
    fsModuleCache: false,
    expect: { requireAssertions: true },
  },
});
