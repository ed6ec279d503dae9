import { Link } from "react-router";
import { formatPostDate, KIND_LABELS } from "~/domain/content/format";
import { postPath } from "~/domain/content/paths";
import type { PostKind } from "~/domain/content/post";

export interface PostCardData {
  slug: string;
  kind: PostKind;
  title: string;
  description: string;
  group: string | null;
  publishAt: number | null;
  readingMinutes: number;
  tags: string[];
}

export function PostMetaLine({ post }: { post: Pick<PostCardData, "kind" | "group" | "publishAt" | "readingMinutes"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
      <span className="text-primary">{post.kind === "guide" && post.group ? post.group : KIND_LABELS[post.kind]}</span>
      {post.publishAt && (
        <>
          <span aria-hidden>·</span>
          <time dateTime={new Date(post.publishAt).toISOString()}>{formatPostDate(post.publishAt)}</time>
        </>
      )}
      <span aria-hidden>·</span>
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}

export function TagLinks({ tags, active }: { tags: readonly string[]; active?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            aria-current={tag === active ? "true" : undefined}
            className="inline-flex rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-medium text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground aria-[current]:border-primary aria-[current]:bg-primary aria-[current]:text-primary-foreground"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A post in a list: kind or section, date, reading time, title, summary, and an optional search excerpt.
 * `headingLevel` is one below the list's own heading: 4 where the cards sit under group headings.
 */
export function PostCard({
  post,
  snippetHtml,
  headingHit,
  headingLevel = 3,
}: {
  post: PostCardData;
  snippetHtml?: string;
  headingHit?: { text: string; href: string };
  headingLevel?: 3 | 4;
}) {
  const Title = headingLevel === 4 ? "h4" : "h3";
  return (
    <article className="group relative flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md has-[.post-title>a:focus-visible]:outline-3 has-[.post-title>a:focus-visible]:outline-offset-2 has-[.post-title>a:focus-visible]:outline-focus md:p-6">
      <PostMetaLine post={post} />
      <Title className="post-title text-xl font-bold leading-snug tracking-tight">
        <Link to={postPath(post.slug)} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-focus-within:underline">
          {post.title}
        </Link>
      </Title>
      <p className="text-muted-foreground">{post.description}</p>
      {snippetHtml && (
        <div className="relative z-10 rounded-lg bg-muted/60 p-3 text-sm">
          {headingHit && (
            <p className="mb-1 font-semibold">
              <Link to={headingHit.href} className="text-primary underline-offset-4 hover:underline">
                {headingHit.text}
              </Link>
            </p>
          )}
          <p
            className="search-snippet text-muted-foreground"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped on the server, with only <mark> tags added (app/.server/content/search.ts)
            dangerouslySetInnerHTML={{ __html: snippetHtml }}
          />
        </div>
      )}
      {post.tags.length > 0 && (
        <div className="relative z-10 mt-auto pt-1">
          <TagLinks tags={post.tags} />
        </div>
      )}
    </article>
  );
}
