import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { catalogueDataCheck } from "./scripts/lib/catalogue-files.ts";
import { localServerGuards } from "./scripts/lib/local-server-guards.ts";
import { LOCAL_VARS } from "./scripts/lib/local-vars.ts";
import { offlineAssets } from "./scripts/lib/offline-assets.ts";

/**
 * Code every page runs: React, React Router and the site's shell (root layout, header, footer,
 * theme, chat launcher, shared primitives, icons). One file compresses markedly better than the
 * twenty small chunks it would otherwise be (docs/decisions/0004-javascript-budget.md).
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|clsx|class-variance-authority)[\\/]/;
const SHELL =
  /app[\\/](root\.tsx|context\.ts|components[\\/](icons\.tsx|layout[\\/](?!mobile-menu|page-header|page-skeleton)|ui[\\/]button|category-icon|chat[\\/](chat-launcher|chat-header-control|chat-history))|lib[\\/](cn|meta|notify)\.ts|domain[\\/](categories|seo|site)\.ts)/;

/**
 * `react-dom/server` on workerd is server.edge.js, which also requires the legacy string
 * renderer (renderToString, ~41 kB gzip) that nothing here calls. The production build takes
 * the streaming renderer alone; development keeps the package's own entry and its warnings.
 */
const STREAMING_RENDERER = fileURLToPath(new URL("./node_modules/react-dom/cjs/react-dom-server.edge.production.js", import.meta.url));

export default defineConfig(({ command, isPreview }) => ({
  // Names the build in the anonymous page cache's keys (worker/page-cache.ts), and dates it: the
  // footer's copyright year is the year the site was built (app/domain/site.ts).
  define:
    command === "build"
      ? { __BUILD_ID__: JSON.stringify(Date.now().toString(36)), __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) }
      : {},
  plugins: [
    localServerGuards(),
    // Workers AI is remote-only; with remote bindings off, local dev runs with no account
    // and the chat answers from its embedded engine.
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      // Browser tests run the build against a throwaway state directory of their own.
      persistState: process.env.CLEARED_STATE_DIR ? { path: process.env.CLEARED_STATE_DIR } : true,
      // wrangler.toml describes production; the development server runs with the local values.
      // A build keeps production's (a preview gets the local ones from scripts/lib/preview-server.ts).
      config: command === "serve" && !isPreview ? { vars: LOCAL_VARS } : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    catalogueDataCheck(),
    offlineAssets(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" ? [{ find: /^react-dom\/server$/, replacement: STREAMING_RENDERER }] : [],
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          output: {
            // The Worker without comments and whitespace: a quarter smaller compressed, so less to
            // upload and to parse when an isolate starts. Code and names are left as written, so
            // logged stack traces keep their function names
            // (docs/decisions/0025-server-bundle-and-start-up.md).
            minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
}));
