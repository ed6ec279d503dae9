import { and, count, desc, eq, getTableColumns, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { type Post, posts, users } from "~/.server/db/schema";
import { BLOG_PAGE_SIZE, countWords, type PostKind, type PostStatus, readingMinutes } from "~/domain/content/post";

type DbEnv = Pick<Env, "DB">;

/** What a card or a feed shows of a post. */
export interface PostSummary {
  slug: string;
  kind: PostKind;
  title: string;
  description: string;
  tags: string[];
  group: string | null;
  heroImageUrl: string | null;
  publishAt: number | null;
  updatedAt: number;
  reviewedOn: string | null;
  readingMinutes: number;
}

const { body: _body, ...summaryColumns } = getTableColumns(posts);

function toSummary(post: Omit<Post, "body"> & { words: number }): PostSummary {
  return {
    slug: post.slug,
    kind: post.kind,
    title: post.title,
    description: post.description,
    tags: post.tags,
    group: post.group,
    heroImageUrl: post.heroImageUrl,
    publishAt: post.publishAt,
    updatedAt: post.updatedAt,
    reviewedOn: post.reviewedOn,
    readingMinutes: readingMinutes(post.words),
  };
}

const published = eq(posts.status, "published");
const hasTag = (tag: string) => sql`EXISTS (SELECT 1 FROM json_each(${posts.tags}) WHERE json_each.value = ${tag})`;
const newestFirst = [desc(posts.publishAt), desc(posts.createdAt)];

async function summaries(env: DbEnv, where: SQL | undefined, { limit, offset = 0 }: { limit?: number; offset?: number } = {}) {
  const query = getDb(env)
    .select({ ...summaryColumns, body: posts.body })
    .from(posts)
    .where(where)
    .orderBy(...newestFirst);
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map(({ body, ...post }) => toSummary({ ...post, words: countWords(body) }));
}

export interface PostPage {
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of published posts, newest first, optionally of one kind or with one tag. */
export async function listPublishedPosts(env: DbEnv, { kind, tag, page = 1 }: { kind?: PostKind; tag?: string; page?: number }): Promise<PostPage> {
  const where = and(published, kind ? eq(posts.kind, kind) : undefined, tag ? hasTag(tag) : undefined);
  const [{ total }] = await getDb(env).select({ total: count() }).from(posts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const list = await summaries(env, where, { limit: BLOG_PAGE_SIZE, offset: (current - 1) * BLOG_PAGE_SIZE });
  return { posts: list, total, page: current, pageCount };
}

/** Published posts by slug, for search results grouped by post. */
export async function listPublishedBySlugs(env: DbEnv, slugs: readonly string[]): Promise<Map<string, PostSummary>> {
  if (slugs.length === 0) return new Map();
  const rows = await summaries(env, and(published, sql`${posts.slug} IN (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`));
  return new Map(rows.map((p) => [p.slug, p]));
}

/** Every published guide, newest first (the Learning Center groups them). */
export function listPublishedGuides(env: DbEnv): Promise<PostSummary[]> {
  return summaries(env, and(published, eq(posts.kind, "guide")));
}

/** Every published post, for the sitemap and the feed. */
export function listAllPublished(env: DbEnv, { kind }: { kind?: PostKind } = {}): Promise<PostSummary[]> {
  return summaries(env, and(published, kind ? eq(posts.kind, kind) : undefined));
}

/** Published guides and articles with a reviewed-on date: the home page's figure. */
export async function countReviewedPosts(env: DbEnv): Promise<number> {
  const [{ total }] = await getDb(env)
    .select({ total: count() })
    .from(posts)
    .where(and(published, isNotNull(posts.reviewedOn)));
  return total;
}

/** Any post by slug, whatever its status: the page decides who may see it. */
export function findPostBySlug(env: DbEnv, { slug }: { slug: string }): Promise<Post | undefined> {
  return getDb(env).select().from(posts).where(eq(posts.slug, slug)).get();
}

export function findPostById(env: DbEnv, { id }: { id: string }): Promise<Post | undefined> {
  return getDb(env).select().from(posts).where(eq(posts.id, id)).get();
}

/** Another post that already uses `slug`, if any. */
export function findSlugOwner(env: DbEnv, { slug, exceptId }: { slug: string; exceptId?: string }) {
  return getDb(env)
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined))
    .get();
}

/** Published posts sharing the most tags with this one, then the newest. */
export async function listRelatedPosts(env: DbEnv, { post, limit = 3 }: { post: Pick<Post, "id" | "tags">; limit?: number }): Promise<PostSummary[]> {
  if (post.tags.length === 0) return [];
  const tagList = sql.join(post.tags.map((t) => sql`${t}`), sql`, `);
  const shared = sql<number>`(SELECT count(*) FROM json_each(${posts.tags}) WHERE json_each.value IN (${tagList}))`;
  const rows = await getDb(env)
    .select({ ...summaryColumns, body: posts.body, shared })
    .from(posts)
    .where(and(published, ne(posts.id, post.id), sql`${shared} > 0`))
    .orderBy(desc(shared), ...newestFirst)
    .limit(limit);
  return rows.map(({ body, shared: _shared, ...p }) => toSummary({ ...p, words: countWords(body) }));
}

export interface AdminPostRow {
  id: string;
  slug: string;
  kind: PostKind;
  title: string;
  status: PostStatus;
  publishAt: number | null;
  updatedAt: number;
  authorEmail: string;
  fromRepository: boolean;
}

/** The admin list: every post (or those of one status), most recently updated first. */
export async function listPostsForAdmin(env: DbEnv, { status }: { status?: PostStatus } = {}): Promise<AdminPostRow[]> {
  const rows = await getDb(env)
    .select({
      id: posts.id,
      slug: posts.slug,
      kind: posts.kind,
      title: posts.title,
      status: posts.status,
      publishAt: posts.publishAt,
      updatedAt: posts.updatedAt,
      authorEmail: users.email,
      seedHash: posts.seedHash,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(status ? eq(posts.status, status) : undefined)
    .orderBy(desc(posts.updatedAt));
  return rows.map(({ seedHash, ...row }) => ({ ...row, fromRepository: seedHash !== null }));
}

export async function countPostsByStatus(env: DbEnv): Promise<Record<PostStatus, number>> {
  const rows = await getDb(env).select({ status: posts.status, total: count() }).from(posts).groupBy(posts.status);
  const counts: Record<PostStatus, number> = { draft: 0, scheduled: 0, published: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Tags on published posts with how many posts carry each, most used first. */
export async function listPublishedTags(env: DbEnv): Promise<{ tag: string; count: number }[]> {
  const { results } = await env.DB.prepare(
    `SELECT json_each.value AS tag, count(*) AS count FROM posts, json_each(posts.tags)
     WHERE posts.status = 'published' GROUP BY json_each.value ORDER BY count DESC, tag`,
  ).all<{ tag: string; count: number }>();
  return results;
}
