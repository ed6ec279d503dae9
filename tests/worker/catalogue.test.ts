import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Supplement } from "~/domain/catalogue/types";
import { ORIGIN, request, seedResearchPrices } from "./helpers";

interface ErrorJson {
  error: { code: string; message: string };
}


// Prices come from D1 offers, as after `npm run db:seed`.
beforeAll(() => seedResearchPrices(env));

describe("GET /api/categories", () => {
  it("lists the six categories with product counts, cacheable", async () => {
    const res = await request("/api/categories");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("ETag")).toMatch(/^(W\/)?"[^"]+"$/);
    const body = (await res.json()) as { categories: { id: string; title: string; productCount: number; icon: string }[] };
    expect(body.categories.map((c) => [c.id, c.productCount])).toEqual([
      ["pre-workout", 10],
      ["protein-recovery", 10],
      ["vitamins", 10],
      ["hydration", 10],
      ["health-wellness", 10],
      ["sleep", 10],
    ]);
    expect(body.categories[5]).toMatchObject({ title: "Sleep", icon: "Moon" });
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await request("/api/categories");
    await first.arrayBuffer();
    const again = await request("/api/categories", { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/categories/:id", () => {
  it("returns the category with its products, best score first, buy links tagged", async () => {
    const res = await request("/api/categories/pre-workout");
    expect(res.status).toBe(200);
    const { category } = (await res.json()) as {
      category: { title: string; supplements: { id: string; rating: number; buy: Supplement["buy"] }[] };
    };
    expect(category.title).toBe("Pre-Workout");
    expect(category.supplements).toHaveLength(10);
    const ratings = category.supplements.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Paid links go through /go (which adds the tag and counts the click), and only for a certified variant.
    expect(category.supplements.map((p) => [p.id, p.buy.option.kind, p.buy.option.href])).toContainEqual([
      "thorne-advanced-pre-workout",
      "search",
      "/go/thorne-advanced-pre-workout/rainbow-sherbet-20-servings",
    ]);
    expect(category.supplements.find((p) => p.id === "klean-athlete-pre-workout")?.buy.option).toMatchObject({
      kind: "listing",
      href: "https://www.nsfsport.com/certified-products/listing-detail.php?id=1379909",
    });
  });

  it("answers an unknown id with a JSON 404 that is not cached", async () => {
    const res = await request("/api/categories/not-a-category");
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("public");
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: "not_found:category", message: "No such category." });
  });
});

describe("GET /api/products/:id", () => {
  it("returns one product with its score breakdown, scorecard and provenance", async () => {
    const res = await request("/api/products/thorne-catalyte");
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toMatch(/^(W\/)?"[^"]+"$/);
    const { product } = (await res.json()) as {
      product: {
        name: string;
        priceText: string;
        opssCompliant: boolean;
        score: { total: number; components: unknown[] };
        scorecard: { items: unknown[] };
        provenance: { factsCheckedOn: string; sources: string[] };
        certifications: { url: string }[];
      };
    };
    expect(product.name).toBe("Catalyte (Lemon Lime, 30 servings)");
    expect(product.priceText).toBe("$34.00");
    expect(product.opssCompliant).toBe(true);
    expect(product.score.components).toHaveLength(5);
    expect(product.scorecard.items).toHaveLength(5);
    expect(product.provenance.factsCheckedOn).toBe("2026-07-15");
    expect(product.certifications[0].url).toBe("https://www.nsfsport.com/certified-products/listing-detail.php?id=1286726");
  });

  it("answers an unknown id with a JSON 404", async () => {
    const res = await request("/api/products/no-such-product");
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorJson).error.code).toBe("not_found:product");
  });

  it("keeps its cache headers to itself", async () => {
    const res = await request("/api/health");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("ETag")).toBeNull();
  });
});

describe("GET /api/ingredients/check", () => {
  it("finds prohibited ingredients in a pasted label, with reasons", async () => {
    const q = "Caffeine anhydrous 200 mg, L-citrulline 6 g, 2-aminoisoheptane 150 mg, enlcomiphene";
    const res = await request(`/api/ingredients/check?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      hits: { entryName: string; found: string; reason: string; fuzzy: boolean }[];
      list: { version: string; date: string; officialUrl: string; retrieved: string; entryCount: number };
    };
    expect(body.hits.map((h) => [h.entryName, h.found, h.fuzzy])).toEqual([
      ["DMHA", "2-aminoisoheptane", false],
      ["clomifene", "enlcomiphene", true],
    ]);
    expect(body.hits[0].reason).toBe("FDA statement: New dietary ingredient lacking evidence for safe use");
    // Every answer says which version of the list answered, how old it is, and where the official one is.
    expect(body.list).toMatchObject({
      version: "Bundled copy",
      date: "2026-03-15",
      officialUrl: "https://www.opss.org/dod-prohibited-dietary-supplement-ingredients",
      entryCount: 880,
    });
  });

  it("searches by name", async () => {
    const res = await request("/api/ingredients/check?q=octodrine");
    const body = (await res.json()) as { matches: { entryName: string; match: string }[] };
    expect(body.matches[0]).toMatchObject({ entryName: "DMHA", match: "exact" });
    // A browser asks again each time, so a newly applied list answers at once.
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
  });

  it("answers a medicine brand the list files under another substance with the erratum, and one it names with the provider line", async () => {
    const body = (await (await request(`/api/ingredients/check?q=${encodeURIComponent("Pulmicort Flexhaler, Adderall")}`)).json()) as {
      hits: { entryName: string; found: string; medicine?: string; note?: { erratumId: string; note: string; sources: { url: string }[] } }[];
      list: { version: string; date: string };
    };
    expect(body.hits.map((h) => [h.found, h.entryName, h.note?.erratumId ?? null, h.medicine ? "medicine line" : null])).toEqual([
      ["Pulmicort", "modafinil", "pulmicort-under-modafinil", null],
      ["Adderall", "amphetamine", null, "medicine line"],
    ]);
    expect(body.hits[0].note?.note).toMatch(/^The DoD list names Pulmicort under modafinil, but Pulmicort is a budesonide inhaler brand/);
    expect(body.hits[0].note?.sources.map((s) => s.url)).toContain("https://api.fda.gov/drug/ndc.json?search=packaging.package_ndc%3A%2250090-2239-0%22");
    expect(body.list).toMatchObject({ version: "Bundled copy", date: "2026-03-15" });
  });

  it("says a serving above the caffeine guide's single dose is above it, from the label's own amount, on the API and the page", async () => {
    const q = "Caffeine anhydrous 300 mg, L-citrulline 6 g";
    const body = (await (await request(`/api/ingredients/check?q=${encodeURIComponent(q)}`)).json()) as {
      caffeine: { mg: number; headline: string; points: string[]; sources: { url: string }[] } | null;
    };
    expect([body.caffeine?.mg, body.caffeine?.headline]).toEqual([300, "300 mg of caffeine in one serving: above the 200 mg single dose"]);
    expect(body.caffeine?.points[1]).toMatch(/^One serving is 75% of the 400 mg a day .*, leaving 100 mg for every coffee/);
    expect(body.caffeine?.sources[0].url).toBe("https://www.opss.org/article/caffeine-performance");
    const page = await request("/ingredient-checker", {
      method: "POST",
      body: new URLSearchParams({ q }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('data-testid="checker-caffeine" data-mg="300"');
    expect(html).toContain("one serving of this label is 100 mg over it");
    expect(html).toContain('href="https://www.opss.org/article/caffeine-performance"');
    // At the single dose, nothing to say about caffeine.
    const atDose = (await (await request(`/api/ingredients/check?q=${encodeURIComponent("Caffeine anhydrous 200 mg")}`)).json()) as { caffeine: unknown };
    expect(atDose.caffeine).toBeNull();
  });

  it("answers a clean label with no hits", async () => {
    const res = await request(`/api/ingredients/check?q=${encodeURIComponent("whey protein isolate, creatine monohydrate")}`);
    expect(((await res.json()) as { hits: unknown[] }).hits).toEqual([]);
  });

  it.each([
    ["", "Type an ingredient name or paste a label."],
    ["   ", "Type an ingredient name or paste a label."],
    ["x".repeat(5001), "Paste at most 5000 characters."],
  ])("answers 400 to q=%j", async (q, message) => {
    const res = await request(`/api/ingredients/check?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error).toMatchObject({ code: "bad_request:ingredients", message });
  });
});

