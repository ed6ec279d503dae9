import type { Source } from "~/domain/source";
import type { CategoryId } from "~/domain/categories";
import { DSHEA_DISCLAIMER } from "./copy";
import { Draft, type EngineAnswer, type EngineInput, finish, join, PICKS_PER_ANSWER } from "./draft";
import { categoryLink, categoryTitle, type Fit, pickList } from "./product-lines";
import { categoryFits } from "./select";
import { GLUTEN_FREE_RULE, GUIDE_PROTEIN, NCCIH_OMEGA3, NIH_OMEGA3_NEWS, ODS_MULTIVITAMINS } from "./sources";
import type { Understanding } from "./understanding";

/*
 * A question of fact about a kind of supplement ("does fish oil even do anything", "are
 * multivitamins a waste", "is gluten-free a fad", "do I even need protein powder") is answered
 * first, in plain words from our sources; the certified picks of a kind we carry follow it (a
 * verdict, then picks if any), and a kind we do not sell as such gets products only when asked.
 * Kinds without an answer here are left to the guides' passages.
 */

/** Whether it works, is worth it, is needed or is hype, asked with a verb or without ("fish oil worth it?"). */
const WORTH =
  /\b(?:does|do|will|can|is|are)\b[^?.!]{0,40}\b(?:even |actually |really )?(?:do (?:anything|something|shit|jack|much)|work|help|worth (?:it|the money|taking|buying)|a waste|a scam|a fad|a gimmick|a meme|hype|bs|bull ?shit|legit|necessary|needed|pointless|useless|placebo|snake oil)\b|\bdo i (?:even |really |actually )?need\b|\bwaste of (?:money|time)\b|\b(?:any|some) (?:point|use|benefit) (?:in|to|of)\b|\bis there (?:any )?(?:evidence|proof|research)\b|\bworth (?:it|the money|the hype|taking|buying)\b|\bexpensive (?:pee|piss)\b|\bactually (?:work|do anything|help)\b/;
/** Products asked for beside the question. */
const ASKS_FOR_PRODUCTS =
  /\b(?:recommend\w*|suggest\w*|which (?:one|brand|product)s?|best|what should i (?:get|buy|take)|should i (?:be )?tak(?:e|ing)|what (?:\w+ ){0,2}(?:is|are) good|good ones?|any good ones|pick (?:one|me)|link|if so,? (?:which|what))\b/;
/** Other kinds of product: a question about one of them ("do i need bcaa if i take whey") is not about the kind it mentions in passing. */
const OTHER_KINDS = /\b(?:bcaas?|eaas?|amino\w*|creatine|pre-?workouts?|preworkouts?|melatonin|magnesium|zinc|iron|vitamin [a-z0-9]+|ashwagandha|collagen|electrolytes?|caffeine|beta[- ]?alanine|citrulline|glutamine|probiotics?)\b/;

interface KindAnswer {
  kind: RegExp;
  text: string;
  sources: Source[];
  /** The category that holds the kind: its certified picks follow the verdict; none for a kind we do not sell as such. */
  category: CategoryId | null;
}

const KIND_ANSWERS: readonly KindAnswer[] = [
  {
    kind: /\b(?:fish oil|omega(?:-?3s?)?|krill oil|epa|dha)\b/,
    text: "Less than the label suggests for most people. Fish oil in supplements has not been shown to lower the risk of heart disease; in high doses it can lower triglycerides, and it may ease rheumatoid arthritis symptoms. Most experts agree the best way to get omega-3s is from food, above all fatty fish such as salmon. If you take a blood thinner, are pregnant or nursing, or are allergic to seafood, ask your provider before you start one.",
    sources: [NCCIH_OMEGA3, NIH_OMEGA3_NEWS],
    category: "health-wellness",
  },
  {
    kind: /\b(?:multi-?vitamins?|multis?|multi vitamins?|daily vitamins?|one a day)\b/,
    text: "Not a waste, but not a shortcut either: a multi can fill small gaps in what you eat, but it can't take the place of a varied diet, and whether it prevents disease in people who already eat well is still being studied. It earns its place when food leaves gaps: long stretches on field rations, a vegan or low-calorie diet, or a shortfall your provider found.",
    sources: [ODS_MULTIVITAMINS],
    category: "vitamins",
  },
  {
    kind: /\bgluten[- ]?free\b|\bgf\b|\bgluten\b/,
    text: "Gluten-free is a medical diet for people with celiac disease or a diagnosed gluten problem. Our sources don't show it improves training or performance for anyone else, so I can't tell you it will; if gluten seems to bother you, raise it with your provider rather than guessing. What our sources do cover is the label: FDA allows a \"gluten-free\" claim only when any gluten stays under 20 ppm.",
    sources: [GLUTEN_FREE_RULE],
    category: null,
  },
  {
    kind: /\bprotein (?:powders?|shakes?|supplements?)\b|\bwhey\b/,
    text: "Probably not, if food already gets you there: military guidance puts high-quality whole foods first and a protein supplement only where food isn't practical, and if you already eat about 1.5 g of protein per kg of body weight a day with enough total calories, a supplement may not be needed at all. Where a powder earns its place is long, hard stretches with too little food, such as field problems or patrols.",
    sources: [GUIDE_PROTEIN],
    category: null,
  },
];

/** The plain answer to a question of fact about a kind of supplement, or null when it is not one we answer. */
function worthAnswerFor(normalized: string): KindAnswer | null {
  // "How much protein do I need a day?" asks an amount, not whether it is needed.
  if (!WORTH.test(normalized.replace(/\bhow (?:much|many)\b[^?.!]*/g, " "))) return null;
  const at = (re: RegExp) => normalized.search(re);
  const found = KIND_ANSWERS.filter((k) => at(k.kind) >= 0).sort((a, b) => at(a.kind) - at(b.kind))[0];
  // The kind asked about comes first; one of ours mentioned after another kind is not the subject.
  const other = at(OTHER_KINDS);
  return found && (other < 0 || at(found.kind) < other) ? found : null;
}

/** Asked beside a request for products: the answer leads, the picks follow. */
export function worthAskingLead(u: Understanding, d: Draft): void {
  const answer = worthAnswerFor(u.normalized);
  if (answer && ASKS_FOR_PRODUCTS.test(u.normalized)) d.caution(answer.text, ...answer.sources);
}

const OFFER = "If you want a certified one, ask and I'll pick from our list.";

/** Asked alone: the answer, and an offer of picks that withWorthPicks fills in when we carry the kind. */
export function worthAskingAnswer(u: Understanding): EngineAnswer | null {
  const answer = worthAnswerFor(u.normalized);
  if (!answer || ASKS_FOR_PRODUCTS.test(u.normalized)) return null;
  const d = new Draft();
  d.caution(answer.text, ...answer.sources);
  d.add(OFFER);
  return finish(d, { intent: "knowledge", category: answer.category, brief: "Give the answer as written, then the picks listed." });
}

/**
 * A verdict from the vocabulary ("are probiotics worth it"): the products of ours its subject
 * names (a probiotic, an ashwagandha), by a word of the section it searches for.
 */
function verdictSubjectFits(u: Understanding, input: EngineInput): { category: CategoryId; fits: Fit[] } | null {
  if (!WORTH.test(u.normalized)) return null;
  const words = (u.myths.find((m) => m.yields)?.search ?? "").split(" ").map((w) => w.replace(/s$/, "")).filter((w) => w.length >= 6);
  const products = input.catalogue.listProducts();
  const subject = words.find((w) => products.some((p) => p.name.toLowerCase().includes(w)));
  if (!subject) return null;
  const named = products.filter((p) => p.name.toLowerCase().includes(subject));
  const category = named[0]?.category;
  if (!category) return null;
  const fits = categoryFits(category, u, input.picksFor).kept.filter((f) => named.some((p) => p.id === f.product.id));
  return fits.length ? { category, fits } : null;
}

/** The verdict first, then the certified picks of the kind when we carry it: "is X worth it" is half a request. */
export function withWorthPicks(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  const kind = answer.text.includes(OFFER) ? worthAnswerFor(u.normalized) : null;
  const found = kind?.category
    ? { category: kind.category, fits: categoryFits(kind.category, u, input.picksFor).kept }
    : !answer.products.length && answer.intent === "knowledge"
      ? verdictSubjectFits(u, input)
      : null;
  const fits = found?.fits.slice(0, PICKS_PER_ANSWER) ?? [];
  if (!found || !fits.length) return answer;
  const d = { fitNotes: { ...answer.fitNotes } };
  const picks = join(`Certified ${categoryTitle(found.category)} picks, if you want one:`, pickList(fits, d), categoryLink(found.category), DSHEA_DISCLAIMER);
  const products = fits.map((f) => f.product);
  const text = answer.text.includes(OFFER) ? answer.text.replace(OFFER, picks) : join(answer.text, picks);
  return { ...answer, intent: "recommend", text, products, candidates: products, fitNotes: d.fitNotes, footer: DSHEA_DISCLAIMER };
}
