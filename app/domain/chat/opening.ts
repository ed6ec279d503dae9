import type { EngineAnswer } from "./draft";
import { DraftSplitter, isListItem } from "./ground";
import { linkDestinations } from "./links";
import { type ProductNameIndex, productsNamedIn } from "./product-names";

/*
 * The plan's own first words, shown with its cautions while the model writes, so a person reads
 * the answer's opening at once instead of waiting for the model's first sentence. Only words that
 * the model's reading of the request cannot make unsafe qualify: no product (the reading may rule
 * it out), no link, no list item. docs/decisions/0058-the-plan-opens-the-answer.md
 */

/**
 * The engine answer's opening: the first line of its first block after the cautions when that
 * line leads in to picks (it ends with a colon) or asks a question; else, when the plan has no
 * caution to show first, that line's first sentence. Null when that line names a product, links
 * anywhere or is a list item or heading.
 */
export function planOpening(answer: Pick<EngineAnswer, "text" | "cautions">, names: ProductNameIndex): string | null {
  let rest = answer.text;
  for (const caution of answer.cautions) rest = rest.replace(caution, "");
  const line = rest.trim().split("\n")[0]?.trim() ?? "";
  if (!line || isListItem(line) || /^#{1,6}\s/.test(line) || linkDestinations(line).length) return null;
  if (productsNamedIn(line, names, { brandAlone: false }).length) return null;
  if (/[:?]$/.test(line)) return line;
  // The cautions are already the first words; a sentence of the answer beside them tends to say the same.
  if (answer.cautions.length) return null;
  const splitter = new DraftSplitter();
  const [first] = [...splitter.push(line), ...splitter.end()];
  return first?.text || null;
}

/** An answer's text without an opening already shown: what follows it, when the text starts with it. */
export function afterOpening(text: string, opening: string | null): string {
  if (!opening) return text;
  const at = text.indexOf(opening);
  // Only the answer's first words: the same words later in the answer are its own.
  if (at === -1 || text.slice(0, at).trim()) return text;
  return text.slice(at + opening.length).replace(/^[ \t]*\n?/, "").trimStart();
}
