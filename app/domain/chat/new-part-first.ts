import { conditionRule } from "~/domain/safety/conditions";
import type { EngineAnswer } from "./draft";
import { CHEAPER_READING } from "./refining-turn";
import { PLAIN_WORDS, wordsOf } from "./said-before";
import type { Understanding } from "./understanding";

/*
 * A medicine or condition told in a later turn is what the turn adds, so its caution opens the
 * answer, ahead of what an earlier turn's subject still brings (a sleep referral, the picks, a
 * guide passage). Only signs to act on now come before it. Whichever stage wrote the caution, it
 * is found by its own heading ("**With a blood thinner:**"), so no composer has to order it.
 */

/** An opening that must stay first: care now, or a warning on a listed substance. */
const STAYS_FIRST = /\b911\b|\bemergency room\b|^\*\*Warning\b|^\*\*Stop\b/i;

/** The turn itself: a follow-up is read as "the request before: the turn". */
const turnOf = (message: string) => message.slice(message.lastIndexOf(": ") + 1);

/** An opening that already answers the turn: it names a figure or a word the turn said ("160/100", "black"). */
function speaksOfTheTurn(opening: string, message: string): boolean {
  const said = wordsOf(turnOf(message)).filter((w) => (w.length >= 4 && !PLAIN_WORDS.has(w)) || /\d/.test(w));
  const words = new Set(wordsOf(opening));
  return said.some((w) => words.has(w));
}

/** The answer with the caution of a medicine or condition told in this turn first. */
export function withNewPartFirst(answer: EngineAnswer, u: Pick<Understanding, "newConditions" | "earlierReplies" | "message">): EngineAnswer {
  // A first message is ordered by what it asks (./subject-first.ts); only a later turn adds to a conversation.
  if (!u.newConditions.length || !u.earlierReplies?.length) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  if (!paragraphs.length || STAYS_FIRST.test(paragraphs[0])) return answer;
  const headings = u.newConditions.map((id) => `**With ${conditionRule(id).label}`);
  if (headings.some((h) => paragraphs[0].startsWith(h)) || speaksOfTheTurn(paragraphs[0], u.message)) return answer;
  const at = paragraphs.findIndex((p) => headings.some((h) => p.startsWith(h)));
  if (at <= 0) return answer;
  return { ...answer, text: [paragraphs[at], ...paragraphs.filter((_, i) => i !== at)].join("\n\n") };
}

/** Where a list of picks begins: its heading, the price ranking's note, or its first item. */
const PICKS_BEGIN = /^(?:Our top \*\*|Certified \[|We hold a price|Listed cheapest|\d+\. \*\*)/;

/**
 * "Cheaper?" adds only a wish for a lower price: the answer opens on the picks ranked by price.
 * A guide passage drafted for the request again comes before them as its stock opening, so it is
 * left out; a caution or care line is kept.
 */
export function withRankingFirst(answer: EngineAnswer, u: Pick<Understanding, "message" | "earlierReplies">): EngineAnswer {
  if (!u.earlierReplies?.length || !u.message.endsWith(CHEAPER_READING)) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const at = paragraphs.findIndex((p) => PICKS_BEGIN.test(p.trim()));
  if (at <= 0) return answer;
  const kept = paragraphs.slice(0, at).filter((p) => /^\*\*With |^\*\*Warning|\b911\b|\bemergency room\b/.test(p));
  return { ...answer, text: [...kept, ...paragraphs.slice(at)].join("\n\n") };
}
