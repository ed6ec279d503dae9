import type { ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { handleEditorAction } from "~/.server/content/form-actions";
import { findPostById } from "~/.server/content/queries";
import { PostEditor } from "~/components/content/post-editor";
import { appContext } from "~/context";
import { toUtcInputValue } from "~/domain/content/format";
import { toPostForm } from "~/domain/content/post-schema";
import { notFound } from "~/lib/meta";
import type { Route } from "./+types/admin-blog-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Edit: ${loaderData.post.title}` : "Edit post"} | CLEARED` }, { name: "robots", content: "noindex" }];
}

const DONE_MESSAGES: Record<string, string> = {
  save: "Saved.",
  publish: "Published: the post is live.",
  schedule: "Scheduled: the post goes live at the time shown.",
  unpublish: "Unpublished: the post is a draft again and visible only to admins.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const post = await findPostById(env, { id: params.postId });
  if (!post) notFound();
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      status: post.status,
      publishAt: post.publishAt,
      updatedAt: post.updatedAt,
      fromRepository: post.seedHash !== null,
    },
    initial: { ...toPostForm(post), publishAt: post.status === "scheduled" && post.publishAt ? toUtcInputValue(post.publishAt) : "" },
    notice: DONE_MESSAGES[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleEditorAction(request, context, { postId: params.postId });
}

/**
 * The post is loaded once per visit, never behind the editor's back: reloading it would remount
 * the form with another admin's version (and its newer revision), dropping the text being typed
 * and letting the next save overwrite their change unseen. So a refused save does not reload it
 * (the live preview never goes through the router); "Load the latest version" does, on purpose.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok === false) return false;
  return defaultShouldRevalidate;
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor post={loaderData.post} initial={loaderData.initial} actionData={actionData} notice={actionData ? null : loaderData.notice} />;
}
