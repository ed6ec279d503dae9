import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { type SavedProduct, savedProducts, users } from "~/.server/db/schema";
import type { PriceAlertState } from "~/domain/account/price-alerts";

type DbEnv = Pick<Env, "DB">;
type Key = { userId: string; productId: string };
const byKey = ({ userId, productId }: Key) => and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId));

export function listSavedProducts(env: DbEnv, { userId }: { userId: string }): Promise<SavedProduct[]> {
  return getDb(env).select().from(savedProducts).where(eq(savedProducts.userId, userId)).orderBy(asc(savedProducts.createdAt), asc(savedProducts.productId));
}

export async function listSavedProductIds(env: DbEnv, { userId }: { userId: string }): Promise<string[]> {
  const rows = await getDb(env).select({ productId: savedProducts.productId }).from(savedProducts).where(eq(savedProducts.userId, userId));
  return rows.map((r) => r.productId);
}

/** Saving twice keeps one row (and its alerts). */
export async function saveProduct(env: DbEnv, { userId, productId, now }: Key & { now: number }): Promise<void> {
  await getDb(env).insert(savedProducts).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/** False when the user had not saved it. */
export async function removeSavedProduct(env: DbEnv, key: Key): Promise<boolean> {
  const rows = await getDb(env).delete(savedProducts).where(byKey(key)).returning({ productId: savedProducts.productId });
  return rows.length > 0;
}

/** Sets (or replaces) the price alert; false when the product is not saved. */
export async function setPriceAlert(env: DbEnv, { belowCents, state, ...key }: Key & { belowCents: number; state: PriceAlertState }): Promise<boolean> {
  const rows = await getDb(env)
    .update(savedProducts)
    .set({ priceAlertBelowCents: belowCents, priceAlertState: state })
    .where(byKey(key))
    .returning({ productId: savedProducts.productId });
  return rows.length > 0;
}

/** Turns one saved product's safety alerts on or off; false when the product is not saved. */
export async function setSafetyAlerts(env: DbEnv, { on, ...key }: Key & { on: boolean }): Promise<boolean> {
  const rows = await getDb(env).update(savedProducts).set({ safetyAlerts: on }).where(byKey(key)).returning({ productId: savedProducts.productId });
  return rows.length > 0;
}

/** Turns the price alert off (the unsubscribe link and the account page); false when there was none. */
export async function clearPriceAlert(env: DbEnv, key: Key): Promise<boolean> {
  const rows = await getDb(env)
    .update(savedProducts)
    .set({ priceAlertBelowCents: null, priceAlertState: "armed" })
    .where(and(byKey(key), isNotNull(savedProducts.priceAlertBelowCents)))
    .returning({ productId: savedProducts.productId });
  return rows.length > 0;
}

/** Every price alert that is set, with the member's email. */
export function listPriceAlerts(env: DbEnv) {
  return getDb(env)
    .select({
      userId: savedProducts.userId,
      productId: savedProducts.productId,
      belowCents: savedProducts.priceAlertBelowCents,
      state: savedProducts.priceAlertState,
      email: users.email,
    })
    .from(savedProducts)
    .innerJoin(users, eq(users.id, savedProducts.userId))
    .where(isNotNull(savedProducts.priceAlertBelowCents));
}

/**
 * Moves an alert from one state to the other, only if it is still in the expected state with the
 * same threshold: two checks running at once cannot both claim the same crossing, and an alert
 * changed meanwhile is left alone. True when this call made the move.
 */
export async function movePriceAlert(
  env: DbEnv,
  { from, to, belowCents, now, ...key }: Key & { from: PriceAlertState; to: PriceAlertState; belowCents: number; now: number },
): Promise<boolean> {
  const rows = await getDb(env)
    .update(savedProducts)
    .set({ priceAlertState: to, ...(to === "sent" ? { priceAlertSentAt: now } : {}) })
    .where(and(byKey(key), eq(savedProducts.priceAlertState, from), eq(savedProducts.priceAlertBelowCents, belowCents)))
    .returning({ productId: savedProducts.productId });
  return rows.length > 0;
}
