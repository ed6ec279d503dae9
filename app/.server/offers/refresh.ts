import { type NewObservation, providerPriceSchema } from "~/domain/prices/schemas";
import type { PricedItem, PriceProvider } from "./provider";
import { recordObservations } from "./queries";

/*
 * One price refresh: ask a provider about the products it covers, check every answer, and append
 * what checks out to the price history in one batch. A provider that fails, a product it cannot
 * price and a malformed answer are logged and change nothing: no price is ever removed, the last
 * one simply ages until it is marked possibly out of date.
 */

export interface RefreshSummary {
  provider: string;
  asked: number;
  recorded: number;
  /** Products the provider could not price this time. */
  missed: number;
  /** Answers that failed the checks. */
  malformed: number;
  /** Set when the provider as a whole failed; nothing was written. */
  failure: string | null;
}

export async function refreshPrices(env: Pick<Env, "DB">, provider: PriceProvider, items: readonly PricedItem[]): Promise<RefreshSummary> {
  const asked = items.filter((item) => provider.covers(item));
  const summary: RefreshSummary = { provider: provider.name, asked: asked.length, recorded: 0, missed: 0, malformed: 0, failure: null };
  if (asked.length === 0) return summary;

  let result: Awaited<ReturnType<PriceProvider["fetchPrices"]>>;
  try {
    result = await provider.fetchPrices(asked);
  } catch (error) {
    summary.failure = error instanceof Error ? error.message : String(error);
    console.error(`[prices] ${provider.name} failed; every price stays as it was: ${summary.failure}`);
    return summary;
  }

  // A quote counts only for the very variant and ASIN asked about: never a look-up by name.
  const known = new Set(asked.map((i) => `${i.productId}/${i.variantId}`));
  const observations: NewObservation[] = [];
  for (const quote of result.quotes) {
    const parsed = providerPriceSchema.safeParse(quote);
    if (!parsed.success || !known.has(`${parsed.data.productId}/${parsed.data.variantId}`)) {
      summary.malformed++;
      const why = parsed.success ? "a product it was not asked about" : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      console.warn(`[prices] ${provider.name} sent malformed data for ${String(quote.productId)}, skipped: ${why}`);
      continue;
    }
    const price = parsed.data;
    observations.push({
      productId: price.productId,
      variantId: price.variantId,
      variantSeen: null,
      retailer: provider.retailer,
      priceCents: price.priceCents,
      currency: price.currency,
      url: price.url,
      source: provider.source,
      observedAt: price.observedAt,
      observedPrecision: "minute",
      dateNote: null,
      origin: "provider",
      recordedBy: null,
    });
  }
  for (const miss of result.misses) {
    summary.missed++;
    console.warn(`[prices] ${provider.name} has no price for ${miss.productId}: ${miss.reason}`);
  }
  summary.recorded = (await recordObservations(env, observations)).length;
  return summary;
}
