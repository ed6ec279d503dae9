import { SAFETY_LINKS } from "../site.ts";
import { type CategoryLink, cleanReason, cleanText, type Erratum, prepareList } from "./errata.ts";
import type {
  ListLink,
  ProhibitedEntry,
  ProhibitedHit,
  ProhibitedListData,
  ProhibitedListInfo,
  ProhibitedMatchKind,
  ProhibitedNote,
  ProhibitedSearchResult,
} from "./types.ts";

/*
 * Finds DoD-prohibited ingredients in free text (a label, a chat message) and searches the list
 * by name. Text and terms are compared as "compact keys": lower-case letters and digits only, so
 * "1,3-DMAA", "1 3 dmaa" and "13DMAA" are one key. Matches start and end on word boundaries, so a
 * short name inside a longer word ("CIT" in "citrulline") never matches.
 *
 * Pure: the list comes in as an argument (app/.server/prohibited-list.ts loads our copy once
 * per isolate and shares one matcher).
 */

/** Greek letters that chemical names spell either way ("β-alanine", "beta-alanine"). */
const GREEK: Record<string, string> = { α: "alpha", β: "beta", γ: "gamma", δ: "delta", κ: "kappa", ω: "omega" };

/**
 * Listed slang and abbreviations that are also everyday words or common abbreviations ("ice",
 * "speed", "restore" as in "HOWARU Restore", "salvia" as in sage, "PCP" as in primary care
 * provider, "K" as in vitamin K). In free text they would flag safe labels and ordinary chat, so
 * they only match a name search for exactly that word.
 */
const AMBIGUOUS_TERMS = new Set([
  "amp", "android", "anorexic", "biak", "cat", "cheque", "cps", "crack", "crank", "crescendo", "crocodile",
  "det", "doc", "doi", "dom", "foxy", "havoc", "ice", "lak", "ment", "mediator", "nexus", "pcp", "php", "redux",
  "restore", "repo", "rize", "rms", "salvia", "soma", "sonata", "spa", "speed", "stp", "tau", "tcp", "thom", "tma",
  "trip", "weed",
]);

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
]);

type RawEntry = ProhibitedListData["entries"][number];

interface Token {
  text: string;
  start: number;
  end: number;
  /** Whitespace separates this token from the previous one (not just punctuation). */
  wsBefore: boolean;
}

interface TermRef {
  entry: number;
  term: string;
  key: string;
  /** Offsets in `key` where the listed term had whitespace between words. */
  wsOffsets: Set<number>;
  ambiguous: boolean;
}

interface Index {
  entries: ProhibitedEntry[];
  /** Our audit's notes, by entry index and then term key (app/domain/safety/errata.ts). */
  notes: Map<number, Map<string, ProhibitedNote>>;
  terms: TermRef[];
  exact: Map<string, TermRef[]>;
  /** Key prefixes up to PREFIX_CAP characters: the scan stops extending a span once nothing can match. */
  prefixes: Set<string>;
  maxKeyLength: number;
  /** Letters-only keys of 6+ characters, for typo tolerance: key and every one-letter deletion. */
  deletions: Map<string, TermRef[]>;
  /** Keys long enough for two edits, by first letter. */
  longKeysByInitial: Map<string, TermRef[]>;
}

/** Keys this long or longer may be matched across spaces the listed term did not have. */
const FREE_SPACING_MIN = 8;
const FUZZY_MIN = 7;
const FUZZY_TWO_EDITS_MIN = 12;
const MAX_SEARCH_RESULTS = 20;
/** Longer prefixes add build time (label terms run to 150 characters) and almost never prune. */
const PREFIX_CAP = 16;

/** Letters and digits of a non-ASCII character, folded to ASCII ("é" -> "e", "β" -> "beta"). */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  const greek = GREEK[lower];
  if (greek) return greek;
  // Lower-cased again after NFKD: a styled capital ("𝐃", U+1D403) has no lower case of its own
  // and decomposes to a plain capital.
  const base = lower.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return /^[a-z0-9]+$/.test(base) ? base : "";
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let sawSpace = false;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    let folded: string;
    let width = 1;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) folded = text[i];
    else if (code >= 65 && code <= 90) folded = String.fromCharCode(code + 32);
    else if (code < 128) folded = "";
    else {
      const ch = String.fromCodePoint(text.codePointAt(i) ?? code);
      width = ch.length;
      folded = foldChar(ch);
    }
    if (folded) {
      if (!current) {
        current = { text: "", start: i, end: i, wsBefore: sawSpace };
        tokens.push(current);
        sawSpace = false;
      }
      current.text += folded;
      current.end = i + width;
    } else {
      current = null;
      if (code === 32 || (code >= 9 && code <= 13) || (code >= 128 && /\s/.test(text[i]))) sawSpace = true;
    }
    i += width;
  }
  return tokens;
}

export function compactKey(text: string): string {
  return tokenize(text)
    .map((t) => t.text)
    .join("");
}

function slugify(text: string): string {
  return tokenize(text)
    .map((t) => t.text)
    .join("-");
}

/** Said when neither the list's words nor its category give a reason. */
export const NO_REASON = "The list gives no reason; it is prohibited all the same.";

/**
 * The reason line the site shows for an entry: the list's own words; where it has none, what its
 * category says, with the links the list gives for that category; else NO_REASON.
 */
export function reasonOf(entry: Pick<RawEntry, "reason" | "reasons">, categoryLinks: readonly CategoryLink[] = []): { reason: string; reasonSources: ListLink[] } {
  const own = cleanReason(entry.reason);
  if (own) return { reason: own, reasonSources: [] };
  const categories = entry.reasons.map(cleanText).filter(Boolean);
  if (categories.length === 0) return { reason: NO_REASON, reasonSources: [] };
  const links = categories.flatMap((c) => categoryLinks.filter((l) => cleanText(l.category) === c).map(({ title, url }) => ({ title, url })));
  return {
    reason: `The list gives no reason in words; it files this under ${categories.join("; ")}.`,
    reasonSources: links.filter((l, i) => links.findIndex((o) => o.url === l.url && o.title === l.title) === i),
  };
}

function isLetters(key: string): boolean {
  return /^[a-z]+$/.test(key);
}

function oneDeletions(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildIndex(source: ProhibitedListData, audit: ListAudit): Index {
  const { list, notes } = prepareList(source, audit.errata, compactKey);
  const usedIds = new Set<string>();
  const entries: ProhibitedEntry[] = list.entries.map((raw) => {
    let id = slugify(raw.name);
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(raw.name)}-${n}`;
    usedIds.add(id);
    return { id, name: raw.name, otherNames: raw.otherNames, labelTerms: raw.labelTerms, ...reasonOf(raw, audit.categoryLinks) };
  });

  const terms: TermRef[] = [];
  const exact = new Map<string, TermRef[]>();
  const prefixes = new Set<string>();
  const deletions = new Map<string, TermRef[]>();
  const longKeysByInitial = new Map<string, TermRef[]>();
  let maxKeyLength = 0;

  list.entries.forEach((raw, entry) => {
    const seen = new Set<string>();
    for (const term of [raw.name, ...raw.otherNames, ...raw.labelTerms]) {
      const tokens = tokenize(term);
      const key = tokens.map((t) => t.text).join("");
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const wsOffsets = new Set<number>();
      let offset = 0;
      for (const t of tokens) {
        if (t.wsBefore && offset > 0) wsOffsets.add(offset);
        offset += t.text.length;
      }
      const ref: TermRef = { entry, term, key, wsOffsets, ambiguous: key.length === 1 || /^[a-z]{2}$/.test(key) || AMBIGUOUS_TERMS.has(key) };
      terms.push(ref);
      pushTo(exact, key, ref);
      maxKeyLength = Math.max(maxKeyLength, key.length);
      for (let n = 1; n <= Math.min(key.length, PREFIX_CAP); n++) prefixes.add(key.slice(0, n));
      if (!ref.ambiguous && isLetters(key) && key.length >= FUZZY_MIN) {
        pushTo(deletions, key, ref);
        for (const d of oneDeletions(key)) pushTo(deletions, d, ref);
        if (key.length >= FUZZY_TWO_EDITS_MIN - 2) pushTo(longKeysByInitial, key[0], ref);
      }
    }
  });

  return { entries, notes, terms, exact, prefixes, maxKeyLength, deletions, longKeysByInitial };
}

/** Optimal string alignment distance (edits plus adjacent swaps), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

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

/** Whitespace in the text span must sit where the listed term had it, unless the key is long. */
function spacingAccepted(ref: TermRef, tokens: Token[], from: number, to: number): boolean {
  if (from === to || ref.key.length >= FREE_SPACING_MIN) return true;
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
  const index = () => (ix ??= buildIndex(list, audit));
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
