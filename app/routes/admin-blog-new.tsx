import { requireAdmin } from "~/.server/auth/admin";
import { handleEditorAction } from "~/.server/content/form-actions";
import { PostEditor } from "~/components/content/post-editor";
import { POST_FORM_FIELDS } from "~/domain/content/post";
import type { Route } from "./+types/admin-blog-new";

export function meta() {
  return [{ title: "New post | CLEARED" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const initial: Record<string, string> = Object.fromEntries([...POST_FORM_FIELDS, "publishAt"].map((key) => [key, ""]));
  return { initial: { ...initial, kind: "guide" } };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleEditorAction(request, context, {});
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor post={null} initial={loaderData.initial} actionData={actionData} />;
}
