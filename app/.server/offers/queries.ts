import { asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { affiliateClicks, offers, priceHistory } from "~/.server/db/schema";
import type { NewObservation } from "~/domain/prices/schemas";

/*
 * Prices in D1. Writers only insert observations into `price_history`; a trigger keeps `offers`
 * (the latest price per product and retailer) current, and other triggers refuse any update or
 * delete of history (migrations/0009_price_triggers.sql).
 */

/** Every product's current offers: the one read behind the priced catalogue. */
export function listCurrentOffers(env: Pick<Env, "DB">) {
  return getDb(env).select().from(offers);
}

export function listOffersForProduct(env: Pick<Env, "DB">, { productId }: { productId: string }) {
  return getDb(env).select().from(offers).where(eq(offers.productId, productId));
}

/** Every observation of one product, oldest first. */
export function listPriceHistory(env: Pick<Env, "DB">, { productId }: { productId: string }) {
  return getDb(env).select().from(priceHistory).where(eq(priceHistory.productId, productId)).orderBy(asc(priceHistory.observedAt), asc(priceHistory.id));
}

/** The latest entries, newest first, as the admin page lists them. */
export function listRecentObservations(env: Pick<Env, "DB">, { limit }: { limit: number }) {
  return getDb(env).select().from(priceHistory).orderBy(desc(priceHistory.recordedAt), desc(priceHistory.id)).limit(limit);
}

/**
 * Appends observations in one batch (all or none). One already recorded for the same product,
 * retailer and moment is skipped, so re-running a seed or a refresh adds nothing twice.
 * Returns the ids of the new ones.
 */
export async function recordObservations(env: Pick<Env, "DB">, observations: readonly NewObservation[], now = Date.now()): Promise<number[]> {
  if (observations.length === 0) return [];
  const db = getDb(env);
  // One statement per row: D1 binds at most 100 parameters per statement.
  const [first, ...rest] = observations.map((o) =>
    db.insert(priceHistory).values({ ...o, recordedAt: now }).onConflictDoNothing().returning({ id: priceHistory.id }),
  );
  // RETURNING lists only the rows actually inserted (D1's change count includes the trigger's).
  const results = await db.batch([first, ...rest]);
  return results.flatMap((rows) => rows.map((r) => r.id));
}

/** Buy-link clicks through /go since a time, per product, variant and UTC day, newest day first. */
export function countClicksByVariantAndDay(env: Pick<Env, "DB">, { since }: { since: number }) {
  const day = sql<string>`strftime('%Y-%m-%d', ${affiliateClicks.clickedAt} / 1000, 'unixepoch')`;
  return getDb(env)
    .select({ productId: affiliateClicks.productId, variantId: affiliateClicks.variantId, day, clicks: count() })
    .from(affiliateClicks)
    .where(gte(affiliateClicks.clickedAt, since))
    .groupBy(affiliateClicks.productId, affiliateClicks.variantId, day)
    .orderBy(desc(day), asc(affiliateClicks.productId), asc(affiliateClicks.variantId));
}
