import { type CheckedHit, foldSameSubstance } from "./check";
import type { ProhibitedMatcher } from "./matcher";
import { type Medicine, medicineLine } from "./medicines";
import { type RedFlagEntry, type RedFlagHit, screenRedFlags } from "./red-flags";

/*
 * Checks a label's text line by line, for text read from a photo (or pasted and checked on the
 * device). The text goes through the same matcher and red-flag terms as the checker page; what
 * this adds is where each hit sits (the line it was read on) and tolerance for the characters
 * text recognition confuses. Pure: the matcher and the red flags come in as arguments.
 */

/** A line of the label and what was found on it. */
export interface LabelLine {
  text: string;
  hits: CheckedHit[];
  redFlags: RedFlagHit[];
}

export interface LabelCheck {
  lines: LabelLine[];
  /** Every prohibited entry found, once, in order of appearance. */
  hits: CheckedHit[];
  redFlags: RedFlagHit[];
}

/**
 * Digits and symbols that text recognition reads in place of letters ("0ctodrine", "Methy1",
 * "|-theanine"), and letters it reads in place of digits ("l,3-DMAA", "1,3-DMAA"). Each swap keeps
 * the text's length, so a hit in a reading is at the same offset in the original.
 */
const AS_LETTER: Record<string, string> = { "0": "o", "1": "l", "5": "s", "|": "l", "!": "l", $: "s" };
const AS_DIGIT: Record<string, string> = { l: "1", I: "1", i: "1", "|": "1", O: "0", o: "0" };

/** A word of letters with recognition errors in it: at least two letters, and a swappable character. */
const MIXED_WORD = /[A-Za-z0-9|!$]*[A-Za-z][A-Za-z0-9|!$]*/g;
/** A lone letter where a chemical name's locant belongs: "l,3-", "I-4-". */
const LONE_LOCANT = /(^|[^A-Za-z0-9])([lIi|Oo])(?=\s?[,-]\s?\d)/g;

function letterReading(text: string): string {
  return text.replace(MIXED_WORD, (word) => {
    const letters = word.replace(/[^A-Za-z]/g, "").length;
    // "B12", "D3", "5-HTP": a word that is mostly digits is a real code, not a misread name.
    if (letters < 2 || letters * 2 < word.length) return word;
    return word.replace(/[015|!$]/g, (ch) => AS_LETTER[ch] ?? ch);
  });
}

function digitReading(text: string): string {
  return text.replace(LONE_LOCANT, (_m, before: string, ch: string) => before + (AS_DIGIT[ch] ?? ch));
}

/** The original text and the readings that undo likely recognition errors, all the same length. */
export function ocrReadings(text: string): string[] {
  const readings = [text];
  for (const reading of [letterReading(text), digitReading(letterReading(text)), digitReading(text)]) {
    if (!readings.includes(reading)) readings.push(reading);
  }
  return readings;
}

/** Offsets where each line starts, for placing a hit on its line. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1] <= offset) line++;
  return line;
}

interface Placed<T> {
  item: T;
  offset: number;
}

/** Finds `found` in `reading` from `from` on; readings keep offsets, so it is also where it is in the text. */
function place(reading: string, found: string, used: Map<string, number>): number {
  const from = used.get(found) ?? 0;
  const at = reading.indexOf(found, from);
  const offset = at === -1 ? reading.indexOf(found) : at;
  used.set(found, offset + 1);
  return Math.max(0, offset);
}

/**
 * Every prohibited ingredient and red-flag term in a label's text, each placed on the line it was
 * read on. A hit found only in a corrected reading shows the original characters, so the person
 * sees what the photo said.
 */
export function checkLabel(
  matcher: ProhibitedMatcher,
  flags: readonly RedFlagEntry[],
  text: string,
  medicines: ReadonlyMap<string, Medicine> = new Map(),
): LabelCheck {
  const hitsByEntry = new Map<string, Placed<CheckedHit>>();
  const flagsById = new Map<string, Placed<RedFlagHit>>();
  for (const reading of ocrReadings(text)) {
    const corrected = reading !== text;
    const used = new Map<string, number>();
    for (const hit of matcher.screenText(reading)) {
      if (hitsByEntry.has(hit.entryId)) continue;
      const offset = place(reading, hit.found, used);
      const found = text.slice(offset, offset + hit.found.length);
      // The medicine line, as on the checker page: a prescribed medicine is the provider's call.
      const medicine = medicineLine(hit, medicines);
      hitsByEntry.set(hit.entryId, { item: { ...hit, found, fuzzy: hit.fuzzy || corrected, ...(medicine ? { medicine } : {}) }, offset });
    }
    for (const flag of screenRedFlags(reading, flags)) {
      if (flagsById.has(flag.id)) continue;
      const offset = place(reading, flag.found, used);
      flagsById.set(flag.id, { item: { ...flag, found: text.slice(offset, offset + flag.found.length) }, offset });
    }
  }

  const starts = lineStarts(text);
  const lines: LabelLine[] = text.split("\n").map((line) => ({ text: line, hits: [], redFlags: [] }));
  const byOffset = <T>(a: Placed<T>, b: Placed<T>) => a.offset - b.offset;
  const placedHits = [...hitsByEntry.values()].sort(byOffset);
  const placedFlags = [...flagsById.values()].sort(byOffset);
  const folded = foldSameSubstance(matcher, flags, placedHits.map((h) => h.item), placedFlags.map((f) => f.item));
  const hits = placedHits.map((h, i) => ({ ...h, item: folded.hits[i] }));
  const redFlags = placedFlags.filter((f) => folded.redFlags.includes(f.item));
  for (const { item, offset } of hits) lines[lineAt(starts, offset)].hits.push(item);
  for (const { item, offset } of redFlags) lines[lineAt(starts, offset)].redFlags.push(item);
  return { lines, hits: hits.map((h) => h.item), redFlags: redFlags.map((f) => f.item) };
}
