import type { Certification, ClearedScore, DoseKind, PriceSeen, Provenance, Scorecard, Supplement } from "./types";

/**
 * A category page shows each product as a card with four collapsed panels (ingredients, score
 * breakdown, scorecard, sources). What only the panels show is most of a product's data, and a
 * visitor opens few of them: the page carries the card, and a panel's facts come from
 * `GET /api/products/:id` when it is first opened (docs/decisions/0028-category-card-data.md).
 */

/** What only the collapsed panels show. */
export interface PanelFacts {
  detailedIngredients: Supplement["detailedIngredients"];
  score: ClearedScore;
  scorecard: Scorecard;
  provenance: Provenance;
  certifications: Certification[];
  /** Where the price was read (the sources panel says so in full). */
  priceSeen: PriceSeen | null;
}

/** What neither a card nor its panels show (the buy block reads `buy`, which names the variant). */
type NotOnACard = "variants" | "highlights" | "image" | "warrantOfficerApproved";

/** A product as its card shows it: everything but the panels' contents, whose headings need only totals. */
export interface CardProduct extends Omit<Supplement, keyof PanelFacts | NotOnACard> {
  /** When and where the price was seen, as the card's line says it. */
  priceSeen: Omit<PriceSeen, "source" | "dateNote" | "observedAt"> | null;
  score: Pick<ClearedScore, "total">;
  scorecard: { yes: number; questions: number };
  provenance: Pick<Provenance, "factsCheckedOn">;
  /** The registry links the badges show; the evidence sentence is a panel's. */
  certifications: Omit<Certification, "evidence">[];
  /** Whether any ingredient has a Daily Value, so the page knows to show that column. */
  hasDailyValue: boolean;
  /** The one line a compact card shows: the product's first highlight, else why we list it. */
  reason: string;
}

function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** The card of a product in a category whose effective dose is `doseKind` (the only dose a card shows). */
export function toCardProduct(product: Supplement, doseKind: DoseKind | undefined): CardProduct {
  const { detailedIngredients, score, scorecard, provenance, certifications, variants, highlights, image, warrantOfficerApproved, ...rest } = product;
  return {
    ...rest,
    doses: rest.doses.filter((d) => d.kind === doseKind),
    priceSeen: rest.priceSeen && {
      retailer: rest.priceSeen.retailer,
      observedText: rest.priceSeen.observedText,
      observedDay: rest.priceSeen.observedDay,
      possiblyOutOfDate: rest.priceSeen.possiblyOutOfDate,
      amazon: rest.priceSeen.amazon,
    },
    score: { total: score.total },
    scorecard: { yes: scorecard.yes, questions: scorecard.items.length },
    provenance: { factsCheckedOn: provenance.factsCheckedOn },
    certifications: certifications.map(({ evidence: _evidence, ...link }) => link),
    hasDailyValue: detailedIngredients.some((i) => i.dailyValue !== null),
    reason: highlights[0] ?? firstSentence(rest.whyRecommended),
  };
}

export function panelFacts(product: PanelFacts): PanelFacts {
  const { detailedIngredients, score, scorecard, provenance, certifications, priceSeen } = product;
  return { detailedIngredients, score, scorecard, provenance, certifications, priceSeen };
}

/**
 * The panel facts in a `GET /api/products/:id` answer, or null when the answer is not a product:
 * checked, since the page renders whatever comes back.
 */
export function panelFactsFromApi(body: unknown): PanelFacts | null {
  const product = (body as { product?: Partial<PanelFacts> } | null)?.product;
  if (
    !product ||
    !Array.isArray(product.detailedIngredients) ||
    !Array.isArray(product.score?.components) ||
    !Array.isArray(product.scorecard?.items) ||
    !Array.isArray(product.provenance?.sources) ||
    !Array.isArray(product.certifications) ||
    (product.priceSeen !== null && typeof product.priceSeen?.source !== "string")
  ) {
    return null;
  }
  return panelFacts(product as PanelFacts);
}
