import { escapeRegExp } from "~/domain/text";
import { type Ask, asksIn } from "./asks";
import { headingEcho, type PassageHit } from "./passages";
import type { Understanding } from "./understand";

/*
 * A plain question inside a message ("how much protein do I need", "where do I get omega-3s",
 * "does it have to be monohydrate") is one part of what the person asked. It has no verdict or
 * named aspect for ./ask-answers.ts to check, so it is routed by what it is about: its terms
 * (the subject it says, else the one it leans on, and its own content words) and how it is asked
 * (an amount, a time, a place). A part counts as answered only when the reply speaks of its terms
 * in that way, and the guide section that answers it is the one whose heading names its terms and
 * echoes its question.
 */

/** How a question is asked, and what an answer to it shows. */
const FORMS: ReadonlyArray<{ asks: RegExp; shows: RegExp }> = [
  // An amount is answered by a figure with its unit.
  { asks: /^how (?:much|many)\b|\bhow much\b/, shows: /\d[\d,.]*\s*(?:to\s*[\d,.]+\s*)?(?:g\b|grams?|mg\b|mcg\b|iu\b|quarts?|liters?|litres?|oz\b|ounces?|cups?|servings?|scoops?|cans?|percent|%)/ },
  // A time is answered by when.
  { asks: /^when\b|\bhow long\b/, shows: /\b(?:before|after|within|during|morning|night|bedtime|hours?|minutes?|weeks?|days?)\b/ },
];

/** A question answered yes or no, and an opening that answers it. */
const YES_NO = /^(?:is|are|does|do|did|can|could|will|would|should)\b/;
const VERDICT = /^(?:yes|no|some, yes|not|usually|probably|only if|it can|it does|it doesn'?t|it won'?t)\b/;

/** A word's stem: "shipped" and "shipping" meet "ship", "drinking" meets "drink". */
function stem(word: string): string {
  const bare = word.length > 4 ? word.replace(/(?:ing|ed|es|s)$/, "").replace(/([b-df-hj-np-tv-z])\1$/, "$1") : word.replace(/s$/, "");
  return bare.length > 5 ? bare.slice(0, 5) : bare;
}

/** Words of a clause that say nothing of what it is about ("can I even get stuff shipped out there"). */
const EMPTY = /^(?:out|there|here|even|get|got|stuff|thing|things|really|actually|just|any|some|that|this|those|these|day|make|makes|take|use)$/;
export const holds = (text: string, word: string) => new RegExp(`(?<![a-z0-9])${escapeRegExp(stem(word))}`).test(text);

/** A plain question: no verdict and no named aspect, which ./ask-answers.ts checks its own way. */
export const isPlainQuestion = (ask: Ask) => ask.kind === "question" && !ask.aspect && !ask.judgement;

/** What the part is about: the subject it says (else the one it leans on) and its own content words. */
export function partTerms(ask: Ask): string[] {
  const said = ask.subject.filter((w) => ask.text.includes(w));
  const own = ask.words.filter((w) => w.length > 2 && !/^\d+$/.test(w) && !EMPTY.test(w) && !ask.subject.includes(w));
  return [...new Set([...(said.length ? said : ask.subject.slice(0, 1)), ...own])];
}

/**
 * The searches for each plain part of a message of two or more asks ("how much protein do I need,
 * and when should I eat it"); a lone question is the message's own topic, searched as before.
 */
export function partPassageQueries(u: Understanding): string[] {
  const asks = asksIn(u.message, u.categories.slice(0, 1).map((c) => (c === "pre-workout" ? c : c.split("-")[0].replace(/s$/, ""))));
  return asks.length > 1 ? asks.filter(isPlainQuestion).map((a) => partTerms(a).join(" ")).filter(Boolean) : [];
}

/**
 * Whether `text` answers the part: one of its sentences names most of its terms and, for an
 * amount or a time, gives one. A sentence that speaks of another part's own terms answers that
 * part: "protein eaten before sleep" answers "is casein before bed worth it", not "when should I
 * eat it" asked beside it.
 */
export function partAnswered(ask: Ask, text: string, others: readonly Ask[] = []): boolean {
  const terms = partTerms(ask);
  if (!terms.length) return true;
  // The reply's opening verdict ("Some, yes: ...") answers the yes-or-no question asked first.
  if (others.find((o) => o.kind === "question") === ask && YES_NO.test(ask.text) && VERDICT.test(text.trim())) return true;
  const theirs = [...new Set(others.filter((o) => o !== ask).flatMap((o) => [...partTerms(o), ...o.words]))].filter((w) => !terms.includes(w) && w.length > 2);
  const form = FORMS.find((f) => f.asks.test(ask.text));
  return text
    .split(/(?<=[.!?:])\s+|\n+/)
    .filter((s) => !theirs.some((w) => holds(s, w)))
    .some((s) => terms.filter((w) => holds(s, w)).length >= Math.ceil(terms.length / 2) && (!form || form.shows.test(s)));
}

/**
 * The guide section that answers the part: its heading names one of the part's terms, and among
 * those the one that names most of them in heading and text and echoes the question's own words
 * ("how much ... drink" -> "How much should I drink per hour in the heat?").
 */
export function partSection(ask: Ask, passages: readonly PassageHit[]): PassageHit | null {
  const terms = partTerms(ask);
  if (!terms.length) return null;
  // A subject only leaned on ("where do I throw them out", about supplements) does not make a heading meet the part: its own words must.
  const leanedOn = !ask.subject.some((w) => ask.text.includes(w));
  const headed = leanedOn && terms.length > 1 ? terms.slice(1) : terms;
  const scored = passages
    .filter((hit) => hit.heading)
    .map((hit) => {
      const heading = (hit.heading ?? "").toLowerCase();
      const body = hit.text.toLowerCase();
      const inHeading = headed.filter((w) => holds(heading, w)).length;
      const inBody = terms.filter((w) => holds(body, w)).length;
      return { hit, inHeading, inBody, score: 3 * inHeading + inBody + headingEcho(hit, ask.text) };
    })
    // Its heading names a term, and the section speaks of all of them but one at most (a ruck asked about is one circumstance).
    .filter((s) => s.inHeading > 0 && terms.filter((w) => holds(`${s.hit.heading} ${s.hit.text}`.toLowerCase(), w)).length >= Math.max(1, terms.length - 1))
    .sort((a, b) => b.score - a.score);
  return scored[0]?.hit ?? null;
}
