/**
 * Headers for account pages. Reset and confirmation links carry a token in the URL, so these
 * pages never send a Referer; an action's Retry-After is kept. (They are also never cached:
 * worker/middleware/private-responses.ts marks every /auth answer no-store.)
 */
export function privatePageHeaders(actionHeaders?: Headers): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}
