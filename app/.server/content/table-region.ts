import type { Element, ElementContent, Parent } from "hast";
import { escapeRegExp } from "../../domain/text.ts";

/*
 * A wide table scrolls inside its own box instead of widening the page on phones: a region a
 * keyboard can scroll. Each region is named after the heading above it, so a page with three
 * tables has three regions a screen reader can tell apart, and the name says that it scrolls.
 */

const SCROLLS = "table, scroll sideways for every column";
const UNNAMED = "Table (scroll sideways for every column)";

/** What the sanitizer lets through as a region's name: ours, never an author's markup. */
export const TABLE_REGION_NAME = new RegExp(`^(?:${escapeRegExp(UNNAMED)}|[^<>]{1,160}: ${escapeRegExp(SCROLLS)})$`);

const textOf = (node: ElementContent): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "");

/** The name for the table at `index` in `parent`: the nearest heading before it, if any. */
function regionName(parent: Parent, index: number): string {
  const heading = parent.children
    .slice(0, index)
    .reverse()
    .find((node): node is Element => node.type === "element" && /^h[2-6]$/.test(node.tagName));
  const text = heading ? textOf(heading).replace(/\s+/g, " ").replace(/[<>]/g, "").trim().slice(0, 160) : "";
  return text ? `${text}: ${SCROLLS}` : UNNAMED;
}

/** The table wrapped in its named, focusable scroll region. */
export function tableRegion(table: Element, parent: Parent, index: number): Element {
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ariaLabel: regionName(parent, index) },
    children: [table],
  };
}
