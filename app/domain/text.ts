/*
 * Small text helpers used across the site (catalogue, quiz, chat, content), in one place so each
 * rule is written once. Pure.
 */

/** "a", "a and b", "a, b and c" (or with another word: "a, b or c"); no serial comma, as the site writes. */
export function listJoin(items: readonly string[], word = "and"): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}` : (items[0] ?? "");
}

/** Every parenthetical removed: "Klean Magnesium (90 capsules)" -> "Klean Magnesium". */
export function withoutParentheses(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, "").trim();
}

/** Text to be matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
