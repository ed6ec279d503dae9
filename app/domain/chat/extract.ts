import { CATEGORIES, type CategoryInfo } from "~/domain/categories";
import { escapeRegExp } from "~/domain/text";

/**
 * Numbered items, one per line ("1. **Name** by Brand — ...") or inline as in the offline reply
 * ("1) A 2) B 3) C"). An item runs to the end of its line or to the next number marker.
 */
const NUMBERED_ITEM = /(?:^|\s)\d{1,2}[.)]\s+(.+?)(?=\s+\d{1,2}[.)]\s|\n|$)/gm;

/** Where a plain (unbolded) item name ends: a dash, colon, " by " or an em/en dash. */
const NAME_END = /\s+(?:[—–-]|by)\s+|:\s/;

function itemName(item: string): string {
  const bold = item.match(/^\*\*(.+?)\*\*/);
  const raw = bold ? bold[1] : item.split(NAME_END)[0];
  return raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/[.,;]+$/, "")
    .trim();
}

/**
 * Product names from the numbered lists of a reply, in order, without duplicates. Names of two
 * characters or fewer are dropped (docs/product.md §5.5).
 */
export function extractSuggestedNames(reply: string): string[] {
  const names: string[] = [];
  for (const match of reply.matchAll(NUMBERED_ITEM)) {
    const name = itemName(match[1]);
    if (name.length > 2 && !names.includes(name)) names.push(name);
  }
  return names;
}

const PRIMARY_PATTERNS = CATEGORIES.filter((c) => c.primary).map((category) => ({
  category,
  // "Protein & Recovery" also matches "protein and recovery".
  pattern: new RegExp(`\\b${escapeRegExp(category.title).replace("&", "(?:&|and)")}\\b`, "i"),
}));

/** Primary categories a reply mentions by name, in order of first mention ('View {category}' links). */
export function mentionedPrimaryCategories(reply: string): CategoryInfo[] {
  // Only a reply with picks opens their category: a clarifying question names categories as
  // choices, and "stop the pre-workout" or "no product for this" must not end on a button to one.
  if (!extractSuggestedNames(reply).length) return [];
  return PRIMARY_PATTERNS.map(({ category, pattern }) => ({ category, at: reply.search(pattern) }))
    .filter((m) => m.at !== -1)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.category);
}
