import { asc, eq } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { offers } from "~/.server/db/schema";

/** Retail prices observed for one product, oldest first, as the compare page lists them. */
export async function listOffersForProduct(env: Pick<Env, "DB">, { productId }: { productId: string }) {
  return getDb(env)
    .select({
      retailer: offers.retailer,
      url: offers.url,
      priceCents: offers.priceCents,
      currency: offers.currency,
      source: offers.source,
      observedOn: offers.observedOn,
    })
    .from(offers)
    .where(eq(offers.productId, productId))
    .orderBy(asc(offers.observedOn));
}
