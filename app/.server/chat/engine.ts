import { CATEGORY_IDS, type CategoryId, PRIMARY_CATEGORIES } from "~/domain/categories";
import { checkConstraint, type Constraint, describeConstraint } from "~/domain/catalogue/constraints";
import { formatUsd } from "~/domain/catalogue/format";
import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule, dutyRule, REFERRAL } from "~/domain/chat/conditions";
import {
  CATEGORY_DISPLAY,
  DOD_PROHIBITED_LIST_URL,
  DSHEA_DISCLAIMER,
  LOT_NUMBER_REMINDER,
  NO_MORE_OPTIONS_REPLY,
  OPSS_URL,
  OUT_OF_SCOPE_REPLY,
  STIM_QUESTION,
} from "~/domain/chat/copy";
import type { StimulantPreference } from "~/domain/chat/intent";
import type { ChatIntent, Understanding } from "~/domain/chat/understand";
import { CAFFEINE_LIMITS, UPPER_LIMITS, amountPerServing } from "~/domain/safety/intake-limits";
import { aboveUpperLimit, productCautions } from "~/domain/safety/product-cautions";
import { screenRedFlags, screenText } from "~/.server/prohibited-list";
import type { RedFlagHit } from "~/domain/safety/red-flags";
import type { ProhibitedHit } from "~/domain/safety/types";
import { SAFETY_LINKS } from "~/domain/site";
import type { Source } from "~/domain/source";
import { headingEcho, headingMatches, type PassageHit, passageExtract, passageLink, passageRelevance, passageTitle, topicRarity } from "./knowledge";
import type { PricedCatalogue } from "~/.server/catalogue";
import { allLabelProducts, categoryTitle, factsOf, isStim, productById, servingPrice } from "./products";
import { escapeRegExp, listJoin } from "~/domain/text";

/**
 * The embedded answer engine: answers every chat request by itself from what the understanding
 * step read, the catalogue, the prohibited list and our articles, with no model. Its answer is
 * also the plan the model path works from (the filtered candidates, the passages, the cautions
 * an answer must carry), and the answer that replaces any model draft that fails the check.
 */

export type AnswerIntent = ChatIntent | "prohibited" | "none-left" | "no-more-options" | "general";

export interface UsedPassage {
  link: string;
  title: string;
  extract: string;
}

export interface EngineAnswer {
  intent: AnswerIntent;
  category: CategoryId | null;
  /** Every product the answer may name, already filtered by what the person said: the only products a model may mention. */
  candidates: Supplement[];
  /** The products the engine's own answer names, in order. */
  products: Supplement[];
  passages: UsedPassage[];
  /** Cautions any answer must carry word for word (conditions, duty, warnings, limits); product cautions travel with each product. */
  cautions: string[];
  /** External pages the answer may link. */
  sources: Source[];
  /** What to check on a product's label for what the person said ("check the allergen line"), by product id. */
  fitNotes: Record<string, string[]>;
  /** The complete answer, markdown. */
  text: string;
  /** What the AI path appends after the model's text: links, reminders, disclaimers. */
  footer: string;
  /** Fixed replies of the spec (out of scope, no more options, greetings, urgent care) are never rephrased. */
  modelMayPhrase: boolean;
  /** What the answer has to do, in a sentence, for the model's instructions. */
  brief: string;
}

export interface EngineInput {
  understanding: Understanding;
  /** Article passages the search returned for this request. */
  passages: readonly PassageHit[];
  /** A category's ranked picks (from the cron snapshot or the catalogue). */
  picksFor: (category: CategoryId) => Supplement[];
  /** The catalogue priced from D1 offers, read once for this request: products named by id come from it. */
  catalogue: PricedCatalogue;
}

const PICKS_PER_ANSWER = 3;
const OPSS_ASK_THE_EXPERT = `Operation Supplement Safety's **Ask the Expert** service at [opss.org](${OPSS_URL})`;
const OPSS_SOURCE: Source = { title: "Operation Supplement Safety", url: OPSS_URL, checked: "2026-11-23" };
const DOD_LIST_SOURCE: Source = { title: "DoD Prohibited Dietary Supplement Ingredients list (OPSS)", url: DOD_PROHIBITED_LIST_URL, checked: "2026-11-23" };
const ASK_THE_EXPERT_SOURCE: Source = { title: "OPSS Ask the Expert", url: SAFETY_LINKS.opssAskTheExpert, checked: "2026-11-23" };

/** How a category reads after "a" or "any": "no sleep aid in our list ...". */
const CATEGORY_NOUN: Record<CategoryId, string> = {
  "pre-workout": "pre-workout",
  "protein-recovery": "protein or recovery product",
  vitamins: "vitamin",
  hydration: "hydration product",
  "health-wellness": "health product",
  sleep: "sleep aid",
};

/** Categories a basic stack covers when a plan names none. */
const BASIC_STACK: CategoryId[] = ["vitamins", "protein-recovery", "hydration", "health-wellness"];

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

function firstSentence(text: string, max = 160): string {
  const sentence = text.trim().match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

function stripEndPunctuation(text: string): string {
  return text.replace(/[.!?…]+$/, "");
}

/** Price per serving, certifications and stimulant status: the facts every pick line carries. */
export function productFacts(product: Supplement): string {
  const price = servingPrice(product);
  const certs = [...new Map(product.certifications.map((c) => [c.body, c])).values()]
    .map((c) => (c.confirmed ? c.body : `${c.body} (reported; confirm on the registry)`))
    .join(" + ");
  const parts = [price !== null ? `${formatUsd(price)} per serving` : "Check price", certs];
  if (product.category === "pre-workout") {
    parts.push(isStim(product) ? (product.caffeineMg ? `${product.caffeineMg} mg caffeine` : "Stim") : "Stim-free");
  }
  return parts.filter(Boolean).join(" · ");
}

export function productLabel(product: Supplement): string {
  return `**${product.name}** by ${product.brand}`;
}

/** A product's safety cautions as one sentence group, or "". */
export function cautionText(product: Supplement): string {
  const cautions = productCautions(product);
  return cautions.length ? `**Caution:** ${cautions.join(" ")}` : "";
}

/** What follows a product's name on any line: its facts, cautions and details link. */
export function productTail(product: Supplement): string {
  return [`${productFacts(product)}.`, cautionText(product), `[Details](/compare/${product.id})`].filter(Boolean).join(" ");
}

/**
 * Why a product is worth a look, from its own facts: a research highlight, else its first
 * product-specific benefit, else the certification sentence every product has.
 */
function whyLine(product: Supplement): string {
  const benefit = product.militaryBenefits.find((b) => !b.startsWith("Certified for sport"));
  const label = product.keyIngredients.length ? `Per serving: ${product.keyIngredients.slice(0, 2).join(", ")}.` : undefined;
  return firstSentence(product.highlights[0] ?? benefit ?? label ?? product.whyRecommended);
}

interface Fit {
  product: Supplement;
  /** How it keeps what the person asked ("75 mg caffeine a serving, within your 100 mg") or what to check on the label. */
  notes: string[];
}

function pickLine(fit: Fit, index: number, tag = ""): string {
  const reason = stripEndPunctuation(whyLine(fit.product));
  const notes = fit.notes.length ? `; ${fit.notes.join("; ")}` : "";
  return `${index + 1}. ${productLabel(fit.product)}${tag} — ${reason}${notes}. ${productTail(fit.product)}`;
}

function pickList(fits: readonly Fit[], d?: Draft): string {
  if (d) for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
  return fits.map((f, i) => pickLine(f, i)).join("\n");
}

function join(...blocks: string[]): string {
  return blocks.filter((b) => b.trim() !== "").join("\n\n");
}

function closing(products: readonly Supplement[]): string {
  return products.length ? `${LOT_NUMBER_REMINDER}\n\n${DSHEA_DISCLAIMER}` : "";
}

function categoryLink(category: CategoryId): string {
  return `See the full [${categoryTitle(category)}](/category/${category}) list for more options.`;
}

// ---------------------------------------------------------------------------------------------
// Filtering by what the person said
// ---------------------------------------------------------------------------------------------

interface Filtered {
  kept: Fit[];
  leftOut: Array<{ product: Supplement; reason: string }>;
}

/** Every hard constraint of the conversation, those its conditions bring included. */
function allConstraints(u: Understanding): Constraint[] {
  const fromConditions = u.conditions.flatMap((id) => conditionRule(id).excludes);
  const seen = new Set<string>();
  return [...u.constraints, ...fromConditions].filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function labelText(product: Supplement): string {
  return [product.name, ...product.keyIngredients, ...product.cautions].join(" \n ");
}

/**
 * The products that keep every constraint, each with how it keeps them; the rest with the reason
 * they were left out. A product whose data cannot show it keeps a constraint that needs proof is
 * left out; one a label might still contradict (an allergen the data does not name) stays, with
 * a note to check the label. Products above an adult upper limit are never suggested unasked.
 */
function applyConstraints(products: readonly Supplement[], u: Understanding, options: { allowAboveLimit?: boolean } = {}): Filtered {
  const constraints = allConstraints(u);
  const kept: Fit[] = [];
  const leftOut: Filtered["leftOut"] = [];
  for (const product of products) {
    const facts = factsOf(product);
    const notes: string[] = [];
    let reason: string | null = null;
    for (const c of constraints) {
      const check = checkConstraint(facts, c, { pricePerServing: servingPrice(product) });
      if (check.outcome === "breaks" || check.outcome === "unverified") {
        reason = check.reason;
        break;
      }
      if (check.outcome === "check-label") notes.push(check.reason);
      else if (c.kind === "caffeineMax" || c.kind === "budget" || (c.kind === "diet" && c.diet === "vegan")) notes.push(check.reason);
    }
    if (!reason) {
      for (const a of u.avoid) {
        if (a.pattern.test(labelText(product))) reason = `they contain ${a.ingredient}`;
        else if (!facts.completePanel) reason = `we do not hold their full label, so we cannot confirm they have no ${a.ingredient}`;
        if (reason) break;
      }
    }
    if (!reason && !options.allowAboveLimit && aboveUpperLimit(product)) reason = "one serving is above an adult upper intake limit";
    if (reason) leftOut.push({ product, reason });
    else kept.push({ product, notes: [...new Set(notes)] });
  }
  return { kept, leftOut };
}

/** Stim or no-stim is a pre-workout choice; elsewhere a lone caffeinated product doesn't make it one. */
function byStimPreference(fits: readonly Fit[], category: CategoryId, preference: StimulantPreference | null): Fit[] {
  if (!preference || category !== "pre-workout") return [...fits];
  const wanted = preference === "stim";
  const matching = fits.filter((f) => isStim(f.product) === wanted);
  return matching.length ? matching : [...fits];
}

/** Words that say nothing about which product fits: filler, and the categories' own names. */
const STOPWORDS = new Set(
  [
    "about after also best before between could does good have help into just like more most need other should some take than that their them they this what when which while with would your from for the and any are can you",
    "supplement supplements product products powder powders certified certification sport option options pick picks recommend recommendation",
    "pre-workout preworkout pre workout protein recovery vitamin vitamins hydration electrolyte electrolytes hydrate sleep health wellness",
    "nsf informed usp free without stim caffeine dairy vegan lactose",
    "mix drink drinks long ruck rucks energy focus stack daily safe deployment deploying shift night nights heat low high cheap cheapest budget serving servings scoop scoops recs natural clean",
  ]
    .join(" ")
    .split(" "),
);
/** Words that stand for a family of ingredients on labels. */
const SYNONYMS: Record<string, string[]> = {
  fish: ["omega", "epa", "dha"],
  omega: ["epa", "dha"],
  multivitamin: ["multi"],
};

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Products whose name or key ingredients match words of the question (or hold the certification
 * it names) first: "fish oil" -> omega-3 products. Ties keep the CLEARED-score order.
 */
function byRelevance(fits: readonly Fit[], normalized: string): Fit[] {
  const words = (normalized.replace(/\bvitamin ([dk])\b/g, "vitamin$1").match(/[a-z][a-z0-9-]{2,}/g) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => compact(w.length > 4 ? w.replace(/s$/, "") : w))
    .filter((w) => w.length > 2);
  const terms = [...new Set(words.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))];
  const wantsInformed = /\binformed (?:sport|choice)\b/.test(normalized);
  const wantsNsf = /\bnsf\b/.test(normalized);
  // A word in the name counts most, in the first (main) ingredient next, in the others least.
  const relevance = (p: Supplement) => {
    const name = compact(p.name);
    const main = compact(p.keyIngredients[0] ?? "");
    const rest = compact(p.keyIngredients.slice(1).join(" "));
    const bodies = p.certifications.map((c) => c.body);
    const certified = (wantsInformed && bodies.some((b) => b.startsWith("Informed"))) || (wantsNsf && bodies.includes("NSF Certified for Sport"));
    const score = terms.reduce((sum, t) => sum + (name.includes(t) ? 2 : main.includes(t) ? 1 : rest.includes(t) ? 0.5 : 0), 0);
    return score + (certified ? 1 : 0);
  };
  const scored = fits.map((f, i) => ({ f, i, r: relevance(f.product) }));
  // When the question names what it wants ("fish oil", "magnesium"), only products that have it answer it.
  const named = scored.some((x) => x.r >= 1) ? scored.filter((x) => x.r >= 1) : scored;
  return named.sort((a, b) => b.r - a.r || a.i - b.i).map(({ f }) => f);
}

function byRanking(fits: readonly Fit[], u: Understanding): Fit[] {
  const key = (p: Supplement): number | null => {
    switch (u.ranking) {
      case "price":
        return servingPrice(p);
      case "caffeine-low":
        return p.caffeineMg;
      case "caffeine-high":
        return p.caffeineMg === null ? null : -p.caffeineMg;
      default:
        return 0;
    }
  };
  if (!u.ranking || u.ranking === "protein-high") return [...fits];
  // Unknown values sort last: "cheapest" never means "no price on record".
  // "Least caffeine" asks among products that have some: "none" is a different question.
  const someCaffeine = fits.some((f) => (f.product.caffeineMg ?? 0) > 0);
  return fits
    .map((f, i) => ({ f, i, k: key(f.product) }))
    .filter((x) => u.ranking !== "caffeine-low" || !someCaffeine || (x.f.product.caffeineMg ?? 0) > 0)
    .sort((a, b) => (a.k === null ? 1 : 0) - (b.k === null ? 1 : 0) || (a.k ?? 0) - (b.k ?? 0) || a.i - b.i)
    .map((x) => x.f);
}

// ---------------------------------------------------------------------------------------------
// Answer parts
// ---------------------------------------------------------------------------------------------

class Draft {
  blocks: string[] = [];
  products: Supplement[] = [];
  candidates = new Map<string, Supplement>();
  cautions: string[] = [];
  sources: Source[] = [];
  passages: UsedPassage[] = [];
  fitNotes: Record<string, string[]> = {};

  add(...blocks: string[]) {
    this.blocks.push(...blocks.filter((b) => b.trim() !== ""));
  }
  /** A block every answer to this request must carry: a model draft that drops it is rejected. */
  caution(text: string, ...sources: Source[]) {
    if (!text || this.cautions.includes(text)) return;
    this.cautions.push(text);
    this.blocks.push(text);
    this.sources.push(...sources);
  }
  name(...products: Supplement[]) {
    for (const p of products) {
      if (!this.products.some((x) => x.id === p.id)) this.products.push(p);
      this.candidates.set(p.id, p);
    }
  }
  allow(products: readonly Supplement[]) {
    for (const p of products) this.candidates.set(p.id, p);
  }
}

function prohibitedWarnings(hits: ProhibitedHit[]): string {
  const unique = [...new Map(hits.map((h) => [h.entryId, h])).values()].slice(0, 4);
  const warnings = unique.map(
    (h) =>
      `**Warning: ${h.entryName}${h.found.toLowerCase() !== h.entryName.toLowerCase() ? ` ("${h.found}")` : ""} is on the DoD Prohibited Dietary Supplement Ingredients list.** Reason: ${h.reason.replace(/\.$/, "")}.${h.note ? ` ${h.note.note}` : ""}`,
  );
  const advice =
    `Do not use a supplement that contains ${unique.length > 1 ? "any of these" : "it"}: it is prohibited for service members, ` +
    `and a positive drug test or an adverse event can end a career. Check every label against the [official DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}) ` +
    `or our [ingredient checker](/ingredient-checker), and if you are unsure ask ${OPSS_ASK_THE_EXPERT}.`;
  return join(warnings.join("\n\n"), advice);
}

function redFlagWarning(flags: RedFlagHit[]): string {
  const lines = flags.map(
    (f) =>
      `**Ask before you take: ${f.label}${f.found.toLowerCase() !== f.label.toLowerCase() ? ` ("${f.found}")` : ""}.** ${f.concern} Source: [${f.source.title}](${f.source.url}).`,
  );
  return join(
    lines.join("\n\n"),
    `${flags.length > 1 ? "These terms are" : "This term is"} not on the DoD prohibited list itself, so a name check alone will not flag ${flags.length > 1 ? "them" : "it"}: ask ${OPSS_ASK_THE_EXPERT} or your provider before you take the product.`,
  );
}

function safetyNote(): string {
  return (
    "Nothing in your question matches an ingredient on the DoD Prohibited Dietary Supplement Ingredients list. " +
    `That alone doesn't make a product safe: check the full label with our [ingredient checker](/ingredient-checker) and the [official list on OPSS](${DOD_PROHIBITED_LIST_URL}), ` +
    "and choose products certified by NSF Certified for Sport or Informed Sport, which test every lot for banned substances."
  );
}

/** Facts about ingredients people ask about by name, from the sources our guides and the catalogue research cite. */
const INGREDIENT_NOTES: ReadonlyArray<{ pattern: RegExp; name: string; note: string; sources: Source[] }> = [
  {
    pattern: /\bcaffeine\b/,
    name: "Caffeine",
    note: `Caffeine is allowed, within limits: FDA and OPSS use ${CAFFEINE_LIMITS.perDayMg} mg a day for most healthy adults, and OPSS puts the useful single dose at up to ${CAFFEINE_LIMITS.perDoseMg} mg.`,
    sources: [...CAFFEINE_LIMITS.sources],
  },
  {
    pattern: /\b5-?htp\b/,
    name: "5-HTP",
    note: "5-HTP is not on our copy of the DoD list, but it is turned directly into serotonin: with an SSRI, another antidepressant or an MAOI it can add up to serotonin syndrome, so take it only with your prescriber's go-ahead.",
    sources: [],
  },
  {
    pattern: /\bhuperzine\b/,
    name: "Huperzine A",
    note: "Huperzine A is not on our copy of the DoD prohibited list; check the current list on OPSS, which is the authority, before you take a product with it.",
    sources: [DOD_LIST_SOURCE],
  },
  {
    pattern: /\btheacrine\b|\bteacrine\b/,
    name: "Theacrine",
    note: "Theacrine is not on our copy of the DoD prohibited list; check the current list on OPSS, and count it with caffeine as a stimulant.",
    sources: [DOD_LIST_SOURCE],
  },
  {
    pattern: /\bashwagandha\b/,
    name: "Ashwagandha",
    note: "Ashwagandha is not on our copy of the DoD prohibited list (check the current OPSS list); it is not for use in pregnancy or with a thyroid condition without a clinician's advice.",
    sources: [DOD_LIST_SOURCE],
  },
];

/** Ingredients the question names that labels in the catalogue also carry. */
function ingredientWordsAsked(u: Understanding): string[] {
  const words = u.topic.split(" ").filter((w) => w.length > 3);
  const labels = allLabelProducts().flatMap((p) => p.keyIngredients.map((k) => k.toLowerCase()));
  // A whole word of an ingredient line ("creatine"), not a piece of one ("check" in "checked").
  const onLabel = (w: string) => labels.some((l) => new RegExp(`(?<![a-z0-9])${escapeRegExp(w)}(?:e?s)?(?![a-z0-9])`).test(l));
  return words.filter(
    (w) => !/^(?:banned|prohibited|legal|allowed|illegal|soldiers?|military|label|labels|says|pre-workout|check|list|supplements?|facts|panel|against)$/.test(w) && onLabel(w),
  );
}

function conditionBlock(u: Understanding, d: Draft) {
  const ids = u.newConditions.length ? u.newConditions : u.conditions;
  const rules = [...new Map(ids.map((id) => conditionRule(id)).map((r) => [r.caution, r])).values()];
  for (const rule of rules) d.caution(`**With ${rule.label}:** ${rule.caution} ${REFERRAL}`, rule.source);
  if (rules.length && u.newConditions.length) {
    d.add(`For questions about a supplement itself, ${OPSS_ASK_THE_EXPERT} gives free, confidential answers to service members.`);
    d.sources.push(ASK_THE_EXPERT_SOURCE);
  }
}

/**
 * Duty notes where they bear on the answer: flight status and a drug test whenever they are part
 * of the conversation and products are named (or named in this message), a shift when caffeine or
 * sleep is, heat with hydration, a deployment when it is named.
 */
function dutyNotes(u: Understanding, d: Draft) {
  const here = new Set(u.duties.filter((id) => dutyRule(id).pattern.test(u.normalized) || dutyRule(id).capitals?.test(u.message)));
  const caffeine = d.products.some((p) => (p.caffeineMg ?? 0) > 0) || /caffeine|energy drink|pre-workout|stim|sleep/.test(u.normalized) || u.categories[0] === "sleep";
  const hydration = d.products.some((p) => p.category === "hydration") || u.categories.includes("hydration") || /hydrat|electrolyte|water|sodium|drink/.test(u.normalized);
  for (const id of u.duties) {
    const relevant =
      id === "night-shift" ? caffeine : id === "heat" ? hydration : id === "deployment" ? here.has(id) : here.has(id) || d.products.length > 0;
    if (!relevant) continue;
    const rule = dutyRule(id);
    d.caution(rule.note, rule.source);
  }
}

/**
 * The best passages for the question, if the search found some that share its words. Among
 * sections about as relevant, the one whose heading repeats the question's own words wins.
 */
function bestPassages(passages: readonly PassageHit[], topic: string, count = 1, question = ""): PassageHit[] {
  // One shared word is chance when the question has several; ask for two.
  const needed = Math.min(2, topic.split(" ").filter((w) => w.length > 2).length);
  const rarity = topicRarity(passages, topic);
  return passages
    .map((hit, i) => ({ hit, i, score: passageRelevance(hit, topic), order: passageRelevance(hit, topic, rarity) + 0.3 * headingEcho(hit, question) }))
    .filter((x) => x.score >= Math.max(1, needed))
    .sort((a, b) => b.order - a.order || a.hit.rank - b.hit.rank || a.i - b.i)
    .slice(0, count)
    .map((x) => x.hit);
}

function quotePassage(hit: PassageHit, topic: string, d: Draft, figures = false): string {
  const used = { link: passageLink(hit), title: passageTitle(hit), extract: passageExtract(hit, topic, { figures }) };
  if (!d.passages.some((p) => p.link === used.link)) d.passages.push(used);
  return `${used.extract}\n\nFrom our guide: [${used.title}](${used.link})`;
}

// ---------------------------------------------------------------------------------------------
// Dosing
// ---------------------------------------------------------------------------------------------

/** Scoops in one label serving ("2 scoops" -> 2, "1 level scoop" -> 1); 1 when the serving is not in scoops. */
function unitsPerServing(product: Supplement, unit: string): number {
  const m = new RegExp(String.raw`(\d+)\s*(?:level\s+)?${unit}`, "i").exec(product.servingSize ?? "");
  return m ? Number(m[1]) : 1;
}

function caffeineDose(u: Understanding, focus: Supplement[], d: Draft): boolean {
  const dose = u.dose;
  const named = /caffeine|pre-workout|energy drink|stim/.test(u.normalized) || focus.some((p) => isStim(p));
  // "3 scoops at once" with nothing else named: most likely a pre-workout, so say what that would mean.
  const scoopsOfSomething = dose !== null && /^(?:scoop|serving)$/.test(dose.unit) && !focus.length && (u.categories.length === 0 || u.categories[0] === "pre-workout");
  const aboutCaffeine = named || scoopsOfSomething;
  if (!aboutCaffeine) return false;
  const limits = `OPSS puts the useful single dose at up to ${CAFFEINE_LIMITS.perDoseMg} mg, and FDA and OPSS use ${CAFFEINE_LIMITS.perDayMg} mg a day for most healthy adults.`;
  const withCaffeine = focus.flatMap((p) => (p.caffeineMg !== null && p.caffeineMg > 0 ? [{ p, mg: p.caffeineMg }] : []));
  if (dose && withCaffeine.length) {
    for (const { p, mg } of withCaffeine) {
      const perUnit = mg / unitsPerServing(p, dose.unit);
      const total = Math.round(perUnit * dose.count);
      const servings = dose.count / unitsPerServing(p, dose.unit);
      const overLabel = servings > 1;
      const against =
        total > CAFFEINE_LIMITS.perDayMg
          ? `more than the ${CAFFEINE_LIMITS.perDayMg} mg daily figure in one go`
          : total === CAFFEINE_LIMITS.perDayMg
            ? `the whole ${CAFFEINE_LIMITS.perDayMg} mg daily figure in one go`
            : total > CAFFEINE_LIMITS.perDoseMg
              ? `above the up-to-${CAFFEINE_LIMITS.perDoseMg} mg single dose OPSS gives for performance`
              : `within the up-to-${CAFFEINE_LIMITS.perDoseMg} mg single dose OPSS gives, but count it toward your ${CAFFEINE_LIMITS.perDayMg} mg a day`;
      d.caution(
        `**${p.name}:** the label's serving is ${p.servingSize ?? "one serving"} with ${mg} mg caffeine, so ${dose.count} ${dose.unit}${dose.count > 1 ? "s" : ""} ${dose.count > 1 ? "are" : "is"} ${total} mg: ${against}.` +
          (overLabel ? ` That is ${servings === 2 ? "twice" : `${servings} times`} the label's serving; take no more than the label says.` : ""),
        ...CAFFEINE_LIMITS.sources,
      );
      d.name(p);
    }
    d.caution(limits);
    return true;
  }
  if (dose && /pre-workout|scoop|stim/.test(u.normalized)) {
    const perServing = allLabelProducts().flatMap((p) => (p.category === "pre-workout" && p.caffeineMg ? [p.caffeineMg] : []));
    const low = Math.min(...perServing);
    const high = Math.max(...perServing);
    d.caution(
      `${named ? "It depends on the label" : "If that is a pre-workout, it depends on the label"}: our certified stimulant pre-workouts carry ${low} to ${high} mg of caffeine per serving, so ${dose.count} servings would be ${low * dose.count} to ${high * dose.count} mg at once. ${limits} Take one serving, as the label says; CLEARED never suggests more than the label.`,
      ...CAFFEINE_LIMITS.sources,
    );
    return true;
  }
  if (dose && /energy drink|\bcans?\b|\bdrinks?\b/.test(u.normalized)) {
    d.caution(
      `${dose.count} energy drinks can pass ${CAFFEINE_LIMITS.perDayMg} mg a day on their own: add up the caffeine on each label, with your coffee and pre-workout, and keep the total at or under ${CAFFEINE_LIMITS.perDayMg} mg. ${limits}`,
      ...CAFFEINE_LIMITS.sources,
    );
    return true;
  }
  d.caution(limits, ...CAFFEINE_LIMITS.sources);
  return true;
}

function nutrientDose(u: Understanding, focus: Supplement[], d: Draft): boolean {
  let said = false;
  for (const limit of UPPER_LIMITS) {
    const key = limit.nutrient.split(" ")[0].toLowerCase();
    const asked = limit.pattern.test(u.normalized) || focus.some((p) => amountPerServing(p.keyIngredients, limit) !== null);
    if (!asked) continue;
    const stated = limit.unit === "IU" ? /(\d[\d,]*)\s*iu\b/.exec(u.normalized) : new RegExp(String.raw`(\d[\d,]*)\s*mg\b(?:\s*(?:of\s*)?${key})?`).exec(u.normalized);
    const amount = stated ? Number(stated[1].replace(/,/g, "")) : null;
    if (amount !== null && (limit.pattern.test(u.normalized) || focus.length)) {
      const verdict =
        amount > limit.amount
          ? `${amount.toLocaleString("en-US")} ${limit.unit} is above ${limit.text}: take that much only if a clinician advises it.`
          : `${amount.toLocaleString("en-US")} ${limit.unit} is within ${limit.text}, counting every product you take.`;
      d.caution(verdict, limit.source);
    } else {
      d.caution(`Keep to the label and under ${limit.text}, counting every product you take.`, limit.source);
    }
    for (const p of focus) {
      const per = amountPerServing(p.keyIngredients, limit);
      if (per !== null) d.name(p);
    }
    said = true;
  }
  return said;
}

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

function finish(d: Draft, fields: { intent: AnswerIntent; category: CategoryId | null; footer?: string; modelMayPhrase?: boolean; brief: string }): EngineAnswer {
  const footer = join(fields.footer ?? "", closing(d.products));
  return {
    intent: fields.intent,
    category: fields.category,
    candidates: [...d.candidates.values()],
    products: d.products,
    passages: d.passages,
    cautions: d.cautions,
    sources: [...new Map(d.sources.map((s) => [s.url, s])).values()],
    fitNotes: d.fitNotes,
    text: join(...d.blocks, footer),
    footer,
    modelMayPhrase: fields.modelMayPhrase ?? true,
    brief: fields.brief,
  };
}

function fixed(intent: AnswerIntent, body: string): EngineAnswer {
  return {
    intent,
    category: null,
    candidates: [],
    products: [],
    passages: [],
    cautions: [],
    sources: [],
    fitNotes: {},
    text: body,
    footer: "",
    modelMayPhrase: false,
    brief: "",
  };
}

function urgentAnswer(): EngineAnswer {
  return fixed(
    "urgent",
    join(
      "If you have chest pain, trouble breathing or feel faint, stop exercising and get medical care now: call 911 or go to the nearest emergency room or aid station.",
      "Bring the product or a photo of its label so the medical team can see what you took.",
    ),
  );
}

/** "None of our ... fits": said plainly, with what was left out and what to look for instead. */
/** Why products were left out, grouped: "all 8 because they contain milk". */
function leftOutReasons(leftOut: Filtered["leftOut"]): string {
  const reasons = new Map<string, number>();
  for (const { reason } of leftOut) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  return listJoin(
    [...reasons].map(([reason, n]) => `${n === leftOut.length ? (n > 1 ? `all ${n}` : "the one we list") : n} because ${reason}`),
  );
}

function wantsOf(u: Understanding): string[] {
  return [...allConstraints(u).map(describeConstraint), ...u.avoid.map((a) => `no ${a.ingredient}`)];
}

/** "None of our ... fits": said plainly, with what was left out and what to look for instead. */
function noneLeft(category: CategoryId, filtered: Filtered, u: Understanding, d: Draft) {
  const constraints = allConstraints(u);
  const wants = wantsOf(u);
  const lookFor =
    category === "protein-recovery" && constraints.some((c) => c.kind === "diet" && c.diet !== "gluten-free")
      ? "a plant protein (its label should list leucine or the full amino acid profile)"
      : `a ${CATEGORY_NOUN[category]} whose label shows it is ${listJoin(wants)}`;
  d.caution(
    `None of our certified **${categoryTitle(category)}** picks is ${listJoin(wants)}: I left out ${leftOutReasons(filtered.leftOut)}. ` +
      `Look for ${lookFor} that carries the NSF Certified for Sport or Informed Sport seal, and confirm the product and its lot on the certifier's site before you buy.`,
  );
}

/** The picks of one category for this request, filtered and ordered, with what was left out. */
function categoryFits(category: CategoryId, u: Understanding, picksFor: EngineInput["picksFor"]): Filtered {
  const filtered = applyConstraints(picksFor(category), u);
  const constraints = allConstraints(u);
  const noCaffeine = constraints.some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || (c.kind === "caffeineMax" && c.mg === 0));
  // A caffeine ceiling above zero asks for some caffeine: stimulant products first.
  const ceiling = constraints.some((c) => c.kind === "caffeineMax" && c.mg > 0);
  const preference = noCaffeine ? null : ceiling ? "stim" : u.stimulantPreference;
  const kept = byRanking(byRelevance(byStimPreference(filtered.kept, category, preference), u.normalized), u);
  return { kept, leftOut: filtered.leftOut };
}

function recommendBlock(category: CategoryId, u: Understanding, input: EngineInput, d: Draft): Supplement[] {
  const { kept, leftOut } = categoryFits(category, u, input.picksFor);
  d.allow(kept.map((f) => f.product));
  const title = categoryTitle(category);
  if (!kept.length) {
    noneLeft(category, { kept, leftOut }, u, d);
    return [];
  }
  const constraints = allConstraints(u);
  const caffeineRule = constraints.some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || c.kind === "caffeineMax");
  const mixed = kept.some((f) => isStim(f.product)) && kept.some((f) => !isStim(f.product));
  const askStim = category === "pre-workout" && !u.stimulantPreference && !caffeineRule && mixed && !u.single;
  const fits = kept.slice(0, u.single ? 1 : PICKS_PER_ANSWER);
  const kind = u.stimulantPreference && category === "pre-workout" && !caffeineRule ? (u.stimulantPreference === "stim" ? "stim " : "stim-free ") : "";
  const wants = wantsOf(u);
  const fitting = wants.length ? ` that fit ${listJoin(wants)}` : "";
  const left = leftOut.length && wants.length ? ` I left out ${leftOutReasons(leftOut)}.` : "";
  let intro: string;
  if (u.single && u.ranking === "price") intro = `The cheapest certified **${title}** pick${fitting}:`;
  else if (u.single && u.ranking === "caffeine-low") intro = `The certified **${title}** pick with the least caffeine${fitting}:`;
  else if (askStim) intro = `${STIM_QUESTION} Overall, our top **${title}** picks${fitting} are:${left}`;
  else intro = `Our top ${kind}**${title}** picks${fitting}, all third-party certified:${left}`;
  d.add(intro, pickList(fits, d));
  d.name(...fits.map((f) => f.product));
  // A nutrient with an upper limit, asked for by name: say where the limit is.
  for (const limit of UPPER_LIMITS) {
    if (limit.pattern.test(u.normalized)) d.caution(`One serving of each pick here stays under ${limit.text}; count every product you take, and leave higher doses to a clinician.`, limit.source);
  }
  if (askStim) d.add("Reply **stim** or **no stim** and I'll narrow it down, or ask for more options.");
  else if (!u.single) d.add("Ask for **more options** to see other certified picks.");
  return fits.map((f) => f.product);
}

/** A reason written for several products ("they contain milk"), said of one. */
function singular(reason: string): string {
  return reason
    .replace(/\bthey contain\b/g, "it contains")
    .replace(/\bthey are\b/g, "it is")
    .replace(/\bthey have\b/g, "it has")
    .replace(/\bthey cost\b/g, "it costs")
    .replace(/\bthey\b/g, "it")
    .replace(/\btheir\b/g, "its");
}

function productBlock(named: Supplement[], u: Understanding, d: Draft) {
  // A brand named alone can match more products than one answer lists (docs/product.md: three per answer).
  const focus = named.slice(0, PICKS_PER_ANSWER);
  const filtered = applyConstraints(focus, u, { allowAboveLimit: true });
  const conflicts = new Map(filtered.leftOut.map((x) => [x.product.id, x.reason]));
  const lines = focus.map((p, i) => {
    const servings = p.servingsPerContainer ? ` ${p.servingsPerContainer} servings per container.` : "";
    const ingredients = p.keyIngredients.length ? ` Per serving (${p.servingSize ?? "see the label"}): ${p.keyIngredients.slice(0, 6).join("; ")}.` : " We do not hold its label amounts; read the label.";
    const conflict = conflicts.get(p.id);
    const fit = conflict ? ` **Not a fit for what you told me:** ${singular(conflict)}.` : "";
    return `${i + 1}. ${productLabel(p)} (${categoryTitle(p.category)}) — CLEARED score ${p.score.total}/100.${ingredients}${servings}${fit} ${productTail(p)}`;
  });
  d.add(lines.join("\n"));
  const rest = named.slice(PICKS_PER_ANSWER);
  if (rest.length) d.add(`Also in our catalogue: ${listJoin(rest.map((p) => `${p.name} by ${p.brand}`))}. Ask about one by name for its details.`);
  d.name(...focus);
}

function compareBlock(focus: Supplement[], d: Draft) {
  const rows = focus.map((p, i) => {
    const price = servingPrice(p);
    const parts = [
      price !== null ? `${formatUsd(price)} per serving` : "no price on record",
      p.caffeineMg !== null ? (p.caffeineMg > 0 ? `${p.caffeineMg} mg caffeine` : "no caffeine") : null,
      p.keyIngredients.length ? p.keyIngredients.slice(0, 3).join("; ") : null,
      `CLEARED score ${p.score.total}/100`,
    ].filter(Boolean);
    return `${i + 1}. ${productLabel(p)} — ${parts.join(" · ")}. ${cautionText(p)} [Details](/compare/${p.id})`.replace(/\s+\[Details/, " [Details");
  });
  d.add("Side by side:", rows.join("\n"));
  const cheapest = focus
    .flatMap((p) => {
      const price = servingPrice(p);
      return price === null ? [] : [{ p, price }];
    })
    .sort((a, b) => a.price - b.price)[0]?.p;
  const best = [...focus].sort((a, b) => b.score.total - a.score.total)[0];
  const label = (p: Supplement) => `${p.brand}'s ${p.name}`;
  if (cheapest && best && cheapest.id === best.id) d.add(`${label(cheapest)} costs least per serving and has the higher CLEARED score.`);
  else if (cheapest || best) d.add(`${listJoin([cheapest ? `${label(cheapest)} costs least per serving` : "", best ? `${label(best)} has the higher CLEARED score` : ""].filter(Boolean))}.`);
  d.name(...focus);
}

/** Words naming the ingredient an ingredient question is about: flagged terms first, else topic words labels carry. */
function ingredientTopic(u: Understanding, flags: RedFlagHit[], focus: Supplement[]): string[] {
  if (flags.length) return flags.map((f) => f.found.toLowerCase());
  const nameWords = new Set(focus.flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9-]+/)));
  return ingredientWordsAsked(u).filter((w) => !nameWords.has(w));
}

/** The article extract that answers the question, if the search found one; a second section of the same guide when it answers as well. */
function quoteBest(
  d: Draft,
  passages: readonly PassageHit[],
  topic: string,
  options: { second?: boolean; about?: RegExp; minScore?: number; question?: string; headingAnswers?: boolean; figures?: boolean } = {},
): boolean {
  const best = bestPassages(passages, topic, 3, options.question)
    .filter((hit) => !options.about || options.about.test(`${hit.heading ?? ""} ${hit.text}`))
    .filter((hit) => passageRelevance(hit, topic) >= (options.minScore ?? 0))
    // "Answers by its heading": the heading names the question's subject, or two of its words (one, if it has one).
    .filter((hit) => !options.headingAnswers || headingMatches(hit, topic) >= Math.min(2, topic.split(" ").length));
  if (!best.length) return false;
  d.add(quotePassage(best[0], topic, d, options.figures));
  const next = best[1];
  if (options.second && next && next.slug === best[0].slug && passageRelevance(next, topic) >= passageRelevance(best[0], topic) - 1) d.add(quotePassage(next, topic, d, options.figures));
  return true;
}

const RECOMMEND_BRIEF = "Recommend the candidate products that best fit the question, each with one sentence on why it fits.";

/** The answer to one request, from what the understanding step read. */
export function engineAnswer(input: EngineInput): EngineAnswer {
  const u = input.understanding;
  const d = new Draft();
  const passages = input.passages;
  const focus = u.focusProductIds.map((id) => productById(input.catalogue, id)).filter((p): p is Supplement => p !== undefined);
  const category = u.categories[0] ?? focus[0]?.category ?? null;
  const has = (intent: ChatIntent) => u.intents.includes(intent);

  if (has("urgent")) return urgentAnswer();

  // Ingredients on the DoD list, and red-flag terms: always first, whatever else was asked.
  const hits = screenText(u.message);
  const flags = screenRedFlags(u.message);
  if (hits.length) d.caution(prohibitedWarnings(hits), DOD_LIST_SOURCE, ASK_THE_EXPERT_SOURCE, OPSS_SOURCE);
  if (flags.length) d.caution(redFlagWarning(flags), ...flags.map((f) => f.source), ASK_THE_EXPERT_SOURCE, OPSS_SOURCE);

  if (u.intent === "out-of-scope" && !hits.length && !flags.length) return fixed("out-of-scope", OUT_OF_SCOPE_REPLY);
  if (u.intent === "courtesy") {
    return fixed(
      "courtesy",
      /^(?:hi|hello|hey|yo|good)/.test(u.normalized)
        ? "Hi! I can suggest certified supplements, check an ingredient against the DoD list, or answer questions from our guides. What are you looking for?"
        : "You're welcome. Ask me anything else about supplements, or name a category to compare certified options.",
    );
  }

  // Medicines, conditions, pregnancy: the interaction caution and a referral come first.
  if (u.conditions.length && (has("interaction") || u.newConditions.length || focus.length || has("recommend"))) conditionBlock(u, d);
  const referOnly = u.conditions.some((id) => conditionRule(id).referOnly);
  let intent: AnswerIntent = u.intent;

  // Ingredient status without a prohibited hit: what the list says, and what we know about the ingredient.
  const asked = ingredientTopic(u, flags, focus);
  if (has("ingredient") && !hits.length) {
    const notes = INGREDIENT_NOTES.filter((n) => n.pattern.test(u.normalized));
    for (const n of notes) d.caution(n.note, ...n.sources);
    const unexplained = asked.filter((w) => !notes.some((n) => n.pattern.test(w)));
    if (focus.length && !unexplained.length && !notes.length) {
      d.caution(
        `Nothing on the label data we hold for ${listJoin(focus.map((p) => p.name))} matches an entry on our copy of the DoD Prohibited Dietary Supplement Ingredients list: every product we list is screened against it. ${safetyNote().replace(/^[^.]*\. /, "")}`,
      );
    } else if (unexplained.length && !flags.length) {
      const names = listJoin(unexplained.map((w) => w[0].toUpperCase() + w.slice(1)));
      d.caution(`${names} ${unexplained.length > 1 ? "do" : "does"} not match any entry on our copy of the DoD Prohibited Dietary Supplement Ingredients list. ${safetyNote().replace(/^[^.]*\. /, "")}`);
    } else if (!notes.length && !flags.length) {
      d.caution(safetyNote());
    }
    d.sources.push(DOD_LIST_SOURCE);
  }

  // An interaction our sources do not cover is said to be not covered, not guessed at.
  if (has("interaction") && u.newConditions.length && asked.length && !focus.length && !referOnly) {
    // Covered by the condition's rule, or by a section of our articles about that ingredient and the condition.
    const covered = (w: string) =>
      u.newConditions.some(
        (id) =>
          conditionRule(id).about.test(w) ||
          conditionRule(id).avoid.some((a) => a.pattern.test(w)) ||
          passages.some((p) => headingMatches(p, w) > 0 && conditionRule(id).about.test(`${p.heading} ${p.text}`)),
      );
    const open = asked.filter((w) => !covered(w) && !INGREDIENT_NOTES.some((n) => n.pattern.test(w)) && !/^(?:protein|vitamins?|electrolytes?|hydration|sleep|supplements?)$/.test(w));
    if (open.length) d.add(`Our guides don't cover ${listJoin(open)} with ${listJoin(u.newConditions.map((id) => conditionRule(id).label))}: your pharmacist can check it against your prescription.`);
    for (const n of INGREDIENT_NOTES.filter((n) => n.pattern.test(u.normalized) && !has("ingredient"))) d.caution(n.note, ...n.sources);
  }

  // Dosing: the label, the upper limits and the guide's figures; never more than the label.
  if (has("dosing")) {
    const said = caffeineDose(u, focus, d) || nutrientDose(u, focus, d);
    if (!said && (focus.length || u.dose)) d.caution("Stay within the label's directions; an amount beyond them is a question for your provider or a dietitian.");
  }

  // Knowledge, dosing, ingredients, interactions: an extract of our article and its link.
  if (has("interaction") || u.newConditions.length) {
    // The section on the ingredient asked about with that condition ("fish oil" with warfarin), else the condition's own.
    for (const id of u.newConditions) {
      quoteBest(d, passages, asked.length ? u.topic : conditionRule(id).search.toLowerCase(), { about: conditionRule(id).about, question: u.normalized });
    }
  }
  if (has("knowledge") || has("dosing") || (has("ingredient") && !hits.length)) {
    // An ingredient question is answered by a passage about that ingredient, or by none.
    const ingredientOnly = has("ingredient") && !has("knowledge") && !has("dosing");
    const topic = has("ingredient") && asked.length ? `${asked.join(" ")} ${flags.length ? "" : "dod prohibited list"}`.trim() : u.topic;
    const about = has("ingredient") && asked.length ? new RegExp(asked.map(escapeRegExp).join("|"), "i") : undefined;
    const found = ingredientOnly && !asked.length ? false : quoteBest(d, passages, topic, { second: has("dosing") && !focus.length, about, question: u.normalized, figures: has("dosing") });
    if (!found && has("knowledge") && !focus.length && !has("recommend") && !d.blocks.length) {
      d.add(`I don't have a guide on that yet. For supplement questions, ${OPSS_ASK_THE_EXPERT} gives free, confidential answers to service members.`);
      d.sources.push(ASK_THE_EXPERT_SOURCE);
    }
  }

  // Any other question an article section answers by its heading gets that extract; products, if asked for, follow.
  if (u.asksAbout && !d.passages.length && !hits.length) quoteBest(d, passages, u.topic, { minScore: 3, headingAnswers: true, question: u.normalized });

  if (referOnly) {
    d.add(`I won't suggest products here: ask your OB or provider which supplements suit you, and for supplement-specific questions ${OPSS_ASK_THE_EXPERT}.`);
    d.sources.push(ASK_THE_EXPERT_SOURCE);
    dutyNotes(u, d);
    return finish(d, { intent: "interaction", category, brief: "Give the caution and the referral; suggest no product." });
  }

  let footer = "";
  if (hits.length) {
    // A prohibited ingredient: certified alternatives from the category asked about, nothing else.
    intent = "prohibited";
    if (category) {
      const fits = categoryFits(category, u, input.picksFor).kept.slice(0, PICKS_PER_ANSWER);
      d.allow(fits.map((f) => f.product));
      if (fits.length) {
        d.add(`Certified ${categoryTitle(category)} alternatives with nothing from that list:`, pickList(fits, d));
        d.name(...fits.map((f) => f.product));
      }
    }
  } else if (has("compare") && focus.length >= 2) {
    compareBlock(focus, d);
    intent = "compare";
  } else if (focus.length && (has("product") || has("interaction") || has("dosing") || has("ingredient"))) {
    if (u.ranking && focus.length > 1) {
      // "Which of those is cheapest?": rank the earlier picks, keeping every constraint.
      const filtered = applyConstraints(focus, u);
      const ranked = byRanking(filtered.kept, u);
      if (ranked.length) {
        const word = u.ranking === "price" ? "cheapest per serving" : u.ranking === "caffeine-low" ? "lowest in caffeine" : "strongest";
        d.add(`Of those, the ${word} is:`, pickList(ranked.slice(0, 1), d));
        d.name(ranked[0].product);
      } else if (category) {
        noneLeft(category, filtered, u, d);
      }
    } else {
      productBlock(focus, u, d);
    }
    intent = intent === "recommend" ? "product" : intent;
  } else if (has("plan")) {
    intent = "plan";
    const planned = u.categories.length >= 2 ? u.categories : [...new Set([...u.categories, ...BASIC_STACK])];
    const lines: string[] = [];
    const named: Supplement[] = [];
    for (const c of planned) {
      const { kept } = categoryFits(c, u, input.picksFor);
      d.allow(kept.map((f) => f.product));
      const fit = kept[0];
      if (!fit) {
        lines.push(`${lines.length + 1}. **${categoryTitle(c)}:** nothing in our certified list fits ${listJoin(wantsOf(u)) || "what you asked"}.`);
        continue;
      }
      lines.push(pickLine(fit, lines.length, ` (${categoryTitle(c)})`));
      if (fit.notes.length) d.fitNotes[fit.product.id] = fit.notes;
      named.push(fit.product);
    }
    d.add("One certified pick per need, each the best fit from its category:", lines.join("\n"), "Ask about any of them, or for more options in one category.");
    d.name(...named);
  } else if (has("more-options") && category) {
    intent = "more-options";
    const { kept } = categoryFits(category, u, input.picksFor);
    const seen = new Set(u.suggestedBefore);
    const fresh = kept.filter((f) => !seen.has(f.product.id));
    d.allow(fresh.map((f) => f.product));
    if (!fresh.length) {
      if (!d.blocks.length) return { ...fixed("no-more-options", join(NO_MORE_OPTIONS_REPLY, categoryLink(category))), category };
      d.add(NO_MORE_OPTIONS_REPLY, categoryLink(category));
    } else {
      const fits = fresh.slice(0, PICKS_PER_ANSWER);
      d.add(`Here are other excellent ${CATEGORY_DISPLAY[category]} from our **${categoryTitle(category)}** list:`, pickList(fits, d));
      d.name(...fits.map((f) => f.product));
      footer = categoryLink(category);
    }
  } else if (has("recommend") && u.categories.length) {
    // A question that an article answers gets the extract before the picks.
    if (!d.passages.length && /\?|^(?:what|how|which|should|can|is|does)\b/.test(u.normalized)) quoteBest(d, passages, u.topic, { minScore: 3 });
    const named = recommendBlock(u.categories[0], u, input, d);
    if (!has("knowledge") && !has("dosing") && !has("interaction") && !has("ingredient")) intent = named.length ? "recommend" : "none-left";
    // What to look for, from our articles, when nothing in the catalogue fits.
    if (!named.length && !d.passages.length) quoteBest(d, passages, `${wantsOf(u).join(" ")} ${CATEGORY_NOUN[u.categories[0]]}`);
    footer = categoryLink(u.categories[0]);
  } else if (has("recommend") && !d.blocks.length) {
    // No category named: the basics, one certified pick from each primary category that fits.
    intent = "general";
    const wants = wantsOf(u);
    const pool = wants.length ? CATEGORY_IDS : PRIMARY_CATEGORIES.map((c) => c.id);
    const fits = pool.map((c) => categoryFits(c, u, input.picksFor).kept[0]).filter((f): f is Fit => Boolean(f)).slice(0, wants.length ? 4 : 3);
    d.allow(fits.map((f) => f.product));
    for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
    if (wants.length && !fits.length) {
      d.add(`Noted: ${listJoin(wants)}. Nothing in our certified catalogue shows it fits that yet; tell me what you're looking for and I'll say plainly what to look for on a label.`);
    } else {
      d.add(
        wants.length
          ? `Noted: ${listJoin(wants)}. I'll keep to that. One certified pick from each category that fits:`
          : "Start with the basics, each third-party certified and free of DoD-prohibited ingredients:",
        fits.map((f, i) => pickLine(f, i, ` (${categoryTitle(f.product.category)})`)).join("\n"),
        "Tell me what matters most (energy for training, recovery, or filling nutrition gaps) and I'll narrow it down. What category interests you?",
      );
      d.name(...fits.map((f) => f.product));
    }
  }

  if (!hits.length && flags.length && !d.products.length) intent = "ingredient";
  dutyNotes(u, d);
  if (d.products.length && u.conditions.length && !d.cautions.some((c) => c.startsWith("**With "))) conditionBlock(u, d);

  const briefs: Partial<Record<AnswerIntent, string>> = {
    recommend: RECOMMEND_BRIEF,
    "none-left": "Say plainly that nothing in the catalogue fits and what to look for; suggest no product.",
    knowledge: "Answer the question from the passages only, in two or three sentences, and cite the passage you used.",
    dosing: "Answer from the cautions and passages only; never suggest more than a label's serving or an upper limit.",
    interaction: "Give the caution and the referral to a provider or pharmacist before anything else.",
    ingredient: "Say whether the ingredient is on the DoD list, and give the warnings as written.",
    prohibited: "Give the warnings as written, then any certified alternatives.",
    product: "Describe the product(s) asked about from their facts, with their cautions.",
    compare: "Compare the products asked about from their facts, with their cautions.",
    plan: "Give one pick per category, each with why it fits.",
    "more-options": "Offer the candidate products as further options.",
    general: "Suggest the candidate basics and ask what matters most.",
  };
  // What the person asked for goes to the model by name, so its answer can say which needs the picks meet.
  // Not a budget: the model writes no prices.
  const wants = wantsOf(u).filter((w) => !w.includes("$"));
  const brief = briefs[intent] ?? RECOMMEND_BRIEF;
  return finish(d, { intent, category, footer, brief: wants.length && d.products.length ? `${brief} They asked for: ${listJoin(wants)}; say that the picks meet it.` : brief });
}
