import { type CategoryLink, type Erratum, prepareList } from "./errata.ts";
import { reasonOf } from "./entry-reason.ts";
import { compactKey, slugify, tokenize } from "./match-keys.ts";
import type { ProhibitedEntry, ProhibitedListData, ProhibitedNote } from "./types.ts";

/*
 * The index the matcher searches, built once per list: every listed name, other name and label
 * term as a compact key (./match-keys.ts), with the prefixes that let a scan stop early and the
 * one-letter deletions that find a typo without comparing against every term. Our audit's notes
 * (./errata.ts) are attached per entry and term.
 */

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

export interface TermRef {
  entry: number;
  term: string;
  key: string;
  /** Offsets in `key` where the listed term had whitespace between words. */
  wsOffsets: Set<number>;
  ambiguous: boolean;
}

export interface Index {
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

/** Single words this long may be matched within one typo, and this long within two. */
export const FUZZY_MIN = 7;
export const FUZZY_TWO_EDITS_MIN = 12;
/** Longer prefixes add build time (label terms run to 150 characters) and almost never prune. */
export const PREFIX_CAP = 16;

export function isLetters(key: string): boolean {
  return /^[a-z]+$/.test(key);
}

export function oneDeletions(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildIndex(source: ProhibitedListData, errata: readonly Erratum[], categoryLinks: readonly CategoryLink[]): Index {
  const { list, notes } = prepareList(source, errata, compactKey);
  const usedIds = new Set<string>();
  const entries: ProhibitedEntry[] = list.entries.map((raw) => {
    let id = slugify(raw.name);
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(raw.name)}-${n}`;
    usedIds.add(id);
    return { id, name: raw.name, otherNames: raw.otherNames, labelTerms: raw.labelTerms, ...reasonOf(raw, categoryLinks) };
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
