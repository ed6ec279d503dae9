/*
 * A price provider: something that can tell us a retailer's current price for some catalogue
 * products. The refresh job (app/.server/offers/refresh.ts) only knows this interface; each
 * provider is an adapter over one retailer's API, handed an HTTP client so that tests replay
 * recorded responses through the very code that production runs.
 */

/** Sends one request; `fetch` in production, a replay of recorded responses in tests. */
export type HttpClient = (request: Request) => Promise<Response>;

export const defaultHttpClient: HttpClient = (request) => fetch(request);

/** A certified variant the provider may be asked about: one whose retail page an admin recorded. */
export interface PricedItem {
  productId: string;
  variantId: string;
  /** Amazon's product id from the recorded page; null for another retailer's page. */
  asin: string | null;
}

/**
 * What a provider read for one product. Fields are as the provider gave them and are checked by
 * the refresh (providerPriceSchema) before anything is written: a malformed quote is skipped.
 */
export interface ProviderQuote {
  productId: string;
  variantId: string;
  priceCents: unknown;
  currency: unknown;
  url: unknown;
  observedAt: number;
}

/** A product the provider could not price this time, and why (logged; no price is removed). */
export interface ProviderMiss {
  productId: string;
  reason: string;
}

export interface ProviderResult {
  quotes: ProviderQuote[];
  misses: ProviderMiss[];
}

export interface PriceProvider {
  /** For logs: "amazon-creators-api". */
  name: string;
  /** The retailer its prices are recorded under. */
  retailer: string;
  /** Where its prices come from, in words, as the compare page shows it. */
  source: string;
  /** The products this provider can look up. */
  covers(item: PricedItem): boolean;
  /** Throws when the provider as a whole cannot answer (credentials refused, service down). */
  fetchPrices(items: readonly PricedItem[]): Promise<ProviderResult>;
}

/** A failure of the whole provider: nothing it returned can be used. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
