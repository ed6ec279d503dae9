import { type Constraint, type ConstraintCheck, describeConstraint } from "~/domain/catalogue/constraints";
import type { ProductForm } from "~/domain/catalogue/facts";
import { GUIDES, type GuideRef } from "~/domain/guides";
import type { ConditionId } from "~/domain/safety/conditions";
import { leavesOut, type ScreenCheck, type ScreenConstraints, screenProducts } from "~/domain/safety/screen";
import { type QuizAnswers, single } from "../answers";
import type { HardFilter, QuizProduct, WeightHit } from "../rule-types";

/*
 * The building blocks of every category's rules. A rule reads only the product's label data and
 * facts, so every reason it gives can be traced to the person's answer and to the label; a rule
 * the chat shares (constraints, medicines and conditions, duty, upper limits) is applied by the
 * one product screen (domain/safety/screen.ts), and only worded here.
 */

export function labelLines(p: QuizProduct): string[] {
  const { product } = p;
  return [product.name, ...product.keyIngredients, product.provenance.notes, ...product.highlights];
}

export function findLine(lines: readonly string[], pattern: RegExp): string | undefined {
  return lines.find((l) => pattern.test(l));
}

/** How the quiz reads the checks of one shared filter for one product: the first that leaves it out, else a label note, else the fit. */
function readChecks(checks: readonly ScreenCheck[], word?: (check: ScreenCheck) => ConstraintCheck | undefined): ConstraintCheck {
  const check = checks.find(leavesOut) ?? checks.find((c) => c.outcome === "check-label") ?? checks[0];
  if (!check) return { outcome: "meets", reason: "nothing to check" };
  return word?.(check) ?? { outcome: check.outcome, reason: check.reason, evidence: check.evidence };
}

/**
 * A filter set by an answer that the shared product screen applies (a constraint, a medicine or
 * condition, a duty, the upper limits): the same rule CLEARED AI, the category filter and "best
 * values" apply, worded for the quiz.
 */
export function sharedFilter(
  fields: Omit<HardFilter, "check" | "screen" | "read">,
  screen: ScreenConstraints,
  word?: (check: ScreenCheck) => ConstraintCheck | undefined,
): HardFilter {
  const read = (checks: readonly ScreenCheck[]) => readChecks(checks, word);
  return {
    ...fields,
    screen,
    read,
    check: (p) => {
      const [result] = [...screenProducts([p], screen).kept, ...screenProducts([p], screen).leftOut];
      return read(result.checks);
    },
  };
}

export function constraintFilter(
  id: string,
  questionId: string,
  constraint: Constraint,
  lookFor: string,
  options: { youSaid?: string; guide?: GuideRef } = {},
): HardFilter {
  const youSaid = options.youSaid ?? `you asked for ${describeConstraint(constraint)}${constraint.kind === "diet" ? " products" : ""}`;
  return sharedFilter({ id, questionId, youSaid, constraint, lookFor, guide: options.guide }, { constraints: [constraint], allowAboveLimit: true });
}

/** A medicine or condition from the shared table, as one of the quiz's answers states it. */
export function conditionFilter(id: string, questionId: string, condition: ConditionId, youSaid: string, lookFor: string, guide?: GuideRef): HardFilter {
  return sharedFilter({ id, questionId, youSaid, lookFor, guide }, { conditions: [condition], allowAboveLimit: true }, (check) =>
    check.rule.kind === "warned" && leavesOut(check)
      ? { outcome: "breaks", reason: WARNED_REASONS[check.rule.condition] ?? check.reason, evidence: check.evidence }
      : check.rule.kind === "avoid" && check.outcome === "breaks" && AVOID_REASONS[check.rule.avoid.ingredient]
        ? { outcome: "breaks", reason: AVOID_REASONS[check.rule.avoid.ingredient] as string, evidence: check.evidence }
        : undefined,
  );
}

/** How the quiz says an ingredient the label lists rules a product out, where it says why. */
const AVOID_REASONS: Record<string, string> = { "vitamin K": "they list vitamin K, which changes how warfarin works" };

/** How the quiz says a label caution rules a product out, per condition. */
const WARNED_REASONS: Partial<Record<ConditionId, string>> = {
  pregnancy: "their label data warns against use in pregnancy without a clinician",
  thyroid: "their label data warns against use with a thyroid condition without a clinician",
  "sedating-medication": "their label data says not to combine them with other sedatives",
};

export function budgetFilter(answers: QuizAnswers): HardFilter | null {
  const value = single(answers, "budget");
  if (value === "" || value === "any") return null;
  return constraintFilter("budget", "budget", { kind: "budget", maxPerServing: Number(value) }, "the same kind of product at a higher budget, or a larger container, which usually costs less per serving");
}

const FORM_LOOK_FOR = "the same kind of product in another form, or check whether the brand sells one";

export function formFilter(answers: QuizAnswers): HardFilter | null {
  const value = single(answers, "form");
  if (value === "" || value === "any") return null;
  return constraintFilter("form", "form", { kind: "form", forms: [value as ProductForm] }, FORM_LOOK_FOR);
}

/** Upper limits every category applies: no pick supplies more than a guide's daily limit in one serving. */
export function upperLimitFilter(): HardFilter {
  return sharedFilter(
    {
      id: "upper-limit",
      questionId: null,
      youSaid: "we never pick a product whose single serving is above a daily upper limit",
      lookFor: "a lower-dose product: one serving under the daily upper limit",
      guide: GUIDES.upperLimits,
    },
    {},
    (check) => {
      const passed = check.upperLimit;
      if (!passed) return undefined;
      const { nutrient, amount, unit } = passed.limit.limit;
      const what = passed.limit.id === "magnesium" ? "daily upper limit for magnesium from supplements" : "daily upper limit";
      return {
        outcome: "breaks",
        reason: `one serving gives more ${nutrient} than the ${amount.toLocaleString("en-US")} ${unit} ${what}; take a dose like that only on a clinician's advice`,
        evidence: check.evidence,
      };
    },
  );
}

function benefitOf(p: QuizProduct, pattern: RegExp): { name: string; benefit: string } | null {
  const hit = p.product.detailedIngredients.find((i) => pattern.test(i.name) && i.militaryBenefit);
  return hit ? { name: hit.name, benefit: hit.militaryBenefit as string } : null;
}

export function ingredientWeight(pattern: RegExp, points: number, why: string): (p: QuizProduct) => WeightHit | null {
  return (p) => {
    const hit = benefitOf(p, pattern);
    return hit ? { points, reason: `${hit.name}, for ${why}: ${hit.benefit[0].toLowerCase()}${hit.benefit.slice(1)}` } : null;
  };
}

export const present = <T>(items: (T | null | undefined | false)[]): T[] => items.filter((x): x is T => Boolean(x));

