import { Sparkles } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useChatLauncher } from "./chat-launcher";

/**
 * The header's chat search box (from 1280 px, docs/product.md §3.1). Collapsed it is a 192 px
 * button; expanded, an input. Submitting opens the chat with the query as its first message,
 * or, with nothing typed, as it was left.
 * `onExpandedChange` lets the header fade its other links while the box is expanded. The open
 * chat does not fade them: it is not modal on desktop, and the header stays usable beside it.
 */
export function ChatHeaderControl({ onExpandedChange }: { onExpandedChange?: (expanded: boolean) => void }) {
  const { open, openChat, anchorRef } = useChatLauncher();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState("");
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => onExpandedChange?.(expanded), [expanded, onExpandedChange]);

  // Closing the chat clears the text.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) setQuery("");
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!expanded) return;
    inputRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (open || rootRef.current?.contains(e.target as Node)) return;
      setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [expanded, open]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    setExpanded(false);
    // Nothing typed opens the chat as it was left: the keyboard's way back to a kept conversation.
    openChat(text || undefined);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is newer than the browsers we support (Safari before 17)
    <form
      ref={(el) => {
        rootRef.current = el;
        anchorRef.current = el;
      }}
      role="search"
      aria-label="Ask CLEARED AI"
      onSubmit={submit}
      // Expanded, the box grows only into the free space left of the links (up to 22rem), which
      // moves them aside: it is never drawn over them, and the controls to its right stay put.
      className={cn("hidden h-10 w-48 shrink-0 xl:block", expanded && "max-w-[22rem] grow")}
    >
      {expanded ? (
        <div className="flex h-10 w-full items-center gap-2 rounded-full border border-ring bg-card px-3 shadow-sm">
          <Sparkles className="size-4 shrink-0 text-primary" aria-hidden />
          <input
            ref={inputRef}
            type="text"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                setExpanded(false);
                requestAnimationFrame(() => rootRef.current?.querySelector("button")?.focus());
              }
            }}
            maxLength={2000}
            placeholder="Ask CLEARED AI about supplements..."
            aria-label="Ask CLEARED AI about supplements"
            className="min-w-0 flex-1 rounded-sm bg-transparent text-sm placeholder:text-muted-foreground"
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          aria-expanded={false}
          data-testid="chat-launcher"
          data-chat-door
          className="inline-flex h-10 w-48 items-center gap-2 rounded-full border border-border bg-card px-3 text-sm text-muted-foreground transition-colors hover:border-ring hover:text-foreground"
        >
          <Sparkles className="size-4 text-primary" aria-hidden />
          Ask CLEARED AI...
        </button>
      )}
    </form>
  );
}
