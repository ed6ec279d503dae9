/**
 * The sitemap, the RSS feed and robots.txt as text. Pure: the Worker route gathers the data
 * (worker/api/feeds.ts) and these functions only write it out, escaped.
 */
import { absoluteUrl } from "./seo";
import { DEFAULT_DESCRIPTION, SITE_NAME } from "./site";

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, where a true date is known. */
  lastmod?: string;
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  publishedAt: number;
  categories: readonly string[];
}

/** RSS 2.0, newest first as given. */
export function rssXml(siteUrl: string, { title, path, items }: { title: string; path: string; items: readonly FeedItem[] }): string {
  const self = absoluteUrl(siteUrl, "/rss.xml");
  const newest = items.reduce((max, item) => Math.max(max, item.publishedAt), 0);
  const entries = items.map((item) => {
    const link = escapeXml(absoluteUrl(siteUrl, item.path));
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      ...item.categories.map((c) => `      <category>${escapeXml(c)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, path))}</link>`,
    `    <description>${escapeXml(DEFAULT_DESCRIPTION)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Paths crawlers are asked to leave alone: admin pages, the API, buy redirects, development pages. */
export const ROBOTS_DISALLOW = ["/admin", "/api", "/go", "/dev"] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export const FEED_TITLE = `${SITE_NAME} articles`;
