import { readText, type Token } from "./nlp";
import { overSpans } from "./said-when";

/*
 * When each thing a message tells of happens, read once per clause so every stage answers the
 * same moment (docs/decisions/0131-each-event-read-at-its-moment.md):
 * - "now": happening, or just happened ("took 3 scoops 20 min ago", "my heart is pounding");
 * - "planned": an intake still ahead ("gonna double scoop tomorrow", "thinking of taking 2",
 *   "should i stack a monster on it"): it gets what to do instead, never an emergency;
 * - "habitual": a standing habit ("i drink 2 coffees every morning", "usually a monster at lunch");
 * - "over": a past that is over, a day or more back ("yesterday", "last night", "back in AIT",
 *   "last year"): it sets nothing for today;
 * - "hypothetical": imagined ("if i took 4", "what if", "would it be bad").
 * Read from the clause's grammar with the shared tagger (its lemmas tell a past form, its entities
 * a date or a duration) and the closed classes of words that carry aspect in English: modal and
 * intent words, frequency adverbs, conditional conjunctions and words of time. A frame opened in a
 * sentence ("if", "gonna", "yesterday") carries over its later clauses until one says now.
 */

export type Aspect = "now" | "planned" | "habitual" | "over" | "hypothetical";

export interface ClauseMoment {
  start: number;
  end: number;
  aspect: Aspect;
}

/** Intent and future markers; slang spellings are the tagger's unknown words, so they are listed as written. */
const INTENT = new Set(["gonna", "gunna", "finna", "tryna", "wanna", "will", "'ll", "ll", "planning", "plannin", "plan", "thinking", "thinkin", "considering", "debating", "figured"]);
/** Asking whether to do it is a plan too: "should i", "can i", "is it ok to". */
const ASKING_MODAL = new Set(["should", "can", "could", "may", "ok", "okay", "safe", "fine", "smart", "bad"]);
/** Days ahead: what is set for them is not done yet. */
const AHEAD = new Set(["tomorrow", "tmrw", "tmr", "tmrws", "tomorrows", "next", "upcoming", "later", "tonight", "tonite"]);
/** The acts of taking something: a plan is a plan to take, stack or change a dose ("gonna puke" is no plan). */
const TAKING = new Set(["take", "taking", "takin", "double", "triple", "stack", "stacking", "run", "running", "try", "use", "drink", "have", "slam", "slamming", "pop", "popping", "hit", "add", "mix", "chug", "down", "dry", "scoop", "start", "eat", "split", "load", "grab", "order", "crush", "pound", "do"]);
const IMAGINED = new Set(["if", "suppose", "supposing", "hypothetically", "would", "wouldn't", "wouldnt", "'d"]);
/** How often: a standing habit. */
const FREQUENCY = new Set(["every", "usually", "normally", "always", "daily", "typically", "often", "nightly", "each", "most", "whenever"]);
/** Said as now, ending any frame opened before it in the sentence. */
const NOW_WORDS = new Set(["now", "rn", "just", "already", "currently", "still", "today", "earlier", "ago"]);
/** A day or more back: "yesterday", "last night", "the other day", "2 days ago". */
const DAYS_BACK = new Set(["yesterday", "yday", "yesterdays"]);
const LAST_UNITS = new Set(["night", "nite", "week", "weekend", "time", "month", "year", "deployment", "rotation", "summer", "winter", "spring", "fall", "drill", "field"]);
/** Past forms the tagger leaves as unknown nouns in chat spelling ("drank", "couldnt"). */
const PAST_WORDS = new Set(["drank", "took", "had", "felt", "got", "was", "were", "did", "could", "couldnt", "couldn't", "slept", "woke", "went", "ate", "popped", "slammed", "crushed", "downed", "chugged", "used"]);
/** Present forms: the tagger's lemma is the word itself, or one of these ("ca" and "wo" are how it splits "cant" and "wont"). */
const PRESENT_WORDS = new Set(["am", "is", "are", "'m", "'re", "ca", "wo", "do", "does", "have", "has", "can", "feel", "feels", "keep", "keeps"]);
/** A past verb that opens a state still going on ("started a fat burner last week", "switched to nights"). */
const OPENS_A_STATE = new Set(["start", "begin", "switch", "go"]);
const BREAK_WORDS = new Set(["but", "and", "so", "though", "tho", "although", "cause", "because", "cuz", "anyway", "then", "while"]);

const isPastForm = (t: Token): boolean =>
  PAST_WORDS.has(t.value) || ((t.pos === "VERB" || t.pos === "AUX") && t.value !== t.lemma && !t.value.endsWith("ing") && !PRESENT_WORDS.has(t.value) && !/^(?:'s|will|need|want)$/.test(t.value) && t.value !== `${t.lemma}s` && t.value !== `${t.lemma}es`);
const isPresentForm = (t: Token): boolean => !isPastForm(t) && (PRESENT_WORDS.has(t.value) || (t.pos === "VERB" && (t.value === t.lemma || t.value === `${t.lemma}s`)));

/** The clauses of the text with the moment each is told at. */
export function momentsOf(text: string): ClauseMoment[] {
  const lower = text.toLowerCase();
  const over = overSpans(lower);
  const { tokens, entities } = readText(lower);
  const dates = entities.filter((e) => e.type === "DATE" || e.type === "TIME").map((e) => e.value.toLowerCase());
  // Each clause with the joining word that opened it ("so i dont fall out" is the plan's purpose).
  const clauses: Array<{ tokens: Token[]; joined: string }> = [{ tokens: [], joined: "" }];
  let sentence = 0;
  for (const t of tokens) {
    if (t.sentence !== sentence) {
      sentence = t.sentence;
      clauses.push({ tokens: [], joined: "" });
    }
    const lastClause = clauses.at(-1) as { tokens: Token[]; joined: string };
    if (t.pos === "PUNCT") clauses.push({ tokens: [], joined: "" });
    else if (BREAK_WORDS.has(t.value) && lastClause.tokens.length) clauses.push({ tokens: [], joined: t.value });
    else lastClause.tokens.push(t);
  }
  const moments: ClauseMoment[] = [];
  let frame: Aspect | null = null;
  let frameSentence = -1;
  for (const { tokens: clause, joined } of clauses.filter((c) => c.tokens.length)) {
    const first = clause[0];
    const last = clause.at(-1) as Token;
    if (first.sentence !== frameSentence) frame = null;
    frameSentence = first.sentence;
    // What a plan is for is part of the plan.
    const own: Aspect | null = joined === "so" && frame === "planned" ? null : aspectOf(clause, lower, dates, over);
    // A frame carries on until a clause says its own moment ("if i take 2, would i crash" stays imagined).
    const aspect = own ?? frame ?? "now";
    if (own && own !== "now") frame = own;
    else if (own === "now") frame = null;
    moments.push({ start: first.start, end: last.end, aspect });
  }
  return moments;
}

/** The clause's own moment, or null when it says none and takes the sentence's frame. */
function aspectOf(clause: readonly Token[], text: string, dates: readonly string[], over: ReadonlyArray<{ start: number; end: number }>): Aspect | null {
  const words = clause.map((t) => t.value);
  const said = text.slice(clause[0].start, (clause.at(-1) as Token).end);
  const has = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const at = (i: number) => words[i] ?? "";
  if (words.includes("if") || (has(IMAGINED) && words.some((w) => w === "i" || w === "it")) || said.includes("what if")) return "hypothetical";
  const past = clause.some(isPastForm) || said.includes("used to");
  const daysBack = has(DAYS_BACK) || words.some((w, i) => w === "last" && LAST_UNITS.has(at(i + 1))) || said.includes("the other day") || words.some((w, i) => w === "ago" && /^(?:days?|weeks?|months?|years?|yrs?)$/.test(at(i - 1)));
  const farBack = over.some((s) => s.start < (clause.at(-1) as Token).end && s.end > clause[0].start);
  // An act of taking as a verb: not a noun after an article or a possessive ("after my energy drink").
  const takesAt = (i: number) => (TAKING.has(at(i)) || TAKING.has(clause[i]?.lemma ?? "")) && !/^(?:my|a|an|the|his|her|your|this|that|energy|sports)$/.test(at(i - 1));
  // The act follows the intent within a few words ("thinkin bout takin", "should i take", "is it ok to take").
  const actsAfter = (i: number) => [1, 2, 3].some((k) => takesAt(i + k));
  const intent = words.some((w, i) => (INTENT.has(w) || ((w === "going" || w === "about" || w === "want") && at(i + 1) === "to")) && actsAfter(i));
  const asks = words.some((w, i) => ((ASKING_MODAL.has(w) && (at(i + 1) === "i" || at(i + 1) === "to")) || (w === "is" && at(i + 1) === "it" && ASKING_MODAL.has(at(i + 2)))) && actsAfter(i));
  const ahead = (has(AHEAD) || dates.some((d) => said.includes(d) && /\b(?:tomorrow|next|tonight)\b/.test(d))) && !past && words.some((_, i) => takesAt(i));
  // "was gonna take 2 tonight": a plan said in the past is still a plan.
  if (intent || asks || ahead) return "planned";
  const opensAState = clause.some((t) => isPastForm(t) && OPENS_A_STATE.has(t.lemma));
  if (((daysBack && past) || farBack) && !opensAState) return "over";
  if (has(NOW_WORDS)) return "now";
  if (has(FREQUENCY) || words.some((w, i) => (w === "a" || w === "per") && /^(?:day|night|morning|shift)$/.test(at(i + 1)))) return "habitual";
  // "cant sleep, hands shaky": a present verb says now, and ends a past frame before it; a past verb
  // with no time of its own takes the sentence's ("drank 3 cans last night and couldnt sleep after").
  if (opensAState || (!past && clause.some(isPresentForm))) return "now";
  return null;
}

/** The text with the clauses told at the given moments blanked, offsets kept. */
export function withoutMoments(text: string, aspects: readonly Aspect[]): string {
  let out = text;
  for (const m of momentsOf(text)) if (aspects.includes(m.aspect)) out = out.slice(0, m.start) + " ".repeat(m.end - m.start) + out.slice(m.end);
  return out;
}

/** Whether any clause of the text is told at one of the moments. */
export const tellsAt = (text: string, aspect: Aspect): boolean => momentsOf(text).some((m) => m.aspect === aspect);

/** A span an amount is said over: its length in days, or null when it has none ("a deployment"). */
export interface Period {
  said: string;
  days: number | null;
}

const UNIT_DAYS: Record<string, number> = { week: 7, weekend: 2, month: 30, year: 365 };
/** Spans of duty with no fixed length: an amount over one is not a day's total either. */
const OPEN_SPANS = /\b(?:over|during|throughout|for|on|in)\s+(?:the\s+|a\s+|my\s+|our\s+|that\s+|this\s+)?(?:whole\s+|entire\s+)?(?:deployment|rotation|tour|ftx|field op|field problem|exercise|course|school)\b/;

/**
 * The span an amount in the text is said over ("10 monsters over the week", "3 tubs over a 6 month
 * deployment", "12 a week", "40 last month"), read from the tagger's durations and dates; a day
 * or a shift is no span (that is a day's total), nor is one said as each day ("2 a day").
 */
export function periodOf(text: string): Period | null {
  const lower = text.toLowerCase();
  if (/\b(?:a|per|each|every) (?:day|shift|night|morning)\b|\bdaily\b/.test(lower)) return null;
  for (const e of readText(lower).entities) {
    if (e.type !== "DURATION" && e.type !== "DATE") continue;
    const value = e.value.toLowerCase();
    const unit = /\b(week|weekend|month|year)s?\b/.exec(value);
    if (!unit) continue;
    // "next month" is no span behind the amount; "every month" is a rate over one month.
    if (/\b(?:next|coming|tomorrow)\b/.test(value)) continue;
    const count = /\b(\d+)\b/.exec(value);
    const n = count ? Number(count[1]) : 1;
    const said = count ? `${n} ${unit[1]}${n === 1 ? "" : "s"}` : /^(?:last|this|that|past)\b/.test(value) ? value : `the ${unit[1]}`;
    return { said, days: n * (UNIT_DAYS[unit[1]] ?? 1) };
  }
  const open = OPEN_SPANS.exec(lower);
  return open ? { said: open[0].replace(/^\w+\s+/, ""), days: null } : null;
}
