/**
 * The admin's writes to posts: validation (the form's own zod schema), slug uniqueness, the
 * status a button asks for, and optimistic concurrency (a save names the `updatedAt` it was
 * loaded at; if the post changed since, nothing is written). Errors are AppErrors with field
 * messages, for the form to show next to the fields.
 */
import { getDb } from "~/.server/db/client";
import type { Post } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { fieldErrors } from "~/domain/auth/schemas";
import { type PostFields, postFormSchema, scheduleSchema } from "~/domain/content/post-schema";
import { CONTENT_RULES } from "./files";
import { inspectMarkdown } from "./markdown";
import { findPostById, findSlugOwner } from "./queries";
import { createPostWrites, deletePostWrites, newRevision, type PostState, publishDueWrites, toStatements, updatePostWrites, type Write } from "./writes";

type DbEnv = Pick<Env, "DB">;

export const EDITOR_INTENTS = ["save", "publish", "schedule", "unpublish"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export const STALE_MESSAGE =
  "Someone else saved this post after you opened it, so your changes were not saved and nothing was overwritten. Your text is still in the form: copy what you need, reload the post, and apply it again.";

/** The form's fields as a post, or a 422 with a message per field. */
export function parsePostForm(form: Record<string, unknown>): PostFields {
  const parsed = postFormSchema.safeParse(form);
  if (!parsed.success) throw new AppError("invalid:post", "Check the highlighted fields.", 422, { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

function nextState(intent: EditorIntent, current: PostState | null, form: Record<string, unknown>, now: number): PostState {
  switch (intent) {
    case "save":
      return current ? { status: current.status, publishAt: current.publishAt } : { status: "draft", publishAt: null };
    case "publish":
      return { status: "published", publishAt: current?.status === "published" ? current.publishAt : now };
    case "unpublish":
      return { status: "draft", publishAt: current?.publishAt ?? null };
    case "schedule": {
      const parsed = scheduleSchema.safeParse({ publishAt: form.publishAt });
      if (!parsed.success) throw new AppError("invalid:post", "Check the highlighted fields.", 422, { fields: fieldErrors(parsed.error) });
      if (parsed.data.publishAt <= now) {
        throw new AppError("invalid:post", "Check the highlighted fields.", 422, { fields: { publishAt: ["Choose a time in the future (UTC)."] } });
      }
      return { status: "scheduled", publishAt: parsed.data.publishAt };
    }
  }
}

/**
 * What keeps a post from going live: the standard every guide in content/ meets (at least 600
 * words, 3 to 8 sources each with its address and the date read, a closing "Bottom line"
 * section). A draft may be anything; publishing and scheduling are refused with each unmet rule
 * named, next to its field.
 */
export function publishingProblems(fields: PostFields): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  const { words } = inspectMarkdown(fields.body);
  const { minWords, sources, lastHeading } = CONTENT_RULES;
  if (words < minWords) add("body", `The body has ${words} words; a published post needs at least ${minWords}.`);
  const headings = [...fields.body.matchAll(/^## +(.+?) *#*$/gm)].map((m) => m[1].trim());
  if (headings.at(-1) !== lastHeading) add("body", `End the body with a "## ${lastHeading}" section.`);
  const count = fields.sources.length;
  if (count < sources.min || count > sources.max) {
    add("sources", `${count} ${count === 1 ? "source" : "sources"} listed; a published post needs ${sources.min} to ${sources.max}, each with its URL and the date read.`);
  }
  return problems;
}

/** Whatever leaves the post live or scheduled (a save of a published post too) must meet the standard. */
function assertPublishable(state: PostState, fields: PostFields) {
  if (state.status === "draft") return;
  const problems = publishingProblems(fields);
  const unmet = Object.values(problems).flat();
  if (unmet.length === 0) return;
  const verb = state.status === "scheduled" ? "scheduled" : "published";
  throw new AppError("invalid:post", `Not ${verb}: the post does not meet the publishing standard yet. ${unmet.join(" ")} You can still save it as a draft.`, 422, {
    fields: problems,
  });
}

async function assertSlugFree(env: DbEnv, slug: string, exceptId?: string) {
  const owner = await findSlugOwner(env, { slug, exceptId });
  if (owner) slugTaken(owner.title);
}

function slugTaken(title?: string): never {
  throw new AppError("conflict:slug", "That slug is already in use.", 409, {
    fields: { slug: [title ? `“${title}” already uses this slug. Choose another.` : "Another post already uses this slug. Choose another."] },
  });
}

/** D1 reports a unique index violation in the error text; a race past the pre-check lands here. */
function isSlugUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: posts\.slug/.test(`${error.message} ${String(error.cause ?? "")}`);
}

/**
 * Runs the writes as one D1 batch (one transaction: all or nothing). D1's own batch, because
 * drizzle's cannot bind parameters of raw SQL statements inside a batch.
 */
export function runBatch(d1: D1Database, writes: readonly Write[]): Promise<D1Result[]> {
  return d1.batch(toStatements(writes).map((s) => d1.prepare(s.sql).bind(...s.params)));
}

async function runWrites(env: DbEnv, writes: Write[]): Promise<D1Result[]> {
  try {
    return await runBatch(env.DB, writes);
  } catch (error) {
    if (isSlugUniqueViolation(error)) slugTaken();
    throw error;
  }
}

export async function createPost(
  env: DbEnv,
  { authorId, form, intent, now = Date.now() }: { authorId: string; form: Record<string, unknown>; intent: EditorIntent; now?: number },
): Promise<Post> {
  const fields = parsePostForm(form);
  const state = nextState(intent, null, form, now);
  assertPublishable(state, fields);
  await assertSlugFree(env, fields.slug);
  const id = crypto.randomUUID();
  await runWrites(env, createPostWrites(getDb(env), { id, fields, state, authorId, now, revision: newRevision() }));
  return savedPost(env, id);
}

/** The post as the batch left it (deleted in between: the same 404 as any missing post). */
async function savedPost(env: DbEnv, id: string): Promise<Post> {
  const post = await findPostById(env, { id });
  if (!post) throw new AppError("not_found:post", "This post no longer exists; it may have been deleted.", 404);
  return post;
}

function parseExpected(value: unknown): number {
  const expected = Number(value);
  if (!Number.isSafeInteger(expected) || expected <= 0) throw new AppError("bad_request:post", "The form is missing the version it was loaded at. Reload the post.", 400);
  return expected;
}

async function loadForWrite(env: DbEnv, id: string, expectedUpdatedAt: number): Promise<Post> {
  const current = await findPostById(env, { id });
  if (!current) throw new AppError("not_found:post", "This post no longer exists; it may have been deleted.", 404);
  if (current.updatedAt !== expectedUpdatedAt) throw new AppError("conflict:stale", STALE_MESSAGE, 409);
  return current;
}

export async function updatePost(
  env: DbEnv,
  { id, form, intent, now = Date.now() }: { id: string; form: Record<string, unknown>; intent: EditorIntent; now?: number },
): Promise<Post> {
  const expectedUpdatedAt = parseExpected(form.updatedAt);
  const fields = parsePostForm(form);
  const current = await loadForWrite(env, id, expectedUpdatedAt);
  const state = nextState(intent, current, form, now);
  assertPublishable(state, fields);
  await assertSlugFree(env, fields.slug, id);
  // Strictly later than the loaded version, even within the same millisecond.
  const savedAt = Math.max(now, expectedUpdatedAt + 1);
  const [postWrite] = await runWrites(env, updatePostWrites(getDb(env), { id, expectedUpdatedAt, fields, state, now: savedAt, revision: newRevision() }));
  // Another save landed between the check above and this batch: the batch changed nothing.
  if (postWrite.meta.changes === 0) {
    await loadForWrite(env, id, expectedUpdatedAt);
    throw new AppError("conflict:stale", STALE_MESSAGE, 409);
  }
  return savedPost(env, id);
}

export async function deletePost(env: DbEnv, { id, form }: { id: string; form: Record<string, unknown> }): Promise<void> {
  const expectedUpdatedAt = parseExpected(form.updatedAt);
  await loadForWrite(env, id, expectedUpdatedAt);
  const [postDelete] = await runWrites(env, deletePostWrites(getDb(env), { id, expectedUpdatedAt }));
  if (postDelete.meta.changes === 0) {
    await loadForWrite(env, id, expectedUpdatedAt);
    throw new AppError("conflict:stale", STALE_MESSAGE, 409);
  }
}

/** The cron's step: scheduled posts whose time has come are published. Returns how many. */
export async function publishDuePosts(env: DbEnv, { now = Date.now() }: { now?: number } = {}): Promise<number> {
  const [result] = await runWrites(env, publishDueWrites(getDb(env), { now }));
  return result.meta.changes;
}
