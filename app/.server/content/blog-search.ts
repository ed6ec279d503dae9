import { sectionPath } from "~/domain/content/paths";
import { BLOG_PAGE_SIZE } from "~/domain/content/post";
import { listPublishedBySlugs, type PostSummary } from "./queries";
import { searchPassages } from "./search";

export interface PostSearchResult {
  post: PostSummary;
  /** The best matching section's excerpt, escaped, with <mark> around the matches. */
  snippet: string;
  /** That section's heading and link, when it is not the introduction. */
  section: { text: string; href: string } | null;
}

/**
 * The blog's search box: the best sections across published posts, grouped by post (each post
 * once, with its best section), optionally limited to one tag, ten to a page.
 */
export async function searchPosts(env: Pick<Env, "DB">, { query, tag, page = 1 }: { query: string; tag?: string; page?: number }) {
  const hits = await searchPassages(env.DB, query, { limit: 50 });
  const best = new Map<string, (typeof hits)[number]>();
  for (const hit of hits) if (!best.has(hit.slug)) best.set(hit.slug, hit);
  const posts = await listPublishedBySlugs(env, [...best.keys()]);
  const results: PostSearchResult[] = [];
  for (const [slug, hit] of best) {
    const post = posts.get(slug);
    if (!post || (tag && !post.tags.includes(tag))) continue;
    results.push({ post, snippet: hit.snippet, section: hit.heading ? { text: hit.heading, href: sectionPath(slug, hit.anchor) } : null });
  }
  const pageCount = Math.max(1, Math.ceil(results.length / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { results: results.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE), total: results.length, page: current, pageCount };
}
