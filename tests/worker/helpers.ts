import { exports } from "cloudflare:workers";
import { recordObservations } from "~/.server/offers/queries";
import offersJson from "~/data/offers.json";
import { variantIdsByProduct } from "~/.server/catalogue";
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
  const records = parseOfferSeed(offersJson, { variants: variantIdsByProduct(), today });
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

/**
 * The D1 binding with `prepare` and `batch` passed through the given hooks, also inside the
 * Sessions API sessions the Worker opens on it (worker/middleware/d1-session.ts).
 */
export function interceptD1(
  db: D1Database,
  hooks: { prepare?: (query: string, prepare: (query: string) => D1PreparedStatement) => D1PreparedStatement; batch?: (statements: D1PreparedStatement[]) => void },
): D1Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property);
        if (typeof value !== "function") return value;
        if (property === "prepare" && hooks.prepare) return (query: string) => hooks.prepare!(query, (q) => value.call(object, q));
        if (property === "batch" && hooks.batch) {
          return (statements: D1PreparedStatement[]) => {
            hooks.batch!(statements);
            return value.call(object, statements);
          };
        }
        if (property === "withSession") return (...args: unknown[]) => wrap(value.apply(object, args) as D1DatabaseSession);
        return value.bind(object);
      },
    });
  return wrap(db);
}
