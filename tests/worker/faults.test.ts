import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { listLabelProducts } from "../unit/bundled-safety";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueContactFormToken } from "~/.server/contact/service";
import worker from "../../worker/index";
import { createUser, freshEmail, freshIp, signIn, STRONG_PASSWORD } from "./auth-helpers";
import { adminSession, makePost } from "./content-helpers";
import { ORIGIN } from "./helpers";

/*
 * Fault injection: D1, KV or both fail on every call while a page or an endpoint answers. Pages
 * answer the branded 503 with Retry-After, the API a JSON 503, a session that cannot be read
 * is not honoured (fail closed), and the very next request, with the stores back, is answered
 * as before.
 */

const outage = (store: string) => new Error(`${store}: Network connection lost.`);

function failingD1(): D1Database {
  const statement: D1PreparedStatement = {
    bind: () => statement,
    first: () => Promise.reject(outage("D1_ERROR")),
    all: () => Promise.reject(outage("D1_ERROR")),
    run: () => Promise.reject(outage("D1_ERROR")),
    raw: () => Promise.reject(outage("D1_ERROR")),
  } as unknown as D1PreparedStatement;
  return {
    prepare: () => statement,
    batch: () => Promise.reject(outage("D1_ERROR")),
    exec: () => Promise.reject(outage("D1_ERROR")),
    withSession: () => {
      throw outage("D1_ERROR");
    },
  } as unknown as D1Database;
}

function failingKV(): KVNamespace {
  const fail = () => Promise.reject(outage("KV GET failed: 503"));
  return { get: fail, getWithMetadata: fail, put: fail, delete: fail, list: fail } as unknown as KVNamespace;
}

const MODES = {
  "D1 down": () => ({ DB: failingD1() }),
  "KV down": () => ({ SESSIONS: failingKV(), CACHE: failingKV() }),
  "D1 and KV down": () => ({ DB: failingD1(), SESSIONS: failingKV(), CACHE: failingKV() }),
} as const;
type Mode = keyof typeof MODES;

interface Call {
  name: string;
  make: () => Request;
}

async function fetchWith(call: Call, mode: Mode | null): Promise<Response> {
  const ctx = createExecutionContext();
  const target = mode ? ({ ...env, ...MODES[mode]() } as Env) : env;
  const res = await worker.fetch(call.make(), target, ctx);
  await waitOnExecutionContext(ctx).catch(() => {});
  return res;
}

let user = { email: "", cookie: "" };
let admin = "";
let product = "";
let buyPath = "";
let slug = "";

beforeAll(async () => {
  const { email } = await createUser(freshEmail("faults"), { emailVerifiedAt: Date.now() });
  user = { email, cookie: await signIn(email) };
  const a = await adminSession();
  admin = a.cookie;
  slug = (await makePost(a.id)).slug;
  product = listLabelProducts()[0]!.id;
  const named = listLabelProducts().find((p) => p.variants.some((v) => v.identified))!;
  buyPath = `/go/${named.id}/${named.variants.find((v) => v.identified)!.id}`;
  // Compile the page modules before the first timed test.
  for (const path of ["/", "/category/pre-workout", `/compare/${product}`, "/blog", "/admin/prices"]) await (await fetchWith(get(path), null)).arrayBuffer();
}, 300_000);

const get = (path: string, cookie?: () => string): Call => ({
  name: `GET ${path}${cookie ? " (signed in)" : ""}`,
  make: () => new Request(new URL(path, ORIGIN), { headers: { "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie() } : {}) }, redirect: "manual" }),
});
const postJson = (path: string, body: () => unknown, cookie?: () => string): Call => ({
  name: `POST ${path}`,
  make: () =>
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie() } : {}) },
      body: JSON.stringify(body()),
    }),
});
const postForm = (path: string, fields: () => Record<string, string>, cookie?: () => string): Call => ({
  name: `POST ${path} (form)`,
  make: () =>
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": freshIp(),
        ...(cookie ? { Cookie: cookie() } : {}),
      },
      body: new URLSearchParams(fields()).toString(),
    }),
});

const asUser = () => user.cookie;
const asAdmin = () => admin;

const PAGES: Call[] = [
  get("/"),
  get("/category/pre-workout"),
  get("/category/pre-workout.data"),
  { name: "GET /compare/:product", make: () => get(`/compare/${product}`).make() },
  get("/blog"),
  { name: "GET /blog/:slug", make: () => get(`/blog/${slug}`).make() },
  get("/quiz"),
  get("/quiz/pre-workout"),
  get("/methodology"),
  get("/ingredient-checker"),
  get("/contact"),
  get("/privacy"),
  get("/auth"),
  get("/account", asUser),
  get("/", asUser),
  get("/admin", asAdmin),
  get("/admin/prices", asAdmin),
  get("/admin/messages", asAdmin),
  get("/admin/blog", asAdmin),
  get("/admin/clicks", asAdmin),
  get("/admin/dod-list", asAdmin),
  get("/rss.xml"),
  get("/sitemap.xml"),
  postForm("/auth", () => ({ intent: "signin", email: user.email, password: STRONG_PASSWORD })),
  postForm("/auth", () => ({ intent: "signup", email: freshEmail("faults"), password: STRONG_PASSWORD })),
];

const API: Call[] = [
  get("/api/health"),
  get("/api/categories"),
  get("/api/categories/pre-workout"),
  { name: "GET /api/products/:id", make: () => get(`/api/products/${product}`).make() },
  { name: "GET /api/products/:id/offers", make: () => get(`/api/products/${product}/offers`).make() },
  get("/api/ingredients/check?q=caffeine"),
  get("/api/chat/offline-picks"),
  get("/api/contact/form-token"),
  get("/api/auth/session", asUser),
  { name: "GET /go/:product/:variant", make: () => get(buyPath).make() },
  postJson("/api/auth/signin", () => ({ email: user.email, password: STRONG_PASSWORD })),
  postJson("/api/auth/signup", () => ({ email: freshEmail("faults"), password: STRONG_PASSWORD })),
  postJson("/api/auth/password/forgot", () => ({ email: user.email })),
  postJson("/api/events", () => ({ name: "pageview", props: { path: "/quiz" } })),
  postJson("/api/contact", () => ({
    name: "Fault Test",
    email: "fault@example.com",
    topic: "other",
    message: "Checking what happens when the stores are down.",
    formToken: issueContactFormToken(env, Date.now() - 10_000),
  })),
  postJson("/api/chat", () => ({ message: "best pre-workout without caffeine" })),
];

const figures: Record<string, Record<string, number>> = {};
function count(mode: Mode, status: number) {
  figures[mode] ??= {};
  figures[mode][status] = (figures[mode][status] ?? 0) + 1;
}
afterAll(() => console.log(`[faults] answers by status\n${JSON.stringify(figures, null, 1)}`));

describe.each(Object.keys(MODES) as Mode[])("with %s", (mode) => {
  it.each(PAGES.map((p) => [p.name, p] as const))("%s answers the branded 503 or works without the store, then recovers", async (_name, call) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith(call, mode);
    count(mode, res.status);
    const body = await res.text();
    // 302 and 404: a session that cannot be read is no session (fail closed), so sign-in or not found.
    expect([200, 302, 303, 304, 404, 503], body.slice(0, 300)).toContain(res.status);
    if (res.status === 503) {
      expect(res.headers.get("Retry-After")).toBe("30");
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(body).toContain("Back in a moment");
      expect(body).toContain("CLEARED cannot reach its data for a moment. Please try again in a minute.");
    }
    vi.restoreAllMocks();
    const healthy = await fetchWith(call, null);
    await healthy.arrayBuffer();
    expect(healthy.status).toBeLessThan(500);
  });

  it.each(API.map((a) => [a.name, a] as const))("%s answers a JSON 503 or works without the store, then recovers", async (_name, call) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith(call, mode);
    count(mode, res.status);
    const body = await res.text();
    // 401: a session that cannot be read is no session (fail closed).
    expect([200, 201, 202, 204, 302, 304, 401, 503], body.slice(0, 300)).toContain(res.status);
    if (res.status === 503) {
      expect(res.headers.get("Retry-After")).toBe("30");
      // The health check names its own failure for monitors; everything else gives the one outage answer.
      const expected = call.name === "GET /api/health"
        ? { code: "unavailable:health", message: "A storage binding is unavailable." }
        : { code: "unavailable:storage", message: "CLEARED cannot reach its data for a moment. Please try again in a minute." };
      expect(JSON.parse(body)).toEqual({ error: expected });
    }
    vi.restoreAllMocks();
    const healthy = await fetchWith(call, null);
    await healthy.arrayBuffer();
    expect(healthy.status).toBeLessThan(500);
  });
});

describe("sessions fail closed", () => {
  it("with KV down, a signed-in visitor is not served as signed in, and is again once KV is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const during = await fetchWith(get("/api/auth/session", asUser), "KV down");
    const page = await fetchWith(get("/account", asUser), "KV down");
    vi.restoreAllMocks();
    expect(during.status).toBe(401);
    expect(((await during.json()) as { error: { code: string } }).error.code).toBe("unauthorized:auth");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/auth\?/);
    // The cookie is kept: the session itself is fine and works as soon as KV answers.
    expect(page.headers.getSetCookie()).toEqual([]);
    const after = await fetchWith(get("/api/auth/session", asUser), null);
    expect(((await after.json()) as { user: { email: string } }).user.email).toBe(user.email);
  });

  it("with D1 down, an admin page refuses rather than trusting the session's stored role", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith(get("/admin/prices", asAdmin), "D1 down");
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain("Record a price");
  });
});
