import { isPartialLabel, isProprietaryBlend, parseKeyIngredients } from "./ingredients";
import { isSportCertification } from "./links";
import type { Certification, ClearedScore, Confidence, Scorecard, ScoreComponent, ScoreComponentId } from "./types";

/**
 * The CLEARED score: one published formula, 0 to 100, the sum of five parts. The methodology
 * page renders this table, so the text and the computation cannot drift apart.
 */
export const SCORE_FORMULA: readonly { id: ScoreComponentId; label: string; max: number; rule: string }[] = [
  {
    id: "certification",
    label: "Certification strength",
    max: 35,
    rule: "35 for NSF Certified for Sport or Informed Sport confirmed in the certifier's registry; 25 when it is reported (in a directory or by a retailer) but its registry listing is not confirmed; 20 for a confirmed Informed Choice or USP Verified mark, 12 unconfirmed; 0 without certification.",
  },
  {
    id: "confidence",
    label: "Confidence in the facts",
    max: 20,
    rule: "From the evidence behind the product's facts: high 20, medium-high 17, medium 14, low-medium 8, low 4.",
  },
  {
    id: "transparency",
    label: "Label transparency",
    max: 15,
    rule: "Up to 10 for the share of listed ingredients that show an amount, plus 5 when no ingredient hides inside a proprietary blend. 0 when we hold no label amounts.",
  },
  {
    id: "value",
    label: "Value",
    max: 15,
    rule: "Price per serving against the category median, from the prices we have observed: 15 at half the median or less, 7.5 at the median, 0 at one and a half times the median or more, in a straight line between. 5 when no price has been observed: a price we have not seen is not evidence of poor value, but it cannot earn the points of a known good one.",
  },
  {
    id: "scorecard",
    label: "OPSS label scorecard",
    max: 15,
    rule: "3 for each of the five scorecard questions answered yes, 1 for each the data cannot answer, 0 for each answered no.",
  },
];

const MAX: Record<ScoreComponentId, number> = Object.fromEntries(SCORE_FORMULA.map((c) => [c.id, c.max])) as Record<
  ScoreComponentId,
  number
>;

export const CONFIDENCE_POINTS: Record<Confidence, number> = {
  high: 20,
  "medium-high": 17,
  medium: 14,
  "low-medium": 8,
  low: 4,
};

export interface ScoreInput {
  certifications: readonly Certification[];
  confidence: Confidence;
  keyIngredients: readonly string[];
  pricePerServing: number | null;
  /** The certified variant the price is for ("Vanilla, 30 servings"): the value detail names it. */
  priceFor?: string | null;
  scorecard: Scorecard;
}

function certificationPoints(certs: readonly Certification[]): { points: number; detail: string } {
  let best = { points: 0, detail: "No certification found." };
  for (const c of certs) {
    const sport = isSportCertification(c.body);
    const points = sport ? (c.confirmed ? 35 : 25) : c.confirmed ? 20 : 12;
    const detail = c.confirmed ? `${c.body}, confirmed in the registry.` : `${c.body}, reported but not confirmed in the registry.`;
    if (points > best.points) best = { points, detail };
  }
  return best;
}

function transparencyPoints(lines: readonly string[]): { points: number; detail: string } {
  const ingredients = parseKeyIngredients(lines);
  const withAmount = ingredients.filter((i) => i.amount !== null).length;
  if (withAmount === 0) return { points: 0, detail: "We hold no label amounts." };
  const blend = ingredients.some(isProprietaryBlend);
  const points = (10 * withAmount) / ingredients.length + (blend ? 0 : 5);
  const partial = isPartialLabel(lines) ? " (partial label)" : "";
  return {
    points,
    detail: `${withAmount} of ${ingredients.length} listed ingredients show an amount${partial}; ${blend ? "contains a proprietary blend" : "no proprietary blend"}.`,
  };
}

/**
 * The value points of a product whose price we have not observed: a third of the maximum, the
 * share the scorecard gives a question the data cannot answer (1 of 3).
 */
export const UNKNOWN_PRICE_VALUE_POINTS = 5;

export function valuePoints(pricePerServing: number | null, categoryMedian: number | null): { points: number; detail: string } {
  if (pricePerServing === null || categoryMedian === null || categoryMedian <= 0) {
    return { points: UNKNOWN_PRICE_VALUE_POINTS, detail: "No observed price, so value cannot be assessed: 5 of 15, the points for an unknown." };
  }
  const ratio = pricePerServing / categoryMedian;
  const points = Math.max(0, Math.min(MAX.value, MAX.value * (1.5 - ratio)));
  return { points, detail: `${Math.round(ratio * 100)}% of the category median price per serving.` };
}

function scorecardPoints(scorecard: Scorecard): { points: number; detail: string } {
  return {
    points: Math.min(MAX.scorecard, scorecard.yes * 3 + scorecard.unknown),
    detail: `${scorecard.yes} yes, ${scorecard.no} no, ${scorecard.unknown} not known.`,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function forVariant(part: { points: number; detail: string }, priceFor: string | null | undefined) {
  return priceFor ? { ...part, detail: `${part.detail.replace(/\.$/, "")}, for ${priceFor}.` } : part;
}

export function clearedScore(input: ScoreInput, categoryMedianPricePerServing: number | null): ClearedScore {
  const parts: Record<ScoreComponentId, { points: number; detail: string }> = {
    certification: certificationPoints(input.certifications),
    confidence: { points: CONFIDENCE_POINTS[input.confidence], detail: `Evidence: ${input.confidence}.` },
    transparency: transparencyPoints(input.keyIngredients),
    value: forVariant(valuePoints(input.pricePerServing, categoryMedianPricePerServing), input.pricePerServing === null ? null : input.priceFor),
    scorecard: scorecardPoints(input.scorecard),
  };
  const components: ScoreComponent[] = SCORE_FORMULA.map((c) => ({
    id: c.id,
    label: c.label,
    max: c.max,
    points: round1(parts[c.id].points),
    detail: parts[c.id].detail,
  }));
  return { total: Math.round(components.reduce((sum, c) => sum + c.points, 0)), components };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
