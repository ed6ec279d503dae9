/**
 * Every write to posts, as batch items: the post row and its search rows (table
 * `post_sections`, FTS5) always go to D1 in one `db.batch`, so a failure leaves neither.
 *
 * Each write stamps the post with a fresh random `revision`, and the section statements only
 * act on the post carrying that revision: when the post write does not apply (a stale edit, an
 * unchanged seed file), the section rows are left as they were.
 *
 * The seed script builds the same statements through a query-only drizzle instance and writes
 * them to a SQL file, so local, remote and admin writes share one definition.
 * Imports are relative with extensions because the seed script (plain Node) loads this module.
 */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { PostStatus } from "../../domain/content/post.ts";
import type { PostFields } from "../../domain/content/post-schema.ts";
import { contentSeedLog, posts, users } from "../db/schema.ts";
import { markdownSections } from "./markdown.ts";

// Any async SQLite drizzle database: D1 in the Worker, a query builder in the seed. The
// run-result type differs per driver and is never read here.
export type ContentDb = BaseSQLiteDatabase<"async", unknown>;
export type Write = BatchItem<"sqlite">;

/** The account that owns the repository's content: it has no password ("!" matches no hash). */
export const EDITORIAL_USER = { id: "cleared-editorial", email: "editors@cleared.invalid" } as const;

/** The characters search.ts's SNIPPET_MARKS uses to mark matches in snippets: never stored in the index. */
const MARK_CHARS = /[\uE000\uE001]/g;

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The SQL of each write, in order: query builders give theirs through toSQL(), raw SQL through getQuery(). */
export function toStatements(writes: readonly Write[]): Statement[] {
  return writes.map((write) => {
    const built = "toSQL" in write && typeof write.toSQL === "function" ? write.toSQL() : (write as unknown as { getQuery(): Statement }).getQuery();
    return { sql: built.sql, params: [...built.params] };
  });
}

export function newRevision(): string {
  return crypto.randomUUID();
}

/** The post's search rows: delete them all, then one per section, if the post carries `revision`. */
export function sectionWrites(db: ContentDb, { slug, body, revision }: { slug: string; body: string; revision: string }): Write[] {
  const owner = sql`SELECT id FROM posts WHERE slug = ${slug} AND revision = ${revision}`;
  return [
    db.run(sql`DELETE FROM post_sections WHERE post_id IN (${owner})`),
    ...markdownSections(body).map((section) =>
      db.run(sql`INSERT INTO post_sections (post_id, slug, anchor, position, title, heading, body)
        SELECT id, slug, ${section.anchor}, ${section.position}, title, ${section.heading}, ${section.text.replace(MARK_CHARS, "")}
        FROM posts WHERE slug = ${slug} AND revision = ${revision}`),
    ),
  ];
}

export interface PostState {
  status: PostStatus;
  publishAt: number | null;
}

function fieldColumns(fields: PostFields) {
  return {
    kind: fields.kind,
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    body: fields.body,
    tags: fields.tags,
    group: fields.kind === "guide" ? fields.group : null,
    heroImageUrl: fields.heroImageUrl,
    reviewedOn: fields.reviewedOn,
    sources: fields.sources,
  };
}

export function createPostWrites(
  db: ContentDb,
  input: { id: string; fields: PostFields; state: PostState; authorId: string; now: number; revision: string },
): Write[] {
  return [
    db.insert(posts).values({
      id: input.id,
      ...fieldColumns(input.fields),
      status: input.state.status,
      publishAt: input.state.publishAt,
      authorId: input.authorId,
      revision: input.revision,
      createdAt: input.now,
      updatedAt: input.now,
    }),
    ...sectionWrites(db, { slug: input.fields.slug, body: input.fields.body, revision: input.revision }),
  ];
}

/** Applies only if the post is still at `expectedUpdatedAt` (the version the editor loaded). */
export function updatePostWrites(
  db: ContentDb,
  input: { id: string; expectedUpdatedAt: number; fields: PostFields; state: PostState; now: number; revision: string },
): Write[] {
  return [
    db
      .update(posts)
      // An edit makes the post the admin's: the seed no longer replaces it (seedHash null).
      .set({ ...fieldColumns(input.fields), status: input.state.status, publishAt: input.state.publishAt, revision: input.revision, updatedAt: input.now, seedHash: null })
      .where(and(eq(posts.id, input.id), eq(posts.updatedAt, input.expectedUpdatedAt))),
    ...sectionWrites(db, { slug: input.fields.slug, body: input.fields.body, revision: input.revision }),
  ];
}

/** Deletes the post if it is still at `expectedUpdatedAt`; its search rows go with it. */
export function deletePostWrites(db: ContentDb, { id, expectedUpdatedAt }: { id: string; expectedUpdatedAt: number }): Write[] {
  return [
    db.delete(posts).where(and(eq(posts.id, id), eq(posts.updatedAt, expectedUpdatedAt))),
    db.run(sql`DELETE FROM post_sections WHERE post_id = ${id} AND NOT EXISTS (SELECT 1 FROM posts WHERE id = ${id})`),
  ];
}

/** The cron's publish step: due scheduled posts become published (sections are unchanged). */
export function publishDueWrites(db: ContentDb, { now }: { now: number }): Write[] {
  return [
    db
      .update(posts)
      .set({ status: "published", updatedAt: now, revision: sql`lower(hex(randomblob(16)))` })
      .where(and(eq(posts.status, "scheduled"), sql`${posts.publishAt} <= ${now}`)),
  ];
}

/** The editorial account, created once; a password can never be set on it by the seed. */
export function editorialUserWrites(db: ContentDb, { now }: { now: number }): Write[] {
  return [
    db
      .insert(users)
      .values({ ...EDITORIAL_USER, passwordHash: "!", emailVerifiedAt: null, role: "admin", createdAt: now, updatedAt: now, passwordChangedAt: now })
      .onConflictDoNothing(),
  ];
}

/**
 * A content/ file into D1, never over an admin's decision: the post is inserted only when the
 * seed has never written this slug (a post an admin deleted stays deleted), and replaced only
 * while it still holds what the seed last wrote (an admin's edit clears its seedHash and stays).
 * `reset` is the operator's explicit choice to put the file back whatever happened to the post.
 */
export function seedPostWrites(
  db: ContentDb,
  input: { id: string; fields: PostFields; publishAt: number; seedHash: string; now: number; revision: string; reset?: boolean },
): Write[] {
  const state: PostState = { status: input.publishAt > input.now ? "scheduled" : "published", publishAt: input.publishAt };
  const columns = { ...fieldColumns(input.fields), status: state.status, publishAt: state.publishAt, seedHash: input.seedHash, revision: input.revision, updatedAt: input.now };
  const slug = input.fields.slug;
  const row = { id: input.id, ...columns, authorId: EDITORIAL_USER.id, createdAt: input.now };
  const postWrites: Write[] = input.reset
    ? [db.insert(posts).values(row).onConflictDoUpdate({ target: posts.slug, set: { ...columns, authorId: EDITORIAL_USER.id } })]
    : [
        insertUnlessSeenWrite(db, row),
        db
          .update(posts)
          .set(columns)
          .where(
            and(
              eq(posts.slug, slug),
              sql`${posts.seedHash} IS NOT ${input.seedHash}`,
              sql`${posts.seedHash} = (SELECT seed_hash FROM content_seed_log WHERE slug = ${slug})`,
            ),
          ),
      ];
  return [
    ...postWrites,
    ...sectionWrites(db, { slug, body: input.fields.body, revision: input.revision }),
    db
      .insert(contentSeedLog)
      .values({ slug, seedHash: input.seedHash, seededAt: input.now })
      .onConflictDoUpdate({ target: contentSeedLog.slug, set: { seedHash: input.seedHash, seededAt: input.now } }),
  ];
}

/** INSERT ... SELECT, so the row goes in only when the seed log has never seen its slug. */
function insertUnlessSeenWrite(db: ContentDb, row: typeof posts.$inferInsert): Write {
  const columns = getTableColumns(posts);
  const entries = Object.entries(row).filter(([, value]) => value !== undefined) as [keyof typeof columns, unknown][];
  const names = sql.join(entries.map(([key]) => sql.identifier(columns[key].name)), sql`, `);
  const values = sql.join(entries.map(([key, value]) => sql`${columns[key].mapToDriverValue(value)}`), sql`, `);
  return db.run(sql`INSERT INTO posts (${names}) SELECT ${values}
    WHERE NOT EXISTS (SELECT 1 FROM content_seed_log WHERE slug = ${row.slug})
    ON CONFLICT (slug) DO NOTHING`);
}

/** A content/ file as the seed reads it: the post's fields, its publication moment and the file's hash. */
export interface SeedFile {
  post: PostFields & { publishAt: number };
  hash: string;
}

/**
 * Everything the seed writes for content/: the editorial account, then each file through
 * `seedPostWrites`. The seed script and the tests that load the real articles both use this.
 */
export function contentSeedWrites(db: ContentDb, files: readonly SeedFile[], { now, reset = [] }: { now: number; reset?: readonly string[] }): Write[] {
  return [
    ...editorialUserWrites(db, { now }),
    ...files.flatMap(({ post, hash }) => {
      const { publishAt, ...fields } = post;
      return seedPostWrites(db, { id: crypto.randomUUID(), fields, publishAt, seedHash: hash, now, revision: newRevision(), reset: reset.includes(fields.slug) });
    }),
  ];
}
