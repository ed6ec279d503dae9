import { describe, expect, it } from "vitest";
import { detailsLinkLabel, isBuyPath, isSitePath, linkDestinations, productDetailsLink } from "~/domain/chat/links";
import { productTail } from "~/domain/chat/product-lines";
import { seededCatalogue } from "./priced-catalogue";

describe("link destinations in every Markdown form", () => {
  it.each([
    ["an inline link", "see [the guide](/blog/x) now", ["/blog/x"]],
    ["an inline link with a title", 'see [it](https://evil.example "Title")', ["https://evil.example"]],
    ["an angle-bracket destination", "see [it](<https://evil.example/a b>)", ["https://evil.example/a b"]],
    ["a reference definition", "see [it][1]\n\n[1]: https://evil.example/x", ["https://evil.example/x"]],
    ["a reference definition in angle brackets", "[a]: <//evil.example>", ["//evil.example"]],
    ["an autolink", "go to <https://evil.example>", ["https://evil.example"]],
    ["a mailto autolink", "write to <mailto:a@evil.example>", ["mailto:a@evil.example"]],
    ["a bare mailto", "write to mailto:a@evil.example.", ["mailto:a@evil.example"]],
    ["a protocol-relative link", "open [it](//evil.example/x)", ["//evil.example/x"]],
    ["a bare protocol-relative URL", "open //evil.example/x today", ["//evil.example/x"]],
    ["a one-slash scheme", "open http:/evil.example", ["http:/evil.example"]],
    ["a bare www address", "open www.evil.example, then", ["www.evil.example"]],
  ])("finds %s", (_form, markdown, expected) => {
    expect(linkDestinations(markdown)).toEqual(expected);
  });

  it("finds nothing in plain words, fractions or times", () => {
    expect(linkDestinations("Take 1/2 scoop at 0600; 3 to 5 g a day.")).toEqual([]);
  });

  it("opens only site paths in the app", () => {
    expect(isSitePath("/blog/x")).toBe(true);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://evil.example")).toBe(false);
  });
});

describe("a product's details link", () => {
  it("carries the product's name: the panel shows 'Details' and names the link with the whole text", () => {
    const link = productDetailsLink({ id: "klean-d-5000", name: "Klean-D 5,000 IU (Vitamin D)" });
    expect(link).toBe("[Details: Klean-D 5,000 IU (Vitamin D)](/compare/klean-d-5000)");
    expect(linkDestinations(link)).toEqual(["/compare/klean-d-5000"]);
    expect(detailsLinkLabel("Details: Klean-D 5,000 IU (Vitamin D)")).toEqual({ shown: "Details", name: "Details: Klean-D 5,000 IU (Vitamin D)" });
  });

  it("keeps a name's brackets from ending the link text", () => {
    expect(productDetailsLink({ id: "x", name: "Odd [Name]" })).toBe("[Details: Odd Name](/compare/x)");
  });

  it("leaves any other link's words as they are", () => {
    expect(detailsLinkLabel("Details")).toBeNull();
    expect(detailsLinkLabel("Caffeine limits and timing: How much before a PT test?")).toBeNull();
  });
});

describe("a pick's price slot without a price", () => {
  it("is the card's: a paid link to the certified variant's buy address, or 'No price shown' with no link", () => {
    const products = seededCatalogue().listProducts();
    const unpriced = products.filter((p) => p.price === null);
    const linked = unpriced.find((p) => p.id === "bpn-endopump")!;
    const listingOnly = unpriced.find((p) => p.buy.option.kind === "listing")!;
    expect(linked.buy.option.href).toBe("/go/bpn-endopump/blue-raspberry");
    const linkedTail = productTail(linked);
    // Disclosed beside the link, as the card discloses it under its button, and in the link's own
    // text, which names it for a screen reader (the panel shows only "Check price").
    expect(linkedTail).toContain(`[Check price: ${linked.name} (paid link)](/go/bpn-endopump/blue-raspberry) (paid link) ·`);
    expect(linkedTail).not.toMatch(/(?<!\[)Check price(?!:)/);
    const listingTail = productTail(listingOnly);
    expect([listingTail.startsWith("No price shown ·"), linkDestinations(listingTail).filter((l) => !l.startsWith("/compare/"))]).toEqual([true, []]);
  });

  it("opens a buy address in a new tab as a paid link, named with its product", () => {
    expect([isBuyPath("/go/bpn-endopump/blue-raspberry"), isBuyPath("/compare/bpn-endopump")]).toEqual([true, false]);
    expect(detailsLinkLabel("Check price: Endopump (stim-free pump) (paid link)")).toEqual({ shown: "Check price", name: "Check price: Endopump (stim-free pump) (paid link)" });
  });
});

