import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { offers } from "~/.server/db/schema";
import { listProducts } from "~/.server/catalogue";
import { request } from "./helpers";

describe("/compare/:productId", () => {
  const product = listProducts().find((p) => p.price !== null && p.servingsPerContainer)!;

  it("lists the observed prices from D1 with per-serving prices", async () => {
    await getDb(env).insert(offers).values({
      productId: product.id,
      retailer: "Test Retailer",
      priceCents: 4000,
      source: "Test Retailer product page",
      observedOn: "2026-10-01",
      createdAt: Date.now(),
    });
    const res = await request(`/compare/${product.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Test Retailer");
    expect(html).toContain("$40.00");
    expect(html).toContain(`$${(40 / product.servingsPerContainer!).toFixed(2)}`);
    expect(html).toContain("October 1, 2026");
  });

  it("says so when no price has been observed", async () => {
    const unpriced = listProducts().find((p) => p.id !== product.id)!;
    const html = await (await request(`/compare/${unpriced.id}`)).text();
    expect(html).toContain("We have no dated price for this product yet.");
  });

  it("answers an unknown product with 404", async () => {
    const res = await request("/compare/not-a-product");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});
