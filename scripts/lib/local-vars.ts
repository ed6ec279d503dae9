import { existsSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The values a local preview of the production build runs with, on top of wrangler.toml's
 * production values (docs/decisions/0046-production-by-default.md), written to the `.dev.vars`
 * file beside the build, which is never uploaded. SITE_URL stays the build's own: the canonical
 * URL, og:url, the sitemap and the feeds of a production build name the configured site, whatever
 * port the preview answers on (docs/decisions/0104-a-preview-keeps-the-site-origin.md).
 */
export const PREVIEW_VARS = {
  ENVIRONMENT: "development",
  /** Mail goes to the D1 outbox and `/dev/outbox` shows it (app/.server/email/sender.ts). */
  DEV_OUTBOX: "on",
} as const;

/** The values of `npm run dev` (through the Vite plugin) and the worker tests (vitest.config.ts): the dev server's own address. */
export const LOCAL_VARS = { ...PREVIEW_VARS, SITE_URL: "http://localhost:5173" } as const;

/** `.dev.vars` text (dotenv) for these values; every value is a plain token, so no quoting rules apply. */
export function devVarsText(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => {
      if (!/^[\w:/.@-]*$/.test(value)) throw new Error(`${name}: a value with spaces or quotes does not belong in a local vars file`);
      return `${name}=${value}\n`;
    })
    .join("");
}

/** Where a local preview of the build reads its vars and secrets: beside the built Worker's config. */
export const BUILD_DEV_VARS = "build/server/.dev.vars";

/**
 * Makes a local preview of the build run with `vars` (the local values unless told otherwise).
 * The build itself stays production's; this file is read only by `vite preview`.
 */
export function writePreviewVars(vars: Record<string, string> = PREVIEW_VARS) {
  if (!existsSync(dirname(BUILD_DEV_VARS))) throw new Error("No build to preview: run `npm run build` first.");
  writeFileSync(BUILD_DEV_VARS, devVarsText(vars));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) writePreviewVars();
