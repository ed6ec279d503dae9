import type { ConditionId } from "~/domain/safety/conditions";
import { readText } from "./nlp";
import { pastFramed } from "./said-now";

/*
 * When each clause of a message is said of: now (or ongoing), or a past that is over. Read from
 * the sentence's structure, not from listed phrasings: a clause is over when its verbs are in
 * the past tense (by the tagger's lemma: "took" is not "take") or "used to", and something in it
 * or earlier in its sentence puts it at a distance: a date the tagger finds ("last year", "in
 * 2023"), a span "ago" longer than hours, "last" with a unit of time, "back when", "once", a
 * life stage (./said-now.ts), or an ending ("got off it"). A present verb, or "still", "again",
 * "right now", ends the frame. What is over is history: a finished medicine sets no caution, a
 * reaction long gone is no emergency now (it is a reason to go lower), but a disease once had
 * still counts (`endsWhenOver`).
 */

/** A word of a sentence: where it stands in the whole text. */
interface Token {
  word: string;
  lemma: string;
  pos: string;
  start: number;
}

/** Units of time far enough back that what happened then is over ("2 yrs ago", "last summer"); days and weeks are not (a surgery two weeks ago is still healing). */
const DISTANT_UNIT = /^(?:years?|yrs?|months?|mos?|summer|winter|spring|fall|autumn|deployment|rotation|tour|semester|decade)$/;
/** Dates the tagger finds that lie far enough back: a year, "last year", "months ago"; never a day, a week or a date ahead. */
const DISTANT_DATE = /\b(?:19|20)\d\d\b|\byears?\b|\blast (?:month|year|summer|winter|spring|fall)\b|\bmonths? ago\b/;
const AHEAD = /\b(?:next|coming|tomorrow|upcoming)\b/;
/** What keeps a clause in the present: a present marker, or something happening again. */
const STILL = /\b(?:still|again|just|now|right now|rn|currently|lately|these days|nowadays|every (?:day|time|morning|night)|to this day|ever since|since then|today|tonight)\b/;
/** A medicine or habit ended: "got off it", "came off zoloft", "stopped taking it", "finished the course". */
const ENDED = /\b(?:(?:got|came|went|weaned|tapered) off (?!(?:a|an|the|my|work|shift|duty|watch|post|staff duty|cq)\b)|(?:quit|stopped|finished) (?:taking|using|the course|my course)|no longer (?:on|taking))/;
/** A verb form in the present: what the tagger's lemma leaves unchanged, or its third person. */
const PRESENT_FORMS = /^(?:is|are|am|'m|'re|'s|has|does|do|have|can|will|wo|need|want)$/;

function tokensOf(sentence: string, offset: number): Token[] {
  return readText(sentence).tokens.map((t) => ({ word: t.value, lemma: t.lemma.toLowerCase(), pos: t.pos, start: offset + t.start }));
}

const isVerb = (t: Token): boolean => t.pos === "VERB" || t.pos === "AUX";
/** A past form: the lemma differs and the word is neither a participle in -ing nor a third-person -s. */
const isPast = (t: Token): boolean => isVerb(t) && t.word !== t.lemma && !t.word.endsWith("ing") && !PRESENT_FORMS.test(t.word) && t.word !== `${t.lemma}s` && t.word !== `${t.lemma}es`;
const isPresent = (t: Token): boolean => isVerb(t) && !isPast(t) && !t.word.endsWith("ing") && !t.word.endsWith("ed") && t.pos !== "PART";

/** Where clauses break inside a sentence: punctuation and joining words. */
const BREAK_WORDS = /^(?:but|and|so|though|tho|although|cause|because|cuz|anyway|anyways|then)$/;

/** Spans [start, end) of the clauses of the text told as a past that is over. */
export function overSpans(text: string): Array<{ start: number; end: number }> {
  const lower = text.toLowerCase();
  const spans: Array<{ start: number; end: number }> = [];
  for (const sentence of lower.matchAll(/[^.!?\n]+/g)) {
    const offset = sentence.index ?? 0;
    const tokens = tokensOf(sentence[0], offset);
    const dates = readText(sentence[0]).entities;
    const distantDates = dates.filter((d) => d.type === "DATE" && DISTANT_DATE.test(d.value.toLowerCase()) && !AHEAD.test(d.value.toLowerCase())).map((d) => d.value.toLowerCase());
    const clauses: Token[][] = [[]];
    for (const t of tokens) {
      if (t.pos === "PUNCT" || (BREAK_WORDS.test(t.word) && clauses.at(-1)?.length)) clauses.push([]);
      else clauses.at(-1)?.push(t);
    }
    let framed = false;
    for (const clause of clauses.filter((c) => c.length)) {
      const start = clause[0].start;
      const last = clause.at(-1) as Token;
      const end = last.start + last.word.length;
      const said = lower.slice(start, end);
      const distant = distantIn(clause, said, distantDates);
      const past = clause.some(isPast) || /\bused to\b/.test(said);
      const present = clause.some((t) => isPresent(t) && t.word !== "used");
      if (STILL.test(said) || (present && !past) || (startsAState(clause) && !ENDED.test(said))) {
        framed = false;
        continue;
      }
      if (distant) framed = true;
      // Only what happened is over: "PTSD from my last deployment" names what is still so.
      if (framed && past) spans.push({ start, end });
    }
  }
  return spans;
}

/**
 * A clause that tells of a state beginning ("got pregnant in march", "got diagnosed last year",
 * "went vegan in 2022", "started lisinopril last month"): its past verb opens what is still so.
 */
function startsAState(clause: Token[]): boolean {
  return clause.some((t, i) => {
    if (!isPast(t)) return false;
    if (/^(?:start|begin|become|diagnose|prescribe|put)$/.test(t.lemma)) return true;
    const next = clause[i + 1];
    if (next === undefined) return false;
    // "went vegan", "went keto"; but "went down with heat exhaustion" is an event.
    if (t.lemma === "go") return next.pos === "ADJ" || next.pos === "NOUN" || next.pos === "PROPN";
    // "got pregnant", "got diagnosed"; but "got the shakes", "got hives" are events.
    return t.lemma === "get" && (next.pos === "ADJ" || (next.pos === "VERB" && next.word.endsWith("ed")));
  });
}

/** A stage of life behind a past verb ("was on adderall in college", "took it in basic"): over by where it is set. */
const LIFE_STAGE = /\bin (?:college|high school|middle school|school|basic|boot ?camp|bct|ait|osut|ocs|tech school|a school|the academy|my twenties|my teens)\b/;

function distantIn(clause: Token[], said: string, distantDates: readonly string[]): boolean {
  if (distantDates.some((d) => said.includes(d)) || pastFramed(said) || LIFE_STAGE.test(said) || /\bback (?:when|in|then)\b|\bonce\b|\bused to\b/.test(said) || ENDED.test(said)) return true;
  return clause.some((t, i) => (t.word === "ago" && DISTANT_UNIT.test(clause[i - 1]?.word ?? "")) || (t.word === "last" && DISTANT_UNIT.test(clause[i + 1]?.word ?? "")) || /^(?:19|20)\d\d$/.test(t.word));
}

/** The text with every clause told as over blanked, offsets kept. */
export function withoutOver(text: string): string {
  let out = text;
  for (const s of overSpans(text)) out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** Whether any clause of the text is told as over. */
export const tellsOfPast = (text: string): boolean => overSpans(text).length > 0;

/**
 * What ends when it is over: a medicine or a course finished, a pregnancy, a one-off reading.
 * A disease once had (the heart, blood pressure, the kidneys, a seizure) is history that still counts.
 */
const ENDS: ReadonlySet<ConditionId> = new Set<ConditionId>([
  "ssri",
  "antidepressant",
  "maoi",
  "blood-thinner",
  "stimulant-medication",
  "sedating-medication",
  "isotretinoin",
  "pregnancy",
  "breastfeeding",
  "ace-arb",
  "insulin",
  "metformin",
  "nsaid",
  "tetracycline",
  "surgery",
  "high-bp-reading",
  "high-resting-heart-rate",
  "medication",
]);
export const endsWhenOver = (id: ConditionId): boolean => ENDS.has(id);
