import {
  INFORMED_CHOICE_SEARCH_URL,
  INFORMED_SPORT_SEARCH_URL,
  NSF_SEARCH_URL,
  USP_LISTINGS_URL,
  nsfListingUrl,
} from "./registries";
import type { Certification, CertificationBody, RegistryLinkKind, ResearchCertification, ResearchProduct } from "./types";
import { withoutParentheses } from "~/domain/text";

/** Hosts /go/:productId may redirect to. */
export const RETAIL_HOSTS: readonly string[] = ["www.amazon.com", "amazon.com"];

/** "True Athlete (The Vitamin Shoppe)" -> "True Athlete": registries list the brand, not the reseller. */
export function brandForSearch(brand: string): string {
  return withoutParentheses(brand);
}

/** The registries' own search format: lower-cased, words joined by "+". */
function plusQuery(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map(encodeURIComponent)
    .join("+");
}

export function registryLink(cert: ResearchCertification, brand: string): { url: string; linkKind: RegistryLinkKind } {
  const query = plusQuery(brandForSearch(brand));
  switch (cert.body) {
    case "NSF Certified for Sport":
      if (cert.listingId) return { url: nsfListingUrl(cert.listingId), linkKind: "listing" };
      return { url: `${NSF_SEARCH_URL}?search=${query}`, linkKind: "search" };
    case "Informed Sport":
      if (cert.url?.startsWith(`${INFORMED_SPORT_SEARCH_URL}/`)) return { url: cert.url, linkKind: "product-page" };
      return { url: `${INFORMED_SPORT_SEARCH_URL}?search=${query}`, linkKind: "search" };
    case "Informed Choice":
      if (cert.url?.startsWith(`${INFORMED_CHOICE_SEARCH_URL}/`)) return { url: cert.url, linkKind: "product-page" };
      return { url: `${INFORMED_CHOICE_SEARCH_URL}?search=${query}`, linkKind: "search" };
    case "USP Verified":
      return { url: USP_LISTINGS_URL, linkKind: "search" };
  }
}

export function toCertification(cert: ResearchCertification, brand: string): Certification {
  const { url, linkKind } = registryLink(cert, brand);
  return {
    body: cert.body,
    url,
    linkKind,
    listingId: cert.listingId,
    confirmed: linkKind !== "search",
    evidence: cert.evidence,
  };
}

/** The sport programmes test for substances banned in sport; the others test quality and purity. */
export function isSportCertification(body: CertificationBody): boolean {
  return body === "NSF Certified for Sport" || body === "Informed Sport";
}

/** Canonical Amazon URL without the associate tag: the product page where the ASIN is known, else a search. */
export function amazonLink(product: Pick<ResearchProduct, "asin" | "brand" | "name">): string {
  if (product.asin) return `https://www.amazon.com/dp/${encodeURIComponent(product.asin)}`;
  const query = `${brandForSearch(product.brand)} ${product.name}`.replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  return `https://www.amazon.com/s?k=${encodeURIComponent(query)}`;
}

/** Adds the associate tag from configuration; without a tag the link is returned unchanged. */
export function affiliateUrl(url: string, tag: string | undefined | null): string {
  const u = new URL(url);
  if (tag) u.searchParams.set("tag", tag);
  return u.toString();
}

/** A product as the JSON API shows it: its Amazon link carries the associate tag. */
export function withAffiliateLink<T extends { amazonLink: string }>(product: T, tag: string | undefined | null): T {
  return { ...product, amazonLink: affiliateUrl(product.amazonLink, tag) };
}

export function isAllowedRetailUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" && RETAIL_HOSTS.includes(u.hostname) && !u.username && !u.password && !u.port;
  } catch {
    return false;
  }
}

export function buyPath(productId: string): string {
  return `/go/${encodeURIComponent(productId)}`;
}
