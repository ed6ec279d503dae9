import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { affiliateClicks, users } from "~/.server/db/schema";
import { listOffersForProduct, listPriceHistory } from "~/.server/offers/queries";
import { PRICE_ENTRY_MESSAGES } from "~/domain/prices/schemas";
import { createUser, formPost, freshEmail, signIn } from "./auth-helpers";
import { request } from "./helpers";

const PRODUCT = "thorne-catalyte";
const today = () => new Date().toISOString().slice(0, 10);

function entry(overrides: Record<string, string> = {}) {
  return {
    productId: PRODUCT,
    variantId: "lemon-lime-30-servings",
    retailer: "Test Pharmacy",
    price: "31.49",
    url: "https://pharmacy.example/thorne-catalyte",
    observedOn: today(),
    observedTime: "",
    source: "Product page, one-time purchase",
    ...overrides,
  };
}

async function adminCookie(): Promise<{ cookie: string; id: string }> {
  const { id, email } = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: Date.now() });
  return { cookie: await signIn(email), id };
}

async function historyCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM price_history").first<{ n: number }>())!.n;
}

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/admin/prices").then((r) => r.text()), 180_000);

describe("/admin/prices", () => {
  it("is a 404 to visitors, ordinary users and unconfirmed admins, on load and on post", async () => {
    const user = await createUser(freshEmail());
    const unconfirmed = await createUser(freshEmail("admin"), { role: "admin" });
    for (const cookie of [undefined, await signIn(user.email), await signIn(unconfirmed.email)]) {
      expect((await request("/admin/prices", { headers: cookie ? { Cookie: cookie } : {} })).status).toBe(404);
      const before = await historyCount();
      expect((await formPost("/admin/prices", entry(), { cookie })).status).toBe(404);
      expect(await historyCount()).toBe(before);
    }
  });

  it("re-reads the role from D1: a demoted admin's session no longer records prices", async () => {
    const { cookie, id } = await adminCookie();
    expect((await request("/admin/prices", { headers: { Cookie: cookie } })).status).toBe(200);
    await getDb(env).update(users).set({ role: "user" }).where(eq(users.id, id));
    const before = await historyCount();
    expect((await formPost("/admin/prices", entry({ retailer: "Demoted Shop" }), { cookie })).status).toBe(404);
    expect(await historyCount()).toBe(before);
  });

  it("records a valid price, makes it the retailer's current offer and confirms it after a redirect", async () => {
    const { cookie, id } = await adminCookie();
    const res = await formPost("/admin/prices", entry({ price: "$31.49" }), { cookie });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/prices\?recorded=\d+$/);

    const [offer] = (await listOffersForProduct(env, { productId: PRODUCT })).filter((o) => o.retailer === "Test Pharmacy");
    expect(offer).toMatchObject({ priceCents: 3149, origin: "admin", observedPrecision: "day", url: "https://pharmacy.example/thorne-catalyte" });
    const [row] = (await listPriceHistory(env, { productId: PRODUCT })).filter((o) => o.retailer === "Test Pharmacy");
    expect(row.recordedBy).toBe(id);

    const page = await (await request(location, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Recorded $31.49 at Test Pharmacy for Thorne Catalyte (Lemon Lime, 30 servings)");
  });

  it("answers every wrong field with 422 and its message, keeps what was typed, and records nothing", async () => {
    const { cookie } = await adminCookie();
    const before = await historyCount();
    const res = await formPost(
      "/admin/prices",
      { productId: "not-a-product", retailer: "", price: "twelve", url: "ftp://x", observedOn: "2031-01-01", observedTime: "7pm", source: "" },
      { cookie },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const message of [
      PRICE_ENTRY_MESSAGES.product,
      PRICE_ENTRY_MESSAGES.retailer,
      PRICE_ENTRY_MESSAGES.price,
      PRICE_ENTRY_MESSAGES.url,
      PRICE_ENTRY_MESSAGES.dateRange,
      PRICE_ENTRY_MESSAGES.time,
      PRICE_ENTRY_MESSAGES.source,
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="twelve"');
    expect(await historyCount()).toBe(before);
  });

  it("refuses a second price for the same retailer and day without a time, and takes it with one", async () => {
    const { cookie } = await adminCookie();
    expect((await formPost("/admin/prices", entry({ retailer: "Twice Shop" }), { cookie })).status).toBe(302);
    const again = await formPost("/admin/prices", entry({ retailer: "Twice Shop", price: "29.99" }), { cookie });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A price from this retailer on this day is already recorded.");
    expect((await formPost("/admin/prices", entry({ retailer: "Twice Shop", price: "29.99", observedOn: "2026-01-02", observedTime: "00:01" }), { cookie })).status).toBe(302);
    const rows = (await listPriceHistory(env, { productId: PRODUCT })).filter((o) => o.retailer === "Twice Shop");
    expect(rows.map((r) => [r.priceCents, r.observedPrecision])).toEqual([
      [2999, "minute"],
      [3149, "day"],
    ]);
  });

  it("answers a body that is not a form with 400", async () => {
    const { cookie } = await adminCookie();
    const res = await request("/admin/prices", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body: "not multipart",
    });
    expect(res.status).toBe(400);
  });
});

describe("/admin/clicks", () => {
  it("is a 404 to everyone but a confirmed admin", async () => {
    const user = await createUser(freshEmail());
    expect((await request("/admin/clicks")).status).toBe(404);
    expect((await request("/admin/clicks", { headers: { Cookie: await signIn(user.email) } })).status).toBe(404);
  });

  it("counts /go clicks per product, variant and UTC day", async () => {
    const day = 24 * 60 * 60 * 1000;
    const startOfToday = Math.floor(Date.now() / day) * day;
    await getDb(env).insert(affiliateClicks).values([
      { productId: "thorne-catalyte", variantId: "lemon-lime-30-servings", retailer: "www.amazon.com", clickedAt: startOfToday + 1000 },
      { productId: "thorne-catalyte", variantId: "lemon-lime-30-servings", retailer: "www.amazon.com", clickedAt: startOfToday + 2000 },
      { productId: "klean-isolate", retailer: "www.amazon.com", clickedAt: startOfToday + 3000 },
      { productId: "thorne-catalyte", variantId: "lemon-lime-30-servings", retailer: "www.amazon.com", clickedAt: startOfToday - day + 5 },
      // Outside the last 7 days.
      { productId: "klean-isolate", retailer: "www.amazon.com", clickedAt: startOfToday - 8 * day },
    ]);
    const { cookie } = await adminCookie();
    const html = await (await request("/admin/clicks?days=7", { headers: { Cookie: cookie } })).text();
    const todayText = new Date(startOfToday).toISOString().slice(0, 10);
    const yesterday = new Date(startOfToday - day).toISOString().slice(0, 10);
    expect(html).toMatch(/<strong[^>]*>4<\/strong> <!-- -->clicks<!-- --> in the last <!-- -->7<!-- --> days/);
    expect(html).toContain(
      `>Thorne Catalyte (Lemon Lime, 30 servings)</th><td class="px-3 py-2">Lemon Lime, 30 servings</td><td class="px-3 py-2 text-right tabular-nums">3</td><td class="px-3 py-2">${todayText}</td>`,
    );
    // A click recorded before buy links named a variant.
    expect(html).toContain(`>Klean Athlete Klean Isolate (Natural Vanilla)</th><td class="px-3 py-2">Before variants were recorded</td>`);
    expect(html).toContain(`${todayText}</th><td class="px-3 py-2 text-right tabular-nums">3</td><td class="px-3 py-2">Thorne Catalyte (Lemon Lime, 30 servings) (2), Klean Athlete Klean Isolate (Natural Vanilla) (1)</td>`);
    expect(html).toContain(`${yesterday}</th><td class="px-3 py-2 text-right tabular-nums">1</td>`);
    const month = await (await request("/admin/clicks", { headers: { Cookie: cookie } })).text();
    expect(month).toMatch(/<strong[^>]*>5<\/strong> <!-- -->clicks<!-- --> in the last <!-- -->30<!-- --> days/);
  });
});
