import type { CategoryId } from "~/domain/categories";

/*
 * Which catalogue products a piece of text names, and in what order. Pure: the catalogue's
 * names come in as an argument. Used for the person's messages (a named product), for earlier
 * answers in the history (the previous picks) and for a model's draft (a product written out).
 */

export interface NamedProduct {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
}

/** Words that, alone, describe a kind of product rather than one product ("Hydration", "Pump", "Dream"). */
const GENERIC_WORDS = new Set(
  (
    "hydration whey protein isolate powder magnesium ashwagandha zinc vitamin vitamins multi multivitamin omega pre workout " +
    "preworkout sleep complex dream pump stim non free sport super ultimate strong essential creatine collagen probiotic melatonin " +
    "spray gummy electrolyte electrolytes mix fuel aminos"
  ).split(" "),
);

/**
 * Categories of the catalogue's products whose names carry a kind-of-product word the text
 * uses ("need creatine" finds the category that holds a creatine product), most matches first.
 */
const NOT_A_KIND = new Set(["workout", "preworkout", "complex", "ultimate", "essential", "strong"]);

export function kindCategories(text: string, products: readonly NamedProduct[]): CategoryId[] {
  // Long words only: "pre" of "pre-deployment" or "stim" of "stim-free" name no kind.
  const words = new Set(normalizeWords(text).split(" ").filter((w) => w.length >= 6 && GENERIC_WORDS.has(w) && !NOT_A_KIND.has(w)));
  const counts = new Map<CategoryId, number>();
  for (const p of products) {
    if (baseName(p.name).split(" ").some((w) => words.has(w))) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}

export function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    // "5,000" and "5000" are the same number, as people type it and as a label writes it.
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A product's name without its flavour or size in parentheses: "Klean Pre-Workout (Lemon Tea)" -> "klean pre workout". */
export function baseName(name: string): string {
  return normalizeWords(name.replace(/\([^)]*\)/g, " "));
}

/**
 * The brand's words, its initials when it has three words or more ("Bare Performance Nutrition" ->
 * "bpn"), and its single letters run together as people type them ("Liquid I.V." -> "liquid iv").
 */
export function brandKeys(brand: string): string[] {
  const words = normalizeWords(brand.replace(/\([^)]*\)/g, " ")).split(" ").filter(Boolean);
  const keys = [words.join(" ")];
  if (words.length >= 3) keys.push(words.map((w) => w[0]).join(""));
  const joined = words.join(" ").replace(/\b([a-z]) (?=[a-z]\b)/g, "$1");
  if (joined !== keys[0]) keys.push(joined);
  return keys.filter((k) => k.length > 2);
}

/** A kind of product said right after a brand, and the category that holds it. */
const KIND_AFTER_BRAND: Record<string, CategoryId | undefined> = {
  whey: "protein-recovery",
  protein: "protein-recovery",
  isolate: "protein-recovery",
  pre: "pre-workout",
  preworkout: "pre-workout",
  pres: "pre-workout",
  multi: "vitamins",
  multivitamin: "vitamins",
  omega: "health-wellness",
  fish: "health-wellness",
  electrolytes: "hydration",
  electrolyte: "hydration",
  hydration: "hydration",
  melatonin: "sleep",
  sleep: "sleep",
};

export interface ProductNameIndex {
  products: readonly NamedProduct[];
  entries: Array<{ product: NamedProduct; base: string; brands: string[]; standsAlone: boolean; short?: string }>;
}

export function productNameIndex(products: readonly NamedProduct[]): ProductNameIndex {
  const bases = products.map((p) => baseName(p.name));
  const entries = products.map((product, i) => {
    const base = bases[i];
    const words = base.split(" ");
    const sharedWithAnotherBrand = products.some((other, j) => j !== i && bases[j] === base && other.brand !== product.brand);
    const distinctive = words.length >= 2 || !GENERIC_WORDS.has(base);
    // A strength's unit is often left off ("Klean-D 5000" for "Klean-D 5,000 IU"): the name without it, when that is still its own.
    const unitless = base.replace(/ (?:iu|mg|mcg)$/, "");
    const short = unitless !== base && /\d$/.test(unitless) && unitless.split(" ").length >= 2 && !bases.some((b, j) => j !== i && b === unitless) ? unitless : undefined;
    return { product, base, brands: brandKeys(product.brand), standsAlone: base.length > 3 && distinctive && !sharedWithAnotherBrand, ...(short ? { short } : {}) };
  });
  return { products, entries };
}

function positionOf(text: string, phrase: string): number {
  const at = text.indexOf(` ${phrase} `);
  return at === -1 ? -1 : at;
}

/** The brand's first word, when the brand has more ("raw" of "Raw Nutrition"): said only before the start of a product's name. */
function leadingBrandWord(brands: readonly string[]): string[] {
  const first = brands[0]?.split(" ") ?? [];
  return first.length >= 2 && first[0].length >= 3 ? [first[0]] : [];
}

/**
 * What is said right after a brand narrows it: a kind ("Thorne whey", "BPN pre") to the brand's
 * products of that kind, or a word of one of its names ("Thorne bisglycinate") to those products.
 */
function brandWithKind(padded: string, index: ProductNameIndex, brand: string, at: number): NamedProduct[] {
  const next = padded.slice(at + brand.length + 2).split(" ")[0];
  const own = index.entries.filter((e) => e.brands.includes(brand));
  const kind = KIND_AFTER_BRAND[next];
  if (kind) return own.filter((e) => e.product.category === kind).map((e) => e.product);
  if (next.length < 4 || GENERIC_WORDS.has(next)) return [];
  return own.filter((e) => e.base.split(" ").includes(next)).map((e) => e.product);
}

/**
 * Products the text names: by a product name that stands alone, by brand plus name (for names
 * that do not stand alone, such as "Whey Protein Isolate" or "BPN PRE"), or, when no product name
 * is found and `brandAlone` is not false, by brand alone (every product of that brand). Ordered by
 * where they are named.
 */
export function productsNamedIn(text: string, index: ProductNameIndex, options: { brandAlone?: boolean } = {}): NamedProduct[] {
  const padded = ` ${normalizeWords(text)} `;
  const hits: Array<{ product: NamedProduct; at: number; length: number }> = [];
  for (const entry of index.entries) {
    let at = entry.standsAlone ? positionOf(padded, entry.base) : -1;
    let length = entry.base.length;
    if (at === -1 && entry.standsAlone && entry.short) at = positionOf(padded, entry.short);
    if (at === -1) {
      // "Thorne Whey Protein Isolate", or the way our answers write it: "Whey Protein Isolate by Thorne".
      for (const brand of [...entry.brands, ...leadingBrandWord(entry.brands)]) {
        const full = normalizeWords(entry.product.name);
        // The brand and the start of the name, as people shorten it ("raw nutrition pump non stim", "raw essential pre").
        const words = entry.base.split(" ");
        const starts = words.slice(0, -1).map((_, i) => words.slice(0, words.length - 1 - i).join(" ")).filter((start) => start.split(" ").length >= 2);
        const whole = entry.brands.includes(brand) ? [`${brand} ${entry.base}`, `${entry.base} by ${brand}`, `${brand} ${full}`, `${full} by ${brand}`] : [];
        const withBrand = [...whole, ...starts.map((start) => `${brand} ${start}`)].map((phrase) => ({ phrase, at: positionOf(padded, phrase) })).find((x) => x.at !== -1);
        if (withBrand !== undefined) {
          at = withBrand.at;
          length = withBrand.phrase.length;
          break;
        }
      }
    }
    if (at !== -1) hits.push({ product: entry.product, at, length });
  }
  // Two names of one brand read at one place ("nordic naturals ultimate omega 2x"): the longer reading is the one said.
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.at === h.at && o.product.brand === h.product.brand && o.length > h.length));
  hits.splice(0, hits.length, ...kept);
  // Another brand said with its kind beside a product named ("thorne whey or klean isolate"): that brand's product of the kind too.
  if (hits.length) {
    for (const entry of index.entries) {
      if (hits.some((h) => h.product.brand === entry.product.brand)) continue;
      for (const brand of entry.brands) {
        const at = positionOf(padded, brand);
        if (at !== -1 && brandWithKind(padded, index, brand, at).some((p) => p.id === entry.product.id)) hits.push({ product: entry.product, at, length: brand.length });
      }
    }
  }
  if (hits.length === 0 && options.brandAlone !== false) {
    for (const entry of index.entries) {
      const said = entry.brands
        .map((b) => ({ b, at: positionOf(padded, b) }))
        .filter((x) => x.at !== -1)
        .sort((a, b) => a.at - b.at)[0];
      if (!said) continue;
      // "Thorne whey", "BPN pre", "Thorne bisglycinate": what is said right after the brand narrows it, when the brand has such a product.
      const narrowed = brandWithKind(padded, index, said.b, said.at);
      if (!narrowed.length || narrowed.some((p) => p.id === entry.product.id)) hits.push({ product: entry.product, at: said.at, length: said.b.length });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.product);
}

/**
 * Products an answer recommended, in order: by their /compare/<id> links (every answer of ours
 * carries one per product), else by the full name as written.
 */
export function productsInAnswer(answer: string, products: readonly NamedProduct[]): NamedProduct[] {
  return products
    .map((p) => {
      const positions = [answer.indexOf(`/compare/${p.id})`), answer.indexOf(`**${p.name}**`)].filter((i) => i >= 0);
      return { p, at: positions.length ? Math.min(...positions) : -1 };
    })
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.p);
}
