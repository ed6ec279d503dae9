import { registerDerivedData } from "~/.server/derived-data";
import { listCurrentOffers } from "~/.server/offers/queries";
import { listRetailPages } from "~/.server/offers/retailer-links";
import type { SafetyState } from "~/.server/safety/state";
import { type Catalogue, createLabelCatalogue, createPricedCatalogue, type LabelCatalogue } from "~/domain/catalogue/queries";
import { type CertifiedVariant, certifiedVariants } from "~/domain/catalogue/variants";
import { parseCatalogueFiles } from "~/domain/catalogue/research-schema";
import type { LabelProduct, ResearchProduct } from "~/domain/catalogue/types";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { ObservedOffer } from "~/domain/prices/offers";

export { toTopPick } from "~/domain/catalogue/queries";

/*
 * The catalogue. Label facts are built from the research records in app/data/catalogue/ (one
 * JSON file per category), once per isolate for each safety state a request brings (the list
 * version and the withdrawn certifications); validated here as well as at build time: a
 * record the schema refuses fails loudly, it is never shown. Prices come from D1 only, through
 * getPricedCatalogue. Server-only: client code receives products through loader data.
 */

const DATA_FILES = import.meta.glob<unknown>("../data/catalogue/*.json", { eager: true, import: "default" });

let research: ResearchProduct[] | null = null;

function researchRecords(): ResearchProduct[] {
  research ??= parseCatalogueFiles(
    Object.entries(DATA_FILES).map(([path, records]) => ({ name: path.slice(path.lastIndexOf("/") + 1), records })),
  );
  return research;
}

/*
 * Label catalogues memoised by safety state (the list version and the withdrawals): the same
 * state gives the same label facts, so a request on an unchanged version costs no rebuild. A
 * handful are kept, enough for the states an isolate meets around an admin's change.
 */
const LABELS_KEPT = 4;
const labels = new Map<string, LabelCatalogue>();

/** The products' label facts screened with `safety`'s list, with its withdrawn certifications. */
export function labelCatalogue(safety: SafetyState): LabelCatalogue {
  const kept = labels.get(safety.key);
  if (kept) return kept;
  const catalogue = createLabelCatalogue(researchRecords(), safety.matcher.screenText, safety.withdrawals);
  if (labels.size >= LABELS_KEPT) labels.delete(labels.keys().next().value as string);
  labels.set(safety.key, catalogue);
  const { problems } = catalogue.getCatalogueCheck();
  if (problems.length > 0) console.warn(`Catalogue check found ${problems.length} problem(s):\n${problems.join("\n")}`);
  return catalogue;
}

/** The products' label facts screened with another list's matcher: what a new list version would flag. */
export function screenCatalogueWith(screen: (text: string) => ProhibitedHit[]): LabelProduct[] {
  return createLabelCatalogue(researchRecords(), screen).listLabelProducts();
}

/**
 * What names a product, the same under every list version: for links, names in emails and admin
 * tables, and checking that an id is a catalogue product. Safety facts need labelCatalogue.
 */
export interface CatalogueEntry extends Pick<ResearchProduct, "id" | "name" | "brand" | "category" | "asin" | "servingsPerContainer" | "factsCheckedOn"> {
  /** What the certifications cover: the same under every list version. */
  variants: CertifiedVariant[];
}

let entries: Map<string, CatalogueEntry> | null = null;

function catalogueEntries(): Map<string, CatalogueEntry> {
  entries ??= new Map(
    researchRecords().map((r) => [r.id, { id: r.id, name: r.name, brand: r.brand, category: r.category, asin: r.asin, servingsPerContainer: r.servingsPerContainer, factsCheckedOn: r.factsCheckedOn, variants: certifiedVariants(r) }]),
  );
  return entries;
}

export const listCatalogueEntries = (): CatalogueEntry[] => [...catalogueEntries().values()];
export const findCatalogueEntry = (id: string): CatalogueEntry | null => catalogueEntries().get(id) ?? null;

export interface PricedCatalogue extends Catalogue {
  /** False when D1 could not be read: every product then shows "Check price". */
  pricesAvailable: boolean;
}

/*
 * Pricing 60 products costs a few milliseconds, reading the offers and retail pages two D1 queries. They run
 * on every call, so a price written anywhere (an admin's entry, a refresh, the seed) shows on the
 * next request in every isolate; the priced products are rebuilt only when the offers read
 * differ from the last ones, or the hour changes (prices age: 30 days, Amazon's 24 hours).
 */
let lastPriced: { key: string; catalogue: PricedCatalogue } | null = null;
registerDerivedData(() => {
  research = null;
  entries = null;
  labels.clear();
  lastPriced = null;
});
const HOUR_MS = 60 * 60 * 1000;

function offersKey(rows: readonly (ObservedOffer & { historyId: number })[], pages: readonly { productId: string; variantId: string; recordedAt: number }[], now: number): string {
  const offerKeys = rows.map((r) => `${r.productId}:${r.variantId}:${r.retailer}:${r.historyId}`).sort();
  const pageKeys = pages.map((p) => `${p.productId}:${p.variantId}:${p.recordedAt}`).sort();
  return `${Math.floor(now / HOUR_MS)}|${offerKeys.join(",")}|${pageKeys.join(",")}`;
}

/**
 * The catalogue with every price from D1 offers: each product's lowest showable current offer,
 * its price per serving, cost per effective dose and CLEARED score (whose value part depends on
 * the price). One D1 read; call it once per request and pass the result on. The chat and the quiz
 * filter and sort on `pricePerServing` and `doses[].costPerDose` of its products.
 */
export async function getPricedCatalogue(env: Pick<Env, "DB">, safety: SafetyState, now = Date.now()): Promise<PricedCatalogue> {
  let rows: Awaited<ReturnType<typeof listCurrentOffers>>;
  let pages: Awaited<ReturnType<typeof listRetailPages>>;
  let pricesAvailable = true;
  try {
    [rows, pages] = await Promise.all([listCurrentOffers(env), listRetailPages(env)]);
  } catch (error) {
    // Label facts still help a person; an unreadable price table must not take the page down.
    // Without the recorded pages every buy link is the labelled search, never a guess.
    console.error("[prices] could not read offers; every product shows Check price", error);
    rows = [];
    pages = [];
    pricesAvailable = false;
  }
  // The label facts first: a new list version or withdrawal rebuilds them, and with them the prices.
  const labelProducts = labelCatalogue(safety);
  const key = `${safety.key}|${pricesAvailable}|${offersKey(rows, pages, now)}`;
  if (lastPriced?.key === key) return lastPriced.catalogue;

  const catalogue = { ...createPricedCatalogue(labelProducts.listLabelProducts(), rows, pages, now), pricesAvailable };
  lastPriced = { key, catalogue };
  return catalogue;
}

/** Each product's id with its certified variants' ids: what a price observation may name. */
export function variantIdsByProduct(): Map<string, string[]> {
  return new Map(listCatalogueEntries().map((p) => [p.id, p.variants.map((v) => v.id)]));
}
