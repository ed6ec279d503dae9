import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { createPost } from "~/.server/content/service";
import { getDb } from "~/.server/db/client";
import { type Post, posts } from "~/.server/db/schema";
import { fixtureBody } from "../fixtures/content-file";
import { createUser, freshEmail, signIn } from "./auth-helpers";

export async function adminSession(): Promise<{ id: string; email: string; cookie: string }> {
  const { id, email } = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: Date.now() });
  return { id, email, cookie: await signIn(email) };
}

export async function userSession(): Promise<{ id: string; cookie: string }> {
  const { id, email } = await createUser(freshEmail("reader"), { emailVerifiedAt: Date.now() });
  return { id, cookie: await signIn(email) };
}

let counter = 0;

/** The editor's fields for a valid guide; every value is text, as a form posts it. */
export function postForm(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    kind: "guide",
    title: `Test guide ${counter} ${crypto.randomUUID().slice(0, 6)}`,
    slug: "",
    description: "A guide written by the tests.",
    group: "Certification and testing",
    tags: "testing, labels",
    heroImageUrl: "",
    reviewedOn: "2026-11-20",
    sources: [
      "OPSS caffeine | https://www.opss.org/caffeine | 2026-11-23",
      "NIH ODS vitamin D | https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/ | 2026-11-23",
      "FDA | https://www.fda.gov/consumers/consumer-updates/spilling-beans | 2026-11-23",
    ].join("\n"),
    // Long enough, sourced and closed by "Bottom line": the standard publishing asks for.
    body: fixtureBody({ sections: 2, paragraphsPerSection: 8 }),
    ...overrides,
  };
}

/** A post written through the admin service, as an admin's button would. */
export async function makePost(
  authorId: string,
  overrides: Record<string, string> = {},
  intent: "save" | "publish" | "schedule" = "publish",
  now?: number,
): Promise<Post> {
  return createPost(env, { authorId, form: postForm(overrides), intent, now });
}

export function findPost(id: string) {
  return getDb(env).select().from(posts).where(eq(posts.id, id)).get();
}

/** The search rows of a post: heading and text, in order. */
export async function sectionsOf(postId: string): Promise<{ heading: string | null; body: string; title: string }[]> {
  const { results } = await env.DB.prepare("SELECT heading, body, title FROM post_sections WHERE post_id = ? ORDER BY position")
    .bind(postId)
    .all<{ heading: string | null; body: string; title: string }>();
  return results;
}

export async function clearPosts() {
  await getDb(env).run(sql`DELETE FROM post_sections`);
  await getDb(env).delete(posts);
}
