import { describe, expect, it } from "vitest";
import { affiliateUrl, amazonLink, isAllowedRetailUrl, registryLink } from "~/domain/catalogue/links";
import { getLabelProduct, listLabelProducts } from "~/.server/catalogue";

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
