import { reasonOf } from "./entry-reason";
import { compactKey } from "./match-keys";
import type { ProhibitedHit, ProhibitedListData } from "./types";

/*
 * What a new version of the DoD prohibited list changes, for the admin to read before applying
 * it: entries added, removed and changed (other names, label terms, reason), and the catalogue
 * products the new list flags that the current one does not. Entries are matched by name,
 * compared as the matcher compares text (case, spacing and punctuation aside).
 */


const reasonText = (entry: ProhibitedListData["entries"][number]) => reasonOf(entry).reason;

export interface ListDiffEntry {
  name: string;
  reason: string;
}

export interface ListDiffChange {
  name: string;
  otherNames: { added: string[]; removed: string[] };
  labelTerms: { added: string[]; removed: string[] };
  /** Set when the reason changed. */
  reason: { before: string; after: string } | null;
}

export interface ListDiff {
  added: ListDiffEntry[];
  removed: ListDiffEntry[];
  changed: ListDiffChange[];
  unchanged: number;
}

function termChanges(before: readonly string[], after: readonly string[]) {
  const beforeKeys = new Set(before.map(compactKey));
  const afterKeys = new Set(after.map(compactKey));
  return { added: after.filter((t) => !beforeKeys.has(compactKey(t))), removed: before.filter((t) => !afterKeys.has(compactKey(t))) };
}

export function diffProhibitedLists(current: ProhibitedListData, next: ProhibitedListData): ListDiff {
  const byKey = (list: ProhibitedListData) => new Map(list.entries.map((e) => [compactKey(e.name) || e.name, e]));
  const before = byKey(current);
  const after = byKey(next);
  const added: ListDiffEntry[] = [];
  const changed: ListDiffChange[] = [];
  let unchanged = 0;
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (!old) {
      added.push({ name: entry.name, reason: reasonText(entry) });
      continue;
    }
    const otherNames = termChanges(old.otherNames, entry.otherNames);
    const labelTerms = termChanges(old.labelTerms, entry.labelTerms);
    const reason = reasonText(old) === reasonText(entry) ? null : { before: reasonText(old), after: reasonText(entry) };
    const count = otherNames.added.length + otherNames.removed.length + labelTerms.added.length + labelTerms.removed.length;
    if (count === 0 && !reason) unchanged++;
    else changed.push({ name: entry.name, otherNames, labelTerms, reason });
  }
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, e]) => ({ name: e.name, reason: reasonText(e) }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { added: added.sort(byName), removed: removed.sort(byName), changed: changed.sort(byName), unchanged };
}

export interface ScreenedProduct {
  id: string;
  brand: string;
  name: string;
  prohibitedHits: readonly ProhibitedHit[];
}

export interface NewlyFlaggedProduct {
  id: string;
  brand: string;
  name: string;
  /** The listed ingredients the new list finds on the label that the current list did not. */
  hits: ProhibitedHit[];
}

/** Products the new screen flags for an ingredient the current screen did not flag them for. */
export function newlyFlaggedProducts(current: readonly ScreenedProduct[], next: readonly ScreenedProduct[]): NewlyFlaggedProduct[] {
  const before = new Map(current.map((p) => [p.id, new Set(p.prohibitedHits.map((h) => compactKey(h.entryName)))]));
  return next.flatMap((p) => {
    const known = before.get(p.id) ?? new Set<string>();
    const hits = p.prohibitedHits.filter((h) => !known.has(compactKey(h.entryName)));
    return hits.length > 0 ? [{ id: p.id, brand: p.brand, name: p.name, hits }] : [];
  });
}
