import type { ProhibitedHit } from "~/domain/safety/types";
import { listJoin } from "~/domain/text";
import type { Draft } from "./draft";
import { DOD_LIST_SOURCE } from "./sources";
import type { Understanding } from "./understand";

/*
 * "Is it ok if it's only a little", "half a scoop", "just on weekends", "microdose": a smaller
 * amount asked about for something the DoD list prohibits, or a drug sold as a supplement. The
 * list names the ingredient, not a dose, so the answer is a plain no, said first; what else the
 * answer says (the risks, what does the job instead) follows, but no serving arithmetic, since
 * working out half a serving would read as a dose to take.
 */

/** A small, partial or occasional amount, said as the condition of taking it. */
const SMALL = `(?:tiny|little|lil|small|low|micro)[- ]?(?:bit|amount|dose|doses|dosing|serving)`;
const PART = `half (?:a |of a |the )?(?:scoop|dose|serving|pill|cap|capsule|tab|tablet|shot|packet|bottle|can)`;
const LESS_OF_IT = new RegExp(
  String.raw`\b(?:only|just)\s+(?:a\s+)?(?:${SMALL}|${PART}|little|lil|bit|tiny|small|taste|half|one|once|sprinkle|pinch|microdose|bump)\b|\b(?:a\s+)?(?:${SMALL}|${PART})\b|\bmicro-?dos\w*|\bonce in a while\b|\bevery (?:now and then|once in a while)\b|\b(?:only|just) (?:on )?(?:the )?weekends?\b|\bnot (?:that|very) much\b|\bbarely any\b`,
  "g",
);

/** The words said, as the list or the vocabulary writes them when it holds them ("dmaa" is "DMAA"). */
function asWritten(found: string, name: string): string {
  const at = name.toLowerCase().indexOf(found.toLowerCase());
  return at < 0 ? found : name.slice(at, at + found.length);
}

/**
 * The names of what is prohibited in any amount, in the order the message names them: DoD list
 * entries found, then drugs sold as supplements the vocabulary knows.
 */
function prohibitedNamed(u: Understanding, hits: readonly ProhibitedHit[]): string[] {
  const known = u.substances.filter((s) => s.answer && (s.noSubstitute || /DoD Prohibited/.test(s.answer)));
  const named = [
    ...known.map((s) => ({ name: asWritten(s.found, s.name), at: u.normalized.indexOf(s.found.toLowerCase()) })),
    ...hits.map((h) => ({ name: asWritten(h.found, h.entryName), at: u.normalized.indexOf(h.found.toLowerCase()) })),
  ].sort((a, b) => (a.at < 0 ? Infinity : a.at) - (b.at < 0 ? Infinity : b.at));
  const seen = new Set<string>();
  return named.map((n) => n.name).filter((name) => {
    const key = name.toLowerCase();
    if ([...seen].some((s) => s.includes(key) || key.includes(s))) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The plain no to "only a little" of a prohibited substance, put first in the answer. Returns
 * whether it was said: then the answer works out no serving.
 */
export function noAmountAllowed(u: Understanding, hits: readonly ProhibitedHit[], d: Draft): boolean {
  // Each amount said, in its words ("only a little", "half a scoop"), so the no answers what was asked.
  const less = [...new Set([...u.normalized.matchAll(LESS_OF_IT)].map((m) => m[0]))];
  if (!less.length) return false;
  const names = prohibitedNamed(u, hits);
  if (!names.length) return false;
  const many = names.length > 1;
  const text = `**No: ${listJoin(names)} ${many ? "are" : "is"} not allowed in any amount.** The DoD list names the ingredient, not a dose: ${listJoin(less, "or")} is still use of a prohibited substance, and no amount, cycle or stop date makes ${many ? "them" : "it"} allowed.`;
  d.cautions.unshift(text);
  d.blocks.unshift(text);
  d.sources.push(DOD_LIST_SOURCE);
  return true;
}
