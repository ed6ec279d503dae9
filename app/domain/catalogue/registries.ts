/*
 * Where each certifier keeps its registry. Shared by the links the site shows (links.ts) and by
 * the catalogue schema, which checks that recorded registry pages belong to the certifier.
 * Dependency-free: the schema runs under plain Node in scripts/seed.ts.
 */

const NSF_LISTING_URL = "https://www.nsfsport.com/certified-products/listing-detail.php";
export const NSF_SEARCH_URL = "https://www.nsfsport.com/certified-products/search-results.php";
export const INFORMED_SPORT_SEARCH_URL = "https://sport.wetestyoutrust.com/supplement-search";
export const INFORMED_CHOICE_SEARCH_URL = "https://choice.wetestyoutrust.com/supplement-search";
export const USP_LISTINGS_URL = "https://www.quality-supplements.org/verified-products/verified-products-listings";

/** An NSF Certified for Sport listing page, by its numeric listing id. */
export function nsfListingUrl(listingId: string): string {
  return `${NSF_LISTING_URL}?id=${encodeURIComponent(listingId)}`;
}
