import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

// The preview server is seeded from the repository's content/ (scripts/seed.ts).
describe("the blog and its articles", () => {
  it("lists articles, searches with highlighted snippets and filters by topic", async () => {
    const page = await openPage("/blog", { viewport: DESKTOP });
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "Latest articles" }).count()).toBe(1);
    expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole("heading", { name: "From the Learning Center" }).count()).toBe(1);

    await page.getByRole("searchbox", { name: "Search guides and articles" }).fill("lot number");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "lot number");
    await page.getByText(/posts? match(es)? “lot number”/).waitFor();
    expect(await page.locator(".search-snippet mark").count()).toBeGreaterThan(0);
    expect((await page.locator(".search-snippet mark").first().textContent())?.toLowerCase()).toMatch(/^(lot|number)s?$/);

    await page.getByRole("link", { name: "Clear search" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await page.getByRole("link", { name: /^#caffeine/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get("tag") === "caffeine");
    await page.getByText(/posts? tagged #caffeine/).waitFor();
    await page.context().close();
  });

  it("shows an article with its contents, sources and a working table of contents", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/blog/caffeine-limits-and-timing", { viewport: DESKTOP, consoleErrors });
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Caffeine limits and timing");
    expect(await page.getByTestId("reviewed-on").textContent()).toContain("Reviewed against its sources on");
    const toc = page.getByRole("navigation", { name: "On this page" }).locator("div.hidden.lg\\:block");
    const entries = toc.getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    const last = entries.last();
    expect(await last.textContent()).toBe("Bottom line");
    await last.click();
    await page.waitForURL((url) => url.hash === "#bottom-line");
    await page.waitForFunction(() => {
      const top = document.getElementById("bottom-line")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });

    const sources = page.getByRole("region", { name: "Sources" });
    expect(await sources.locator("li").count()).toBeGreaterThanOrEqual(3);
    const citation = page.locator('[data-testid="article-body"] a.citation').first();
    const target = (await citation.getAttribute("href"))!;
    expect(target).toMatch(/^#source-\d+$/);
    expect(await page.locator(target).count()).toBe(1);
    const external = page.locator('[data-testid="article-body"] a.external').first();
    if ((await external.count()) > 0) expect(await external.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("folds the table of contents on phones and links products to their cards", async () => {
    const page = await openPage("/blog/caffeine-limits-and-timing", { viewport: MOBILE });
    await hydrated(page);
    // The desktop copy of the contents sits earlier in the page, hidden on phones: the phone's is the visible one.
    const folded = page.locator("details:visible").filter({ hasText: "On this page" });
    expect(await folded.getAttribute("open")).toBeNull();
    await folded.locator("summary").click();
    expect(await folded.getAttribute("open")).toBe("");
    const product = page.locator('[data-testid="article-body"] a.product-link').first();
    expect(await product.getAttribute("href")).toMatch(/^\/category\/[a-z-]+#[a-z0-9-]+$/);
    await page.context().close();
  });

  it("answers 404 for a post that does not exist", async () => {
    const page = await openPage("/blog/not-a-post");
    expect(await page.getByText("Oops! Page not found").count()).toBe(1);
    await page.context().close();
  });

  it("groups the guides in the Learning Center after the score formula", async () => {
    const page = await openPage("/methodology", { viewport: DESKTOP });
    const guides = page.locator("#guides");
    expect(await guides.getByRole("heading", { level: 3, name: "Certification and testing" }).count()).toBe(1);
    const cards = await guides.locator("article").count();
    expect(cards).toBeGreaterThanOrEqual(8);
    // One level below the group headings: each guide's title is a level-4 heading.
    expect(await guides.locator("article").getByRole("heading", { level: 4 }).count()).toBe(cards);
    expect(await guides.locator("article").getByRole("heading", { level: 3 }).count()).toBe(0);
    await page.context().close();
  });

  it("files each guide where a reader would look for it: fat burners under weight, not under caffeine, creatine and protein", async () => {
    const page = await openPage("/methodology", { viewport: MOBILE });
    const section = (name: string) => page.locator("#guides section").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    // Sorted: guides published the same day have no order of their own.
    const titles = async (name: string) => (await section(name).locator("article h4").allTextContents()).sort();
    expect(await titles("Weight and body composition")).toEqual(["Fat burners and making weight: what works before a weigh-in or the tape"]);
    // The editor's tests may publish posts of their own into this section: the seeded guides are checked, and the fat-burner guide's absence.
    const performance = await titles("Performance: caffeine, creatine and protein");
    expect(performance).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Caffeine limits and timing/), expect.stringMatching(/^Creatine for service members/), expect.stringMatching(/^How much protein do you need/)]),
    );
    expect(performance.filter((title) => /^Fat burners/.test(title))).toEqual([]);
    expect(await titles("Reading labels and the DoD list")).toEqual([
      expect.stringMatching(/^How to read a supplement label/),
      expect.stringMatching(/^Supplement Facts, serving size/),
      expect.stringMatching(/^Value per effective dose/),
    ]);
    expect(await titles("Certification and testing")).toEqual(expect.arrayContaining([expect.stringMatching(/^Buying, shipping and storing supplements/)]));
    expect(await titles("Vitamins, minerals and interactions")).toEqual(expect.arrayContaining([expect.stringMatching(/^Vegan or vegetarian in uniform/)]));
    // The sections in the Learning Center's order, weight right after performance.
    const headings = await page.locator("#guides section > h3").allTextContents();
    expect(headings.indexOf("Weight and body composition")).toBe(headings.indexOf("Performance: caffeine, creatine and protein") + 1);
    await page.context().close();
  });
});
