import type { CategoryId } from "~/domain/categories";
import type { Catalogue } from "~/domain/catalogue/queries";
import type { Supplement } from "~/domain/catalogue/types";
import type { RedFlagHit } from "~/domain/safety/red-flags";
import type { ProhibitedHit, ProhibitedListInfo } from "~/domain/safety/types";
import type { Source } from "~/domain/source";
import { SAFETY_LINKS } from "~/domain/site";
import { DSHEA_DISCLAIMER } from "./copy";
import type { PassageHit } from "./passages";
import type { ChatIntent, Understanding } from "./understand";

/*
 * The embedded answer engine's shapes: what it is given, what it answers, and the draft an
 * answer is written into. The engine answers every chat request by itself from what the
 * understanding step read, the catalogue, the prohibited-list screen and our articles, with no
 * model. Its answer is also the plan the model path works from (the filtered candidates, the
 * passages, the cautions an answer must carry), and the answer that replaces any model draft
 * that fails the check. It does no I/O: app/.server/chat/ reads what it needs and passes it in.
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
  /** A category's ranked picks (from the cron snapshot or the catalogue; see picksFrom). */
  picksFor: (category: CategoryId) => Supplement[];
  /** The catalogue priced from D1 offers, read once for this request: products named by id come from it. */
  catalogue: Catalogue;
  /** The message screened against the DoD list in use and the red-flag terms, by the caller, with which list version answered. */
  screened: { prohibited: readonly ProhibitedHit[]; redFlags: readonly RedFlagHit[]; list: ListVersionSeen };
}

/** Which DoD list version screened the message ("Version 3", "Bundled copy") and its date: the warnings name it. */
export type ListVersionSeen = Pick<ProhibitedListInfo, "version" | "date">;

export const PICKS_PER_ANSWER = 3;

/** The link names where it goes: the Ask the Expert page, not the OPSS home page. */
export const OPSS_ASK_THE_EXPERT = `Operation Supplement Safety's **Ask the Expert** service at [opss.org/ask-expert](${SAFETY_LINKS.opssAskTheExpert})`;

/** How a category reads after "a" or "any": "no sleep aid in our list ...". */
export const CATEGORY_NOUN: Record<CategoryId, string> = {
  "pre-workout": "pre-workout",
  "protein-recovery": "protein or recovery product",
  vitamins: "vitamin",
  hydration: "hydration product",
  "health-wellness": "health product",
  sleep: "sleep aid",
};

/** Categories a basic stack covers when a plan names none. */
export const BASIC_STACK: CategoryId[] = ["vitamins", "protein-recovery", "hydration", "health-wellness"];

export function join(...blocks: string[]): string {
  return blocks.filter((b) => b.trim() !== "").join("\n\n");
}

/** An answer being written: its blocks, the products it names and may name, its cautions and sources. */
export class Draft {
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

function closing(products: readonly Supplement[]): string {
  // One closing line, in italics: the FDA statement. The lot lookup belongs to answers about a lot or a drug test.
  return products.length ? DSHEA_DISCLAIMER : "";
}

export function finish(d: Draft, fields: { intent: AnswerIntent; category: CategoryId | null; footer?: string; modelMayPhrase?: boolean; brief: string }): EngineAnswer {
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

export function fixed(intent: AnswerIntent, body: string): EngineAnswer {
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
