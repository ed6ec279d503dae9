import { Hono } from "hono";
import { listAllPublished } from "~/.server/content/queries";
import { CATEGORY_IDS } from "~/domain/categories";
import { listCatalogueEntries } from "~/.server/catalogue";
import { postPath } from "~/domain/content/paths";
import { FEED_TITLE, robotsTxt, rssXml, type SitemapEntry, sitemapXml } from "~/domain/feeds";
import type { AppEnv } from "../types";

/** Pages with no data behind them: listed without a lastmod, since no true date is known. */
const STATIC_PATHS = ["/quiz", "/contact", "/privacy", "/terms", "/accessibility"];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const latest = (dates: readonly (string | undefined)[]) => dates.filter(Boolean).sort().at(-1);

/**
 * /sitemap.xml, /rss.xml and /robots.txt: plain text answered by the Worker itself, before
 * React Router (docs/decisions/0014-content-system.md).
 */
export const feedsRoute = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(c.env.SITE_URL), 200, { "Cache-Control": "public, max-age=3600" }))
  .get("/sitemap.xml", async (c) => {
    const posts = await listAllPublished(c.env);
    const products = listCatalogueEntries();
    const factsDate = (ids: readonly string[]) => latest(products.filter((p) => ids.includes(p.id)).map((p) => p.factsCheckedOn));
    const catalogueDate = latest(products.map((p) => p.factsCheckedOn));
    const postsDate = (kind?: string) => latest(posts.filter((p) => !kind || p.kind === kind).map((p) => day(p.updatedAt)));
    const entries: SitemapEntry[] = [
      { path: "/", lastmod: latest([catalogueDate, postsDate()]) },
      { path: "/methodology", lastmod: postsDate("guide") },
      { path: "/blog", lastmod: postsDate() },
      { path: "/ingredient-checker" },
      ...STATIC_PATHS.map((path) => ({ path })),
      ...CATEGORY_IDS.map((id) => ({ path: `/category/${id}`, lastmod: factsDate(products.filter((p) => p.category === id).map((p) => p.id)) })),
      ...CATEGORY_IDS.map((id) => ({ path: `/quiz/${id}` })),
      ...products.map((p) => ({ path: `/compare/${p.id}`, lastmod: p.factsCheckedOn })),
      ...posts.map((p) => ({ path: postPath(p.slug), lastmod: day(p.updatedAt) })),
    ];
    return c.body(sitemapXml(c.env.SITE_URL, entries), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/rss.xml", async (c) => {
    const articles = await listAllPublished(c.env, { kind: "article" });
    const items = articles.map((p) => ({
      title: p.title,
      path: postPath(p.slug),
      description: p.description,
      publishedAt: p.publishAt ?? p.updatedAt,
      categories: p.tags,
    }));
    return c.body(rssXml(c.env.SITE_URL, { title: FEED_TITLE, path: "/blog", items }), 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    });
  });
