import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { recordObservations } from "~/.server/offers/queries";
import { PAGE_CACHE_HEADER } from "../../worker/page-cache";
import { formPost } from "./auth-helpers";
import { adminSession, postForm } from "./content-helpers";
import worker from "../../worker/index";
import { interceptD1, ORIGIN, request, seedResearchPrices } from "./helpers";

/** The nonce of the CSP header, and every nonce attribute of the page. */
function noncesOf(res: Response, html: string) {
  const header = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  const inPage = new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map(([, nonce]) => nonce));
  return { header, inPage: [...inPage] };
}

async function page(path: string, init: RequestInit = {}) {
  const res = await request(path, init);
  return { res, html: await res.text(), cache: res.headers.get(PAGE_CACHE_HEADER) };
}

/** A stored copy is written after the answer; the next request may come before it lands. */
async function warm(path: string) {
  await page(path);
  for (let i = 0; i < 50; i++) {
    if ((await page(path)).cache === "HIT") return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never came from the cache`);
}

/** The D1 binding, recording every statement prepared and every batch made through it. */
function recordingDb(db: D1Database) {
  const queries: string[] = [];
  const recorded = interceptD1(db, {
    prepare: (query, prepare) => {
      queries.push(query.replace(/\s+/g, " ").trim());
      return prepare(query);
    },
    batch: (statements) => queries.push(`batch of ${statements.length}`),
  });
  return { db: recorded, queries };
}

/** Records a price for the Klean Athlete pre-workout, as an admin would enter it now. */
function recordPrice(retailer: string, priceCents: number) {
  return recordObservations(env, [
    {
      productId: "klean-athlete-pre-workout",
      // The listing names no flavour: the price is listed apart on the compare page, never as the price.
      variantId: "",
      variantSeen: "Lemon Tea, 20 servings",
      retailer,
      priceCents,
      currency: "USD",
      url: null,
      source: "page cache test",
      observedAt: Date.now(),
      observedPrecision: "minute",
      dateNote: null,
      origin: "admin",
      recordedBy: null,
    },
  ]);
}

beforeAll(async () => {
  await seedResearchPrices(env);
  // The first page loads the server build; on a busy machine that alone can take many seconds.
  await (await request("/terms", { headers: { Cookie: "warm=1" } })).text();
}, 120_000);

describe("anonymous page cache", () => {
  it("serves a stored copy with the request's own fresh nonce in the header and in the page", async () => {
    const first = await page("/category/sleep");
    expect(first.res.status).toBe(200);
    await warm("/category/sleep");
    const hit = await page("/category/sleep");
    expect(hit.cache).toBe("HIT");
    const a = noncesOf(first.res, first.html);
    const b = noncesOf(hit.res, hit.html);
    expect(b.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.inPage).toEqual([b.header]);
    expect(b.header === a.header).toBe(false);
    expect(hit.html).not.toContain(a.header);
    expect(hit.res.headers.get("X-Nonce-Offsets")).toBeNull();
    // The same page apart from the nonce.
    expect(hit.html.replaceAll(b.header ?? "", "N")).toBe(first.html.replaceAll(a.header ?? "", "N"));
    expect(hit.res.headers.get("Content-Type")).toContain("text/html");
    expect(hit.res.headers.get("Cache-Control")).toBeNull();
  });

  it("answers a stored copy with no D1 read; a miss reads the DoD list in use only for a page with products", async () => {
    await warm("/methodology");
    const hit = recordingDb(env.DB);
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/methodology`), { ...env, DB: hit.db }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(hit.queries).toEqual([]);

    // Pages not asked for before: for a page that shows products, the DoD list version and
    // withdrawals, read once however many loaders use them.
    const listReads = async (path: string) => {
      const miss = recordingDb(env.DB);
      const missCtx = createExecutionContext();
      const missRes = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, DB: miss.db }, missCtx);
      await missRes.text();
      await waitOnExecutionContext(missCtx);
      expect(missRes.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
      return miss.queries.filter((q) => q.includes('from "prohibited_list_versions"')).length;
    };
    expect(await listReads("/privacy")).toBe(0);
    expect(await listReads("/category/hydration")).toBe(1);
  });

  it("answers twelve views at once from the cache with no D1 read, once this isolate's version memo has lapsed too", async () => {
    await warm("/methodology");
    const recorded = recordingDb(env.DB);
    const views = (at: number) =>
      Array.from({ length: 12 }, async () => {
        const ctx = createExecutionContext();
        const res = await worker.fetch(new Request(`${ORIGIN}/methodology`), { ...env, DB: recorded.db }, ctx);
        await res.text();
        await waitOnExecutionContext(ctx);
        return res.headers.get(PAGE_CACHE_HEADER);
      }).map((view) => view.then((cache) => ({ at, cache })));
    expect((await Promise.all(views(0))).map(({ cache }) => cache)).toEqual(Array.from({ length: 12 }, () => "HIT"));
    // Past the memo: the version comes from KV, still no D1.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await Promise.all(views(1))).map(({ cache }) => cache)).toEqual(Array.from({ length: 12 }, () => "HIT"));
    expect(recorded.queries).toEqual([]);
  }, 20_000);

  it("shows a price an admin enters on the next page view", async () => {
    const path = "/compare/thorne-catalyte";
    await warm(path);
    const admin = await adminSession();
    const entry = {
      productId: "thorne-catalyte",
      variantId: "lemon-lime-30-servings",
      retailer: "Page Cache Pharmacy",
      price: "27.13",
      url: "https://pharmacy.example/thorne-catalyte",
      observedOn: new Date().toISOString().slice(0, 10),
      observedTime: "",
      source: "Product page, one-time purchase",
    };
    expect((await formPost("/admin/prices", entry, { cookie: admin.cookie })).status).toBe(302);
    const after = await page(path);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("$27.13");
  });

  it("shows a post on the blog on the next page view after an admin publishes it", async () => {
    await warm("/blog");
    const admin = await adminSession();
    const published = await formPost("/admin/blog/new", { ...postForm({ title: "Page cache freshness check" }), intent: "publish" }, { cookie: admin.cookie });
    expect(published.status).toBe(302);
    const after = await page("/blog");
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Page cache freshness check");
  });

  it("shows a write made outside the Worker once the cron has run, and not before", async () => {
    const path = "/compare/klean-athlete-pre-workout";
    await warm(path);
    await recordPrice("Outside Shop", 4567);
    expect((await page(path)).html).not.toContain("$45.67");
    const ctx = createExecutionContext();
    // A job may fail here (no model to probe); the version is renewed whatever the jobs did.
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx).catch(() => {});
    await waitOnExecutionContext(ctx);
    const after = await page(path);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("$45.67");
  });

  it("never stores or serves a page for a request with a cookie, a signed-in visitor, a form page or a private page", async () => {
    await warm("/");
    const admin = await adminSession();
    const signedIn = await page("/", { headers: { Cookie: admin.cookie } });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.res.status).toBe(200);
    const withCookie = await page("/", { headers: { Cookie: "theme=dark" } });
    expect(withCookie.cache).toBeNull();
    for (const path of ["/contact", "/auth", "/auth/forgot", "/account", "/admin"]) {
      expect({ path, cache: (await page(path)).cache }).toEqual({ path, cache: null });
    }
  });

  it("shares one copy between a page and the same page with campaign tracking parameters", async () => {
    await warm("/accessibility");
    const tracked = await page("/accessibility?utm_source=newsletter&utm_medium=email&fbclid=abc&gclid=def");
    expect(tracked.cache).toBe("HIT");
    // A parameter a page reads is still part of the key.
    expect((await page("/accessibility?view=print")).cache).toBe("MISS");
  });

  it("never stores a page rendered while a D1 read failed, and the next visitor gets a full render", async () => {
    // Prices cannot be read: the page still renders (with "Check price"), for this visitor only.
    const failingOffers = interceptD1(env.DB, {
      prepare: (query, prepare) => {
        if (/from "current_offers"/.test(query)) throw new Error("D1_ERROR: Network connection lost.");
        return prepare(query);
      },
    });
    const ctx = createExecutionContext();
    const degraded = await worker.fetch(new Request(`${ORIGIN}/category/pre-workout`), { ...env, DB: failingOffers }, ctx);
    const degradedHtml = await degraded.text();
    await waitOnExecutionContext(ctx);
    expect([degraded.status, degraded.headers.get(PAGE_CACHE_HEADER)]).toEqual([200, "DEGRADED"]);
    expect(degradedHtml).toContain("Check price");
    const next = await page("/category/pre-workout");
    expect(next.cache).toBe("MISS");
    expect((await page("/category/pre-workout")).cache === "DEGRADED").toBe(false);
  });

  it("never keeps what was typed into the ingredient checker: a query is rendered fresh, a POST never cached", async () => {
    expect((await page("/ingredient-checker")).cache).toBe("MISS");
    expect((await page("/ingredient-checker")).cache).toBe("HIT");
    const typed = "/ingredient-checker?q=octodrine";
    expect([(await page(typed)).cache, (await page(typed)).cache]).toEqual([null, null]);
    const posted = await page("/ingredient-checker", {
      method: "POST",
      body: new URLSearchParams({ q: "octodrine 150 mg" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    expect(posted.res.status).toBe(200);
    expect(posted.cache).toBeNull();
    expect(posted.html).toContain("1 prohibited ingredient found");
  });

  it("does not store an error page", async () => {
    const missing = await page("/category/no-such-category");
    expect(missing.res.status).toBe(404);
    expect(missing.cache).toBeNull();
    const again = await page("/category/no-such-category");
    expect(again.res.status).toBe(404);
    expect(again.cache).toBeNull();
  });
});
