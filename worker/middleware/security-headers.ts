import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd entry scripts load the route chunks they import.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React style props need inline style attributes; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The label scanner's text recogniser runs in a Web Worker from our own file (/ocr/); the
    // nonce cannot apply to a worker, and without this it falls back to script-src and is
    // refused (docs/decisions/0051-label-scan-on-the-device.md).
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Sets the security baseline on every response, including errors and streamed pages. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  // Responses built elsewhere (fetch, assets) can have immutable headers: copy first.
  c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: import.meta.env.DEV }));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  // Account and token pages (verify, reset, unsubscribe) may already have set a stricter policy.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
});
