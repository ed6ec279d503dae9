import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { createUser, freshIp, signIn, STRONG_PASSWORD } from "./auth-helpers";
import { ORIGIN, request, startInFreshLimiterWindow } from "./helpers";

/*
 * The request boundary: one body reader (content type, size while reading, parsing), safe
 * redirect targets, one client key for rate limits, and no-store on private answers.
 */

type ErrorBody = { error: { code: string; message: string } };

const sameOrigin = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return request(path, { method: "POST", redirect: "manual", headers: { ...sameOrigin, "CF-Connecting-IP": freshIp(), ...headers }, body });
}

// The first page render compiles the route modules, which on a busy machine can take longer than one test's time.
beforeAll(() => request("/auth").then((r) => r.text()), 180_000);

const FORM_PATHS = ["/auth", "/auth/forgot", "/auth/reset", "/auth/verify", "/auth.data", "/auth/forgot.data"];

describe("form actions read their body through the one reader", () => {
  it.each(FORM_PATHS)("POST %s without a content type answers 415 with a message, not 500", async (path) => {
    const res = await post(path, "intent=signin&email=a%40example.com&password=x");
    expect(res.status).toBe(415);
    const text = await res.text();
    expect(text).toContain("Send the request body as a form");
    expect(text).not.toMatch(/\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|Error: /);
  });

  it.each(FORM_PATHS)("POST %s with JSON answers 415", async (path) => {
    const res = await post(path, JSON.stringify({ intent: "signin" }), { "Content-Type": "application/json" });
    expect(res.status).toBe(415);
  });

  it.each(FORM_PATHS)("POST %s with broken multipart answers 400", async (path) => {
    const res = await post(path, '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsignin', {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The form data could not be read.");
  });

  it("refuses a form over the limit with 413 before reading it all", async () => {
    const res = await post("/auth", `intent=signin&email=${"a".repeat(20_000)}%40example.com&password=x`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The request body is too large");
  });

  it("signs in with a well-formed multipart form", async () => {
    const { email } = await createUser();
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "signin", email, password: STRONG_PASSWORD, redirectTo: "/blog" })) form.set(k, v);
    const res = await post("/auth", form);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/blog");
  });
});

describe("the JSON API reads its body through the one reader", () => {
  it("answers a 10 MB email with 413 before any database work", async () => {
    const email = `${"a".repeat(10 * 1024 * 1024)}@example.com`;
    const res = await post("/api/auth/signin", JSON.stringify({ email, password: "x" }), { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe("payload_too_large:auth");
  });

  it("answers 413 when the body is larger than its Content-Length claims", async () => {
    const big = JSON.stringify({ email: `${"b".repeat(40_000)}@example.com`, password: "x" });
    const stream = new Blob([big]).stream();
    const res = await request("/api/auth/signup", {
      method: "POST",
      headers: { ...sameOrigin, "CF-Connecting-IP": freshIp(), "Content-Type": "application/json", "Content-Length": "10" },
      body: stream,
      // @ts-expect-error: workerd's RequestInit accepts a stream body without duplex
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("answers an email over 254 characters with 400 and a field message, and stores nothing", async () => {
    const email = `${"c".repeat(250)}@example.com`;
    const res = await post("/api/auth/signup", JSON.stringify({ email, password: STRONG_PASSWORD }), { "Content-Type": "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:auth", message: "Enter a valid email address.", fields: { email: ["Enter a valid email address."] } } });
    expect(await getDb(env).select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("answers broken JSON with 400 and a message", async () => {
    const res = await post("/api/auth/signin", '{"email": "a@example.com", ', { "Content-Type": "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request:auth", message: "The request body is not valid JSON." } });
  });

  it("answers a form sent to the JSON API with 415", async () => {
    const res = await post("/api/chat", "message=hi", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unsupported_media_type:chat");
  });

  it("signs out with an empty body and no content type", async () => {
    const cookie = await signIn((await createUser()).email);
    const res = await post("/api/auth/signout", null, { Cookie: cookie });
    expect(res.status).toBe(200);
  });
});

describe("redirect targets after sign-in", () => {
  const variants = [
    "/%09/evil.example",
    "/%09%5Cevil.example",
    "//evil.example",
    "/%5Cevil.example",
    "%5C%5Cevil.example",
    "https://evil.example",
    "/%0D%0ASet-Cookie:%20x=1",
    "/%0A/evil.example",
    "/%0B/evil.example",
    "/%0C/evil.example",
    "/%00/evil.example",
    "/.//evil.example",
    "javascript:alert(1)",
    "%20//evil.example",
  ];

  it.each(variants)("GET /auth?redirectTo=%s sends a signed-in visitor to /", async (variant) => {
    const cookie = await signIn((await createUser()).email);
    const res = await request(`/auth?redirectTo=${variant}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });

  it.each(variants)("signing in with redirectTo=%s lands on /", async (variant) => {
    const { email } = await createUser();
    const body = `intent=signin&email=${encodeURIComponent(email)}&password=${encodeURIComponent(STRONG_PASSWORD)}&redirectTo=${variant}`;
    const res = await post("/auth", body, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });

  it("does not carry an unsafe target into the sign-in form", async () => {
    const html = await (await request("/auth?redirectTo=%2F%09%2Fevil.example")).text();
    expect(html).not.toContain('name="redirectTo"');
    const kept = await (await request("/auth?redirectTo=%2Fcompare%2Fklean-isolate")).text();
    expect(kept).toContain('name="redirectTo" value="/compare/klean-isolate"');
  });
});

describe("rate-limit keys", () => {
  async function chatUntilLimited(headersFor: (i: number) => Record<string, string>): Promise<number[]> {
    await startInFreshLimiterWindow(10_000);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post("/api/chat", JSON.stringify({ message: "hi" }), { "Content-Type": "application/json", ...headersFor(i) });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    return statuses;
  }

  it("keys IPv6 visitors by their /64: rotating within it does not reset the limit", async () => {
    const block = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses = await chatUntilLimited((i) => ({ "CF-Connecting-IP": `${block}::${(i + 1).toString(16)}` }));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("ignores X-Forwarded-For: changing it does not reset the limit", async () => {
    const ip = `192.0.2.${100 + Math.floor(Math.random() * 100)}`;
    const statuses = await chatUntilLimited((i) => ({ "CF-Connecting-IP": ip, "X-Forwarded-For": `198.51.100.${i}` }));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("Cache-Control: no-store on private answers, set in one place", () => {
  it("marks a signed-in visitor's pages no-store and leaves anonymous pages alone", async () => {
    const anonymous = await request("/methodology");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Cache-Control")).toBeNull();
    const cookie = await signIn((await createUser()).email);
    const signedIn = await request("/methodology", { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps answers that are the same for everyone public, even for a signed-in visitor", async () => {
    const cookie = await signIn((await createUser()).email);
    const res = await request("/api/categories", { headers: { Cookie: cookie } });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300, stale-while-revalidate=86400");
  });

  it("marks auth and chat answers no-store, errors included", async () => {
    const refused = await post("/api/auth/signin", "{}", { "Content-Type": "text/plain" });
    expect(refused.status).toBe(415);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    const chat = await post("/api/chat", JSON.stringify({ message: "best pre-workout?" }), { "Content-Type": "application/json" });
    expect(chat.status).toBe(200);
    expect(chat.headers.get("Cache-Control")).toBe("no-store");
    const picks = await request("/api/chat/offline-picks");
    expect(picks.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
