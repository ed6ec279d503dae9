/**
 * Headers for account pages. Reset and confirmation links carry a token in the URL, so these
 * pages never send a Referer and are never cached; an action's Retry-After is kept.
 */
export function privatePageHeaders(actionHeaders?: Headers): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Cache-Control", "no-store");
  return headers;
}
