import { z } from "zod";
import { type CaffeineServing, caffeineServing } from "./caffeine-serving";
import { MAX_CHECK_CHARS } from "./limits";
import type { ProhibitedMatcher } from "./matcher";
import { type Medicine, medicineLine } from "./medicines";
import { type RedFlagEntry, type RedFlagHit, screenRedFlags } from "./red-flags";
import type { ProhibitedHit, ProhibitedListInfo, ProhibitedSearchResult } from "./types";

/** Queries up to this long are also searched as a name; longer text is only screened. */
const MAX_NAME_QUERY_CHARS = 80;

export const ingredientCheckQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Type an ingredient name or paste a label.")
    .max(MAX_CHECK_CHARS, `Paste at most ${MAX_CHECK_CHARS} characters.`),
});

/**
 * A hit as the checker words it: with a line for a medicine's name (app/domain/safety/medicines.ts),
 * and the "stop" terms in the same text that are other names of this ingredient.
 */
export type CheckedHit = ProhibitedHit & { medicine?: string; alsoWritten?: RedFlagHit[] };

/**
 * One substance counts once: a "stop" term standing for an ingredient the text also names by its
 * listed name ("1,3-dimethylamylamine (geranium extract)") joins that ingredient's hit instead of
 * being counted beside it. A stop term alone, and every other substance, stays as it was.
 */
export function foldSameSubstance<H extends CheckedHit>(
  matcher: ProhibitedMatcher,
  entries: readonly RedFlagEntry[],
  hits: readonly H[],
  flags: readonly RedFlagHit[],
): { hits: H[]; redFlags: RedFlagHit[] } {
  const entryOf = new Map<string, string>();
  for (const flag of flags) {
    const sameAs = flag.verdict === "stop" ? entries.find((e) => e.id === flag.id)?.sameAs : undefined;
    const entryId = sameAs ? matcher.screenText(sameAs)[0]?.entryId : undefined;
    if (entryId && hits.some((h) => h.entryId === entryId)) entryOf.set(flag.id, entryId);
  }
  return {
    hits: hits.map((hit) => {
      const also = flags.filter((f) => entryOf.get(f.id) === hit.entryId);
      return also.length > 0 ? { ...hit, alsoWritten: [...(hit.alsoWritten ?? []), ...also] } : hit;
    }),
    redFlags: flags.filter((f) => !entryOf.has(f.id)),
  };
}

export interface IngredientCheckResult {
  query: string;
  /** Prohibited ingredients found in the text, with their reasons. */
  hits: CheckedHit[];
  /** Entries whose names match the query, for a name search. */
  matches: ProhibitedSearchResult[];
  /** Terms that are not on the list but that OPSS or FDA warn about: ask before you take. */
  redFlags: RedFlagHit[];
  /** One serving's caffeine when the label states more than the single dose our caffeine guide cites; else null. */
  caffeine: CaffeineServing | null;
  /** Which version of the list answered, its date, and the official page to check for a newer one. */
  list: ProhibitedListInfo;
}

/** One answer for the ingredient checker page and GET /api/ingredients/check. */
export function checkIngredients(
  matcher: ProhibitedMatcher,
  redFlags: readonly RedFlagEntry[],
  medicines: ReadonlyMap<string, Medicine>,
  query: string,
): IngredientCheckResult {
  const hits = matcher.screenText(query).map((hit) => {
    const medicine = medicineLine(hit, medicines);
    return medicine ? { ...hit, medicine } : hit;
  });
  const matches = query.length <= MAX_NAME_QUERY_CHARS ? matcher.searchProhibited(query) : [];
  const folded = foldSameSubstance(matcher, redFlags, hits, screenRedFlags(query, redFlags));
  return { query, ...folded, matches, caffeine: caffeineServing(query), list: matcher.info() };
}
