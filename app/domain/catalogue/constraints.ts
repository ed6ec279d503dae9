import { formatUsd } from "./format";
import type { Allergen, ProductFacts, ProductForm } from "./facts";
import { stimulantOf } from "~/domain/safety/stimulant";
import { listJoin } from "~/domain/text";

/*
 * Hard constraints a person states (a diet, an ingredient to avoid, a caffeine ceiling, a form, a
 * budget), checked against a product's facts. Shared by the quiz and CLEARED AI so both keep the
 * same promise: a product shown to someone never breaks what they asked for.
 *
 * Each check has one of four outcomes:
 *   meets        the facts show the constraint is kept;
 *   breaks       the facts show it is broken;
 *   unverified   the data cannot show it is kept, and this constraint needs proof (a vegan claim,
 *                a caffeine amount, a price): the product is left out;
 *   check-label  the label data names nothing against it but cannot rule it out either (milk,
 *                soy, gluten can hide in flavours): the product stays, with a note to read the
 *                allergen line.
 * Allergens are "check-label" when unknown because the research records allergens only where a
 * source stated them; leaving every unknown out would empty whole categories for no reason.
 * Active ingredients (melatonin, 5-HTP, caffeine) are read from the supplement panel, so when
 * the panel is not held they are "unverified".
 */

export const DIETS = ["vegan", "dairy-free", "lactose-free", "gluten-free"] as const;
export type Diet = (typeof DIETS)[number];

export const EXCLUDABLE_INGREDIENTS = ["melatonin", "caffeine", "5-htp", "whey", "casein", "milk", "fish", "soy", "egg", "gluten"] as const;
export type ExcludableIngredient = (typeof EXCLUDABLE_INGREDIENTS)[number];

export type Constraint =
  | { kind: "diet"; diet: Diet }
  | { kind: "exclude"; ingredient: ExcludableIngredient }
  /** Caffeine per serving at most this many milligrams. */
  | { kind: "caffeineMax"; mg: number }
  /** One of these forms. */
  | { kind: "form"; forms: readonly ProductForm[] }
  /** Price per serving at most this many US dollars. */
  | { kind: "budget"; maxPerServing: number };

export type ConstraintOutcome = "meets" | "breaks" | "unverified" | "check-label";

export interface ConstraintCheck {
  outcome: ConstraintOutcome;
  /**
   * Why, in words that complete "N products left out: ..." when the product is left out
   * ("they contain caffeine"), or that state the fit when it is kept ("no caffeine").
   */
  reason: string;
  /** The label text or figure the outcome was read from, when there is one. */
  evidence?: string;
}

/** What the product needs to know beyond its label facts: the price per serving, for budgets. */
export interface ConstraintContext {
  pricePerServing: number | null;
}

const ALLERGEN_WORD: Record<Allergen, string> = {
  milk: "milk",
  whey: "whey",
  casein: "casein",
  egg: "egg",
  soy: "soy",
  fish: "fish",
  gluten: "gluten",
};

const FORM_NAME: Record<ProductForm, string> = {
  powder: "powder",
  capsule: "capsule",
  softgel: "softgel",
  tablet: "tablet",
  gummy: "gummy",
  spray: "spray",
  liquid: "liquid",
  chew: "chew",
};

const FORM_PLURAL: Record<ProductForm, string> = {
  powder: "powders",
  capsule: "capsules",
  softgel: "softgels",
  tablet: "tablets",
  gummy: "gummies",
  spray: "sprays",
  liquid: "liquids",
  chew: "chews",
};


/** The constraint in plain words, as a person would say it: "no melatonin", "caffeine 100 mg or less a serving". */
export function describeConstraint(c: Constraint): string {
  switch (c.kind) {
    case "diet":
      return c.diet;
    case "exclude":
      return c.ingredient === "5-htp" ? "no 5-HTP" : `no ${c.ingredient}`;
    case "caffeineMax":
      return c.mg === 0 ? "no caffeine" : `caffeine ${c.mg} mg or less a serving`;
    case "form":
      return `${listJoin(c.forms.map((f) => FORM_NAME[f]), "or")} only`;
    case "budget":
      return `${formatUsd(c.maxPerServing)} or less a serving`;
  }
}

function allergenCheck(facts: ProductFacts, allergen: Allergen): ConstraintCheck {
  const value = facts.allergens[allergen];
  const word = ALLERGEN_WORD[allergen];
  const evidence = facts.evidence[`allergens.${allergen}`];
  if (value === true) return { outcome: "breaks", reason: `they contain ${word}`, evidence };
  if (value === false) return { outcome: "meets", reason: `no ${word}`, evidence };
  return { outcome: "check-label", reason: `the label data we hold names no ${word}; check the allergen line` };
}

function caffeineFreeCheck(facts: ProductFacts): ConstraintCheck {
  const evidence = facts.evidence.caffeineMg ?? facts.evidence.stimulant;
  const { status } = stimulantOf(facts);
  if (status === "stimulant") return { outcome: "breaks", reason: "they contain caffeine", evidence };
  if (status === "stim-free") return { outcome: "meets", reason: "no caffeine", evidence };
  return { outcome: "unverified", reason: "we cannot confirm they are caffeine-free" };
}

function activeCheck(value: ProductFacts["melatonin"], name: string, evidence: string | undefined): ConstraintCheck {
  if (value === true) return { outcome: "breaks", reason: `they contain ${name}`, evidence };
  if (value === false) return { outcome: "meets", reason: `no ${name}`, evidence };
  return { outcome: "unverified", reason: `we do not hold their full label, so we cannot confirm they have no ${name}` };
}

function dietCheck(facts: ProductFacts, diet: Diet): ConstraintCheck {
  switch (diet) {
    case "vegan":
      if (facts.vegan === true) return { outcome: "meets", reason: "vegan", evidence: facts.evidence.vegan };
      if (facts.vegan === false) return { outcome: "breaks", reason: "they are not vegan", evidence: facts.evidence.vegan };
      return { outcome: "unverified", reason: "their label data does not say vegan" };
    case "dairy-free":
      return allergenCheck(facts, "milk");
    case "lactose-free": {
      const milk = allergenCheck(facts, "milk");
      if (milk.outcome === "breaks" && facts.lactoseFreeClaim) return { outcome: "meets", reason: "labelled lactose-free", evidence: milk.evidence };
      if (milk.outcome === "breaks") return { ...milk, reason: "they contain milk and are not labelled lactose-free" };
      return milk.outcome === "meets" ? { ...milk, reason: "no milk, so no lactose" } : milk;
    }
    case "gluten-free":
      return allergenCheck(facts, "gluten");
  }
}

export function checkConstraint(facts: ProductFacts, c: Constraint, context: ConstraintContext = { pricePerServing: null }): ConstraintCheck {
  switch (c.kind) {
    case "diet":
      return dietCheck(facts, c.diet);
    case "exclude":
      switch (c.ingredient) {
        case "caffeine":
          return caffeineFreeCheck(facts);
        case "melatonin":
          return activeCheck(facts.melatonin, "melatonin", facts.evidence.melatonin);
        case "5-htp":
          return activeCheck(facts.fiveHtp, "5-HTP", facts.evidence.fiveHtp);
        default:
          return allergenCheck(facts, c.ingredient);
      }
    case "caffeineMax": {
      if (c.mg === 0) return caffeineFreeCheck(facts);
      const evidence = facts.evidence.caffeineMg;
      if (facts.caffeineMg === null) return { outcome: "unverified", reason: "their caffeine per serving is not on record" };
      if (facts.caffeineMg > c.mg) return { outcome: "breaks", reason: `they have more than ${c.mg} mg caffeine a serving`, evidence };
      return { outcome: "meets", reason: facts.caffeineMg === 0 ? "no caffeine" : `${facts.caffeineMg} mg caffeine a serving`, evidence };
    }
    case "form": {
      const wanted = listJoin(c.forms.map((f) => FORM_PLURAL[f]), "or");
      if (facts.form === null) return { outcome: "unverified", reason: `we cannot tell whether they are ${wanted}` };
      if (!c.forms.includes(facts.form)) return { outcome: "breaks", reason: `they are not ${wanted}`, evidence: facts.evidence.form };
      return { outcome: "meets", reason: `a ${FORM_NAME[facts.form]}`, evidence: facts.evidence.form };
    }
    case "budget": {
      const price = context.pricePerServing;
      const limit = formatUsd(c.maxPerServing);
      if (price === null) return { outcome: "unverified", reason: "no price per serving on record" };
      if (price > c.maxPerServing) return { outcome: "breaks", reason: `they cost more than ${limit} a serving`, evidence: formatUsd(price) };
      return { outcome: "meets", reason: `${formatUsd(price)} a serving`, evidence: formatUsd(price) };
    }
  }
}

/** True when the product must be left out for this constraint: it breaks it, or the data cannot show it keeps it. */
export function violates(facts: ProductFacts, constraint: Constraint, context?: ConstraintContext): boolean {
  const { outcome } = checkConstraint(facts, constraint, context);
  return outcome === "breaks" || outcome === "unverified";
}

/** True when the product may be shown to someone who stated all these constraints. */
export function satisfies(facts: ProductFacts, constraints: readonly Constraint[], context?: ConstraintContext): boolean {
  return constraints.every((c) => !violates(facts, c, context));
}
