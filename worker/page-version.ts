import { PAGE_VERSION_KEY } from "./page-version-key";

/*
 * The version of the data public pages show, as the page-cache key names it
 * (docs/decisions/0045-page-cache-freshness-without-d1.md).
 *
 * The version is a digest of every table a public page reads, computed from D1 only when the
 * data may have changed (after an admin's write, after each cron run, when no version is kept)
 * and kept in KV CACHE. A page-cache hit reads it from this isolate's memo (up to MEMO_MS old)
 * or from KV, never from D1. Staleness bound: the isolate that made a write uses the new
 * version on its next request; other isolates within MEMO_MS plus KV's propagation (up to 60 s
 * in other locations); a write made outside the Worker (the seed, `wrangler d1 execute`) at the
 * next cron run, or at once when the seed forgets the version.
 */

/** How long an isolate uses the version it read before reading KV again. */
const MEMO_MS = 5_000;

/** A build's identity: a new deploy (new catalogue data, new code) never reads an old copy. */
const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "unbuilt";

let memo: { current: PageVersion; readAt: number } | null = null;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a page-cache key names, and the D1 bookmark of the read it was computed from. */
export interface PageVersion {
  version: string;
  /** A miss renders from D1 at least this new, so a lagging replica never stores older data under it. */
  bookmark: string | null;
}

/** One D1 read over every table a public page shows, on the primary: the newest data. */
async function readDataDigest(db: D1Database): Promise<PageVersion> {
  const session = db.withSession("first-primary");
  // Every write to posts sets a new random `revision`; offers change with every price observation,
  // buy links with every recorded retail page;
  // applying a DoD list version or recording a withdrawal changes what every product page says.
  const row = await session
    .prepare(`
    SELECT
      (SELECT count(*) || ':' || ifnull(group_concat(revision, ','), '') FROM posts) AS posts,
      (SELECT count(*) || ':' || total(history_id) FROM current_offers)
        || '/' || (SELECT count(*) || ':' || ifnull(max(id), 0) FROM retailer_links) AS offers,
      (SELECT count(*) || ':' || total(applied_at) FROM prohibited_list_versions WHERE applied_at IS NOT NULL)
        || '/' || (SELECT count(*) || ':' || total(recorded_at) FROM certification_withdrawals) AS safety`)
    .first<{ posts: string; offers: string; safety: string }>();
  if (!row) throw new Error("The data digest query returned no row.");
  const version = (await sha256Hex(`${BUILD_ID}|${row.posts}|${row.offers}|${row.safety}`)).slice(0, 32);
  return { version, bookmark: session.getBookmark() };
}

/** KV holds "<version> <bookmark>"; the bookmark may be missing. */
function parseKept(kept: string): PageVersion {
  const [version, bookmark] = kept.split(" ");
  return { version, bookmark: bookmark || null };
}

/**
 * Computes the version from D1 and keeps it in KV and in this isolate: called after every write
 * that can change a page. A failed KV write is logged, not thrown (the write it follows has
 * happened); this isolate still uses the new version, and the next cron run writes it again.
 */
export async function refreshPageVersion(env: Pick<Env, "DB" | "CACHE">, now = Date.now()): Promise<PageVersion> {
  const current = await readDataDigest(env.DB);
  memo = { current, readAt: now };
  try {
    const kept = await env.CACHE.get(PAGE_VERSION_KEY);
    if (kept === null || parseKept(kept).version !== current.version) await env.CACHE.put(PAGE_VERSION_KEY, `${current.version} ${current.bookmark ?? ""}`.trim());
  } catch (error) {
    console.error("[page-cache] could not keep the data version in KV", error);
  }
  return current;
}

/** The version a page-cache key names: this isolate's memo, else KV, else (once) computed from D1. */
export async function readPageVersion(env: Pick<Env, "DB" | "CACHE">, now = Date.now()): Promise<PageVersion> {
  if (memo && now - memo.readAt < MEMO_MS) return memo.current;
  const kept = await env.CACHE.get(PAGE_VERSION_KEY);
  if (kept === null) return refreshPageVersion(env, now);
  memo = { current: parseKept(kept), readAt: now };
  return memo.current;
}
