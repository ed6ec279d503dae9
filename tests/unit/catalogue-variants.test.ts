import { describe, expect, it } from "vitest";
import { listLabelProducts } from "./bundled-safety";
import offersJson from "~/data/offers.json";
import { parseCatalogueFiles } from "~/domain/catalogue/research-schema";
import { buyNote, checkRetailPage, certifiedVariants, uncertifiedPriceNote } from "~/domain/catalogue/variants";
import { CHECK_PRICE } from "~/domain/catalogue/format";
import { loadCatalogueFromDisk } from "../../scripts/lib/catalogue-files";
import { NAMED_VARIANTS, seededCatalogue } from "./priced-catalogue";

/** What the buy block of each product offers today, by kind. */
function buyKinds() {
  const kinds = { exact: [] as string[], search: [] as string[], listing: [] as string[] };
  for (const p of seededCatalogue().listProducts()) kinds[p.buy.option.kind].push(p.id);
  return kinds;
}

describe("the research's variant facts", () => {
  it("read each flavour from the listing names it rests on, and each listing from the record's own certifications", () => {
    const records = loadCatalogueFromDisk();
    const variants = records.flatMap((r) => r.variants.map((v) => ({ r, v })));
    expect(variants).toHaveLength(51);
    const flavours = variants.filter(({ v }) => v.flavour !== null);
    expect(flavours.map(({ v }) => v.flavour)).toHaveLength(18);
    const misread = flavours.filter(({ v }) => !v.listings.every((l) => l.listingName.toLowerCase().includes((v.flavour as string).toLowerCase())));
    expect(misread).toEqual([]);
    const unlisted = variants.filter(({ r, v }) => !v.listings.every((l) => r.certifications.some((c) => c.listingId === l.listingId && c.listingName === l.listingName)));
    expect(unlisted).toEqual([]);
    // Every NSF listing named in the research is some variant's listing.
    const named = records.flatMap((r) => r.certifications.filter((c) => c.listingName).map((c) => c.listingId));
    expect(variants.flatMap(({ v }) => v.listings.map((l) => l.listingId)).sort()).toEqual(named.sort());
  });

  it("names the flavours exactly as the listings give them, where the research's product name agrees", () => {
    const flavourOf = (id: string) => listLabelProducts().find((p) => p.id === id)?.variants[0]?.flavour;
    expect(["thorne-whey-protein-isolate", "bpn-endopump", "momentous-whey-protein-isolate", "thorne-catalyte", "cheribundi-performance-sleep-shot"].map(flavourOf)).toEqual([
      "Vanilla",
      "Blue Raspberry",
      "Strawberry",
      "Lemon Lime",
      null,
    ]);
  });

  it("refuses a flavour the listing does not name, a listing the record does not hold and a date its evidence does not give", () => {
    const record = loadCatalogueFromDisk().find((r) => r.id === "thorne-whey-protein-isolate");
    const listing = record!.variants[0].listings[0];
    const broken = {
      ...record,
      variants: [
        { id: "chocolate", flavour: "Chocolate", size: null, listings: [listing] },
        { id: "other", flavour: null, size: "12 lb", listings: [{ ...listing, listingId: "1513727", checkedOn: "2026-01-01" }] },
      ],
    };
    expect(() => parseCatalogueFiles([{ name: "protein-recovery.json", records: [broken] }])).toThrow(
      [
        "The catalogue data has 3 problem(s):",
        `  - protein-recovery.json: thorne-whey-protein-isolate: variants[0].listings[0].listingName: does not name the flavour "Chocolate"`,
        `  - protein-recovery.json: thorne-whey-protein-isolate: variants[1].listings[0]: no certification of this record is listing 1513727 "Thorne Whey Protein Isolate Vanilla Flavored"`,
        "  - protein-recovery.json: thorne-whey-protein-isolate: variants[1].size: must be named by the listing or be the record's own container",
      ].join("\n"),
    );
  });

  it("offers a buy link only where the data says what to buy, and says why elsewhere", () => {
    const zinc = certifiedVariants({ name: "Zinc Picolinate 30 mg", servingSize: "1 capsule", variants: listLabelProducts().find((p) => p.id === "thorne-zinc-picolinate")!.variants });
    expect(zinc[0]).toMatchObject({ identified: true, statement: 'NSF Certified for Sport lists: "Thorne Zinc Picolinate 30 mg"', caveat: null });
    const klean = listLabelProducts().find((p) => p.id === "klean-athlete-pre-workout")!.variants[0];
    expect(klean).toMatchObject({
      identified: false,
      caveat: 'The listing "Klean Pre-Workout" names no flavour, so we cannot tell whether Lemon Tea is covered. Check the listing before you buy.',
    });
    expect(listLabelProducts().find((p) => p.id === "podium-hydro-salt-bcaa")!.variants[0].statement).toBe(
      "NSF Certified for Sport lists: Sour Watermelon, 30 servings",
    );
  });
});

describe("buy links across the whole catalogue", () => {
  it("ties every paid link to a certified variant the data names, or labels it a search; the rest show only the listing", () => {
    const kinds = buyKinds();
    expect([kinds.exact.length, kinds.search.length, kinds.listing.length]).toEqual([0, NAMED_VARIANTS, 60 - NAMED_VARIANTS]);
    const products = seededCatalogue().listProducts();
    expect(products).toHaveLength(60);
    for (const p of products) {
      const { option, variant } = p.buy;
      if (option.kind === "listing") {
        expect([p.id, variant, option.href.startsWith("https://")]).toEqual([p.id, null, true]);
        continue;
      }
      const named = p.variants.find((v) => v.id === option.variantId);
      expect([p.id, named?.identified, option.href]).toEqual([p.id, true, `/go/${p.id}/${option.variantId}`]);
      expect([p.id, option.text.startsWith("Search Amazon for ")]).toEqual([p.id, true]);
      expect([p.id, variant?.statement]).toEqual([p.id, named?.statement]);
    }
  });

  it("words the search for brand, product and certified flavour", () => {
    const advanced = seededCatalogue().getProduct("thorne-advanced-pre-workout")!;
    expect(advanced.buy.option.text).toBe("Search Amazon for Thorne Advanced Pre-Workout Rainbow Sherbet");
    expect(advanced.buy.variant?.statement).toBe("NSF Certified for Sport lists: Rainbow Sherbet");
  });
});

describe("prices across the whole catalogue", () => {
  it("shows only prices of a certified variant the data names, and says which", () => {
    const products = seededCatalogue().listProducts();
    const priced = products.filter((p) => p.price !== null);
    expect(priced).toHaveLength(25);
    const seed = new Map(offersJson.map((o) => [o.productId, o]));
    for (const p of priced) {
      const offer = seed.get(p.id)!;
      const variant = p.variants.find((v) => v.id === offer.variantId);
      expect([p.id, variant?.identified, p.priceFor]).toEqual([p.id, true, variant?.label]);
      const value = p.score.components.find((c) => c.id === "value")!;
      expect([p.id, value.detail.endsWith(`, for ${variant?.label}.`)]).toEqual([p.id, true]);
    }
  });

  it("shows Check price with the reason for each product whose only prices are for another variant", () => {
    const notes = seededCatalogue()
      .listProducts()
      .filter((p) => p.priceNote !== null)
      .map((p) => [p.id, p.priceText, p.priceNote]);
    expect(notes).toHaveLength(19);
    expect(notes.filter(([, text]) => text !== CHECK_PRICE)).toEqual([]);
    expect(notes.find(([id]) => id === "bpn-endopump")).toEqual([
      "bpn-endopump",
      CHECK_PRICE,
      "The price we hold is for Mango, 30 servings at The Feed, not recorded as the certified variant (NSF Certified for Sport lists: Blue Raspberry). We do not show it as this product's price.",
    ]);
    expect(notes.find(([id]) => id === "klean-athlete-pre-workout")?.[2]).toBe(
      "The price we hold is for Lemon Tea, 20 servings at The Feed, and the certifier's listing does not say whether that variant is covered. We do not show it as this product's price.",
    );
    expect(notes.find(([id]) => id === "kaged-whey-protein-isolate")?.[2]).toBe(
      "The price we hold is for Vanilla, 3 lb at Kaged, and our research found no certifier listing naming a flavour or size. We do not show it as this product's price.",
    );
  });

  it("never shows a price beside a buy button as if the button led to that offer", () => {
    const products = seededCatalogue().listProducts();
    const fuse = products.find((p) => p.id === "podium-fuse-pre-workout")!;
    expect([fuse.priceSeen?.retailer, fuse.buy.option.kind, fuse.buy.note]).toEqual([
      "The Feed",
      "search",
      "The price shown was seen at The Feed; this button only searches Amazon, where the price may differ.",
    ]);
    // Every shown price whose button goes elsewhere says where the price was seen; no note where there is no price.
    const unexplained = products.filter((p) => p.priceSeen && p.buy.option.kind === "search" && !p.buy.note?.includes(`seen at ${p.priceSeen.retailer}`));
    expect(unexplained.map((p) => p.id)).toEqual([]);
    expect(products.filter((p) => p.price === null && p.buy.option.kind === "search" && p.buy.note !== null).map((p) => p.id)).toEqual([]);
  });

  it("says when an admin checked the page the button goes to, and where the price was seen when that is another shop", () => {
    const exact = { kind: "exact", variantId: "v", href: "/go/p/v", retailer: "Target", checkedOn: "2026-11-20", text: "Buy v at Target" } as const;
    expect(buyNote(exact, "Target")).toBe("Page checked on 2026-11-20.");
    expect(buyNote(exact, "The Feed")).toBe("Page checked on 2026-11-20. The price shown was seen at The Feed; at Target it may differ.");
    expect(buyNote(exact, null)).toBe("Page checked on 2026-11-20.");
    expect(buyNote({ kind: "search", variantId: "v", href: "/go/p/v", text: "Search Amazon for v" }, null)).toBeNull();
    expect(buyNote({ kind: "listing", href: "https://info.nsf.org/x", text: "Check the certifier's listing", why: "w" }, "The Feed")).toBeNull();
  });

  it("gives no note when no price at all is held", () => {
    expect(uncertifiedPriceNote([], [], Date.UTC(2026, 10, 23))).toBeNull();
  });
});

describe("an admin's retail page", () => {
  it("keeps Amazon product pages by ASIN and allowed retailers' product pages, and refuses the rest with a reason", () => {
    expect(checkRetailPage("https://www.amazon.com/Thorne-Catalyte/dp/B0TEST0003/ref=sr_1_1?th=1")).toEqual({
      ok: true,
      retailer: "Amazon",
      url: "https://www.amazon.com/dp/B0TEST0003",
      asin: "B0TEST0003",
    });
    expect(checkRetailPage("https://www.target.com/p/thorne-catalyte/-/A-90629435#reviews")).toEqual({
      ok: true,
      retailer: "Target",
      url: "https://www.target.com/p/thorne-catalyte/-/A-90629435",
      asin: null,
    });
    const refused = ["https://evil.example/x", "https://www.amazon.com/s?k=catalyte", "http://www.amazon.com/dp/B0TEST0003", "https://thefeed.com/", "catalyte"].map(
      (u) => {
        const page = checkRetailPage(u);
        return page.ok ? "accepted" : page.message;
      },
    );
    expect(refused).toEqual([
      "evil.example is not a retailer we link to. Allowed: Amazon, The Feed, Target, The Vitamin Shoppe, Kaged, Klean Athlete, Garden of Life, Thorne.",
      "An Amazon address must be a product page with its ASIN (…/dp/B0XXXXXXXX).",
      "Only plain https addresses are accepted.",
      "Enter the product's own page, not the shop's home page.",
      "Enter the full address of the product page, starting with https://.",
    ]);
  });
});
