/** One ingredient of the DoD Prohibited Dietary Supplement Ingredients list. */
export interface ProhibitedEntry {
  /** Slug of the name, stable for links and tests. */
  id: string;
  name: string;
  otherNames: string[];
  labelTerms: string[];
  /** Why it is prohibited: the list's words, else what its category says, else that it gives no reason. */
  reason: string;
  /** Where a reason derived from the list's category comes from (the links the list gives). */
  reasonSources: ListLink[];
}

export interface ListLink {
  title: string;
  url: string;
}

/** What an erratum of our audit is about (app/domain/safety/errata.ts). */
export const ERRATUM_KINDS = ["wrong-entry", "different-compound", "shared-name", "run-together", "parse-error"] as const;
export type ErratumKind = (typeof ERRATUM_KINDS)[number];

/** An erratum of our audit attached to a listed name (app/domain/safety/errata.ts). */
export interface ProhibitedNote {
  erratumId: string;
  kind: ErratumKind;
  note: string;
  sources: ListLink[];
}

/** A prohibited ingredient found in free text. */
export interface ProhibitedHit {
  entryId: string;
  entryName: string;
  /** The listed name, other name or label term that matched. */
  term: string;
  /** The text as it appears in the input. */
  found: string;
  reason: string;
  /** True when the match tolerated a typo. */
  fuzzy: boolean;
  /** Links for a reason derived from the list's category; absent when the list gave its own words. */
  reasonSources?: ListLink[];
  /** Set when our audit doubts this name under this entry: shown with the hit, never instead of it. */
  note?: ProhibitedNote;
}

export type ProhibitedMatchKind = "exact" | "prefix" | "contains" | "fuzzy";

/** A result of searching the list by name. */
export interface ProhibitedSearchResult {
  entryId: string;
  entryName: string;
  term: string;
  match: ProhibitedMatchKind;
  reason: string;
  reasonSources?: ListLink[];
  otherNames: string[];
  note?: ProhibitedNote;
}

/** Where our copy of the list comes from, and which version answered. */
export interface ProhibitedListInfo {
  /** "Bundled copy" or "Version 3" (an uploaded version an admin applied). */
  version: string;
  /** The day the list was retrieved from its source (YYYY-MM-DD), or the source's own date text. */
  date: string;
  source: string;
  retrieved: string;
  license: string;
  /** The official list, which is the authority. */
  officialUrl: string;
  entryCount: number;
}

/** Our copy of the list as stored (app/data/dod-prohibited.json). */
export interface ProhibitedListData {
  source: string;
  retrieved: string;
  license: string;
  entries: {
    name: string;
    otherNames: string[];
    labelTerms: string[];
    reason: string;
    reasons: string[];
  }[];
}
