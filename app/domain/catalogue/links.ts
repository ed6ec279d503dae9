import {
  INFORMED_CHOICE_SEARCH_URL,
  INFORMED_SPORT_SEARCH_URL,
  NSF_SEARCH_URL,
  USP_LISTINGS_URL,
  nsfListingUrl,
} from "./registries";
import type { Certification, CertificationBody, RegistryLinkKind, ResearchCertification } from "./types";
import { withoutParentheses } from "~/domain/text";

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

/** How many products carry a sport certification the research confirmed in the certifier's registry; the rest are reported and marked unconfirmed on their cards. */
export function registryConfirmedCount(products: readonly { certifications: readonly Certification[] }[]): number {
  return products.filter((p) => p.certifications.some((c) => c.confirmed && isSportCertification(c.body))).length;
}

/** Adds the Amazon associate tag from configuration to an Amazon URL; any other URL is returned unchanged. */
export function affiliateUrl(url: string, tag: string | undefined | null): string {
  const u = new URL(url);
  if (tag && /(^|\.)amazon\.com$/.test(u.hostname)) u.searchParams.set("tag", tag);
  return u.toString();
}
