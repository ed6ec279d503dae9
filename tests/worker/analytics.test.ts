import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { safetyData } from "../../worker/middleware/safety-data";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { recordAnalyticsEvent, utcDay } from "~/.server/analytics/record";
import { PAGEVIEW_BATCH_SIZE } from "~/domain/analytics/batching";
import worker from "../../worker/index";
import { getDb } from "~/.server/db/client";
import { affiliateClicks, contactMessages, dailyEventCounts } from "~/.server/db/schema";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import type { AppEnv } from "../../worker/types";
import { createUser, freshEmail, freshIp, signIn } from "./auth-helpers";
import { fakeModel } from "./chat-fake-model";
import { inOneRateLimitWindow, interceptD1, ORIGIN, request } from "./helpers";

type ErrorBody = { error: { code: string; message: string } };

function postEvent(body: unknown, { ip = freshIp(), headers = {} as Record<string, string>, contentType = "text/plain;charset=UTF-8" } = {}) {
  return request("/api/events", {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function counter(event: string, subject: string, day = utcDay(Date.now())): Promise<number> {
  const row = await getDb(env)
    .select({ count: dailyEventCounts.count })
    .from(dailyEventCounts)
    .where(and(eq(dailyEventCounts.day, day), eq(dailyEventCounts.event, event), eq(dailyEventCounts.subject, subject)))
    .get();
  return row?.count ?? 0;
}

async function allCounters() {
  return getDb(env).select().from(dailyEventCounts);
}

describe("POST /api/events", () => {
  it("counts page views per day and path in batches: no D1 write until a batch is full, then one batch carries them all", async () => {
    const path = "/category/sleep";
    const before = await counter("pageview", path);
    // Every statement prepared on D1 while the views are answered.
    const writes: string[] = [];
    const watched = interceptD1(env.DB, {
      prepare: (query, prepare) => {
        if (/^insert|^update|^delete/i.test(query.trim())) writes.push(query);
        return prepare(query);
      },
    });
    const view = async (body: unknown, contentType = "text/plain;charset=UTF-8") => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${ORIGIN}/api/events`, {
          method: "POST",
          headers: { "Content-Type": contentType, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp() },
          body: JSON.stringify(body),
        }),
        { ...env, DB: watched },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const first = await view({ name: "pageview", props: { path } });
    expect(first.status).toBe(204);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    // application/json is accepted too; a trailing slash is the same page.
    expect((await view({ name: "pageview", props: { path: `${path}/` } }, "application/json")).status).toBe(204);
    for (let i = 2; i < PAGEVIEW_BATCH_SIZE - 1; i++) await view({ name: "pageview", props: { path } });
    expect(writes).toEqual([]);
    expect(await counter("pageview", path)).toBe(before);
    await view({ name: "pageview", props: { path } });
    expect(writes).toHaveLength(1);
    expect(await counter("pageview", path)).toBe(before + PAGEVIEW_BATCH_SIZE);
  });

  it.each([
    [{ name: "chat_opened", props: { source: "question" } }, "chat_opened", "question"],
    [{ name: "quiz_started", props: { category: "sleep" } }, "quiz_started", "sleep"],
    [{ name: "quiz_completed", props: { category: "hydration", picks: 3 } }, "quiz_completed", "hydration"],
    [{ name: "buy_click", props: { product: "klean-magnesium" } }, "buy_click", "klean-magnesium"],
    [{ name: "ingredient_check", props: { result: "flagged" } }, "ingredient_check", "flagged"],
    [{ name: "chat_answered", props: { by: "offline" } }, "chat_answered", "offline"],
    [{ name: "sign_up", props: {} }, "sign_up", ""],
  ])("counts %j under its subject", async (event, name, subject) => {
    const before = await counter(name, subject);
    expect((await postEvent(event)).status).toBe(204);
    expect(await counter(name, subject)).toBe(before + 1);
  });

  it.each([
    ["an unknown event", { name: "scroll_depth", props: {} }, "Unknown event."],
    ["an unknown property", { name: "sign_up", props: { email: "a@b.co" } }, "Unknown property: email."],
    ["an extra top-level field", { name: "sign_up", props: {}, userId: "u1" }, "Unknown property: userId."],
    ["an email in a path", { name: "pageview", props: { path: "/someone@example.com" } }, "props.path: Paths with an @ are not recorded."],
    ["a query string", { name: "pageview", props: { path: "/ingredient-checker?q=dmaa" } }, "props.path: A path has no query, fragment or unusual characters."],
    ["a long path", { name: "pageview", props: { path: `/${"a".repeat(130)}` } }, "props.path: The path is too long."],
    ["a relative path", { name: "pageview", props: { path: "category/sleep" } }, "props.path: A path has no query, fragment or unusual characters."],
    ["free text as a product", { name: "buy_click", props: { product: "The one my sergeant uses" } }, "props.product: Expected a catalogue id."],
    ["an unknown product", { name: "buy_click", props: { product: "no-such-product" } }, "props.product: not a catalogue product."],
    ["an unknown category", { name: "quiz_started", props: { category: "steroids" } }, "props.category: Invalid option: expected one of \"pre-workout\"|\"protein-recovery\"|\"vitamins\"|\"hydration\"|\"health-wellness\"|\"sleep\""],
    ["a count out of range", { name: "quiz_completed", props: { category: "sleep", picks: 5000 } }, "props.picks: Too big: expected number to be <=10"],
    ["a number where a word belongs", { name: "chat_opened", props: { source: 7 } }, "props.source: Invalid option: expected one of \"button\"|\"question\""],
    ["an array", [{ name: "sign_up", props: {} }], "Invalid input: expected object, received array"],
  ])("refuses %s with 400 and a message, recording nothing", async (_label, body, message) => {
    const before = await allCounters();
    const res = await postEvent(body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.code).toBe("invalid_event:analytics");
    expect(error.message).toBe(message);
    expect(await allCounters()).toEqual(before);
  });

  it("refuses malformed JSON (400), another content type (415) and an oversized body (413)", async () => {
    const before = await allCounters();
    const malformed = await postEvent("{name:");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.message).toBe("The request body is not valid JSON.");
    const form = await postEvent("name=pageview", { contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const big = await postEvent({ name: "pageview", props: { path: `/${"a".repeat(2000)}` } });
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).error.message).toBe("The request body is too large (at most 1,024 bytes).");
    expect(await allCounters()).toEqual(before);
  });

  it.each([
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
  ])("drops events sent with %s (204, nothing recorded)", async (_label, headers) => {
    const before = await counter("pageview", "/methodology");
    const res = await postEvent({ name: "pageview", props: { path: "/methodology" } }, { headers });
    expect(res.status).toBe(204);
    expect(await counter("pageview", "/methodology")).toBe(before);
  });

  it("limits one address to 120 events a minute", async () => {
    const ip = freshIp();
    await inOneRateLimitWindow(60, 30_000);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await postEvent({ name: "pageview", props: { path: "/quiz" } }, { ip })).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await postEvent({ name: "pageview", props: { path: "/quiz" } }, { ip: freshIp() })).status).toBe(204);
  }, 90_000);
});

describe("Analytics Engine", () => {
  it("receives the event name and subject only, and the daily counter still counts", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point!) };
    const before = await counter("quiz_completed", "sleep");
    await recordAnalyticsEvent({ DB: env.DB, ANALYTICS: dataset }, { name: "quiz_completed", props: { category: "sleep", picks: 2 } });
    expect(points).toEqual([{ indexes: ["quiz_completed"], blobs: ["quiz_completed", "sleep"], doubles: [1, 2] }]);
    expect(await counter("quiz_completed", "sleep")).toBe(before + 1);
  });

  it("is skipped when the binding is absent or fails", async () => {
    const before = await counter("sign_up", "");
    await recordAnalyticsEvent({ DB: env.DB }, { name: "sign_up", props: {} });
    const failing = { writeDataPoint: () => { throw new Error("unavailable"); } };
    await recordAnalyticsEvent({ DB: env.DB, ANALYTICS: failing }, { name: "sign_up", props: {} });
    expect(await counter("sign_up", "")).toBe(before + 2);
  });
});

describe("chat answers are counted on the server by who wrote them", () => {
  const goodDraft = ["Here are three ", "certified picks:\n1. [[P1]] — clean", " energy for early PT.\n2. [[P2]] — solid choice.\n", "3. [[P3]] — also a good fit.\n"];

  function chatApp(model: ReturnType<typeof fakeModel>) {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(safetyData);
    app.route("/api/chat", createChatApi(() => model));
    return async (path: string, headers: Record<string, string> = {}) => {
      const ctx = createExecutionContext();
      const res = await app.request(
        path,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshIp(), ...headers },
          body: JSON.stringify({ message: "Best pre-workout?" }),
        },
        env,
        ctx,
      );
      await res.text();
      await waitOnExecutionContext(ctx);
      return res;
    };
  }

  it("counts a streamed model answer under the model's id and the engine's answer as the engine", async () => {
    const modelKey = env.AI_MODEL;
    const beforeModel = await counter("chat_answered", modelKey);
    const beforeEngine = await counter("chat_answered", "engine");
    expect((await chatApp(fakeModel(goodDraft.map((text) => ({ text }))))("/api/chat/stream")).status).toBe(200);
    expect(await counter("chat_answered", modelKey)).toBe(beforeModel + 1);
    expect((await chatApp(fakeModel(() => { throw new Error("down"); }))("/api/chat")).status).toBe(200);
    expect(await counter("chat_answered", "engine")).toBe(beforeEngine + 1);
  });

  it("does not count answers to a request sent with Do Not Track or Global Privacy Control", async () => {
    const before = await counter("chat_answered", "engine");
    const send = chatApp(fakeModel(() => { throw new Error("down"); }));
    await send("/api/chat", { DNT: "1" });
    await send("/api/chat/stream", { "Sec-GPC": "1" });
    expect(await counter("chat_answered", "engine")).toBe(before);
  });
});

describe("/admin dashboard", () => {
  beforeAll(() => request("/admin").then((res) => res.text()), 180_000);

  it("answers 404 to visitors and members", async () => {
    expect((await request("/admin")).status).toBe(404);
    const member = await createUser();
    expect((await request("/admin", { headers: { Cookie: await signIn(member.email) } })).status).toBe(404);
  });

  it("shows the last 30 days of counters, /go redirects by product and open messages, and leaves older days out", async () => {
    const db = getDb(env);
    const now = Date.now();
    const today = utcDay(now);
    const old = utcDay(now - 40 * 24 * 60 * 60 * 1000);
    await db.delete(dailyEventCounts);
    await db.delete(affiliateClicks);
    await db.insert(dailyEventCounts).values([
      { day: today, event: "pageview", subject: "/dashboard-test-page", count: 7 },
      { day: utcDay(now - 3 * 86_400_000), event: "pageview", subject: "/dashboard-test-page", count: 5 },
      { day: old, event: "pageview", subject: "/too-old-to-show", count: 1000 },
      { day: today, event: "buy_click", subject: "thorne-magnesium-bisglycinate", count: 2 },
      { day: today, event: "quiz_completed", subject: "sleep", count: 4 },
      { day: today, event: "chat_answered", subject: "engine", count: 9 },
      { day: today, event: "ingredient_check", subject: "flagged", count: 3 },
    ]);
    await db.insert(affiliateClicks).values([
      { productId: "thorne-magnesium-bisglycinate", retailer: "www.amazon.com", clickedAt: now },
      { productId: "thorne-magnesium-bisglycinate", retailer: "www.amazon.com", clickedAt: now - 1000 },
      { productId: "thorne-magnesium-bisglycinate", retailer: "www.amazon.com", clickedAt: now - 45 * 86_400_000 },
    ]);
    await db.delete(contactMessages);
    await db.insert(contactMessages).values(
      ["open", "open", "handled"].map((status, i) => ({
        id: crypto.randomUUID(),
        name: `Sender ${i}`,
        email: "sender@example.com",
        topic: "other" as const,
        message: "A message for the dashboard.",
        status: status as "open" | "handled",
        createdAt: now,
        updatedAt: now,
      })),
    );

    const admin = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: now });
    const res = await request("/admin", { headers: { Cookie: await signIn(admin.email) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    const total = (id: string) => new RegExp(`data-testid="${id}-total">([\\d,]+)<`).exec(html)?.[1];
    expect(total("pageviews")).toBe("12");
    expect(total("buy-clicks")).toBe("2");
    expect(total("quiz")).toBe("4");
    expect(total("chat")).toBe("9");
    expect(total("ingredient-checks")).toBe("3");
    expect(html).toContain("/dashboard-test-page");
    expect(html).not.toContain("/too-old-to-show");
    expect(html).toMatch(/>Thorne Magnesium Bisglycinate \(travel stick packs\)<\/th><td[^>]*>2<\/td><td[^>]*>2<\/td>/);
    expect(html).toContain("Embedded engine");
    expect(html).toMatch(/Open messages.*?>2<\/span>/s);
    // One chart per series, each named for screen readers.
    expect(html.match(/data-testid="daily-bars"/g)).toHaveLength(6);
    expect(html).toContain('aria-label="Pageviews per day: 12 in 30 days, most on');
    for (const link of ["/admin/messages", "/admin/blog"]) expect(html).toContain(`href="${link}"`);
  });
});
