import rawList from "~/data/dod-prohibited.json";
import { RED_FLAGS } from "~/data/opss-red-flags";
import { checkIngredients as checkWith, type IngredientCheckResult } from "~/domain/safety/check";
import { createProhibitedMatcher, type ProhibitedMatcher } from "~/domain/safety/matcher";
import { screenRedFlags as screenWith } from "~/domain/safety/red-flags";
import type { ProhibitedListData } from "~/domain/safety/types";

/*
 * Our copy of the DoD Prohibited Dietary Supplement Ingredients list and the one matcher over
 * it, shared by the catalogue screen, the chat and the ingredient checker, with the red-flag terms. Server-only: the list
 * (880 entries) never reaches a browser; pages get results through loader data.
 */

// Typed against the list's shape, so a changed file fails the typecheck rather than a request.
const LIST: ProhibitedListData = rawList;

let matcher: ProhibitedMatcher | null = null;

function prohibitedMatcher(): ProhibitedMatcher {
  matcher ??= createProhibitedMatcher(LIST);
  return matcher;
}

export const screenText: ProhibitedMatcher["screenText"] = (text) => prohibitedMatcher().screenText(text);
export const searchProhibited: ProhibitedMatcher["searchProhibited"] = (query, limit) => prohibitedMatcher().searchProhibited(query, limit);
export const getProhibitedEntries: ProhibitedMatcher["entries"] = () => prohibitedMatcher().entries();
export const prohibitedListInfo: ProhibitedMatcher["info"] = () => prohibitedMatcher().info();

/** Label terms OPSS and FDA warn about that the list does not name ("ask before you take"). */
export const screenRedFlags = (text: string) => screenWith(text, RED_FLAGS);

/** One answer for the ingredient checker page and GET /api/ingredients/check. */
export function checkIngredients(query: string): IngredientCheckResult {
  return checkWith(prohibitedMatcher(), RED_FLAGS, query);
}
