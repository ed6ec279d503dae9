import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { request, seedResearchPrices } from "./helpers";

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, body]) => JSON.parse(body));
}

function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

function openPanels(html: string): number {
  return [...html.matchAll(/<details[^>]* open=""/g)].length;
}

// Prices come from D1 offers, as after `npm run db:seed`.
beforeAll(() => seedResearchPrices(env));

describe("GET /category/:categoryId", () => {
  it("renders the category with its ten product cards on the server", async () => {
    const res = await request("/category/pre-workout");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Best Pre-Workout Supplements | CLEARED</title>");
    expect(count(html, 'data-testid="product-card"')).toBe(10);
    expect(html).toContain("Klean Pre-Workout (Lemon Tea)");
    expect(html).toContain("Facts checked on");
    // The screen's finding, never a compliance claim: OPSS certifies no product.
    expect(html).toContain("No DoD-prohibited ingredient found");
    expect(html).not.toContain("OPSS compliant");
    expect(html).toContain("CLEARED score breakdown");
  });

  it("sends each fact once: cards in the first pass, closed panels empty, structured data only as markup", async () => {
    const html = await (await request("/category/pre-workout")).text();
    // No card part streamed as a hidden segment that only a script reveals.
    expect(count(html, '<div hidden id="S:')).toBe(0);
    expect(html).toContain("Why we recommend it");
    // Ten cards, each a closed "Details" (the compact phone card) holding four closed panels,
    // their contents rendered only when opened.
    expect(count(html, "<details")).toBe(50);
    expect(openPanels(html)).toBe(0);
    expect(count(html, ">Show the details</a>")).toBe(40);
    expect(count(html, "<table")).toBe(0);
    expect(count(html, '<dt class="font-semibold">Certification strength</dt>')).toBe(0);
    // JSON-LD in its script elements (breadcrumb + ten products), not again in the loader data.
    expect(jsonLd(html)).toHaveLength(11);
    const loaderData = html.slice(html.indexOf("window.__reactRouterContext"));
    expect(loaderData).not.toContain("schema.org");
    // The panels' facts are not in the page at all, as markup or as data: they are fetched when a
    // panel opens. A score part's label and the research notes are panel facts.
    expect(count(html, "Certification strength")).toBe(0);
    expect(count(html, "detailedIngredients")).toBe(0);
    expect(count(loaderData, '\\"evidence\\"')).toBe(0);
    expect(count(loaderData, '\\"sources\\"')).toBe(0);
  });

  it("renders one product's panels on the server when asked with ?details=, and ignores an unknown id", async () => {
    const html = await (await request("/category/vitamins?details=klean-d-5000")).text();
    // That card's "Details" and its four panels.
    expect(openPanels(html)).toBe(5);
    expect(count(html, '<dt class="font-semibold">Certification strength</dt>')).toBe(1);
    expect(count(html, "<table")).toBe(1);
    expect(html).toContain("625%");
    const unknown = await (await request("/category/vitamins?details=not-a-product")).text();
    expect(openPanels(unknown)).toBe(0);
  });

  it("sends every buy link through /go for a certified variant, as a sponsored link with a disclosure; the rest link the listing", async () => {
    const html = await (await request("/category/hydration")).text();
    const buyLinks = [...html.matchAll(/<a[^>]*data-testid="buy-link"[^>]*>/g)].map(([tag]) => tag);
    // Seven hydration listings name a flavour; PH 500 (effervescent), Hydra-Charge and SaltStick name none.
    expect(buyLinks).toHaveLength(7);
    for (const tag of buyLinks) {
      expect(tag).toMatch(/href="\/go\/[a-z0-9-]+\/[a-z0-9-]+"/);
      expect(tag).toContain('rel="sponsored nofollow noopener"');
    }
    expect(count(html, 'data-testid="ftc-disclosure"')).toBe(7);
    expect(count(html, 'data-testid="listing-link"')).toBe(3);
    expect(html).toContain("Search Amazon for Thorne Catalyte Lemon Lime");
    expect(html).toContain("NSF Certified for Sport lists: Lemon Lime");
    expect(html).toContain("Check price");
    expect(count(html, 'href="/compare/')).toBeGreaterThanOrEqual(10);
  });

  it("says how many products' sport certification is confirmed in the registry, counted as the cards' badges show it", async () => {
    const html = await (await request("/category/pre-workout")).text();
    const text = html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    const said = /each reported NSF Certified for Sport or Informed Sport \((\d+) confirmed in the certifier's registry, the rest marked unconfirmed\)/.exec(text)?.[1];
    const cards = html.split('data-testid="product-card"').slice(1);
    const confirmedCards = cards.filter((card) => /aria-label="(?:NSF Certified for Sport|Informed Sport): /.test(card)).length;
    expect(said).toBe(String(confirmedCards));
    expect(confirmedCards).toBe(8);
  });

  it("links certifications to the registries", async () => {
    const html = await (await request("/category/protein-recovery")).text();
    expect(html).toContain('href="https://www.nsfsport.com/certified-products/listing-detail.php?id=1513728"');
    expect(html).toContain('href="https://sport.wetestyoutrust.com/supplement-search/kaged/whey-protein-isolate"');
  });

  it("emits BreadcrumbList and Product structured data, with offers only where a price is known", async () => {
    const data = jsonLd(await (await request("/category/vitamins")).text());
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Supplement Categories", "Vitamins"]);
    const products = data.filter((d) => d["@type"] === "Product") as { name: string; offers?: { price: string; priceCurrency: string } }[];
    expect(products).toHaveLength(10);
    const priced = products.filter((p) => p.offers);
    // Three vitamins have a dated research price; Vitamin D+K Pro's listing is named "Vitamin D3 Pro", so its price is not shown.
    expect(priced.map((p) => p.name).sort()).toEqual(["Klean-D 1,000 IU (25 mcg)", "Klean-D 5,000 IU (Vitamin D)"]);
    expect(products.find((p) => p.name === "Klean-D 5,000 IU (Vitamin D)")?.offers).toMatchObject({ price: "17.50", priceCurrency: "USD" });
    expect(products.find((p) => p.name === "Strong Multi Vitamin")?.offers).toBeUndefined();
  });

  it("answers an unknown category with 404", async () => {
    const res = await request("/category/steroids");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});

describe("GET /ingredient-checker", () => {
  it("renders the search form and names the official list as the authority", async () => {
    const res = await request("/ingredient-checker");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Ingredient Checker: DoD Prohibited Supplement Ingredients | CLEARED</title>");
    expect(html).toContain('href="https://www.opss.org/dod-prohibited-dietary-supplement-ingredients"');
    expect(html).toContain("is the authority");
    expect(html).toContain("This checker uses our copy of its 880 entries, retrieved March 15, 2026.");
    expect(html).not.toContain('data-testid="checker-results"');
  });

  it("lists each prohibited ingredient in a pasted label with its reason", async () => {
    const q = "Caffeine 200 mg, octodrine 150 mg, beta-alanine 3.2 g";
    const html = await (await request(`/ingredient-checker?q=${encodeURIComponent(q)}`)).text();
    expect(html).toContain("1 prohibited ingredient found");
    expect(html).toContain("octodrine</mark> is <span class=\"font-bold\">DMHA</span>");
    expect(html).toContain("Why it is prohibited");
  });

  it("answers Pulmicort with the list's entry, the erratum's note and its sources, and the list version and date", async () => {
    const html = await (await request("/ingredient-checker?q=Pulmicort")).text();
    // Every hit is a likely error of the list: the answer says so first, and still names the entry.
    expect(html).toContain("Pulmicort</mark>” under<!-- --> <span class=\"font-bold\">modafinil</span>; our audit says this is likely an error in the list.");
    expect(html).toContain('data-erratum="pulmicort-under-modafinil"');
    expect(html).toContain("but Pulmicort is a budesonide inhaler brand (FDA label and NDC directory). Check with your provider before changing any prescribed medicine.");
    expect(html).toContain("openFDA NDC directory: PULMICORT FLEXHALER");
    const version = /data-testid="list-version">(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<!--.*?-->|<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(version).toBe(
      "Checked against the DoD prohibited list, bundled copy of March 15, 2026 (880 entries). A newer version may be out: check the official list on OPSS (opens in a new tab).",
    );
  });

  it("words a medicine brand the list names: prohibited in supplements, a prescription is for the provider", async () => {
    const html = await (await request("/ingredient-checker?q=Adderall")).text();
    expect(html).toContain('data-testid="medicine-line"');
    expect(html).toContain("Adderall is a medicine (amphetamine). The DoD list prohibits amphetamine as a dietary supplement ingredient; a medicine prescribed to you is a matter for your provider");
  });

  it("finds a misspelt name", async () => {
    const html = await (await request("/ingredient-checker?q=enlcomiphene")).text();
    expect(html).toContain("clomifene");
    expect(html).toContain("misspelling");
  });

  it("says when nothing was found", async () => {
    const html = await (await request("/ingredient-checker?q=creatine+monohydrate")).text();
    expect(html).toContain("No prohibited ingredient found in your text");
  });

  it("gives no all-clear when a term to ask about first was found", async () => {
    const html = await (await request("/ingredient-checker?q=yohimbe+bark+extract")).text();
    expect(html).toContain("No prohibited ingredient found in your text, but 1 ingredient to ask about before you take it");
  });

  it("shows the validation message for an empty query", async () => {
    const res = await request("/ingredient-checker?q=+");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Type an ingredient name or paste a label.");
  });
});
