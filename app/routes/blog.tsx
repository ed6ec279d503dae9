import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Blog",
    description: "Articles on supplement safety, certification and tactical nutrition for service members.",
    path: "/blog",
  });
}

export default function BlogIndex() {
  return (
    <>
      <PageHeader eyebrow="Blog" title="Field notes on supplement safety">
        Articles on certification, the DoD prohibited list and tactical nutrition.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <p className="font-semibold">No articles published yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">Our first articles are in review. Meanwhile, the Learning Center explains how we choose.</p>
          <Link to="/methodology" prefetch="intent" className={buttonVariants({ className: "mt-4" })}>
            Visit the Learning Center
          </Link>
        </div>
      </div>
    </>
  );
}
