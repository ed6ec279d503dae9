import { createMiddleware } from "hono/factory";
import { checkEnv } from "~/.server/env";
import type { AppEnv } from "../types";
import { errorBody } from "./errors";

const MESSAGE = "CLEARED is temporarily unavailable while we fix its configuration. Please try again in a few minutes.";
const RETRY_AFTER_SECONDS = 300;

/** A page that needs nothing from the misconfigured Worker: no script, no stylesheet, no data. */
const UNAVAILABLE_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable | CLEARED</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#f6f7f4;color:#1f2d24}
main{max-width:32rem;padding:2rem}h1{font-size:1.5rem;margin:.5rem 0}p{color:#4a5a4f}.mark{font-weight:900;letter-spacing:-.02em}
@media (prefers-color-scheme:dark){body{background:#121a15;color:#e8efe9}p{color:#a9b8ad}}</style></head>
<body><main><p class="mark">CLEARED</p><h1>Temporarily unavailable</h1><p>${MESSAGE}</p></main></body></html>`;

/**
 * Checks the Worker's vars, secrets and bindings (app/.server/env.ts) before anything uses them.
 * A bad environment answers 503 with Retry-After: JSON under /api, a branded page elsewhere.
 */
export const envCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (checkEnv(c.env).ok) return next();
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (c.req.path.startsWith("/api/")) return c.json(errorBody("unavailable:config", MESSAGE), 503);
  return c.html(UNAVAILABLE_PAGE, 503);
});
