import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

/** Sends a request through the real Worker entry (middleware, API, pages). */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

/** A same-origin JSON POST, as the site's own pages send it. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", ...headers },
    body: JSON.stringify(body),
  });
}
