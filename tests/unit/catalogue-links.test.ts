import { describe, expect, it } from "vitest";
import { getLabelProduct, listLabelProducts } from "./bundled-safety";
import { affiliateUrl, amazonLink, isAllowedRetailUrl, isSportCertification, registryLink, toCertification, withAffiliateLink } from "~/domain/catalogue/links";

describe("certification links", () => {
  it("links an NSF listing id to its listing-detail page", () => {
    const link = registryLink(
      { body: "NSF Certified for Sport", url: null, listingId: "1379909", evidence: "" },
      "Klean Athlete",
    );
    expect(link).toEqual({
      url: "https://www.nsfsport.com/certified-products/listing-detail.php?id=1379909",
      linkKind: "listing",
    });
  });

  it("uses an Informed Sport product page where the research found one", () => {
    expect(getLabelProduct("kaged-whey-protein-isolate")!.certifications[0]).toMatchObject({
      url: "https://sport.wetestyoutrust.com/supplement-search/kaged/whey-protein-isolate",
      linkKind: "product-page",
      confirmed: true,
    });
  });

  it("otherwise searches the registry for the lower-cased brand with spaces as +", () => {
    expect(getLabelProduct("raw-essential-pre-workout")!.certifications[0].url).toBe(
      "https://sport.wetestyoutrust.com/supplement-search?search=raw+nutrition",
    );
    expect(getLabelProduct("true-athlete-natural-whey")!.certifications[0].url).toBe(
      "https://www.nsfsport.com/certified-products/search-results.php?search=true+athlete",
    );
    expect(registryLink({ body: "Informed Sport", url: null, listingId: null, evidence: "" }, "Precision Fuel & Hydration").url).toBe(
      "https://sport.wetestyoutrust.com/supplement-search?search=precision+fuel+%26+hydration",
    );
  });

  it("points every catalogue certification at a certifier's own host", () => {
    const products = listLabelProducts();
    expect(products).toHaveLength(60);
    for (const p of products) {
      expect(p.certifications.length, p.id).toBeGreaterThan(0);
      for (const c of p.certifications) {
        expect(new URL(c.url).hostname, p.id).toMatch(/^(www\.nsfsport\.com|sport\.wetestyoutrust\.com)$/);
      }
    }
  });
});

describe("Amazon links", () => {
  it("uses the product page where the ASIN is known", () => {
    expect(amazonLink({ asin: "B074XDDRRK", brand: "Klean Athlete", name: "Klean Isolate" })).toBe("https://www.amazon.com/dp/B074XDDRRK");
  });

  it("otherwise searches for brand and product name", () => {
    expect(amazonLink({ asin: null, brand: "SFH (Stronger Faster Healthier)", name: "Super Omega-3 Fish Oil" })).toBe(
      "https://www.amazon.com/s?k=SFH%20Super%20Omega-3%20Fish%20Oil",
    );
  });

  it("adds the associate tag from configuration", () => {
    expect(affiliateUrl("https://www.amazon.com/dp/B074XDDRRK", "cleared-20")).toBe("https://www.amazon.com/dp/B074XDDRRK?tag=cleared-20");
    expect(affiliateUrl("https://www.amazon.com/s?k=Kaged", "cleared-20")).toBe("https://www.amazon.com/s?k=Kaged&tag=cleared-20");
    expect(affiliateUrl("https://www.amazon.com/s?k=Kaged", "")).toBe("https://www.amazon.com/s?k=Kaged");
  });

  it("allows redirects only to the retail hosts over https", () => {
    const products = listLabelProducts();
    expect(products).toHaveLength(60);
    for (const p of products) expect(isAllowedRetailUrl(p.amazonLink), p.id).toBe(true);
    expect(isAllowedRetailUrl("https://evil.example/amazon.com")).toBe(false);
    expect(isAllowedRetailUrl("https://www.amazon.com.evil.example/dp/X")).toBe(false);
    expect(isAllowedRetailUrl("http://www.amazon.com/dp/X")).toBe(false);
    expect(isAllowedRetailUrl("https://user@www.amazon.com/dp/X")).toBe(false);
    expect(isAllowedRetailUrl("javascript:alert(1)")).toBe(false);
    expect(isAllowedRetailUrl("not a url")).toBe(false);
  });
});

describe("registry links for each certifier", () => {
  const cert = { url: null, listingId: null, evidence: "Listed in the registry." };

  it("searches NSF for the brand when no listing id is known, and does not count that as confirmed", () => {
    expect(toCertification({ ...cert, body: "NSF Certified for Sport" }, "True Athlete (The Vitamin Shoppe)")).toEqual({
      body: "NSF Certified for Sport",
      url: "https://www.nsfsport.com/certified-products/search-results.php?search=true+athlete",
      linkKind: "search",
      listingId: null,
      confirmed: false,
      evidence: "Listed in the registry.",
    });
  });

  it("links an Informed Sport or Informed Choice product page only when it lies under that registry's own search path", () => {
    const sportPage = "https://sport.wetestyoutrust.com/supplement-search/kaged/whey-protein-isolate";
    const choicePage = "https://choice.wetestyoutrust.com/supplement-search/thorne/super-epa";
    expect(registryLink({ ...cert, body: "Informed Sport", url: sportPage }, "Kaged")).toEqual({ url: sportPage, linkKind: "product-page" });
    expect(registryLink({ ...cert, body: "Informed Sport", url: choicePage }, "Thorne")).toEqual({
      url: "https://sport.wetestyoutrust.com/supplement-search?search=thorne",
      linkKind: "search",
    });
    expect(registryLink({ ...cert, body: "Informed Choice", url: choicePage }, "Thorne")).toEqual({ url: choicePage, linkKind: "product-page" });
    expect(registryLink({ ...cert, body: "Informed Choice", url: sportPage }, "Kaged")).toEqual({
      url: "https://choice.wetestyoutrust.com/supplement-search?search=kaged",
      linkKind: "search",
    });
    expect(registryLink({ ...cert, body: "Informed Choice" }, "Nordic Naturals")).toEqual({
      url: "https://choice.wetestyoutrust.com/supplement-search?search=nordic+naturals",
      linkKind: "search",
    });
  });

  it("sends USP Verified to USP's listings page, which has no search by brand", () => {
    expect(registryLink({ ...cert, body: "USP Verified" }, "Nature Made")).toEqual({
      url: "https://www.quality-supplements.org/verified-products/verified-products-listings",
      linkKind: "search",
    });
  });

  it("counts NSF Certified for Sport and Informed Sport as sport certifications, not Informed Choice or USP Verified", () => {
    const bodies = ["NSF Certified for Sport", "Informed Sport", "Informed Choice", "USP Verified"] as const;
    expect(bodies.map(isSportCertification)).toEqual([true, true, false, false]);
  });
});

describe("Amazon search links and the associate tag", () => {
  it("turns brackets in the name into single spaces in the search", () => {
    expect(amazonLink({ asin: null, brand: "Klean Athlete", name: "Klean Creatine (Unflavored)  300 g" })).toBe(
      "https://www.amazon.com/s?k=Klean%20Athlete%20Klean%20Creatine%20Unflavored%20300%20g",
    );
  });

  it("gives a product its link with the tag, leaving the rest of the product as it was", () => {
    const product = { id: "klean-isolate", amazonLink: "https://www.amazon.com/dp/B074XDDRRK" };
    expect(withAffiliateLink(product, "cleared-20")).toEqual({ id: "klean-isolate", amazonLink: "https://www.amazon.com/dp/B074XDDRRK?tag=cleared-20" });
    expect(withAffiliateLink(product, null)).toEqual(product);
  });
});
