import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { listCatalogueEntries } from "~/.server/catalogue";
import { priceRefreshJob } from "../../worker/jobs/price-refresh";
import { createUser, formPost, freshEmail, freshIp, signIn } from "./auth-helpers";
import { request, startInFreshLimiterWindow } from "./helpers";

const CATALYTE = { product: "thorne-catalyte", variant: "lemon-lime-30-servings" };
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "curl/8.5.0",
];

async function clickCount(productId: string, variantId?: string): Promise<number> {
  const query = variantId
    ? env.DB.prepare("SELECT count(*) AS n FROM affiliate_clicks WHERE product_id = ? AND variant_id = ?").bind(productId, variantId)
    : env.DB.prepare("SELECT count(*) AS n FROM affiliate_clicks WHERE product_id = ?").bind(productId);
  return (await query.first<{ n: number }>())!.n;
}

function go(path: string, { ip, ua = BROWSER, method = "GET" }: { ip: string; ua?: string; method?: string }) {
  return request(path, { method, redirect: "manual", headers: { "CF-Connecting-IP": ip, "User-Agent": ua } });
}

async function adminCookie(): Promise<string> {
  const { email } = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: Date.now() });
  return signIn(email);
}

const today = () => new Date().toISOString().slice(0, 10);

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/admin/buy-links").then((r) => r.text()), 180_000);

describe("GET /go/:productId/:variantId", () => {
  it("sends a variant without a recorded page to a labelled Amazon search for brand, product and flavour", async () => {
    const res = await go(`/go/${CATALYTE.product}/${CATALYTE.variant}`, { ip: freshIp() });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://www.amazon.com/s");
    expect(location.searchParams.get("k")).toBe("Thorne Catalyte Lemon Lime");
    expect(location.searchParams.get("tag")).toBe(env.AMAZON_TAG);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("has no buy link for a variant the data cannot name, and sends old product links to the variant or the listing", async () => {
    // Klean Pre-Workout's listing names no flavour: no buy link, the compare page shows the listing.
    expect((await go("/go/klean-athlete-pre-workout/20-servings", { ip: freshIp() })).status).toBe(404);
    const old = await go("/go/klean-athlete-pre-workout", { ip: freshIp() });
    expect([old.status, old.headers.get("Location")]).toEqual([302, "/compare/klean-athlete-pre-workout"]);
    const named = await go(`/go/${CATALYTE.product}`, { ip: freshIp() });
    expect([named.status, named.headers.get("Location")]).toEqual([302, `/go/${CATALYTE.product}/${CATALYTE.variant}`]);
    expect((await go("/go/no-such-product/x", { ip: freshIp() })).status).toBe(404);
    expect(await clickCount("klean-athlete-pre-workout")).toBe(0);
  });

  it("counts 1,000 scripted clicks, HEADs and bots from one visitor as one click per variant", async () => {
    const ip = freshIp();
    const zinc = { product: "thorne-zinc-picolinate", variant: "60-servings" };
    const before = [await clickCount(CATALYTE.product, CATALYTE.variant), await clickCount(zinc.product, zinc.variant), await clickCount("bpn-pre")];
    const answers: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const target = i % 2 === 0 ? CATALYTE : zinc;
      answers.push((await go(`/go/${target.product}/${target.variant}`, { ip })).status);
    }
    for (let i = 0; i < 20; i++) answers.push((await go("/go/bpn-pre/pink-lemonade-25-servings", { ip, method: "HEAD" })).status);
    for (const ua of BOTS) answers.push((await go("/go/bpn-pre/pink-lemonade-25-servings", { ip: freshIp(), ua })).status);
    // Every request still gets its redirect.
    expect(new Set(answers)).toEqual(new Set([302]));
    expect(answers).toHaveLength(1025);
    const after = [await clickCount(CATALYTE.product, CATALYTE.variant), await clickCount(zinc.product, zinc.variant), await clickCount("bpn-pre")];
    expect(after.map((n, i) => n - before[i])).toEqual([1, 1, 0]);
  }, 120_000);

  it("counts another visitor's click on the same variant, and stores no address", async () => {
    const before = await clickCount(CATALYTE.product, CATALYTE.variant);
    const ip = "198.51.100.77";
    await go(`/go/${CATALYTE.product}/${CATALYTE.variant}`, { ip });
    await go(`/go/${CATALYTE.product}/${CATALYTE.variant}`, { ip: freshIp() });
    expect(await clickCount(CATALYTE.product, CATALYTE.variant)).toBe(before + 2);
    const windows = await env.DB.prepare("SELECT key FROM click_windows").all<{ key: string }>();
    expect(windows.results.length).toBeGreaterThan(1);
    expect(windows.results.every((w) => /^[0-9a-f]{64}$/.test(w.key))).toBe(true);
    const dump = JSON.stringify([windows.results, (await env.DB.prepare("SELECT * FROM affiliate_clicks").all()).results]);
    expect(dump.includes(ip)).toBe(false);
  });

  it("stops counting a visitor past the rate limit, and still redirects", async () => {
    const ip = freshIp();
    const variants = listCatalogueEntries().flatMap((p) => p.variants.filter((v) => v.identified).map((v) => `/go/${p.id}/${v.id}`));
    expect(variants.length).toBe(38);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM affiliate_clicks").first<{ n: number }>())!.n;
    await startInFreshLimiterWindow(20_000);
    const statuses = [];
    for (const path of variants) statuses.push((await go(path, { ip })).status);
    expect(new Set(statuses)).toEqual(new Set([302]));
    const after = (await env.DB.prepare("SELECT count(*) AS n FROM affiliate_clicks").first<{ n: number }>())!.n;
    // 38 different variants in a minute: the limiter (30 a minute) lets 30 be counted.
    expect(after - before).toBe(30);
  }, 60_000);
});

describe("/admin/buy-links", () => {
  it("is a 404 to visitors", async () => {
    expect((await request("/admin/buy-links")).status).toBe(404);
    expect((await formPost("/admin/buy-links", { variant: `${CATALYTE.product}/${CATALYTE.variant}`, url: "https://www.amazon.com/dp/B0TEST0001", checkedOn: today() })).status).toBe(404);
  });

  it("refuses a page outside the allowed retailers, an Amazon page without an ASIN and a variant the data cannot name", async () => {
    const cookie = await adminCookie();
    const variant = `${CATALYTE.product}/${CATALYTE.variant}`;
    const evil = await formPost("/admin/buy-links", { variant, url: "https://evil.example/thorne-catalyte", checkedOn: today() }, { cookie });
    expect(evil.status).toBe(422);
    expect(await evil.text()).toContain("evil.example is not a retailer we link to.");
    const search = await formPost("/admin/buy-links", { variant, url: "https://www.amazon.com/s?k=catalyte", checkedOn: today() }, { cookie });
    expect(search.status).toBe(422);
    expect(await search.text()).toContain("An Amazon address must be a product page with its ASIN");
    const unnamed = await formPost("/admin/buy-links", { variant: "klean-athlete-pre-workout/20-servings", url: "https://www.amazon.com/dp/B0TEST0002", checkedOn: today() }, { cookie });
    expect(unnamed.status).toBe(422);
    expect(await unnamed.text()).toContain("Choose a certified variant that the catalogue can name (flavour or form).");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM retailer_links WHERE product_id IN ('thorne-catalyte', 'klean-athlete-pre-workout')").first<{ n: number }>())!.n).toBe(0);
  });

  it("records an Amazon page: /go then sends the variant's buyers there, the page says Buy, and the refresh asks by that ASIN only", async () => {
    const cookie = await adminCookie();
    const variant = `${CATALYTE.product}/${CATALYTE.variant}`;
    const res = await formPost("/admin/buy-links", { variant, url: "https://www.amazon.com/Thorne-Catalyte/dp/B0TEST0003/ref=sr_1_1?keywords=x", checkedOn: today() }, { cookie });
    expect(res.status).toBe(302);
    const go1 = await go(`/go/${variant}`, { ip: freshIp() });
    expect(go1.headers.get("Location")).toBe(`https://www.amazon.com/dp/B0TEST0003?tag=${env.AMAZON_TAG}`);
    const compare = await (await request(`/compare/${CATALYTE.product}`)).text();
    expect(compare).toContain("Buy Lemon Lime, 30 servings at Amazon");
    expect(compare).not.toContain("Search Amazon for Thorne Catalyte");

    const asked: unknown[] = [];
    const job = priceRefreshJob(() => ({
      name: "test",
      retailer: "Amazon",
      source: "test",
      covers: (item) => item.asin !== null,
      async fetchPrices(items) {
        asked.push(...items);
        return { quotes: [], misses: [] };
      },
    }));
    await job.run(env, { scheduledTime: Date.UTC(2026, 10, 26, 7, 0), cron: "*/5 * * * *", noRetry() {} });
    expect(asked).toEqual([{ productId: CATALYTE.product, variantId: CATALYTE.variant, asin: "B0TEST0003" }]);
  });
});
