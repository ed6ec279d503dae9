import { type PricedCatalogue, variantIdsByProduct } from "~/.server/catalogue";
import { listLabelProducts } from "./bundled-safety";
import { registerDerivedData } from "~/.server/derived-data";
import offersJson from "~/data/offers.json";
import { createPricedCatalogue } from "~/domain/catalogue/queries";
import { parseOfferSeed, seedObservation } from "~/domain/prices/schemas";

/** The day the tests price the catalogue on: fixed, so "possibly out of date" never drifts. */
export const PRICED_ON = Date.UTC(2026, 10, 23, 12);

/**
 * The catalogue priced from the seed data alone, as D1 holds it right after `npm run db:seed`:
 * for unit tests, which have no D1.
 */
export function seededCatalogue(now = PRICED_ON): PricedCatalogue {
  if (now === PRICED_ON && cached) return cached;
  const today = new Date(now).toISOString().slice(0, 10);
  const offers = parseOfferSeed(offersJson, { variants: variantIdsByProduct(), today }).map(seedObservation);
  const catalogue = { ...createPricedCatalogue(listLabelProducts(), offers, [], now), pricesAvailable: true };
  if (now === PRICED_ON) cached = catalogue;
  return catalogue;
}

let cached: PricedCatalogue | null = null;
registerDerivedData(() => {
  cached = null;
});

/**
 * Products whose certification names what to buy (a flavour in the listing, or a capsule,
 * softgel or tablet form with an undoubted listing): counted by hand from the research records.
 */
export const NAMED_VARIANTS = 38;
