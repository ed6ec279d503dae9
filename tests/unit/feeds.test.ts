import { describe, expect, it } from "vitest";
import { robotsTxt, rssXml, sitemapXml } from "~/domain/feeds";
import { DEFAULT_DESCRIPTION } from "~/domain/site";

describe("robots.txt", () => {
  it("keeps crawlers out of admin, API, buy redirects and development pages, and names the sitemap", () => {
    expect(robotsTxt("https://cleared.example")).toBe(
      "User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /go\nDisallow: /dev\n\nSitemap: https://cleared.example/sitemap.xml\n",
    );
  });
});

describe("sitemap", () => {
  it("lists absolute, escaped URLs with lastmod where known", () => {
    expect(sitemapXml("https://cleared.example/", [{ path: "/", lastmod: "2026-11-23" }, { path: "/blog?tag=a&b" }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://cleared.example/</loc><lastmod>2026-11-23</lastmod></url>\n" +
        "  <url><loc>https://cleared.example/blog?tag=a&amp;b</loc></url>\n</urlset>\n",
    );
  });
});

describe("RSS", () => {
  it("writes RSS 2.0 items with escaped text, RFC 822 dates and categories", () => {
    const xml = rssXml("https://cleared.example", {
      title: "CLEARED articles",
      path: "/blog",
      items: [{ title: 'Caffeine & "PT" <tests>', path: "/blog/a", description: "Short & sweet", publishedAt: Date.UTC(2026, 10, 23), categories: ["caffeine"] }],
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        "  <channel>",
        "    <title>CLEARED articles</title>",
        "    <link>https://cleared.example/blog</link>",
        `    <description>${DEFAULT_DESCRIPTION}</description>`,
        "    <language>en-us</language>",
        '    <atom:link href="https://cleared.example/rss.xml" rel="self" type="application/rss+xml" />',
        "    <lastBuildDate>Mon, 23 Nov 2026 00:00:00 GMT</lastBuildDate>",
        "    <item>",
        "      <title>Caffeine &amp; &quot;PT&quot; &lt;tests&gt;</title>",
        "      <link>https://cleared.example/blog/a</link>",
        '      <guid isPermaLink="true">https://cleared.example/blog/a</guid>',
        "      <pubDate>Mon, 23 Nov 2026 00:00:00 GMT</pubDate>",
        "      <description>Short &amp; sweet</description>",
        "      <category>caffeine</category>",
        "    </item>",
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });

  it("has no lastBuildDate and no items while nothing is published", () => {
    expect(rssXml("https://cleared.example", { title: "CLEARED articles", path: "/blog", items: [] }).split("\n").slice(8)).toEqual(["  </channel>", "</rss>", ""]);
  });
});
