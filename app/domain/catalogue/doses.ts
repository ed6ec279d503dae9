import type { CategoryId } from "~/domain/categories";
import { AMOUNT } from "./amounts";
import { caffeineFromLabel, isCompleteLabel } from "./ingredients";
import { DOSE_KINDS, type DoseKind, type DoseValue, type LabelDose } from "./types";

export { DOSE_KINDS, type DoseKind, type DoseValue, type LabelDose } from "./types";

/*
 * Value per effective dose: what a product costs for one useful amount of the ingredient people
 * buy it for, read from the label amounts we hold. A 40 g scoop of a protein blend and a 25 g
 * scoop of isolate are not the same serving; 25 g of protein is. The reference doses and the
 * reasons behind them are explained in the Learning Center (VALUE_GUIDE_PATH, app/domain/site.ts).
 *
 * Which measures apply to a product:
 * 1. Its category's headline measure (CATEGORY_DOSE) whenever the label names that nutrient, or
 *    whenever we do not hold the full label (the amount may be there; we cannot tell).
 * 2. Caffeine and creatine wherever the label names them: people count those in any product.
 * 3. Any other measure when the label gives at least one reference dose per serving (an
 *    omega-3 softgel with 1,000 IU of vitamin D also counts as a vitamin D product; 500 IU in an
 *    amino acid mix does not).
 * A measure that applies but whose amount the label lacks (or gives only as a range, an
 * estimate or two strengths) is "not known". Nothing is estimated.
 */

export type DoseUnit = "g" | "mg" | "IU";

export interface EffectiveDose {
  kind: DoseKind;
  /** What the amount counts, as a label reads it. */
  nutrient: string;
  amount: number;
  unit: DoseUnit;
  /** "25 g protein": one dose, as shown after "per". */
  label: string;
}

export const EFFECTIVE_DOSES: Record<DoseKind, EffectiveDose> = {
  protein: { kind: "protein", nutrient: "protein", amount: 25, unit: "g", label: "25 g protein" },
  "omega-3": { kind: "omega-3", nutrient: "EPA + DHA", amount: 1000, unit: "mg", label: "1 g EPA + DHA" },
  "vitamin-d": { kind: "vitamin-d", nutrient: "vitamin D", amount: 1000, unit: "IU", label: "1,000 IU vitamin D" },
  electrolytes: { kind: "electrolytes", nutrient: "sodium", amount: 500, unit: "mg", label: "500 mg sodium" },
  magnesium: { kind: "magnesium", nutrient: "elemental magnesium", amount: 100, unit: "mg", label: "100 mg magnesium" },
  creatine: { kind: "creatine", nutrient: "creatine", amount: 5, unit: "g", label: "5 g creatine" },
  caffeine: { kind: "caffeine", nutrient: "caffeine", amount: 100, unit: "mg", label: "100 mg caffeine" },
};

/** The measure a category page sorts by: what most of its products are bought for. */
export const CATEGORY_DOSE: Record<CategoryId, DoseKind> = {
  "pre-workout": "caffeine",
  "protein-recovery": "protein",
  vitamins: "vitamin-d",
  hydration: "electrolytes",
  "health-wellness": "omega-3",
  sleep: "magnesium",
};

export interface LabelInput {
  category: CategoryId;
  keyIngredients: readonly string[];
}

type Reading = { amount: number } | { problem: string } | null;

const NUMBER_ONLY = /^\d[\d,]*(?:\.\d+)?$/;

/** An exact amount converted to the measure's unit, or why the label's amount cannot be used. */
function exactAmount(number: string, unit: string, convert: (value: number, unit: string) => number | null): Reading {
  const compact = number.replace(/\s+/g, "");
  if (/^[~<]/.test(compact)) return { problem: "the label gives only an estimate" };
  if (!NUMBER_ONLY.test(compact)) return { problem: "the label gives a range, not one amount" };
  const value = convert(Number(compact.replace(/,/g, "")), unit);
  return value === null ? { problem: `the label gives it in ${unit}` } : { amount: value };
}

/** The amount written right after a name, allowing a bracketed note without digits: "Magnesium (citrate) 150 mg". */
function amountAfter(line: string, name: RegExp, convert: (value: number, unit: string) => number | null): Reading {
  const pattern = new RegExp(String.raw`${name.source}(?:\s*\([^)\d]*\))?\s*` + AMOUNT.source, "i");
  const match = pattern.exec(line);
  if (!match) return null;
  const rest = line.slice(match.index + match[0].length);
  // "Sodium 450 mg (Regular) / 920 mg (Salty)": two strengths, and we cannot tell which was priced.
  if (new RegExp(String.raw`^[^/]*/\s*` + AMOUNT.source).test(rest)) return { problem: "the label lists more than one strength" };
  return exactAmount(match[1], match[2], convert);
}

const toMg = (value: number, unit: string) => (unit === "mg" ? value : unit === "g" ? value * 1000 : null);
const toG = (value: number, unit: string) => (unit === "g" ? value : unit === "mg" ? value / 1000 : null);
// 1 mcg of vitamin D is 40 IU (NIH Office of Dietary Supplements).
const toIu = (value: number, unit: string) => (unit === "IU" ? value : unit === "mcg" || unit === "µg" ? value * 40 : null);

interface Measure {
  /** The label names the nutrient (with or without an amount). */
  mentions: RegExp;
  /** The amount per serving in the measure's unit, or null when the lines give none. */
  read(lines: readonly string[]): Reading;
}

function firstReading(lines: readonly string[], readLine: (line: string) => Reading): Reading {
  let problem: Reading = null;
  for (const line of lines) {
    const reading = readLine(line);
    if (reading && "amount" in reading) return reading;
    problem ??= reading;
  }
  return problem;
}

const MEASURES: Record<DoseKind, Measure> = {
  protein: {
    mentions: /\bprotein\b/i,
    read: (lines) =>
      firstReading(lines, (line) => {
        // "Whey protein isolate - 21 g protein per serving" or "Protein 11 g".
        const stated = new RegExp(AMOUNT.source + String.raw`\s+protein\b`, "i").exec(line);
        return stated ? exactAmount(stated[1], stated[2], toG) : amountAfter(line, /^protein\b/, toG);
      }),
  },
  "omega-3": {
    mentions: /\b(?:EPA|DHA|omega-3)\b/i,
    read: (lines) => {
      const epa = firstReading(lines, (line) => amountAfter(line, /^EPA\b/, toMg));
      const dha = firstReading(lines, (line) => amountAfter(line, /^DHA\b/, toMg));
      for (const part of [epa, dha]) if (part && "problem" in part) return part;
      if (!epa && !dha) return null;
      // A label we hold in full that lists only one of them has none of the other.
      if ((!epa || !dha) && !isCompleteLabel(lines)) return { problem: "the label we hold does not give both EPA and DHA" };
      return { amount: (epa && "amount" in epa ? epa.amount : 0) + (dha && "amount" in dha ? dha.amount : 0) };
    },
  },
  "vitamin-d": {
    mentions: /\bvitamin d3?\b/i,
    read: (lines) => firstReading(lines, (line) => amountAfter(line, /\bvitamin d3?\b/, toIu)),
  },
  electrolytes: {
    mentions: /\b(?:sodium|electrolytes?|salt)\b/i,
    read: (lines) => firstReading(lines, (line) => amountAfter(line, /\bsodium\b/, toMg)),
  },
  magnesium: {
    mentions: /\bmagnesium\b/i,
    read: (lines) => firstReading(lines, (line) => amountAfter(line, /\bmagnesium\b/, toMg)),
  },
  creatine: {
    mentions: /\bcreatine\b/i,
    read: (lines) => firstReading(lines, (line) => amountAfter(line, /^creatine(?: monohydrate)?\b/, toG)),
  },
  caffeine: {
    mentions: /\bcaffeine\b/i,
    read: (lines) => {
      const mg = caffeineFromLabel(lines);
      return mg === null ? null : { amount: mg };
    },
  },
};

function unitAmount(dose: EffectiveDose, amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded.toLocaleString("en-US")} ${dose.unit}`;
}

/** "21 g protein", "2,000 mg EPA + DHA": an amount per serving as a sentence reads it. */
export function formatDoseAmount(kind: DoseKind, amount: number): string {
  const dose = EFFECTIVE_DOSES[kind];
  return `${unitAmount(dose, amount)} ${dose.nutrient}`;
}

/**
 * Every measure that applies to a product, from its label lines (rules at the top of this
 * file), in DOSE_KINDS order. The category's headline measure, when it applies, comes first.
 */
export function labelDoses(label: LabelInput): LabelDose[] {
  const headline = CATEGORY_DOSE[label.category];
  const complete = isCompleteLabel(label.keyIngredients);
  const out: LabelDose[] = [];
  for (const kind of DOSE_KINDS) {
    const measure = MEASURES[kind];
    const mentioned = label.keyIngredients.some((line) => measure.mentions.test(line));
    const reading = mentioned ? measure.read(label.keyIngredients) : null;
    const alwaysCounted = kind === headline || kind === "caffeine" || kind === "creatine";
    if (reading && "amount" in reading) {
      if (alwaysCounted || reading.amount >= EFFECTIVE_DOSES[kind].amount) out.push({ kind, amountPerServing: reading.amount, reason: null });
      continue;
    }
    const nutrient = EFFECTIVE_DOSES[kind].nutrient;
    if (mentioned && alwaysCounted) {
      out.push({ kind, amountPerServing: null, reason: reading ? `${capitalised(nutrient)} per serving is not known: ${reading.problem}.` : `The label we hold does not give the ${nutrient} amount.` });
    } else if (kind === headline && !complete) {
      out.push({ kind, amountPerServing: null, reason: `We do not hold this product's full label, so its ${nutrient} per serving is not known.` });
    }
  }
  return out.sort((a, b) => Number(b.kind === headline) - Number(a.kind === headline));
}

function capitalised(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

export interface PriceInput {
  /** US dollars for one container, as observed; null when no price is known. */
  price: number | null;
  servingsPerContainer: number | null;
}

/** Cost per effective dose from the container price, the servings it holds and the label amount. */
export function doseValue(dose: LabelDose, price: PriceInput): DoseValue {
  const reference = EFFECTIVE_DOSES[dose.kind];
  const base = { kind: dose.kind, doseLabel: reference.label };
  if (dose.amountPerServing === null) return { ...base, perServingText: null, dosesPerServing: null, costPerDose: null, costPerDoseText: null, reason: dose.reason };
  const dosesPerServing = dose.amountPerServing / reference.amount;
  const known = {
    ...base,
    perServingText: `${formatDoseAmount(dose.kind, dose.amountPerServing)} per serving`,
    dosesPerServing: Math.round(dosesPerServing * 100) / 100,
  };
  const unknown = (reason: string) => ({ ...known, costPerDose: null, costPerDoseText: null, reason });
  if (dose.amountPerServing <= 0) return unknown(`The label lists no ${reference.nutrient}.`);
  if (price.price === null) return unknown("We have no observed price for a certified variant of this product.");
  if (!price.servingsPerContainer) return unknown("The number of servings per container is not known.");
  const cost = price.price / (price.servingsPerContainer * dosesPerServing);
  return { ...known, costPerDose: cost, costPerDoseText: `$${cost.toFixed(2)}`, reason: null };
}

/** Every measure of a product, priced. */
export function doseValues(doses: readonly LabelDose[], price: PriceInput): DoseValue[] {
  return doses.map((d) => doseValue(d, price));
}
