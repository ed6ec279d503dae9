import { registerDerivedData } from "~/.server/derived-data";
import { linkDestinations } from "~/domain/chat/links";
import type { Supplement } from "~/domain/catalogue/types";
import {
  aboveUpperLimit,
  type Amount,
  allowedAmounts,
  amountsIn,
  falseClaimIn,
  headingAsBold,
  isListItem,
  looksLikeUnlistedProduct,
  onlyWarnsAgainst,
  quotedShare,
  sameAmount,
  saysItIsFine,
} from "~/domain/chat/ground";
import { productsNamedIn } from "~/domain/chat/product-names";
import { LIMITS, UPPER_LIMITS } from "~/domain/safety/limits-table";
import type { ProhibitedMatcher } from "~/domain/safety/matcher";
import { productCautions } from "~/domain/safety/product-cautions";
import { escapeRegExp } from "~/domain/text";
import type { EngineAnswer } from "~/domain/chat/draft";
import { productLabel, productTail } from "~/domain/chat/product-lines";
import { catalogueNames } from "./products";
import { checkPriceLinks } from "~/domain/catalogue/price-slot";

/*
 * Grounding enforced in code, one unit of the draft at a time (a sentence, a list item, a
 * heading), before the person sees it. The model refers to the plan's products as tokens
 * ([[P1]]) and to article passages as [[S1]]; the cautions the answer must carry are placed by
 * the plan before the model's text, so the model never has to remember them. A unit that fails
 * is dropped, or replaced in place by what the plan says (a product's own line, a sourced
 * correction); nothing shown is ever taken back. docs/decisions/0037-sentence-grounding-while-streaming.md
 */

/**
 * Supplement and drink brands that are not in the catalogue. Matched case-sensitively on word
 * boundaries so that ordinary words ("ghost of a chance") pass; catalogue brands are removed.
 */
const KNOWN_BRANDS = [
  "Optimum Nutrition", "Gold Standard", "MuscleTech", "Cellucor", "C4", "BSN", "Dymatize", "Myprotein", "MyProtein",
  "Isopure", "Muscle Milk", "Premier Protein", "Orgain", "Vital Proteins", "Garden of Life", "Nature Made",
  "Nature's Bounty", "Centrum", "One A Day", "Rainbow Light", "Liquid I.V.", "LMNT", "Nuun", "Pedialyte",
  "Gatorade", "BodyArmor", "Prime Hydration", "Bucked Up", "Gorilla Mode", "Jacked Factory", "Transparent Labs",
  "Raw Nutrition", "RYSE", "Ryse", "Redcon1", "Nutrex", "Universal Nutrition", "EVLution", "MusclePharm", "Quest Nutrition",
  "OLLY", "Olly", "Natrol", "ZzzQuil", "Unisom", "Nature's Way", "NOW Foods", "Sports Research", "Kirkland", "GNC",
  "Pure Encapsulations", "Jack3d", "Hydroxycut", "Xenadrine", "OxyElite", "Mutant", "Rule 1", "Rule One", "Alpha Lion",
  "Huge Supplements", "Sheer Strength", "SmartyPants", "Red Bull", "Ghost", "Legion Athletics", "Kaged",
  "Alani Nu", "Ghost Lifestyle", "ProSupps", "Mr. Hyde", "Pre JYM", "JYM", "Animal Pak", "Athletic Greens",
  "AG1", "Huel", "Emergen-C", "Nordic Naturals", "Carlson", "Metamucil", "Culturelle",
];

let offCatalogueBrands: RegExp[] | null = null;
registerDerivedData(() => {
  offCatalogueBrands = null;
});

function offCataloguePatterns(): RegExp[] {
  if (!offCatalogueBrands) {
    const ours = catalogueNames().products.map((p) => p.brand.toLowerCase());
    offCatalogueBrands = KNOWN_BRANDS.filter((brand) => !ours.some((b) => b.startsWith(brand.toLowerCase()))).map(
      (brand) => new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(brand)}(?![A-Za-z0-9])`),
    );
  }
  return offCatalogueBrands;
}

const TOKEN = /\[\[([PCS])(\d{1,2})\]\]/g;
const SITE_PAGES = /^\/(?:category\/(?:pre-workout|protein-recovery|vitamins|hydration|health-wellness|sleep)|ingredient-checker|methodology|quiz)$/;

export type Verdict = "pass" | "drop" | "replace";

/** What the person sees for one unit of the draft: the unit as written, nothing, or the plan's own words. */
export interface JudgedUnit {
  verdict: Verdict;
  /** The text shown ("" when dropped), tokens expanded. */
  text: string;
  /** Why a unit was dropped or replaced, for the logs and the tests. */
  reason?: string;
}

type Plan = Pick<EngineAnswer, "candidates" | "products" | "cautions" | "passages" | "sources"> & Partial<Pick<EngineAnswer, "fitNotes">>;

/** Judges and expands the model's draft, unit by unit, against the engine's plan. */
export class Grounder {
  /** What the tokens stand for: [[P1]] is the first. */
  private readonly products: readonly Supplement[];
  private readonly allowedLinks: Set<string>;
  private readonly planAmounts: Amount[];
  private readonly passageAmounts: Amount[][];
  private readonly cautionsShown = new Set<string>();
  private readonly referenced = new Set<string>();
  private readonly namedByPlan: Set<string>;
  /** Catalogue products our article extracts name in passing ("75 mg in Klean Pre-Workout"): quoting them is not recommending them. */
  private readonly quotedProducts: Set<string>;

  private readonly allowed: Set<string>;
  private readonly passages: Plan["passages"];

  /**
   * `tokens` is the plan the model was prompted with, which numbers its tokens; `plan` the one
   * the answer must keep to. They differ when the model's reading of the request narrowed the
   * plan after the draft had started: a token for a product the narrower plan left out fails.
   */
  constructor(
    /** The request's DoD list screen (its SafetyState's matcher). */
    private readonly screen: ProhibitedMatcher["screenText"],
    private readonly plan: Plan,
    tokens: Plan = plan,
  ) {
    // The engine's own picks first, so [[P1]] is its first recommendation.
    this.products = [...tokens.products, ...tokens.candidates.filter((c) => !tokens.products.some((p) => p.id === c.id))];
    this.allowed = new Set(plan.candidates.map((p) => p.id));
    this.passages = tokens.passages;
    this.allowedLinks = new Set([...[...plan.passages, ...tokens.passages].map((p) => p.link), ...plan.sources.map((s) => s.url), ...plan.candidates.map((p) => `/compare/${p.id}`), ...plan.candidates.flatMap((p) => (checkPriceLinks(p.buy.option) ? [p.buy.option.href] : []))]);
    this.planAmounts = allowedAmounts([
      ...[...this.products, ...plan.candidates].flatMap((p) => [...p.keyIngredients, ...productCautions(p), p.servingSize ?? "", p.caffeineMg ? `${p.caffeineMg} mg` : ""]),
      ...plan.cautions,
      `Caffeine: up to ${LIMITS.caffeinePerDose.amount} mg at one time and ${LIMITS.caffeinePerDay.amount} mg a day.`,
      ...UPPER_LIMITS.map((l) => `${l.limit.nutrient}: ${l.text}`),
    ]);
    this.passageAmounts = this.passages.map((p) => allowedAmounts([p.extract, p.title]));
    this.quotedProducts = new Set(productsNamedIn(this.passages.map((p) => p.extract).join("\n"), catalogueNames(), { brandAlone: false }).map((p) => p.id));
    // A prohibited ingredient the plan itself names (a warning, an article on the geranium trick) may be repeated.
    this.namedByPlan = new Set(screen([...plan.cautions, ...plan.passages.map((p) => p.extract)].join("\n")).map((h) => h.entryId));
  }

  /** The product a token stands for: [[P1]] is the first product of the plan. */
  productFor(token: number): Supplement | undefined {
    return this.products[token - 1];
  }

  /** One unit of the draft, judged: what to show for it. */
  judge(raw: string): JudgedUnit {
    const text = headingAsBold(raw.trim());
    const tokens = [...text.matchAll(TOKEN)].map((m) => ({ kind: m[1], n: Number(m[2]) }));
    const firstProduct = tokens.find((t) => t.kind === "P" && this.productFor(t.n));
    const problem = this.problemIn(text, tokens);
    if (problem) {
      const claim = falseClaimIn(text);
      if (claim?.correction) {
        return { verdict: "replace", text: `${claim.correction.text} ([${claim.correction.title}](${claim.correction.link})).`, reason: problem };
      }
      // A pick with words that fail keeps its place as the plan's own line for that product. When
      // the product itself is ruled out (a narrower plan left it out), the place goes to the
      // plan's next pick not yet shown, never back to the product.
      if (isListItem(text) && firstProduct) {
        const named = this.productFor(firstProduct.n) as Supplement;
        const product = this.allowed.has(named.id) ? named : this.plan.products.find((p) => !this.referenced.has(p.id));
        if (product) return { verdict: "replace", text: this.pickLine(product, listNumber(text)), reason: problem };
      }
      return { verdict: "drop", text: "", reason: problem };
    }
    // The plan places every required caution before the model's text: a copy of one adds nothing.
    const withoutCautions = text.replace(/\[\[C\d{1,2}\]\]/g, "").trim();
    if (!/[A-Za-z0-9[]/.test(withoutCautions)) return { verdict: "drop", text: "", reason: "a caution the plan already placed" };
    return { verdict: "pass", text: this.expand(withoutCautions) };
  }

  /**
   * Whether a unit's verdict could change with the plan: it names a product or a passage, states
   * an amount, or is a list item. Plain advice reads the same whatever the person turns out to need.
   */
  dependsOnPlan(raw: string): boolean {
    const text = raw.replace(TOKEN, (token) => (token.startsWith("[[C") ? " " : token));
    return /\[\[[PS]/.test(text) || isListItem(text) || amountsIn(text).length > 0 || productsNamedIn(text, catalogueNames(), { brandAlone: false }).length > 0;
  }

  /** Numbered lines for the plan's picks that no shown unit named: the answer's picks are never missing. */
  picksNotShown(): string[] {
    return this.plan.products.filter((p) => !this.referenced.has(p.id)).map((p, i) => this.pickLine(p, i + 1));
  }

  /** Whether any shown unit named one of the plan's products. */
  namedAnyProduct(): boolean {
    return this.referenced.size > 0;
  }

  private problemIn(text: string, tokens: { kind: string; n: number }[]): string | null {
    for (const t of tokens) {
      const known = t.kind === "P" ? this.productFor(t.n) : t.kind === "C" ? this.plan.cautions[t.n - 1] : this.passages[t.n - 1];
      if (!known) return `unknown token ${t.kind}${t.n}`;
      if (t.kind === "P" && !this.allowed.has((known as Supplement).id)) return `a product the person's words rule out: P${t.n}`;
    }
    const untokened = text.replace(TOKEN, " ");
    if (/\[\[|\]\]/.test(untokened)) return "malformed token";
    if (/[®™]/.test(text)) return "trademark sign: a product named outside the tokens";
    if (/\$\s?\d|\b\d+(?:\.\d+)?\s*(?:dollars|USD)\b/i.test(text)) return "a price written by the model";
    // Every Markdown form of a link: inline, reference definitions, autolinks, //host, http:/host, mailto:.
    for (const url of linkDestinations(text)) {
      if (!this.allowedLinks.has(url) && !SITE_PAGES.test(url)) return `a link that is not a page of the site or a listed source: ${url}`;
    }
    for (const pattern of offCataloguePatterns()) if (pattern.test(untokened)) return `off-catalogue brand: ${pattern.source}`;
    const outside = productsNamedIn(untokened, catalogueNames(), { brandAlone: false }).filter((p) => !this.allowed.has(p.id) && !this.quotedProducts.has(p.id));
    if (outside.length) return `a product outside the candidates: ${outside[0].id}`;
    if (isListItem(text) && !tokens.some((t) => t.kind === "P") && looksLikeUnlistedProduct(text)) return "a list item naming a product outside the tokens";
    const hits = this.screen(untokened).filter((h) => !this.namedByPlan.has(h.entryId));
    // A unit that only tells the reader to keep away from them says what the list says.
    if (hits.length && !onlyWarnsAgainst(untokened, hits.map((h) => h.found))) return `prohibited ingredient: ${hits[0].entryName}`;
    // Beside a warning that an ingredient is on the DoD list, "it's fine" contradicts the plan.
    if (this.namedByPlan.size && saysItIsFine(untokened)) return "says a prohibited ingredient is fine";
    const claim = falseClaimIn(untokened);
    if (claim) return `a claim known to be false: ${claim.id}`;
    const above = aboveUpperLimit(untokened);
    // Our articles state such figures with their context (a study's no-effect level): only a
    // sentence citing the passage, or quoting its wording, may repeat one.
    // A passage the sentence cites vouches for its amounts whatever words surround them.
    const cited = this.passages.flatMap((_, i) => (tokens.some((t) => t.kind === "S" && t.n === i + 1) ? this.passageAmounts[i].map((a) => ({ ...a, subject: [] })) : []));
    const quoted = [...cited, ...this.passages.flatMap((p, i) => (quotedShare(untokened, p.extract) >= 0.6 ? this.passageAmounts[i] : []))];
    if (above && !amountsIn(untokened).every((a) => quoted.some((c) => sameAmount(a, c)))) return `an amount above the upper limit, not quoted from a passage: ${above}`;
    const known = [...this.planAmounts, ...this.passageAmounts.flat(), ...cited];
    const unknown = amountsIn(untokened).find((a) => !known.some((k) => sameAmount(a, k)));
    if (unknown) return `an amount neither the plan's facts nor a passage hold: ${unknown.text}`;
    return null;
  }

  private expand(text: string): string {
    const used: Supplement[] = [];
    const expanded = text.replace(TOKEN, (_, kind: string, n: string) => {
      if (kind === "P") {
        const product = this.productFor(Number(n)) as Supplement;
        used.push(product);
        return productLabel(product);
      }
      const passage = this.passages[Number(n) - 1];
      return `[${passage.title}](${passage.link})`;
    });
    // A candidate named in words is held to the same facts and cautions as one named by token.
    for (const named of productsNamedIn(text.replace(TOKEN, " "), catalogueNames(), { brandAlone: false })) {
      const product = this.plan.candidates.find((p) => p.id === named.id);
      if (product && !used.includes(product)) used.push(product);
    }
    for (const p of used) this.referenced.add(p.id);
    if (isListItem(text) && used.length) {
      // A list item is a recommendation: the server's facts and cautions follow the model's reason.
      const product = used[0];
      this.cautionsShown.add(product.id);
      return `${expanded.trimEnd().replace(/[.!]$/, "")}${this.fit(product)}. ${productTail(product)}`;
    }
    // A product named in a sentence still brings its cautions, once.
    const cautions = used
      .filter((p) => !this.cautionsShown.has(p.id))
      .map((p) => {
        this.cautionsShown.add(p.id);
        const list = productCautions(p);
        return list.length ? `${p.name}: ${list.join(" ")}` : "";
      })
      .filter(Boolean);
    return cautions.length ? `${expanded.trimEnd()} (**Caution:** ${cautions.join(" ")})` : expanded;
  }

  private fit(product: Supplement): string {
    const notes = this.plan.fitNotes?.[product.id] ?? [];
    return notes.length ? `; ${notes.join("; ")}` : "";
  }

  private pickLine(product: Supplement, n: number): string {
    this.referenced.add(product.id);
    this.cautionsShown.add(product.id);
    return `${n}. ${productLabel(product)}${this.fit(product)}. ${productTail(product)}`;
  }
}

function listNumber(text: string): number {
  return Number(/^\s*(\d{1,2})[.)]/.exec(text)?.[1] ?? 1);
}
