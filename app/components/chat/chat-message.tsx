import { ArrowRight, ShieldCheck } from "~/components/icons";
import { detailsLinkLabel, isBuyPath, isSitePath } from "~/domain/chat/links";
import type { Element, Root } from "hast";
import { memo, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import { visit } from "unist-util-visit";
import { SectionErrorBoundary } from "~/components/errors/section-error-boundary";
import { Link } from "react-router";
import { mentionedPrimaryCategories } from "~/domain/chat/extract";
import type { ChatMessage } from "~/domain/chat/history";
import { cn } from "~/lib/cn";

/** A link to what an answer rests on: one of our guides, or an outside source. */
const isCitation = (href: string) => href.startsWith("/blog/") || /^https?:\/\//i.test(href);

/**
 * A reply that cites twice or more would cost a Tab press per citation, often the same guide
 * again. Its citations stay links in the text (to read, click, or open from a screen reader's
 * links list) but leave the Tab order, and a Sources list under the reply carries each cited
 * page once, each a Tab stop (docs/decisions/0073).
 */
function groupCitations() {
  return (tree: Root) => {
    const cited: Element[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName === "a" && typeof node.properties.href === "string" && isCitation(node.properties.href)) cited.push(node);
    });
    if (cited.length < 2) return;
    const sources = new Map<string, Element>();
    for (const link of cited) {
      link.properties.tabIndex = -1;
      const href = String(link.properties.href);
      if (!sources.has(href)) sources.set(href, { type: "element", tagName: "a", properties: { href }, children: structuredClone(link.children) });
    }
    tree.children.push({
      type: "element",
      tagName: "div",
      properties: { className: ["chat-sources"] },
      children: [
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Sources" }] },
        { type: "element", tagName: "ul", properties: {}, children: [...sources.values()].map((a) => ({ type: "element", tagName: "li", properties: {}, children: [a] })) },
      ],
    });
  };
}
/**
 * A pick's buy link is named "Check price: <product> (paid link)" for a links list, and the mark
 * is also written after it for the eye: a screen reader reading on would hear it twice, so the
 * written mark after such a link is hidden from it.
 */
function quietPaidMarks() {
  return (tree: Root) => {
    visit(tree, "text", (node, index, parent) => {
      const before = parent && index ? parent.children[index - 1] : undefined;
      const afterBuyLink = before?.type === "element" && before.tagName === "a" && isBuyPath(String(before.properties.href ?? ""));
      const mark = /^\s*\(paid link\)/.exec(node.value);
      if (!parent || index === undefined || !afterBuyLink || !mark) return;
      parent.children.splice(
        index,
        1,
        { type: "element", tagName: "span", properties: { ariaHidden: "true" }, children: [{ type: "text", value: mark[0] }] },
        { type: "text", value: node.value.slice(mark[0].length) },
      );
    });
  };
}
const rehypePlugins = [groupCitations, quietPaidMarks];

const linkClass = "font-medium text-primary underline underline-offset-2";
/** A product's "Details" link is named with its product (see detailsLinkLabel): what it shows, and its accessible name. */
function linkLabel(children: ReactNode): { children: ReactNode; "aria-label"?: string } {
  const label = typeof children === "string" ? detailsLinkLabel(children) : null;
  return label ? { children: label.shown, "aria-label": label.name } : { children };
}

const markdownComponents: Components = {
  a: ({ href = "", tabIndex, children }) =>
    isSitePath(href) && !isBuyPath(href) ? (
      <Link to={href} prefetch="intent" tabIndex={tabIndex} className={linkClass} {...linkLabel(children)} />
    ) : isBuyPath(href) ? (
      // A pick's "Check price": the card's paid link to the certified variant, counted by /go, in a new tab.
      <a href={href} target="_blank" rel="sponsored nofollow noopener" tabIndex={tabIndex} className={linkClass} {...linkLabel(children)} />
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className={linkClass}>
        {children}
      </a>
    ),
  // Only groupCitations makes a div (raw HTML is skipped): the Sources list under a reply.
  div: ({ children }) => <div className="mt-3 border-t border-foreground/15 pt-2 text-xs [&>p]:font-semibold">{children}</div>,
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
    <Markdown skipHtml components={markdownComponents} rehypePlugins={rehypePlugins}>
      {text}
    </Markdown>
  );
});

export function ChatMessageView({
  message,
  streaming,
}: {
  message: ChatMessage;
  streaming: boolean;
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
