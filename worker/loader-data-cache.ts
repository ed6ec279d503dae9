/**
 * Loader data (`*.data`, React Router's single fetch) that a link prefetches on hover or focus
 * is public for an anonymous visitor: it may be kept by the browser for a minute, so the
 * navigation that follows the prefetch reuses it instead of asking the Worker again
 * (docs/product.md §3.4). `Vary: Cookie` keeps a copy fetched signed out from being used after
 * signing in. Anything a route marked itself (account pages: no-store), anything setting a
 * cookie, and every signed-in answer keep their own headers.
 */
export const LOADER_DATA_MAX_AGE_SECONDS = 60;

export function withLoaderDataCaching(request: Request, response: Response, signedIn: boolean): Response {
  const { pathname } = new URL(request.url);
  if (request.method !== "GET" || !pathname.endsWith(".data") || signedIn || response.status !== 200) return response;
  if (response.headers.has("Cache-Control") || response.headers.has("Set-Cookie")) return response;
  const cacheable = new Response(response.body, response);
  cacheable.headers.set("Cache-Control", `public, max-age=${LOADER_DATA_MAX_AGE_SECONDS}`);
  cacheable.headers.append("Vary", "Cookie");
  return cacheable;
}
