import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * `npm run bench:chat` measures the model path in workerd, with real D1 and KV and a paced fake
 * AI binding (scripts/bench-chat.ts). A measurement, not a test: it asserts nothing about time.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false,
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), ENVIRONMENT: "test" } },
    })),
  ],
  test: {
    fsModuleCache: false,
    include: ["tests/bench/chat-model.measure.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    testTimeout: 600_000,
  },
});
