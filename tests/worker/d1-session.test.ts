import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { PAGE_VERSION_KEY } from "../../worker/page-version-key";
import { formPost } from "./auth-helpers";
import { userSession } from "./content-helpers";
import { ORIGIN, request } from "./helpers";

/** The constraint of every Sessions API session the Worker opens while answering `req`. */
async function sessionsOpenedFor(req: Request): Promise<{ status: number; constraints: unknown[] }> {
  const constraints: unknown[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property === "withSession") {
        return (constraint: unknown) => {
          constraints.push(constraint);
          return (value as D1Database["withSession"]).call(target, constraint as D1SessionConstraint);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(req, { ...env, DB: db }, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, constraints };
}

describe("D1 reads through the Sessions API", () => {
  it("lets an anonymous read take any replica", async () => {
    expect(await sessionsOpenedFor(new Request(`${ORIGIN}/api/products/thorne-catalyte/offers`))).toEqual({ status: 200, constraints: ["first-unconstrained"] });
    // A cookie that is not a session changes nothing.
    expect(await sessionsOpenedFor(new Request(`${ORIGIN}/category/sleep`, { headers: { Cookie: "theme=dark" } }))).toEqual({ status: 200, constraints: ["first-unconstrained"] });
  });

  it("renders a page-cache miss from D1 at least as new as the data version its key names", async () => {
    await (await request("/privacy")).text();
    const kept = (await env.CACHE.get(PAGE_VERSION_KEY)) ?? "";
    const bookmark = kept.split(" ")[1];
    expect(bookmark).toMatch(/^[0-9a-f-]+$/);
    const miss = await sessionsOpenedFor(new Request(`${ORIGIN}/privacy?view=${crypto.randomUUID()}`));
    expect(miss).toEqual({ status: 200, constraints: ["first-unconstrained", bookmark] });
  });

  it("starts a signed-in person's request, and any write, on the primary", async () => {
    const reader = await userSession();
    expect(await sessionsOpenedFor(new Request(`${ORIGIN}/account`, { headers: { Cookie: reader.cookie } }))).toEqual({ status: 200, constraints: ["first-primary"] });
    const post = new Request(`${ORIGIN}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ name: "pageview", props: { path: "/" } }),
    });
    expect(await sessionsOpenedFor(post)).toEqual({ status: 204, constraints: ["first-primary"] });
  });

  it("shows a person their own write on their next request", async () => {
    const reader = await userSession();
    await formPost("/account/saved", { intent: "save", productId: "thorne-catalyte" }, { cookie: reader.cookie });
    const data = (await (await request("/account/data", { headers: { Cookie: reader.cookie } })).json()) as { savedProducts: { productId: string }[] };
    expect(data.savedProducts.map((saved) => saved.productId)).toEqual(["thorne-catalyte"]);
  });

  it("keeps the D1 counters closed unless the configuration turns them on", async () => {
    expect((await request("/__d1-counts")).status).toBe(404);
  });
});
