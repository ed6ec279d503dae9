import { readText } from "./nlp";
import { SUBJECTS } from "./subjects";
import type { Understanding } from "./understanding";

/*
 * What the person ruled out for themselves ("no melatonin", "i dont do stims", "not looking for
 * protein", "besides melatonin", "melatonin's out"): a kind of supplement a paragraph can be about.
 * Read from the negation scope the NLP model marks and from a few grammatical frames of setting
 * aside, never from a list of phrasings; the kind is one of the substances our answers are written
 * about, so any way of naming it in the slot is found. ./lead.ts drops the paragraphs about it.
 * docs/decisions/0133-the-answer-leads.md
 */

/** A kind of supplement a person can rule out, and the words that say a paragraph or a message names it. */
interface Kind {
  id: string;
  marks: RegExp;
  /** The words by which a message asks for it ("omega 3" for the omega-3s). */
  wanted: RegExp;
}

/** The substances our answers are written about, by their own marks; caffeine also by the slang people rule it out with. */
const SUBSTANCES = new Set(["protein", "creatine", "omega-3", "magnesium", "zinc", "iron", "ashwagandha", "beta-alanine", "vitamin-d"]);
const STIMULANT_NAMES = /\b(?:caffeine|caffeinated|stims?|stimulants?|pre-?workouts?|pres|pre(?= workout|\b)|energy drinks?|coffee)\b/;
const KINDS: readonly Kind[] = [
  ...SUBJECTS.filter((s) => SUBSTANCES.has(s.id)).map((s) => ({ id: s.id, marks: s.marks, wanted: s.raisedBy ?? s.marks })),
  { id: "melatonin", marks: /\bmelatonin\b/, wanted: /\bmelatonin\b/ },
  // Wanting to stay awake is not wanting caffeine: only the stimulant's own names ask for it.
  { id: "caffeine", marks: STIMULANT_NAMES, wanted: STIMULANT_NAMES },
];

/** Frames that set a thing aside without a negation the model marks: "besides X", "X's out", "quit X". */
const SET_ASIDE_BEFORE = /\b(?:besides|other than|instead of|except|zero|quit|skip(?:ping)?(?: the)?|cut(?:ting)? out|without|off(?: the)?)\s+((?:[\w-]+\s*){1,3})/g;
const SET_ASIDE_AFTER = /\b((?:[\w-]+ )?[\w-]+)(?:'s| is| are| s) (?:out|off the table|a no[- ]go)\b/g;

/** A limit on amount or time ("no caffeine after 1400", "not more than 200 mg"), not a thing ruled out. */
const LIMIT_AFTER = /^[\s,]*(?:after|past|before|within|later|late|at night|in the (?:evening|afternoon)|close to|near|than|over|above)\b/;
const LIMIT_IN = /\d|\b(?:too much|more than|much|lots?|over)\b/;

/** The stretches of `text` set aside: each negation scope the model marks, and each frame above. */
function setAsideSpans(text: string): Array<{ text: string; end: number }> {
  const lower = text.toLowerCase();
  const spans: Array<{ text: string; end: number }> = [];
  const tokens = readText(lower).tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].negated) continue;
    let j = i;
    while (j + 1 < tokens.length && tokens[j + 1].negated && tokens[j + 1].sentence === tokens[i].sentence) j++;
    spans.push({ text: lower.slice(tokens[i].start, tokens[j].end), end: tokens[j].end });
    i = j;
  }
  for (const m of lower.matchAll(SET_ASIDE_BEFORE)) spans.push({ text: m[1], end: m.index + m[0].length });
  for (const m of lower.matchAll(SET_ASIDE_AFTER)) spans.push({ text: m[1], end: m.index + m[0].length });
  return spans.filter((s) => !LIMIT_IN.test(s.text) && !LIMIT_AFTER.test(lower.slice(s.end)));
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The marks of each kind the person ruled out in this message or an earlier one. A kind this
 * message also asks for outside the setting aside ("no fish oil, what omega 3 can I take") is
 * ruled out only in the words said ("fish oil"), so the rest of it is still answered.
 */
export function ruledOut(u: Pick<Understanding, "message" | "earlierAsks">): RegExp[] {
  const latest = u.message.toLowerCase();
  const terms = new Map<string, RegExp>();
  for (const text of [...(u.earlierAsks ?? []), u.message]) {
    const spans = setAsideSpans(text);
    for (const span of spans) {
      for (const kind of KINDS) {
        const said = span.text.match(kind.marks);
        if (!said) continue;
        const elsewhere = spans.reduce((rest, s) => rest.split(s.text).join(" "), latest);
        if (!kind.wanted.test(elsewhere)) terms.set(kind.id, kind.marks);
        else if (said[0].length > 4 && !new RegExp(`\\b${escaped(said[0])}\\b`).test(elsewhere)) terms.set(said[0], new RegExp(`\\b${escaped(said[0])}\\b`));
      }
    }
  }
  return [...terms.values()];
}
