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

/** A name as a pattern that reads "beta alanine" and "beta-alanine" alike. */
const namePattern = (name: string) => new RegExp(String.raw`\b${escapeRegExp(name).replace(/\\?-|\s+/g, "[- ]?")}\b`);

/** Words after "have" that ask about the product, not a thing in it ("any side effects", "good reviews"). */
const NOT_CONTENTS = /^(?:any |some |a |an |the |good |bad )*(?:side|effects?|issues?|problems?|trouble|taste|flavou?rs?|price|prices|reviews?|stock|seals?|certification|cert|discount|deals?|sizes?|servings?|more|less|fewer|enough|that|those|this|them|it|one|ones)\b/;

/** A question asked of the products: "does it / do any of those / does the X one have...", "which one has...". */
const ASKED_OF_PRODUCTS = /\b(?:(?:does|do|did)\s+(?:it|they|those|these|them|that|this|any(?: of (?:those|them|these))?|(?:the|that|this) [a-z0-9-]+(?: [a-z0-9-]+)? ones?)|(?:which|what) (?:one|ones|of (?:those|them|these))|any of (?:those|them|these))\s+(?:have|has|contains?|got|come with|comes with)\s+([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2}?)(?=\s+(?:in|on|inside)\b|[?.!,]|$)/;

/** The thing named as the object of a question asked of the products, when no known name matches: "any sucralose in it?". */
function objectAsked(text: string): string | null {
  const m = ASKED_OF_PRODUCTS.exec(text) ?? /\b(?:any|is there|are there)\s+(?:any\s+)?([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*)?)\s+in (?:it|them|those|these|there|that|this|the)\b/.exec(text);
  const words = m?.[1].trim().replace(/^(?:any|some|a|an|the)\s+/, "");
  if (!words || NOT_CONTENTS.test(words) || words.length < 4) return null;
  return words;
}

/**
 * The thing asked about: the longest ingredient, nutrient or allergen the message says, outside
 * the products' own names; an allergen as the label facts' key ("dairy" asks about milk). The
 * longest wins, so "fish oil" is the ingredient, not the fish allergen. With no known name, the
 * object of a question asked of the products ("any sucralose in it?").
 */
export function contentsAsked(text: string, focus: readonly Supplement[], catalogue: Catalogue, vocabulary: Vocabulary): string | null {
  let rest = text;
  for (const p of focus) rest = rest.replace(new RegExp(escapeRegExp(p.name.toLowerCase()), "g"), " ");
  const said = [...catalogue.ingredientNames(), ...NUTRIENTS].filter((n) => namePattern(n).test(rest)).map((n) => ({ thing: n, length: n.length }));
  for (const [id, allergen] of ALLERGEN_MEANINGS) {
    const found = saidAs(rest, vocabulary, id);
    if (found) said.push({ thing: allergen, length: found.length });
  }
  return said.sort((a, b) => b.length - a.length)[0]?.thing ?? objectAsked(rest);
}

/** "vitamin e" as a label prints it: "vitamin E". */
const shown = (thing: string) => thing.replace(/\bvitamin ([a-z]\d*)\b/, (_, v: string) => `vitamin ${v.toUpperCase()}`);

/** A product as a line names it: its name, and its brand too when the person named the brand ("the thorne one"). */
function named(p: Supplement, said: string): string {
  const brandWord = p.brand.toLowerCase().split(/\s+/)[0];
  return said.includes(brandWord) && !p.name.toLowerCase().includes(brandWord) && !said.includes(p.name.toLowerCase().split(/\s+/)[0]) ? `**${p.name}** by ${p.brand}` : `**${p.name}**`;
}

/** One product's answer for the thing asked; `short` leaves the label advice to one line after a list. */
function contentsLine(p: Supplement, asked: string, short: boolean, said: string): string {
  const thing = shown(asked);
  const allergen = ALLERGENS.find((a) => a === asked);
  if (allergen) {
    const value = deriveProductFacts(p).allergens[allergen];
    if (value === true) return `${named(p, said)}: yes, it contains ${allergen}.`;
    if (value === false) return `${named(p, said)}: no, its label lists no ${allergen}.`;
    return `${named(p, said)}: the label data we hold names no ${allergen}, but it does not cover allergens fully; check the allergen line on the label.`;
  }
  if (asked === "caffeine") {
    if (p.caffeineMg) return `${named(p, said)}: yes, ${p.caffeineMg} mg of caffeine a serving.`;
    if (p.stimulant === false || p.caffeineMg === 0) return `${named(p, said)}: no caffeine; it is stimulant-free.`;
    return `${named(p, said)}: its caffeine is not on record with us; check the label.`;
  }
  const term = new RegExp(namePattern(thing).source, "i");
  const detailed = p.detailedIngredients.find((i) => term.test(i.name));
  if (detailed) return `${named(p, said)}: yes, it lists ${withoutParentheses(detailed.name)}${detailed.amount ? `, ${detailed.amount} a serving` : ""}.`;
  const key = p.keyIngredients.find((k) => term.test(k));
  if (key) return `${named(p, said)}: yes, it lists ${key}.`;
  if (short) return `${named(p, said)}: no ${thing} in the label data we hold.`;
  const listed = p.detailedIngredients.slice(0, 5).map((i) => withoutParentheses(i.name));
  return `${named(p, said)}: no ${thing} in the label data we hold${listed.length ? ` (it lists ${listJoin(listed)}${p.detailedIngredients.length > 5 ? " and more" : ""})` : ""}. We may not hold every inactive ingredient, so check the Supplement Facts and Other Ingredients lines to be sure.`;
}

/** Said once after a list of products none or some of which hold the thing: the label has the last word. */
const CHECK_LABEL = "From the label data we hold (it may not list every inactive ingredient, so the Supplement Facts and Other Ingredients lines on the tub have the last word):";

/**
 * The answer with "does it have X?" about the products the conversation names answered first.
 * A question about the picks just given ("do any of those have huperzine?") is answered per pick
 * even when the thing asked is a listed substance or a worry ("the tingles freak me out"): the
 * person asks what the picks hold, and what the rest of the answer says of the thing follows.
 */
export function withContentsAnswered(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  // "Does it have X?" after several picks asks it of each of them.
  const itOfPicks = !u.focusProductIds.length && !u.namedProductIds.length && u.previousPicks.length > 1 && /\b(?:it|they|them)\b/.test(u.normalized);
  const aboutPicks = (u.reference !== null && u.focusProductIds.length > 0) || itOfPicks;
  if (!answer.modelMayPhrase && !aboutPicks) return answer;
  if (!aboutPicks && (u.intents.includes("urgent") || u.symptoms.length || input.screened.prohibited.length || u.substances.length)) return answer;
  const ids = itOfPicks ? u.previousPicks : [...new Set([...u.focusProductIds, ...u.namedProductIds])];
  const focus = ids.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
  if (!focus.length || focus.length > (aboutPicks ? 6 : 3) || !ASKS_CONTENTS.test(u.normalized)) return answer;
  const thing = contentsAsked(u.normalized, focus, input.catalogue, u.vocabulary);
  if (!thing) return answer;
  const short = focus.length > 1;
  const lines = focus.map((p) => contentsLine(p, thing, short, u.normalized));
  const list = short ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n\n");
  const text = short && lines.some((l) => l.endsWith("in the label data we hold.")) ? `${CHECK_LABEL}\n${list}` : list;
  const rest = aboutPicks ? withoutPicksAgain(answer.text) : answer.text;
  return { ...answer, text: join(text, rest), cautions: [text, ...answer.cautions] };
}

/** A list of picks, its heading, or the question that narrows it: the last answer again, when the turn asks what those picks hold. */
const PICKS_AGAIN = /^(?:\d+\. \*\*|Our top \*\*|Certified \[[^\]]+\]\([^)]*\) picks|Are you looking for stim or no-stim\?|Reply \*\*stim\*\*|See the full \[)/;

/** The answer without the picks listed again; the per-pick lines already speak of each. */
function withoutPicksAgain(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim() && !PICKS_AGAIN.test(p.trim()))
    .join("\n\n");
}
