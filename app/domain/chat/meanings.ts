import { type ConceptHit, readConcepts, type Vocabulary } from "./concepts";

/*
 * Meanings a turn says, whatever the wording: "cheaper", "gentler", "for someone else", a
 * product said to be taken, a lasting complaint. Each is a vocabulary concept of kind "meaning"
 * (app/data/chat-vocabulary.json) with its synonyms, misspellings and slang, read by the same
 * matcher as every other concept (lemmas, typo tolerance), so "cheeper", "less pricy" and "more
 * affordable" are one meaning, and a module asks for it by id instead of writing its phrasings
 * as a regular expression. docs/decisions/0123-phrase-meanings-as-concepts.md
 */

export const MEANING_IDS = [
  "cheaper",
  "gentler",
  "strong-end",
  "stimulant-kind",
  "energy-wanted",
  "caffeine-wanted",
  "tingle-refused",
  "tingle-disliked",
  "for-someone-else",
  "use-question",
  "turn-opener",
  "product-asked",
  "taken-by-person",
  "caffeinated-product",
  "body-effect",
  "effect-worry",
  "less-or-stop",
  "food-wanted",
  "stress-said",
  "effect-flush",
  "effect-tingle",
  "effect-loose-stools",
  "effect-constipation",
  "effect-dark-stools",
  "effect-yellow-urine",
  "effect-fishy-burps",
  "effect-heartburn",
  "effect-nausea",
  "effect-stomach-upset",
  "effect-gas-bloating",
  "effect-jitters",
  "effect-sleepless",
  "effect-groggy",
  "effect-headache",
  "effect-vivid-dreams",
  "effect-water-weight",
  "effect-happened",
  "effect-wondered",
  // Each allergen the label facts record (~/domain/catalogue/facts ALLERGENS), by its everyday words.
  "allergen-milk",
  "allergen-whey",
  "allergen-casein",
  "allergen-egg",
  "allergen-soy",
  "allergen-fish",
  "allergen-gluten",
] as const;
export type MeaningId = (typeof MEANING_IDS)[number];

/** Readings of recent texts: the same turn is asked about several times while one answer is built. */
const readings = new WeakMap<Vocabulary, Map<string, ConceptHit[]>>();
const KEPT = 200;

function hitsOf(text: string, vocabulary: Vocabulary): ConceptHit[] {
  let byText = readings.get(vocabulary);
  if (!byText) {
    byText = new Map();
    readings.set(vocabulary, byText);
  }
  let hits = byText.get(text);
  if (!hits) {
    hits = readConcepts(text, vocabulary, true).hits;
    if (byText.size >= KEPT) byText.clear();
    byText.set(text, hits);
  }
  return hits;
}

/** Whether the text says the meaning, in any of its words. */
export function says(text: string, vocabulary: Vocabulary, id: MeaningId): boolean {
  return hitsOf(text, vocabulary).some((h) => h.concept.id === id);
}

/** The words that say the meaning, as read (lower case, apostrophes dropped), or null. */
export function saidAs(text: string, vocabulary: Vocabulary, id: MeaningId): string | null {
  return hitsOf(text, vocabulary).find((h) => h.concept.id === id)?.found ?? null;
}

/** Lower case without apostrophes: how the matcher reads a text, so a span it found can be placed. */
const asRead = (text: string) => text.toLowerCase().replace(/[’‘']/g, "");

/**
 * The meaning opens the turn: only words of the "turn-opener" meaning ("ok", "so", "actually",
 * "what about") come before it. "For my husband" is a refinement; "is this ok for my husband"
 * is a question about a pick.
 */
export function opensWith(text: string, vocabulary: Vocabulary, id: MeaningId): boolean {
  const found = saidAs(text, vocabulary, id);
  if (found === null) return false;
  const read = asRead(text);
  const before = read.slice(0, read.indexOf(found)).split(/[^a-z0-9]+/).filter(Boolean);
  const openers = new Set(vocabulary.filter((c) => c.id === "turn-opener").flatMap((c) => c.terms.flatMap((t) => asRead(t).split(" "))));
  return before.every((word) => openers.has(word));
}

/** The text with every place the meaning is said blanked out ("whats the strongest pre" without "strongest"). */
export function without(text: string, vocabulary: Vocabulary, id: MeaningId): string {
  let rest = text;
  for (let found = saidAs(rest, vocabulary, id); found !== null; found = saidAs(rest, vocabulary, id)) {
    // Found as the matcher reads it; a span whose apostrophe it dropped is left as written.
    const at = rest.toLowerCase().indexOf(found);
    if (at === -1) break;
    rest = `${rest.slice(0, at)} ${rest.slice(at + found.length)}`;
  }
  return rest;
}
