import { checkConstraint, type Constraint, type ConstraintCheck } from "~/domain/catalogue/constraints";
import { deriveProductFacts, type LabelData, type ProductFacts } from "~/domain/catalogue/facts";
import { isSportCertification } from "~/domain/catalogue/links";
import type { Supplement } from "~/domain/catalogue/types";
import { type Avoid, type ConditionId, conditionRule, type DutyId, dutyRule } from "./conditions";
import type { UpperLimit } from "./limits-table";
import { passedUpperLimit } from "./product-cautions";

/*
 * The one product screen. The chat, the quiz, the category filter and "best values" all decide
 * which products may be shown by calling screenProducts with what the person stated: the
 * shared constraints (diet, allergens, caffeine, form, budget), the medicines and conditions
 * and the duty from the table in ./conditions.ts, and ingredients to avoid. Every product
 * above an adult upper limit is left out too, unless the person asked about it by name.
 *
 * A product is kept when no rule breaks or cannot be shown to keep ("unverified"); the result
 * holds every check, as data: each surface words the reasons for itself.
 */

/** A product with its label facts and price per serving: what every rule reads. */
export interface ScreenItem<P extends ScreenProduct = Supplement> {
  product: P;
  facts: ProductFacts;
  pricePerServing: number | null;
}

export type ScreenProduct = LabelData & Pick<Supplement, "certifications">;

export interface ScreenConstraints {
  constraints?: readonly Constraint[];
  conditions?: readonly ConditionId[];
  duties?: readonly DutyId[];
  /** Ingredients to leave out that the shared constraints do not name ("without beta-alanine"). */
  avoid?: readonly Avoid[];
  /** The person asked about these products by name: one above an upper limit may be described. */
  allowAboveLimit?: boolean;
}

/** Where a check comes from: a surface maps it back to the answer or words that set it. */
export type ScreenRule =
  | { kind: "constraint"; constraint: Constraint; condition?: ConditionId }
  | { kind: "avoid"; avoid: Avoid; condition?: ConditionId }
  | { kind: "warned"; condition: ConditionId }
  | { kind: "registry"; duty: DutyId }
  | { kind: "upper-limit" };

export interface ScreenCheck extends ConstraintCheck {
  rule: ScreenRule;
  /** For an upper-limit check that fails: the limit and one serving's amount. */
  upperLimit?: { limit: UpperLimit; amount: number };
}

export interface ScreenResult<T> {
  kept: Array<{ product: T; checks: ScreenCheck[] }>;
  /** `reasons` are the checks that leave the product out, in rule order; `checks` are all of them. */
  leftOut: Array<{ product: T; reasons: ScreenCheck[]; checks: ScreenCheck[] }>;
}

/** One key per rule, so a rule stated twice (by the person and by a condition) is checked once. */
export function ruleKey(rule: ScreenRule): string {
  switch (rule.kind) {
    case "constraint":
      return `constraint:${JSON.stringify(rule.constraint)}`;
    case "avoid":
      return `avoid:${rule.avoid.ingredient.toLowerCase()}`;
    case "warned":
      return `warned:${rule.condition}`;
    case "registry":
      return "registry";
    case "upper-limit":
      return "upper-limit";
  }
}

/** Several statements as one set of constraints: the upper limits apply unless every one allows them. */
export function mergeScreens(screens: readonly ScreenConstraints[]): ScreenConstraints {
  return {
    constraints: screens.flatMap((s) => s.constraints ?? []),
    conditions: screens.flatMap((s) => s.conditions ?? []),
    duties: screens.flatMap((s) => s.duties ?? []),
    avoid: screens.flatMap((s) => s.avoid ?? []),
    allowAboveLimit: screens.every((s) => s.allowAboveLimit === true),
  };
}

/** The rules a set of constraints brings, in the order their reasons are given, each once. */
export function screenRules(c: ScreenConstraints): ScreenRule[] {
  const conditions = (c.conditions ?? []).map(conditionRule);
  const rules: ScreenRule[] = [
    ...(c.constraints ?? []).map((constraint): ScreenRule => ({ kind: "constraint", constraint })),
    ...conditions.flatMap((r) => r.excludes.map((constraint): ScreenRule => ({ kind: "constraint", constraint, condition: r.id }))),
    ...(c.avoid ?? []).map((avoid): ScreenRule => ({ kind: "avoid", avoid })),
    ...conditions.flatMap((r) => r.avoid.map((avoid): ScreenRule => ({ kind: "avoid", avoid, condition: r.id }))),
    ...conditions.flatMap((r): ScreenRule[] => (r.warnedIn ? [{ kind: "warned", condition: r.id }] : [])),
    ...(c.duties ?? []).flatMap((id): ScreenRule[] => (dutyRule(id).needsRegistryListing ? [{ kind: "registry", duty: id }] : [])),
    ...(c.allowAboveLimit ? [] : [{ kind: "upper-limit" } as const]),
  ];
  const seen = new Set<string>();
  return rules.filter((r) => !seen.has(ruleKey(r)) && Boolean(seen.add(ruleKey(r))));
}

/** The label line that names an ingredient to avoid: the name, an ingredient line or a caution. */
function lineNaming(product: ScreenProduct, pattern: RegExp): string | undefined {
  return [product.name, ...product.keyIngredients, ...product.cautions].find((line) => pattern.test(line));
}

function check(item: ScreenItem<ScreenProduct>, rule: ScreenRule): ScreenCheck {
  const { product, facts } = item;
  switch (rule.kind) {
    case "constraint":
      return { rule, ...checkConstraint(facts, rule.constraint, { pricePerServing: item.pricePerServing }) };
    case "avoid": {
      const { ingredient, pattern, freeClaim } = rule.avoid;
      const claim = freeClaim ? lineNaming(product, freeClaim) : undefined;
      if (claim) return { rule, outcome: "meets", reason: `labelled free of ${ingredient}`, evidence: claim };
      const line = lineNaming(product, pattern);
      if (line) return { rule, outcome: "breaks", reason: `they contain ${ingredient}`, evidence: line };
      if (!facts.completePanel && !rule.avoid.namedOnly) return { rule, outcome: "unverified", reason: `we do not hold their full label, so we cannot confirm they have no ${ingredient}` };
      return { rule, outcome: "meets", reason: `no ${ingredient}` };
    }
    case "warned": {
      const warning = conditionRule(rule.condition).warnedIn;
      const caution = warning ? product.cautions.find((c) => warning.test(c)) : undefined;
      return caution
        ? { rule, outcome: "breaks", reason: `their label data warns against use with ${conditionRule(rule.condition).label} without a clinician`, evidence: caution }
        : { rule, outcome: "meets", reason: `no caution about ${conditionRule(rule.condition).label} in the label data` };
    }
    case "registry": {
      const cert = product.certifications.find((c) => isSportCertification(c.body) && c.confirmed);
      if (!cert) return { rule, outcome: "breaks", reason: "their sport certification is not confirmed in a certifier's registry" };
      return { rule, outcome: "meets", reason: `confirmed in the ${cert.body} registry${cert.listingId ? ` (listing ${cert.listingId})` : ""}` };
    }
    case "upper-limit": {
      const passed = passedUpperLimit(product);
      if (!passed) return { rule, outcome: "meets", reason: "within the upper limits" };
      const evidence = `${passed.amount.toLocaleString("en-US")} ${passed.limit.limit.unit} a serving`;
      return { rule, outcome: "breaks", reason: "one serving is above an adult upper intake limit", evidence, upperLimit: passed };
    }
  }
}

export function leavesOut(check: Pick<ConstraintCheck, "outcome">): boolean {
  return check.outcome === "breaks" || check.outcome === "unverified";
}

/** Which products may be shown to someone who stated these constraints, and why the others may not. */
export function screenProducts<T extends ScreenItem<ScreenProduct>>(products: readonly T[], constraints: ScreenConstraints): ScreenResult<T> {
  const rules = screenRules(constraints);
  const result: ScreenResult<T> = { kept: [], leftOut: [] };
  for (const product of products) {
    const checks = rules.map((rule) => check(product, rule));
    const reasons = checks.filter(leavesOut);
    if (reasons.length) result.leftOut.push({ product, reasons, checks });
    else result.kept.push({ product, checks });
  }
  return result;
}

const factsByProduct = new WeakMap<object, ProductFacts>();

/**
 * A catalogue product as the screen reads it. Facts come from the label data alone, so they are
 * derived once per product object (the priced catalogue is rebuilt only when prices change).
 */
export function screenItem<P extends ScreenProduct & { pricePerServing: number | null }>(product: P): ScreenItem<P> {
  let facts = factsByProduct.get(product);
  if (!facts) {
    facts = deriveProductFacts(product);
    factsByProduct.set(product, facts);
  }
  return { product, facts, pricePerServing: product.pricePerServing };
}
