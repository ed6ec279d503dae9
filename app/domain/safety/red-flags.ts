import type { Source } from "~/domain/source";

/*
 * Label terms that are not on the DoD Prohibited Dietary Supplement Ingredients list but that
 * OPSS and FDA warn about. A match means "ask before you take", not "prohibited". The list itself
 * is data (app/data/opss-red-flags.ts), handed in by the server.
 */

export interface RedFlagEntry {
  id: string;
  /** How the flag reads in an answer: "Geranium (any part, oil or extract)". */
  label: string;
  /** Matched on the lower-cased text. */
  pattern: RegExp;
  /** Why to ask first, in our own words. */
  concern: string;
  /** What to do about it, when that is more than the answer's own advice (ask OPSS or a provider; stop). */
  whatToDo?: string;
  /** "stop" when the source says the term IS a prohibited ingredient under another name: don't take it, no question to ask. */
  verdict?: "stop";
  /**
   * For a "stop" term: a name on the DoD list of the ingredient it stands for ("DMAA" for
   * geranium). Where the text also names that ingredient, the two are one substance, counted once.
   */
  sameAs?: string;
  source: Source;
}

/** A red-flag term found in text: ask OPSS or a provider before you take the product. */
export interface RedFlagHit {
  id: string;
  label: string;
  /** The text as it appears in the input: its first match. */
  found: string;
  /** Every distinct match, in order: a label can carry two blends ("Nitric Blend 6 g", "Energy Matrix 350 mg"). */
  foundAll: string[];
  concern: string;
  whatToDo?: string;
  verdict?: "stop";
  source: Source;
}

/** Red-flag terms in `text`, once each, in order of appearance. Distinct from DoD-prohibited hits. */
export function screenRedFlags(text: string, flags: readonly RedFlagEntry[]): RedFlagHit[] {
  const lower = text.toLowerCase();
  return flags
    .map((flag) => ({ flag, match: flag.pattern.exec(lower) }))
    .filter((x): x is { flag: RedFlagEntry; match: RegExpExecArray } => x.match !== null)
    .sort((a, b) => a.match.index - b.match.index)
    .map(({ flag, match }) => ({
      id: flag.id,
      label: flag.label,
      found: text.slice(match.index, match.index + match[0].length),
      foundAll: everyMatch(text, flag.pattern),
      concern: flag.concern,
      ...(flag.whatToDo ? { whatToDo: flag.whatToDo } : {}),
      ...(flag.verdict ? { verdict: flag.verdict } : {}),
      source: flag.source,
    }));
}

/** Each distinct match of `pattern` in `text`, as written, in order of appearance. */
function everyMatch(text: string, pattern: RegExp): string[] {
  const all = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const seen = new Map<string, string>();
  for (const m of text.toLowerCase().matchAll(all)) {
    const found = text.slice(m.index, m.index + m[0].length);
    if (!seen.has(found.toLowerCase())) seen.set(found.toLowerCase(), found);
  }
  return [...seen.values()];
}
