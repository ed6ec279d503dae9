import type { CategoryId, CategoryInfo } from "~/domain/categories";
import type { ProhibitedHit } from "~/domain/safety/types";

export type { CategoryId } from "~/domain/categories";

/** Evidence tiers of the catalogue research, strongest first. */
export const CONFIDENCE_LEVELS = ["high", "medium-high", "medium", "low-medium", "low"] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

export const CERTIFICATION_BODIES = ["NSF Certified for Sport", "Informed Sport", "Informed Choice", "USP Verified"] as const;
export type CertificationBody = (typeof CERTIFICATION_BODIES)[number];

/** A certification exactly as the research recorded it. */
export interface ResearchCertification {
  body: CertificationBody;
  /** Registry page for this product (NSF listing detail or Informed Sport product page), if found. */
  url: string | null;
  listingId: string | null;
  listingName?: string;
  /** A registry search the research suggested when no product page was found. */
  searchUrl?: string;
  /** How the certification was established, with the date of the check where known. */
  evidence: string;
}

/** One researched product, field for field as in the catalogue research, plus its slug. */
export interface ResearchProduct {
  id: string;
  category: CategoryId;
  name: string;
  brand: string;
  servingSize: string | null;
  servingsPerContainer: number | null;
  /** US dollars for one container; null where no price was found. */
  price: number | null;
  /** null: the research could not tell. */
  stimulant: boolean | null;
  keyIngredients: string[];
  certifications: ResearchCertification[];
  sources: string[];
  notes: string;
  priceSource: string | null;
  priceDate: string | null;
  confidence: Confidence;
  /** ISO date: the latest check recorded for this product's facts. */
  factsCheckedOn: string;
  asin: string | null;
  highlights: string[];
  cautions: string[];
}

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
 * A catalogue product: every field of the spec's Supplement entity, plus what this site adds.
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
