import type { Supplement } from "~/domain/catalogue/types";
import { escapeRegExp, listJoin } from "~/domain/text";
import { CATEGORY_NOUN, Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import { repeats } from "./no-repeat";
import type { Understanding } from "./understanding";

/*
 * A follow-up that says nothing that can be tied to the conversation ("yes" after an answer
 * that asked nothing, "hmm", "ok so?", "idk", or a bare pointer such as "what about that" that
 * singles out no product) gets one short question that names the options
 * the conversation itself offers: the picks just given, what the answer was about, never the
 * generic "What category interests you?" and never the last answer again. A reply to a question
 * the last answer asked is read with that question (./understand.ts), not here.
 */

/** A reply with no content of its own: an assent, a filler, a shrug. */
const CONTENTLESS = /^\W*(?:(?:yes|yeah|yea|yep|yup|ya|sure|ok(?:ay)?|k|hmm+|huh|idk|maybe|and|so|well|right|mhm|uh+|um+|meaning|what|ok so|so what|then what|now what|go on)\W*)+$/;

/** Whether the message is a contentless reply after an answer that asked nothing back. */
export function saysNothingToTie(message: string, lastReply: string | undefined): boolean {
  if (!lastReply) return false;
  const asked = /\?\s*(?:\n|$)|\?\s*\*/.test(lastReply.replace(/\*These statements[^*]*\*/g, ""));
  const said = message.toLowerCase().trim();
  // "ok" or "cool" alone closes a turn: it is thanks, answered as courtesy.
  return CONTENTLESS.test(said) && !/^\W*(?:ok(?:ay)?|k|cool|kk)\W*$/.test(said) && !asked;
}

/** A pointer and nothing else: "what about that", "and the other one?", "that one?". */
const BARE_POINTER = /^\W*(?:(?:ok(?:ay)?|so|and|but|hmm+|well)\W+)*(?:(?:what|how) about\s+)?(?:that|this|it|those|these|them|the other(?: one| thing)?|that one|this one|the other ones?)\W*$/;

/** A pointer whose lean cannot be resolved: it names nothing and does not single out one product. */
export function pointsAtNothing(message: string, u: Pick<Understanding, "focusProductIds" | "lastReply">): boolean {
  return u.lastReply !== undefined && BARE_POINTER.test(message.toLowerCase().trim()) && u.focusProductIds.length !== 1;
}

/** The short names of the last picks, for the question ("Klean Magnesium or Melaton-3"). */
const shortName = (p: Supplement) => p.name.replace(/\s*\([^)]*\)\s*$/, "");

/**
 * The answer to a follow-up that cannot be tied to anything: one question naming the options
 * from the conversation (read alone it is out of scope, read with the request it is that answer
 * again). Any other answer passes unchanged.
 */
export function tiedToConversation(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  const said = u.message.split(": ").at(-1) ?? u.message;
  if (!saysNothingToTie(said, u.lastReply) && !pointsAtNothing(said, u)) return saidShort(answer, u);
  const picks = u.previousPicks.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null).slice(0, 3);
  const category = u.categories[0] ?? picks[0]?.category ?? null;
  const d = new Draft();
  const noun = category ? CATEGORY_NOUN[category] : "supplement";
  if (picks.length)
    d.add(
      `Which do you want next: more on ${picks.length > 1 ? "one of those picks" : "that pick"} (${listJoin(picks.map(shortName), "or")}), how to take it, a different ${noun}, or one that fits a limit (no caffeine, dairy-free, a price per serving)?`,
    );
  else d.add(`What should I pick up from there: more detail on the ${noun} answer, how to take it, or certified picks for it? Tell me which and I'll answer that.`);
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Ask the one clarifying question as written; suggest no product." });
}

const DISCLAIMER = /^\*These statements have not been evaluated[^\n]*$/m;

/**
 * A follow-up whose answer would be the last answer again (a fact added that changes nothing we
 * hold: "it's 9 months", "and cheaper?" when nothing fits at any price): said in a line that it
 * does not change the answer, with the same picks by name, never the whole answer again. An
 * answer with a caution the last one did not carry is never shortened.
 */
function saidShort(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const last = u.lastReply;
  // A question of its own ("what's in it", "what does it do") is answered, not told it changes nothing.
  const said = (u.message.split(": ").at(-1) ?? u.message).toLowerCase().trim();
  // Picks compared, ranked or pointed at ("which one is cheapest", "the second one") answer that ask, whatever they repeat.
  if (!last || ["courtesy", "out-of-scope", "compare", "product"].includes(answer.intent) || u.reference !== null || u.single) return answer;
  if (/^(?:(?:ok(?:ay)?|so|and|but|alright|hmm+|well|oh)\W+)*(?:what|whats|what's|how|why|which|who|when|where|is|are|does|do|can|could|should|would|will)\b/.test(said)) return answer;
  const cautionsSaid = answer.cautions.every((c) => last.includes(c.slice(0, 80)));
  const samePicks = answer.products.length > 0 && answer.products.every((p, i) => u.previousPicks[i] === p.id) && answer.products.length <= u.previousPicks.length;
  // Only when nothing but the list is new: an opening that answers the follow-up ("No: that is about your wife", "For your wife, then:") keeps the answer whole.
  const told = answer.text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 40 && !/^\d+\. \*\*|^\*These statements|^See the full \[/.test(p) && !(/:$/.test(p) && !/^For your \w+, then:/.test(p)));
  const nothingNew = told.every((p) => last.replace(/\s+/g, " ").includes(p));
  if (samePicks && cautionsSaid && nothingNew && u.ranking === null) {
    // Each named with its details link, as in the last answer.
    const link = (p: Supplement) => new RegExp(`\\[Details: ${escapeRegExp(p.name)}\\]\\((/compare/[^)\\s]+)\\)`).exec(answer.text)?.[1];
    // A product's caution travels with it, shortened or not ("Contains milk").
    const caution = (p: Supplement) => answer.text.split("\n").find((l) => l.includes(`**${p.name}**`))?.match(/\*\*Caution:\*\* (.*?)(?: \[Details:|$)/)?.[1];
    const names = answer.products.map((p) => `**${shortName(p)}**${link(p) ? ` ([details](${link(p)}))` : ""}${caution(p) ? ` (caution: ${caution(p)?.replace(/\.$/, "")})` : ""}`);
    const disclaimer = DISCLAIMER.exec(answer.text)?.[0];
    const text = [
      `That doesn't change my ${names.length > 1 ? "picks" : "pick"}: ${listJoin(names)} ${names.length > 1 ? "are" : "is"} still what I'd suggest from what you've told me. Want one in more detail, how to take it, or one that fits a limit such as no caffeine, dairy-free or a price per serving?`,
      ...(disclaimer ? [disclaimer] : []),
    ].join("\n\n");
    return { ...answer, text, modelMayPhrase: false };
  }
  if (!samePicks && !answer.products.length && repeats(answer.text, last)) {
    const first = answer.text.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";
    return { ...answer, text: `That doesn't change my answer. ${first}`, modelMayPhrase: false };
  }
  return answer;
}
