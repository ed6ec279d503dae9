import { escapeRegExp } from "~/domain/text";
import type { NamedProduct } from "./product-names";

/*
 * "Does the thorne one have creatine?", "how about the vegan one", "is the spray ok for him":
 * a pick of the last answer pointed at by a word of its own (its brand, or a word of its name),
 * not by its place in the list. The word must single out one pick, or the turn points at none.
 */

/** Words too common in product names to single one out. */
const SHARED = new Set(["the", "and", "with", "for", "pre", "workout", "pre-workout", "protein", "whey", "vitamin", "sport", "one", "ones", "elite", "plus"]);

/** The word a turn points with: "the X one", "the X pick", "that X one". */
const POINTED = /\b(?:the|that|this)\s+([a-z][a-z0-9+-]{2,})\s+(?:one|pick|option|product|stuff|kind)\b/g;

/** The words that name one pick: its brand's words and its name's, without flavours in parentheses. */
function wordsOf(p: NamedProduct): string[] {
  return `${p.brand} ${p.name.replace(/\([^)]*\)/g, " ")}`
    .toLowerCase()
    .split(/[^a-z0-9+-]+/)
    .filter((w) => w.length >= 3 && !SHARED.has(w));
}

/** The one product of `among` that `word` singles out, or null. */
function singledOut(word: string, among: readonly NamedProduct[]): NamedProduct | null {
  const hit = among.filter((p) => wordsOf(p).some((w) => new RegExp(String.raw`^${escapeRegExp(word)}`).test(w)));
  return hit.length === 1 ? hit[0] : null;
}

/**
 * The id of the product the message points at by a word of its own: one of the picks, or, when no
 * pick has that word, the one product of the picks' kind that has it ("the thorne one" when
 * Thorne's pre-workout was not among them). Null when the word singles out none.
 */
export function pickPointedAt(normalized: string, picks: readonly string[], products: readonly NamedProduct[]): string | null {
  const shown = picks.map((id) => products.find((p) => p.id === id)).filter((p): p is NamedProduct => !!p);
  const kinds = new Set(shown.map((p) => p.category));
  const ofKind = products.filter((p) => kinds.has(p.category));
  for (const m of normalized.matchAll(POINTED)) {
    const word = m[1];
    if (SHARED.has(word)) continue;
    const hit = singledOut(word, shown) ?? singledOut(word, ofKind);
    if (hit) return hit.id;
  }
  return null;
}
