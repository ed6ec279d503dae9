import { SAFETY_LINKS } from "../site.ts";
import { type CategoryLink, cleanText, type Erratum } from "./errata.ts";
import { buildIndex, FUZZY_MIN, FUZZY_TWO_EDITS_MIN, type Index, isLetters, oneDeletions, PREFIX_CAP, type TermRef } from "./match-index.ts";
import { compactKey, editDistance, type Token, tokenize } from "./match-keys.ts";
import type { ProhibitedEntry, ProhibitedHit, ProhibitedListData, ProhibitedListInfo, ProhibitedMatchKind, ProhibitedSearchResult } from "./types.ts";

/*
 * Finds DoD-prohibited ingredients in free text (a label, a chat message) and searches the list
 * by name. Text and terms are compared as "compact keys": lower-case letters and digits only, so
 * "1,3-DMAA", "1 3 dmaa" and "13DMAA" are one key. Matches start and end on word boundaries, so a
 * short name inside a longer word ("CIT" in "citrulline") never matches.
 *
 * Pure: the list comes in as an argument (app/.server/prohibited-list.ts loads our copy once
 * per isolate and shares one matcher).
 */

/**
 * Words naming legitimate supplement ingredients. A typo-tolerant match never turns one of these
 * into a prohibited name (exact matches are unaffected).
 */
const SAFE_WORDS = new Set([
  "alanine", "arginine", "ashwagandha", "betaine", "biotin", "calcium", "carnitine", "carnosine", "casein",
  "chloride", "choline", "chromium", "citrate", "citrulline", "cobalamin", "collagen", "copper", "creatine",
  "cysteine", "electrolyte", "electrolytes", "folate", "ginseng", "glutamine", "glycinate", "glycine",
  "histidine", "inositol", "iodine", "isoleucine", "leucine", "lysine", "magnesium", "malate", "manganese",
  "melatonin", "methionine", "molybdenum", "niacin", "nitrate", "ornithine", "phosphorus", "potassium",
  "proline", "protein", "quercetin", "riboflavin", "selenium", "serine", "sodium", "taurine", "theanine",
  "thiamin", "thiamine", "threonine", "tryptophan", "turmeric", "tyrosine", "valerian", "valine", "vitamin",
  "vitamins", "caffeine", "theacrine", "huperzine", "agmatine", "citicoline", "curcumin", "probiotic",
  "probiotics", "prebiotic", "glucosamine", "chondroitin", "beetroot", "cherry", "lactate", "gluconate",
  "picolinate", "bisglycinate", "threonate", "phosphate", "sulfate", "hydrochloride", "monohydrate",
  // Words for a kind of product, not an ingredient ("a nootropic" is not Nootrop, a piracetam brand).
  "nootropic", "nootropics",
]);

/** Keys this long or longer may be matched across spaces the listed term did not have. */
const FREE_SPACING_MIN = 8;
const MAX_SEARCH_RESULTS = 20;

function allowedEdits(length: number): number {
  if (length >= FUZZY_TWO_EDITS_MIN) return 2;
  if (length >= FUZZY_MIN) return 1;
  return 0;
}

/**
 * The closest listed term within the allowed number of edits, if any. Typos in the first letter
 * are not tolerated: allowing them turned ordinary words into drug names ("estimate" -> "Stimate").
 */
function fuzzyLookup(ix: Index, word: string): TermRef | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  let best: TermRef | null = null;
  let bestDistance = max + 1;
  const consider = (ref: TermRef) => {
    if (ref.key[0] !== word[0] || Math.abs(ref.key.length - word.length) > max) return;
    const d = editDistance(word, ref.key, max);
    if (d < bestDistance) {
      best = ref;
      bestDistance = d;
    }
  };
  for (const candidate of [word, ...oneDeletions(word)]) {
    for (const ref of ix.deletions.get(candidate) ?? []) consider(ref);
  }
  if (max === 2 && !best) {
    for (const ref of ix.longKeysByInitial.get(word[0]) ?? []) consider(ref);
  }
  return best;
}

/**
 * Words that open a phrase, not a name: a long key spelled across a space after one of them is two
 * words of a sentence ("on the bacon and eggs" is not thebacon).
 */
const PHRASE_OPENERS = new Set(["the", "my", "your", "his", "her", "our", "their", "this", "that", "these", "those", "some"]);

/** Whitespace in the text span must sit where the listed term had it, unless the key is long and its first word opens no phrase. */
function spacingAccepted(ref: TermRef, tokens: Token[], from: number, to: number): boolean {
  if (from === to) return true;
  if (ref.key.length >= FREE_SPACING_MIN) return !(tokens[from + 1].wsBefore && PHRASE_OPENERS.has(tokens[from].text.toLowerCase()) && !ref.wsOffsets.has(tokens[from].text.length));
  let offset = tokens[from].text.length;
  for (let k = from + 1; k <= to; k++) {
    if (tokens[k].wsBefore && !ref.wsOffsets.has(offset)) return false;
    offset += tokens[k].text.length;
  }
  return true;
}

const noteOf = (ix: Index, ref: TermRef) => ix.notes.get(ref.entry)?.get(ref.key);

/** The optional parts of an answer about an entry: category links and our audit's note. */
function extrasOf(ix: Index, ref: TermRef): Pick<ProhibitedHit, "reasonSources" | "note"> {
  const { reasonSources } = ix.entries[ref.entry];
  const note = noteOf(ix, ref);
  return { ...(reasonSources.length > 0 ? { reasonSources } : {}), ...(note ? { note } : {}) };
}

function toHit(ix: Index, ref: TermRef, text: string, start: number, end: number, fuzzy: boolean): ProhibitedHit {
  const entry = ix.entries[ref.entry];
  return { entryId: entry.id, entryName: entry.name, term: ref.term, found: text.slice(start, end), reason: entry.reason, fuzzy, ...extrasOf(ix, ref) };
}

function screenWith(ix: Index, text: string): ProhibitedHit[] {
  // No cleanText here: tokenize already folds each character as NFKC would (compatibility forms,
  // dashes and spaces are separators), and "found" must quote the text as it was given.
  const tokens = tokenize(text);
  /** Per entry, its first hit and where in the text it starts. */
  const hits = new Map<number, { hit: ProhibitedHit; start: number }>();
  const covered = new Uint8Array(tokens.length);

  for (let i = 0; i < tokens.length; i++) {
    let key = "";
    for (let j = i; j < tokens.length; j++) {
      key += tokens[j].text;
      if (key.length > ix.maxKeyLength || !ix.prefixes.has(key.slice(0, PREFIX_CAP))) break;
      for (const ref of ix.exact.get(key) ?? []) {
        if (ref.ambiguous || !spacingAccepted(ref, tokens, i, j)) continue;
        covered.fill(1, i, j + 1);
        if (!hits.has(ref.entry)) hits.set(ref.entry, { hit: toHit(ix, ref, text, tokens[i].start, tokens[j].end, false), start: tokens[i].start });
      }
    }
  }

  // Typos: single words, and words joined by hyphens ("octo-drine"), not already matched exactly.
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    while (j + 1 < tokens.length && !tokens[j + 1].wsBefore) j++;
    const group = [[i, i]];
    if (j > i) group.push([i, j]);
    for (const [from, to] of group) {
      if (covered.subarray(from, to + 1).some((c) => c === 1)) continue;
      const word = tokens
        .slice(from, to + 1)
        .map((t) => t.text)
        .join("");
      if (!isLetters(word) || SAFE_WORDS.has(word) || ix.exact.has(word)) continue;
      const ref = fuzzyLookup(ix, word);
      if (ref && !hits.has(ref.entry)) hits.set(ref.entry, { hit: toHit(ix, ref, text, tokens[from].start, tokens[to].end, true), start: tokens[from].start });
    }
  }

  // Exact names are found in a first pass and typos in a second: order of appearance is restored here.
  return [...hits.values()].sort((a, b) => a.start - b.start).map(({ hit }) => hit);
}

const MATCH_RANK: Record<ProhibitedMatchKind, number> = { exact: 0, prefix: 1, contains: 2, fuzzy: 3 };

function searchWith(ix: Index, query: string, limit: number): ProhibitedSearchResult[] {
  const q = compactKey(cleanText(query));
  if (!q) return [];
  const best = new Map<number, { ref: TermRef; match: ProhibitedMatchKind; distance: number }>();
  const offer = (ref: TermRef, match: ProhibitedMatchKind, distance = 0) => {
    const current = best.get(ref.entry);
    if (
      !current ||
      MATCH_RANK[match] < MATCH_RANK[current.match] ||
      (match === current.match &&
        (distance < current.distance || (distance === current.distance && ref.key.length < current.ref.key.length)))
    ) {
      best.set(ref.entry, { ref, match, distance });
    }
  };

  for (const ref of ix.exact.get(q) ?? []) offer(ref, "exact");
  // A searcher types a name on purpose, so allow a little more slack than in free text.
  const maxEdits = q.length >= 9 ? 2 : q.length >= 5 ? 1 : 0;
  for (const ref of ix.terms) {
    if (ref.ambiguous || ref.key === q) continue;
    if (q.length >= 3 && ref.key.startsWith(q)) offer(ref, "prefix");
    else if (q.length >= 4 && ref.key.includes(q)) offer(ref, "contains");
    else if (maxEdits > 0 && (best.get(ref.entry)?.match ?? "fuzzy") === "fuzzy") {
      const d = editDistance(q, ref.key, maxEdits);
      if (d <= maxEdits) offer(ref, "fuzzy", d);
    }
  }

  return [...best.values()]
    .sort(
      (a, b) =>
        MATCH_RANK[a.match] - MATCH_RANK[b.match] ||
        a.distance - b.distance ||
        a.ref.key.length - b.ref.key.length ||
        a.ref.term.localeCompare(b.ref.term),
    )
    .slice(0, limit)
    .map(({ ref, match }) => {
      const entry = ix.entries[ref.entry];
      return {
        entryId: entry.id,
        entryName: entry.name,
        term: ref.term,
        match,
        reason: entry.reason,
        otherNames: entry.otherNames,
        ...extrasOf(ix, ref),
      };
    });
}

export interface ProhibitedMatcher {
  /**
   * Every prohibited ingredient named in `text`, once per list entry, in order of appearance.
   * The index is built on first use (about 40 ms); afterwards a chat message takes well under a
   * millisecond.
   */
  screenText(text: string): ProhibitedHit[];
  /**
   * Searches the list by any name, other name or label term: exact, then prefix, then substring,
   * then within a typo or two. One result per entry, best first.
   */
  searchProhibited(query: string, limit?: number): ProhibitedSearchResult[];
  entries(): readonly ProhibitedEntry[];
  info(): ProhibitedListInfo;
}

/** What our audit adds to a list (app/data/dod-list-errata.json), and which version this is. */
export interface ListAudit {
  errata: readonly Erratum[];
  categoryLinks: readonly CategoryLink[];
  /** How the site names this version: "Bundled copy", "Version 3". */
  version: string;
}

const NO_AUDIT: ListAudit = { errata: [], categoryLinks: [], version: "Bundled copy" };

export function createProhibitedMatcher(list: ProhibitedListData, audit: ListAudit = NO_AUDIT): ProhibitedMatcher {
  let ix: Index | null = null;
  const index = () => (ix ??= buildIndex(list, audit.errata, audit.categoryLinks));
  return {
    screenText: (text) => screenWith(index(), text),
    searchProhibited: (query, limit = MAX_SEARCH_RESULTS) => searchWith(index(), query, limit),
    entries: () => index().entries,
    info: () => ({
      version: audit.version,
      date: /^\d{4}-\d{2}-\d{2}/.test(list.retrieved) ? list.retrieved.slice(0, 10) : list.retrieved,
      source: list.source,
      retrieved: list.retrieved,
      license: list.license,
      officialUrl: SAFETY_LINKS.dodProhibitedList,
      entryCount: list.entries.length,
    }),
  };
}
