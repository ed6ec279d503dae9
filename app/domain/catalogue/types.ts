import type { CategoryId, CategoryInfo } from "~/domain/categories";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { CertificationBody, ResearchProduct } from "./research-schema";

export type { CategoryId } from "~/domain/categories";
/** A research record and its parts: inferred from the catalogue schema, the one source of their shape. */
export type { CertificationBody, Confidence, ResearchCertification, ResearchProduct } from "./research-schema";

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

/** Where a product's facts come from, exactly as the research recorded it. */
export type Provenance = Pick<ResearchProduct, "sources" | "notes" | "priceSource" | "priceDate" | "confidence" | "factsCheckedOn">;

/**
 * A catalogue product: the research record's label facts, plus what this site derives from
 * them (docs/product.md §4).
 * Prices are numbers (US dollars) with display text beside them; `rating` is the CLEARED score.
 */
export interface Supplement {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
  servingSize: string | null;
  image?: string;
  price: number | null;
  /** "$50.50", or "Check price" when unknown. */
  priceText: string;
  /** Computed from price and servings, never stored. */
  pricePerServing: number | null;
  pricePerServingText: string | null;
  /** The CLEARED score (0 to 100), the same number as `score.total`. */
  rating: number;
  description: string;
  whyRecommended: string;
  militaryBenefits: string[];
  keyIngredients: string[];
  detailedIngredients: DetailedIngredient[];
  dosage: string;
  servingsPerContainer: number | null;
  /**
   * Canonical Amazon URL without the associate tag. Shown links go through `buyPath`;
   * `affiliateUrl()` adds the tag for the redirect and the API.
   */
  amazonLink: string;
  asin: string | null;
  buyPath: string;
  certifications: Certification[];
  /** Derived from the prohibited-ingredient screen: true when nothing on the DoD list was found. */
  opssCompliant: boolean;
  prohibitedHits: ProhibitedHit[];
  warrantOfficerApproved?: boolean;
  stimulant: boolean | null;
  caffeineMg: number | null;
  highlights: string[];
  cautions: string[];
  score: ClearedScore;
  scorecard: Scorecard;
  provenance: Provenance;
}

export interface CategorySummary extends CategoryInfo {
  productCount: number;
}

export interface CategoryWithProducts extends CategoryInfo {
  supplements: Supplement[];
}
