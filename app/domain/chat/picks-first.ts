import { asksIn } from "./asks";
import { type EngineAnswer, join } from "./draft";
import type { Understanding } from "./understanding";

/*
 * "Which pre should I get?" asks for a pick: the pick comes first, and what the drafted answer
 * put before it (the caffeine figures, a first try's advice) follows the list. Only when the
 * message asks nothing else and nothing before the list is a warning or a caution for a
 * condition, a substance or a symptom: those are said first whatever was asked.
 */

/** A question whose answer is one product, or a few: "which pre should I get", "what whey do you recommend". */
const ASKS_WHICH_TO_GET =
  /\b(?:which|what) (?:[a-z-]+ ){0,3}(?:should i (?:get|buy|grab|take|use|try|start with|go with|run)|(?:do|would) (?:you|yall|y'all|u) (?:recommend|suggest)|(?:is|are) (?:the )?best|to (?:get|buy|grab))\b|\bwhich (?:one|brand|product)\b/;

const LIST_ITEM = /^\d+\. \*\*/m;

export function withPicksFirst(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (!ASKS_WHICH_TO_GET.test(u.normalized) || !answer.products.length) return answer;
  if (u.conditions.length || u.substances.length || u.symptoms.length || u.myths.length || u.intents.includes("urgent")) return answer;
  // A question beside the request ("do I even need one? if so which") is answered before the picks.
  if (asksIn(u.message).some((a) => a.kind === "question")) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const list = paragraphs.findIndex((p) => LIST_ITEM.test(p));
  // The list's own intro ("Our top Pre-Workout picks ...:") stays with it.
  const start = list > 0 && /:\s*$|\bpicks?\b/i.test(paragraphs[list - 1]) && !LIST_ITEM.test(paragraphs[list - 1]) ? list - 1 : list;
  if (start <= 0) return answer;
  const before = paragraphs.slice(0, start);
  if (before.some((p) => /^\*\*(?:Warning|Caution|Stop)\b/.test(p.trim()))) return answer;
  const text = join(...paragraphs.slice(start, list + 1), ...before, ...paragraphs.slice(list + 1));
  return { ...answer, text };
}
