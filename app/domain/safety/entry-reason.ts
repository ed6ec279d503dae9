import { type CategoryLink, cleanReason, cleanText } from "./errata.ts";
import type { ListLink, ProhibitedListData } from "./types.ts";

/*
 * Why an entry of the DoD list is prohibited, as the site says it: the list's own words, else
 * what its category says with the links the list gives for that category, else that it gives no
 * reason. The matcher's answers and the diff between list versions both word it so.
 */

type RawEntry = ProhibitedListData["entries"][number];

/** The list's category for anabolic steroids and their kin. */
const ANABOLIC = /^WADA S1\b.*anabolic/i;

/** Said when neither the list's words nor its category give a reason. */
export const NO_REASON = "The list gives no reason; it is prohibited all the same.";

/**
 * The reason line the site shows for an entry: the list's own words; where it has none, what its
 * category says, with the links the list gives for that category; else NO_REASON.
 */
export function reasonOf(entry: Pick<RawEntry, "reason" | "reasons">, categoryLinks: readonly CategoryLink[] = []): { reason: string; reasonSources: ListLink[] } {
  const own = cleanReason(entry.reason);
  const categories = entry.reasons.map(cleanText).filter(Boolean);
  // "Controlled substance: Schedule III" alone never says what tren is: the list's own category does.
  if (own) return { reason: categories.some((c) => ANABOLIC.test(c)) && !/anabolic/i.test(own) ? `${own}; WADA lists it as an anabolic agent (S1)` : own, reasonSources: [] };
  if (categories.length === 0) return { reason: NO_REASON, reasonSources: [] };
  const links = categories.flatMap((c) => categoryLinks.filter((l) => cleanText(l.category) === c).map(({ title, url }) => ({ title, url })));
  return {
    reason: `The list gives no reason in words; it files this under ${categories.join("; ")}.`,
    reasonSources: links.filter((l, i) => links.findIndex((o) => o.url === l.url && o.title === l.title) === i),
  };
}
