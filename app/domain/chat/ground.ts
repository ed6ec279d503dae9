import { IU_PER_MCG_VITAMIN_D } from "~/domain/catalogue/amounts";
import { UPPER_LIMITS } from "~/domain/safety/limits-table";
import { PRODUCT_DETAILS_LINKS } from "./links";

/*
 * The pure half of grounding a model's draft: cutting the stream into units a person reads
 * (a sentence, a list item, a heading), reading the amounts a unit states in comparable units,
 * the claims known to be false, and earlier answers reduced to words. The check that needs the
 * catalogue and the prohibited list (app/.server/chat/grounding.ts) builds on these.
 * docs/decisions/0037-sentence-grounding-while-streaming.md
 */

/** One piece of a draft judged on its own: a prose sentence, a whole list item or a heading. */
export interface DraftUnit {
  text: string;
  /** The whitespace after it in the draft: " " within a paragraph, "\n" or "\n\n" after a line. */
  gap: string;
}

/** Abbreviations a sentence does not end after. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|etc|approx|Dr|Mr|Ms|U\.S|St|min|max|oz|fl)\.$/i;
const LIST_ITEM = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;
const SENTENCE_END = /[.!?](?:\*\*|["')\]])*(?=\s)/g;

/**
 * Cuts streamed text into units as soon as each is complete: a list item or a heading at its
 * line's end, a prose sentence at its full stop once the next word shows it is not "e.g." or a
 * decimal point. `push` returns the units completed by the new text; `end` the rest.
 */
export class DraftSplitter {
  private buffer = "";

  push(text: string): DraftUnit[] {
    this.buffer += text;
    const units: DraftUnit[] = [];
    for (;;) {
      const unit = this.next();
      if (!unit) return units;
      units.push(unit);
    }
  }

  end(): DraftUnit[] {
    const rest = this.buffer;
    this.buffer = "";
    const text = rest.trim();
    return text ? [{ text, gap: "" }] : [];
  }

  private next(): DraftUnit | null {
    const lead = /^\s*/.exec(this.buffer)?.[0] ?? "";
    if (lead.length && lead.length === this.buffer.length) return null;
    const body = this.buffer.slice(lead.length);
    const newline = body.indexOf("\n");
    const line = newline === -1 ? body : body.slice(0, newline);
    const wholeLine = LIST_ITEM.test(line) || /^#{1,6}\s/.test(line);
    let end = -1;
    if (!wholeLine) {
      for (const m of line.matchAll(SENTENCE_END)) {
        const candidate = line.slice(0, m.index + m[0].length);
        const after = line.slice(m.index + m[0].length);
        // The word after decides: wait for it unless the line already ended.
        const nextWord = /^\s+(\S)/.exec(after);
        // At the line's end the line itself is the unit (below), with its line break.
        if (!nextWord) break;
        if (ABBREVIATION.test(candidate.replace(/(?:\*\*|["')\]])+$/, ""))) continue;
        if (!/[A-Z0-9"'(*[_]/.test(nextWord[1]) || (/\bNo\.$/.test(candidate) && /\d/.test(nextWord[1]))) continue;
        end = m.index + m[0].length;
        break;
      }
    }
    if (end !== -1) {
      const gap = /^[ \t]*/.exec(line.slice(end))?.[0] ?? "";
      const text = line.slice(0, end).trim();
      this.buffer = body.slice(end + gap.length);
      return { text, gap: gap ? " " : "" };
    }
    if (newline === -1) return null;
    const gapMatch = /^\n[\s]*/.exec(body.slice(newline))?.[0] ?? "\n";
    // The gap is only known once the text after it starts (or the stream ends).
    if (gapMatch.length === body.length - newline) return null;
    this.buffer = body.slice(newline + gapMatch.length);
    const breaks = (gapMatch.match(/\n/g) ?? []).length;
    return { text: line.trim(), gap: breaks > 1 ? "\n\n" : "\n" };
  }
}

export function isListItem(text: string): boolean {
  return LIST_ITEM.test(text);
}

/**
 * Verbs a tip's title opens with, in the title case models like ("- **Stay Hydrated**: ..."), that
 * few product names start with (unlike "Recover", "Fuel" or "Sleep").
 */
const TIP_VERBS = new Set(["stay", "eat", "drink", "get", "keep", "take", "start", "check", "avoid", "talk", "ask", "read", "know", "watch", "limit", "skip", "stick", "time", "plan", "track", "listen", "space", "spread", "make", "choose", "look", "don't", "never", "always"]);

/**
 * A list item that reads as a product of the model's own ("1. Mystery Blend X — try it"): it
 * opens with two or more capitalised words before a dash or colon, where a tip opens with a verb
 * ("- Stay hydrated: ...", "- **Stay Hydrated**: ...").
 */
export function looksLikeUnlistedProduct(text: string): boolean {
  const head = /^\s*(?:\d{1,2}[.)]|[-*•])\s+(?:\*\*)?([^—:\n*]+?)(?:\*\*)?\s*(?:—|–|-|:)\s/.exec(text)?.[1];
  if (!head || /\[\[/.test(head)) return false;
  const words = head.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => /^[A-Z0-9]/.test(w)) && !TIP_VERBS.has(words[0].toLowerCase());
}

/** Words that say a thing is fine to take, and words that take it back. */
const ALLOWED_WORDS = /\b(?:fine|safe|ok|okay|allowed|legal|permitted|approved|good to go|no problem)\b/i;
const NEGATION = /\b(?:not|never|no|isn't|aren't|don't|doesn't|can't|cannot|won't|avoid|banned|prohibited|unsafe)\b|n't\b/i;

/** A sentence that says something is fine to take, with no word against it. */
export function saysItIsFine(text: string): boolean {
  return ALLOWED_WORDS.test(text) && !NEGATION.test(text);
}

/**
 * A unit that does nothing but tell the reader to keep away from the named ingredients ("Avoid
 * anything with DMAA.", "- Never take DMAA or ephedra."): the whole unit is the warning, so no
 * qualifier ("unless", "in small amounts", "before PT") can turn it into permission.
 * `found` is each name as the unit writes it.
 */
export function onlyWarnsAgainst(text: string, found: readonly string[]): boolean {
  if (!found.length) return false;
  let rest = text.replace(LIST_ITEM, "").replace(/\*\*/g, "").trim();
  for (const name of found) rest = rest.split(name).join("\u0000");
  const names = String.raw`\u0000(?:(?:,\s*|\s+)(?:(?:and|or)\s+)?\u0000)*`;
  const what = String.raw`(?:(?:anything|any\s+[\w-]+|all\s+[\w-]+|products?|supplements?)\s+(?:with|containing|that\s+contains?|listing)\s+)?`;
  return new RegExp(String.raw`^(?:avoid|stay\s+away\s+from|steer\s+clear\s+of|never\s+take|do\s+not\s+take|don't\s+take)\s+${what}${names}\s*[.!]?$`, "i").test(rest);
}

/** How much of a sentence's wording comes from a passage: the share of its longer words the passage holds. */
export function quotedShare(sentence: string, passage: string): number {
  const words = (t: string) => t.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? [];
  const own = words(sentence);
  if (!own.length) return 0;
  const source = new Set(words(passage));
  return own.filter((w) => source.has(w)).length / own.length;
}

/** A markdown heading as a bold line: a chat bubble has no room for a title size. */
export function headingAsBold(text: string): string {
  const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(text);
  return heading ? `**${heading[1].replace(/\*\*/g, "").replace(/:$/, "")}**` : text;
}

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

/** What an amount measures, in one base unit each: mass in mg, volume in ml. */
export type Dimension = "mass" | "iu" | "mg/kg" | "kcal" | "percent" | "volume";

export interface Amount {
  value: number;
  dimension: Dimension;
  /** As written: "3-5 g". */
  text: string;
  /** The words of the sentence it was stated in ("caffeine", "citrulline"), to tell 600 mg of one from another. */
  subject: string[];
}

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT =
  String.raw`mg\s*(?:\/|per)\s*(?:kg|kilogram)|milligrams?\s+per\s+kilogram|mcg|µg|micrograms?|mg|milligrams?|g|grams?|iu|kcal|calories|%|percent|fl\.?\s*oz|fluid\s+ounces?|oz|ounces?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|quarts?`;
const AMOUNT = new RegExp(String.raw`(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*(${UNIT})(?![A-Za-z])`, "gi");

const SCALE: [RegExp, Dimension, number][] = [
  [/^(?:mg\s*(?:\/|per)|milligrams?\s+per)/i, "mg/kg", 1],
  [/^(?:mcg|µg|micrograms?)$/i, "mass", 0.001],
  [/^(?:mg|milligrams?)$/i, "mass", 1],
  [/^(?:g|grams?)$/i, "mass", 1000],
  [/^iu$/i, "iu", 1],
  [/^(?:kcal|calories)$/i, "kcal", 1],
  [/^(?:%|percent)$/i, "percent", 1],
  [/^(?:fl\.?\s*oz|fluid\s+ounces?|oz|ounces?)$/i, "volume", 29.5735],
  [/^(?:ml|millilit(?:er|re)s?)$/i, "volume", 1],
  [/^(?:l|lit(?:er|re)s?)$/i, "volume", 1000],
  [/^quarts?$/i, "volume", 946.353],
];

const number = (text: string) => Number(text.replace(/,/g, ""));

/** Words that say nothing about what an amount is of. */
const NOT_A_SUBJECT = new Set(
  "most people take takes taking keep about around least more less than that this these those with from your each daily serving servings scoop scoops time times into over under before after which what when will would should could have has".split(" "),
);

function subjectWords(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z0-9-]*[a-z][a-z0-9-]*/g) ?? []).filter((w) => w.length >= 4 && !NOT_A_SUBJECT.has(w)))];
}

/** Every amount a text states, each end of a range on its own, in base units. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const sentence of text.split(/(?<=[.;!?])\s+|\n+/)) {
    const subject = subjectWords(sentence);
    for (const m of sentence.matchAll(AMOUNT)) {
      const scale = SCALE.find(([pattern]) => pattern.test(m[3]));
      if (!scale) continue;
      const [, dimension, factor] = scale;
      for (const end of [m[1], m[2]]) if (end !== undefined) out.push({ value: number(end) * factor, dimension, text: m[0], subject });
    }
  }
  return out;
}

/** The amounts a text allows a draft to repeat, with vitamin D's IU and mcg as one another. */
export function allowedAmounts(texts: readonly string[]): Amount[] {
  const out: Amount[] = [];
  for (const text of texts) {
    const amounts = amountsIn(text);
    out.push(...amounts);
    if (/vitamin d/i.test(text)) {
      for (const a of amounts) {
        if (a.dimension === "iu") out.push({ ...a, dimension: "mass", value: (a.value / IU_PER_MCG_VITAMIN_D) * 0.001 });
        if (a.dimension === "mass") out.push({ ...a, dimension: "iu", value: (a.value / 0.001) * IU_PER_MCG_VITAMIN_D });
      }
    }
  }
  return out;
}

/**
 * Equal within 1% ("5 g" is "5,000 mg", "16 oz" is "473 ml"), and of the same thing: when both
 * sentences name what the amount is of, they share a word ("600 mg of caffeine" is not the
 * "600 mg" of a magnesium line).
 */
export function sameAmount(a: Amount, b: Amount): boolean {
  if (a.dimension !== b.dimension || Math.abs(a.value - b.value) > 0.01 * Math.max(a.value, b.value)) return false;
  return !a.subject.length || !b.subject.length || a.subject.some((w) => b.subject.includes(w));
}

/**
 * An amount above an adult daily upper limit for a nutrient the text names ("10,000 IU of
 * vitamin D"), or null.
 */
export function aboveUpperLimit(text: string): string | null {
  for (const a of amountsIn(text)) {
    for (const { limit, pattern } of UPPER_LIMITS) {
      // IU in a supplement answer is vitamin D's unit; mg needs the nutrient named.
      if (!(limit.unit === "IU" && a.dimension === "iu") && !pattern.test(text)) continue;
      const inLimitUnit = limit.unit === "IU" ? (a.dimension === "iu" ? a.value : a.dimension === "mass" ? (a.value / 0.001) * IU_PER_MCG_VITAMIN_D : null) : a.dimension === "mass" ? a.value : null;
      if (inLimitUnit !== null && inLimitUnit > limit.amount) return `${a.text} of ${limit.nutrient}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Claims known to be false
// ---------------------------------------------------------------------------------------------

export interface FalseClaim {
  id: string;
  pattern: RegExp;
  /** What is true instead, from one of our articles, or null when the sentence is only dropped. */
  correction: { text: string; link: string; title: string } | null;
}

/** "Both test every lot", "certifiers test every bottle": said of both programs, or of certifiers in general. */
const BOTH_EVERY_LOT_PATTERN =
  /\b(?:both(?: programs| seals| certifiers| of them)?|they both|(?:the )?certifiers|certification programs|(?:NSF|Informed Sport)[\w ]{0,30}\b(?:and|&) (?:NSF|Informed Sport)(?: Certified for Sport)?)\s+(?:\w+\s+){0,2}(?:tests?|tested|testing|screens?|screened)\s+(?:\w+\s+){0,2}(?:every|each)\s+(?:single\s+)?(?:lot|batch|bottle|tub)\b/i;
const BOTH_EVERY_LOT = BOTH_EVERY_LOT_PATTERN;

/**
 * Claims a model repeats from marketing copy that our sources contradict. The corrections quote
 * our own articles (content/), which cite NSF and OPSS.
 */
const FALSE_CLAIMS: readonly FalseClaim[] = [
  {
    id: "nsf-every-lot",
    pattern: /\bNSF\b[^.!?\n]*\b(?:tests?|tested|testing|screens?|screened)\b[^.!?\n]*\bevery\s+(?:single\s+)?(?:lot|batch)\b/i,
    correction: {
      text: "NSF Certified for Sport schedules its banned-substance testing by the number of lots a company makes, so a listing does not mean your lot was tested",
      link: "/blog/nsf-certified-for-sport-vs-informed-sport",
      title: "NSF Certified for Sport vs Informed Sport",
    },
  },
  {
    // Informed Sport tests every batch before release; NSF schedules testing by the number of lots, so "both" is false.
    id: "both-test-every-lot",
    pattern: BOTH_EVERY_LOT_PATTERN,
    correction: {
      text: "Informed Sport tests every batch before release, while NSF Certified for Sport schedules its banned-substance testing by the number of lots a company makes",
      link: "/blog/nsf-certified-for-sport-vs-informed-sport",
      title: "NSF Certified for Sport vs Informed Sport",
    },
  },
  {
    id: "military-approved",
    pattern:
      /\b(?:military|DoD|Department of Defense|Pentagon|Army|Navy|Air Force|Marine Corps)[- ](?:approved|endorsed|certified|sanctioned)\b|\b(?:military|DoD|Department of Defense|Pentagon)\s+(?:has|have)\s+(?:approved|endorsed|cleared)\b|\b(?:approved|endorsed|certified|sanctioned)\s+(?:for use\s+)?by\s+(?:the\s+)?(?:military|DoD|Department of Defense|Pentagon|Army|Navy|Air Force|Marine Corps)\b/i,
    correction: null,
  },
  {
    id: "fda-approved",
    pattern: /\bFDA[- ]approved\s+(?:supplements?|products?|formula)\b|\b(?:supplements?|products?)\s+(?:are|is)\s+(?:approved|reviewed)\s+by\s+(?:the\s+)?FDA\b/i,
    correction: {
      text: "FDA does not approve dietary supplements before they are sold; the maker alone answers for the label",
      link: "/blog/it-was-in-my-supplement-is-not-a-defense",
      title: "\"It was in my supplement\" is not a defense",
    },
  },
  {
    id: "natural-means-safe",
    pattern: /\b(?:all[- ])?natural\b[^.!?\n]*\b(?:means?|so|is always|are always|makes? it)\b[^.!?\n]*\b(?:safe|harmless|side[- ]effect[- ]free)\b|\bsafe because (?:it'?s|they'?re) natural\b/i,
    correction: null,
  },
  {
    id: "guaranteed-clean",
    pattern: /\bguarantee[sd]?\b[^.!?\n]*\b(?:pass|clean|negative)\b[^.!?\n]*\b(?:drug test|test)\b|\bcan'?t (?:make you )?fail a drug test\b/i,
    correction: null,
  },
];

/** "Rather than testing every lot", "does not test every lot": the claim denied, not made. */
const DENIED = /\b(?:rather than|instead of|not|never|doesn'?t|does not|don'?t|do not|isn'?t|no)\b[^.!?\n]{0,40}\bevery\s+(?:single\s+)?(?:lot|batch|bottle|tub)\b/i;

export function falseClaimIn(text: string): FalseClaim | null {
  // A question asserts nothing: a guide's heading such as 'Does "all natural" mean it is safe?'
  // quoted as a link is the myth being answered, not the myth claimed.
  // A link's address (a heading's slug such as #does-all-natural-mean-it-is-safe) says nothing either.
  const claims = text.replace(LINK_DESTINATION, "]").replace(QUESTION_SENTENCE, "");
  return FALSE_CLAIMS.find((claim) => claim.pattern.test(claims) && !(claim.id === "nsf-every-lot" && !BOTH_EVERY_LOT.test(claims) && DENIED.test(claims))) ?? null;
}

/** A Markdown link's destination, kept apart from its words. */
const LINK_DESTINATION = /\]\([^)\s]*\)/g;

/** A sentence that ends in a question mark (no terminator inside it, so the scan stays linear). */
const QUESTION_SENTENCE = /[^.!?\n]*\?/g;

// ---------------------------------------------------------------------------------------------
// Earlier answers as words only
// ---------------------------------------------------------------------------------------------

/**
 * An earlier assistant turn as the model may read it: the words, without prices, amounts, links
 * or the client's formatting of facts. Catalogue names stay (they are words); every fact the
 * model needs comes again from the server's own plan, so nothing copied from the client can pass
 * for one.
 */
export function wordsOnly(content: string): string {
  return content
    .replace(PRODUCT_DETAILS_LINKS, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, "")
    .replace(/\/(?:compare|category|blog|go)\/[\w#/-]+/g, "")
    .replace(/(?:US)?\$\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:per|\/)\s*\w+)?/gi, "")
    .replace(AMOUNT, "")
    .replace(/\b\d[\d,]*(?:\.\d+)?\s*(?:servings?|scoops?|capsules?|tablets?|softgels?|gummies)\b/gi, "")
    .replace(/\b(?:Check price|Details)\b|\(paid link\)/g, "")
    .replace(/\s*(?:·\s*)+/g, " ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([.,;:])/g, "$1")
    .trim();
}
