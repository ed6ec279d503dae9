import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { escapeRegExp, listJoin } from "~/domain/text";
import { DSHEA_DISCLAIMER } from "./copy";
import { type EngineAnswer, type EngineInput, join } from "./draft";
import { ENERGY_DRINK_YARDSTICK } from "./energy-drink-questions";
import { BRANDS as ENERGY_DRINKS } from "./energy-drink-brands";
import { categoryLink, categoryTitle, pickList } from "./product-lines";
import { brandKeys, normalizeWords, productNameIndex, productsNamedIn } from "./product-names";
import { categoryFits } from "./select";
import { GUIDE_CERTIFICATION, HPRC_ENERGY_DRINKS } from "./sources";
import { withoutSetAside } from "./set-aside";
import { categoriesNamed } from "./vocabulary";

/*
 * A brand or product line asked about by name ("which Liquid I.V. is certified", "is the Optimum
 * Nutrition one ok", "the Celsius ones") is answered from the catalogue: which of its products we
 * carry and their certification, and plainly that the brand's other products, or the whole brand,
 * are not in our catalogue. A specific question gets that answer, never a question asked back.
 */

/** Supplement and drink brands people name that our catalogue may not hold, with the kind they are known for. */
const OTHER_BRANDS: ReadonlyArray<readonly [RegExp, string, CategoryId | null]> = [
  [/\boptimum nutrition\b|\bgold standard\b/, "Optimum Nutrition", "protein-recovery"],
  [/\bghost\b(?= (?:pre|whey|protein|legend|bcaa|greens|burn|hydration|one))|\bghost(?= (?:is|certified|legit|ok)\b)/, "Ghost", "pre-workout"],
  [/\bc4\b(?! (?:smart )?energy\b)|\bcellucor\b/, "C4 (Cellucor)", "pre-workout"],
  [/\bmuscle ?tech\b/, "MuscleTech", null],
  [/\bdymatize\b|\biso ?100\b/, "Dymatize", "protein-recovery"],
  [/\bmyprotein\b/, "Myprotein", "protein-recovery"],
  [/\bisopure\b/, "Isopure", "protein-recovery"],
  [/\bbsn\b|\bsyntha ?6\b/, "BSN", "protein-recovery"],
  [/\bnutricost\b/, "Nutricost", null],
  [/\blegion athletics\b|\blegion (?:pulse|whey)\b/, "Legion", null],
  [/\bbucked up\b/, "Bucked Up", "pre-workout"],
  [/\bgorilla mode\b/, "Gorilla Mode", "pre-workout"],
  [/\bryse\b/, "Ryse", "pre-workout"],
  [/\bjym\b/, "JYM", null],
  [/\b(?:1st|first) phorm\b/, "1st Phorm", null],
  [/\bredcon ?1\b/, "Redcon1", "pre-workout"],
  [/\bjocko fuel\b/, "Jocko Fuel", null],
  [/\bmuscle milk\b/, "Muscle Milk", "protein-recovery"],
  [/\bpremier protein\b/, "Premier Protein", "protein-recovery"],
  [/\borgain\b/, "Orgain", "protein-recovery"],
  [/\bcentrum\b/, "Centrum", "vitamins"],
  [/\bnature made\b/, "Nature Made", "vitamins"],
  [/\bone a day\b/, "One A Day", "vitamins"],
  [/\blmnt\b/, "LMNT", "hydration"],
  [/\bnuun\b/, "Nuun", "hydration"],
  [/\bpedialyte\b/, "Pedialyte", "hydration"],
  [/\bprime hydration\b/, "Prime Hydration", "hydration"],
];

/** Asking whether a brand is certified or sold here: asked of any brand, energy drinks included. */
const ASKS_STANDING = /\b(?:certified|certification|certs?|legit|approved|clean|third party|tested)\b|\b(?:do|does) (?:you|yall|y'all|u) (?:guys )?(?:have|carry|sell|stock|got)\b|\byou (?:guys )?(?:have|carry|got|sell)\b|\b(?:carry|stock)\b/;

/** The brand itself the subject of a judgement ("is the Optimum Nutrition one ok", "the Celsius ones", "which Thorne stuff"). */
const judgedBrand = (brand: string) =>
  new RegExp(String.raw`^(?:is|are|hows?|what about) (?:the |my |a |an |that |those )?${brand}\b|\bthe ${brand} (?:[a-z0-9]+ ){0,2}ones?\b|\b${brand} (?:[a-z0-9]+ ){0,3}(?:ok|okay|good|legit|safe|any good)\b|\b(?:which|what|any) ${brand}\b|\b${brand} (?:stuff|products?|line)\b`);

/** A brand of ours named, its products the text does not name one by one. */
export interface BrandAsked {
  brand: string;
  /** Its products in our catalogue, of the kind asked about when one is named. */
  products: Supplement[];
  /** The kind asked about, when one is named and the brand has none of it in our catalogue. */
  missingKind: CategoryId | null;
}

/** The brands a message asks about: ours (with their products) and others (by name and known kind). */
export function brandsAsked(message: string, products: readonly Supplement[], said = message): { ours: BrandAsked[]; others: Array<{ name: string; category: CategoryId | null; energyDrink: boolean }> } {
  const normalized = normalizeWords(withoutSetAside(message.toLowerCase()));
  const standing = ASKS_STANDING.test(normalized);
  const asksOf = (brand: string) => standing || judgedBrand(brand).test(normalized);
  const padded = ` ${normalized} `;
  // Kinds are read from the understanding's wording of the message, where "pre" already reads as a pre-workout.
  const kinds = categoriesNamed(said);
  const byBrand = new Map<string, Supplement[]>();
  for (const p of products) byBrand.set(p.brand, [...(byBrand.get(p.brand) ?? []), p]);
  // A product named by its own name is asked about as that product, not as its brand.
  const byName = new Set(productsNamedIn(message, productNameIndex(products), { brandAlone: false }).map((p) => p.brand));
  const ours: BrandAsked[] = [];
  for (const [brand, all] of byBrand) {
    if (byName.has(brand) || !brandKeys(brand).some((k) => padded.includes(` ${k} `) && asksOf(escapeRegExp(k)))) continue;
    const ofKind = kinds.length ? all.filter((p) => kinds.includes(p.category)) : all;
    ours.push({ brand, products: ofKind.length ? ofKind : all, missingKind: kinds.length && !ofKind.length ? kinds[0] : null });
  }
  const carried = (name: string) => [...byBrand.keys()].some((b) => normalizeWords(b).startsWith(normalizeWords(name)));
  const others = [
    ...OTHER_BRANDS.filter(([pattern]) => saidAndAsked(pattern, normalized, asksOf)).map(([, name, category]) => ({ name, category: kinds[0] ?? category, energyDrink: false })),
    // A can is asked about for its caffeine far more often than its seal: only its standing, or the brand judged, opens with this.
    ...ENERGY_DRINKS.filter(([pattern]) => saidAndAsked(pattern, normalized, (brand) => standing || new RegExp(String.raw`\bthe ${brand} (?:[a-z0-9]+ ){0,2}ones?\b`).test(normalized))).map(([, name]) => ({ name, category: kinds[0] ?? null, energyDrink: true })),
  ].filter((o, i, all) => !carried(o.name) && all.findIndex((x) => x.name.split(" ")[0] === o.name.split(" ")[0]) === i);
  return { ours, others };
}

/** The brand as said in the message, and asked about there. */
function saidAndAsked(pattern: RegExp, normalized: string, asksOf: (brand: string) => boolean): boolean {
  const said = normalized.match(pattern)?.[0];
  return said !== undefined && asksOf(escapeRegExp(said));
}

const certificationsOf = (p: Supplement) => listJoin([...new Set(p.certifications.map((c) => c.body))]);

/** What we carry of a brand of ours, and that its other products are not vouched for here. */
function ourBrandLine(asked: BrandAsked): string {
  const { brand, products } = asked;
  const listed = listJoin(products.map((p) => `**${p.name}** (${certificationsOf(p)})`));
  const what = asked.missingKind ? `We carry no ${categoryTitle(asked.missingKind).toLowerCase()} product from ${brand}; of the brand we carry` : `Of ${brand}, we carry`;
  const count = products.length === 1 ? "one product" : `${products.length} products`;
  return `${what} ${count}: ${listed}. Its other products are not in our catalogue, so I can't vouch for them: a brand being listed does not mean every product it sells is, so look each one up by its exact name and flavour on the certifier's site before you buy.`;
}

/** A brand we do not carry: said plainly, with how to check it. */
function otherBrandLine(names: readonly string[]): string {
  const them = listJoin(names);
  return `${them} ${names.length > 1 ? "aren't" : "isn't"} in our catalogue, so I can't vouch for ${names.length > 1 ? "them" : "it"} or say ${names.length > 1 ? "they're" : "it's"} certified. Look the exact product and flavour up on NSF's Certified for Sport listing or Informed Sport's search before buying: a brand being listed does not mean every product it sells is.`;
}

/** Paragraphs that answer something other than the brand asked about: a question asked back, a "no source" line, the canned reply. */
const BESIDE_THE_POINT = /^(?:We carry certified pre-workouts, protein|I'm here to help with supplement recommendations|On (?:whether )?"[^"]*": our guides and product data hold no source|On [^:]{0,60}: our guides and product data hold no source|Tell me what it's for|Are you looking for stim or no-stim\?)/;

/** The answer, opened by what the catalogue says of each brand asked about. */
export function withBrandAnswered(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  // A medicine or condition said opens with its caution: the brand line would push it down.
  if (answer.intent === "urgent" || answer.intent === "prohibited" || answer.intent === "compare" || u.conditions.length || u.symptoms.length || u.substances.length || answer.text.startsWith("**Warning")) return answer;
  const products = input.catalogue.listProducts();
  const asked = brandsAsked(u.message, products, u.normalized);
  // "The thorne one" points at a pick just given: it is about that pick, not the brand.
  const pointedBrands = new Set(u.reference !== null ? u.focusProductIds.map((id) => input.catalogue.getProduct(id)?.brand) : []);
  const ours = asked.ours.filter((b) => !pointedBrands.has(b.brand));
  const others = asked.others;
  if (!ours.length && !others.length) return answer;
  const lines = [...ours.map(ourBrandLine), ...(others.length ? [otherBrandLine(others.map((o) => o.name))] : [])];
  const kept = answer.text.split(/\n\s*\n/).filter((p) => p.trim() && !BESIDE_THE_POINT.test(p.trim()));
  const extra: string[] = [];
  const candidates = [...answer.candidates];
  const named = [...answer.products];
  const fitNotes = { ...answer.fitNotes };
  // A brand we do not carry, of a kind we do: our certified picks of that kind, when the answer had none.
  const kind = others.find((o) => o.category)?.category ?? null;
  if (!named.length && kind && !ours.length) {
    const fits = categoryFits(kind, u, input.picksFor).kept.slice(0, 3);
    if (fits.length) {
      extra.push(`Certified ${categoryTitle(kind)} picks we do carry:`, pickList(fits, { fitNotes }), categoryLink(kind));
      for (const f of fits) {
        if (named.some((p) => p.id === f.product.id)) continue;
        named.push(f.product);
        candidates.push(f.product);
      }
    }
  }
  // An energy drink asked about with nothing else answered: the caffeine yardstick we hold for cans.
  const drinkOnly = others.some((o) => o.energyDrink) && !named.length && !kept.some((p) => /\bmg\b/.test(p));
  if (drinkOnly) extra.push(ENERGY_DRINK_YARDSTICK);
  // Picks added where there were none need the closing statement every answer with products carries.
  const footer = named.length > answer.products.length && !answer.text.includes(DSHEA_DISCLAIMER) ? DSHEA_DISCLAIMER : answer.footer;
  const text = join(...lines, ...kept, ...extra, footer === answer.footer ? "" : footer);
  return {
    ...answer,
    intent: answer.intent === "out-of-scope" || answer.intent === "general" ? "product" : answer.intent,
    text,
    footer,
    products: named,
    candidates,
    fitNotes,
    cautions: [...lines, ...answer.cautions],
    sources: [...answer.sources, GUIDE_CERTIFICATION, ...(drinkOnly ? [HPRC_ENERGY_DRINKS] : [])],
    modelMayPhrase: answer.modelMayPhrase || extra.length > 0,
    brief: `${answer.brief} Say first, as written, what our catalogue holds of the brand named and that its other products are not vouched for.`,
  };
}
