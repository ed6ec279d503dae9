import { conditionRule } from "~/domain/safety/conditions";
import type { EngineAnswer } from "./draft";
import type { Understanding } from "./understanding";

/*
 * A medicine or condition told in a later turn is what the turn adds, so its caution opens the
 * answer, ahead of what an earlier turn's subject still brings (a sleep referral, the picks, a
 * guide passage). Only signs to act on now come before it. Whichever stage wrote the caution, it
 * is found by its own heading ("**With a blood thinner:**"), so no composer has to order it.
 */

/** An opening that must stay first: care now, or a warning on a listed substance. */
const STAYS_FIRST = /\b911\b|\bemergency room\b|^\*\*Warning\b|^\*\*Stop\b/i;

/** The answer with the caution of a medicine or condition told in this turn first. */
export function withNewPartFirst(answer: EngineAnswer, u: Pick<Understanding, "newConditions" | "earlierReplies">): EngineAnswer {
  // A first message is ordered by what it asks (./subject-first.ts); only a later turn adds to a conversation.
  if (!u.newConditions.length || !u.earlierReplies?.length) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  if (!paragraphs.length || STAYS_FIRST.test(paragraphs[0])) return answer;
  const headings = u.newConditions.map((id) => `**With ${conditionRule(id).label}`);
  if (headings.some((h) => paragraphs[0].startsWith(h))) return answer;
  const at = paragraphs.findIndex((p) => headings.some((h) => p.startsWith(h)));
  if (at <= 0) return answer;
  return { ...answer, text: [paragraphs[at], ...paragraphs.filter((_, i) => i !== at)].join("\n\n") };
}
