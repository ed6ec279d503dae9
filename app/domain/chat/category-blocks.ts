import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import { budgetConversion } from "./budget-answer";
import { CATEGORY_DISPLAY, NO_MORE_OPTIONS_REPLY } from "./copy";
import { BASIC_STACK, type Draft, type EngineAnswer, type EngineInput, finish, fixed, join, PICKS_PER_ANSWER } from "./draft";
import type { GoalLead } from "./goal-leads";
import { categoryLink, categoryTitle, pickLine, pickList } from "./product-lines";
import { categoryFits, wantsOf } from "./select";
import type { Understanding } from "./understand";
import { sayWhatIsSetAside } from "./taken-kinds";
import { dutyNotes } from "./warnings";

/*
 * The picks blocks of an answer that spans categories or continues one: a plan, further options,
 * two things asked for at once. Each keeps every constraint through categoryFits.
 */

type PicksFor = EngineInput["picksFor"];

/** One certified pick per need: the categories named, or the basics with them. */
export function planBlock(u: Understanding, d: Draft, picksFor: PicksFor): void {
  const planned = u.categories.length >= 2 ? u.categories : [...new Set([...u.categories, ...BASIC_STACK])];
  sayWhatIsSetAside(d, u.normalized, planned.flatMap(picksFor));
  const lines: string[] = [];
  const named: Supplement[] = [];
  for (const c of planned) {
    const { kept } = categoryFits(c, u, picksFor);
    d.allow(kept.map((f) => f.product));
    const fit = kept[0];
    if (!fit) {
      lines.push(`${lines.length + 1}. **${categoryTitle(c)}:** nothing in our certified list fits ${listJoin(wantsOf(u)) || "what you asked"}.`);
      continue;
    }
    lines.push(pickLine(fit, lines.length, ` (${categoryTitle(c)})`));
    if (fit.notes.length) d.fitNotes[fit.product.id] = fit.notes;
    named.push(fit.product);
  }
  d.add("One certified pick per need, each the best fit from its category:", lines.join("\n"), "Ask about any of them, or for more options in one category.");
  d.name(...named);
}

/**
 * Picks not suggested before in the category. Returns the whole answer when nothing is left and
 * nothing else was drafted, else the footer to show under the picks ("" when none).
 */
export function moreOptionsBlock(category: CategoryId, u: Understanding, d: Draft, picksFor: PicksFor): EngineAnswer | string {
  const { kept } = categoryFits(category, u, picksFor);
  const seen = new Set(u.suggestedBefore);
  const fresh = kept.filter((f) => !seen.has(f.product.id));
  d.allow(fresh.map((f) => f.product));
  if (!fresh.length) {
    if (!d.blocks.length) return { ...fixed("no-more-options", join(NO_MORE_OPTIONS_REPLY, categoryLink(category))), category };
    d.add(NO_MORE_OPTIONS_REPLY, categoryLink(category));
    return "";
  }
  const fits = fresh.slice(0, PICKS_PER_ANSWER);
  sayWhatIsSetAside(d, u.normalized, picksFor(category));
  d.add(`Here are other excellent ${CATEGORY_DISPLAY[category]} from our **${categoryTitle(category)}** list:`, pickList(fits, d));
  d.name(...fits.map((f) => f.product));
  return categoryLink(category);
}

/** Two or three things asked for in one message ("fish oil and vitamin D"): the best picks for each. */
export function severalCategoriesBlock(u: Understanding, d: Draft, picksFor: PicksFor): void {
  // A month's or week's money shared between them is said per serving first.
  const budgetLine = budgetConversion(u.normalized, u.constraints, u.categories.map(categoryTitle));
  const lines: string[] = budgetLine ? [budgetLine] : [];
  sayWhatIsSetAside(d, u.normalized, u.categories.slice(0, 3).flatMap(picksFor));
  for (const c of u.categories.slice(0, 3)) {
    const fits = categoryFits(c, u, picksFor).kept.slice(0, 2);
    d.allow(fits.map((f) => f.product));
    if (!fits.length) lines.push(`**${categoryTitle(c)}:** nothing in our certified list fits ${listJoin(wantsOf(u)) || "what you asked"}.`);
    else lines.push(`**${categoryTitle(c)}:**\n${pickList(fits, d)}`);
    d.name(...fits.map((f) => f.product));
  }
  d.add(...lines);
}

/** A goal no certified product serves: its advice (after any caution already drafted), the duty notes, and no product. */
export function goalOnlyAnswer(goal: GoalLead, u: Understanding, d: Draft, added = false): EngineAnswer {
  if (!added) d.caution(goal.lead, ...goal.sources);
  dutyNotes(u, d);
  // Beside a medicine's caution the answer is still that caution's, first.
  return finish(d, { intent: u.conditions.length ? "interaction" : "knowledge", category: null, brief: "Give any caution, then the advice, as written; suggest no product." });
}
