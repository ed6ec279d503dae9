import { exports } from "cloudflare:workers";
import { listLabelProducts } from "../unit/bundled-safety";
import { recordObservations } from "~/.server/offers/queries";
import offersJson from "~/data/offers.json";
import { parseOfferSeed, seedObservation } from "~/domain/prices/schemas";

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

/** The research's dated prices, loaded the way `npm run db:seed` loads them. Returns how many were new. */
export async function seedResearchPrices(env: Pick<Env, "DB">, now = Date.now()): Promise<number> {
  const today = new Date(now).toISOString().slice(0, 10);
  const records = parseOfferSeed(offersJson, { productIds: new Set(listLabelProducts().map((p) => p.id)), today });
  return (await recordObservations(env, records.map(seedObservation), now)).length;
}

/**
 * The local Rate Limiting binding counts in windows aligned to the wall clock. A test that spends
 * a limit starts its burst with at least `burstMs` left in the current window, so the count
 * cannot reset halfway through.
 */
export async function inOneRateLimitWindow(periodSeconds: number, burstMs: number): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * The rate limiters count per clock minute: a burst started in a minute's last seconds would
 * straddle two windows and never reach the limit. Waits for the next minute when fewer than
 * `needMs` are left in this one.
 */
export async function startInFreshLimiterWindow(needMs: number): Promise<void> {
  const leftInMinute = 60_000 - (Date.now() % 60_000);
  if (leftInMinute < needMs) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
}
