import { createScheduledController, env } from "cloudflare:test";
import { loadSafetyState } from "~/.server/safety/state";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findCatalogueEntry, getPricedCatalogue } from "~/.server/catalogue";
import { getDb } from "~/.server/db/client";
import { savedProducts } from "~/.server/db/schema";
import { checkPriceAlerts, priceAlertUnsubscribeToken } from "~/.server/members/price-alerts";
import { recordObservations } from "~/.server/offers/queries";
import { signValue } from "~/.server/signing";
import { priceAlertStep } from "~/domain/account/price-alerts";
import { priceRefreshJob } from "../../worker/jobs/price-refresh";
import { createUser, emailsTo, formPost, freshEmail, signIn } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";

// Thorne Catalyte has 30 servings: a container at $X.00 is X/30 per serving.
const PRODUCT = "thorne-catalyte";
const SERVINGS = 30;
const MINUTE = 60 * 1000;
let clock = Date.now() - 6 * 60 * MINUTE;

/** A new current price (one retailer, each observation later than the last) for a price per serving in cents. */
async function priceAt(productId: string, perServingCents: number) {
  clock += MINUTE;
  await recordObservations(env, [
    {
      productId,
      // The product's certified variant: only its prices are the product's price.
      variantId: findCatalogueEntry(productId)!.variants[0].id,
      variantSeen: null,
      retailer: "Alert Test Shop",
      priceCents: perServingCents * SERVINGS,
      currency: "USD",
      url: null,
      source: "Test observation",
      observedAt: clock,
      observedPrecision: "minute",
      dateNote: null,
      origin: "admin",
      recordedBy: null,
    },
  ]);
}

async function memberWithAlert(productId: string, below: string) {
  const user = await createUser(freshEmail("alerts"));
  const cookie = await signIn(user.email);
  expect((await formPost("/account/saved", { intent: "save", productId }, { cookie })).status).toBe(303);
  expect((await formPost("/account", { intent: "set-price-alert", productId, below }, { cookie })).status).toBe(200);
  return { ...user, cookie };
}

const alertMails = async (email: string) => (await emailsTo(email)).filter((m) => m.subject.startsWith("Price alert:"));

async function alertRow(userId: string, productId: string) {
  return getDb(env).select().from(savedProducts).where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId))).get();
}

const check = async () => checkPriceAlerts(env, { origin: ORIGIN, safety: await loadSafetyState(env) });

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/account").then((r) => r.text()), 180_000);

describe("priceAlertStep", () => {
  it("fires once below, waits, and re-arms at or above; an unknown price changes nothing", () => {
    expect(priceAlertStep("armed", 100, 0.99)).toBe("send");
    expect(priceAlertStep("sent", 100, 0.99)).toBe("none");
    expect(priceAlertStep("sent", 100, 1)).toBe("rearm");
    expect(priceAlertStep("armed", 100, 1.2)).toBe("none");
    expect(priceAlertStep("armed", 100, null)).toBe("none");
    expect(priceAlertStep("sent", 100, null)).toBe("none");
  });
});

describe("price alerts", () => {
  it("email once per crossing and again after the price went back up", async () => {
    await priceAt(PRODUCT, 120);
    const user = await memberWithAlert(PRODUCT, "1.00");
    expect((await alertRow(user.id, PRODUCT))?.priceAlertState).toBe("armed");

    await check();
    expect(await alertMails(user.email)).toHaveLength(0);

    await priceAt(PRODUCT, 90);
    expect((await getPricedCatalogue(env, await loadSafetyState(env))).getProduct(PRODUCT)?.pricePerServingText).toBe("$0.90");
    await check();
    const [first, ...others] = await alertMails(user.email);
    expect(others).toHaveLength(0);
    expect(first?.subject).toBe("Price alert: Thorne Catalyte (Lemon Lime, 30 servings) is $0.90 per serving");
    expect(first?.textBody).toContain("is now $0.90 per serving at Alert Test Shop, below the $1.00 you asked us to watch for.");
    expect(first?.textBody).toContain(`${ORIGIN}/compare/${PRODUCT}`);

    // Still below, and even lower: no second email for the same crossing.
    await check();
    await priceAt(PRODUCT, 80);
    await check();
    expect(await alertMails(user.email)).toHaveLength(1);

    // Back up to exactly the threshold re-arms; below again emails again.
    await priceAt(PRODUCT, 100);
    await check();
    expect((await alertRow(user.id, PRODUCT))?.priceAlertState).toBe("armed");
    expect(await alertMails(user.email)).toHaveLength(1);
    await priceAt(PRODUCT, 95);
    await check();
    expect(await alertMails(user.email)).toHaveLength(2);
  });

  it("does not email for an alert set while the price is already below it", async () => {
    await priceAt(PRODUCT, 50);
    const user = await createUser(freshEmail("below"));
    const cookie = await signIn(user.email);
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie });
    const res = await formPost("/account", { intent: "set-price-alert", productId: PRODUCT, below: "1.00" }, { cookie });
    expect(await res.text()).toContain("The price is already below that ($0.50)");
    await check();
    expect(await alertMails(user.email)).toHaveLength(0);
    expect((await alertRow(user.id, PRODUCT))?.priceAlertState).toBe("sent");
  });

  it("are checked by the hourly price refresh job", async () => {
    const product = "mortal-hydration-sport-mix";
    await priceAt(product, 150);
    const user = await memberWithAlert(product, "1.40");
    await priceAt(product, 130);
    const job = priceRefreshJob(() => null);
    const summary = await job.run(env, createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.UTC(2026, 10, 23, 10, 0) }));
    expect(summary).toMatch(/price alerts: [1-9]\d* sent/);
    expect(await alertMails(user.email)).toHaveLength(1);
  });

  it("are checked after an admin records a price", async () => {
    const product = "thorne-catalyte";
    await priceAt(product, 200);
    const user = await memberWithAlert(product, "1.50");
    const admin = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: Date.now() });
    const cookie = await signIn(admin.email);
    const res = await formPost(
      "/admin/prices",
      { productId: product, variantId: "lemon-lime-30-servings", retailer: "Admin Test Pharmacy", price: "30.00", url: "https://pharmacy.example/catalyte", observedOn: new Date().toISOString().slice(0, 10), observedTime: "", source: "Shelf price" },
      { cookie },
    );
    expect(res.status).toBe(302);
    // The check runs after the answer (waitUntil): wait for its email.
    for (let i = 0; i < 100 && (await alertMails(user.email)).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Price alert: Thorne Catalyte (Lemon Lime, 30 servings) is $1.00 per serving");
  });
});

describe("unsubscribe link", () => {
  it("works without signing in: the page shows a button, the post turns the alert off", async () => {
    await priceAt(PRODUCT, 300);
    const user = await memberWithAlert(PRODUCT, "2.00");
    const token = priceAlertUnsubscribeToken(env, { userId: user.id, productId: PRODUCT });
    const page = await request(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(await page.text()).toContain("Stop this price alert");
    // Opening the link changes nothing (mail scanners open links).
    expect((await alertRow(user.id, PRODUCT))?.priceAlertBelowCents).toBe(200);

    // The form posts back to the page's own URL, token included, as a browser does.
    const res = await formPost(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { token });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Done: we will not email you about the price of Thorne Catalyte (Lemon Lime, 30 servings) again.");
    expect((await alertRow(user.id, PRODUCT))?.priceAlertBelowCents).toBeNull();
    // The product stays saved.
    expect(await alertRow(user.id, PRODUCT)).toBeDefined();
  });

  it("refuses a forged, altered or other-purpose token with a message, changing nothing", async () => {
    const user = await memberWithAlert(PRODUCT, "2.00");
    const forged = `${user.id}:${PRODUCT}.AAAA`;
    const otherPurpose = signValue(env, "safety-alert-unsubscribe", `${user.id}:${PRODUCT}`);
    const altered = priceAlertUnsubscribeToken(env, { userId: user.id, productId: PRODUCT }).replace(PRODUCT, "thorne-catalyte-x");
    for (const token of [forged, otherPurpose, altered, ""]) {
      const res = await formPost("/alerts/unsubscribe", { token });
      expect({ token, status: res.status }).toEqual({ token, status: 400 });
      expect(await res.text()).toContain("This unsubscribe link is not valid.");
    }
    expect((await request(`/alerts/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    expect((await alertRow(user.id, PRODUCT))?.priceAlertBelowCents).toBe(200);
  });
});
