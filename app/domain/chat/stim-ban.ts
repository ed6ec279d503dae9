import type { CategoryId } from "~/domain/categories";
import { listJoin } from "~/domain/text";
import { Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import { categoryTitle, type Fit, pickLine } from "./product-lines";
import { categoryFits, wantsOf } from "./select";
import { GUIDE_HYDRATION, GUIDE_PROTEIN, GUIDE_SLEEP } from "./sources";
import type { Understanding } from "./understand";
import { categoriesNamed } from "./vocabulary";
import { wantsPredicate, wantsPredicateAfterNone } from "./wants-grammar";

/*
 * "Unit just banned stims, what can I take?": the question is what is left, not the last
 * category again. The answer is one stim-free pick from each kind of product that serves
 * training (keeping every other constraint of the conversation, a diet included), or a plain
 * "none does", and always the basics that carry the load without stimulants, from our guides.
 */

const STIMS = /\b(?:stims?|stimulants?|caffeine|pre-?workouts?)\b/g;
const RULED_OUT = /\b(?:bann?(?:ed|s)?|no more|not allowed|off limits|can'?t (?:have|take|use)|cut (?:out|off)|took away|outlawed|forbid\w*|prohibit\w*)\b/;
const ASKS_WHAT = /\bwhat (?:can|should|do|could) (?:i|we) (?:take|use|have|get|do)\b|\bwhat(?:'s| is) left\b|\b(?:options?|alternatives?|what now|instead|anything (?:else|i can))\b/;
const FOR_TRAINING: readonly CategoryId[] = ["pre-workout", "hydration", "protein-recovery"];

export const BASICS_WITHOUT_STIMS =
  "Without stimulants, the basics carry the load: 7 to 8 hours of sleep (from our sleep guide), about 20 to 25 g of protein a meal (from our protein guide), and water to a plan, 16 to 32 oz an hour while you train (from our hydration guide).";

/** Whether this message rules stimulants out and asks what is left. */
export function asksAfterStimBan(u: Understanding): boolean {
  const text = u.normalized;
  STIMS.lastIndex = 0;
  if (!STIMS.test(text) || !RULED_OUT.test(text) || !ASKS_WHAT.test(text)) return false;
  return categoriesNamed(text.replace(STIMS, " ")).length === 0 && !u.focusProductIds.length && !u.conditions.length;
}

/** Stim-free picks for training that keep the conversation's other constraints, or a plain none; the basics either way. */
export function stimBanAnswer(u: Understanding, input: Pick<EngineInput, "picksFor">): EngineAnswer | null {
  if (!asksAfterStimBan(u)) return null;
  const noStim: Understanding = u.constraints.some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || (c.kind === "caffeineMax" && c.mg === 0))
    ? u
    : { ...u, stimulantPreference: "no-stim", constraints: [...u.constraints, { kind: "caffeineMax", mg: 0 }] };
  const wants = wantsOf(noStim);
  const others = wants.filter((w) => w !== "no caffeine");
  const fits = FOR_TRAINING.map((c) => categoryFits(c, noStim, input.picksFor).kept[0]).filter((f): f is Fit => Boolean(f));
  const d = new Draft();
  d.caution(BASICS_WITHOUT_STIMS, GUIDE_SLEEP, GUIDE_PROTEIN, GUIDE_HYDRATION);
  if (!fits.length) {
    const kinds = listJoin(FOR_TRAINING.map(categoryTitle));
    d.add(
      `${others.length ? `None of our stim-free certified training products (${kinds}) ${wantsPredicateAfterNone(others)}` : `We carry no stim-free certified training product (${kinds})`}, so I have no pick for you. ` +
        `Look for a stim-free product${others.length ? ` whose label shows it ${wantsPredicate(others)}` : ""} that carries the NSF Certified for Sport or Informed Sport seal, and confirm the product and its lot on the certifier's site before you buy.`,
    );
    return finish(d, { intent: "none-left", category: null, brief: "Give the basics and say plainly that no product fits; suggest no product." });
  }
  d.allow(fits.map((f) => f.product));
  for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
  d.add(`Stim-free certified picks${others.length ? ` that keep to what you asked (${listJoin(others)})` : ""}, one of each kind:`, fits.map((f, i) => pickLine(f, i, ` (${categoryTitle(f.product.category)})`)).join("\n"));
  d.name(...fits.map((f) => f.product));
  return finish(d, { intent: "recommend", category: fits[0].product.category, brief: "Give the basics, then the stim-free picks as written." });
}
