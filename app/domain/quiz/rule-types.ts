import type { Constraint, ConstraintCheck } from "~/domain/catalogue/constraints";
import type { Supplement } from "~/domain/catalogue/types";
import type { GuideRef } from "~/domain/guides";
import type { ScreenCheck, ScreenConstraints, ScreenItem } from "~/domain/safety/screen";

/*
 * What a category's rules are made of: hard filters, weights and notices over products with
 * their label facts. Kept apart from the engine so the rules and the planner can name them
 * without importing the engine that runs them.
 */

/** A catalogue product as the quiz sees it: the product, its label facts and its price per serving. */
export type QuizProduct = ScreenItem<Supplement>;

export interface HardFilter {
  /** Products left out by the same filter for the same reason are grouped. */
  id: string;
  /** The question whose answer set this filter; null for a rule the category always applies. */
  questionId: string | null;
  /** The answer in words, completing "left out ... because": "you asked for no caffeine". */
  youSaid: string;
  /** How a pick's bullet traces back to the answer, when shorter than youSaid ("your goal"). */
  trace?: string;
  /** Set when the filter is one of the shared constraints CLEARED AI also understands. */
  constraint?: Constraint;
  /** Set when the shared product screen applies this filter: what the answer asks of every product. */
  screen?: ScreenConstraints;
  /** For a shared filter: how the quiz reads the screen's checks of its rules for one product. */
  read?: (checks: readonly ScreenCheck[]) => ConstraintCheck;
  check: (p: QuizProduct) => ConstraintCheck;
  /** What to look for elsewhere when this filter leaves nothing. */
  lookFor: string;
  guide?: GuideRef;
  /** Products in other categories that serve the same need, offered when nothing here does. */
  elsewhere?: (p: QuizProduct) => boolean;
}

export interface WeightHit {
  points: number;
  /** The "why this fits you" bullet; omitted for a penalty. */
  reason?: string;
  guide?: GuideRef;
}

export interface Weight {
  questionId: string;
  apply: (p: QuizProduct) => WeightHit | null;
  /** Said when none of the picks gets a positive hit from this weight. */
  noneApplies?: string;
}

export interface Notice {
  tone: "caution" | "info";
  text: string;
  guide?: GuideRef;
}

export interface QuizRules {
  filters: HardFilter[];
  weights: Weight[];
  notices: Notice[];
}

/** Products one filter left out for one reason, as the result lists them. */
export interface ExcludedGroup {
  filterId: string;
  /** Completes "N products left out: ...". */
  reason: string;
  youSaid: string;
  products: { id: string; name: string; evidence?: string }[];
}

/** "3 products left out: they contain caffeine" */
export function excludedHeadline(group: ExcludedGroup): string {
  const n = group.products.length;
  return `${n} product${n === 1 ? "" : "s"} left out: ${group.reason}`;
}
