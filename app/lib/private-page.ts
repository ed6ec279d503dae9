/**
 * Headers for account pages. Reset, confirmation and unsubscribe links carry a token in the URL,
 * so these pages never send a Referer to another site (`same-origin`); an action's Retry-After
 * is kept. Not `no-referrer`: under it a browser posts forms with `Origin: null`, which React
 * Router refuses as a possible CSRF, so no form on the page would work without JavaScript
 * (docs/decisions/0019-saved-products-and-alerts.md). They are also never cached:
 * worker/middleware/private-responses.ts marks them no-store.
 */
export function privatePageHeaders(actionHeaders?: Headers): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Referrer-Policy", "same-origin");
  return headers;
}
