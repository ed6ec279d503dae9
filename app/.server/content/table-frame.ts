import type { Element, ElementContent } from "hast";
import type { Options as SanitizeSchema } from "rehype-sanitize";

/*
 * A guide's table reads on a phone without sideways scrolling: below 37rem each row is drawn as a
 * block, its first cell as the row's name and every other cell under its column's header, which
 * each cell carries as `data-label` (drawn by CSS, app/app.css). Explicit table roles keep a
 * screen reader's table navigation when the rows are drawn as blocks. From 37rem up it is an
 * ordinary table that fits the column (docs/decisions/0112).
 */

/** What the sanitizer lets through as a cell's label: a header's plain text, ours. */
const CELL_LABEL = /^[^<>]{1,120}$/;

/** The roles the frame gives each part of a table, kept whatever the part is drawn as. */
const TABLE_ROLES = { table: "table", thead: "rowgroup", tbody: "rowgroup", tr: "row", th: "columnheader", td: "cell" } as const;

const ALIGN = ["align", "left", "center", "right"] as const;

/** The sanitizer's allow-list for table parts: GFM's alignment, the one role each part gets, a cell's label. */
export const TABLE_ATTRIBUTES: NonNullable<SanitizeSchema["attributes"]> = {
  table: [["role", TABLE_ROLES.table]],
  thead: [["role", TABLE_ROLES.thead]],
  tbody: [["role", TABLE_ROLES.tbody]],
  tr: [["role", TABLE_ROLES.tr]],
  th: [[...ALIGN], ["role", TABLE_ROLES.th]],
  td: [[...ALIGN], ["role", TABLE_ROLES.td], ["dataLabel", CELL_LABEL]],
};

const textOf = (node: ElementContent): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "");

const elements = (node: Element, tagName?: string): Element[] =>
  node.children.filter((child): child is Element => child.type === "element" && (tagName === undefined || child.tagName === tagName));

const plain = (node: Element) => textOf(node).replace(/\s+/g, " ").replace(/[<>]/g, "").trim().slice(0, 120);

/** Gives every part its role and every body cell its column header's text. */
function labelCells(table: Element): void {
  table.properties.role = TABLE_ROLES.table;
  const headers = elements(table, "thead")
    .flatMap((head) => elements(head, "tr"))
    .at(0);
  const labels = headers ? elements(headers, "th").map(plain) : [];
  for (const group of elements(table)) {
    if (group.tagName !== "thead" && group.tagName !== "tbody") continue;
    group.properties.role = TABLE_ROLES[group.tagName];
    for (const row of elements(group, "tr")) {
      row.properties.role = TABLE_ROLES.tr;
      elements(row).forEach((cell, column) => {
        if (cell.tagName !== "th" && cell.tagName !== "td") return;
        cell.properties.role = TABLE_ROLES[cell.tagName];
        const label = labels[column];
        if (cell.tagName === "td" && label) cell.properties.dataLabel = label;
      });
    }
  }
}

/** The table in its frame (the rounded border), its cells labelled for the phone layout. */
export function tableFrame(table: Element): Element {
  labelCells(table);
  return { type: "element", tagName: "div", properties: { className: ["table-frame"] }, children: [table] };
}
