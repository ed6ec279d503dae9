import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { OUT_OF_SCOPE_REPLY } from "~/domain/chat/copy";

/*
 * Machine-checkable expectations for CLEARED AI answers. The rules read the catalogue's own label
 * data with their own simple patterns, apart from the chat's code, so the chat is judged against
 * the data rather than against itself.
 */

export const EVAL_KINDS = [
  "recommend",
  "constraint",
  "follow-up",
  "knowledge",
  "dosing",
  "ingredient",
  "interaction",
  "duty",
  "plan",
  "typo",
  "scope",
  "handoff",
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

/** A rule every product the answer names must keep. */
export type ProductRule =
  | "no-milk"
  | "no-soy"
  | "no-fish"
  | "vegan"
  | "no-melatonin"
  | "no-5htp"
  | "no-caffeine"
  | "stimulant"
  | "within-upper-limit"
  | "no-vitamin-k"
  | { category: CategoryId }
  | { caffeineMax: number }
  | { maxPerServing: number }
  | { form: RegExp }
  | { name: RegExp }
  | { noIngredient: RegExp };

export interface Expect {
  rules?: ProductRule[];
  /** At least / at most this many catalogue products named. */
  min?: number;
  max?: number;
  /** Product ids that must be named. */
  includes?: string[];
  /** Each must match the answer (case-insensitive unless the pattern says otherwise). */
  mentions?: RegExp[];
  notMentions?: RegExp[];
  /** The answer links an existing article: any, or this slug. */
  article?: true | string;
  /** The answer is the out-of-scope reply (default: it must not be). */
  outOfScope?: boolean;
  /** No product named in an earlier answer of the conversation is named again. */
  fresh?: boolean;
  /** The products named are exactly these picks (0-based) of the previous answer, in any order. */
  previous?: number[];
  /** Every one of these categories has a product in the answer. */
  categories?: CategoryId[];
}

export interface Turn {
  say: string;
  expect?: Expect;
}

export interface EvalCase {
  id: string;
  kind: EvalKind;
  turns: Turn[];
}

function labelText(p: Supplement): string {
  return [p.name, p.servingSize ?? "", ...p.keyIngredients, ...p.cautions, ...p.highlights, p.provenance.notes].join(" \n ");
}

const FORM_TEXT = (p: Supplement) => `${p.name} ${p.servingSize ?? ""}`;

/** A knowledge or dosing answer always links the section of our article it quotes, whether or not the case names the article. */
export function turnExpectation(evalCase: Pick<EvalCase, "kind">, expect: Expect): Expect {
  return (evalCase.kind === "knowledge" || evalCase.kind === "dosing") && !expect.article ? { ...expect, article: true } : expect;
}

/** Why `product` breaks `rule`, or null when it keeps it. Unknown data breaks a rule that needs proof. */
export function ruleProblem(product: Supplement, rule: ProductRule): string | null {
  const text = labelText(product);
  const ingredients = product.keyIngredients.join(" ");
  const fail = (why: string) => `${product.id}: ${why}`;
  if (typeof rule === "string") {
    switch (rule) {
      case "no-milk":
        return /\b(?:whey|casein|milk|lactose)\b/i.test(text) ? fail("contains milk") : null;
      case "no-soy":
        return /\bsoy\b/i.test(text) ? fail("contains soy") : null;
      case "no-fish":
        return /\bfish\b/i.test(text) ? fail("contains fish") : null;
      case "vegan":
        return /^vegan\b/i.test(product.highlights.join("\n")) || /\bvegan\b/i.test(product.name) ? null : fail("not labelled vegan");
      case "no-melatonin":
        if (/\bmelatonin\b/i.test(ingredients)) return fail("contains melatonin");
        return product.keyIngredients.length === 0 ? fail("no label panel, melatonin unknown") : null;
      case "no-5htp":
        return /\b5-?htp\b/i.test(ingredients) ? fail("contains 5-HTP") : null;
      case "no-caffeine":
        return product.caffeineMg === 0 ? null : fail(`caffeine ${product.caffeineMg ?? "unknown"}`);
      case "stimulant":
        return product.stimulant === true ? null : fail("not a stimulant product");
      case "within-upper-limit":
        return /above the [\d,]+ IU daily upper limit/i.test(text) ? fail("above the upper limit") : null;
      case "no-vitamin-k":
        return /\bvitamin k/i.test(ingredients) ? fail("contains vitamin K") : null;
    }
  }
  if ("category" in rule) return product.category === rule.category ? null : fail(`category ${product.category}`);
  if ("caffeineMax" in rule) {
    return product.caffeineMg !== null && product.caffeineMg <= rule.caffeineMax ? null : fail(`caffeine ${product.caffeineMg ?? "unknown"}`);
  }
  if ("maxPerServing" in rule) {
    return product.pricePerServing !== null && product.pricePerServing <= rule.maxPerServing
      ? null
      : fail(`price per serving ${product.pricePerServing ?? "unknown"}`);
  }
  if ("form" in rule) return rule.form.test(FORM_TEXT(product)) ? null : fail("wrong form");
  if ("name" in rule) return rule.name.test(product.name) ? null : fail("name does not match");
  return rule.noIngredient.test(ingredients) ? fail(`contains ${rule.noIngredient.source}`) : null;
}

/**
 * What a product's safety cautions require an answer naming it to say: interactions, upper
 * limits, allergens, stimulant load. Notes about flavours and listings are not safety cautions.
 */
export function requiredCautionPatterns(product: Supplement): RegExp[] {
  const cautions = product.cautions.join(" ");
  const rules: Array<[RegExp, RegExp]> = [
    [/\bSSRI/i, /SSRI|serotonergic|antidepressant/i],
    [/upper limit/i, /upper limit/i],
    [/\bcontains milk\b/i, /\bmilk\b/i],
    [/\bcontains fish\b/i, /\bfish\b/i],
    [/\bsoy\b/i, /\bsoy\b/i],
    [/anticoagulant|warfarin/i, /warfarin|anticoagulant|blood thinner/i],
    [/pregnan/i, /pregnan/i],
    [/thyroid/i, /thyroid/i],
    [/sedative/i, /sedative/i],
    [/copper/i, /copper/i],
    [/huperzine/i, /huperzine/i],
    [/theacrine/i, /theacrine/i],
    [/contains caffeine/i, /caffeine/i],
    [/incomplete protein/i, /incomplete protein/i],
  ];
  return rules.filter(([when]) => when.test(cautions)).map(([, need]) => need);
}

/**
 * Catalogue products an answer names: by a /compare/<id> link or by its full name in bold, the
 * two ways an answer presents a product (a bare word such as "Ashwagandha" is the ingredient).
 */
export function productsNamed(answer: string, catalogue: readonly Supplement[]): Supplement[] {
  const found = catalogue
    .map((p) => {
      const link = answer.indexOf(`/compare/${p.id})`);
      const name = answer.indexOf(`**${p.name}**`);
      const at = [link, name].filter((i) => i >= 0);
      return { p, at: at.length ? Math.min(...at) : -1 };
    })
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found.map((x) => x.p);
}

const SITE_PAGES = /^\/(?:category\/(?:pre-workout|protein-recovery|vitamins|hydration|health-wellness|sleep)|ingredient-checker|methodology|quiz|blog)$/;

export interface JudgeContext {
  catalogue: readonly Supplement[];
  /** Products named by each earlier answer of the conversation, in order. */
  earlier: Supplement[][];
  /** "/blog/<slug>" and "/blog/<slug>#<anchor>" of every published post and h2 section, with the text each holds. */
  articles: ReadonlyMap<string, string>;
}

/** Text as words only: no markdown links, citation numbers, punctuation or case, for comparing an extract with its article. */
export function comparable(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\[\d+\]/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Whether the answer quotes the article section a link points to: some run of eight words of
 * the answer, within one paragraph, appears word for word in that section.
 */
export function quotesFrom(answer: string, sectionText: string): boolean {
  const target = ` ${comparable(sectionText)} `;
  const RUN = 8;
  return answer
    .split(/\n|…/)
    .map((part) => comparable(part).split(" "))
    .some((words) => words.some((_, i) => i + RUN <= words.length && target.includes(` ${words.slice(i, i + RUN).join(" ")} `)));
}

/** Every way `answer` misses `expect`, plus the checks every answer must pass; empty when it passes. */
export function judge(answer: string, expect: Expect, ctx: JudgeContext): string[] {
  const problems: string[] = [];
  const named = productsNamed(answer, ctx.catalogue);
  const ids = named.map((p) => p.id);

  const outOfScope = answer.trim() === OUT_OF_SCOPE_REPLY;
  if (expect.outOfScope && !outOfScope) problems.push("expected the out-of-scope reply");
  if (!expect.outOfScope && outOfScope) problems.push("answered out of scope");

  for (const rule of expect.rules ?? []) {
    for (const p of named) {
      const problem = ruleProblem(p, rule);
      if (problem) problems.push(`constraint broken: ${problem}`);
    }
  }
  if (expect.min !== undefined && named.length < expect.min) problems.push(`named ${named.length} products, expected at least ${expect.min}`);
  if (expect.max !== undefined && named.length > expect.max) problems.push(`named ${named.length} products (${ids.join(", ")}), expected at most ${expect.max}`);
  for (const id of expect.includes ?? []) if (!ids.includes(id)) problems.push(`did not name ${id}`);
  for (const pattern of expect.mentions ?? []) {
    if (!new RegExp(pattern.source, pattern.flags.includes("i") ? pattern.flags : `${pattern.flags}i`).test(answer)) {
      problems.push(`does not mention ${pattern}`);
    }
  }
  for (const pattern of expect.notMentions ?? []) if (pattern.test(answer)) problems.push(`mentions ${pattern}`);
  for (const category of expect.categories ?? []) {
    if (!named.some((p) => p.category === category)) problems.push(`no ${category} product`);
  }
  if (expect.fresh) {
    const before = new Set(ctx.earlier.flat().map((p) => p.id));
    const repeated = ids.filter((id) => before.has(id));
    if (repeated.length) problems.push(`repeated earlier picks: ${repeated.join(", ")}`);
  }
  if (expect.previous) {
    const last = ctx.earlier.at(-1) ?? [];
    const wanted = expect.previous.map((i) => last[i]?.id ?? `(no pick ${i + 1})`).sort();
    if (JSON.stringify([...ids].sort()) !== JSON.stringify(wanted)) problems.push(`named ${ids.join(", ") || "nothing"}, expected ${wanted.join(", ")}`);
  }

  // Every answer: links go to pages that exist, and every named product brings its cautions.
  const links = [...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
  const articleLinks = links.filter((l) => l.startsWith("/blog/"));
  for (const link of links) {
    const ok = link.startsWith("/blog/")
      ? ctx.articles.has(link)
      : link.startsWith("/compare/")
        ? ctx.catalogue.some((p) => link === `/compare/${p.id}`)
        : link.startsWith("/go/")
          ? ctx.catalogue.some((p) => link === p.buy.option.href)
          : SITE_PAGES.test(link);
    if (!ok) problems.push(`link to a page that does not exist: ${link}`);
  }
  if (expect.article) {
    const wanted = expect.article === true ? articleLinks : articleLinks.filter((l) => l.startsWith(`/blog/${expect.article}`));
    if (!wanted.some((l) => ctx.articles.has(l))) problems.push(`no link to ${expect.article === true ? "an article" : expect.article}`);
    else if (!wanted.some((l) => l.includes("#"))) problems.push(`links ${expect.article === true ? "an article" : expect.article} but no section of it`);
  }
  // An article link stands for the text quoted beside it: that text is the linked section's.
  // A "Read more in our guide" link, after an answer that already made the section's point, quotes nothing by design.
  const readMore = new Set([...answer.matchAll(/^Read more in our guide: \[[^\]]*\]\((\/blog\/[^)\s]*)\)/gm)].map((m) => m[1]));
  for (const link of new Set(articleLinks)) {
    if (readMore.has(link)) continue;
    const text = ctx.articles.get(link);
    if (text !== undefined && !quotesFrom(answer, text)) problems.push(`quotes nothing from ${link}`);
  }
  for (const p of named) {
    for (const need of requiredCautionPatterns(p)) {
      if (!need.test(answer)) problems.push(`caution missing for ${p.id}: ${need}`);
    }
  }
  return problems;
}
