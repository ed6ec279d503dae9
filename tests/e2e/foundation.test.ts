import { describe, expect, it } from "vitest";
import { baseURL, DESKTOP, hydrated, MOBILE, openPage } from "./browser";

const ROUTES: [path: string, title: string][] = [
  ["/", "CLEARED | Certified Supplements for Service Members"],
  ["/category/pre-workout", "Best Pre-Workout Supplements | CLEARED"],
  ["/methodology", "Learning Center | CLEARED"],
  ["/contact", "Contact | CLEARED"],
  ["/quiz", "Find Your Supplement | CLEARED"],
  ["/quiz/sleep", "Sleep Quiz | CLEARED"],
  ["/auth", "Sign in | CLEARED"],
  ["/blog", "Blog | CLEARED"],
  ["/privacy", "Privacy Policy | CLEARED"],
  ["/terms", "Terms of Service | CLEARED"],
  ["/accessibility", "Accessibility | CLEARED"],
];

describe("every route", () => {
  it.each(ROUTES)("%s renders with status 200 and its title", async (path, title) => {
    const page = await openPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(title);
    expect(await page.locator("h1").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("answers an unknown path with the 404 page, noindex and a console log", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/", { consoleErrors });
    const response = await page.goto("/definitely/not/here");
    expect(response?.status()).toBe(404);
    // After hydration: the lazily loaded 404 content has settled (its hoisted head tags included).
    await hydrated(page);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expect.poll(() => consoleErrors.some((e) => e.includes("/definitely/not/here"))).toBe(true);
    // A way on: a search of the guides and articles, the six categories and the checker.
    expect(await page.getByRole("search", { name: "Search guides and articles" }).count()).toBe(1);
    expect(await page.locator('main a[href^="/category/"]').count()).toBe(6);
    expect(await page.locator('main a[href="/ingredient-checker"]').count()).toBe(1);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.context().close();
  });
});

describe("layout behaviour", () => {
  it("opens and closes the mobile menu, which adds Home and Contact and closes on a link", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "Home", exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Contact" }).isVisible()).toBe(true);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Learning Center" }).click();
    await page.waitForURL(`${baseURL}/methodology`);
    await menu.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("has a skip link that moves focus to the main content", async () => {
    const page = await openPage("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.context().close();
  });

  it("moves focus to the main content after a client-side navigation", async () => {
    const page = await openPage("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${baseURL}/blog`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.context().close();
  });

  it("scrolls to the element named by the URL hash", async () => {
    const page = await openPage("/#recommended");
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById("recommended")!.getBoundingClientRect().top) < 120))
      .toBe(true);
    await page.context().close();
  });

  it("keeps the chosen theme across a reload, without a flash of the other theme", async () => {
    const page = await openPage("/", { colorScheme: "light" });
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    // On a light device the first press shows dark: every press changes what the reader sees.
    const toggle = page.getByRole("button", { name: /^Theme:/ });
    expect(await toggle.getAttribute("aria-label")).toBe("Theme: light (device setting). Switch to dark");
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Theme: dark. Switch to light");
    await page.reload();
    // Checked before hydration: the inline script has already applied the theme.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.context().close();
  });

  it("returns to following the device when the reader flips back to the device's theme", async () => {
    const page = await openPage("/", { colorScheme: "dark" });
    await hydrated(page);
    const toggle = page.getByRole("button", { name: /^Theme:/ });
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(null);
    expect(await toggle.getAttribute("aria-label")).toBe("Theme: dark (device setting). Switch to light");
    await page.context().close();
  });

  it("scrolls Browse Supplements to the recommended categories", async () => {
    const page = await openPage("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Browse Supplements" }).click();
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById("recommended")!.getBoundingClientRect().top) < 120))
      .toBe(true);
    await page.context().close();
  });
});

describe("prefetching", () => {
  it("fetches no other page's data until a link is hovered, then only that page's", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".data")) dataRequests.push(new URL(r.url()).pathname);
    });
    await hydrated(page);
    // Longer than the old idle prefetch took to start (1 s idle, then 9 pages 100 ms apart).
    await page.waitForTimeout(3000);
    expect(dataRequests).toEqual([]);
    await page.getByRole("link", { name: "Find Your Supplement" }).first().hover();
    await expect.poll(() => dataRequests).toEqual(["/quiz.data"]);
    await page.context().close();
  });
});

describe("scripts after the first paint", () => {
  it("asks for no module before the page is painted, then hydrates it", async () => {
    const page = await openPage("/category/pre-workout");
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
      modules: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.modules.length).toBeGreaterThan(3);
    expect(timing.modules.filter((start) => !(start >= timing.firstPaint))).toEqual([]);
    await page.context().close();
  });
});

describe("icons", () => {
  it("are drawn from one sprite that the browser may keep for good", async () => {
    const page = await openPage("/category/pre-workout");
    const hrefs = await page.locator("svg use").evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""));
    const files = [...new Set(hrefs.map((href) => href.split("#")[0]))];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    expect(hrefs.length).toBeGreaterThan(20);
    // Of the icons on screen (in a laid-out <svg>), none is empty: a reference to a symbol the
    // sprite lacks, or a sprite that failed to load, draws nothing.
    const drawn = () =>
      page.locator("svg use").evaluateAll((uses) => {
        const shown = uses.filter((u) => ((u as SVGUseElement).ownerSVGElement?.getClientRects().length ?? 0) > 0);
        return { shown: shown.length, empty: shown.filter((u) => (u as SVGUseElement).getBBox().width === 0).length };
      });
    await expect.poll(async () => (await drawn()).empty).toBe(0);
    expect((await drawn()).shown).toBeGreaterThan(10);

    const sprite = await page.request.get(files[0]);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await page.context().close();
  });
});

describe("security", () => {
  it("sends the security headers with an HTML page", async () => {
    const page = await openPage();
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await page.context().close();
  });

  it("runs with no CSP violations", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/", { consoleErrors });
    await hydrated(page);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.context().close();
  });

  it("refuses a cross-site form POST with 403", async () => {
    // A page on another site (served by the test itself) that auto-submits a form to ours.
    const page = await openPage("about:blank");
    const attacker = "http://attacker.test/";
    const html = `<form method="post" action="${baseURL}/auth"><input name="intent" value="signout"></form>
      <script>document.forms[0].submit()</script>`;
    await page.route(attacker, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    const responsePromise = page.waitForResponse((r) => r.url() === `${baseURL}/auth`);
    await page.goto(attacker);
    const response = await responsePromise;
    expect(response.status()).toBe(403);
    expect(response.request().headers().origin).toBe("http://attacker.test");
    await page.context().close();
  });
});
