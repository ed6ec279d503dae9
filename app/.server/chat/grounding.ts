import type { Supplement } from "~/domain/catalogue/types";
import { screenText } from "~/.server/prohibited-list";
import { productFacts, productLabel } from "./engine";
import { catalogueBrandKeys, normalizeForMatch } from "./products";

/**
 * Grounding enforced in code. The model refers to products only as tokens ([[P1]], [[P2]], ...)
 * for the products the engine retrieved; each line it writes is checked here before it is sent,
 * and any line that fails rejects the whole draft, so the engine's answer replaces it.
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

function offCataloguePatterns(): RegExp[] {
  if (!offCatalogueBrands) {
    const ours = new Set(catalogueBrandKeys());
    offCatalogueBrands = KNOWN_BRANDS.filter((brand) => !ours.has(normalizeForMatch(brand).trim())).map(
      (brand) => new RegExp(`(?<![A-Za-z0-9])${brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`),
    );
  }
  return offCatalogueBrands;
}

const TOKEN = /\[\[P(\d{1,2})\]\]/g;
const LIST_ITEM = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;

/** Checks and expands the model's lines, one at a time, against the retrieved products. */
export class Grounder {
  private tokensUsed = 0;

  constructor(private readonly products: readonly Supplement[]) {}

  line(raw: string): string {
    if (/[®™]/.test(raw)) throw new GroundingError("trademark sign: a product named outside the tokens");
    if (/\$\s?\d/.test(raw)) throw new GroundingError("a price written by the model");
    if (/https?:\/\/|www\.|\]\(/i.test(raw)) throw new GroundingError("a link written by the model");
    for (const pattern of offCataloguePatterns()) {
      if (pattern.test(raw)) throw new GroundingError(`off-catalogue brand: ${pattern.source}`);
    }
    const hits = screenText(raw.replace(TOKEN, " "));
    if (hits.length) throw new GroundingError(`prohibited ingredient: ${hits[0].entryName}`);

    const used: Supplement[] = [];
    const expanded = raw.replace(TOKEN, (_, n: string) => {
      const product = this.products[Number(n) - 1];
      if (!product) throw new GroundingError(`unknown product token P${n}`);
      used.push(product);
      return productLabel(product);
    });
    if (/\[\[|\]\]/.test(expanded)) throw new GroundingError("malformed product token");
    this.tokensUsed += used.length;

    if (LIST_ITEM.test(raw)) {
      // A list item is a recommendation: it must be a retrieved product, with the server's facts.
      if (!used.length) throw new GroundingError("list item without a product token");
      const product = used[0];
      return `${expanded.trimEnd().replace(/[.!]$/, "")}. ${productFacts(product)}. [Details](/compare/${product.id})`;
    }
    return expanded;
  }

  /** A draft that should recommend products but names none is not grounded. */
  finish() {
    if (this.products.length && this.tokensUsed === 0) throw new GroundingError("no retrieved product referenced");
  }
}
