import { existsSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The values a Worker on this machine runs with, on top of wrangler.toml's production values
 * (docs/decisions/0046-production-by-default.md). `npm run dev` applies them through the Vite
 * plugin, a local preview of the build through the `.dev.vars` file beside it, the worker tests
 * through vitest.config.ts. They never reach a deploy: `.dev.vars` is not uploaded.
 */
export const LOCAL_VARS = {
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost:5173",
  /** Mail goes to the D1 outbox and `/dev/outbox` shows it (app/.server/email/sender.ts). */
  DEV_OUTBOX: "on",
} as const;

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
export function writePreviewVars(vars: Record<string, string> = LOCAL_VARS) {
  if (!existsSync(dirname(BUILD_DEV_VARS))) throw new Error("No build to preview: run `npm run build` first.");
  writeFileSync(BUILD_DEV_VARS, devVarsText(vars));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) writePreviewVars();
