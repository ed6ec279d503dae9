import { listJoin } from "~/domain/text";
import { type EngineAnswer, join, OPSS_ASK_THE_EXPERT } from "./draft";
import { ASK_THE_EXPERT_SOURCE } from "./sources";
import { unnamedPremises } from "./premises";
import type { Understanding } from "./understanding";

/*
 * The last look at an answer before what earlier turns said is taken out: every paragraph has to
 * fit this person and this message, whichever stage wrote it. A sentence written for a case the
 * person never named (after the birth for someone pregnant, a ruck nobody mentioned, flight
 * status for a passenger) goes, and a paragraph written for that case goes whole; the same advice
 * said twice in one answer is said once; a passage cut off mid-sentence ends at its last full
 * sentence. Safety text is never touched: signs to act on now, a medicine's or condition's
 * caution, a DoD list verdict, the words on a product nobody can identify, and the picks.
 * docs/decisions/0124-every-paragraph-earns-its-place.md
 */

/** "From our guide: [...]", "Read more in our guide: [...]": the source of the quote above, kept with it. */
const GUIDE_LINK = /^(?:From|Read more in) our guide: \[/;

/** A paragraph that names or introduces products, or lays out a list or table: the picks and their framing stay as written. */
const STRUCTURED = /\/compare\/|^\s*(?:\d+\.|[-*]|\|)\s/m;

/** Signs to act on now, a DoD list verdict, a product nobody can identify, a caution for what the person named. */
const SAFETY = /\b911\b|\bemergency\b|\bpoison control\b|\bDoD (?:prohibited )?list\b|\bDoD-prohibited\b|\bcan'?t (?:vouch|identify|tell what)\b|\bcannot (?:vouch|identify)\b|\bstop (?:taking|using)\b|^\*\*(?:With |Warning|Stop|No\b|Don't|Not )/i;

/** A sentence that sends the person to care or to a professional: said again only when said nearly word for word. */
const CARE = /\bsick call\b|\bprovider\b|\bdoctor\b|\bclinician\b|\bpharmacist\b|\bPCM\b|\bOB\b|\bprescriber\b|\bsurgeon\b|\bmedical\b/;

/** Where a sentence ends: the full stop, a question or exclamation mark, or a closing quote, bracket or markup after one. */
const SENTENCE_END = /[.!?:]["'\u2019\u201d)*_]*$|\)\s*$|\*$/;

/** A sentence that leans on the one before it: it goes when that one goes. */
const LEANS_BACK = /^(?:It|This|That|These|Those|They|So|Both|Neither|Then|Also|But|And)\b/;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"(*])/);

/** Words that carry a point: longer words, markup and addresses dropped, common words left out. */
const COMMON = new Set("that this with from your what which when will were does also into than then there these those they their them been have should would could about just more most some only".split(" "));
const pointWords = (text: string) =>
  (
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .match(/[a-z0-9]{4,}/g) ?? []
  ).filter((w) => !COMMON.has(w));

/** How much of `words` another sentence already said, 0 to 1. */
function coveredBy(words: readonly string[], other: readonly string[]): number {
  if (!words.length) return 0;
  const pool = new Set(other);
  return words.filter((w) => pool.has(w)).length / words.length;
}

/** A paragraph of the answer, with the guide link that cites it when there is one. */
interface Block {
  text: string;
  link?: string;
}

function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of body.split(/\n\s*\n/).filter((p) => p.trim() !== "")) {
    const last = blocks.at(-1);
    if (GUIDE_LINK.test(paragraph) && last && !last.link) last.link = paragraph;
    else blocks.push({ text: paragraph });
  }
  return blocks;
}

/** A passage cut off mid-sentence, ended at its last full sentence; null when not one sentence is whole. */
function wholeSentences(text: string): string | null {
  const trimmed = text.trimEnd();
  if (SENTENCE_END.test(trimmed) || /\]\([^)]*\)\S*$/.test(trimmed)) return trimmed;
  const sentences = sentencesOf(trimmed);
  // The cut sentence keeps the clauses before its last semicolon, each whole.
  const cut = sentences.at(-1) ?? "";
  const clause = cut.includes(";") ? `${cut.slice(0, cut.lastIndexOf(";")).trimEnd()}.` : "";
  const whole = [...sentences.slice(0, -1), clause].join(" ").trim();
  return whole && SENTENCE_END.test(whole) ? whole : null;
}

/** "; ", ", and ", ", but ": where a sentence adds a clause of its own. */
const CLAUSE_BREAK = /;\s+|,\s+(?:and|but)\s+/g;

/**
 * A sentence without the clauses written for a case the person never named: "melatonin at the new
 * bedtime is the one supplement studied; use a certified product, and on flight status clear it
 * with your flight surgeon" keeps what comes before the flight status, and "keep drinking rather
 * than cutting water for a weigh-in, but don't chug: the Army caps fluid at 1.5 quarts an hour"
 * keeps what comes after the weigh-in. Empty when every clause is written for that case.
 */
function withoutUnnamedCase(sentence: string, u: Understanding): string {
  if (!unnamedPremises(sentence, u).length) return sentence;
  const starts = [0, ...[...sentence.matchAll(CLAUSE_BREAK)].map((m) => m.index + m[0].length)];
  const clauses = starts.map((start, i) => {
    const end = i + 1 < starts.length ? (sentence.slice(0, starts[i + 1]).match(/(?:;\s+|,\s+(?:and|but)\s+)$/)?.index ?? starts[i + 1]) : sentence.length;
    return { text: sentence.slice(start, end), joint: i + 1 < starts.length ? sentence.slice(end, starts[i + 1]) : "" };
  });
  const kept = clauses.filter((c) => !unnamedPremises(c.text, u).length);
  if (!kept.length || kept.length === clauses.length) return kept.length ? sentence : "";
  const body = kept.map((c, i) => (i + 1 < kept.length ? `${c.text}${c.joint}` : c.text.replace(/[.!?]*$/, ""))).join("");
  return `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
}

/** Figures of a text ("200", "0.5", "1,000"): a sentence with a figure of its own says something new. */
const figuresOf = (text: string) => text.match(/\d+(?:[.,]\d+)?/g) ?? [];

/** What the answer has said so far: each sentence's words and figures, and all its words and figures. */
class SaidSoFar {
  readonly sentences: Array<{ words: string[]; figures: Set<string> }> = [];
  readonly words = new Set<string>();
  readonly figures = new Set<string>();

  add(text: string) {
    for (const sentence of sentencesOf(text)) {
      const words = pointWords(sentence);
      this.sentences.push({ words, figures: new Set(figuresOf(sentence)) });
      for (const w of words) this.words.add(w);
    }
    for (const f of figuresOf(text)) this.figures.add(f);
  }

  /**
   * Whether a sentence says again what was said: nearly all its words in one sentence before;
   * (with no figure of its own) almost all of them said across the answer already; or the same
   * three or more figures as one sentence before (the dose range put in other words). A sentence
   * that sends to care goes only when said nearly word for word.
   */
  repeats(sentence: string): boolean {
    const words = pointWords(sentence);
    const closest = Math.max(0, ...this.sentences.map((s) => coveredBy(words, s.words)));
    if (CARE.test(sentence)) return words.length >= 5 && closest >= 0.95;
    const figures = [...new Set(figuresOf(sentence))];
    if (figures.length >= 3 && this.sentences.some((s) => figures.every((f) => s.figures.has(f)))) return true;
    if (words.length < 5) return false;
    return closest >= 0.8 || (coveredBy(words, [...this.words]) >= 0.9 && figures.every((f) => this.figures.has(f)));
  }
}

/** A sentence that introduces what follows ("A certified pick for each, to pack sealed:"): it stays with what it introduces. */
const INTRODUCES = /:\s*$/;

/**
 * The sentences of a prose paragraph that fit: none written for a case never named, none said
 * already in this answer. A paragraph whose opening is written for a case the person never named
 * is written for that case: of it only a sentence that sends to care stays, or one that
 * introduces what follows.
 */
function fittedSentences(text: string, u: Understanding, said: SaidSoFar): string | null {
  const sentences = sentencesOf(text);
  const forAnotherCase = withoutUnnamedCase(sentences[0], u) === "";
  const kept: string[] = [];
  let dropped = false;
  for (const sentence of sentences) {
    const repeated = !INTRODUCES.test(sentence) && said.repeats(sentence);
    const orphan: boolean = dropped && LEANS_BACK.test(sentence.trim());
    const outOfCase = forAnotherCase && !CARE.test(sentence) && !INTRODUCES.test(sentence);
    const fitting: string = repeated || orphan || outOfCase ? "" : withoutUnnamedCase(sentence, u);
    dropped = fitting === "";
    if (!dropped) kept.push(fitting);
  }
  const out = kept.join(" ").trim();
  return /[a-z]{3,}/i.test(out) ? out : null;
}

/**
 * What the message asked about that only the guide sections left out spoke of: "creatine" when the
 * one section naming it was headed "Should vegetarians take creatine?" for someone who is not. A
 * section's heading says what it is about; a word of the message in it, and nowhere in what is
 * kept, is a subject the answer no longer speaks to.
 */
function lostSubjects(u: Understanding, dropped: readonly Block[], kept: string): string[] {
  const asked = new Set(u.message.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []);
  // The section's own heading, after the guide's title ("...: Should vegetarians take creatine?"): a title lists a whole guide's subjects.
  const headings = dropped.map((b) => b.link?.match(/\[([^\]]*)\]/)?.[1].split(": ").at(-1) ?? "").join(" ").toLowerCase();
  const names = (text: string, w: string) => new RegExp(`\\b${w}\\b`, "i").test(text);
  return [...asked].filter((w) => !COMMON.has(w) && names(headings, w) && !names(kept, w));
}

/** Said plainly when what was asked about is left with nothing that fits: what we hold and who can answer. */
const nothingFitsOn = (subjects: readonly string[]) =>
  `Our guides hold nothing on ${listJoin(subjects)} that fits what you asked, so I won't guess: your pharmacist or ${OPSS_ASK_THE_EXPERT} can answer it.`;

/** The answer with every paragraph fitted to this person and this message; a fixed reply and the footer are left as they are. */
export function fittedAnswer(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (!answer.modelMayPhrase || answer.intent === "out-of-scope" || answer.intent === "courtesy") return answer;
  const body = answer.footer && answer.text.endsWith(answer.footer) ? answer.text.slice(0, -answer.footer.length).trimEnd() : answer.text;
  const blocks = blocksOf(body);
  const said = new SaidSoFar();
  const fitted = blocks.map((block): Block | null => {
    if (STRUCTURED.test(block.text) || SAFETY.test(block.text)) {
      said.add(block.text);
      return block;
    }
    const whole = wholeSentences(block.text);
    const text = whole === null ? null : fittedSentences(whole, u, said);
    if (text === null) return null;
    said.add(text);
    return text === block.text ? block : { ...block, text };
  });
  if (fitted.every((b, i) => b === blocks[i])) return answer;
  const kept = fitted.filter((b): b is Block => b !== null);
  if (!kept.length) return answer;
  const lost = lostSubjects(u, blocks.filter((_, i) => fitted[i] === null), kept.map((b) => b.text).join(" "));
  const paragraphs = kept.flatMap((b) => [b.text, b.link ?? ""]).filter((p) => p !== "");
  // Right after the first paragraph: what was asked is answered near the top, even when the answer is that we hold nothing.
  if (lost.length) paragraphs.splice(1, 0, nothingFitsOn(lost));
  const text = join(...paragraphs, answer.footer);
  // A caution goes, or is shortened, with its paragraph.
  const cautionNow = (c: string) => {
    const i = blocks.findIndex((b) => b.text.includes(c));
    return i < 0 ? c : (fitted[i]?.text ?? null);
  };
  return {
    ...answer,
    text,
    cautions: answer.cautions.map(cautionNow).filter((c): c is string => c !== null),
    passages: answer.passages.filter((p) => text.includes(`](${p.link})`)),
    sources: lost.length && !answer.sources.some((x) => x.url === ASK_THE_EXPERT_SOURCE.url) ? [...answer.sources, ASK_THE_EXPERT_SOURCE] : answer.sources,
  };
}
