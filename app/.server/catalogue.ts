import { registerDerivedData } from "~/.server/derived-data";
import { listCurrentOffers } from "~/.server/offers/queries";
import { listRetailPages } from "~/.server/offers/retailer-links";
import { activeListVersionId, screenText } from "~/.server/prohibited-list";
import { type Catalogue, createLabelCatalogue, createPricedCatalogue, type LabelCatalogue } from "~/domain/catalogue/queries";
import { parseCatalogueFiles } from "~/domain/catalogue/research-schema";
import type { LabelProduct, ResearchProduct } from "~/domain/catalogue/types";
import type { CertificationWithdrawalFact } from "~/domain/safety/alerts";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { ObservedOffer } from "~/domain/prices/offers";

export { toTopPick } from "~/domain/catalogue/queries";

/*
 * The catalogue. Label facts are built from the research records in app/data/catalogue/ (one
 * JSON file per category) once per isolate, and again only when the prohibited list in use or a
 * withdrawn certification changes; validated here as well as at build time: a
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
 * Certifications admins recorded as withdrawn (D1), set by app/.server/safety/active.ts on each
 * request. The label facts are rebuilt only when these or the prohibited list in use change.
 */
let withdrawals: { key: string; byProduct: Map<string, CertificationWithdrawalFact> } = { key: "", byProduct: new Map() };

export function setCertificationWithdrawals(rows: readonly (CertificationWithdrawalFact & { productId: string; recordedAt: number })[]): void {
  const key = rows.map((r) => `${r.productId}:${r.recordedAt}`).sort().join(",");
  if (key === withdrawals.key) return;
  withdrawals = { key, byProduct: new Map(rows.map(({ productId, withdrawnOn, sourceUrl, note }) => [productId, { withdrawnOn, sourceUrl, note }])) };
}

let labels: { key: string; catalogue: LabelCatalogue } | null = null;

function labelCatalogue(): LabelCatalogue {
  const key = `${activeListVersionId() ?? "bundled"}|${withdrawals.key}`;
  if (labels?.key === key) return labels.catalogue;
  const catalogue = createLabelCatalogue(researchRecords(), screenText, withdrawals.byProduct);
  labels = { key, catalogue };
  const { problems } = catalogue.getCatalogueCheck();
  if (problems.length > 0) console.warn(`Catalogue check found ${problems.length} problem(s):\n${problems.join("\n")}`);
  return catalogue;
}

/** The products' label facts screened with another list's matcher: what a new list version would flag. */
export function screenCatalogueWith(screen: (text: string) => ProhibitedHit[]): LabelProduct[] {
  return createLabelCatalogue(researchRecords(), screen).listLabelProducts();
}

/** Every category with its product count: needs no price, so no database read. */
export const listCategories: LabelCatalogue["listCategories"] = () => labelCatalogue().listCategories();
/** Label facts only (no price): for links, certifications, the seed and the refresh job. */
export const listLabelProducts: LabelCatalogue["listLabelProducts"] = () => labelCatalogue().listLabelProducts();
export const getLabelProduct: LabelCatalogue["getLabelProduct"] = (id) => labelCatalogue().getLabelProduct(id);
export const getCatalogueCheck: LabelCatalogue["getCatalogueCheck"] = () => labelCatalogue().getCatalogueCheck();

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
  labels = null;
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
export async function getPricedCatalogue(env: Pick<Env, "DB">, now = Date.now()): Promise<PricedCatalogue> {
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
  const labelProducts = labelCatalogue();
  const key = `${labels?.key}|${pricesAvailable}|${offersKey(rows, pages, now)}`;
  if (lastPriced?.key === key) return lastPriced.catalogue;

  const catalogue = { ...createPricedCatalogue(labelProducts.listLabelProducts(), rows, pages, now), pricesAvailable };
  lastPriced = { key, catalogue };
  return catalogue;
}

/** Each product's id with its certified variants' ids: what a price observation may name. */
export function variantIdsByProduct(): Map<string, string[]> {
  return new Map(listLabelProducts().map((p) => [p.id, p.variants.map((v) => v.id)]));
}
