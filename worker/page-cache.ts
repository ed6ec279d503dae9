import { type PageVersion, readPageVersion } from "./page-version";

/*
 * Anonymous pages from the edge cache (docs/decisions/0026-anonymous-page-cache.md, with the
 * freshness check of 0045).
 *
 * A page a visitor without cookies sees is the same for every such visitor, except for its CSP
 * nonce. Its rendered HTML is kept in the Cache API under a key made of the URL, the hour, the
 * build and the version of the data a public page reads (worker/page-version.ts: posts, offers,
 * the applied DoD list versions and withdrawn certifications), kept in KV and renewed after every
 * write that can change a page, so a hit makes no D1 read. The copy is stored
 * with its nonce cut out (the offsets in a header), and every answer gets the request's own fresh nonce.
 * Signed-in visitors, any request that carries a cookie, forms with per-request state (contact,
 * auth), account, admin and token pages are never stored or served from the cache.
 */

/** Public pages whose HTML depends only on the URL and the data in the version. */
const CACHEABLE_PAGES = [
  /^\/$/,
  /^\/category\/[a-z0-9-]+$/,
  /^\/compare(\/[a-z0-9-]+)?$/,
  /^\/methodology$/,
  /^\/blog(\/[a-z0-9-]+)?$/,
  /^\/quiz(\/[a-z0-9-]+)?$/,
  /^\/ingredient-checker$/,
  /^\/(privacy|terms|accessibility)$/,
];

/**
 * A stored copy is the page with its nonce cut out, and this header lists the byte offsets where
 * the nonce stood: a hit puts the request's own nonce back by copying bytes, without decoding,
 * searching and encoding the page again (that was the largest cost of a hit).
 */
const NONCE_OFFSETS_HEADER = "X-Nonce-Offsets";
/** How long a copy may be kept; a changed key makes it unreachable long before that. */
const STORED_MAX_AGE_S = 24 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;
/** Set on every cacheable page answer: HIT, MISS, or DEGRADED (rendered during a store failure, not stored). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export function isCacheablePageRequest(request: Request, signedIn: boolean): boolean {
  // The development server renders every time: the code changes under it.
  if ((import.meta.env.DEV && import.meta.env.MODE !== "test") || request.method !== "GET" || signedIn || request.headers.has("Cookie")) return false;
  const { pathname, search } = new URL(request.url);
  // What someone typed into the ingredient checker is never kept: its query answers fresh every time.
  if (pathname === "/ingredient-checker" && search) return false;
  return CACHEABLE_PAGES.some((page) => page.test(pathname));
}

/** The data centre's cache (the Workers runtime's `caches.default`, which the DOM types lack). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * Query parameters that ad and mail campaigns add for their own reports: no page reads them, so
 * `/?utm_source=x` is the same page as `/` and shares its copy.
 */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|ref_src)$/i;

/** The search part of the key: the request's parameters in their order, less the tracking ones. */
function pageSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([name]) => !TRACKING_PARAM.test(name)));
  const search = kept.toString();
  return search ? `?${search}` : "";
}

/**
 * The cache key for a page request, or null when the data version cannot be read (the page then
 * renders as usual, and a store outage is answered the usual way).
 */
export async function pageCacheKey(env: Pick<Env, "DB" | "CACHE">, request: Request, now = Date.now()): Promise<{ key: Request; data: PageVersion } | null> {
  let data: PageVersion;
  try {
    data = await readPageVersion(env, now);
  } catch (error) {
    console.error("[page-cache] could not read the data version; rendering without the cache", error);
    return null;
  }
  const url = new URL(request.url);
  // Prices age by the hour, so the hour is part of the key.
  return { key: new Request(`${url.origin}/__page-cache/${Math.floor(now / HOUR_MS)}-${data.version}${url.pathname}${pageSearch(url.searchParams)}`), data };
}

const encoder = new TextEncoder();

/** The page without its nonce, and the byte offsets where the nonce stood. */
export function cutNonce(html: string, nonce: string): { body: Uint8Array<ArrayBuffer>; offsets: number[] } {
  const pieces = html.split(nonce).map((piece) => encoder.encode(piece));
  const body = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  const offsets: number[] = [];
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) offsets.push(at);
    body.set(piece, at);
    at += piece.length;
  }
  return { body, offsets };
}

/** The page with `nonce` put back at each offset. */
export function spliceNonce(body: Uint8Array, offsets: readonly number[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const page = new Uint8Array(body.length + offsets.length * nonceBytes.length);
  let from = 0;
  let at = 0;
  for (const offset of offsets) {
    page.set(body.subarray(from, offset), at);
    at += offset - from;
    page.set(nonceBytes, at);
    at += nonceBytes.length;
    from = offset;
  }
  page.set(body.subarray(from), at);
  return page;
}

/** The offsets a stored copy lists, or null when the header is missing or not a sorted list. */
function storedOffsets(header: string | null, length: number): number[] | null {
  if (header === null) return null;
  const offsets = header === "" ? [] : header.split(",").map(Number);
  const valid = offsets.every((offset, i) => Number.isInteger(offset) && offset >= (offsets[i - 1] ?? 0) && offset <= length);
  return valid ? offsets : null;
}

/** A copy as this isolate keeps it: the page without its nonce, the offsets, the answer's headers. */
export interface PageCopy {
  body: Uint8Array;
  offsets: number[];
  headers: [string, string][];
}

/**
 * The copies this isolate stored or read last, least recently used first, up to
 * RECENT_COPIES_MAX_BYTES. The same keys as the edge cache (so never a copy of older data), but
 * a hit here needs no cache lookup: under load most hits are repeats in the same isolate.
 */
const recentCopies = new Map<string, PageCopy>();
const RECENT_COPIES_MAX_BYTES = 4_000_000;
let recentCopiesBytes = 0;

export function rememberCopy(key: string, copy: PageCopy) {
  const previous = recentCopies.get(key);
  if (previous) recentCopiesBytes -= previous.body.length;
  recentCopies.delete(key);
  recentCopies.set(key, copy);
  recentCopiesBytes += copy.body.length;
  for (const [oldest, { body }] of recentCopies) {
    if (recentCopiesBytes <= RECENT_COPIES_MAX_BYTES) break;
    recentCopies.delete(oldest);
    recentCopiesBytes -= body.length;
  }
}

/** Copies this isolate keeps, and their bytes: for tests. */
export function recentCopiesSize(): { copies: number; bytes: number } {
  return { copies: recentCopies.size, bytes: recentCopiesBytes };
}

async function findCopy(key: Request): Promise<PageCopy | null> {
  const recent = recentCopies.get(key.url);
  if (recent) {
    rememberCopy(key.url, recent);
    return recent;
  }
  const stored = await edgeCache().match(key);
  if (!stored) return null;
  const body = new Uint8Array(await stored.arrayBuffer());
  const offsets = storedOffsets(stored.headers.get(NONCE_OFFSETS_HEADER), body.length);
  // A copy without a readable list (written by another build) is treated as absent.
  if (!offsets) return null;
  const headers = [...stored.headers].filter(([name]) => name !== "cache-control" && name !== NONCE_OFFSETS_HEADER.toLowerCase());
  const copy = { body, offsets, headers };
  rememberCopy(key.url, copy);
  return copy;
}

/** The stored copy's answer, with the request's own nonce. */
export async function cachedPage(key: Request, nonce: string): Promise<Response | null> {
  const copy = await findCopy(key);
  if (!copy) return null;
  const headers = new Headers(copy.headers);
  headers.set(PAGE_CACHE_HEADER, "HIT");
  return new Response(spliceNonce(copy.body, copy.offsets, nonce), { status: 200, headers });
}

/**
 * Answers a freshly rendered page and, when it is a plain 200 HTML page that sets no cookie, did
 * not mark itself private and was rendered with every store answering, keeps a copy in the background. The page is read whole first (a
 * miss answers when the render has finished, not as it streams), because a copy must be whole.
 */
export async function storePage(
  key: Request,
  response: Response,
  nonce: string,
  { waitUntil, degraded }: { waitUntil: (promise: Promise<unknown>) => void; degraded: () => boolean },
): Promise<Response> {
  const storable =
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control");
  if (!storable) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  // A page rendered while a store failed (a price read as "Check price", an older DoD list) is
  // answered to this visitor but never stored: asked once the whole page has been rendered.
  if (degraded()) {
    headers.set(PAGE_CACHE_HEADER, "DEGRADED");
    return new Response(html, { status: response.status, headers });
  }
  const storedHeaders = new Headers(headers);
  storedHeaders.set("Cache-Control", `public, max-age=${STORED_MAX_AGE_S}`);
  const { body, offsets } = cutNonce(html, nonce);
  rememberCopy(key.url, { body, offsets, headers: [...headers] });
  storedHeaders.set(NONCE_OFFSETS_HEADER, offsets.join(","));
  waitUntil(
    edgeCache()
      .put(key, new Response(body, { status: 200, headers: storedHeaders }))
      .catch((error: unknown) => console.error("[page-cache] could not store a page", error)),
  );
  headers.set(PAGE_CACHE_HEADER, "MISS");
  return new Response(html, { status: response.status, headers });
}
