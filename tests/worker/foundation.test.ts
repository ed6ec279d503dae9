import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { writeChatSnapshot } from "~/.server/chat/snapshot";
import worker from "../../worker/index";
import { ORIGIN, request } from "./helpers";

describe("GET /api/health", () => {
  it("answers ok after touching D1 and both KV namespaces, with the model, the cron and the email backlog", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ok: true,
      stores: { database: "ok", sessionsKv: "ok", cacheKv: "ok" },
      model: { binding: "configured", name: env.AI_MODEL, state: "not probed yet", lastProbe: null, recentFailures: 0 },
      email: { pending: 0, failed: 0 },
    });
    expect(body.cron).toEqual([]);
    expect(body.warnings).toEqual(["no cron run recorded yet"]);
  });

  it("reports the last run of each cron job once the cron has run", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    const body = (await (await request("/api/health")).json()) as {
      cron: { job: string; ok: boolean; stale: boolean }[];
      model: { state: string; lastProbe: { answered: boolean } | null };
      warnings: string[];
    };
    expect(body.cron.map((run) => [run.job, run.ok, run.stale])).toEqual([
      ["auth-cleanup", true, false],
      ["chat-snapshot", true, false],
      ["email-retry", true, false],
      ["price-refresh", true, false],
      ["publish-scheduled", true, false],
      ["safety-alerts", true, false],
    ]);
    // The tests' AI binding cannot reach Workers AI: the cron's probe found the model silent.
    expect([body.model.state, body.model.lastProbe?.answered]).toEqual(["not answering", false]);
    expect(body.warnings).toEqual(["the model is not answering: CLEARED AI answers from the built-in engine"]);
  });

  it("reports the model as the chat snapshot records it: answering, then resting after failures", async () => {
    const now = Date.now();
    const snapshot = { generatedAt: new Date(now).toISOString(), picks: {}, ai: { answered: true, checkedAt: new Date(now - 60_000).toISOString(), detail: "answered" } };
    await writeChatSnapshot(env.CACHE, { ...snapshot, ai: { ...snapshot.ai, failures: [new Date(now - 5_000).toISOString()] } });
    const answering = (await (await request("/api/health")).json()) as { model: Record<string, unknown>; warnings: string[] };
    expect(answering.model).toMatchObject({ state: "answering", lastProbe: { answered: true, detail: "answered" }, recentFailures: 1 });
    expect(answering.warnings.some((w) => w.startsWith("the model"))).toBe(false);

    const restUntil = new Date(now + 60_000).toISOString();
    await writeChatSnapshot(env.CACHE, { ...snapshot, ai: { ...snapshot.ai, detail: "429 Too Many Requests", failures: [], restUntil } });
    const resting = (await (await request("/api/health")).json()) as { model: Record<string, unknown>; warnings: string[] };
    expect(resting.model).toMatchObject({ state: "resting", restUntil, recentFailures: 0 });
    expect(resting.warnings).toContain("the model is resting: CLEARED AI answers from the built-in engine");
  });
});

describe("security headers", () => {
  it("sets a per-request CSP nonce with no unsafe-inline scripts, HSTS, nosniff and referrer policy", async () => {
    const [a, b] = await Promise.all([request("/"), request("/")]);
    const csp = a.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    // 128 random bits, base64.
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.headers.get("Content-Security-Policy")).not.toContain(nonce);
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    const hsts = a.headers.get("Strict-Transport-Security")!;
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(a.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(a.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const html = await a.text();
    // Every inline script of the page carries the nonce.
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    await b.text();
  });

  it("applies to JSON answers too", async () => {
    const res = await request("/api/health");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("origin check", () => {
  it.each([
    ["application/json", "{}"],
    ["application/x-www-form-urlencoded", "a=1"],
    ["text/plain", "hello"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("answers 403 to a cross-site POST of %s", async (type, body) => {
    const res = await request("/api/health", {
      method: "POST",
      headers: { "Content-Type": type, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden:origin", message: "Cross-site requests are not allowed." } });
  });

  it("answers 403 when only the Origin header betrays another site", async () => {
    const res = await request("/contact", { method: "POST", headers: { Origin: "https://evil.example" }, body: "x=1" });
    expect(res.status).toBe(403);
  });

  it("accepts Origin: null only when Sec-Fetch-Site vouches for the same origin (forms on no-referrer pages)", async () => {
    const sameOrigin = await request("/api/health", { method: "POST", headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" } });
    expect(sameOrigin.status).toBe(404);
    const sandboxed = await request("/api/health", { method: "POST", headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" } });
    expect(sandboxed.status).toBe(403);
    const unvouched = await request("/api/health", { method: "POST", headers: { Origin: "null" } });
    expect(unvouched.status).toBe(403);
  });

  it("lets same-origin POSTs through to the handler", async () => {
    // Sign-out without a session answers with its own error: the request got past the origin check.
    const res = await request("/api/auth/signout", { method: "POST", headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized:auth", message: "Auth session missing!" } });
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404 and no stack", async () => {
    const res = await request("/api/nope");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

describe("pages", () => {
  it.each([
    ["/", "CLEARED"],
    ["/methodology", "Learning Center | CLEARED"],
    ["/privacy", "Privacy Policy | CLEARED"],
    ["/terms", "Terms of Service | CLEARED"],
    ["/accessibility", "Accessibility | CLEARED"],
  ])("renders %s on the server with its title", async (path, title) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`<title>${title.replace("&", "&amp;")}`);
    expect(html).toContain('rel="canonical"');
  });

  it.each(["/no-such-page", "/category/not-a-category", "/quiz/not-a-category", "/blog/no-such-post"])(
    "answers %s with 404, the not-found page and noindex",
    async (path) => {
      const res = await request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain('content="noindex"');
    },
  );

  it("starts the page's modules only after its first paint", async () => {
    const html = await (await request("/")).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    const inert = [...html.matchAll(/<script nonce="([^"]+)" type="text\/x-after-paint" data-modules="([^"]*)">[^<]*<\/script><script nonce="([^"]+)">/g)];
    expect(inert).toHaveLength(1);
    const [, nonce, modules, starterNonce] = inert[0] ?? [];
    expect(starterNonce).toBe(nonce);
    const list = modules?.split(" ") ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((module) => !/^\/[\w./@-]+\.(js|tsx)$/.test(module))).toEqual([]);
  });

  it("answers the blog admin with 404 to a visitor", async () => {
    const res = await request("/admin/blog");
    expect(res.status).toBe(404);
  });
});

describe("scheduled handler", () => {
  it("runs every job and logs each as one JSON line", async () => {
    const log = vi.spyOn(console, "log");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const jobs = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{"level":"info","event":"cron.job"'));
    expect(jobs.map((line) => (JSON.parse(line) as { job: string }).job)).toEqual(["chat-snapshot", "auth-cleanup", "publish-scheduled", "price-refresh", "safety-alerts", "email-retry"]);
  });
});
