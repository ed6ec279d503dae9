import { escapeRegExp } from "~/domain/text";
import type { Catalogue } from "~/domain/catalogue/queries";
import { mineralMg, omega3Mg, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import type { Supplement } from "~/domain/catalogue/types";
import { countValue } from "./dose-counts";
import type { Nutrient } from "./doses";
import type { Understanding } from "./understanding";

/*
 * "4 of the omega 2x sport softgels", "8 peak sleep gummies a night", "3 caps of the momentous
 * threonate": units of a catalogue product the person takes. A card's amounts are per serving and
 * a serving is often more than one unit (2 softgels, 3 capsules, 4 gummies), so the units said are
 * first divided by the units in a serving, then multiplied by the card's per-serving amount. A
 * card whose serving is no count of units ("27.9 g", "tablet, count not captured") gives no figure.
 */

const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight)`;
const UNIT = `(softgels?|soft ?gels?|gel ?caps?|caps?|capsules?|pills?|tabs?|tablets?|gumm(?:y|ies)|chews?|scoops?|sprays?|sticks?|stick packs?|servings?)`;

/** "4 of the", "3 caps of the", "2 capsules of the momentous": a count just before the product's name. */
const COUNT_BEFORE = new RegExp(String.raw`\b${COUNT}\s+(?:${UNIT}\s+)?(?:of\s+)?(?:the|my|those|these|them)?\s*(?:[a-z0-9-]+\s+){0,2}$`);
/** "softgels, i take 3", "8 a night", "1 softgel a day": a count of units said after the name. */
const COUNT_AFTER = new RegExp(String.raw`\b${COUNT}\s+(?:${UNIT}\b|(?:a|per|every|each)\s+(?:day|night|morning)\b|of\s+(?:the|my|those|these)\s+(?:[a-z-]+\s+){0,2}${UNIT}\b)`);
/** "plus my klean-d 5000", "taking the thorne zinc": a product said as taken, with no count, is one serving. */
const TAKEN_BEFORE = /\b(?:my|plus|taking|takin|take|on|using|use|popping|pop)\s+(?:the\s+|my\s+)?$/;

/** A card's serving as a count of units: "2 soft gels" -> 2 soft gels, "1 scoop (10.4 g)" -> 1 scoop. */
export function servingUnits(p: Pick<Supplement, "servingSize">): { count: number; unit: string } | null {
  const m = /^(\d+)\s*(?:level\s+|vegetarian\s+|effervescent\s+)?([a-z][a-z -]*?)(?:\s*\(|$|\s+in\b)/i.exec(p.servingSize ?? "") ?? /\((\d+)\s*(scoops?)\)/i.exec(p.servingSize ?? "");
  if (!m || /^(?:g|mg|oz|fl oz|ml)$/i.test(m[2].trim())) return null;
  return { count: Number(m[1]), unit: m[2].trim().toLowerCase() };
}

/** The kind of unit a count is in: every pill-like unit (caps, softgels, tabs) is one kind, as a card's serving counts them. */
export function unitKind(unit: string): string {
  const u = unit.toLowerCase();
  for (const kind of ["scoop", "spray", "stick", "gumm", "chew", "serving"]) if (u.includes(kind)) return kind;
  return "pill";
}

/** Where the message names the product: its brand's first word or a word of its name, whichever comes first. */
function mentionAt(p: Supplement, text: string): number {
  const words = [brandWord(p), ...p.name.split(/[\s(),]+/)].map((w) => w.toLowerCase()).filter((w) => w.length >= 3 && w !== "the");
  const at = words.map((w) => text.indexOf(w)).filter((i) => i >= 0);
  return at.length ? Math.min(...at) : -1;
}

export interface ProductIntake {
  product: Supplement;
  /** Units the person said ("4" softgels), or the card's serving when no count was said. */
  units: number;
  /** Servings those units make: units divided by the units in one serving. */
  servings: number;
  serving: { count: number; unit: string };
  /** Whether the person gave the count, rather than naming the product alone. */
  counted: boolean;
}

/** Units of each named catalogue product the message says are taken, counted in servings of its card. */
export function productIntakes(message: string, products: readonly Supplement[]): ProductIntake[] {
  const text = message.toLowerCase();
  const out: ProductIntake[] = [];
  for (const product of products) {
    const serving = servingUnits(product);
    const at = mentionAt(product, text);
    if (!serving || at < 0) continue;
    const sentenceStart = Math.max(text.lastIndexOf(".", at - 1), text.lastIndexOf("?", at - 1), text.lastIndexOf("!", at - 1), text.lastIndexOf("\n", at - 1)) + 1;
    const before = COUNT_BEFORE.exec(text.slice(Math.max(sentenceStart, at - 45), at));
    const after = COUNT_AFTER.exec(text.slice(at, at + 90));
    const said = before ?? after;
    // Asking about a product ("tell me more about the klean magnesium") is not taking it.
    if (!said && !TAKEN_BEFORE.test(text.slice(Math.max(0, at - 20), at))) continue;
    const count = said ? countValue(said[1]) : serving.count;
    // "2 servings" counts servings; any other unit word, or none, counts the card's units.
    const units = said?.[2] && /^serving/.test(said[2]) ? count * serving.count : count;
    out.push({ product, units, servings: units / serving.count, serving, counted: Boolean(said) });
  }
  return out;
}

/** The per-serving amounts of the nutrients with a limit we judge by, read from the card. */
function perServing(p: Supplement): Array<{ nutrient: Nutrient; amount: number }> {
  const rows: Array<{ nutrient: Nutrient; amount: number | null }> = [
    { nutrient: "vitamin D", amount: vitaminDIu(p) },
    { nutrient: "magnesium", amount: mineralMg(p, "magnesium") },
    { nutrient: "zinc", amount: mineralMg(p, "zinc") },
    { nutrient: "omega-3", amount: omega3Mg(p) },
  ];
  return rows.filter((r): r is { nutrient: Nutrient; amount: number } => r.amount !== null && r.amount > 0);
}

const fmt = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: 1 }));

/** "a 2-softgel serving": the card's serving as the answer names it. */
export function servingPhrase(s: { count: number; unit: string }): string {
  const unit = s.unit.replace(/^soft ?gels?$/, "softgel").replace(/(?<=gumm)ies$/, "y").replace(/s$/, "");
  return `${s.count}-${unit} serving`;
}

/** "4 softgels", "1 capsule": a count of the card's unit. */
function unitsWord(n: number, unit: string): string {
  const one = unit.replace(/^soft ?gels?$/, "softgel").replace(/(?<=gumm)ies$/, "y").replace(/s$/, "");
  return `${fmt(n)} ${n === 1 ? one : `${one.replace(/y$/, "ie")}s`}`;
}

/** Doses of limited nutrients from the products taken, each with how it was worked out from the card. */
export function productDoses(message: string, products: readonly Supplement[]): Array<{ nutrient: Nutrient; amount: number; count: number; label: string }> {
  return productIntakes(message, products).flatMap((i) =>
    perServing(i.product).map((row) => {
      const unit = row.nutrient === "vitamin D" ? "IU" : "mg";
      const total = row.amount * i.servings;
      const each = `${fmt(row.amount)} ${unit} per ${servingPhrase(i.serving)} of ${i.product.name}`;
      // Units the person counted are always shown against the serving, even when they make exactly one.
      const label = !i.counted && i.servings === 1 ? each : `${unitsWord(i.units, i.serving.unit)} = ${fmt(i.servings)} serving${i.servings === 1 ? "" : "s"} x ${each}`;
      return { nutrient: row.nutrient, amount: total, count: 1, label };
    }),
  );
}

/** A product's name words that no other product of its brand shares ("2x", "omega-d3", "l-threonate"). */
function ownWords(p: Supplement, all: readonly Supplement[]): string[] {
  // Each word and its hyphen parts ("pre-workout": "pre", "workout"): a sibling's "omega-d3" makes "omega" shared too.
  const words = (x: Supplement) =>
    x.name
      .toLowerCase()
      .replace(/(\d),(\d)/g, "$1$2")
      .split(/[\s(),/]+/)
      .flatMap((w) => [w, ...(w.includes("-") ? w.split("-").filter((part) => part.length >= 3) : [])])
      .filter((w) => w.length >= 2);
  const others = new Set(all.filter((x) => x.brand === p.brand && x.id !== p.id).flatMap(words));
  return words(p).filter((w) => !others.has(w));
}

/** The word a brand is called by: its first word past "the" ("feed" for The Feed Lab, "sfh" for SFH (...)). */
const brandWord = (p: Supplement) => p.brand.toLowerCase().split(/[\s(]+/).find((w) => w.length >= 2 && w !== "the") ?? p.brand.toLowerCase();

/** The word said in the text as a whole word. */
const said = (text: string, w: string) => new RegExp(`(?:^|[^a-z0-9])(?:${escapeRegExp(w)})(?![a-z0-9])`).test(text);

/**
 * The catalogue products this message names: its brand said (or named by the reading) and, when
 * the brand has more than one product, a word of the name no other of its products has, so that
 * "the nordic omega 2x sport" is one product, not each Nordic Naturals omega.
 */
export function productsNamedNow(u: Pick<Understanding, "namedProductIds" | "message">, catalogue: Pick<Catalogue, "listProducts">): Supplement[] {
  const text = u.message.toLowerCase();
  const all = catalogue.listProducts();
  return all.filter((p) => {
    const brandSaid = u.namedProductIds.includes(p.id) || said(text, brandWord(p));
    if (!brandSaid) return false;
    const siblings = all.filter((x) => x.brand === p.brand).length;
    return siblings === 1 || ownWords(p, all).some((w) => said(text, w));
  });
}
