import { formatUsd } from "~/domain/catalogue/format";
import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import type { EngineAnswer, EngineInput } from "./draft";

/*
 * Two products compared get their comparison first, from the catalogue's own data (ADR 0134).
 * Whatever the wording ("X or Y, which", "between X and Y", "which has more caffeine, X or Y",
 * "is X better than Y", "how does X stack up against Y"), a message that names two or more of our
 * products and asks in a comparative frame is answered with one paragraph that names each of
 * them on what was asked: the amount per serving of the nutrient asked about (protein, caffeine,
 * or the first key ingredient), the price per serving where we hold one (and plainly where we do
 * not), the form of a serving when the form was asked about, and the seal each carries; then
 * which comes out ahead on that measure when both figures are held. A paragraph that says we hold
 * no source on the comparison is dropped: the label data answers it.
 */

/** The words that make a message naming two products a comparison rather than a list. */
const COMPARATIVE =
  /\b(?:which|between|same|stack(?:s)? up|or|vs|versus|than|cheaper|cheapest|stronger|strongest|better|best|worse|higher|lower|bigger|diff|difference|differ|compare\w*)\b|\b(?:has|have|gets?|gives?|got) (?:more|less|the most|the least)\b/;

/** Whether the message compares the products it names: two or more named, in a comparative frame. */
export function asksComparison(normalized: string, named: number): boolean {
  return named >= 2 && COMPARATIVE.test(normalized);
}

type Measure = "protein" | "caffeine" | "dose";

/** What the comparison is asked on, read from the message's words. */
interface Aspects {
  measure: Measure;
  price: boolean;
  form: boolean;
}

const PRICE = /\b(?:money|cheap\w*|price\w*|cost\w*|deal|bang for|value|bucks?|dollars?|afford\w*|expensive|spend)\b|\$/;
const CAFFEINE = /\b(?:caffeine|caffeinated|stims?|stimulants?|stronger|strongest|hits? (?:harder|hardest)|kick|buzz|energy)\b/;
const PROTEIN = /\bprotein\b/;
const FORM = /\b(?:pills?|swallow\w*|spray|capsules?|caps|gumm(?:y|ies)|powder|sticks?|stick packs?|tablets?|tabs|liquid|shots?|softgels?|form)\b/;

function aspectsOf(normalized: string, products: readonly Supplement[]): Aspects {
  // Products none of which holds caffeine are compared on what they do hold: "none" against "none" says nothing.
  const measure: Measure = CAFFEINE.test(normalized) && products.some((p) => (p.caffeineMg ?? 0) > 0) ? "caffeine" : PROTEIN.test(normalized) || products.every((p) => p.category === "protein-recovery") ? "protein" : "dose";
  return { measure, price: PRICE.test(normalized), form: FORM.test(normalized) };
}

/** Grams of protein a serving, from the label line that says it ("Whey protein isolate - 21 g protein per serving"). */
function proteinGrams(p: Supplement): number | null {
  for (const line of p.keyIngredients) {
    const m = /(\d+(?:\.\d+)?)\s*g\s+(?:of\s+)?protein\b/i.exec(line) ?? (/^protein\s+(\d+(?:\.\d+)?)\s*g\b/i.exec(line) as RegExpExecArray | null);
    if (m) return Number(m[1]);
  }
  return null;
}

/** The measured amount a serving, as a number and as written; null when the label data holds none. */
function amountOf(p: Supplement, measure: Measure, others: readonly Supplement[] = []): { value: number | null; text: string } | null {
  if (measure === "caffeine") return p.caffeineMg === null ? null : { value: p.caffeineMg, text: p.caffeineMg > 0 ? `${p.caffeineMg} mg of caffeine` : "no caffeine" };
  if (measure === "protein") {
    const grams = proteinGrams(p);
    return grams === null ? null : { value: grams, text: `${grams} g of protein` };
  }
  const lines = sharedLines(p, others);
  return lines.length ? { value: null, text: lines.map((line) => line.replace(/\s*\((?:per|estimate)[^)]*\)\s*$/i, "")).join(" and ") } : null;
}

/** An ingredient line's name, its amount left off: "Total omega-3 2,150 mg" -> "total omega-3". */
const ingredientName = (line: string) => line.replace(/\s*[-:]?\s*[\d.,]+\s*(?:mg|g|mcg|iu|billion|cfu)\b.*$/i, "").trim().toLowerCase();

/** The lines to set side by side: those naming an ingredient every product compared lists, else the first two. */
function sharedLines(p: Supplement, others: readonly Supplement[]): string[] {
  const shared = p.keyIngredients.filter((line) => others.every((o) => o.keyIngredients.some((x) => ingredientName(x) === ingredientName(line))));
  return (shared.length ? shared : p.keyIngredients).slice(0, 2);
}

const label = (p: Supplement) => `**${p.name}** by ${p.brand}`;
/** How a product is named again after the list: by its brand, unless both are of one brand. */
const short = (p: Supplement, all: readonly Supplement[]) => (all.filter((o) => o.brand === p.brand).length > 1 ? p.name : `${p.brand}'s`);

/** One product's clause: its amount a serving, its form, its price a serving or that we hold none, and its seal. */
function clauseFor(p: Supplement, aspects: Aspects, all: readonly Supplement[]): string {
  const amount = amountOf(p, aspects.measure, all.filter((o) => o.id !== p.id));
  const parts = [amount ? `${amount.text} a serving` : `no ${aspects.measure === "dose" ? "label amounts" : `${aspects.measure} figure`} in the label data we hold`];
  if (aspects.measure !== "caffeine" && p.caffeineMg === 0 && p.category === "pre-workout") parts.push("no caffeine");
  if (aspects.form && p.servingSize) parts.push(`a serving is ${p.servingSize}`);
  parts.push(p.pricePerServing !== null ? `${formatUsd(p.pricePerServing)} a serving` : "no price on record with us");
  const seals = [...new Set(p.certifications.map((c) => c.body))];
  if (seals.length) parts.push(listJoin(seals));
  return `${label(p)}: ${parts.join(", ")}`;
}

/** Which comes out ahead on the measure and on price, where both figures are held. */
function verdictOf(products: readonly Supplement[], aspects: Aspects): string[] {
  const lines: string[] = [];
  const amounts = products.map((p) => ({ p, a: amountOf(p, aspects.measure) }));
  const held = amounts.flatMap(({ p, a }) => (a?.value != null ? [{ p, value: a.value, text: a.text }] : []));
  if (aspects.measure !== "dose" && held.length === products.length) {
    const sorted = [...held].sort((x, y) => y.value - x.value);
    const [top, next] = sorted;
    if (top.value === next.value) lines.push(`Both have the same, ${top.text} a serving.`);
    else lines.push(`${short(top.p, products)} has more ${aspects.measure} a serving (${top.text.replace(/ of \w+$/, "")} against ${next.text.replace(/ of \w+$/, "")}).`.replace("(no caffeine against", "(none against"));
  }
  const priced = products.flatMap((p) => (p.pricePerServing !== null ? [{ p, price: p.pricePerServing }] : []));
  if (priced.length === products.length) {
    const [cheapest, next] = [...priced].sort((x, y) => x.price - y.price);
    if (cheapest.price < next.price) lines.push(`${short(cheapest.p, products)} costs less a serving (${formatUsd(cheapest.price)} against ${formatUsd(next.price)}).`);
  } else if (aspects.price) {
    const unpriced = products.filter((p) => p.pricePerServing === null);
    lines.push(`We hold no price for ${listJoin(unpriced.map((p) => p.name))}, so I can't say which costs less: check the seller's current price per serving.`);
  }
  return lines;
}

/** The comparison paragraph: each product on what was asked, then which comes out ahead. */
export function comparisonParagraph(products: readonly Supplement[], normalized: string): string {
  const aspects = aspectsOf(normalized, products);
  const on = aspects.measure === "dose" ? "what each holds" : aspects.measure;
  const rows = products.map((p) => clauseFor(p, aspects, products));
  return [`Compared on ${on}${aspects.price ? " and price" : ""}: ${rows.join("; ")}.`, ...verdictOf(products, aspects)].join(" ");
}

/** A paragraph that says we hold no source on the comparison the label data answers. */
const NO_SOURCE_ON_IT = /^On whether "[^"]*": our guides and product data hold no source\b/;
/** Cautions owed for what was said keep their place above the answer. */
const OWED = /^\*\*(?:With|Warning|Stop|Get medical|Ask before you take)\b/;

export function withComparisonFirst(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (answer.intent === "urgent" || u.symptoms.length) return answer;
  const named = u.namedProductIds.flatMap((id) => {
    const p = input.catalogue.listProducts().find((x) => x.id === id);
    return p ? [p] : [];
  });
  // "Compare the first two": the picks pointed at are the products compared.
  const pointed = answer.intent === "compare" && named.length < 2 ? u.focusProductIds.flatMap((id) => input.catalogue.listProducts().filter((p) => p.id === id)) : [];
  const compared = (named.length >= 2 ? named : pointed).slice(0, 3);
  if (!(pointed.length >= 2 || asksComparison(u.normalized, named.length))) return answer;
  // A line per product on the thing compared ("**PRE**: yes, 200 mg of caffeine") repeats what the comparison says.
  const perProduct = (p: string) => compared.some((x) => p.startsWith(`**${x.name}**: `));
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim() && !NO_SOURCE_ON_IT.test(p) && !perProduct(p));
  const owed = paragraphs.findIndex((p) => !OWED.test(p));
  const at = owed < 0 ? paragraphs.length : owed;
  const text = [...paragraphs.slice(0, at), comparisonParagraph(compared, u.normalized), ...paragraphs.slice(at)].join("\n\n");
  const products = [...answer.products, ...compared.filter((p) => !answer.products.some((q) => q.id === p.id))];
  return { ...answer, text, products, candidates: [...answer.candidates, ...compared.filter((p) => !answer.candidates.some((q) => q.id === p.id))] };
}

/** "Is X the same as Y", "same thing as", "same deal as": a yes-or-no question about two things. */
const SAME_ASKED = /\b(?:is|are|isn'?t|aren'?t)\b[^?.!]{1,60}?\bthe same(?: \w+)? (?:as|thing as)\b|\bsame (?:thing|deal|as)\b[^?.!]{0,40}\?/;
/** An opening that tells the two apart. */
const TELLS_APART = /\b(?:differ|different|difference|not the same|unlike|whereas|while [A-Z])/;

/**
 * "Is Informed Choice the same as Informed Sport?" is a yes-or-no question: an opening that tells
 * the two apart ("They differ in how they test: ...") is the "no", said first.
 */
export function withSameAnswered(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  if (answer.intent === "urgent" || input.understanding.symptoms.length || !SAME_ASKED.test(input.understanding.normalized)) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/);
  const first = paragraphs.findIndex((p) => p.trim() && !OWED.test(p));
  const opening = paragraphs[first] ?? "";
  if (first < 0 || /^(?:\*\*)?(?:no|not|yes|nope)\b/i.test(opening) || !TELLS_APART.test(opening.split(/(?<=[.:])\s/)[0] ?? "")) return answer;
  paragraphs[first] = `No, not the same. ${opening}`;
  return { ...answer, text: paragraphs.join("\n\n") };
}
