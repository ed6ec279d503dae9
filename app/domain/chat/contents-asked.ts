import { ALLERGENS, type Allergen, deriveProductFacts } from "~/domain/catalogue/facts";
import type { Catalogue } from "~/domain/catalogue/queries";
import type { Supplement } from "~/domain/catalogue/types";
import { escapeRegExp, listJoin, withoutParentheses } from "~/domain/text";
import type { Vocabulary } from "./concepts";
import { type EngineAnswer, type EngineInput, join } from "./draft";
import { type MeaningId, saidAs } from "./meanings";

/*
 * "Does the first one have vitamin E in it?", "any soy in the Klean one?": whether a product the
 * conversation names holds something, answered first from the label data we hold. What can be
 * asked about is read from data, not phrasings: the catalogue's own ingredient names, the
 * allergens the label facts record by the vocabulary's words for them, caffeine, and the
 * nutrients a Supplement Facts panel lists.
 * A thing not in our label data is said to be not in it, never to be not in the product: we may
 * not hold every inactive ingredient, so the label on the tub has the last word.
 */

/** Each allergen the label facts record, by the vocabulary meaning that gives its everyday words ("dairy" and "lactose" are milk). */
const ALLERGEN_MEANINGS: ReadonlyArray<readonly [MeaningId, Allergen]> = ALLERGENS.map((a) => [`allergen-${a}`, a] as const);

/** The nutrients a Supplement Facts panel lists, for a question about one no product of ours carries. */
const NUTRIENTS = ["vitamin a", "vitamin b6", "vitamin b12", "vitamin c", "vitamin d", "vitamin e", "vitamin k", "biotin", "folate", "folic acid", "niacin", "thiamin", "riboflavin", "iron", "zinc", "magnesium", "calcium", "iodine", "selenium", "potassium", "sodium", "copper", "chromium", "manganese", "sugar", "caffeine"];

/** A question about what is in something: "does it have", "any X in", "contain", "is there". */
const ASKS_CONTENTS = /\b(?:have|has|contains?|got|come with|comes with)\b[^.?!]*(?:\?|$)|\b(?:any|is there|are there)\b[^.?!]*\bin (?:it|them|there|that|this|the)\b/;

/**
 * The thing asked about: the longest ingredient, nutrient or allergen the message says, outside
 * the products' own names; an allergen as the label facts' key ("dairy" asks about milk). The
 * longest wins, so "fish oil" is the ingredient, not the fish allergen.
 */
export function contentsAsked(text: string, focus: readonly Supplement[], catalogue: Catalogue, vocabulary: Vocabulary): string | null {
  let rest = text;
  for (const p of focus) rest = rest.replace(new RegExp(escapeRegExp(p.name.toLowerCase()), "g"), " ");
  const said = [...catalogue.ingredientNames(), ...NUTRIENTS].filter((n) => new RegExp(String.raw`\b${escapeRegExp(n)}\b`).test(rest)).map((n) => ({ thing: n, length: n.length }));
  for (const [id, allergen] of ALLERGEN_MEANINGS) {
    const found = saidAs(rest, vocabulary, id);
    if (found) said.push({ thing: allergen, length: found.length });
  }
  return said.sort((a, b) => b.length - a.length)[0]?.thing ?? null;
}

/** "vitamin e" as a label prints it: "vitamin E". */
const shown = (thing: string) => thing.replace(/\bvitamin ([a-z]\d*)\b/, (_, v: string) => `vitamin ${v.toUpperCase()}`);

/** One product's answer for the thing asked. */
function contentsLine(p: Supplement, asked: string): string {
  const thing = shown(asked);
  const allergen = ALLERGENS.find((a) => a === asked);
  if (allergen) {
    const value = deriveProductFacts(p).allergens[allergen];
    if (value === true) return `**${p.name}**: yes, it contains ${allergen}.`;
    if (value === false) return `**${p.name}**: no, its label lists no ${allergen}.`;
    return `**${p.name}**: the label data we hold names no ${allergen}, but it does not cover allergens fully; check the allergen line on the label.`;
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
  const thing = contentsAsked(u.normalized, focus, input.catalogue, u.vocabulary);
  if (!thing) return answer;
  const text = focus.map((p) => contentsLine(p, thing)).join("\n\n");
  return { ...answer, text: join(text, answer.text), cautions: [text, ...answer.cautions] };
}
