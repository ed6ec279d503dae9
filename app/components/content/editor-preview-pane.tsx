import { Eye } from "~/components/icons";
import type { EditorPreview } from "~/domain/content/editor";
import { ArticleBody } from "./article-parts";

/** The post editor's preview: the body rendered as the page will show it, with its length. */
export function PreviewPane({ preview, title, description, pending }: { preview: EditorPreview | null; title: string; description: string; pending: boolean }) {
  return (
    <section aria-labelledby="preview-heading" className="rounded-xl border border-border bg-card" data-testid="editor-preview">
      <div className="flex items-center justify-between gap-2 border-b border-border px-5 py-3">
        <h2 id="preview-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Eye className="size-4 text-primary" aria-hidden /> Preview
        </h2>
        <p className="fine-print" aria-live="polite">
          {pending ? "Updating…" : preview ? `${preview.words.toLocaleString("en-US")} words · ${preview.readingMinutes} min read` : ""}
        </p>
      </div>
      <div className="px-5 py-6">
        {title && <p className="text-2xl font-black leading-tight tracking-tight">{title}</p>}
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        {preview ? (
          <ArticleBody html={preview.html} className="mt-6" />
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">Write the body, then choose Preview to see it as the page will show it.</p>
        )}
      </div>
    </section>
  );
}
