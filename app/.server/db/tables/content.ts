import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";
import { POST_KINDS, POST_STATUSES, type PostSource } from "../../../domain/content/post.ts";

/*
 * Content: Learning Center guides and blog articles (0006_posts). Markdown bodies; tags and
 * sources as JSON text. Each post's sections are indexed in the FTS5 table `post_sections`
 * (custom migration 0007_post_sections_fts), which drizzle does not model:
 * app/.server/content/writes.ts writes it in the same batch as the post, and
 * app/.server/content/search.ts reads it.
 */

export const posts = sqliteTable(
  "posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: POST_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** The Learning Center section a guide is listed under; null for articles. */
    group: text("group_name"),
    heroImageUrl: text("hero_image_url"),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    /** Published: when it went out. Scheduled: when the cron publishes it. Draft: null or the last value. */
    publishAt: integer("publish_at"),
    /** The day the facts were last checked against the sources (YYYY-MM-DD). */
    reviewedOn: text("reviewed_on"),
    sources: text("sources", { mode: "json" }).$type<PostSource[]>().notNull().default([]),
    /** SHA-256 of the content/ file this post was last seeded from; null for posts written in the admin. */
    seedHash: text("seed_hash"),
    /** Random per write: the section rows of a batch are written only if its post write applied. */
    revision: text("revision").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("posts_status_publish_idx").on(t.status, t.publishAt),
    check("posts_kind_known", sql`${t.kind} IN ('guide', 'article')`),
    check("posts_status_known", sql`${t.status} IN ('draft', 'scheduled', 'published')`),
    check("posts_description_length", sql`length(${t.description}) <= 160`),
    check("posts_hero_image_https", sql`${t.heroImageUrl} IS NULL OR ${t.heroImageUrl} LIKE 'https://%'`),
  ],
);

/**
 * Every content/ file the seed has ever written, by slug, with the hash it wrote: the seed
 * inserts only a slug it has never seen (a post an admin deleted stays deleted) and replaces a
 * post only while it still holds what the seed last wrote (an admin's edit stays)
 * (docs/decisions/0048-migrations-and-seed-that-keep-data.md).
 */
export const contentSeedLog = sqliteTable("content_seed_log", {
  slug: text("slug").primaryKey(),
  seedHash: text("seed_hash").notNull(),
  seededAt: integer("seeded_at").notNull(),
});

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostKind = Post["kind"];
export type PostStatus = Post["status"];
