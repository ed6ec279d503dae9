/**
 * The admin editor's form actions (/admin/blog/new, /admin/blog/:postId and its delete page):
 * the admin role re-checked in D1, the form read, the same service calls for every button,
 * then a redirect on success or the form's own values back with field messages.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { AppError, isAppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import type { EditorActionData, EditorPreview } from "~/domain/content/editor";
import { parseSourceLines, POST_FORM_FIELDS } from "~/domain/content/post";
import { appContext } from "~/context";
import { renderPostBody } from "./render";
import { createPost, deletePost, EDITOR_INTENTS, type EditorIntent, updatePost } from "./service";

/** A body far beyond the longest post allowed (100,000 characters) is refused while it is read. */
const MAX_FORM_BYTES = 512 * 1024;

/** The posted form's text fields, through the one body reader (415, 413 or 400 with a message). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  return (await readBody(request, { area: "admin", maxBytes: MAX_FORM_BYTES, accept: ["form"] })) as Record<string, string>;
}

/** The editor's fields only, to give back to the form exactly as typed. */
function formValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of [...POST_FORM_FIELDS, "publishAt"]) values[key] = fields[key] ?? "";
  return values;
}

/** The preview of a body as the page will show it (the same renderer), sources counted for [n] links. */
export function previewOf(fields: Record<string, string>, siteUrl: string): EditorPreview {
  const rendered = renderPostBody({ body: fields.body ?? "", sources: parseSourceLines(fields.sources ?? "") }, siteUrl);
  return { html: rendered.html, toc: rendered.toc, words: rendered.words, readingMinutes: rendered.readingMinutes };
}

function failure(error: AppError, values: Record<string, string>) {
  return data({ ok: false, code: error.code, message: error.message, fields: error.fields, values } satisfies EditorActionData, { status: error.status });
}

export async function handleEditorAction(request: Request, context: Readonly<RouterContextProvider>, { postId }: { postId?: string }) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  let fields: Record<string, string> = {};
  try {
    fields = await readFormFields(request);
    const intent = fields.intent;
    if (intent === "preview") return { ok: true, preview: previewOf(fields, env.SITE_URL), values: formValues(fields) } satisfies EditorActionData;
    if (!EDITOR_INTENTS.includes(intent as EditorIntent)) throw new AppError("bad_request:intent", "Unknown form action.", 400);
    const post = postId
      ? await updatePost(env, { id: postId, form: fields, intent: intent as EditorIntent })
      : await createPost(env, { authorId: admin.id, form: fields, intent: intent as EditorIntent });
    return redirect(`/admin/blog/${post.id}?done=${intent}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return failure(error, formValues(fields));
  }
}

export async function handleDeleteAction(request: Request, context: Readonly<RouterContextProvider>, { postId }: { postId: string }) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  try {
    const fields = await readFormFields(request);
    await deletePost(env, { id: postId, form: fields });
    return redirect("/admin/blog?done=deleted");
  } catch (error) {
    if (!isAppError(error)) throw error;
    return failure(error, {});
  }
}
