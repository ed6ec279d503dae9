/** One ingredient of the DoD Prohibited Dietary Supplement Ingredients list. */
export interface ProhibitedEntry {
  /** Slug of the name, stable for links and tests. */
  id: string;
  name: string;
  otherNames: string[];
  labelTerms: string[];
  /** Why it is prohibited, e.g. "DEA Controlled Substance List: Schedule I; WADA S1: Anabolic Agents". */
  reason: string;
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
}

export type ProhibitedMatchKind = "exact" | "prefix" | "contains" | "fuzzy";

/** A result of searching the list by name. */
export interface ProhibitedSearchResult {
  entryId: string;
  entryName: string;
  term: string;
  match: ProhibitedMatchKind;
  reason: string;
  otherNames: string[];
}

/** Where our copy of the list comes from. */
export interface ProhibitedListInfo {
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
