import { type Allergen, deriveProductFacts } from "~/domain/catalogue/facts";
import type { Supplement } from "~/domain/catalogue/types";
import { escapeRegExp, listJoin, withoutParentheses } from "~/domain/text";
import { type EngineAnswer, type EngineInput, join } from "./draft";

/*
 * "Does the first one have vitamin E in it?", "any soy in the Klean one?": whether a product the
 * conversation names holds something, answered first from the label data we hold. What can be
 * asked about is read from data, not phrasings: the catalogue's own ingredient names, the
 * allergens the label facts record, caffeine, and the nutrients a Supplement Facts panel lists.
 * A thing not in our label data is said to be not in it, never to be not in the product: we may
 * not hold every inactive ingredient, so the label on the tub has the last word.
 */

/** What the words ask about when they name an allergen the label facts record. */
const ALLERGEN_WORDS: ReadonlyArray<readonly [RegExp, Allergen, string]> = [
  [/\b(?:milk|dairy|lactose)\b/, "milk", "milk"],
  [/\bwhey\b/, "whey", "whey"],
  [/\bcasein\b/, "casein", "casein"],
  [/\beggs?\b/, "egg", "egg"],
  [/\bsoy\b/, "soy", "soy"],
  [/\bfish\b(?! oil)/, "fish", "fish"],
  [/\b(?:gluten|wheat)\b/, "gluten", "gluten"],
];

/** Allergens, and the nutrients a Supplement Facts panel lists, for a question about one no product of ours carries. */
const NUTRIENTS = ["milk", "dairy", "lactose", "whey", "casein", "egg", "eggs", "soy", "fish", "gluten", "wheat", "vitamin a", "vitamin b6", "vitamin b12", "vitamin c", "vitamin d", "vitamin e", "vitamin k", "biotin", "folate", "folic acid", "niacin", "thiamin", "riboflavin", "iron", "zinc", "magnesium", "calcium", "iodine", "selenium", "potassium", "sodium", "copper", "chromium", "manganese", "sugar", "caffeine"];

/** A question about what is in something: "does it have", "any X in", "contain", "is there". */
const ASKS_CONTENTS = /\b(?:have|has|contains?|got|come with|comes with)\b[^.?!]*(?:\?|$)|\b(?:any|is there|are there)\b[^.?!]*\bin (?:it|them|there|that|this|the)\b/;

/** The words of a product's ingredient lines, as the catalogue names them ("vitamin e", "fish oil concentrate"). */
function ingredientNames(products: readonly Supplement[]): string[] {
  const names = products.flatMap((p) => [...p.detailedIngredients.map((i) => i.name), ...p.keyIngredients.map((k) => k.replace(/\s*[-:]?\s*\d.*$/, ""))]);
  return [...new Set(names.map((n) => withoutParentheses(n).toLowerCase().trim()).filter((n) => n.length >= 3))];
}

/** The thing asked about: the longest ingredient or nutrient name the message says, outside the products' own names. */
export function contentsAsked(text: string, focus: readonly Supplement[], all: readonly Supplement[]): string | null {
  let rest = text;
  for (const p of focus) rest = rest.replace(new RegExp(escapeRegExp(p.name.toLowerCase()), "g"), " ");
  const said = [...ingredientNames(all), ...NUTRIENTS].filter((n) => new RegExp(String.raw`\b${escapeRegExp(n)}\b`).test(rest));
  return said.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** "vitamin e" as a label prints it: "vitamin E". */
const shown = (thing: string) => thing.replace(/\bvitamin ([a-z]\d*)\b/, (_, v: string) => `vitamin ${v.toUpperCase()}`);

/** One product's answer for the thing asked. */
function contentsLine(p: Supplement, asked: string): string {
  const thing = shown(asked);
  const allergen = ALLERGEN_WORDS.find(([words]) => words.test(asked));
  if (allergen) {
    const [, key, word] = allergen;
    const value = deriveProductFacts(p).allergens[key];
    if (value === true) return `**${p.name}**: yes, it contains ${word}.`;
    if (value === false) return `**${p.name}**: no, its label lists no ${word}.`;
    return `**${p.name}**: the label data we hold names no ${word}, but it does not cover allergens fully; check the allergen line on the label.`;
  }
  if (asked === "caffeine") {
    if (p.caffeineMg) return `**${p.name}**: yes, ${p.caffeineMg} mg of caffeine a serving.`;
    if (p.stimulant === false || p.caffeineMg === 0) return `**${p.name}**: no, it is stimulant-free.`;
    return `**${p.name}**: its caffeine is not on record with us; check the label.`;
  }
  const term = new RegExp(String.raw`\b${escapeRegExp(thing)}\b`, "i");
  const detailed = p.detailedIngredients.find((i) => term.test(i.name));
  if (detailed) return `**${p.name}**: yes, it lists ${withoutParentheses(detailed.name)}${detailed.amount ? `, ${detailed.amount} a serving` : ""}.`;
  const key = p.keyIngredients.find((k) => term.test(k));
  if (key) return `**${p.name}**: yes, it lists ${key}.`;
  const listed = p.detailedIngredients.slice(0, 5).map((i) => withoutParentheses(i.name));
  return `**${p.name}**: no ${thing} in the label data we hold${listed.length ? ` (it lists ${listJoin(listed)}${p.detailedIngredients.length > 5 ? " and more" : ""})` : ""}. We may not hold every inactive ingredient, so check the Supplement Facts and Other Ingredients lines to be sure.`;
}

/** The answer with "does it have X?" about the products the conversation names answered first. */
export function withContentsAnswered(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (!answer.modelMayPhrase || u.symptoms.length || u.intents.includes("urgent") || input.screened.prohibited.length || u.substances.length) return answer;
  const ids = [...new Set([...u.focusProductIds, ...u.namedProductIds])];
  const focus = ids.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
  if (!focus.length || focus.length > 3 || !ASKS_CONTENTS.test(u.normalized)) return answer;
  const thing = contentsAsked(u.normalized, focus, input.catalogue.listProducts());
  if (!thing) return answer;
  const text = focus.map((p) => contentsLine(p, thing)).join("\n\n");
  return { ...answer, text: join(text, answer.text), cautions: [text, ...answer.cautions] };
}
