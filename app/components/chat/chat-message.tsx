import { ArrowRight, ShieldCheck } from "~/components/icons";
import { isSitePath } from "~/domain/chat/links";
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import { SectionErrorBoundary } from "~/components/errors/section-error-boundary";
import { Link } from "react-router";
import { mentionedPrimaryCategories } from "~/domain/chat/extract";
import type { ChatMessage } from "~/domain/chat/history";
import { cn } from "~/lib/cn";

const markdownComponents: Components = {
  a: ({ href = "", children }) =>
    isSitePath(href) ? (
      <Link to={href} prefetch="intent" className="font-medium text-primary underline underline-offset-2">
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
        {children}
      </a>
    ),
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-2 pl-5">{children}</ol>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  em: ({ children }) => <em className="text-xs not-italic text-muted-foreground">{children}</em>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  // Images could load arbitrary hosts; a reply never needs one.
  img: () => null,
};

/** Markdown without raw HTML: replies are rendered as React elements only. */
const ReplyMarkdown = memo(function ReplyMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml components={markdownComponents}>
      {text}
    </Markdown>
  );
});

export function ChatMessageView({
  message,
  streaming,
  onNavigate,
}: {
  message: ChatMessage;
  streaming: boolean;
  onNavigate: () => void;
}) {
  if (message.role === "user") {
    return (
      <li data-role="user" className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm text-primary-foreground">
          <span className="sr-only">You: </span>
          {message.content}
        </p>
      </li>
    );
  }
  const categories = streaming ? [] : mentionedPrimaryCategories(message.content);
  return (
    <li data-role="assistant" className="flex gap-2">
      <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
        <ShieldCheck className="size-4" />
      </span>
      <div className="min-w-0 max-w-[88%]">
        <div
          className={cn(
            "break-words rounded-2xl rounded-tl-sm bg-muted px-3.5 py-2 text-sm leading-relaxed text-foreground",
            !message.content && "py-3",
          )}
        >
          <span className="sr-only">CLEARED AI: </span>
          {message.content ? (
            <SectionErrorBoundary section="this reply">
              <ReplyMarkdown text={message.content} />
            </SectionErrorBoundary>
          ) : null}
          {/* Still writing: the cautions or first sentences are in, the rest is coming. */}
          {streaming || !message.content ? <TypingDots className={message.content ? "mt-1.5" : undefined} /> : null}
        </div>
        {categories.length > 0 && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {categories.map((category) => (
              <Link
                key={category.id}
                to={`/category/${category.id}`}
                prefetch="intent"
                onClick={onNavigate}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-card px-2.5 py-1 text-xs font-medium text-primary hover:bg-muted"
              >
                View {category.title}
                <ArrowRight className="size-3" aria-hidden />
              </Link>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function TypingDots({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex gap-1", className)}>
      <span className="sr-only">CLEARED AI is typing</span>
      <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
    </span>
  );
}
