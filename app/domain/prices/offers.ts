import type { NewObservation, ObservationOrigin, ObservationPrecision } from "./schemas";

/*
 * How observed prices are read: which one is a product's price today, when a price is too old
 * to trust without checking, and what Amazon's rules ask of a price shown from its API.
 * Pure: the pages, the JSON API and the chat read D1 and pass the rows in.
 */

/** A price older than this is shown as possibly out of date. */
export const POSSIBLY_OUT_OF_DATE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Amazon's Associates licence lets a site keep product data from its API (a price included) for
 * at most 24 hours before it must be fetched again; past that, a price from the API is not shown.
 */
export const AMAZON_API_PRICE_HOURS = 24;

/** Amazon's required notice beside a price taken from Amazon, with the date and time it was seen. */
export const AMAZON_PRICE_DISCLAIMER =
  "Product prices and availability are accurate as of the date/time indicated and are subject to change. Any price and availability information displayed on Amazon.com at the time of purchase will apply to the purchase of this product.";

/** A current offer: the newest observation per product and retailer, as the offers table keeps it. */
export type ObservedOffer = Omit<NewObservation, "recordedBy">;

export function isAmazon(retailer: string): boolean {
  return /^amazon(?:\.com)?$/i.test(retailer.trim());
}

/** False for an Amazon API price past the 24 hours Amazon allows it to be shown. */
export function isShowable(offer: Pick<ObservedOffer, "retailer" | "origin" | "observedAt">, now: number): boolean {
  return !(offer.origin === "provider" && isAmazon(offer.retailer) && now - offer.observedAt > AMAZON_API_PRICE_HOURS * 60 * 60 * 1000);
}

export function isPossiblyOutOfDate(observedAt: number, now: number): boolean {
  return now - observedAt > POSSIBLY_OUT_OF_DATE_DAYS * DAY_MS;
}

/** Whole days since the observation (0 on the day itself). */
export function ageInDays(observedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - observedAt) / DAY_MS));
}

/** Lowest first; at the same price the newer observation first. */
export function byPrice(a: ObservedOffer, b: ObservedOffer): number {
  return a.priceCents - b.priceCents || b.observedAt - a.observedAt || a.retailer.localeCompare(b.retailer);
}

/**
 * The product's price today: the lowest of its retailers' latest prices that may be shown. A
 * price does not stop being the last one seen because it is old; it is marked instead.
 */
export function currentOffer<T extends ObservedOffer>(offers: readonly T[], now: number): T | null {
  return offers.filter((o) => o.currency === "USD" && isShowable(o, now)).sort(byPrice)[0] ?? null;
}

/** The lowest price ever observed for a product and the last time it was seen at that price. */
export function lowestObserved<T extends ObservedOffer>(history: readonly T[], now: number): T | null {
  const shown = history.filter((o) => o.currency === "USD" && isShowable(o, now));
  if (shown.length === 0) return null;
  const min = Math.min(...shown.map((o) => o.priceCents));
  return shown.filter((o) => o.priceCents === min).sort((a, b) => b.observedAt - a.observedAt)[0];
}

const MONTH_DAY_YEAR: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/** "September 26, 2026" for a day; "November 23, 2026, 14:05 UTC" when the time is known. */
export function formatObservedAt(observedAt: number, precision: ObservationPrecision): string {
  const date = new Date(observedAt);
  const day = date.toLocaleDateString("en-US", MONTH_DAY_YEAR);
  if (precision === "day") return day;
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

/** "Sep 26, 2026": for tight spaces (cards, table cells). */
export function formatObservedDay(observedAt: number): string {
  return new Date(observedAt).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** One retailer's latest price as the compare page and the JSON API show it. */
export interface ShownOffer {
  retailer: string;
  /** What was sold at this price: the certified variant's label, or the seller's words for another. */
  variant: string;
  /** US dollars for one container. */
  price: number;
  priceText: string;
  pricePerServing: number | null;
  pricePerServingText: string | null;
  url: string | null;
  source: string;
  /** ISO 8601, UTC. */
  observedAt: string;
  /** "September 26, 2026" or "November 23, 2026, 14:05 UTC". */
  observedText: string;
  dateNote: string | null;
  origin: ObservationOrigin;
  possiblyOutOfDate: boolean;
  /** Amazon's price: shown with its "as of" time and Amazon's notice. */
  amazon: boolean;
}

/** A price we hold but may not show (an Amazon API price past 24 hours). */
export interface WithheldOffer {
  retailer: string;
  observedAt: string;
  observedText: string;
}

export interface HistoryPoint {
  at: string;
  atText: string;
  retailer: string;
  price: number;
  priceText: string;
}

export interface ProductPrices {
  productId: string;
  currency: "USD";
  /** Latest price per retailer of each certified variant, cheapest first. */
  offers: ShownOffer[];
  /** Latest prices held for variants no certifier is known to list: kept and shown as such, never as the price. */
  otherVariants: ShownOffer[];
  withheld: WithheldOffer[];
  /** The lowest price ever observed, with where and when it was last seen at that price. */
  lowest: { price: number; priceText: string; retailer: string; observedAt: string; observedText: string } | null;
  /** Every showable observation, oldest first. */
  history: HistoryPoint[];
}

function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

function showOffer(offer: ObservedOffer, variant: string, servingsPerContainer: number | null, now: number): ShownOffer {
  const price = offer.priceCents / 100;
  const perServing = servingsPerContainer ? roundCents(price / servingsPerContainer) : null;
  return {
    retailer: offer.retailer,
    variant,
    price,
    priceText: formatCents(offer.priceCents),
    pricePerServing: perServing,
    pricePerServingText: perServing === null ? null : `$${perServing.toFixed(2)}`,
    url: offer.url,
    source: offer.source,
    observedAt: new Date(offer.observedAt).toISOString(),
    observedText: formatObservedAt(offer.observedAt, offer.observedPrecision),
    dateNote: offer.dateNote,
    origin: offer.origin,
    possiblyOutOfDate: isPossiblyOutOfDate(offer.observedAt, now),
    amazon: isAmazon(offer.retailer),
  };
}

/**
 * Everything a product's prices say, from its current offers and its history. Only prices of a
 * certified variant the data can name (`identified`) count as the product's prices, its lowest
 * and its history; the others are listed apart, as what they are.
 */
export function productPrices(
  product: { id: string; servingsPerContainer: number | null; variants: readonly { id: string; identified: boolean; label: string }[] },
  allCurrent: readonly ObservedOffer[],
  allHistory: readonly ObservedOffer[],
  now: number,
): ProductPrices {
  const labels = new Map(product.variants.filter((v) => v.identified).map((v) => [v.id, v.label]));
  const certified = (o: ObservedOffer) => labels.has(o.variantId);
  const current = allCurrent.filter(certified);
  const history = allHistory.filter(certified);
  const usd = (o: ObservedOffer) => o.currency === "USD";
  const showable = current.filter((o) => usd(o) && isShowable(o, now)).sort(byPrice);
  const lowest = lowestObserved(history, now);
  const seen = (o: ObservedOffer) => o.variantSeen ?? "variant not recorded";
  return {
    productId: product.id,
    currency: "USD",
    offers: showable.map((o) => showOffer(o, labels.get(o.variantId) ?? seen(o), product.servingsPerContainer, now)),
    otherVariants: allCurrent
      .filter((o) => !certified(o) && usd(o) && isShowable(o, now))
      .sort(byPrice)
      .map((o) => showOffer(o, seen(o), product.servingsPerContainer, now)),
    withheld: current
      .filter((o) => usd(o) && !isShowable(o, now))
      .map((o) => ({ retailer: o.retailer, observedAt: new Date(o.observedAt).toISOString(), observedText: formatObservedAt(o.observedAt, o.observedPrecision) })),
    lowest: lowest && {
      price: lowest.priceCents / 100,
      priceText: formatCents(lowest.priceCents),
      retailer: lowest.retailer,
      observedAt: new Date(lowest.observedAt).toISOString(),
      observedText: formatObservedAt(lowest.observedAt, lowest.observedPrecision),
    },
    history: history
      .filter((o) => usd(o) && isShowable(o, now))
      .sort((a, b) => a.observedAt - b.observedAt)
      .map((o) => ({
        at: new Date(o.observedAt).toISOString(),
        atText: formatObservedAt(o.observedAt, o.observedPrecision),
        retailer: o.retailer,
        price: o.priceCents / 100,
        priceText: formatCents(o.priceCents),
      })),
  };
}
