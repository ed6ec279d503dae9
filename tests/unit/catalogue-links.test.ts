import { describe, expect, it } from "vitest";
import { affiliateUrl, isSportCertification, registryLink, toCertification } from "~/domain/catalogue/links";
import { isAllowedRetailUrl, variantDestination } from "~/domain/catalogue/variants";
import { getLabelProduct, listLabelProducts } from "./bundled-safety";

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
  it("searches for brand, product and the certified flavour", () => {
    const omega = getLabelProduct("sfh-super-omega-3")!;
    expect(variantDestination(omega, omega.variants[0], undefined)).toBe("https://www.amazon.com/s?k=SFH%20Super%20Omega-3%20Fish%20Oil");
    const whey = getLabelProduct("thorne-whey-protein-isolate")!;
    expect(variantDestination(whey, whey.variants[0], undefined)).toBe("https://www.amazon.com/s?k=Thorne%20Whey%20Protein%20Isolate%20Vanilla");
    const page = { productId: whey.id, variantId: whey.variants[0].id, retailer: "Amazon", url: "https://www.amazon.com/dp/B0TEST0005", checkedOn: "2026-11-26" };
    expect(variantDestination(whey, whey.variants[0], page)).toBe("https://www.amazon.com/dp/B0TEST0005");
  });

  it("adds the associate tag from configuration to Amazon addresses only", () => {
    expect(affiliateUrl("https://www.amazon.com/dp/B074XDDRRK", "cleared-20")).toBe("https://www.amazon.com/dp/B074XDDRRK?tag=cleared-20");
    expect(affiliateUrl("https://www.amazon.com/s?k=Kaged", "cleared-20")).toBe("https://www.amazon.com/s?k=Kaged&tag=cleared-20");
    expect(affiliateUrl("https://www.amazon.com/s?k=Kaged", "")).toBe("https://www.amazon.com/s?k=Kaged");
    expect(affiliateUrl("https://www.target.com/p/x", "cleared-20")).toBe("https://www.target.com/p/x");
  });

  it("allows redirects only to the allowed retailers over https", () => {
    expect(isAllowedRetailUrl("https://www.amazon.com/dp/B074XDDRRK")).toBe(true);
    expect(isAllowedRetailUrl("https://thefeed.com/products/x")).toBe(true);
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
