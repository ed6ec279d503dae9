/// <reference lib="webworker" />
import { FROM_DEVICE_HEADER, LIST_SAVED_HEADER, OCR_BASE, OFFLINE_PATHS } from "../app/lib/offline";

/*
 * The service worker: the ingredient checker with no signal (docs/decisions/0052-offline-checker.md).
 *
 * - Installed from the checker page. It keeps a copy of that page fetched WITHOUT cookies (so
 *   never a signed-in page), the scripts and styles it uses, the scan's code, and the offline page.
 * - Navigations always go to the network; the checker's copy or the offline page answer only
 *   when the network fails. No page a visitor receives is ever stored, so no signed-in page or
 *   form answer can come back from here. Only GET requests are handled.
 * - The DoD list: network first, kept on every answer, the kept copy when offline. A newer list
 *   therefore replaces the kept one on the first check back online.
 * - Text-recognition files (versioned URLs): kept on first use, then served from the device;
 *   the trained data is kept by the recogniser itself (IndexedDB, decompressed).
 */

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build: the build's id and the scan's lazily loaded scripts. */
declare const __SW_BUILD_ID__: string;
declare const __SW_SCAN_ASSETS__: string[];

const PAGES_CACHE = `cleared-pages-${__SW_BUILD_ID__}`;
const LIST_CACHE = "cleared-dod-list";
const OCR_CACHE = "cleared-ocr";
const KEPT = new Set([PAGES_CACHE, LIST_CACHE, OCR_CACHE]);

/** Hashed build assets a page's HTML refers to (scripts, module preloads, styles, data-modules). */
function assetsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(([path]) => path))];
}

async function keepList(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(LIST_SAVED_HEADER, new Date().toISOString());
  const kept = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(LIST_CACHE)).put(OFFLINE_PATHS.list, kept.clone());
  return kept;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      // Without cookies: the copy is the page every anonymous visitor gets.
      const page = await fetch(OFFLINE_PATHS.checker, { credentials: "omit", cache: "no-store" });
      if (!page.ok) throw new Error(`The checker page answered ${page.status}.`);
      const html = await page.clone().text();
      await cache.put(OFFLINE_PATHS.checker, page);
      await cache.addAll([OFFLINE_PATHS.offlinePage, OFFLINE_PATHS.offlineScript, "/favicon.svg", ...new Set([...assetsIn(html), ...__SW_SCAN_ASSETS__])]);
      const list = await fetch(OFFLINE_PATHS.list, { credentials: "omit" });
      if (list.ok) await keepList(list);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("cleared-") && !KEPT.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function navigate(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(PAGES_CACHE);
    const copy = url.pathname === OFFLINE_PATHS.checker ? await cache.match(OFFLINE_PATHS.checker) : undefined;
    const answer = copy ?? (await cache.match(OFFLINE_PATHS.offlinePage));
    if (!answer) throw error;
    return withHeader(answer, FROM_DEVICE_HEADER, "1");
  }
}

/**
 * The page a client-side navigation is heading to, from React Router's own requests: its route
 * data (`/methodology.data`, `/_.data` for home) or, for a route it has not discovered yet, its
 * route manifest (`/__manifest?paths=/a,/methodology`, the last path the target).
 */
function navigationTarget(url: URL): string | null {
  if (url.pathname === "/__manifest") return url.searchParams.get("paths")?.split(",").at(-1) || null;
  if (!url.pathname.endsWith(".data")) return null;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const path = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.slice(0, -".data".length);
  return `${path}${search.size ? `?${search}` : ""}`;
}

/**
 * A client-side navigation while offline: its request fails, and React Router would show its
 * error page. Answered instead with React Router's "load this page as a document" signal, so the
 * navigation becomes a full load, which navigate() answers with the checker's copy or the
 * offline page. Nothing is kept: these requests go to the network first, every time.
 */
async function routerRequest(request: Request, target: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Reload-Document": "true", "X-Remix-Redirect": target, "X-Remix-Status": "302", [FROM_DEVICE_HEADER]: "1" },
    });
  }
}

async function deviceList(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    return response.ok ? await keepList(response) : response;
  } catch (error) {
    const kept = await (await caches.open(LIST_CACHE)).match(OFFLINE_PATHS.list);
    if (!kept) throw error;
    return withHeader(kept, FROM_DEVICE_HEADER, "1");
  }
}

async function cacheFirst(request: Request, keepIn: string | null): Promise<Response> {
  // Vary (Accept-Encoding, Origin) would make a module script's request miss the copy kept at install.
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (keepIn && response.ok) await (await caches.open(keepIn)).put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Writes, other origins and anything with a Range go straight to the network, untouched.
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.has("Range")) return;
  const target = navigationTarget(url);
  if (request.mode === "navigate") event.respondWith(navigate(request, url));
  else if (target) event.respondWith(routerRequest(request, target));
  else if (url.pathname === OFFLINE_PATHS.list) event.respondWith(deviceList(request));
  // The trained data is kept by the recogniser itself, decompressed, in IndexedDB (read-label.ts).
  else if (url.pathname.startsWith(`${OCR_BASE}/`) && !url.pathname.endsWith(".traineddata.gz")) event.respondWith(cacheFirst(request, OCR_CACHE));
  // Build assets have hashed names: what was kept at install is served from here, the rest as usual.
  else if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg" || url.pathname === OFFLINE_PATHS.offlineScript)
    event.respondWith(cacheFirst(request, null));
});
