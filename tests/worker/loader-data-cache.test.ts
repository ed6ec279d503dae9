import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "./auth-helpers";
import { request } from "./helpers";

/** Prefetched loader data is cacheable where it is public (docs/product.md §3.4). */
describe("loader data caching", () => {
  // The first page request compiles the route modules; on a busy machine that alone can take
  // most of a test's time.
  beforeAll(() => request("/").then((res) => res.arrayBuffer()), 120_000);

  it("lets the browser keep an anonymous visitor's public loader data for a minute", async () => {
    const res = await request("/category/pre-workout.data?_routes=routes%2Fcategory");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(await res.text()).toContain("pre-workout");
  });

  it("keeps a signed-in visitor's loader data out of every cache", async () => {
    const cookie = await signIn((await createUser()).email);
    const res = await request("/category/pre-workout.data?_routes=routes%2Fcategory", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("leaves account pages' loader data uncached", async () => {
    const res = await request("/auth.data?_routes=routes%2Fauth");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("never marks a page document cacheable", async () => {
    const res = await request("/category/pre-workout");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBeNull();
  });
});
