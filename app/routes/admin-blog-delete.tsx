import { TriangleAlert, Trash2 } from "~/components/icons";
import { Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { handleDeleteAction } from "~/.server/content/form-actions";
import { findPostById } from "~/.server/content/queries";
import { StatusBadge } from "~/components/content/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { notFound } from "~/lib/meta";
import type { Route } from "./+types/admin-blog-delete";

export function meta() {
  return [{ title: "Delete post | CLEARED" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const post = await findPostById(env, { id: params.postId });
  if (!post) notFound();
  return { post: { id: post.id, title: post.title, slug: post.slug, status: post.status, updatedAt: post.updatedAt, fromRepository: post.seedHash !== null } };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleDeleteAction(request, context, { postId: params.postId });
}

/** The confirmation step: a page of its own, so deleting works the same without JavaScript. */
export default function DeletePost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="flex items-center gap-2 text-2xl font-black tracking-tight">
        <Trash2 className="size-6 text-destructive" aria-hidden /> Delete this post?
      </h1>
      <div className="mt-6 rounded-xl border border-border bg-card p-5">
        <p className="font-semibold">{post.title}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={post.status} /> /blog/{post.slug}
        </p>
      </div>
      <p className="mt-5 text-sm text-muted-foreground">
        The post and its search entries are removed for good; its page will answer “not found”. To take it offline but keep it,
        unpublish it instead.
        {post.fromRepository && ` It comes from content/${post.slug}.md; the seed will not bring it back.`}
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-5 flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-semibold">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden /> {actionData.message}
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="updatedAt" value={String(post.updatedAt)} />
        <Button type="submit" variant="destructive" disabled={submitting}>
          <Trash2 aria-hidden /> Delete permanently
        </Button>
        <Link to={`/admin/blog/${post.id}`} className={buttonVariants({ variant: "outline" })}>
          Keep it
        </Link>
      </Form>
    </div>
  );
}
