import { registerDerivedData } from "~/.server/derived-data";
import type { Supplement } from "~/domain/catalogue/types";
import { productsNamedIn } from "~/domain/chat/product-names";
import { LIMITS, UPPER_LIMITS } from "~/domain/safety/limits-table";
import { screenText } from "~/.server/prohibited-list";
import { productCautions } from "~/domain/safety/product-cautions";
import type { EngineAnswer } from "~/domain/chat/draft";
import { productLabel, productTail } from "~/domain/chat/product-lines";
import { catalogueNames } from "./products";
import { escapeRegExp } from "~/domain/text";

/**
 * Grounding enforced in code. The model works from the engine's plan: it refers to the candidate
 * products only as tokens ([[P1]]), to the cautions the answer must carry as [[C1]], and to
 * article passages as [[S1]]. Each line it writes is checked here before it is sent, and any line
 * that fails rejects the whole draft, so the engine's answer replaces it. At the end, a draft
 * that dropped a required caution is rejected too.
 */

export class GroundingError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "GroundingError";
  }
}

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
const LIST_ITEM = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;
const MARKDOWN_LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;
const BARE_URL = /\bhttps?:\/\/[^\s)]+|\bwww\.[^\s)]+/gi;
const FIGURE = /(\d[\d,]*(?:\.\d+)?)\s*(mg|mcg|µg|g|iu|kcal|%|oz|quarts?)\b/gi;
const SITE_PAGES = /^\/(?:category\/(?:pre-workout|protein-recovery|vitamins|hydration|health-wellness|sleep)|ingredient-checker|methodology|quiz)$/;

const figureKey = (amount: string, unit: string) => `${amount.replace(/,/g, "")} ${unit.toLowerCase().replace(/^µg$/, "mcg").replace(/s$/, "")}`;

/**
 * An amount above a daily upper limit in the model's own words ("most people do well on 10,000
 * IU"): vitamin D in IU, or mg of a nutrient the line names. Our articles state such figures
 * with their context (the study's no-effect level, a product to take only on prescription), so a
 * line may repeat one only while citing the passage it comes from.
 */
function aboveUpperLimit(text: string): string | null {
  for (const m of text.matchAll(FIGURE)) {
    const amount = Number(m[1].replace(/,/g, ""));
    const unit = m[2].toLowerCase();
    const limit = UPPER_LIMITS.find((l) => l.limit.unit.toLowerCase() === unit && (unit === "iu" || l.pattern.test(text)))?.limit;
    if (limit && amount > limit.amount) return `${m[1]} ${m[2]} of ${limit.nutrient}`;
  }
  return null;
}

function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => figureKey(m[1], m[2]));
}

/** Checks and expands the model's lines, one at a time, against the engine's plan. */
export class Grounder {
  private readonly products: readonly Supplement[];
  private readonly allowedLinks: Set<string>;
  private readonly allowedFigures: Set<string>;
  private readonly cautionsUsed = new Set<number>();
  private readonly cautionsShown = new Set<string>();
  private productsUsed = 0;
  private readonly namedByPlan: Set<string>;
  /** Catalogue products our article extracts name in passing ("75 mg in Klean Pre-Workout"): quoting them is not recommending them. */
  private readonly quotedProducts: Set<string>;

  constructor(private readonly plan: Pick<EngineAnswer, "candidates" | "products" | "cautions" | "passages" | "sources"> & Partial<Pick<EngineAnswer, "fitNotes">>) {
    // The engine's own picks first, so [[P1]] is its first recommendation.
    this.products = [...plan.products, ...plan.candidates.filter((c) => !plan.products.some((p) => p.id === c.id))];
    this.allowedLinks = new Set([
      ...plan.passages.map((p) => p.link),
      ...plan.sources.map((s) => s.url),
      ...this.products.map((p) => `/compare/${p.id}`),
    ]);
    const texts = [
      ...this.products.flatMap((p) => [...p.keyIngredients, ...productCautions(p), p.servingSize ?? ""]),
      ...plan.cautions,
      // Our own text: an extract, and the title of the section it comes from.
      ...plan.passages.flatMap((p) => [p.extract, p.title]),
      `${LIMITS.caffeinePerDose.amount} mg ${LIMITS.caffeinePerDay.amount} mg`,
      ...UPPER_LIMITS.map((l) => l.text),
    ];
    this.allowedFigures = new Set(texts.flatMap(figuresIn));
    // A prohibited ingredient the plan itself names (a warning, an article on the geranium trick) may be repeated.
    this.quotedProducts = new Set(productsNamedIn(plan.passages.map((p) => p.extract).join("\n"), catalogueNames(), { brandAlone: false }).map((p) => p.id));
    this.namedByPlan = new Set(screenText([...plan.cautions, ...plan.passages.map((p) => p.extract)].join("\n")).map((h) => h.entryId));
  }

  /** The product a token stands for: [[P1]] is the first product of the plan. */
  productFor(token: number): Supplement | undefined {
    return this.products[token - 1];
  }

  line(raw: string): string {
    if (/[®™]/.test(raw)) throw new GroundingError("trademark sign: a product named outside the tokens");
    if (/\$\s?\d/.test(raw)) throw new GroundingError("a price written by the model");
    const bare = raw.replace(MARKDOWN_LINK, " ");
    for (const url of bare.match(BARE_URL) ?? []) {
      if (!this.allowedLinks.has(url.replace(/[.,;]+$/, ""))) throw new GroundingError(`a link that is not a page of the site or a listed source: ${url}`);
    }
    for (const [, , url] of raw.matchAll(MARKDOWN_LINK)) {
      if (!this.allowedLinks.has(url) && !SITE_PAGES.test(url)) throw new GroundingError(`a link that is not a page of the site or a listed source: ${url}`);
    }
    const untokened = raw.replace(TOKEN, " ");
    for (const pattern of offCataloguePatterns()) {
      if (pattern.test(untokened)) throw new GroundingError(`off-catalogue brand: ${pattern.source}`);
    }
    const outside = productsNamedIn(untokened, catalogueNames(), { brandAlone: false }).filter((p) => !this.products.some((c) => c.id === p.id) && !this.quotedProducts.has(p.id));
    if (outside.length) throw new GroundingError(`a product outside the candidates: ${outside[0].id}`);
    const hits = screenText(untokened).filter((h) => !this.namedByPlan.has(h.entryId));
    if (hits.length) throw new GroundingError(`prohibited ingredient: ${hits[0].entryName}`);
    const above = /\[\[S\d{1,2}\]\]/.test(raw) ? null : aboveUpperLimit(untokened);
    if (above) throw new GroundingError(`an amount above the upper limit, not quoted from a passage: ${above}`);
    for (const figure of figuresIn(untokened)) {
      if (!this.allowedFigures.has(figure)) throw new GroundingError(`a figure the plan does not hold: ${figure}`);
    }

    const used: Supplement[] = [];
    const expanded = raw.replace(TOKEN, (_, kind: string, n: string) => {
      const index = Number(n);
      if (kind === "P") {
        const product = this.productFor(index);
        if (!product) throw new GroundingError(`unknown product token P${n}`);
        used.push(product);
        return productLabel(product);
      }
      if (kind === "C") {
        const caution = this.plan.cautions[index - 1];
        if (!caution) throw new GroundingError(`unknown caution token C${n}`);
        this.cautionsUsed.add(index);
        return caution;
      }
      const passage = this.plan.passages[index - 1];
      if (!passage) throw new GroundingError(`unknown passage token S${n}`);
      return `[${passage.title}](${passage.link})`;
    });
    if (/\[\[|\]\]/.test(expanded)) throw new GroundingError("malformed token");
    this.productsUsed += used.length;

    if (LIST_ITEM.test(raw)) {
      // A list item is a recommendation: it must be a candidate product, with the server's facts and cautions.
      if (!used.length) throw new GroundingError("list item without a product token");
      const product = used[0];
      this.cautionsShown.add(product.id);
      const notes = this.plan.fitNotes?.[product.id] ?? [];
      const fit = notes.length ? `; ${notes.join("; ")}` : "";
      return `${expanded.trimEnd().replace(/[.!]$/, "")}${fit}. ${productTail(product)}`;
    }
    // A product named in a sentence still brings its cautions.
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

  /** A draft that dropped a required caution, or names none of the products it should recommend, is not grounded. */
  finish() {
    const missing = this.plan.cautions.map((_, i) => i + 1).filter((i) => !this.cautionsUsed.has(i));
    if (missing.length) throw new GroundingError(`required caution dropped: C${missing[0]}`);
    if (this.plan.products.length && this.productsUsed === 0) throw new GroundingError("no candidate product referenced");
  }
}
