import { defineConfig } from "vitest/config";

// Browser tests: the production build served by workerd (vite preview), driven in Chromium.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and two cores: files run one after another.
    fileParallelism: false,
    fsModuleCache: false,
    // A test that reaches no assertion fails (docs/decisions/0011-linting-with-biome.md).
    // A browser poll waits on a server round trip (a first sign-up loads the password
    // dictionaries); on a busy two-core machine the one-second default is too short.
    expect: { requireAssertions: true, poll: { timeout: 15_000 } },
  },
});
