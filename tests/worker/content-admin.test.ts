import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { runBatch, updatePost } from "~/.server/content/service";
import { newRevision, updatePostWrites } from "~/.server/content/writes";
import { getDb } from "~/.server/db/client";
import { posts, users } from "~/.server/db/schema";
import { formPost } from "./auth-helpers";
import { adminSession, findPost, makePost, postForm, sectionsOf, userSession } from "./content-helpers";
import { ORIGIN, request } from "./helpers";

let admin: { id: string; email: string; cookie: string };
let reader: { id: string; cookie: string };

beforeAll(async () => {
  admin = await adminSession();
  reader = await userSession();
  // The first page render compiles the route modules: do it here, not inside a timed test.
  await request("/blog/warm-up");
}, 300_000);

const page = (path: string, cookie?: string) => request(path, { headers: cookie ? { Cookie: cookie } : {} });

function idFromLocation(res: Response): string {
  const location = res.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}\?done=/);
  return location.slice("/admin/blog/".length, "/admin/blog/".length + 36);
}

describe("admin access: re-checked in D1 on every load and action, 404 to everyone else", () => {
  const roles = [
    ["a visitor", () => undefined],
    ["a signed-in user", () => reader.cookie],
  ] as const;

  it.each(roles)("answers every admin page to %s with 404", async (_who, cookie) => {
    const post = await makePost(admin.id, {}, "save");
    for (const path of ["/admin/blog", "/admin/blog/new", `/admin/blog/${post.id}`, `/admin/blog/${post.id}/delete`, "/admin/blog/preview"]) {
      const res = await page(path, cookie());
      expect(res.status, path).toBe(404);
    }
  });

  it.each(roles)("answers every admin action from %s with 404 and changes nothing", async (_who, cookie) => {
    const post = await makePost(admin.id, {}, "save");
    const actions: [string, Record<string, string>][] = [
      ["/admin/blog/new", { ...postForm(), intent: "publish" }],
      ...(["save", "publish", "unpublish", "preview"] as const).map(
        (intent) => [`/admin/blog/${post.id}`, { ...postForm({ title: "Hijacked" }), updatedAt: String(post.updatedAt), intent }] as [string, Record<string, string>],
      ),
      [`/admin/blog/${post.id}`, { ...postForm(), updatedAt: String(post.updatedAt), intent: "schedule", publishAt: "2099-01-01T00:00" }],
      [`/admin/blog/${post.id}/delete`, { updatedAt: String(post.updatedAt) }],
      ["/admin/blog/preview", { body: "# hi" }],
    ];
    const before = await getDb(env).select().from(posts);
    for (const [path, fields] of actions) {
      const res = await formPost(path, fields, { cookie: cookie() });
      expect(res.status, `${path} ${fields.intent ?? ""}`).toBe(404);
    }
    expect(await getDb(env).select().from(posts)).toEqual(before);
  });

  it("stops an admin who has been demoted since signing in", async () => {
    const demoted = await adminSession();
    await getDb(env).update(users).set({ role: "user" }).where(eq(users.id, demoted.id));
    expect((await page("/admin/blog", demoted.cookie)).status).toBe(404);
    expect((await formPost("/admin/blog/new", { ...postForm(), intent: "save" }, { cookie: demoted.cookie })).status).toBe(404);
  });
});

describe("admin actions as an admin", () => {
  it("lists posts with status, author and a status filter", async () => {
    const draft = await makePost(admin.id, { title: "Listed draft" }, "save");
    const live = await makePost(admin.id, { title: "Listed live" }, "publish");
    const all = await (await page("/admin/blog", admin.cookie)).text();
    expect(all).toContain("Listed draft");
    expect(all).toContain("Listed live");
    const drafts = await (await page("/admin/blog?status=draft", admin.cookie)).text();
    expect(drafts).toContain("Listed draft");
    expect(drafts).not.toContain("Listed live");
    expect(drafts).toContain(`href="/admin/blog/${draft.id}"`);
    const published = await (await page("/admin/blog?status=published", admin.cookie)).text();
    expect(published).toContain(`href="/admin/blog/${live.id}"`);
    expect(published).toContain(admin.email);
  });

  it("creates a draft: the slug comes from the title, the page is the admins' alone", async () => {
    const res = await formPost("/admin/blog/new", { ...postForm({ title: "Creatine: loading or not?" }), intent: "save" }, { cookie: admin.cookie });
    expect(res.status).toBe(302);
    const post = (await findPost(idFromLocation(res)))!;
    expect(post).toMatchObject({ slug: "creatine-loading-or-not", status: "draft", publishAt: null, authorId: admin.id, tags: ["testing", "labels"] });
    expect(await sectionsOf(post.id)).toHaveLength(4);

    expect((await page("/blog/creatine-loading-or-not")).status).toBe(404);
    expect((await page("/blog/creatine-loading-or-not", reader.cookie)).status).toBe(404);
    const asAdmin = await page("/blog/creatine-loading-or-not", admin.cookie);
    expect(asAdmin.status).toBe(200);
    const html = await asAdmin.text();
    expect(html).toContain('data-testid="draft-banner"');
    expect(html).toContain("Draft: not published. Only admins can see this page.");
    expect(html).toContain('content="noindex"');
  });

  it("publishes, schedules and unpublishes through the editor's buttons", async () => {
    const draft = await makePost(admin.id, {}, "save");
    const publish = await formPost(`/admin/blog/${draft.id}`, { ...postForm({ title: draft.title, slug: draft.slug }), updatedAt: String(draft.updatedAt), intent: "publish" }, { cookie: admin.cookie });
    expect(publish.headers.get("Location")).toBe(`/admin/blog/${draft.id}?done=publish`);
    const live = (await findPost(draft.id))!;
    expect(live.status).toBe("published");
    expect(live.publishAt).toBeGreaterThan(draft.updatedAt - 1);
    expect((await page(`/blog/${draft.slug}`)).status).toBe(200);

    const unpublish = await formPost(`/admin/blog/${draft.id}`, { ...postForm({ title: draft.title, slug: draft.slug }), updatedAt: String(live.updatedAt), intent: "unpublish" }, { cookie: admin.cookie });
    expect(unpublish.status).toBe(302);
    expect((await findPost(draft.id))!.status).toBe("draft");
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);

    const unpublished = (await findPost(draft.id))!;
    const schedule = await formPost(
      `/admin/blog/${draft.id}`,
      { ...postForm({ title: draft.title, slug: draft.slug }), updatedAt: String(unpublished.updatedAt), intent: "schedule", publishAt: "2099-03-04T05:06" },
      { cookie: admin.cookie },
    );
    expect(schedule.status).toBe(302);
    expect(await findPost(draft.id)).toMatchObject({ status: "scheduled", publishAt: Date.UTC(2099, 2, 4, 5, 6) });
    const scheduledPage = await (await page(`/blog/${draft.slug}`, admin.cookie)).text();
    expect(scheduledPage).toContain("Draft: scheduled for 2099-03-04 05:06 UTC.");
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);
  });

  it("refuses a schedule in the past with a field message", async () => {
    const draft = await makePost(admin.id, {}, "save");
    const res = await formPost(`/admin/blog/${draft.id}`, { ...postForm(), updatedAt: String(draft.updatedAt), intent: "schedule", publishAt: "2001-01-01T00:00" }, { cookie: admin.cookie });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("Choose a time in the future (UTC).");
    expect((await findPost(draft.id))!.status).toBe("draft");
  });

  it("saves a short draft, but refuses to publish or schedule it and names each unmet rule", async () => {
    const short = { body: "Fifteen words of text that no reader could use to decide anything about a supplement.", sources: "OPSS | https://www.opss.org/ | 2026-11-23" };
    const draft = await makePost(admin.id, short, "save");
    expect(draft.status).toBe("draft");
    for (const intent of ["publish", "schedule"] as const) {
      const res = await formPost(
        `/admin/blog/${draft.id}`,
        { ...postForm({ title: draft.title, slug: draft.slug, ...short }), updatedAt: String(draft.updatedAt), intent, publishAt: "2099-01-01T00:00" },
        { cookie: admin.cookie },
      );
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain("The body has 15 words; a published post needs at least 600.");
      expect(html).toContain("End the body with a &quot;## Bottom line&quot; section.");
      expect(html).toContain("1 source listed; a published post needs 3 to 8, each with its URL and the date read.");
    }
    expect((await findPost(draft.id))!.status).toBe("draft");
  });

  it("edits a post and rewrites its search rows in the same batch", async () => {
    const post = await makePost(admin.id, {}, "save");
    const res = await formPost(
      `/admin/blog/${post.id}`,
      { ...postForm({ title: "Renamed guide", slug: "renamed-guide", body: "Intro about electrolytes.\n\n## Sodium in the heat?\n\nSalt tablets and sweat.\n\n## Bottom line\n\nDrink." }), updatedAt: String(post.updatedAt), intent: "save" },
      { cookie: admin.cookie },
    );
    expect(res.headers.get("Location")).toBe(`/admin/blog/${post.id}?done=save`);
    expect(await findPost(post.id)).toMatchObject({ title: "Renamed guide", slug: "renamed-guide", status: "draft" });
    expect(await sectionsOf(post.id)).toEqual([
      { heading: null, body: "Intro about electrolytes.", title: "Renamed guide" },
      { heading: "Sodium in the heat?", body: "Salt tablets and sweat.", title: "Renamed guide" },
      { heading: "Bottom line", body: "Drink.", title: "Renamed guide" },
    ]);
    expect((await page("/blog/renamed-guide", admin.cookie)).status).toBe(200);
  });

  it("previews a body with the page's renderer, without saving, from the editor and from the live preview endpoint", async () => {
    const post = await makePost(admin.id, {}, "save");
    const body = "Intro [1].\n\n## A heading\n\n<script>alert(1)</script>[x](javascript:alert(1))";
    const res = await formPost(`/admin/blog/${post.id}`, { ...postForm({ body }), updatedAt: String(post.updatedAt), intent: "preview" }, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
    expect(html).toContain('<a href="#source-1" title="Source 1" class="citation">[1]</a>');
    expect(html).not.toContain("<script>alert(1)");
    expect((await findPost(post.id))!.body).toBe(post.body);

    const live = await formPost("/admin/blog/preview", { body, sources: "A | https://a.example | 2026-11-23" }, { cookie: admin.cookie });
    expect(live.status).toBe(200);
    const json = (await live.json()) as { html: string; toc: unknown; words: number };
    // The line starting with <script> is an HTML block: dropped whole, link and all.
    expect(json.html).toBe('<p>Intro <a href="#source-1" title="Source 1" class="citation">[1]</a>.</p>\n<h2 id="a-heading">A heading</h2>');
    expect(json.toc).toEqual([{ anchor: "a-heading", text: "A heading" }]);
  });

  it("deletes after confirmation, with the post's search rows", async () => {
    const post = await makePost(admin.id, { title: "To be deleted" });
    const confirm = await page(`/admin/blog/${post.id}/delete`, admin.cookie);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Delete this post?");
    const res = await formPost(`/admin/blog/${post.id}/delete`, { updatedAt: String(post.updatedAt) }, { cookie: admin.cookie });
    expect(res.headers.get("Location")).toBe("/admin/blog?done=deleted");
    expect(await findPost(post.id)).toBeUndefined();
    expect(await sectionsOf(post.id)).toEqual([]);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
  });

  it("answers a bad form with 422 and field messages, keeps what was typed, and writes nothing", async () => {
    const before = (await getDb(env).select().from(posts)).length;
    const res = await formPost("/admin/blog/new", { ...postForm({ title: "Keep my words", description: "x".repeat(161), tags: "not_ok", heroImageUrl: "http://img.example/a.png" }), intent: "save" }, { cookie: admin.cookie });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Check the highlighted fields.");
    expect(html).toContain("Keep the description to 160 characters.");
    expect(html).toContain("Tags use lower-case letters, digits and hyphens");
    expect(html).toContain("Use a full https:// address.");
    expect(html).toContain('value="Keep my words"');
    expect((await getDb(env).select().from(posts)).length).toBe(before);
  });

  it("refuses other content types with 415 and an unknown button with 400", async () => {
    const json = await request("/admin/blog/new", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: admin.cookie },
      body: JSON.stringify({ ...postForm(), intent: "save" }),
    });
    expect(json.status).toBe(415);
    const unknown = await formPost("/admin/blog/new", { ...postForm(), intent: "launch" }, { cookie: admin.cookie });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown form action.");
  });
});

describe("slugs", () => {
  it("answers a taken slug with 409 and a message on the slug field", async () => {
    const first = await makePost(admin.id, { title: "Hydration basics", slug: "hydration-basics" });
    const res = await formPost("/admin/blog/new", { ...postForm({ title: "Another hydration post", slug: "hydration-basics" }), intent: "save" }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain("“Hydration basics” already uses this slug. Choose another.");
    expect(html).toContain('value="Another hydration post"');
    const rows = await getDb(env).select().from(posts).where(eq(posts.slug, "hydration-basics"));
    expect(rows.map((r) => r.id)).toEqual([first.id]);
  });

  it("also refuses renaming a post onto another's slug", async () => {
    await makePost(admin.id, { slug: "taken-by-a" });
    const b = await makePost(admin.id, { slug: "owned-by-b" });
    const res = await formPost(`/admin/blog/${b.id}`, { ...postForm({ slug: "taken-by-a" }), updatedAt: String(b.updatedAt), intent: "save" }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect((await findPost(b.id))!.slug).toBe("owned-by-b");
  });
});

describe("two admins editing one post", () => {
  it("refuses the second save, overwrites nothing, and gives the second admin's text back", async () => {
    const post = await makePost(admin.id, { title: "Shared post", body: "Original intro.\n\n## Bottom line\n\nOriginal." }, "save");
    const second = await adminSession();
    const loadedAt = String(post.updatedAt);

    const first = await formPost(`/admin/blog/${post.id}`, { ...postForm({ title: "Shared post", slug: post.slug, body: "First admin's intro.\n\n## Bottom line\n\nFirst." }), updatedAt: loadedAt, intent: "save" }, { cookie: admin.cookie });
    expect(first.status).toBe(302);
    const afterFirst = (await findPost(post.id))!;

    const late = await formPost(`/admin/blog/${post.id}`, { ...postForm({ title: "Shared post", slug: post.slug, body: "Second admin's intro." }), updatedAt: loadedAt, intent: "save" }, { cookie: second.cookie });
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("Someone else saved this post after you opened it, so your changes were not saved and nothing was overwritten.");
    expect(html).toContain("Second admin&#x27;s intro.");
    expect(await findPost(post.id)).toEqual(afterFirst);
    expect((await sectionsOf(post.id)).map((s) => s.body)).toEqual(["First admin's intro.", "First."]);
  });

  it("keeps the search rows when a stale batch reaches D1 (the race after the version check)", async () => {
    const post = await makePost(admin.id, { body: "Kept intro.\n\n## Bottom line\n\nKept." }, "save");
    await updatePost(env, { id: post.id, form: { ...postForm({ slug: post.slug, title: post.title, body: post.body }), updatedAt: String(post.updatedAt) }, intent: "save" });
    // Straight to the batch with the old version, as if the check had passed just before the other save.
    const db = getDb(env);
    const fields = { ...(await findPost(post.id))!, body: "Stale text.\n\n## Bottom line\n\nStale.", group: "Certification and testing" as const };
    const [result] = await runBatch(
      env.DB,
      updatePostWrites(db, { id: post.id, expectedUpdatedAt: post.updatedAt, fields, state: { status: "published", publishAt: 1 }, now: Date.now() + 10, revision: newRevision() }),
    );
    expect(result.meta.changes).toBe(0);
    expect((await sectionsOf(post.id)).map((s) => s.body)).toEqual(["Kept intro.", "Kept."]);
    expect((await findPost(post.id))!.body).toBe("Kept intro.\n\n## Bottom line\n\nKept.");
  });

  it("refuses a delete of a post changed since the confirmation page was loaded", async () => {
    const post = await makePost(admin.id);
    await updatePost(env, { id: post.id, form: { ...postForm({ slug: post.slug }), updatedAt: String(post.updatedAt) }, intent: "save" });
    const res = await formPost(`/admin/blog/${post.id}/delete`, { updatedAt: String(post.updatedAt) }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(await findPost(post.id)).toBeDefined();
  });
});

describe("scheduled publishing (Cron Trigger)", () => {
  // The trigger runs every job, including the chat snapshot's model probe (up to 10 s).
  it("publishes posts whose time has come, and only those", { timeout: 120_000 }, async () => {
    const now = Date.now();
    const due = await makePost(admin.id, { publishAt: new Date(now + 60_000).toISOString().slice(0, 16) }, "schedule", now);
    const later = await makePost(admin.id, { publishAt: new Date(now + 3_600_000).toISOString().slice(0, 16) }, "schedule", now);
    expect((await findPost(due.id))!.status).toBe("scheduled");
    expect((await page(`/blog/${due.slug}`)).status).toBe(404);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: due.publishAt! + 1 }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await findPost(due.id))!.status).toBe("published");
    expect((await findPost(later.id))!.status).toBe("scheduled");
    expect((await page(`/blog/${due.slug}`)).status).toBe(200);
  });
});

describe("a failed batch", () => {
  it("leaves no partial post: the post row goes only with its search rows", async () => {
    const { results } = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'post_sections'").all<{ sql: string }>();
    const createSql = results[0].sql;
    await env.DB.exec("DROP TABLE post_sections");
    try {
      const res = await formPost("/admin/blog/new", { ...postForm({ title: "Half written", slug: "half-written" }), intent: "publish" }, { cookie: admin.cookie });
      expect(res.status).toBe(500);
      expect(await getDb(env).select().from(posts).where(eq(posts.slug, "half-written"))).toEqual([]);
    } finally {
      await env.DB.prepare(createSql).run();
    }
  });
});
