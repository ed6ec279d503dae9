import { nsfListingUrl } from "./registries";
import type { CertificationBody, ResearchProduct, ResearchVariant } from "./research-schema";
import { byPrice, isShowable, type ObservedOffer } from "~/domain/prices/offers";
import { withoutParentheses } from "~/domain/text";

/*
 * Certified variants: what exactly a certification covers, and so what a buy link, a price and a
 * click may be for (docs/decisions/0043-certified-variants.md). Pure: the variants come from the
 * catalogue data, the recorded retail pages from D1, both passed in.
 */

/** Serving forms that come in no flavours: a listing that names the product names what to buy. */
const UNFLAVOURED_FORM = /\b(capsules?|soft ?gels?|gel caps?|tablets?)\b/i;
/** An effervescent tablet is dissolved in water and sold in flavours. */
const FLAVOURED_TABLET = /\beffervescent\b/i;

export interface VariantListing {
  body: CertificationBody;
  listingId: string | null;
  listingName: string;
  /** The certifier's page for this listing, where the registry has one per listing. */
  url: string | null;
  checkedOn: string;
  source: string;
}

export interface CertifiedVariant {
  id: string;
  flavour: string | null;
  size: string | null;
  listings: VariantListing[];
  /**
   * True when the data says what to buy: the listing names the flavour, or the product is a form
   * sold without flavours (capsules, softgels, tablets) and nothing casts doubt on the listing.
   */
  identified: boolean;
  /** "Vanilla, 30 servings": what to buy, in the words a shopper uses. */
  label: string;
  /** "NSF Certified for Sport lists: Vanilla", or the listing's own name when it gives no flavour. */
  statement: string;
  /** Why no buy link is offered for it; null when `identified`. */
  caveat: string | null;
}

function variantLabel(v: Pick<ResearchVariant, "flavour" | "size">, listingName: string): string {
  return [v.flavour, v.size].filter(Boolean).join(", ") || listingName;
}

function isUnflavouredForm(servingSize: string | null): boolean {
  return servingSize !== null && UNFLAVOURED_FORM.test(servingSize) && !FLAVOURED_TABLET.test(servingSize);
}

/** The product's certified variants, with what each lets the site offer. */
export function certifiedVariants(r: Pick<ResearchProduct, "name" | "servingSize" | "variants">): CertifiedVariant[] {
  return r.variants.map((v) => {
    const first = v.listings[0];
    const listings = v.listings.map((l) => ({ ...l, url: l.listingId && l.body === "NSF Certified for Sport" ? nsfListingUrl(l.listingId) : null }));
    const sizeListed = v.size !== null && v.listings.every((l) => l.listingName.includes(v.size as string));
    const named = v.flavour ? `${v.flavour}${sizeListed ? `, ${v.size}` : ""}` : `"${first.listingName}"`;
    const identified = !v.doubt && (v.flavour !== null || isUnflavouredForm(r.servingSize));
    let caveat: string | null = null;
    if (v.doubt) caveat = v.doubt;
    else if (!identified) {
      const researched = /\(([^,)]+)/.exec(r.name)?.[1];
      caveat = `The listing "${first.listingName}" names no flavour${researched ? `, so we cannot tell whether ${researched} is covered` : ", so we cannot tell which flavours it covers"}. Check the listing before you buy.`;
    }
    return {
      id: v.id,
      flavour: v.flavour,
      size: v.size,
      listings,
      identified,
      label: variantLabel(v, first.listingName),
      statement: `${first.body} lists: ${named}`,
      caveat,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Retail pages: where a buy link may go.
// ---------------------------------------------------------------------------------------------

/** The retailers an admin may record a page of, by host, with the name the site shows. */
export const ALLOWED_RETAILERS: Readonly<Record<string, string>> = {
  "www.amazon.com": "Amazon",
  "amazon.com": "Amazon",
  "thefeed.com": "The Feed",
  "www.thefeed.com": "The Feed",
  "www.target.com": "Target",
  "www.vitaminshoppe.com": "The Vitamin Shoppe",
  "www.kaged.com": "Kaged",
  "www.kleanathlete.com": "Klean Athlete",
  "www.gardenoflife.com": "Garden of Life",
  "www.thorne.com": "Thorne",
};

const AMAZON_PRODUCT_PATH = /^\/(?:[^/]+\/)?(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?]|$)/;

export type RetailPage = { ok: true; retailer: string; url: string; asin: string | null } | { ok: false; message: string };

/**
 * An admin's retail URL, checked: https, an allowed retailer, a product page (an Amazon page must
 * carry its ASIN). Amazon pages are kept in their canonical form, without tracking parameters.
 */
export function checkRetailPage(text: string): RetailPage {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: "Enter the full address of the product page, starting with https://." };
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return { ok: false, message: "Only plain https addresses are accepted." };
  const retailer = ALLOWED_RETAILERS[url.hostname];
  if (!retailer) {
    const names = [...new Set(Object.values(ALLOWED_RETAILERS))].join(", ");
    return { ok: false, message: `${url.hostname} is not a retailer we link to. Allowed: ${names}.` };
  }
  if (retailer === "Amazon") {
    const asin = AMAZON_PRODUCT_PATH.exec(url.pathname)?.[1];
    if (!asin) return { ok: false, message: "An Amazon address must be a product page with its ASIN (…/dp/B0XXXXXXXX)." };
    return { ok: true, retailer, url: `https://www.amazon.com/dp/${asin}`, asin };
  }
  if (url.pathname === "/" || url.pathname === "") return { ok: false, message: "Enter the product's own page, not the shop's home page." };
  url.hash = "";
  return { ok: true, retailer, url: url.toString(), asin: null };
}

/** Hosts /go may send a visitor to: the allowed retailers, and nothing else. */
export function isAllowedRetailUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname in ALLOWED_RETAILERS && !url.username && !url.password && !url.port;
  } catch {
    return false;
  }
}

/** An Amazon search for the brand, the product and the certified flavour (no tag: /go adds it). */
function amazonSearchUrl(product: { brand: string; name: string }, variant: Pick<CertifiedVariant, "flavour">): string {
  return `https://www.amazon.com/s?k=${encodeURIComponent(searchWords(product, variant))}`;
}

/** "Thorne Whey Protein Isolate Vanilla": the words of the search, as the button says them. */
function searchWords(product: { brand: string; name: string }, variant: Pick<CertifiedVariant, "flavour">): string {
  const brand = withoutParentheses(product.brand);
  const name = withoutParentheses(product.name);
  const words = [name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`, variant.flavour ?? ""];
  return words.join(" ").replace(/\s+/g, " ").trim();
}

export function variantBuyPath(productId: string, variantId: string): string {
  return `/go/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}`;
}

/** An admin's latest recorded page for one variant. */
export interface RecordedRetailPage {
  productId: string;
  variantId: string;
  retailer: string;
  url: string;
  checkedOn: string;
}

/**
 * What the buy block offers: a recorded page of the certified variant, a labelled search for it,
 * or, when the data cannot say what to buy, only the certifier's listing.
 */
export type BuyOption =
  | { kind: "exact"; variantId: string; href: string; retailer: string; checkedOn: string; text: string }
  | { kind: "search"; variantId: string; href: string; text: string }
  | { kind: "listing"; href: string; text: string; why: string };

export function buyOption(
  product: { id: string; brand: string; name: string; variants: readonly CertifiedVariant[]; registry: { url: string; linkKind: string } },
  variantId: string | null,
  pages: ReadonlyMap<string, RecordedRetailPage>,
): BuyOption {
  const variant = product.variants.find((v) => v.id === variantId && v.identified) ?? product.variants.find((v) => v.identified);
  if (!variant) {
    const why =
      product.variants.find((v) => v.caveat)?.caveat ??
      "The research found no certifier listing that names this product's flavour or size, so we cannot say which one to buy.";
    const listing = product.variants[0]?.listings[0]?.url;
    if (listing) return { kind: "listing", href: listing, text: "Check the certifier's listing", why };
    const text = product.registry.linkKind === "search" ? "Search the certifier's registry" : "Check the certifier's listing";
    return { kind: "listing", href: product.registry.url, text, why };
  }
  const href = variantBuyPath(product.id, variant.id);
  const page = pages.get(`${product.id}/${variant.id}`);
  if (page) return { kind: "exact", variantId: variant.id, href, retailer: page.retailer, checkedOn: page.checkedOn, text: `Buy ${variant.label} at ${page.retailer}` };
  return { kind: "search", variantId: variant.id, href, text: `Search Amazon for ${searchWords(product, variant)}` };
}

/**
 * The small print under the buy button: when an admin last checked the page it goes to, and,
 * when the price shown was seen at another shop than the button goes to (or the button is only a
 * search), that it was, so a price never stands beside a link that suggests it is the offer.
 */
export function buyNote(option: BuyOption, priceSeenAt: string | null): string | null {
  if (option.kind === "listing") return null;
  const checked = option.kind === "exact" ? `Page checked on ${option.checkedOn}.` : "";
  let elsewhere = "";
  if (priceSeenAt !== null && option.kind === "search") elsewhere = `The price shown was seen at ${priceSeenAt}; this button only searches Amazon, where the price may differ.`;
  else if (priceSeenAt !== null && option.kind === "exact" && option.retailer !== priceSeenAt)
    elsewhere = `The price shown was seen at ${priceSeenAt}; at ${option.retailer} it may differ.`;
  return [checked, elsewhere].filter(Boolean).join(" ") || null;
}

/** Where /go sends a visitor for one variant: the recorded page, else the labelled search. */
export function variantDestination(product: { brand: string; name: string }, variant: CertifiedVariant, page: RecordedRetailPage | undefined): string {
  return page?.url ?? amazonSearchUrl(product, variant);
}

/**
 * Why a product shows "Check price" although prices are held: each was seen for a variant no
 * certifier is known to list. Null when there is no such price (then nothing was recorded).
 */
export function uncertifiedPriceNote(variants: readonly CertifiedVariant[], offers: readonly ObservedOffer[], now: number): string | null {
  const held = offers.filter((o) => o.currency === "USD" && isShowable(o, now)).sort(byPrice)[0];
  if (!held) return null;
  const seen = `${held.variantSeen ?? "a variant the seller did not name"} at ${held.retailer}`;
  const certified = variants.find((v) => v.identified);
  if (certified) return `The price we hold is for ${seen}, not recorded as the certified variant (${certified.statement}). We do not show it as this product's price.`;
  if (variants.length > 0) return `The price we hold is for ${seen}, and the certifier's listing does not say whether that variant is covered. We do not show it as this product's price.`;
  return `The price we hold is for ${seen}, and our research found no certifier listing naming a flavour or size. We do not show it as this product's price.`;
}
