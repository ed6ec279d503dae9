import * as z from "zod/mini";
import { formatFactsDate } from "../catalogue/format.ts";
import { SAFETY_LINKS } from "../site.ts";
import { ERRATUM_KINDS, type ListLink, type ProhibitedListData, type ProhibitedNote } from "./types.ts";

/*
 * Our audit of the DoD prohibited list, kept as data (app/data/dod-list-errata.json) beside the
 * list and never as edits to it: the list stays the authority. A questionable name still matches
 * and its answer carries the erratum's note; only a name the source list does not carry (a parse
 * error of our copy) is dropped. The errata outlive list uploads: each one names the entry and the
 * term it is about, so a new version that no longer files that term there makes it moot.
 * docs/decisions/0054-dod-list-errata-as-data.md
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const httpsUrl = z.string().check(z.regex(/^https?:\/\/\S+$/));

const evidenceSchema = z.object({ title: text(300), url: httpsUrl, read: day, says: text(1000) });

const erratumSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{3,80}$/)),
  kind: z.enum(ERRATUM_KINDS),
  /** The entry's name as the list gives it. */
  entry: text(300),
  /** The name, other name or label term the erratum is about, as the list gives it. */
  term: text(500),
  /** What is wrong, in one or two sentences, for the checker to show beside a match on `term`. */
  note: text(600),
  /** What we did about it. */
  verdict: text(600),
  evidence: z.array(evidenceSchema).check(z.minLength(1)),
  /** What a name-to-structure reading of the names shows, reproducible with `npm run audit:dod-list -- --structures`. */
  derivation: z.optional(text(600)),
  /** For a run-together term: the names it joins, each matched on its own. */
  split: z.optional(z.array(text(300)).check(z.minLength(2))),
});

const categoryLinkSchema = z.object({ category: text(200), title: text(300), url: httpsUrl });

export const errataFileSchema = z.object({
  /** The list version the audit was made against. */
  audited: z.object({ source: text(1000), retrieved: text(200) }),
  /** The link the list gives for each of its categories ("reasons"), read from the source data. */
  categoryLinks: z.object({ source: evidenceSchema, links: z.array(categoryLinkSchema) }),
  errata: z.array(erratumSchema),
  /** Findings of the systematic checks judged sound, so not errata: each with why. */
  reviewed: z.array(z.object({ entry: text(300), term: text(500), verdict: text(600) })),
});

export type Erratum = z.infer<typeof erratumSchema>;
export type ErrataFile = z.infer<typeof errataFileSchema>;
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/** Dashes and minus signs that stand for a hyphen in chemical and brand names. */
const HYPHENS = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/** Soft hyphens and zero-width characters: invisible, they only split words. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A name or text as the list and the checker compare it: NFKC (full-width, ligatures and
 * compatibility forms folded), every dash a hyphen, every kind of space one plain space.
 */
export function cleanText(value: string): string {
  return value.normalize("NFKC").replace(INVISIBLE, "").replace(HYPHENS, "-").replace(/\s+/gu, " ").trim();
}

/**
 * The list's free-text reason sometimes runs two of its parts together ("etc.Unapproved drug"):
 * a part that starts a new one without a space is set apart with "; ".
 */
export function cleanReason(reason: string): string {
  return cleanText(reason).replace(/(?<=[a-z.)])(?=(?:Unapproved drug|Prescription drug|FDA statement|FDA warning|WADA S\d|Controlled substance|Use or misuse|OTC drug|Discontinued drug))/g, "; ");
}

/** Letters and digits only, for comparing names as the matcher does (app/domain/safety/match-keys.ts has the full fold). */
type KeyOf = (text: string) => string;

export type ErratumStatus = "open" | "resolved";

/**
 * Whether `list` still files the erratum's term under its entry ("open") or no longer does
 * ("resolved": a later version fixed it, so the erratum is moot).
 */
export function erratumStatus(list: ProhibitedListData, erratum: Erratum, keyOf: KeyOf): ErratumStatus {
  const entryKey = keyOf(erratum.entry);
  const termKey = keyOf(erratum.term);
  const entry = list.entries.find((e) => keyOf(e.name) === entryKey);
  if (!entry) return "resolved";
  const carries = [entry.name, ...entry.otherNames, ...entry.labelTerms].some((t) => keyOf(t) === termKey);
  return carries ? "open" : "resolved";
}

/**
 * The sources a reader is shown for a note. Evidence that cites our parsed copy of the list (the
 * repository `list.source` names) is shown as the official OPSS page with our copy's date: that is
 * the page a reader can check. Which copy and commit stay in the data and the admin pages.
 */
function readerSources(list: ProhibitedListData, evidence: readonly { title: string; url: string }[]): ListLink[] {
  const official: ListLink = {
    title: `DoD Prohibited Dietary Supplement Ingredients list on OPSS (our copy retrieved ${formatFactsDate(list.retrieved.slice(0, 10))})`,
    url: SAFETY_LINKS.dodProhibitedList,
  };
  const citesOurCopy = (url: string) => {
    const repository = /^https:\/\/github\.com\/([^/]+\/[^/]+)\//.exec(url)?.[1];
    return repository !== undefined && list.source.includes(repository);
  };
  const sources = evidence.map(({ title, url }) => (citesOurCopy(url) ? official : { title, url }));
  return sources.filter((source, i) => source !== official || sources.indexOf(official) === i);
}

/** The list as the matcher reads it, and the notes that go with some of its names. */
export interface PreparedList {
  list: ProhibitedListData;
  /** By entry index, then by the term's key. */
  notes: Map<number, Map<string, ProhibitedNote>>;
  /** Terms dropped as parse errors, with the erratum that drops each. */
  dropped: { entry: string; term: string; erratumId: string }[];
}

/**
 * Cleans every name (cleanText), splits run-together terms, drops the names our copy carries
 * but the source does not, and repeats no name within an entry. Names filed under two entries
 * stay under both: the list files them so, and an erratum says which placement is doubtful.
 */
export function prepareList(list: ProhibitedListData, errata: readonly Erratum[], keyOf: KeyOf): PreparedList {
  const byEntry = new Map<string, Erratum[]>();
  for (const erratum of errata) {
    const key = keyOf(erratum.entry);
    byEntry.set(key, [...(byEntry.get(key) ?? []), erratum]);
  }
  const notes = new Map<number, Map<string, ProhibitedNote>>();
  const dropped: PreparedList["dropped"] = [];

  const entries = list.entries.map((raw, index) => {
    const own = byEntry.get(keyOf(raw.name)) ?? [];
    const byTerm = new Map(own.map((e) => [keyOf(e.term), e]));
    const seen = new Set<string>([keyOf(raw.name)]);
    const clean = (terms: readonly string[]) =>
      terms.flatMap((term) => {
        const erratum = byTerm.get(keyOf(term));
        if (erratum?.kind === "parse-error") {
          dropped.push({ entry: raw.name, term, erratumId: erratum.id });
          return [];
        }
        const parts = erratum?.kind === "run-together" && erratum.split ? erratum.split : [term];
        return parts.map(cleanText).filter((t) => {
          const key = keyOf(t);
          if (!key || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      });
    const entryNotes = new Map<string, ProhibitedNote>();
    for (const erratum of own) {
      // A split or a dropped name is a repair of the form, not a doubt about a match.
      if (erratum.kind === "parse-error" || erratum.kind === "run-together") continue;
      const note: ProhibitedNote = { erratumId: erratum.id, kind: erratum.kind, note: erratum.note, sources: readerSources(list, erratum.evidence) };
      entryNotes.set(keyOf(erratum.term), note);
    }
    if (entryNotes.size > 0) notes.set(index, entryNotes);
    return {
      name: cleanText(raw.name),
      otherNames: clean(raw.otherNames),
      labelTerms: clean(raw.labelTerms),
      reason: cleanReason(raw.reason),
      reasons: raw.reasons.map(cleanText).filter(Boolean),
    };
  });
  return { list: { ...list, entries }, notes, dropped };
}
