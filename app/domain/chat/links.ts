import { PAID_LINK_MARK } from "./copy";

/*
 * Every link destination a piece of Markdown can carry, in any of its forms: inline links (with
 * or without an angle-bracket destination and a title), reference definitions, autolinks,
 * bare and malformed URLs ("http:/host"), protocol-relative "//host" and mailto:. The grounding
 * step lets through only our own pages and listed sources, so it must see them all.
 */

const INLINE = /\[[^\]]*\]\(\s*(?:<([^>]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE = /^ {0,3}\[[^\]]+\]:[ \t]*(?:<([^>]*)>|(\S+))/gm;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
/** A URL written out: a scheme with one or two slashes, mailto:, www., or a protocol-relative //host. */
const BARE = /\b(?:https?:\/{1,2}|ftp:\/\/|mailto:|www\.)[^\s)<>\]"']+|(?<![:/\w])\/\/[a-z0-9][^\s)<>\]"']*/gi;

export function linkDestinations(markdown: string): string[] {
  const found: string[] = [];
  let rest = markdown;
  for (const pattern of [INLINE, REFERENCE, AUTOLINK]) {
    rest = rest.replace(pattern, (_match, angle?: string, plain?: string) => {
      found.push((angle ?? plain ?? "").trim());
      return " ";
    });
  }
  for (const url of rest.match(BARE) ?? []) found.push(url.replace(/[.,;:!?]+$/, ""));
  return found;
}

/** A destination the chat panel may open in the app: a path of the site, never "//host". */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/*
 * A product's link in an answer reads "Details" on screen, like the product card's, but carries
 * the product's name in its text, so a screen reader's list of links says where each one goes
 * instead of "Details" six times. The chat panel shows "Details" and names the link with the whole text.
 */
const DETAILS = "Details";
/** A product's link, "Details" or "Check price" (app/domain/catalogue/price-slot.ts), with the product's name after a colon. */
const PRODUCT_LINK_LABEL = /^(Details|Check price): (.+)$/s;

const linkName = (product: { name: string }) => product.name.replace(/[[\]]/g, "");

/** "[Details: Klean Isolate](/compare/klean-isolate)" */
export function productDetailsLink(product: { id: string; name: string }): string {
  return `[${DETAILS}: ${linkName(product)}](/compare/${product.id})`;
}

/**
 * "[Check price: Endopump (paid link)](/go/bpn-endopump/blue-raspberry)": a paid link to the
 * certified variant's buy address. The panel shows "Check price" with the mark beside it, but a
 * screen reader reads only the link's name, so the name says it is a paid link too.
 */
export function productCheckPriceLink(product: { name: string }, href: string): string {
  return `[Check price: ${linkName(product)} ${PAID_LINK_MARK}](${href})`;
}

/** A buy address (/go/...): a paid link that leaves the site, never a page of the app. */
export const isBuyPath = (href: string): boolean => href.startsWith("/go/");

/** Every product details link in a piece of Markdown, whole. */
export const PRODUCT_DETAILS_LINKS = /\[Details: [^\]]*\]\(\/compare\/[^)\s]*\)/g;

/** A details link's text as shown, and its whole text as its accessible name; null for any other link text. */
export function detailsLinkLabel(text: string): { shown: string; name: string } | null {
  const shown = PRODUCT_LINK_LABEL.exec(text)?.[1];
  return shown ? { shown, name: text } : null;
}
