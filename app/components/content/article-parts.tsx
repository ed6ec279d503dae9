import { CalendarCheck, Clock, FileWarning, ListTree } from "~/components/icons";
import { formatPostDate, KIND_LABELS } from "~/domain/content/format";
import type { PostKind, PostSource, PostStatus } from "~/domain/content/post";

export interface TocItem {
  anchor: string;
  text: string;
}

/** Safe HTML from the markdown pipeline (sanitized on the server, app/.server/content/markdown.ts). */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`article-prose ${className ?? ""}`}
      data-testid="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markdown pipeline's output, sanitized by an allow-list on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function TableOfContents({ items, className }: { items: readonly TocItem[]; className?: string }) {
  if (items.length === 0) return null;
  const list = (
    <ol className="mt-3 space-y-2 border-l border-border text-sm">
      {items.map((item) => (
        <li key={item.anchor}>
          <a href={`#${item.anchor}`} className="-ml-px block border-l-2 border-transparent pl-3 leading-snug text-muted-foreground hover:border-primary hover:text-foreground">
            {item.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label="On this page" className={className}>
      {/* Phones: folded away above the text. Wide screens: always open beside it. */}
      <details className="rounded-xl border border-border bg-card p-4 lg:hidden">
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
          <ListTree className="size-4 text-primary" aria-hidden /> On this page
        </summary>
        {list}
      </details>
      <div className="hidden lg:block">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          <ListTree className="size-4" aria-hidden /> On this page
        </p>
        {list}
      </div>
    </nav>
  );
}

export function SourcesList({ sources }: { sources: readonly PostSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="mt-14 border-t border-border pt-8">
      <h2 id="sources-heading" className="text-lg font-bold">
        Sources
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Numbers in the text, like [1], point to these sources.</p>
      <ol className="mt-4 space-y-3 text-sm">
        {sources.map((source, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a source is its position: [n] in the text points to the nth entry
          <li key={i} id={`source-${i + 1}`} className="flex scroll-mt-24 gap-3 rounded-lg p-2 target:bg-accent/15">
            <span className="w-6 shrink-0 text-right font-semibold tabular-nums text-muted-foreground">{i + 1}.</span>
            <span>
              <a href={source.url} rel="noopener noreferrer nofollow" className="text-link">
                {source.title}
                <span className="sr-only"> (external site)</span>
              </a>
              <span className="block text-xs text-muted-foreground">
                {new URL(source.url).hostname.replace(/^www\./, "")} · accessed {formatPostDate(source.accessed)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ArticleFacts({
  kind,
  publishAt,
  reviewedOn,
  readingMinutes,
}: {
  kind: PostKind;
  publishAt: number | null;
  reviewedOn: string | null;
  readingMinutes: number;
}) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
      <li>
        {KIND_LABELS[kind]} by the CLEARED editorial team
        {publishAt ? (
          <>
            {" · "}
            <time dateTime={new Date(publishAt).toISOString()}>{formatPostDate(publishAt)}</time>
          </>
        ) : null}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden /> {readingMinutes} min read
      </li>
      {reviewedOn && (
        <li className="flex items-start gap-1.5 font-medium text-success" data-testid="reviewed-on">
          <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Reviewed against its sources on <time dateTime={reviewedOn}>{formatPostDate(reviewedOn)}</time>
          </span>
        </li>
      )}
    </ul>
  );
}

export function DraftBanner({ status, publishAt }: { status: PostStatus; publishAt: number | null }) {
  if (status === "published") return null;
  return (
    <div role="status" className="border-b border-accent/50 bg-accent/20" data-testid="draft-banner">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2.5 text-sm font-semibold">
        <FileWarning className="size-4 shrink-0" aria-hidden />
        {status === "scheduled" && publishAt
          ? `Draft: scheduled for ${new Date(publishAt).toISOString().slice(0, 16).replace("T", " ")} UTC. Only admins can see this page.`
          : "Draft: not published. Only admins can see this page."}
      </p>
    </div>
  );
}
