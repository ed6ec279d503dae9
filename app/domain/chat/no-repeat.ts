import type { CategoryId } from "~/domain/categories";
import { listJoin } from "~/domain/text";
import { CATEGORY_NOUN, Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import { categoryTitle, pickLine } from "./product-lines";
import { byRanking, categoryFits, singular, wantsOf } from "./select";
import type { Understanding } from "./understand";
import { wantsPredicate, wantsPredicateAfterNone } from "./wants-grammar";

/*
 * A follow-up is answered for what it asks, never with the last answer again. When the answer
 * drafted for a follow-up would repeat the last one (its paragraphs all said before), the
 * follow-up asked something that answer cannot give: "which of those is cheapest?" after an
 * answer with no picks gets that said plainly and the nearest honest thing; a vague "need
 * something" gets one short question built from what was said.
 */

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    // The closing lines (the category's link, the disclaimer) come with many answers: they say nothing new.
    .filter((p) => p.length > 40 && !/^\*These statements have not been evaluated|^See the full \[/.test(p));

/** Whether an answer says nothing the last one did not: every paragraph of it was in the last. */
export function repeats(text: string, last: string | undefined): boolean {
  if (!last) return false;
  const said = new Set(paragraphs(last));
  const here = paragraphs(text);
  return here.length > 0 && here.every((p) => said.has(p));
}

/** "Which of those", "the cheapest one": a question about the last answer's picks. */
const ABOUT_PICKS = /\b(?:those|these|them|which)\b/;

const RANKING_WORDS: Record<string, string> = {
  price: "costs least per serving",
  "caffeine-low": "has the least caffeine",
  "caffeine-high": "has the most caffeine",
  "protein-high": "has the most protein a serving",
  carbs: "has the most carbohydrate",
};

/** "Need something", "anything else": a follow-up that names nothing it wants. */
const VAGUE = /^\W*(?:ok(?:ay)?,? |so,? |well,? |but )*(?:i )?(?:still |just )?(?:need|want|give me|gimme|get me)? ?(?:something|anything|stuff)(?: else| then| now)?\W*$/;

/** The last answer's picks again, first and in the same order (one more after them is no new answer). */
const samePicks = (answer: EngineAnswer, before: readonly string[]) => before.length > 0 && before.every((id, i) => answer.products[i]?.id === id);

/** The answer to a follow-up that would repeat the last answer: word for word, or its picks again for a follow-up that names nothing. */
export function notRepeated(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  // An answer about a substance, a myth or a warning is said again when pressed: only picks and their questions are re-read.
  if (!["recommend", "none-left", "general", "product", "more-options", "plan"].includes(answer.intent) || u.substances.length || u.myths.length || input.screened.prohibited.length) return answer;
  const again = repeats(answer.text, u.lastReply) || (VAGUE.test(u.normalized) && samePicks(answer, u.previousPicks));
  if (!again) return answer;
  const category = u.categories[0] ?? answer.category;
  if (category && ABOUT_PICKS.test(u.normalized) && !u.previousPicks.length && !u.focusProductIds.length) return noPicksToRank(u, category, input);
  // A follow-up that adds a wish ("and keep it cheap") may rightly get the same "none fits" again; only one that names nothing is asked back.
  return VAGUE.test(u.normalized) ? clarifyFrom(u, category) : answer;
}

/** "Which of those is cheapest?" with no picks: said plainly, then the one that comes first among those left out, labelled as missing the ask. */
function noPicksToRank(u: Understanding, category: CategoryId, input: EngineInput): EngineAnswer {
  const d = new Draft();
  const wants = wantsOf(u);
  const filtered = categoryFits(category, u, input.picksFor);
  const title = categoryTitle(category);
  const missed = wants.length ? ` none of our certified **${title}** picks ${wantsPredicateAfterNone(wants)}` : ` none of our certified **${title}** picks fit`;
  d.add(`My last answer had no picks to compare:${missed}, so there are none to compare.`);
  const ranked = byRanking(filtered.leftOut.map((l) => ({ product: l.product, notes: [] })), { ...u, ranking: u.ranking ?? "price" });
  const first = (u.ranking ?? "price") === "price" ? ranked.find((f) => f.product.pricePerServing !== null) : ranked[0];
  const leftOut = first && filtered.leftOut.find((l) => l.product.id === first.product.id);
  if (first && leftOut && ((u.ranking ?? "price") !== "price" || first.product.pricePerServing !== null)) {
    const what = RANKING_WORDS[u.ranking ?? "price"];
    d.allow([first.product]);
    d.name(first.product);
    d.add(
      `If you can drop ${wants.length ? listJoin(wants) : "what you asked for"}, the one that ${what} among the ones I left out is below. It does **not** meet what you asked: ${singular(leftOut.reason)}.`,
      pickLine(first, 0),
    );
  } else d.add(`None of the ones I left out has a price on record to compare, so I can't name a cheapest one honestly.`);
  return finish(d, { intent: "none-left", category, brief: "Say there were no picks to compare, then give the one product as written, labelled as not meeting the ask." });
}

/** "Need something": one short question from what was said. */
function clarifyFrom(u: Understanding, category: CategoryId | null): EngineAnswer {
  const d = new Draft();
  const wants = wantsOf(u);
  const kind = category ? ` than the ${CATEGORY_NOUN[category]} options I just gave` : "";
  const keep = wants.length ? ` and I'll pick one that ${wantsPredicate(wants)}` : "";
  d.add(`Something other${kind}? Tell me what it's for (energy for training, recovery, sleep, hydration in the heat or filling gaps in your diet)${keep}.`);
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Ask the one clarifying question as written; suggest no product." });
}
