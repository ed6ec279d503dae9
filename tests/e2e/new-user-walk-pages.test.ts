import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseURL, MOBILE, openPage } from "./browser";

/*
 * What a new visitor met on the pages: a guide's table whose heat-stroke column started off a
 * phone's screen, a quiz pick's "Full details" that opened a card with its details shut, and a
 * preview of the production build whose canonical URLs named the dev server.
 */

/** The site origin the build was configured with (wrangler.toml's SITE_URL, flattened into the build). */
const configuredSite = (JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars: { SITE_URL: string } }).vars.SITE_URL.replace(/\/$/, "");

describe("heat illness guide on a 390 px phone", () => {
  it("shows the heat-stroke signs and what to do within the screen, with no sideways scrolling", async () => {
    const page = await openPage("/blog/heat-illness-acclimatization-and-coming-back", { viewport: MOBILE, colorScheme: "light" });
    const body = page.getByTestId("article-body");
    for (const text of ["Heat stroke", "call 911: it is a medical emergency", "high body temperature (103°F or higher)", "Heat exhaustion"]) {
      const box = await body.getByText(text).first().boundingBox();
      expect(box, text).not.toBeNull();
      expect(box?.x ?? -1, text).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), text).toBeLessThanOrEqual(MOBILE.width);
    }
    // Still cited to its source.
    expect(await body.getByText(/^Source: CDC \[1\]/).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.context().close();
  });
});

describe("a quiz pick's Full details", () => {
  it("opens the product's card with its details open, on a phone too", async () => {
    const page = await openPage("/quiz/sleep?problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any", { viewport: MOBILE });
    const pick = page.getByTestId("quiz-pick").first();
    const id = await pick.getAttribute("data-product-id");
    const link = pick.getByRole("link", { name: /^Full details of / });
    expect(await link.getAttribute("href")).toBe(`/category/sleep?details=${id}#${id}-details`);
    await link.click();
    await page.waitForURL(`${baseURL}/category/sleep?details=${id}#${id}-details`);
    const card = page.locator(`[data-product-id="${id}"]`);
    await expect.poll(() => card.getByTestId("card-more").evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    // Its panels came open from the server, with their facts.
    expect(await card.getByText("Certification strength", { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("absolute URLs of the production build", () => {
  it("name the configured site origin, not the dev server", async () => {
    expect(configuredSite).toMatch(/^https:\/\//);
    const html = await (await fetch(`${baseURL}/methodology`)).text();
    expect(html).toContain(`<link rel="canonical" href="${configuredSite}/methodology"/>`);
    expect(html).toContain(`<meta property="og:url" content="${configuredSite}/methodology"/>`);
    expect(html).not.toContain("localhost:5173");
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(`${configuredSite}/`))).toEqual([]);
    expect(await (await fetch(`${baseURL}/robots.txt`)).text()).toContain(`Sitemap: ${configuredSite}/sitemap.xml`);
  });
});
