import { requireAdmin } from "~/.server/auth/admin";
import type { Route } from "./+types/admin-blog";

export function meta() {
  return [{ title: "Blog admin | CLEARED" }, { name: "robots", content: "noindex" }];
}

// Admin-only: everyone else gets the same 404 as a page that does not exist.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  return { email: admin.email };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-black">Blog administration</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {loaderData.email}.</p>
    </div>
  );
}
