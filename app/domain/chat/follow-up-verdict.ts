import { type EngineAnswer, join } from "./draft";
import { earlierAnswers, NOTHING_NEW, PLAIN_WORDS, paragraphsOf, wordsOf } from "./said-before";
import type { Understanding } from "./understanding";

/*
 * A follow-up that asks yes or no about the last answer ("is that a no?", "so I can't even take
 * it off duty?", "ok so yes or no", "so no pre at all?") is answered first, in one plain
 * sentence, from what that answer decided: a substance on the DoD list is a no in any amount, a
 * stop or a don't is a no, and an "ask first" is not on your own. The word that opens it follows
 * how the question was put: asked as a negative ("so not even...", "is that a no?") the verdict
 * confirms it ("Right."), asked as a positive it denies it ("No."). What the turn adds comes after.
 */

/** A short question about the answer before it, asked as yes or no. */
const YES_NO =
  /^(?:(?:ok(?:ay)?|so|wait|and|but|hmm|lol|bro|then|yeah|yea|ya)[,.]? )*(?:is|are|am|can|could|should|do|does|will|would|so|it'?s|that'?s|thats|i'?m|im|not|no|even|what if|yes or no)\b|\b(?:cool|ok(?:ay)?|fine|good|safe|right|allowed|legal|a no|a yes|hard no|yes or no)\W*$/;

/** Asked as a negative: confirming it is "Right", not "No". */
const ASKED_AS_NEGATIVE = /\b(?:a no|hard no|can'?t|cannot|not even|not at all|no \w+(?: \w+)? at all|shouldn'?t|never|so no)\b/;

/** "What can I take then", "which one": asks for what to take, which the picks answer. */
const ASKS_FOR_OPTIONS = /\b(?:what|which|any|anything|something|recommend|suggest|instead|options?|alternatives?)\b/;

type Verdict = { kind: "prohibited" | "no" | "ask-first"; sentence: string };

const VERDICTS: ReadonlyArray<{ kind: Verdict["kind"]; says: RegExp }> = [
  { kind: "prohibited", says: /\b(?:is|are) (?:also )?(?:on the DoD|prohibited)\b|\bnot allowed in any amount\b/i },
  // A "No:" that opens a refuted belief ("No: creatine is not a steroid") says nothing about taking it.
  { kind: "no", says: /\b(?:stop|don'?t take|don'?t add|don'?t stack|skip|avoid) (?:the|it|them|taking|any)?\b/i },
  { kind: "ask-first", says: /\bask first\b|\bnot without your\b|\bask your (?:prescriber|provider|doctor|OB|pharmacist)\b|\bcheck with (?:your|whoever)\b/i },
];

const sentencesOf = (text: string) =>
  paragraphsOf(text)
    .flatMap((p) => p.replace(/^\*\*With [^:*]+:\*\*\s*/, "").replace(/\*\*/g, "").split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^\d+\.|\/compare\/|^For questions about a supplement itself/.test(s));

/**
 * A sentence that decides for someone else or for a case ("skip whey with a milk allergy", "if
 * you have kidney disease, don't"), or denies the verdict ("it is not on the DoD list"), is no
 * verdict on what was asked.
 */
const NOT_A_VERDICT = /\b(?:if|unless|when|whether)\b|\bwith an? (?:\w+ )?(?:allergy|diet|intolerance)\b|\bnot (?:on|prohibited|banned|listed)\b/i;

/** What the last answer decided, and the sentence that says it: the strongest verdict it holds. */
export function lastVerdict(reply: string): Verdict | null {
  const sentences = sentencesOf(reply).filter((s) => !NOT_A_VERDICT.test(s));
  for (const v of VERDICTS) {
    const sentence = sentences.find((s) => v.says.test(s));
    if (sentence) return { kind: v.kind, sentence: plainClause(sentence, v.says) };
  }
  return null;
}

/** The clause that carries the verdict: after the colon before it, when there is one ("In pregnancy ...: stop the pre-workout"). */
function plainClause(sentence: string, says: RegExp): string {
  const at = sentence.search(says);
  const colon = sentence.lastIndexOf(": ", Math.max(at, 0));
  const clause = colon > 0 && colon < at ? sentence.slice(colon + 2) : sentence;
  // Up to the colon or semicolon after the verdict: the reasons were said above.
  const end = clause.slice(Math.max(clause.search(says), 0)).search(/[:;]\s/);
  const short = end > 0 ? clause.slice(0, Math.max(clause.search(says), 0) + end) : clause;
  const cut = short.replace(/^No[:,.]\s*/, "");
  return `${cut.charAt(0).toUpperCase()}${cut.slice(1)}`.replace(/([^.!?])$/, "$1.");
}

/** The opening word for the verdict, as the question was put. */
function answerWord(kind: Verdict["kind"], negative: boolean): string {
  if (negative) return "Right.";
  return kind === "ask-first" ? "Not on your own." : "No.";
}

/** About the last answer, not a new question: it points back at it, and names at most one thing that answer did not. */
function aboutLast(message: string, last: string): boolean {
  const said = new Set(wordsOf(last));
  const novel = wordsOf(message).filter((w) => w.length >= 4 && !PLAIN_WORDS.has(w) && !said.has(w));
  return novel.length <= 1 && (/\b(?:that|it|this|so|then|those|them|one)\b/.test(message) || message.split(/\s+/).length <= 6);
}

/** An answer that already opens with a plain yes or no needs no second one. */
const OPENS_PLAINLY = /^\W*(?:yes|no|not|right|correct|don'?t|stop|skip)\b/i;

/** The follow-up's answer with the last answer's verdict said first, when it asks yes or no about it. */
export function withVerdictFirst(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const last = earlierAnswers(u).at(-1);
  const message = u.normalized.trim();
  // A product nobody can identify has its own plain no, said again in full (./said-before.ts).
  if (!last || u.symptoms.length || u.substances.some((s) => s.name === "unidentified") || message.split(/\s+/).length > 14 || !YES_NO.test(message) || ASKS_FOR_OPTIONS.test(message) || !aboutLast(message, last)) return answer;
  if (OPENS_PLAINLY.test(answer.text)) return answer;
  const verdict = lastVerdict(last);
  if (!verdict) return answer;
  const lead = `${answerWord(verdict.kind, ASKED_AS_NEGATIVE.test(message))} ${verdict.sentence}`;
  // Said after the repeats were left out: the verdict is the new answer, and "nothing to add" would contradict it.
  return { ...answer, text: join(lead, answer.text.replace(new RegExp(`^${NOTHING_NEW}[^\\n]*`), "").trim()) };
}
