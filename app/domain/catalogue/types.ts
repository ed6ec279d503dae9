import type { CertificationWithdrawalFact } from "~/domain/safety/alerts";
import type { CategoryId, CategoryInfo } from "~/domain/categories";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { CertificationBody, Confidence, ResearchProduct } from "./research-schema";
import type { BuyOption, CertifiedVariant } from "./variants";

export type { CategoryId } from "~/domain/categories";
/** A research record and its parts: inferred from the catalogue schema, the one source of their shape. */
export type { CertificationBody, Confidence, ResearchCertification, ResearchProduct, ResearchVariant } from "./research-schema";

/** How a certification link reaches the registry. */
export type RegistryLinkKind = "listing" | "product-page" | "search";

export interface Certification {
  body: CertificationBody;
  /** Link into the certifier's own registry. */
  url: string;
  linkKind: RegistryLinkKind;
  listingId: string | null;
  /** True when the research confirmed the product in the registry (a listing id or product page). */
  confirmed: boolean;
  evidence: string;
}

export interface DetailedIngredient {
  name: string;
  /** Amount per serving as printed, e.g. "200 mg"; null where the research has none. */
  amount: string | null;
  /** Extra label text after the amount, e.g. "(providing 300 mg nitrates)". */
  note: string | null;
  militaryBenefit: string | null;
  /** Percent of the FDA Daily Value, e.g. "625%"; null for non-nutrients or unparseable amounts. */
  dailyValue: string | null;
}

export type ScorecardAnswer = "yes" | "no" | "unknown";

export type ScorecardQuestionId = "certified" | "few-ingredients" | "no-proprietary-blend" | "caffeine" | "daily-value";

export interface ScorecardItem {
  id: ScorecardQuestionId;
  question: string;
  answer: ScorecardAnswer;
  detail: string;
}

export interface Scorecard {
  items: ScorecardItem[];
  yes: number;
  no: number;
  unknown: number;
}

export type ScoreComponentId = "certification" | "confidence" | "transparency" | "value" | "scorecard";

export interface ScoreComponent {
  id: ScoreComponentId;
  label: string;
  points: number;
  max: number;
  detail: string;
}

export interface ClearedScore {
  /** 0 to 100. */
  total: number;
  components: ScoreComponent[];
}

/** The effective doses a product's value is measured in (app/domain/catalogue/doses.ts). */
export const DOSE_KINDS = ["protein", "omega-3", "vitamin-d", "electrolytes", "magnesium", "creatine", "caffeine"] as const;
export type DoseKind = (typeof DOSE_KINDS)[number];

/** One measure read from a label: the amount per serving (in the dose's unit), or why it is not known. */
export type LabelDose =
  | { kind: DoseKind; amountPerServing: number; reason: null }
  | { kind: DoseKind; amountPerServing: null; reason: string };

/** What one effective dose costs, or why it is not known. */
export interface DoseValue {
  kind: DoseKind;
  /** "25 g protein" */
  doseLabel: string;
  /** "21 g protein per serving", or null when the label lacks it. */
  perServingText: string | null;
  /** How many effective doses one serving holds, to two decimals. */
  dosesPerServing: number | null;
  /** US dollars for one effective dose; null when the amount or the price is not known. */
  costPerDose: number | null;
  /** "$2.58", or null. */
  costPerDoseText: string | null;
  /** Why the cost is not known; null when it is. */
  reason: string | null;
}

/** Where a product's facts come from, exactly as the research recorded it. */
export type Provenance = Pick<ResearchProduct, "sources" | "notes" | "confidence" | "factsCheckedOn">;

/**
 * What the label says and what the site derives from it alone: everything about a product but
 * its price. Built once per isolate from the research records.
 */
export interface LabelFacts {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
  servingSize: string | null;
  image?: string;
  description: string;
  militaryBenefits: string[];
  keyIngredients: string[];
  detailedIngredients: DetailedIngredient[];
  dosage: string;
  servingsPerContainer: number | null;
  /** What the certifications cover, flavour and size (app/domain/catalogue/variants.ts). */
  variants: CertifiedVariant[];
  certifications: Certification[];
  /**
   * Derived from the prohibited-ingredient screen: true when nothing on the DoD list was found in
   * the label data we hold. The name is the spec's; it is no OPSS approval: the DoD has no list of
   * approved supplements (https://www.opss.org/quick-facts?page=0, read 2026-11-27).
   */
  opssCompliant: boolean;
  prohibitedHits: ProhibitedHit[];
  /** Set when the certifier withdrew the product's certification (recorded by an admin, with its source). */
  certificationWithdrawn: CertificationWithdrawalFact | null;
  warrantOfficerApproved?: boolean;
  stimulant: boolean | null;
  caffeineMg: number | null;
  cautions: string[];
  scorecard: Scorecard;
  provenance: Provenance;
}

/** A product's label facts with what pricing it needs from them (app/domain/catalogue/build.ts). */
export interface LabelProduct extends LabelFacts {
  basis: {
    /** The CLEARED score's inputs, all but the price (see ScoreInput in score.ts). */
    score: { certifications: Certification[]; confidence: Confidence; keyIngredients: readonly string[]; scorecard: Scorecard };
    /** The research's highlights and the label's: the price adds its own. */
    highlights: string[];
    /** The certification sentence that opens `whyRecommended`. */
    certification: string;
    /** The effective-dose measures the label supports. */
    doses: LabelDose[];
  };
}

/** Where and when the price shown was observed (D1 offers). */
export interface PriceSeen {
  retailer: string;
  /** ISO 8601, UTC. */
  observedAt: string;
  /** "September 26, 2026" or "November 23, 2026, 14:05 UTC". */
  observedText: string;
  /** "Sep 26, 2026". */
  observedDay: string;
  dateNote: string | null;
  source: string;
  /** Older than 30 days: shown, and marked so. */
  possiblyOutOfDate: boolean;
  /** An Amazon price: shown with its "as of" time and Amazon's notice. */
  amazon: boolean;
}

/**
 * A catalogue product: the research record's label facts, plus what this site derives from
 * them (docs/product.md §4).
 * Prices come from D1 offers only (getPricedCatalogue in app/.server/catalogue.ts): numbers in
 * US dollars with display text beside them; `rating` is the CLEARED score.
 */
export interface Supplement extends LabelFacts {
  /** The lowest showable current offer of a certified variant, for one container; null when none was observed. */
  price: number | null;
  /** The certified variant the price, the per-dose values and the score's value are for: "Vanilla, 30 servings". */
  priceFor: string | null;
  /** Why the price is "Check price" when we do hold prices, but only for other variants; null otherwise. */
  priceNote: string | null;
  /** What the buy block offers (a recorded page, a labelled search, or only the listing) and for which variant. */
  buy: BuyBlock;
  /** "$50.50", or "Check price" when unknown. */
  priceText: string;
  /** Computed from price and servings, never stored. */
  pricePerServing: number | null;
  pricePerServingText: string | null;
  priceSeen: PriceSeen | null;
  /** Cost per effective dose for each measure the label supports (app/domain/catalogue/doses.ts). */
  doses: DoseValue[];
  /** The CLEARED score (0 to 100), the same number as `score.total`. */
  rating: number;
  score: ClearedScore;
  whyRecommended: string;
  highlights: string[];
}

/** The buy block's facts: the option, and the certified variant it names. */
export interface BuyBlock {
  option: BuyOption;
  /** Null when no variant can be named: the block then says why and links the listing. */
  variant: { id: string; label: string; statement: string; listingUrl: string | null; listingName: string; size: string | null } | null;
  /** The small print under the button: the page's check date, and where the price shown was seen when the button goes elsewhere. */
  note: string | null;
}

export interface CategorySummary extends CategoryInfo {
  productCount: number;
}

export interface CategoryWithProducts extends CategoryInfo {
  supplements: Supplement[];
}
