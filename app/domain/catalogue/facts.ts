import { isStimulantIngredient } from "~/domain/safety/stimulant";
import { isCompleteLabel, parseKeyIngredients } from "./ingredients";
import type { Supplement } from "./types";

/*
 * Facts to filter on (allergens, diet, melatonin, 5-HTP, caffeine, form), read from the label
 * data we hold for a product by the rules below, never typed in per product. Each true or false
 * keeps the label text it was read from, so a reason shown to a person can quote it.
 *
 * The three values mean different things and callers must keep them apart:
 *   true   the label data names it ("Contains milk.", "Melatonin 3 mg");
 *   false  the label data rules it out ("Melatonin-free.", "Vegan: EPA and DHA from algae",
 *          or a full supplement panel without it, for active ingredients only);
 *   null   the data we hold cannot tell.
 *
 * Allergens are never ruled out by a full supplement panel: milk or soy can sit in the flavours
 * or the capsule, which the panel does not list. Only a vegan claim rules them out.
 */

/** true: the label data names it; false: the label data rules it out; null: not known. */
export type Tri = boolean | null;

export const PRODUCT_FORMS = ["powder", "capsule", "softgel", "tablet", "gummy", "spray", "liquid", "chew"] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

export const ALLERGENS = ["milk", "whey", "casein", "egg", "soy", "fish", "gluten"] as const;
export type Allergen = (typeof ALLERGENS)[number];

export interface ProductFacts {
  id: string;
  allergens: Record<Allergen, Tri>;
  vegan: Tri;
  melatonin: Tri;
  melatoninMg: number | null;
  fiveHtp: Tri;
  /** Per serving; 0 when the product is known stimulant-free. */
  caffeineMg: number | null;
  stimulant: Tri;
  form: ProductForm | null;
  /** The label data says lactose-free in so many words (whey isolate alone does not make it so). */
  lactoseFreeClaim: boolean;
  /** The product's full supplement panel is held, so an active ingredient missing from it is absent. */
  completePanel: boolean;
  /**
   * For each fact that is true or false, the label text it was read from. Keys are the fact's
   * path: "allergens.milk", "vegan", "melatonin", "fiveHtp", "caffeineMg", "stimulant", "form".
   */
  evidence: Partial<Record<FactKey, string>>;
}

export type FactKey = `allergens.${Allergen}` | "vegan" | "melatonin" | "fiveHtp" | "caffeineMg" | "stimulant" | "form";

/** The label data a product's facts are read from (the catalogue's Supplement satisfies it). */
export type LabelData = Pick<
  Supplement,
  "id" | "name" | "servingSize" | "keyIngredients" | "detailedIngredients" | "highlights" | "cautions" | "stimulant" | "caffeineMg"
> & { provenance: Pick<Supplement["provenance"], "notes"> };

/** One piece of label text, split into sentences so a negation in one never reads into another. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+(?=[A-Z0-9(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

interface LabelText {
  /** Ingredient lines, from the supplement panel. */
  ingredients: string[];
  /** What the research says about the product as a whole: notes and highlights, one sentence each. */
  claims: string[];
  /** Everything said about the product: name, serving, ingredients, notes, highlights, cautions. */
  all: string[];
}

function labelText(product: LabelData): LabelText {
  const ingredients = [...product.keyIngredients, ...product.detailedIngredients.map((i) => [i.name, i.note].filter(Boolean).join(" "))];
  const claims = [...sentencesOf(product.provenance.notes), ...product.highlights.flatMap(sentencesOf)];
  return {
    ingredients,
    claims,
    all: [
      product.name,
      product.servingSize ?? "",
      ...ingredients,
      ...sentencesOf(product.provenance.notes),
      ...product.highlights.flatMap(sentencesOf),
      ...product.cautions.flatMap(sentencesOf),
    ].filter(Boolean),
  };
}

function find(lines: readonly string[], rule: RegExp | ((line: string) => boolean)): string | undefined {
  return lines.find((line) => (typeof rule === "function" ? rule(line) : rule.test(line)));
}

// Words that turn a mention into its absence: "melatonin-free", "no melatonin", "without caffeine".
const NEGATED = (word: string) => new RegExp(String.raw`\b${word}[- ]free\b|\b(?:no|without|zero|free of|not contain)\s+${word}`, "i");
// The same wording around any word: "Gluten-free." or "Made without milk." does not name an allergen or an animal source.
const NEGATED_ANY = new RegExp(NEGATED(String.raw`[\w-]+`).source, "gi");

/*
 * The product-level vegan claim: the name says vegan, or a sentence of the notes or highlights
 * opens with it ("Vegan: EPA and DHA from algae."). An ingredient called vegan ("Vegan BCAA
 * blend") speaks for that ingredient only.
 */
const VEGAN_CLAIM = /^vegan\b/i;

// Animal-derived ingredients that rule out a vegan product.
const ANIMAL_DERIVED = /\b(?:whey|casein|milk|lactose|collagen|gelatin|egg|fish|anchov(?:y|ies)|sardines?|salmon|cod liver|krill|honey|beeswax|lanolin)\b/i;

// Milk is named by its proteins or the allergen statement; plant "milks" and milk thistle are not milk.
const MILK = /\b(?:whey|casein(?:ate)?|lactose|(?<!(?:coconut|almond|oat|rice|soy) )milk(?! thistle))\b/i;
const WHEY = /\bwhey\b/i;
const CASEIN = /\bcasein(?:ate)?\b/i;
const EGG = /\begg(?:s| white| yolk)?\b|\balbumen\b/i;
const SOY = /\bsoy(?:a|bean)?\b/i;
const GLUTEN = /\b(?:gluten|wheat|barley|rye|malt)\b/i;
const FISH = /\bfish\b|\banchov(?:y|ies)\b|\bsardines?\b|\bsalmon\b|\bcod liver\b|\bmackerel\b|\btuna\b/i;
// Omega-3 from algae is the plant source that rules fish out.
const ALGAL = /\balga(?:l|e)\b|\balgae-derived\b/i;
const MELATONIN = /\bmelatonin\b/i;
const FIVE_HTP = /\b5-?htp\b|\b5-hydroxytryptophan\b|\bgriffonia\b/i;

const RESEARCH_STIM_FREE = "Marked stimulant-free in our catalogue research";

// Form rules, tested in this order on the name and the serving size (the first match wins).
const FORM_RULES: ReadonlyArray<readonly [ProductForm, RegExp]> = [
  ["gummy", /\bgumm(?:y|ies)\b/i],
  ["chew", /\bchew(?:s|able)?\b/i],
  ["spray", /\bsprays?\b/i],
  ["softgel", /\bsoft ?gels?\b|\bgel ?caps?\b/i],
  ["capsule", /\bcapsules?\b|\bveg(?:gie|etarian)? caps?\b|\bcaps\b/i],
  ["tablet", /\btablets?\b|\btabs\b/i],
  ["liquid", /\bshot\b|\bliquid\b|\bdrops\b/i],
  ["powder", /\bscoops?\b|\bpowder\b|\bpackets?\b|\bsticks?\b|\bstick packs?\b|\bsachets?\b/i],
  // A serving given only as a weight ("25.8 g") is measured out, so it is a powder: units are counted.
  ["powder", /^\s*\d+(?:\.\d+)?\s*g\s*$/i],
];

function formOf(product: LabelData): { form: ProductForm | null; evidence?: string } {
  for (const [form, pattern] of FORM_RULES) {
    for (const text of [product.name, product.servingSize ?? ""]) {
      if (pattern.test(text)) return { form, evidence: text };
    }
  }
  return { form: null };
}

/** Milligrams of an ingredient on the panel ("Melatonin 3 mg"), or null when no amount in mg is given. */
function milligramsOf(lines: readonly string[], pattern: RegExp): number | null {
  let total: number | null = null;
  for (const ingredient of parseKeyIngredients(lines)) {
    if (!pattern.test(ingredient.name) || !ingredient.amount) continue;
    const m = /^(\d[\d,]*(?:\.\d+)?) (mg|mcg|g)$/.exec(ingredient.amount);
    if (!m) continue;
    const value = Number(m[1].replace(/,/g, ""));
    total = (total ?? 0) + (m[2] === "g" ? value * 1000 : m[2] === "mcg" ? value / 1000 : value);
  }
  return total;
}

/**
 * An active ingredient (melatonin, 5-HTP): named on the panel or in the notes -> true; said to be
 * absent ("Melatonin-free.") -> false; missing from a full supplement panel -> false; else null.
 */
function activeIngredient(
  text: LabelText,
  word: string,
  pattern: RegExp,
  completePanel: boolean,
  panel: readonly string[],
): { value: Tri; evidence?: string } {
  const negation = NEGATED(word);
  const absent = find(text.all, negation);
  const named = text.all.find((line) => pattern.test(line.replace(new RegExp(negation, "gi"), "")));
  if (named) return { value: true, evidence: named };
  if (absent) return { value: false, evidence: absent };
  if (completePanel) return { value: false, evidence: `Full supplement panel: ${panel.join("; ")}` };
  return { value: null };
}

export function deriveProductFacts(product: LabelData): ProductFacts {
  const text = labelText(product);
  const evidence: Partial<Record<FactKey, string>> = {};
  // The catalogue drops the research's "(partial panel ...)" lines from keyIngredients; its caution keeps the fact.
  const completePanel =
    isCompleteLabel(product.keyIngredients) && !text.all.some((line) => /\bpartial panel\b|\bpart of the label panel\b|\bamounts not captured\b/i.test(line));

  const veganClaim = find([product.name], /\bvegan\b/i) ?? find(text.claims, VEGAN_CLAIM);
  const animal = find(text.all, (line) => ANIMAL_DERIVED.test(line.replace(NEGATED_ANY, "")));
  const algal = find(text.all, ALGAL);

  const allergen = (key: Allergen, pattern: RegExp, ruledOutBy?: string): Tri => {
    const named = find(text.all, (line) => pattern.test(line.replace(NEGATED_ANY, "")));
    if (named) {
      evidence[`allergens.${key}`] = named;
      return true;
    }
    if (ruledOutBy) {
      evidence[`allergens.${key}`] = ruledOutBy;
      return false;
    }
    return null;
  };

  // A vegan claim rules out every animal allergen; algae as the omega-3 source rules out fish.
  const plantOnly = animal ? undefined : veganClaim;
  const allergens: Record<Allergen, Tri> = {
    milk: allergen("milk", MILK, plantOnly),
    whey: allergen("whey", WHEY, plantOnly),
    casein: allergen("casein", CASEIN, plantOnly),
    egg: allergen("egg", EGG, plantOnly),
    soy: allergen("soy", SOY),
    fish: allergen("fish", FISH, plantOnly ?? algal),
    gluten: allergen("gluten", GLUTEN),
  };

  let vegan: Tri = null;
  if (animal) {
    vegan = false;
    evidence.vegan = animal;
  } else if (veganClaim) {
    vegan = true;
    evidence.vegan = veganClaim;
  }

  const melatonin = activeIngredient(text, "melatonin", MELATONIN, completePanel, product.keyIngredients);
  if (melatonin.evidence) evidence.melatonin = melatonin.evidence;
  const fiveHtp = activeIngredient(text, "5-HTP", FIVE_HTP, completePanel, product.keyIngredients);
  if (fiveHtp.evidence) evidence.fiveHtp = fiveHtp.evidence;

  // Caffeine and stimulants follow the catalogue's rule (research flag plus the label's caffeine line).
  const stimulantLine = find(product.keyIngredients, isStimulantIngredient);
  const stimulant: Tri = product.stimulant ?? (stimulantLine ? true : null);
  if (stimulantLine) evidence.stimulant = stimulantLine;
  else if (stimulant === false) evidence.stimulant = find(text.all, NEGATED("caffeine")) ?? RESEARCH_STIM_FREE;
  const caffeineMg = product.caffeineMg;
  if (caffeineMg !== null) {
    evidence.caffeineMg = find(product.keyIngredients, /\bcaffeine\b/i) ?? evidence.stimulant ?? RESEARCH_STIM_FREE;
  }

  const form = formOf(product);
  if (form.evidence) evidence.form = form.evidence;

  return {
    id: product.id,
    allergens,
    vegan,
    melatonin: melatonin.value,
    melatoninMg: melatonin.value ? milligramsOf(product.keyIngredients, MELATONIN) : null,
    fiveHtp: fiveHtp.value,
    caffeineMg,
    stimulant,
    form: form.form,
    lactoseFreeClaim: text.all.some((line) => /\blactose[- ]free\b/i.test(line)),
    completePanel,
    evidence,
  };
}
