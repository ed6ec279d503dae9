import { CHAT_LIMITS } from "./context";
import { DSHEA_DISCLAIMER } from "./copy";
import { CATEGORY_NOUN, type EngineAnswer, join } from "./draft";
import type { Understanding } from "./understanding";

/*
 * A conversation is one piece of writing: what an earlier answer said is not said again. The
 * last stage compares each paragraph of the drafted answer with every earlier answer of the
 * conversation and leaves out those said before, word for word or nearly (the same caution
 * block for a medicine, the same opening on "cheaper?", the "as you said" line that opened
 * every later answer). A caution left out leaves one line pointing back to it. Signs to act on
 * now are said again whenever the draft says them, and a turn that tells of symptoms again is a
 * new episode whose cautions are said in full.
 * Picks, and the line that introduces them, are never left out here: which products a turn
 * names is the ranking's decision (./other-picks.ts), and the text must keep naming them.
 */

/** Words of a paragraph as a reader compares them: link text kept, addresses and markup dropped. */
export function wordsOf(paragraph: string): string[] {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
}

/** How far two paragraphs say the same: the share of the shorter one's words found in the longer. */
function sameness(a: readonly string[], b: readonly string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!short.length) return 0;
  const pool = new Set(long);
  return short.filter((w) => pool.has(w)).length / short.length;
}

/** Fewer words than this is a closing line or a heading, too short to call a repeat. */
const MIN_WORDS = 10;

/** Nearly the same paragraph: almost every word shared, and neither more than twice the other's length. */
function saidIn(words: readonly string[], earlier: ReadonlyArray<readonly string[]>): boolean {
  return earlier.some((e) => sameness(words, e) >= 0.8 && Math.min(words.length, e.length) / Math.max(words.length, e.length) >= 0.5);
}

export const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== "");

/** Sentences of a text, markup dropped. */
export const sentencesIn = (text: string): string[] =>
  paragraphsOf(text).flatMap((p) =>
    p
      .replace(/\*\*/g, "")
      .split(/(?<=[.!?])\s+(?=[A-Z])/)
      .map((s) => s.trim()),
  );

/**
 * A short paragraph (a verdict line) said before as a sentence, word for word. A link line is a
 * closing line and a short question is asked again for its answer: neither is a repeat.
 */
function sentenceSaid(paragraph: string, before: ReadonlySet<string>): boolean {
  const words = wordsOf(paragraph);
  return words.length >= 3 && !/\]\(\/|\?\W*$/.test(paragraph) && before.has(words.join(" "));
}

/** A paragraph that names or introduces products: the picks of this turn, which stay. */
const picksIn = (p: string) => /\/compare\/|^\s*\d+\.\s/m.test(p) || /:\s*$/.test(p);

/** Signs to act on now, and the heat illnesses they warn of: said again whenever the draft says them. */
const EMERGENCY = /\b911\b|\bemergency\b|\bget (?:medical )?care now\b|\bmedic(?:al)? now\b|\bsick call now\b|\bheat (?:stroke|exhaustion|illness|categor\w*)\b|\bhyponatremia\b/i;

/** A block that warns: a condition's or a substance's caution, a stop, a DoD list warning. */
const CAUTION_LEAD = /^\*\*(?:With |Warning|Stop|No\b|Don't|Not )|\((?:[^)]*, )?as you said\)/;

/** "**With an SSRI (as you said):**" reads back as "an SSRI". */
function cautionSubject(paragraph: string): string | null {
  const m = /^\*\*With ([^:*]+?)(?: \((?:[^)]*, )?as you said\))?:\*\*/.exec(paragraph.trim());
  return m ? m[1].trim() : null;
}

/**
 * The one line that stands for the cautions left out, with who to ask or the list's verdict they
 * named: a follow-up still says who decides and that a listed substance is out.
 */
function pointerLine(subjects: readonly string[], dropped: readonly string[]): string {
  const text = dropped.join(" ").replace(/\*\*/g, "");
  const who = /\b[Cc]heck with ((?:your|whoever)[^.;:]*?) before\b/.exec(text)?.[1];
  const listed = /\b(?:is|are) (?:also )?on the DoD\b/.test(text);
  const why = who ? `: check with ${who} first` : listed ? ": it is on the DoD prohibited list" : /\bDoD\b|\bOPSS\b/.test(text) ? ": check the current DoD list on OPSS first" : "";
  return `${subjects.length ? `My caution above about ${subjects.join(" and ")}` : "My caution above"} still applies${why}.`;
}

/**
 * Whether an earlier answer closed with the FDA statement: it says so, or it named products (every
 * such answer closes with it) and was cut to the history's length before its end was sent back.
 */
const closedWithDisclaimer = (reply: string) => reply.includes(DSHEA_DISCLAIMER) || (reply.length >= CHAT_LIMITS.maxHistoryEntryChars && reply.includes("/compare/"));

/** Earlier answers of the conversation, newest last: the understanding carries them when there are any. */
export const earlierAnswers = (u: Pick<Understanding, "earlierReplies" | "lastReply">): readonly string[] => u.earlierReplies ?? (u.lastReply ? [u.lastReply] : []);

/** "How much", "how many", "what dose", "max": an amount asked, which a paragraph with figures answers. */
const ASKS_AMOUNT = /\bhow (?:much|many|long|often)\b|\bdose\b|\bmax\w*\b|\bwhen\b/;

/** Figures of a paragraph ("57", "400", "0.5"): a paragraph like one said before but with its own figures says something new. */
const figuresOf = (p: string) => new Set(p.match(/\d+(?:[.,]\d+)?/g) ?? []);

/** An earlier paragraph this one nearly repeats, with no figure of its own. */
function repeatOf(paragraph: string, words: readonly string[], earlier: ReadonlyArray<{ text: string; words: readonly string[] }>): boolean {
  const figures = figuresOf(paragraph);
  return earlier.some((e) => saidIn(words, [e.words]) && [...figures].every((f) => figuresOf(e.text).has(f)));
}

/**
 * Said again whatever was said before: signs to act on now (a repeat costs a line, a missing one
 * can cost more), the words on a product nobody can identify (never endorsed, on any turn), and
 * the lines that introduce this turn's picks, or say that none fits (a request refined again
 * is answered by that verdict, even when it is the same).
 */
function saidAgainAnyway(paragraph: string, u: Understanding): boolean {
  // A condition's caution that names the signs of its emergency is still that condition's caution.
  if ((EMERGENCY.test(paragraph) && !/^\*\*With /.test(paragraph)) || picksIn(paragraph) || /^(?:Our top|Certified|Here are|None of our certified)\b/.test(paragraph)) return true;
  // A reaction or symptom told now, or pushed back on, is a new episode: its cautions are said in full again.
  return u.symptoms.length > 0 || u.substances.some((s) => s.name === "unidentified");
}

/** This turn's own words: a follow-up read with the request before it keeps them last. */
const ownWords = (u: Pick<Understanding, "message">) => (u.message.split(": ").at(-1) ?? u.message).toLowerCase();

/** This turn's own words with the kinds of product it asks about spelled out: "my pre" names the pre-workout a caution decided on. */
const ownWordsNamed = (u: Pick<Understanding, "message" | "categories">) => [ownWords(u), ...u.categories.map((c) => CATEGORY_NOUN[c])].join(" ");

/** "From our guide: [...]", "Read more in our guide: [...]": the source of the passage above. */
const GUIDE_LINK = /^(?:From our guide|Read more in our guide)\b/;

/** Lines that close an answer (where to ask, no picks here): they say nothing new about what was asked. */
const CLOSING = /^(?:I won't suggest products|So no product picks|For questions about a supplement itself|It is not in our catalogue|See the full \[)/;

/** "**With pregnancy (as you said):** ...": a caution recalled in a line, which is itself the pointer to it. */
const RECALLED = /^\*\*With ([^:*]+) \(as you said\):\*\*/;

/** The answer without what an earlier answer of the conversation already said. */
export function withoutWhatWasSaid(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const before = earlierAnswers(u);
  // An amount or a time asked ("what dose did the studies use?") is answered in full, the figures with their source.
  if (!before.length || ASKS_AMOUNT.test(ownWords(u))) return answer;
  const earlier = before
    .flatMap(paragraphsOf)
    .map((text) => ({ text, words: wordsOf(text) }))
    .filter((e) => e.words.length >= MIN_WORDS);
  const sentencesBefore = new Set(before.flatMap(sentencesIn).map((s) => wordsOf(s).join(" ")));
  const disclaimerSaid = before.some(closedWithDisclaimer);
  const kept: string[] = [];
  const recalled: string[] = [];
  const subjects: string[] = [];
  const dropped: string[] = [];
  let caution = false;
  for (const p of paragraphsOf(answer.text)) {
    const trimmed = p.trim();
    if (trimmed === DSHEA_DISCLAIMER) {
      (disclaimerSaid ? dropped : kept).push(p);
      continue;
    }
    const recall = RECALLED.exec(trimmed);
    // Said once, the recalled line is the pointer, placed after what this turn says first; said again, it goes.
    if (recall && !sentenceSaid(trimmed, sentencesBefore) && !before.some((b) => b.includes(trimmed))) {
      recalled.push(p);
      subjects.push(recall[1].trim());
      continue;
    }
    const words = wordsOf(p);
    // A guide's link line is the source of what is said: it stays, so the answer still cites it.
    if (GUIDE_LINK.test(trimmed)) {
      kept.push(p);
      continue;
    }
    const repeated = Boolean(recall) || (!saidAgainAnyway(p, u) && (words.length >= MIN_WORDS ? repeatOf(p, words, earlier) : sentenceSaid(trimmed, sentencesBefore)));
    if (!repeated) {
      kept.push(p);
      continue;
    }
    dropped.push(p);
    // A warning set in bold is a caution; a refuted belief or a passage is not, and leaves no pointer.
    if (CAUTION_LEAD.test(trimmed) || (trimmed.startsWith("**") && answer.cautions.some((c) => c.trim() === trimmed))) {
      caution = true;
      const subject = cautionSubject(trimmed);
      if (subject && !subjects.includes(subject)) subjects.push(subject);
    }
  }
  if (!dropped.length && !recalled.length) return answer;
  const pointer = join(...recalled);
  // What this turn names again ("a multi and ashwagandha, cool?") is answered first by the sentences of the left-out blocks that decided it.
  // Only when the rest says nothing new: beside an answer of its own, the old sentences would be said twice.
  const newSaid = kept.some((p) => p.trim() !== DSHEA_DISCLAIMER && !CLOSING.test(p.trim()));
  const decided = newSaid ? [] : decidedBefore(dropped.filter((p) => CAUTION_LEAD.test(p.trim()) || answer.cautions.some((c) => c.trim() === p.trim())), ownWordsNamed(u), kept);
  // The lines decided under a caution's label keep it ("**With pregnancy:** ... stop the pre-workout"), and stand for its pointer.
  const source = decided.length ? dropped.find((p) => p.replace(/\*\*/g, "").includes(decided[0])) : undefined;
  const label = source ? (cautionSubject(source.trim()) ?? undefined) : undefined;
  const lead = decided.length ? `${label ? `**With ${label}:** ` : ""}${decided.join(" ")}` : "";
  const rest = subjects.filter((x) => x !== label);
  // The DoD list or OPSS named only in what was left out: the pointer names it, so the answer still says where to check.
  const authorityLost = dropped.some((p) => /\bDoD\b|\bOPSS\b/.test(p)) && ![lead, ...kept].some((p) => /\bDoD\b|\bOPSS\b/.test(p));
  const shownPointer = recalled.length ? pointer : (caution && (!label || rest.length)) || authorityLost ? pointerLine(rest, dropped) : "";
  // A guide cited only in what was left out is still cited, in one line.
  const cited = [lead, ...kept].some((p) => /\]\(\/blog\//.test(p)) ? null : dropped.join(" ").match(/\[[^\]]+\]\(\/blog\/[^)]+\)/)?.[0];
  const body = [lead, ...kept, ...(cited ? [`From our guide: ${cited}`] : [])].filter((p) => p.trim() !== "");
  const text = body.length ? join(...withPointer(body, shownPointer)) : join(nothingNew(dropped), shownPointer);
  return {
    ...answer,
    text,
    footer: disclaimerSaid ? answer.footer.replace(DSHEA_DISCLAIMER, "").trim() : answer.footer,
    cautions: answer.cautions.filter((c) => !dropped.some((p) => p.trim() === c.trim())),
  };
}

/** Words of a message that name nothing: a sentence sharing only these answers nothing asked. */
export const PLAIN_WORDS = new Set(
  "about after again also anything before being cool could does doing each even every fine from good have just know like long make many more most much need okay only other really right safe same should some still sure take taking than that thats them then there these they thing think thinking this those what when which while will with would your yours yeah".split(" "),
);

/** Whether a word of the message is one of `words`, or the start of one ("multi" of "multivitamin"). */
const nameIn = (name: string, words: readonly string[]) => words.some((w) => w.startsWith(name) || (name.startsWith(w) && w.length >= 5));

/**
 * Sentences of the left-out blocks that name what this message names and the rest of the answer
 * does not, at most two, without their block's label: what was decided on it before.
 */
function decidedBefore(dropped: readonly string[], message: string, kept: readonly string[]): string[] {
  const keptWords = kept.flatMap(wordsOf);
  const named = wordsOf(message).filter((w) => w.length >= 4 && !PLAIN_WORDS.has(w) && !nameIn(w, keptWords));
  if (!named.length) return [];
  const sentences = dropped.flatMap((p) =>
    p
      .replace(/^\*\*With [^:*]+:\*\*\s*/, "")
      .replace(/\*\*/g, "")
      .split(/(?<=[.!?])\s+(?=[A-Z])/),
  );
  const hits = sentences.filter((sentence) => !EMERGENCY.test(sentence) && !/^\s*[-\d]/.test(sentence) && named.some((n) => nameIn(n, wordsOf(sentence))));
  return [...new Set(hits.map((h) => h.trim()))].slice(0, 2);
}

/** The pointer after what this turn says first, so the new answer still leads; after the picks when they come first. */
function withPointer(body: readonly string[], pointer: string): string[] {
  if (!pointer) return [...body];
  const at = picksIn(body[0]) ? body.findLastIndex((p) => /\/compare\//.test(p)) + 1 || 1 : 1;
  return [...body.slice(0, at), pointer, ...body.slice(at)];
}

/** Said when everything drafted was said before: plainly, with the first thing that answer decided, instead of the same answer again. */
export const NOTHING_NEW = "That doesn't change my answer.";

function nothingNew(dropped: readonly string[]): string {
  const first = dropped
    .filter((p) => p.trim() !== DSHEA_DISCLAIMER)
    .flatMap(sentencesIn)
    .find((x) => x !== NOTHING_NEW);
  return first ? `${NOTHING_NEW} ${first.replace(/^With [^:]+:\s*/, "")}` : NOTHING_NEW;
}
