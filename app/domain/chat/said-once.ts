/*
 * Each point said once. An answer is drafted from several places (a myth corrected, a question
 * our vocabulary answers in other words, a guide section): when two of them make the same point,
 * the person reads it once. Only sentences already said are left out, never a caution that
 * is new, and a sentence that sends the person to care is kept unless it was said word for word.
 */

/** Words that carry no point of their own: two sentences sharing them say nothing alike. */
const FUNCTION_WORDS = new Set("they their them been have should would could with that this from your what which when will were does also into than then there these those because people".split(" "));

const contentWords = (text: string) => (text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w));

/** Sentences of a paragraph; a quote with line breaks (a table, a list) is one piece. */
const sentencesOf = (text: string) => (text.includes("\n") ? [text] : text.split(/(?<=[.!?])\s+(?=[A-Z"(*])/));

/** A sentence that sends the person to care or to a professional: kept unless said word for word. */
const CARE = /\b911\b|emergency|get care|sick call|\bprovider\b|\bdoctor\b|clinician|pharmacist|behavioral health|medical care|aid station/i;

/** A sentence that leans on the one before it ("It searches ...", "So both programs ..."): it goes when that one goes. */
const LEANS_BACK = /^(?:It|This|That|These|Those|They|So|Both|Neither|Then|Also|But)\b/;

/** How much of `sentence` (its longer words) the words in `known` already cover, 0 to 1. */
function coveredShare(sentence: string, known: ReadonlySet<string>): number {
  const words = contentWords(sentence);
  return words.length ? words.filter((w) => known.has(w)).length / words.length : 1;
}

/**
 * `text` without the sentences `said` already makes. A sentence goes when `share` of its words
 * were said (0.7 by default), a care sentence only when it was said whole, and a sentence that
 * leans on a dropped one goes with it. A guide quote (`keepCare` false) drops a care sentence
 * the answer has already made in other words: the answer's own line carries it.
 */
export function unsaid(text: string, said: readonly string[], share = 0.7, keepCare = true): string {
  if (!said.length) return text;
  const whole = said.join(" ");
  const known = new Set(said.flatMap(contentWords));
  let dropped = false;
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const words = contentWords(sentence);
    // A bold headline is kept whole: cutting part of it would break its markup.
    const repeated: boolean = sentence.includes("**") ? false : keepCare && CARE.test(sentence) ? whole.includes(sentence.trim()) : words.length >= 2 && coveredShare(sentence, known) >= share;
    const orphan: boolean = dropped && LEANS_BACK.test(sentence.trim());
    dropped = repeated || orphan;
    if (!dropped) kept.push(sentence);
  }
  return kept.join(" ").trim();
}

/** The sentences of `text` that send the person to care or a professional: a quote cut to a link keeps them. */
export function careSentences(text: string): string {
  return sentencesOf(text)
    .filter((sentence) => CARE.test(sentence))
    .join(" ")
    .trim();
}

/** Whether what is left of a quote adds a point of its own: a handful of words the answer has not used yet. */
export function addsToSaid(fresh: string, said: readonly string[]): boolean {
  if (!fresh) return false;
  const known = new Set(said.flatMap(contentWords));
  return new Set(contentWords(fresh).filter((w) => !known.has(w))).size >= 6;
}

/**
 * The answers of the myths and questions voiced, each after the first without what an earlier
 * one already said: "creatine is not on the DoD list" once, not once per myth. An answer whose
 * every sentence was said, or that adds no point of its own, is left out.
 */
export function mythAnswersOnce<T>(items: readonly T[], answerOf: (item: T) => string): Array<[T, string]> {
  const out: Array<[T, string]> = [];
  for (const item of items) {
    const answer = answerOf(item);
    const before = out.map(([, text]) => text);
    const fresh = before.length ? unsaid(answer, before, 0.6) : answer;
    if (fresh && (fresh === answer || addsToSaid(fresh, before))) out.push([item, fresh]);
  }
  return out;
}

/** Words a heading or a question uses whatever it is about. */
const FILLER = new Set(
  "what which when where does should would could about with from that this have much many more take your need know there their they them will make help best good really actually other name just right true safe okay supplements supplement products product".split(" "),
);

/** Two words alike enough: the same, or sharing their first five letters ("differ", "difference"). */
const alike = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * How a guide section's heading meets the question: "asked" when it repeats a word of the question
 * beyond its subject ("How do the two programs differ?" to "what's the difference"), "subject"
 * when it shares only the subject (creatine, caffeine: `subject` tells those words), "none" when
 * it shares nothing ("What other red flags does OPSS name?" beside a creatine myth).
 */
export function headingMeets(heading: string, question: string, subject: (word: string) => boolean): "asked" | "subject" | "none" {
  const asked = contentWords(question).filter((w) => !FILLER.has(w));
  const shared = contentWords(heading).filter((w) => !FILLER.has(w) && asked.some((q) => alike(w, q)));
  if (!shared.length) return "none";
  return shared.some((w) => !subject(w) && !subject(`${w}s`)) ? "asked" : "subject";
}
