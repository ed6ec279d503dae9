import { AMOUNT, exactAmount, IU_PER_MCG_VITAMIN_D, inMilligrams } from "./amounts";
import type { DetailedIngredient } from "./types";

/*
 * Turns the research's key-ingredient lines ("Caffeine (from coffee bean) 200 mg") into the
 * detailed-ingredients table: name, amount, a conservative military benefit where one is well
 * established, and the percent Daily Value for vitamins and minerals.
 */

export interface ParsedIngredient {
  name: string;
  amount: string | null;
  note: string | null;
}

/** Lines that describe the research itself ("(partial panel ...)", "Also B vitamins ...") rather than one ingredient. */
export function isAnnotation(line: string): boolean {
  return /^\s*\(/.test(line) || /^\s*also\b/i.test(line);
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:/-]+|[\s,;:-]+$/g, "")
    .trim();
}

function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** "Vitamin K1 1,000 mcg + Vitamin K2 (MK-4) 1,000 mcg" is two ingredients; "Creatine + electrolytes" is one line. */
function splitCompound(line: string): string[] {
  const parts = line.split(/\s\+\s/);
  return parts.length > 1 && parts.every((p) => AMOUNT.test(p)) ? parts : [line];
}

const SECOND_STRENGTH = new RegExp(String.raw`^(?:\([^)\d]*\)\s*)?/\s*` + AMOUNT.source);

export function parseIngredientLine(line: string): ParsedIngredient {
  const match = AMOUNT.exec(line);
  if (!match) return { name: tidy(line), amount: null, note: null };
  const amount = `${match[1].replace(/\s+/g, "")} ${match[2]}`;
  const before = tidy(line.slice(0, match.index));
  const after = tidy(line.slice(match.index + match[0].length));
  // "Sodium 450 mg (Regular) / 920 mg (Salty)": the label comes in more than one strength. The
  // strengths stay together as the amount, so no one of them is read as the serving's own
  // (no Daily Value, no per-serving sum) and every page shows both.
  if (before && SECOND_STRENGTH.test(after)) return { name: before, amount: `${amount} ${after}`, note: null };
  if (before) return { name: before, amount, note: after || null };
  // A leading amount ("~10 g carbs (cane syrup + dextrose)"): the words after it name the ingredient.
  const split = /^([^,(/]+)(.*)$/.exec(after);
  return { name: capitalise(tidy(split?.[1] ?? after)), amount, note: tidy(split?.[2] ?? "") || null };
}

export function parseKeyIngredients(lines: readonly string[]): ParsedIngredient[] {
  return lines.filter((l) => !isAnnotation(l)).flatMap(splitCompound).map(parseIngredientLine);
}

/** The research marks label panels it holds only in part. */
export function isPartialLabel(lines: readonly string[]): boolean {
  return lines.some((l) => isAnnotation(l) || /not captured|partial panel/i.test(l));
}

/** A label we hold in full: every listed ingredient has an amount and the research does not mark it partial. */
export function isCompleteLabel(lines: readonly string[]): boolean {
  const ingredients = parseKeyIngredients(lines);
  return ingredients.length > 0 && !isPartialLabel(lines) && ingredients.every((i) => i.amount !== null);
}

/** A blend whose parts are not each given an amount. Single-source protein blends (all whey) are not hidden formulas. */
export function isProprietaryBlend(ingredient: ParsedIngredient): boolean {
  const text = `${ingredient.name} ${ingredient.note ?? ""}`;
  if (!/\b(blend|proprietary|matrix)\b/i.test(text)) return false;
  if (/\bwhey\b/i.test(ingredient.name)) return false;
  const disclosed = /\(([^)]*)\)/.exec(ingredient.note ?? "")?.[1] ?? "";
  const parts = disclosed.split(",").filter(Boolean);
  return !(parts.length > 0 && parts.every((p) => AMOUNT.test(p)));
}

// FDA Daily Values for adults and children 4 years and older (21 CFR 101.9(c), 2016 update).
type NutrientUnit = "mg" | "mcg";
interface Nutrient {
  id: string;
  pattern: RegExp;
  dailyValue: number;
  unit: NutrientUnit;
  militaryBenefit: string | null;
}

const NUTRIENTS: Nutrient[] = [
  { id: "vitamin-a", pattern: /^vitamin a/, dailyValue: 900, unit: "mcg", militaryBenefit: null },
  { id: "vitamin-c", pattern: /^vitamin c/, dailyValue: 90, unit: "mg", militaryBenefit: "Needed for normal immune function and collagen formation." },
  { id: "vitamin-d", pattern: /^(?:vitamin d3?|cholecalciferol)/, dailyValue: 20, unit: "mcg", militaryBenefit: "Helps the body absorb calcium and keep bones strong." },
  { id: "vitamin-e", pattern: /^vitamin e/, dailyValue: 15, unit: "mg", militaryBenefit: null },
  { id: "vitamin-k", pattern: /^vitamins? k[12]?(?: \+ k[12])?/, dailyValue: 120, unit: "mcg", militaryBenefit: "Needed for normal blood clotting and bone health." },
  { id: "thiamin", pattern: /^(?:thiamine?|vitamin b1)/, dailyValue: 1.2, unit: "mg", militaryBenefit: null },
  { id: "riboflavin", pattern: /^(?:riboflavin|vitamin b2)/, dailyValue: 1.3, unit: "mg", militaryBenefit: null },
  { id: "niacin", pattern: /^(?:niacin|vitamin b3)/, dailyValue: 16, unit: "mg", militaryBenefit: null },
  { id: "vitamin-b6", pattern: /^vitamin b6/, dailyValue: 1.7, unit: "mg", militaryBenefit: "Needed to metabolise protein." },
  { id: "folate", pattern: /^folate/, dailyValue: 400, unit: "mcg", militaryBenefit: null },
  { id: "vitamin-b12", pattern: /^vitamin b12/, dailyValue: 2.4, unit: "mcg", militaryBenefit: "Needed to form red blood cells and release energy from food." },
  { id: "biotin", pattern: /^biotin/, dailyValue: 30, unit: "mcg", militaryBenefit: null },
  { id: "pantothenic-acid", pattern: /^pantothenic acid/, dailyValue: 5, unit: "mg", militaryBenefit: null },
  { id: "calcium", pattern: /^calcium/, dailyValue: 1300, unit: "mg", militaryBenefit: "Needed for strong bones." },
  { id: "iron", pattern: /^iron/, dailyValue: 18, unit: "mg", militaryBenefit: null },
  { id: "phosphorus", pattern: /^phosphorus/, dailyValue: 1250, unit: "mg", militaryBenefit: null },
  { id: "iodine", pattern: /^iodine/, dailyValue: 150, unit: "mcg", militaryBenefit: null },
  { id: "magnesium", pattern: /^magnesium/, dailyValue: 420, unit: "mg", militaryBenefit: "Needed for normal muscle and nerve function." },
  { id: "zinc", pattern: /^zinc/, dailyValue: 11, unit: "mg", militaryBenefit: "Needed for normal immune function and wound healing." },
  { id: "selenium", pattern: /^selenium/, dailyValue: 55, unit: "mcg", militaryBenefit: null },
  { id: "copper", pattern: /^copper/, dailyValue: 0.9, unit: "mg", militaryBenefit: null },
  { id: "manganese", pattern: /^manganese/, dailyValue: 2.3, unit: "mg", militaryBenefit: null },
  { id: "chromium", pattern: /^chromium/, dailyValue: 35, unit: "mcg", militaryBenefit: null },
  { id: "molybdenum", pattern: /^molybdenum/, dailyValue: 45, unit: "mcg", militaryBenefit: null },
  { id: "chloride", pattern: /^chloride/, dailyValue: 2300, unit: "mg", militaryBenefit: "Replaces chloride lost in sweat." },
  { id: "sodium", pattern: /^sodium/, dailyValue: 2300, unit: "mg", militaryBenefit: "Replaces sodium lost in sweat, which helps you stay hydrated in long or hot training." },
  { id: "potassium", pattern: /^potassium/, dailyValue: 4700, unit: "mg", militaryBenefit: "Replaces potassium lost in sweat." },
  { id: "choline", pattern: /^choline/, dailyValue: 550, unit: "mg", militaryBenefit: null },
];

/** The nutrient an ingredient name is, if it is one: the name alone or followed by its form in brackets. */
export function nutrientOf(name: string): Nutrient | null {
  const lower = name.toLowerCase().trim();
  for (const nutrient of NUTRIENTS) {
    const m = nutrient.pattern.exec(lower);
    if (m && /^\s*(?:\(.*\))?\s*$/.test(lower.slice(m[0].length))) return nutrient;
  }
  return null;
}

/** Amount in the nutrient's Daily Value unit, or null when approximate, a range, or in another unit. */
function amountIn(amount: string, nutrient: Nutrient): number | null {
  const exact = exactAmount(amount);
  if (!exact) return null;
  if (exact.unit === "IU") return nutrient.id === "vitamin-d" ? exact.value / IU_PER_MCG_VITAMIN_D : null;
  const mg = inMilligrams(exact) ?? 0;
  return nutrient.unit === "mcg" ? mg * 1000 : mg;
}

export function dailyValuePercent(ingredient: ParsedIngredient): number | null {
  const nutrient = nutrientOf(ingredient.name);
  if (!nutrient || !ingredient.amount) return null;
  const amount = amountIn(ingredient.amount, nutrient);
  return amount === null ? null : (amount / nutrient.dailyValue) * 100;
}

export function formatPercent(percent: number): string {
  return percent < 1 ? "<1%" : `${Math.round(percent)}%`;
}

/*
 * Reviewed statements for ingredients that are not vitamins or minerals. Each is a conservative
 * summary of well-established evidence (ISSN and IOC position stands, the National Academies'
 * reviews for military rations); anything weaker gets no statement at all.
 */
const INGREDIENT_BENEFITS: { pattern: RegExp; benefit: string }[] = [
  { pattern: /\bcaffeine\b/i, benefit: "Improves alertness and reaction time, including during sleep loss." },
  { pattern: /\bbeta[- ]alanine\b/i, benefit: "Raises muscle carnosine, which can improve high-intensity efforts of about one to four minutes." },
  { pattern: /\bcreatine\b/i, benefit: "Increases strength and power in repeated high-intensity efforts." },
  { pattern: /\bnitrates?\b|\bbeet ?root\b/i, benefit: "Dietary nitrate can lower the oxygen cost of exercise and improve endurance." },
  { pattern: /\bwhey\b/i, benefit: "High-quality protein that supports muscle repair after training." },
  { pattern: /\bessential amino\b/i, benefit: "Essential amino acids stimulate muscle protein synthesis." },
  { pattern: /\bmelatonin\b/i, benefit: "Can shorten the time it takes to fall asleep and help reset sleep timing after crossing time zones." },
  { pattern: /\b(?:epa|dha|omega-3|fish oil)\b/i, benefit: "Supplies the omega-3 fats EPA and DHA, which support heart health." },
  { pattern: /\b(?:carbohydrate|carbs)\b/i, benefit: "Fuels prolonged or high-intensity exercise." },
];

export function militaryBenefitOf(name: string): string | null {
  const nutrient = nutrientOf(name);
  if (nutrient) return nutrient.militaryBenefit;
  return INGREDIENT_BENEFITS.find((b) => b.pattern.test(name))?.benefit ?? null;
}

export function detailedIngredients(lines: readonly string[]): DetailedIngredient[] {
  return parseKeyIngredients(lines).map((ingredient) => {
    const percent = dailyValuePercent(ingredient);
    return {
      name: ingredient.name,
      amount: ingredient.amount,
      note: ingredient.note,
      militaryBenefit: militaryBenefitOf(ingredient.name),
      dailyValue: percent === null ? null : formatPercent(percent),
    };
  });
}

/** Caffeine per serving from the label lines, or null when no caffeine amount is given. */
export function caffeineFromLabel(lines: readonly string[]): number | null {
  let total: number | null = null;
  for (const ingredient of parseKeyIngredients(lines)) {
    if (!/\bcaffeine\b/i.test(ingredient.name) || !ingredient.amount) continue;
    const exact = exactAmount(ingredient.amount);
    if (exact?.unit === "mg") total = (total ?? 0) + exact.value;
  }
  return total;
}
