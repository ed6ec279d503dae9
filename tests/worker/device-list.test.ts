import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { prohibitedListVersions } from "~/.server/db/schema";
import { BUNDLED_LIST } from "~/.server/prohibited-list";
import type { DeviceList } from "~/domain/safety/device-list";
import { request } from "./helpers";

/*
 * GET /api/ingredients/list: the DoD list a device keeps to check labels offline. Revalidated by
 * its version, and a newly applied list is a new version on the next request, so a device back
 * online replaces its copy.
 */

describe("GET /api/ingredients/list", () => {
  it("serves the list in use with its version, the red flags, and a 304 when unchanged", async () => {
    const res = await request("/api/ingredients/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
    const body = (await res.json()) as DeviceList;
    expect(body.version).toMatch(/^[0-9a-f]{12}$/);
    expect(res.headers.get("ETag")).toBe(`"${body.version}"`);
    expect(body.appliedVersionId).toBeNull();
    expect(body.list.entries).toHaveLength(880);
    expect(body.list.retrieved).toBe(BUNDLED_LIST.retrieved);
    expect(body.redFlags.find((f) => f.id === "geranium")?.pattern).toBe("\\bgeranium\\b|\\bpelargonium\\b");

    const again = await request("/api/ingredients/list", { headers: { "If-None-Match": `"${body.version}"` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("names a newly applied list with a new version on the next request", async () => {
    const before = (await (await request("/api/ingredients/list")).json()) as DeviceList;
    const list = { ...BUNDLED_LIST, retrieved: "2026-11-20 (test)", entries: BUNDLED_LIST.entries.slice(0, 10) };
    const [row] = await getDb(env)
      .insert(prohibitedListVersions)
      .values({ source: list.source, retrieved: list.retrieved, license: list.license, entryCount: 10, listJson: JSON.stringify(list), uploadedAt: Date.now(), appliedAt: Date.now() })
      .returning({ id: prohibitedListVersions.id });
    try {
      const res = await request("/api/ingredients/list", { headers: { "If-None-Match": `"${before.version}"` } });
      expect(res.status).toBe(200);
      const after = (await res.json()) as DeviceList;
      expect(after.appliedVersionId).toBe(row.id);
      expect(after.list.entries).toHaveLength(10);
      expect(after.list.retrieved).toBe("2026-11-20 (test)");
      expect(after.version).toMatch(/^[0-9a-f]{12}$/);
      expect(after.version === before.version).toBe(false);
    } finally {
      await getDb(env).delete(prohibitedListVersions).where(eq(prohibitedListVersions.id, row.id));
    }
  });
});
