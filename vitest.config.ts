import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { LOCAL_VARS } from "./scripts/lib/local-vars.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // vitest 5 with the workers pool fails reading its module cache ("readAll ... .vitest-cache").
    fsModuleCache: false,
    // A test that reaches no assertion fails (docs/decisions/0011-linting-with-biome.md).
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            // Workers AI cannot run here; tests inject a fake model behind the provider interface.
            remoteBindings: false,
            miniflare: {
              // wrangler.toml describes production: the tests run with the local values, as "test".
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), ...LOCAL_VARS, ENVIRONMENT: "test", DEV_OUTBOX: "off" },
              // The static files the Worker reads itself (the common-passwords list); a build adds
              // the client bundle to them, which no worker test needs.
              assets: { directory: "./public", binding: "ASSETS" },
              // An empty database of its own for the migration test, which applies migrations one at a time.
              d1Databases: { MIGRATION_CHECK_DB: "migration-check" },
            },
          })),
          // Page requests go through React Router's server build.
          reactRouter(),
        ],
        test: {
          name: "worker",
          // The first server render in a file compiles the route modules (over 40 s seen on a
          // busy two-core machine); later ones take milliseconds.
          testTimeout: 90_000,
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/worker/setup.ts"],
        },
      },
    ],
  },
});
