/**
 * The one markdown pipeline: the article page, the admin preview and the search index all read
 * a body through `parseMarkdown`, so headings get the same anchors everywhere.
 *
 *   markdown -> mdast (GFM) -> our annotations (anchors, citations, product links)
 *            -> hast (raw HTML dropped) -> link and image rules -> allow-list sanitizer -> HTML
 *
 * The sanitizer runs last, so whatever an earlier step or an author produced, only the tags,
 * attributes and URL schemes listed in SCHEMA reach the page. Imports are relative with
 * extensions because the seed script (plain Node) loads this module.
 */
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Heading, Link, Parent, PhrasingContent, Root as MdastRoot, Text } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString as mdastText } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { countWords, readingMinutes, slugify } from "../../domain/content/post.ts";
import { escapeRegExp } from "../../domain/text.ts";
import { TABLE_ATTRIBUTES, tableFrame } from "./table-frame.ts";

export interface ProductLink {
  /** Exact names as they may appear in text, e.g. "Thorne Melaton-3" and "Melaton-3". */
  names: readonly string[];
  href: string;
}

export interface RenderOptions {
  /** How many sources the post lists: `[n]` becomes a link to source n when 1 <= n <= count. */
  sourceCount?: number;
  /** Catalogue products to link where the text names them (first mention of each). */
  products?: readonly ProductLink[];
  /** The site's own origin; absolute links to it are not marked external. */
  siteOrigin?: string;
}

export interface TocEntry {
  anchor: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The h2s, in order, for the table of contents. */
  toc: TocEntry[];
  words: number;
  readingMinutes: number;
}

export interface MarkdownSection {
  /** 0 is the introduction before the first h2. */
  position: number;
  heading: string | null;
  anchor: string | null;
  text: string;
}

const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SOURCE_ANCHOR_PREFIX = "source-";
/** `[3]` at the end of a sentence: a numbered reference to the third source. */
const CITATION = /\[(\d{1,2})\]/g;
const EXTERNAL_REL = ["noopener", "noreferrer", "nofollow"];

// ---------------------------------------------------------------------------------------------
// Parsing and annotation (mdast)
// ---------------------------------------------------------------------------------------------

/**
 * Markdown with GFM (tables, footnotes, strikethrough, task lists, autolinks) to mdast. The
 * parser and GFM's parsing extensions are called directly rather than through remark-parse and
 * remark-gfm: remark-gfm also registers GFM's markdown serializer, which nothing here uses
 * (about 40 kB of the compressed Worker).
 */
function parse(markdown: string): MdastRoot {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/**
 * Parses a body and gives every h2 and h3 an anchor from its text ("What does NSF check?" ->
 * "what-does-nsf-check", repeats get -2, -3). The page prints the title as the only h1, so an
 * h1 in a body is read as an h2.
 */
export function parseMarkdown(markdown: string): MdastRoot {
  const tree = parse(markdown);
  const used = new Map<string, number>();
  visit(tree, "heading", (node: Heading) => {
    if (node.depth === 1) node.depth = 2;
    if (node.depth > 3) return;
    const base = slugify(mdastText(node)) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const anchor = seen === 0 ? base : `${base}-${seen + 1}`;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: anchor } };
  });
  return tree;
}

function anchorOf(node: Heading): string | null {
  const id = node.data?.hProperties?.id;
  return typeof id === "string" ? id : null;
}

/** Node types whose text is left alone: links are not nested, code is literal, headings stay plain. */
const NO_INLINE_LINKS = new Set(["link", "linkReference", "inlineCode", "code", "heading", "definition", "html"]);

/**
 * Replaces matches of `pattern` inside text nodes (outside links, code and headings) with the
 * nodes `make` returns; `make` may return null to keep a match as text.
 */
function replaceInText(tree: MdastRoot, pattern: RegExp, make: (match: RegExpExecArray) => PhrasingContent | null) {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (NO_INLINE_LINKS.has(node.type)) return SKIP;
    if (node.type !== "text" || !parent || index === undefined) return;
    const value = (node as Text).value;
    const out: PhrasingContent[] = [];
    let last = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
      const made = make(match);
      if (!made) continue;
      if (match.index > last) out.push({ type: "text", value: value.slice(last, match.index) });
      out.push(made);
      last = match.index + match[0].length;
    }
    if (out.length === 0) return;
    if (last < value.length) out.push({ type: "text", value: value.slice(last) });
    parent.children.splice(index, 1, ...(out as typeof parent.children));
    return [SKIP, index + out.length];
  });
}

function linkCitations(tree: MdastRoot, sourceCount: number) {
  replaceInText(tree, CITATION, (match) => {
    const n = Number(match[1]);
    if (n < 1 || n > sourceCount) return null;
    return {
      type: "link",
      url: `#${SOURCE_ANCHOR_PREFIX}${n}`,
      title: `Source ${n}`,
      children: [{ type: "text", value: `[${n}]` }],
      data: { hProperties: { className: ["citation"] } },
    } satisfies Link;
  });
}

/** The first mention of each product becomes a link to its page; later mentions stay text. */
function linkProducts(tree: MdastRoot, products: readonly ProductLink[]) {
  const hrefByName = new Map<string, string>();
  for (const product of products) for (const name of product.names) if (!hrefByName.has(name)) hrefByName.set(name, product.href);
  if (hrefByName.size === 0) return;
  // Longest first, so "Thorne Melaton-3" wins over "Melaton-3".
  const names = [...hrefByName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const linked = new Set<string>();
  replaceInText(tree, pattern, (match) => {
    const href = hrefByName.get(match[0]);
    if (!href || linked.has(href)) return null;
    linked.add(href);
    return {
      type: "link",
      url: href,
      children: [{ type: "text", value: match[0] }],
      data: { hProperties: { className: ["product-link"] } },
    } satisfies Link;
  });
}

// ---------------------------------------------------------------------------------------------
// HTML rules (hast) and the sanitizer
// ---------------------------------------------------------------------------------------------

/** True for absolute links that leave the site (protocol-relative ones too). */
function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return false;
  try {
    const url = new URL(href, siteOrigin);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin !== new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

function isHttpsUrl(src: string): boolean {
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

function applyHtmlRules(tree: HastRoot, siteOrigin: string) {
  visit(tree, "element", (node: Element, index, parent) => {
    if (node.tagName === "a") {
      const href = typeof node.properties.href === "string" ? node.properties.href : "";
      if (isExternal(href, siteOrigin)) {
        node.properties.rel = EXTERNAL_REL;
        node.properties.className = ["external"];
        node.children.push({
          type: "element",
          tagName: "span",
          properties: { className: ["sr-only"] },
          children: [{ type: "text", value: " (external site)" }],
        });
      }
      return;
    }
    if (node.tagName === "img" && parent && index !== undefined) {
      const src = typeof node.properties.src === "string" ? node.properties.src : "";
      // Images only over https: anything else is dropped, not fetched.
      if (!isHttpsUrl(src)) {
        parent.children.splice(index, 1);
        return index;
      }
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
      return;
    }
    if (node.tagName === "table" && parent && index !== undefined) {
      parent.children[index] = tableFrame(node) as ElementContent;
      return SKIP;
    }
  });
}

/** The allow-list. Anything not named here is removed; script-like elements with their content. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  allowComments: false,
  allowDoctypes: false,
  strip: ["script", "style", "template", "textarea", "title", "noscript", "iframe", "object", "embed", "svg", "math", "xmp", "noembed", "noframes"],
  tagNames: [
    "p", "h2", "h3", "h4", "h5", "h6", "strong", "em", "del", "a", "ul", "ol", "li", "blockquote",
    "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "img", "sup", "span", "div",
  ],
  attributes: {
    a: ["href", "title", ["rel", ...EXTERNAL_REL], ["className", "external", "citation", "product-link"]],
    img: ["src", "alt", "title", ["loading", "lazy"], ["decoding", "async"]],
    h2: [["id", ANCHOR]],
    h3: [["id", ANCHOR]],
    ol: [["start", /^\d{1,4}$/]],
    ...TABLE_ATTRIBUTES,
    code: [["className", /^language-[a-z0-9+#-]{1,20}$/]],
    span: [["className", "sr-only"]],
    div: [["className", "table-frame"]],
  },
  required: {},
  protocols: { href: ["http", "https", "mailto"], src: ["https"] },
  // Ids are allowed only as anchors we generate (h2/h3, pattern above): nothing to clobber.
  clobber: [],
  clobberPrefix: "",
  ancestors: { li: ["ol", "ul"], tbody: ["table"], thead: ["table"], tr: ["table"], th: ["table"], td: ["table"] },
};

const toHast = unified().use(remarkRehype);
const sanitizer = unified().use(rehypeSanitize, SANITIZE_SCHEMA);

// ---------------------------------------------------------------------------------------------
// Public functions
// ---------------------------------------------------------------------------------------------

/** Containers whose children are separate blocks: their texts are joined with a space. */
const BLOCK_CONTAINERS = new Set(["root", "blockquote", "list", "listItem", "footnoteDefinition"]);

/**
 * A table as sentences, one per body row: "Regular training: 0.8 to 1.6 g/kg." The header row
 * only names the columns, and a cell of citation numbers alone says nothing read aloud, so both
 * are left out; an extract quoted from the search index then reads as text, not as a grid.
 */
function tableText(node: Extract<MdastRoot["children"][number], { type: "table" }>): string {
  const header = (node.children[0]?.children ?? []).map((cell) => textOf(cell).trim());
  // A grid with an empty corner compares its columns ("| | NSF | Informed Sport |"): each cell is said with its column's name.
  const compares = header.length > 2 && header[0] === "";
  const said = (cell: string, i: number) => (compares && header[i] ? `${header[i]}: ${cell.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}` : cell);
  const citationOnly = (cell: string) => !cell || /^(?:\[\d{1,2}\]\s*)+$/.test(cell);
  return node.children.slice(1).map((row) => row.children.map((cell, i) => ({ cell: textOf(cell).trim(), i })).filter(({ cell }) => !citationOnly(cell)))
    .filter((cells) => cells.length > 0)
    .map(([first, ...rest]) => `${first.cell}${rest.length ? `${compares ? " — " : ": "}${rest.map(({ cell, i }) => said(cell, i)).join(compares ? "; " : ", ")}` : ""}`.replace(/[.:;,]?$/, ".")).join(" ");
}

/** Plain text of a node; a bold lead-in ("**Hidden drugs.** Some products...") opens its sentence, never ends as one. */
function textOf(node: MdastRoot | MdastRoot["children"][number]): string {
  if (node.type === "table") return tableText(node);
  if (!("children" in node)) return mdastText(node, { includeImageAlt: true });
  const parts = (node.children as MdastRoot["children"]).map(textOf);
  if (node.type === "paragraph" && node.children[0]?.type === "strong" && parts.length > 1 && parts[0].endsWith(".")) parts[0] = `${parts[0].slice(0, -1)}:`;
  return parts.join(BLOCK_CONTAINERS.has(node.type) ? " " : "");
}

/** The plain text of a body, as read aloud: for word counts and the search index. */
function plainText(nodes: MdastRoot["children"]): string {
  return nodes
    .map(textOf)
    .join("\n")
    .replace(CITATION, "")
    .replace(/[ \t]+/g, " ")
    .replace(/ +([.,;:!?])/g, "$1")
    .trim();
}

/** Renders a body to safe HTML, with its table of contents and reading time. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const siteOrigin = options.siteOrigin ?? "https://cleared.invalid";
  const tree = parseMarkdown(markdown);
  const words = countWords(plainText(tree.children));
  const toc: TocEntry[] = [];
  for (const node of tree.children) {
    const anchor = node.type === "heading" && node.depth === 2 ? anchorOf(node) : null;
    if (anchor) toc.push({ anchor, text: mdastText(node) });
  }
  if (options.sourceCount) linkCitations(tree, options.sourceCount);
  if (options.products?.length) linkProducts(tree, options.products);
  const hast = toHast.runSync(tree) as HastRoot;
  applyHtmlRules(hast, siteOrigin);
  const clean = sanitizer.runSync(hast) as HastRoot;
  return { html: toHtml(clean), toc, words, readingMinutes: readingMinutes(words) };
}

/** The body cut at its h2s (the introduction first), as plain text: one search row each. */
export function markdownSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let current: { heading: string | null; anchor: string | null; nodes: MdastRoot["children"] } = { heading: null, anchor: null, nodes: [] };
  const flush = () => {
    const text = plainText(current.nodes);
    if (text || current.heading) sections.push({ position: sections.length, heading: current.heading, anchor: current.anchor, text });
  };
  for (const node of parseMarkdown(markdown).children) {
    if (node.type === "heading" && node.depth === 2) {
      flush();
      current = { heading: mdastText(node), anchor: anchorOf(node), nodes: [] };
    } else {
      current.nodes.push(node);
    }
  }
  flush();
  return sections.map((s, position) => ({ ...s, position }));
}

export interface MarkdownInventory {
  words: number;
  /** h1s written in the body (the page prints the title as the h1). */
  h1Count: number;
  h2Count: number;
  /** GFM footnotes ([^1]); the format cites sources with [n] instead. */
  footnotes: number;
  /** Raw HTML blocks or inline tags: never rendered, so an author should not rely on them. */
  rawHtml: number;
  /** Every source number cited as [n]. */
  citations: Set<number>;
  links: string[];
  images: string[];
}

/** What a body contains, for the checks the content/ files must pass. */
export function inspectMarkdown(markdown: string): MarkdownInventory {
  const raw = parse(markdown);
  const inventory: MarkdownInventory = {
    words: countWords(plainText(raw.children)),
    h1Count: 0,
    h2Count: 0,
    footnotes: 0,
    rawHtml: 0,
    citations: new Set(),
    links: [],
    images: [],
  };
  visit(raw, (node) => {
    switch (node.type) {
      case "heading":
        if (node.depth === 1) inventory.h1Count += 1;
        if (node.depth === 2) inventory.h2Count += 1;
        break;
      case "footnoteReference":
      case "footnoteDefinition":
        inventory.footnotes += 1;
        break;
      case "html":
        inventory.rawHtml += 1;
        break;
      case "link":
        inventory.links.push(node.url);
        break;
      case "image":
        inventory.images.push(node.url);
        break;
      case "text":
        for (const [, n] of node.value.matchAll(CITATION)) inventory.citations.add(Number(n));
        break;
    }
  });
  return inventory;
}
