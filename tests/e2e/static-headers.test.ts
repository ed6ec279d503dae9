import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";

/*
 * Static files are answered by the assets binding without running the Worker: public/_headers
 * gives them the Worker's nosniff and HSTS. Checked against the build as workerd serves it.
 */
describe("static files", () => {
  it("carry nosniff and HSTS like the pages, and hashed assets are immutable", async () => {
    // A stylesheet of the build, a content-hashed file under /assets/.
    const css = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
    const hashed = css ? `/assets/${css}` : undefined;
    expect(hashed).toMatch(/^\/assets\/[\w-]+\.css$/);
    for (const path of ["/favicon.svg", hashed ?? ""]) {
      const res = await fetch(`${baseURL}${path}`);
      expect([path, res.status, res.headers.get("X-Content-Type-Options"), res.headers.get("Strict-Transport-Security")]).toEqual([
        path,
        200,
        "nosniff",
        "max-age=63072000; includeSubDomains",
      ]);
    }
    expect((await fetch(`${baseURL}${hashed}`)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
