import { CircleCheck, FilePlus2 } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { countPostsByStatus, listPostsForAdmin } from "~/.server/content/queries";
import { StatusBadge } from "~/components/content/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { formatPostDate, KIND_LABELS, toUtcInputValue } from "~/domain/content/format";
import { postPath } from "~/domain/content/paths";
import { POST_STATUSES, type PostStatus } from "~/domain/content/post";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin-blog";

export function meta() {
  return [{ title: "Blog admin | CLEARED" }, { name: "robots", content: "noindex" }];
}

const DONE_MESSAGES: Record<string, string> = { deleted: "The post was deleted." };

// Admin-only: everyone else gets the same 404 as a page that does not exist.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  const requested = url.searchParams.get("status");
  const status = POST_STATUSES.includes(requested as PostStatus) ? (requested as PostStatus) : undefined;
  const [posts, counts] = await Promise.all([listPostsForAdmin(env, { status }), countPostsByStatus(env)]);
  return { email: admin.email, status: status ?? null, posts, counts, notice: DONE_MESSAGES[url.searchParams.get("done") ?? ""] ?? null };
}

const FILTERS: { label: string; status: PostStatus | null }[] = [
  { label: "All", status: null },
  { label: "Published", status: "published" },
  { label: "Scheduled", status: "scheduled" },
  { label: "Drafts", status: "draft" },
];

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { email, status, posts, counts, notice } = loaderData;
  const total = counts.draft + counts.scheduled + counts.published;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight">Blog administration</h1>
          <p className="mt-1 text-sm text-muted-foreground">Signed in as {email}. Guides appear in the Learning Center, articles on the blog.</p>
        </div>
        <Link to="/admin/blog/new" className={buttonVariants()}>
          <FilePlus2 aria-hidden /> New post
        </Link>
      </div>

      {notice && (
        <p role="status" className="mt-6 flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium">
          <CircleCheck className="size-4 text-success" aria-hidden /> {notice}
        </p>
      )}

      <nav aria-label="Filter by status" className="mt-8 flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const count = filter.status ? counts[filter.status] : total;
          const active = filter.status === status;
          return (
            <Link
              key={filter.label}
              to={filter.status ? `/admin/blog?status=${filter.status}` : "/admin/blog"}
              aria-current={active ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium",
                active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted",
              )}
            >
              {filter.label} <span className="tabular-nums opacity-75">{count}</span>
            </Link>
          );
        })}
      </nav>

      {posts.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {status ? `No ${status === "draft" ? "drafts" : `${status} posts`}.` : "No posts yet."}{" "}
          <Link to="/admin/blog/new" className="font-medium text-primary underline">
            Write one
          </Link>
          .
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Title</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                <th scope="col" className="px-4 py-3 font-semibold">Updated</th>
                <th scope="col" className="px-4 py-3 font-semibold">Author</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-border last:border-0" data-testid="admin-post-row">
                  <td className="px-4 py-3">
                    <Link to={`/admin/blog/${post.id}`} className="font-semibold hover:text-primary hover:underline">
                      {post.title}
                    </Link>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      {KIND_LABELS[post.kind]} · {postPath(post.slug)}
                      {post.fromRepository ? " · from content/" : ""}
                    </p>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={post.status} />
                    {post.status === "scheduled" && post.publishAt && (
                      <p className="mt-1 text-xs text-muted-foreground">{toUtcInputValue(post.publishAt).replace("T", " ")} UTC</p>
                    )}
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">
                    <time dateTime={new Date(post.updatedAt).toISOString()}>{formatPostDate(post.updatedAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">{post.authorEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
