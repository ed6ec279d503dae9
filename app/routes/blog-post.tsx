import { ArrowLeft, PencilLine } from "~/components/icons";
import { Link, useRouteLoaderData } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { findPostBySlug, listRelatedPosts } from "~/.server/content/queries";
import { renderPostBody } from "~/.server/content/render";
import { ArticleBody, ArticleFacts, DraftBanner, SourcesList, TableOfContents } from "~/components/content/article-parts";
import { PostCard, TagLinks } from "~/components/content/post-card";
import { JsonLd } from "~/components/json-ld";
import { appContext } from "~/context";
import { postPath } from "~/domain/content/paths";
import { articleJsonLd } from "~/domain/content/structured-data";
import { breadcrumbJsonLd } from "~/domain/seo";
import { SAFETY_LINKS } from "~/domain/site";
import { notFound, routeMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/blog-post";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return routeMeta(matches, { title: "Not found", path: `/blog/${params.slug}`, noindex: true });
  const { post } = loaderData;
  return [
    ...routeMeta(matches, {
      title: post.title,
      description: post.description,
      path: postPath(post.slug),
      type: "article",
      image: post.heroImageUrl ?? undefined,
      noindex: post.status !== "published",
    }),
    ...(post.publishAt ? [{ property: "article:published_time", content: new Date(post.publishAt).toISOString() }] : []),
    { property: "article:modified_time", content: new Date(post.updatedAt).toISOString() },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const post = await findPostBySlug(env, { slug: params.slug });
  if (!post) notFound();
  // Drafts and scheduled posts exist only for admins (checked in D1); everyone else gets a 404.
  if (post.status !== "published") await requireAdmin(context);
  const rendered = renderPostBody(post, env.SITE_URL);
  const related = await listRelatedPosts(env, { post });
  const listing = post.kind === "guide" ? { name: "Learning Center", url: "/methodology" } : { name: "Blog", url: "/blog" };
  return {
    post: {
      slug: post.slug,
      kind: post.kind,
      title: post.title,
      description: post.description,
      tags: post.tags,
      group: post.group,
      heroImageUrl: post.heroImageUrl,
      status: post.status,
      publishAt: post.publishAt,
      updatedAt: post.updatedAt,
      reviewedOn: post.reviewedOn,
      sources: post.sources,
      id: post.id,
    },
    html: rendered.html,
    toc: rendered.toc,
    readingMinutes: rendered.readingMinutes,
    related,
    listing,
    // The navigation item this post belongs to: a guide is the Learning Center's, an article the Blog's.
    navSection: listing.url,
    jsonLd: [
      articleJsonLd(env.SITE_URL, post),
      breadcrumbJsonLd(env.SITE_URL, [{ name: "Home", url: "/" }, listing, { name: post.title, url: postPath(post.slug) }]),
    ],
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, html, toc, readingMinutes, related, listing, jsonLd } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const isAdmin = root?.user?.role === "admin";
  return (
    <>
      {post.status === "published" && <JsonLd items={jsonLd} />}
      <DraftBanner status={post.status} publishAt={post.publishAt} />
      <article>
        <header className="border-b border-border bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 md:pb-14 md:pt-12">
            <div className="flex items-center justify-between gap-4">
              <Link to={listing.url} prefetch="intent" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
                <ArrowLeft className="size-4" aria-hidden /> {listing.name}
              </Link>
              {isAdmin && (
                <Link to={`/admin/blog/${post.id}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground">
                  <PencilLine className="size-4" aria-hidden /> Edit
                </Link>
              )}
            </div>
            {post.kind === "guide" && post.group && (
              <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">{post.group}</p>
            )}
            <h1 className={`${post.kind === "guide" && post.group ? "mt-2" : "mt-6"} max-w-4xl text-3xl font-black leading-tight tracking-tight text-balance md:text-5xl`}>
              {post.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground md:text-xl">{post.description}</p>
            <ArticleFacts kind={post.kind} publishAt={post.publishAt} reviewedOn={post.reviewedOn} readingMinutes={readingMinutes} />
          </div>
        </header>
        {post.heroImageUrl && (
          <div className="mx-auto max-w-6xl px-4 pt-8">
            <img src={post.heroImageUrl} alt="" className="aspect-[2/1] w-full rounded-2xl object-cover" />
          </div>
        )}
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16 lg:py-14">
          {/* First in Tab order (a few stops after the header, not after the whole article), drawn beside the text. */}
          <TableOfContents items={toc} className="sticky top-24 hidden self-start lg:col-start-2 lg:row-start-1 lg:block" />
          <div className="min-w-0 max-w-[68ch] lg:col-start-1 lg:row-start-1">
            <TableOfContents items={toc} className="mb-8 lg:hidden" />
            <ArticleBody html={html} />
            <SourcesList sources={post.sources} />
            {post.tags.length > 0 && (
              <div className="mt-10 border-t border-border pt-6">
                <TagLinks tags={post.tags} />
              </div>
            )}
            <aside className="mt-10 rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground">
              General information for service members, not medical advice. Certification lowers the risk of a contaminated product
              but does not remove it. Ask your unit's medical provider or pharmacist about medications and conditions, and{" "}
              <a href={SAFETY_LINKS.opssAskTheExpert} rel="noopener noreferrer" className="text-link">
                OPSS Ask the Expert
              </a>{" "}
              about a specific supplement.
            </aside>
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-border bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="related-heading" className="text-2xl font-black tracking-tight">
              Related reading
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug} className="flex">
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
