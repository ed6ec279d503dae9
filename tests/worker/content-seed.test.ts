import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseContentFile } from "~/.server/content/files";
import { runBatch } from "~/.server/content/service";
import { contentSeedWrites, deletePostWrites, newRevision, type SeedFile, updatePostWrites } from "~/.server/content/writes";
import { getDb } from "~/.server/db/client";
import { posts } from "~/.server/db/schema";
import { fixtureFile } from "../fixtures/content-file";

/*
 * `npm run db:seed:remote` against a live site: content/ files seed only what D1 has never seen,
 * or what an operator resets; a post an admin deleted or edited keeps the admin's decision.
 */

let seedCount = 0;
function seedFile(slug: string, title: string): SeedFile {
  const result = parseContentFile(`${slug}.md`, fixtureFile({ slug, title }));
  if (!result.ok) throw new Error(result.problems.join("\n"));
  seedCount += 1;
  return { post: result.post, hash: `${slug}-${title}-${seedCount}` };
}

const seed = (file: SeedFile, reset: string[] = []) => runBatch(env.DB, contentSeedWrites(getDb(env), [file], { now: Date.now(), reset }));
const postOf = (slug: string) => getDb(env).select().from(posts).where(eq(posts.slug, slug)).get();
const sectionsOf = async (slug: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM post_sections JOIN posts ON posts.id = post_sections.post_id WHERE posts.slug = ?").bind(slug).first<{ n: number }>())?.n;

async function adminEdit(slug: string, title: string) {
  const post = await postOf(slug);
  if (!post) throw new Error(`no post ${slug}`);
  const { id, updatedAt, status, publishAt, ...fields } = post;
  const edited = { ...fields, title, group: fields.group ?? undefined } as unknown as Parameters<typeof updatePostWrites>[1]["fields"];
  await runBatch(env.DB, updatePostWrites(getDb(env), { id, expectedUpdatedAt: updatedAt, fields: edited, state: { status, publishAt }, now: Date.now() + 1, revision: newRevision() }));
}

describe("the content seed on a live database", () => {
  it("inserts a new file, and follows a changed file while no admin has touched the post", async () => {
    await seed(seedFile("seed-follows", "First title for the seed test"));
    expect((await postOf("seed-follows"))?.title).toBe("First title for the seed test");
    await seed(seedFile("seed-follows", "Second title for the seed test"));
    expect((await postOf("seed-follows"))?.title).toBe("Second title for the seed test");
    expect(await sectionsOf("seed-follows")).toBe(6);
  });

  it("never brings back a post an admin deleted, even when its file changes", async () => {
    await seed(seedFile("seed-deleted", "A post the admin will delete"));
    const post = await postOf("seed-deleted");
    await runBatch(env.DB, deletePostWrites(getDb(env), { id: post!.id, expectedUpdatedAt: post!.updatedAt }));
    await seed(seedFile("seed-deleted", "A post the admin will delete"));
    await seed(seedFile("seed-deleted", "The same post with a changed file"));
    expect(await postOf("seed-deleted")).toBeUndefined();
    expect(await sectionsOf("seed-deleted")).toBe(0);
  });

  it("never overwrites an admin's edit, even when the file changes", async () => {
    await seed(seedFile("seed-edited", "The title the file gives"));
    await adminEdit("seed-edited", "The title the admin chose");
    await seed(seedFile("seed-edited", "A newer title from the file"));
    const post = await postOf("seed-edited");
    expect(post?.title).toBe("The title the admin chose");
    expect(post?.seedHash).toBeNull();
  });

  it("puts the file back over a deletion or an edit when the operator resets that slug", async () => {
    await seed(seedFile("seed-reset", "The title the file gives"));
    await adminEdit("seed-reset", "The title the admin chose");
    await seed(seedFile("seed-reset", "The file's title after a reset"), ["seed-reset"]);
    expect((await postOf("seed-reset"))?.title).toBe("The file's title after a reset");
    const post = await postOf("seed-reset");
    await runBatch(env.DB, deletePostWrites(getDb(env), { id: post!.id, expectedUpdatedAt: post!.updatedAt }));
    await seed(seedFile("seed-reset", "The file's title after a reset"), ["seed-reset"]);
    expect((await postOf("seed-reset"))?.status).toBe("published");
    expect(await sectionsOf("seed-reset")).toBe(6);
  });
});
