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

/**
 * What a screen reader should hear for a Markdown reply: link texts without their addresses, no
 * emphasis marks, heading hashes, list bullets or code ticks (the words and numbers stay). A link
 * whose text ends in the mark written after it ("[Check price: X (paid link)](/go/x) (paid link)",
 * named so for a list of links) is heard with the mark once.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\([^()\n]{1,40}\))\s+\1/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*[-*+]\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
