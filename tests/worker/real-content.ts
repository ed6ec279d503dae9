import { parseContentFile } from "~/.server/content/files";
import { runBatch } from "~/.server/content/service";
import { contentSeedWrites, type SeedFile } from "~/.server/content/writes";
import { getDb } from "~/.server/db/client";

/*
 * The repository's guides and articles (content/), written into the test's D1 through the seed's
 * own writes, so the chat's knowledge answers are judged against the articles the site publishes.
 */

const CONTENT_FILES = import.meta.glob<string>("../../content/*.md", { query: "?raw", import: "default", eager: true });

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export interface SeededContent {
  /** Slugs of the seeded posts. */
  slugs: string[];
  /** "/blog/<slug>" of every post and "/blog/<slug>#<anchor>" of every h2 section, each with the text it holds. */
  sectionText: Map<string, string>;
}

/** Seeds every content/ file as `npm run db:seed` does; a file that fails its checks fails the test run. */
export async function seedRealContent(env: Pick<Env, "DB">, now = Date.now()): Promise<SeededContent> {
  const files: SeedFile[] = [];
  for (const [path, text] of Object.entries(CONTENT_FILES).sort(([a], [b]) => a.localeCompare(b))) {
    const result = parseContentFile(path.split("/").pop() ?? path, text);
    if (!result.ok) throw new Error(result.problems.join("\n"));
    files.push({ post: result.post, hash: await sha256(text) });
  }
  if (files.length === 0) throw new Error("content/ has no articles to seed");
  await runBatch(env.DB, contentSeedWrites(getDb(env), files, { now }));

  const { results } = await env.DB.prepare(
    "SELECT posts.slug AS slug, post_sections.anchor AS anchor, post_sections.body AS body FROM post_sections JOIN posts ON posts.id = post_sections.post_id WHERE posts.status = 'published' ORDER BY posts.slug, post_sections.position",
  ).all<{ slug: string; anchor: string | null; body: string }>();
  const sectionText = new Map<string, string>();
  for (const row of results) {
    const whole = `/blog/${row.slug}`;
    sectionText.set(whole, `${sectionText.get(whole) ?? ""}\n${row.body}`);
    if (row.anchor) sectionText.set(`${whole}#${row.anchor}`, row.body);
  }
  return { slugs: files.map((f) => f.post.slug), sectionText };
}
