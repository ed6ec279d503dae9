import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";

/** A copy of the test env with one change: a new object, so the per-isolate check runs again. */
function envWith(changes: Record<string, unknown>): Env {
  return { ...env, ...changes } as Env;
}

async function fetchWith(badEnv: Env, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`), badEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => vi.restoreAllMocks());

describe("a misconfigured Worker", () => {
  it("answers the API with a JSON 503 and logs the problem once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = envWith({ ENVIRONMENT: "production", EMAIL_API_KEY: undefined, SITE_URL: "https://cleared.example" });
    const first = await fetchWith(bad, "/api/health");
    const second = await fetchWith(bad, "/api/categories");
    for (const res of [first, second]) {
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("300");
      expect(await res.json()).toEqual({
        error: { code: "unavailable:config", message: "CLEARED is temporarily unavailable while we fix its configuration. Please try again in a few minutes." },
      });
    }
    const logged = errors.mock.calls.filter(([line]) => String(line).startsWith("[env]"));
    expect(logged).toHaveLength(1);
    expect(String(logged[0][0])).toContain("EMAIL_API_KEY: missing secret");
  });

  it("answers pages with a branded 503 page and keeps the security headers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith(envWith({ SESSIONS: undefined }), "/");
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await res.text();
    expect(html).toContain("<title>Temporarily unavailable | CLEARED</title>");
    expect(html).not.toContain("SESSIONS");
  });

  it("serves normally with the test environment", async () => {
    const res = await fetchWith(env, "/api/health");
    expect(res.status).toBe(200);
  });
});
