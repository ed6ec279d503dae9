import { ChevronLeft, ChevronRight, Rss, Search, X } from "~/components/icons";
import { Form, Link, useNavigation } from "react-router";
import { searchPosts } from "~/.server/content/blog-search";
import { listPublishedGuides, listPublishedPosts, listPublishedTags } from "~/.server/content/queries";
import { PostCard } from "~/components/content/post-card";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { appContext } from "~/context";
import { tagSchema } from "~/domain/content/post-schema";
import { FEED_TITLE } from "~/domain/feeds";
import { routeMeta } from "~/lib/meta";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/blog";

export function meta({ matches, location }: Route.MetaArgs) {
  const params = new URLSearchParams(location.search);
  return [
    ...routeMeta(matches, {
      title: params.get("tag") ? `Posts tagged ${params.get("tag")}` : "Blog",
      description: "Articles on supplement safety, certification and tactical nutrition for service members, each checked against its listed sources.",
      path: "/blog",
      // Search result pages are not pages of their own.
      noindex: params.has("q"),
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: FEED_TITLE, href: "/rss.xml" },
  ];
}

const MAX_QUERY = 200;
/** The most used topics are offered as filters; any tag still works from a post's own links. */
const TOPIC_LIMIT = 12;
const LATEST_GUIDES = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const rawTag = url.searchParams.get("tag")?.trim() || null;
  const tag = rawTag && tagSchema.safeParse(rawTag).success ? rawTag : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const allTags = await listPublishedTags(env);
  const tags = allTags.filter((t, i) => i < TOPIC_LIMIT || t.tag === rawTag);

  if (query) {
    const found = await searchPosts(env, { query, tag: tag ?? undefined, page });
    return { mode: "search" as const, query, tag: rawTag, tags, ...found, posts: [], guides: [] };
  }
  // Without a search or tag, the blog lists articles; a tag gathers guides and articles alike.
  const listing = await listPublishedPosts(env, tag ? { tag, page } : { kind: "article", page });
  const invalidTag = rawTag !== null && tag === null;
  const guides = !tag && listing.page === 1 ? (await listPublishedGuides(env)).slice(0, LATEST_GUIDES) : [];
  return {
    mode: "list" as const,
    guides,
    query: "",
    tag: rawTag,
    tags,
    results: [],
    ...(invalidTag ? { posts: [], total: 0, page: 1, pageCount: 1 } : listing),
  };
}

function pageHref(params: { q?: string; tag?: string | null; page: number }) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.tag) search.set("tag", params.tag);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `/blog?${text}` : "/blog";
}

function Pagination({ page, pageCount, q, tag }: { page: number; pageCount: number; q: string; tag: string | null }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4 border-t border-border pt-6">
      {page > 1 ? (
        <Link to={pageHref({ q, tag, page: page - 1 })} className={buttonVariants({ variant: "outline" })} rel="prev">
          <ChevronLeft aria-hidden /> Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref({ q, tag, page: page + 1 })} className={buttonVariants({ variant: "outline" })} rel="next">
          Older <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center" data-testid="blog-empty">
      <p className="font-semibold">{title}</p>
      <div className="mt-2 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { mode, query, tag, tags, results, posts, total, page, pageCount, guides } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/blog";
  return (
    <>
      <PageHeader eyebrow="Blog" title="Field notes on supplement safety">
        Articles on certification, the DoD prohibited list and tactical nutrition. Every claim is checked against the sources listed
        under it.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Form method="get" action="/blog" role="search" className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="blog-search" className="sr-only">
            Search guides and articles
          </label>
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={query}
              key={query}
              maxLength={MAX_QUERY}
              placeholder="Search guides and articles, e.g. caffeine before a PT test"
              className="h-11 pl-9"
            />
          </div>
          {tag && <input type="hidden" name="tag" value={tag} />}
          <button type="submit" className={buttonVariants({ size: "lg", className: "h-11" })} disabled={searching}>
            {searching ? "Searching…" : "Search"}
          </button>
        </Form>

        {tags.length > 0 && (
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Topics</span>
            {tags.map((t) => (
              <Link
                key={t.tag}
                to={t.tag === tag ? pageHref({ q: query, page: 1 }) : pageHref({ q: query, tag: t.tag, page: 1 })}
                aria-current={t.tag === tag ? "true" : undefined}
                className={cn(
                  "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors",
                  t.tag === tag ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-muted-foreground hover:text-foreground",
                )}
              >
                #{t.tag} <span className="opacity-70">{t.count}</span>
                {t.tag === tag && <X className="size-3" aria-label="remove filter" />}
              </Link>
            ))}
          </div>
        )}

        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold" aria-live="polite">
            {mode === "search"
              ? `${total} ${total === 1 ? "post matches" : "posts match"} “${query}”${tag ? ` in #${tag}` : ""}`
              : tag
                ? `${total} ${total === 1 ? "post" : "posts"} tagged #${tag}`
                : "Latest articles"}
          </h2>
          {(query || tag) && (
            <Link to="/blog" className="text-sm font-semibold text-primary hover:underline">
              Clear {query ? "search" : "filter"}
            </Link>
          )}
        </div>

        <div className="mt-5">
          {mode === "search" ? (
            results.length > 0 ? (
              <ul className="grid gap-5">
                {results.map((r) => (
                  <li key={r.post.slug}>
                    <PostCard post={r.post} snippetHtml={r.snippet} headingHit={r.section ?? undefined} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={`Nothing in our guides and articles matches “${query}”.`}>
                <p>Try fewer or simpler words, such as “caffeine” or “lot number”.</p>
                <p className="mt-1">
                  Checking an ingredient? The <Link to="/ingredient-checker" className="font-medium text-primary underline">ingredient checker</Link>{" "}
                  searches the DoD prohibited list by any name.
                </p>
              </EmptyState>
            )
          ) : posts.length > 0 ? (
            <ul className="grid gap-5 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug} className="flex">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : tag ? (
            <EmptyState title={`No published posts are tagged #${tag}.`}>
              <Link to="/blog" className="font-medium text-primary underline">
                See all articles
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title="No articles published yet.">
              <p>Our first articles are in review. Meanwhile, the Learning Center explains how we choose.</p>
              <Link to="/methodology" prefetch="intent" className={buttonVariants({ className: "mt-4" })}>
                Visit the Learning Center
              </Link>
            </EmptyState>
          )}
        </div>

        <Pagination page={page} pageCount={pageCount} q={query} tag={tag} />

        {guides.length > 0 && (
          <section aria-labelledby="guides-heading" className="mt-14">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="guides-heading" className="text-lg font-bold">
                From the Learning Center
              </h2>
              <Link to="/methodology#guides" prefetch="intent" className="text-sm font-semibold text-primary hover:underline">
                All guides
              </Link>
            </div>
            <ul className="mt-5 grid gap-5 md:grid-cols-2">
              {guides.map((guide) => (
                <li key={guide.slug} className="flex">
                  <PostCard post={guide} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className="mt-12 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span>
            Looking for the basics? The <Link to="/methodology" className="text-link">Learning Center</Link>{" "}
            has our guides by topic.
          </span>
          <a href="/rss.xml" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <Rss className="size-4" aria-hidden /> RSS feed
          </a>
        </p>
      </div>
    </>
  );
}
