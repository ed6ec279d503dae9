import { type CategoryId, PRIMARY_CATEGORIES } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { type ChatRequest, resolveCategory } from "~/domain/chat/context";
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
import {
  detectStimulantPreference,
  inlineStimulantPreference,
  isInScope,
  isMedicalQuestion,
  isMoreOptionsRequest,
  isSafetyQuestion,
  type StimulantPreference,
} from "~/domain/chat/intent";
import { screenText } from "~/.server/prohibited-list";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { PricedCatalogue } from "~/.server/catalogue";
import { categoryTitle, isStim, productsNamedIn } from "./products";

/**
 * The embedded answer engine: answers every chat request by itself from the catalogue and the
 * prohibited list, with no model. The AI path only rephrases what this retrieves, and falls
 * back to this text whenever the model fails or strays.
 */

export type Intent =
  | "prohibited"
  | "medical"
  | "out-of-scope"
  | "no-more-options"
  | "recommend"
  | "more-options"
  | "product"
  | "safety-check"
  | "general";

export interface EngineAnswer {
  intent: Intent;
  category: CategoryId | null;
  /** The products the answer recommends, in order: the only products a model may mention. */
  products: Supplement[];
  /** The complete answer, markdown. */
  text: string;
  /** Safety-critical and fixed answers are never rephrased by a model. */
  modelMayPhrase: boolean;
  /** What the AI path appends after the model's text: links, reminders, disclaimers. */
  footer: string;
}

const PICKS_PER_ANSWER = 3;
const OPSS_ASK_THE_EXPERT = `Operation Supplement Safety's **Ask the Expert** service at [opss.org](${OPSS_URL})`;
const ACUTE_SYMPTOMS = /\bchest pains?\b|\bpalpitation|\bheart (?:is )?(?:racing|pounding)\b|\bshort(?:ness)? of breath\b|\bfaint|\bseizure|\bpassed out\b/i;

function firstSentence(text: string, max = 160): string {
  const sentence = text.trim().match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

function stripEndPunctuation(text: string): string {
  return text.replace(/[.!?…]+$/, "");
}

/** Price per serving, certifications and stimulant status: the facts every pick line carries. */
export function productFacts(product: Supplement): string {
  const price = product.pricePerServingText ? `${product.pricePerServingText} per serving` : "Check price";
  const certs = [...new Map(product.certifications.map((c) => [c.body, c])).values()]
    .map((c) => (c.confirmed ? c.body : `${c.body} (reported; confirm on the registry)`))
    .join(" + ");
  const parts = [price, certs];
  if (product.category === "pre-workout") {
    parts.push(isStim(product) ? (product.caffeineMg ? `${product.caffeineMg} mg caffeine` : "Stim") : "Stim-free");
  }
  return parts.filter(Boolean).join(" · ");
}

export function productLabel(product: Supplement): string {
  return `**${product.name}** by ${product.brand}`;
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

function pickLine(product: Supplement, index: number, tag = ""): string {
  const reason = stripEndPunctuation(whyLine(product));
  return `${index + 1}. ${productLabel(product)}${tag} — ${reason}. ${productFacts(product)}. [Details](/compare/${product.id})`;
}

function pickList(products: readonly Supplement[]): string {
  return products.map((p, i) => pickLine(p, i)).join("\n");
}

function closing(products: readonly Supplement[]): string {
  return products.length ? `${LOT_NUMBER_REMINDER}\n\n${DSHEA_DISCLAIMER}` : "";
}

/** Stim or no-stim is a pre-workout question; elsewhere a lone caffeinated product doesn't make it one. */
function offersStimChoice(category: CategoryId, products: readonly Supplement[]): boolean {
  return category === "pre-workout" && products.some(isStim) && products.some((p) => !isStim(p));
}

/** Words that say nothing about which product fits: filler, and the categories' own names. */
const STOPWORDS = new Set(
  [
    "about after also best before between could does good have help into just like more most need other should some take than that their them they this what when which while with would your from for the and any are can you",
    "supplement supplements product products powder powders certified certification sport option options pick picks recommend recommendation",
    "pre-workout preworkout pre workout protein recovery vitamin vitamins hydration electrolyte electrolytes hydrate sleep health wellness",
    "nsf informed usp",
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
 * The category's picks, those whose name or key ingredients match words of the question (or
 * hold the certification it names) first: "fish oil" -> omega-3 products. Ties keep the
 * CLEARED-score order.
 */
function byRelevance(products: readonly Supplement[], message: string): Supplement[] {
  const words = (message.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => compact(w.length > 4 ? w.replace(/s$/, "") : w))
    .filter((w) => w.length > 2);
  const terms = [...new Set(words.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))];
  const lower = message.toLowerCase();
  const wantsInformed = /\binformed (?:sport|choice)\b/.test(lower);
  const wantsNsf = /\bnsf\b/.test(lower);
  const relevance = (p: Supplement) => {
    const text = compact(`${p.name} ${p.keyIngredients.join(" ")}`);
    const bodies = p.certifications.map((c) => c.body);
    const certified =
      (wantsInformed && bodies.some((b) => b.startsWith("Informed"))) || (wantsNsf && bodies.includes("NSF Certified for Sport"));
    return terms.filter((t) => text.includes(t)).length + (certified ? 1 : 0);
  };
  return products
    .map((p, i) => ({ p, i, r: relevance(p) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map(({ p }) => p);
}

function listJoin(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

function filterByStim(products: readonly Supplement[], preference: StimulantPreference | null): Supplement[] {
  if (!preference || !(products.some(isStim) && products.some((p) => !isStim(p)))) return [...products];
  return products.filter((p) => isStim(p) === (preference === "stim"));
}

function join(...blocks: string[]): string {
  return blocks.filter((b) => b.trim() !== "").join("\n\n");
}

function answer(fields: Omit<EngineAnswer, "text" | "footer"> & { body: string; footer?: string }): EngineAnswer {
  const { body, footer = "", ...rest } = fields;
  return { ...rest, text: join(body, footer), footer };
}

function prohibitedAnswer(hits: ProhibitedHit[], category: CategoryId | null, picks: Supplement[]): EngineAnswer {
  const unique = [...new Map(hits.map((h) => [h.entryId, h])).values()].slice(0, 4);
  const warnings = unique.map(
    (h) =>
      `**Warning: ${h.entryName}${h.found.toLowerCase() !== h.entryName.toLowerCase() ? ` ("${h.found}")` : ""} is on the DoD Prohibited Dietary Supplement Ingredients list.** Reason: ${h.reason}.`,
  );
  const advice =
    `Do not use a supplement that contains ${unique.length > 1 ? "any of these" : "it"}: it is prohibited for service members, ` +
    `and a positive drug test or an adverse event can end a career. Check every label against the [official DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}) ` +
    `or our [ingredient checker](/ingredient-checker), and if you are unsure ask ${OPSS_ASK_THE_EXPERT}.`;
  const alternatives = category && picks.length ? `Certified ${categoryTitle(category)} alternatives with nothing from that list:\n\n${pickList(picks)}` : "";
  return answer({
    intent: "prohibited",
    category,
    products: alternatives ? picks : [],
    body: join(warnings.join("\n\n"), advice, alternatives),
    footer: closing(alternatives ? picks : []),
    modelMayPhrase: false,
  });
}

function medicalAnswer(message: string): EngineAnswer {
  const urgent = ACUTE_SYMPTOMS.test(message)
    ? "If you have chest pain, trouble breathing or feel faint, stop exercising and get medical care now."
    : "";
  const body = join(
    urgent,
    "That question needs a medical provider, not a supplement guide. Symptoms, prescriptions, drug interactions, pregnancy and doses above the label are for your unit's medical team or your doctor: talk to them before you take anything.",
    `For supplement-specific questions, ${OPSS_ASK_THE_EXPERT} gives free, confidential answers to service members.`,
  );
  return answer({ intent: "medical", category: null, products: [], body, modelMayPhrase: false });
}

function categoryLink(category: CategoryId): string {
  return `See the full [${categoryTitle(category)}](/category/${category}) list for more options.`;
}

/**
 * The engine's answer to one request. `picksFor` gives a category's ranked top picks (from the
 * cron snapshot or the catalogue), `catalogue` the priced products a message may name; the client's context is used only for the conversation's
 * category, stim preference and what was already suggested, never for product facts.
 */
export function engineAnswer(request: ChatRequest, picksFor: (category: CategoryId) => Supplement[], catalogue: PricedCatalogue): EngineAnswer {
  const { message, context } = request;
  const category = resolveCategory(message, context);
  const ranked = category ? byRelevance(picksFor(category), message) : [];

  const hits = screenText(message);
  if (hits.length) {
    const preference = inlineStimulantPreference(message) ?? context.stimulantPreference;
    return prohibitedAnswer(hits, category, filterByStim(ranked, preference).slice(0, PICKS_PER_ANSWER));
  }
  if (isMedicalQuestion(message)) return medicalAnswer(message);

  const named = productsNamedIn(catalogue, message);
  if (named.length) {
    const inCategory = category ? named.filter((p) => p.category === category) : [];
    const products = (inCategory.length ? inCategory : named).slice(0, PICKS_PER_ANSWER);
    const lines = products.map(
      (p, i) =>
        `${pickLine(p, i)}\n   CLEARED score ${p.score.total}/100. Key ingredients: ${p.keyIngredients.slice(0, 4).join(", ") || "see the label"}.`,
    );
    const titles = [...new Set(products.map((p) => `**${categoryTitle(p.category)}**`))];
    const body = join(
      `${products.length > 1 ? "These are" : "This is"} in our certified ${listJoin(titles)} ${titles.length > 1 ? "lists" : "list"}:`,
      lines.join("\n"),
    );
    return answer({ intent: "product", category, products, body, footer: closing(products), modelMayPhrase: true });
  }

  if (category) {
    const preference =
      detectStimulantPreference(message) ?? inlineStimulantPreference(message) ?? context.stimulantPreference;
    const title = categoryTitle(category);
    const wantsMore = context.isMoreOptionsRequest || isMoreOptionsRequest(message);
    if (wantsMore) {
      const seen = new Set(context.previouslySuggested.map((n) => n.trim().toLowerCase()));
      const fresh = filterByStim(ranked, preference).filter((p) => !seen.has(p.name.toLowerCase()));
      if (!fresh.length) {
        return answer({
          intent: "no-more-options",
          category,
          products: [],
          body: join(NO_MORE_OPTIONS_REPLY, categoryLink(category)),
          modelMayPhrase: false,
        });
      }
      const products = fresh.slice(0, PICKS_PER_ANSWER);
      const body = join(`Here are other excellent ${CATEGORY_DISPLAY[category]} from our **${title}** list:`, pickList(products));
      return answer({
        intent: "more-options",
        category,
        products,
        body,
        footer: join(categoryLink(category), closing(products)),
        modelMayPhrase: true,
      });
    }

    const stimChoice = offersStimChoice(category, ranked);
    const askStim = !preference && stimChoice;
    const products = filterByStim(ranked, preference).slice(0, PICKS_PER_ANSWER);
    const kind = preference && stimChoice ? (preference === "stim" ? "stim " : "stim-free ") : "";
    const intro = askStim
      ? `${STIM_QUESTION} Overall, our top **${title}** picks are:`
      : `Our top ${kind}**${title}** picks, all third-party certified:`;
    const next = askStim
      ? "Reply **stim** or **no stim** and I'll narrow it down, or ask for more options."
      : "Ask for **more options** to see other certified picks.";
    const safety = isSafetyQuestion(message) ? safetyNote() : "";
    return answer({
      intent: "recommend",
      category,
      products,
      body: join(safety, intro, pickList(products), next),
      footer: join(categoryLink(category), closing(products)),
      modelMayPhrase: true,
    });
  }

  if (isSafetyQuestion(message)) {
    return answer({ intent: "safety-check", category: null, products: [], body: safetyNote(), modelMayPhrase: false });
  }

  if (!isInScope(message)) {
    return answer({ intent: "out-of-scope", category: null, products: [], body: OUT_OF_SCOPE_REPLY, modelMayPhrase: false });
  }

  // In scope but no category: one certified pick from each primary category.
  const products = PRIMARY_CATEGORIES.map((c) => picksFor(c.id)[0]).filter((p): p is Supplement => Boolean(p));
  const lines = products.map((p, i) => pickLine(p, i, ` (${categoryTitle(p.category)})`));
  const body = join(
    "Start with the basics, each third-party certified and free of DoD-prohibited ingredients:",
    lines.join("\n"),
    "Tell me what matters most (energy for training, recovery, or filling nutrition gaps) and I'll narrow it down. What category interests you?",
  );
  return answer({ intent: "general", category: null, products, body, footer: closing(products), modelMayPhrase: true });
}

function safetyNote(): string {
  return (
    "Nothing in your question matches an ingredient on the DoD Prohibited Dietary Supplement Ingredients list. " +
    `That alone doesn't make a product safe: check the full label with our [ingredient checker](/ingredient-checker) and the [official list on OPSS](${DOD_PROHIBITED_LIST_URL}), ` +
    "and choose products certified by NSF Certified for Sport or Informed Sport, which test every lot for banned substances."
  );
}
