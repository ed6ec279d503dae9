import { Loader2, RotateCcw, Send, ShieldCheck, Sparkles, X } from "~/components/icons";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { canSend, CHAT_LIMITS } from "~/domain/chat/context";
import { STARTER_CHIPS } from "~/domain/chat/copy";
import { trackEvent } from "~/lib/analytics";
import { markdownToPlainText } from "~/domain/text";
import { cn } from "~/lib/cn";
import { keepTabInside } from "~/lib/focus-trap";
import { inChatEntry } from "./chat-history";
import { ChatMessageView } from "./chat-message";
import { useChat } from "./use-chat";

const MOBILE_QUERY = "(max-width: 767.98px)";

/** Where the desktop dropdown sits: just under the header search box, right-aligned with it. */
function useDropdownPosition(anchorRef: React.RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState({ top: 72, right: 16 });
  useLayoutEffect(() => {
    const place = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return;
      setPosition({ top: Math.round(rect.bottom + 8), right: Math.max(8, Math.round(window.innerWidth - rect.right)) });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [anchorRef]);
  return position;
}

/** The page behind the mobile bottom sheet must not scroll. */
function useMobileScrollLock() {
  useEffect(() => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}

export default function ChatPanel({
  initialMessage,
  prefill,
  onClose,
  anchorRef,
}: {
  initialMessage?: string;
  /** Put in the input, not sent: the person sends or edits it. */
  prefill?: string;
  onClose: (options?: { keepFocus?: boolean }) => void;
  anchorRef: React.RefObject<HTMLElement | null>;
}) {
  // Put away by its own controls, the chat takes its history entry with it, so Back then leaves
  // the page. A followed link (keepFocus) leaves it under the router's new entry: Back returns to the chat.
  const close = (options?: { keepFocus?: boolean }) => {
    if (!options?.keepFocus && inChatEntry()) history.back();
    onClose(options);
  };
  const { messages, busy, announcement, send, newChat } = useChat();
  const [input, setInput] = useState(prefill ?? "");
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const position = useDropdownPosition(anchorRef);
  const [isMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useMobileScrollLock();

  // The panel mounts once per opening: count it, and send the question it was opened with.
  const opened = useRef(false);
  useEffect(() => {
    const el = inputRef.current;
    el?.focus();
    // A prefilled question is selected: Enter sends it, and typing replaces it rather than
    // gluing the person's own words onto its end.
    el?.select();
    if (opened.current) return;
    opened.current = true;
    // One entry for the open chat on a phone, a copy of the page's own with a mark, so the router
    // sees no navigation; none when Forward brought the chat back on its entry.
    if (isMobile && !inChatEntry()) history.pushState({ ...history.state, chat: true }, "");
    trackEvent("chat_opened", { source: initialMessage || prefill ? "question" : "button" });
    if (initialMessage) void send(initialMessage);
  }, [initialMessage, prefill, send, isMobile]);

  // Follow a reply as it streams in until the question it answers reaches the top of the panel,
  // then hold there: a long answer is read from its start, not from the small print at its end.
  const lastContent = messages.at(-1)?.content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger: a new message, new text, the end of a reply
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const question = [...el.querySelectorAll<HTMLElement>('li[data-role="user"]')].at(-1);
    const questionTop = question ? el.scrollTop + question.getBoundingClientRect().top - el.getBoundingClientRect().top - 8 : el.scrollHeight;
    el.scrollTop = Math.min(el.scrollHeight, questionTop);
  }, [messages.length, lastContent, busy]);

  const submit = (text: string) => {
    if (!canSend(text, busy)) return;
    setInput("");
    void send(text);
    inputRef.current?.focus();
  };

  const onPanelKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      close();
      return;
    }
    // Modal on every screen: the desktop panel covers the page's links (docs/decisions/0078).
    keepTabInside(e, panelRef.current);
  };

  // On desktop the page behind stays clickable, so a click can still put focus there, maybe
  // under the panel. Escape there puts the panel away and leaves focus where the person is.
  useEffect(() => {
    if (isMobile) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.key !== "Escape" || e.defaultPrevented || !target?.closest("#main-content, footer")) return;
      if (target.matches("input, textarea, select, [contenteditable]")) return;
      onClose({ keepFocus: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isMobile, onClose]);

  // A link followed from the panel changes the page behind: the panel is put away (the
  // conversation is kept) so focus goes to the new page instead of staying in a modal over it.
  const closeOnFollowedLink = (e: React.MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
    if (link && link.getAttribute("target") !== "_blank") onClose({ keepFocus: true });
  };

  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50 md:hidden" aria-hidden onClick={() => close()} />
      <section
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onPanelKeyDown}
        onClick={closeOnFollowedLink}
        data-testid="chat-panel"
        style={{ "--chat-top": `${position.top}px`, "--chat-right": `${position.right}px` } as React.CSSProperties}
        className={cn(
          "fixed z-50 flex flex-col overflow-hidden border border-border bg-card text-card-foreground shadow-2xl",
          "inset-x-0 bottom-0 h-[90vh] rounded-t-2xl",
          "md:inset-x-auto md:bottom-auto md:top-(--chat-top) md:right-(--chat-right) md:h-[min(40rem,calc(100dvh-var(--chat-top)-1rem))] md:w-[min(calc(100vw-300px),500px)] md:rounded-2xl",
        )}
      >
        {/* A div, not a <header>: inside the dialog a header would be read as a second banner landmark. */}
        <div className="flex items-center gap-3 border-b border-border px-4 py-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-bold leading-tight">
              CLEARED AI
            </h2>
            <p className="truncate text-xs text-muted-foreground">Certified catalogue only</p>
          </div>
          <button
            type="button"
            title="New chat"
            onClick={() => {
              newChat();
              setInput("");
              inputRef.current?.focus();
            }}
            className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-foreground/80 hover:bg-muted hover:text-foreground"
          >
            <RotateCcw className="size-4" aria-hidden />
            <span className="max-sm:sr-only">New chat</span>
          </button>
          <button
            type="button"
            onClick={() => close()}
            aria-label="Close chat"
            className="inline-flex size-9 items-center justify-center rounded-md text-foreground/80 hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>

        <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
          {messages.length === 0 ? (
            <div className="flex min-h-full flex-col justify-center gap-5 py-2">
              <div>
                <span className="mb-3 inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Sparkles className="size-5" aria-hidden />
                </span>
                <p className="text-lg font-semibold">How can I help you train clean?</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Ask about pre-workout, protein, vitamins, hydration or sleep. Every product I suggest is third-party
                  certified, and I'll flag anything on the DoD prohibited list.
                </p>
              </div>
              <ul className="flex flex-wrap gap-2" aria-label="Suggested questions">
                {STARTER_CHIPS.map((chip) => (
                  <li key={chip}>
                    <button
                      type="button"
                      onClick={() => submit(chip)}
                      disabled={busy}
                      className="rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium hover:border-ring hover:bg-muted"
                    >
                      {chip}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol className="flex flex-col gap-4" aria-label="Conversation">
              {messages.map((message, i) => (
                <ChatMessageView
                  key={message.id}
                  message={message}
                  streaming={busy && i === messages.length - 1}
                />
              ))}
            </ol>
          )}
        </div>

        <form
          className="border-t border-border p-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit(input);
          }}
        >
          <div className="flex items-end gap-2 rounded-xl border border-input bg-background p-1.5">
            <textarea
              ref={inputRef}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit(input);
                }
              }}
              rows={1}
              maxLength={CHAT_LIMITS.maxMessageChars}
              placeholder="Ask about supplements..."
              aria-label="Message CLEARED AI"
              className="field-sizing-content max-h-32 min-h-9 flex-1 resize-none rounded-md bg-transparent px-2 py-1.5 text-base placeholder:text-muted-foreground md:text-sm"
            />
            <button
              type="submit"
              disabled={!canSend(input, busy)}
              aria-label={busy ? "CLEARED AI is answering" : "Send message"}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground transition-opacity hover:bg-primary/90 disabled:opacity-50"
            >
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            </button>
          </div>
          <p className="mt-2 text-center text-[11px] leading-tight text-muted-foreground">
            Not medical advice. Check with your provider and OPSS before starting a supplement.
          </p>
        </form>
        <div className="sr-only" aria-live="polite" role="status">
          {busy ? "CLEARED AI is answering." : markdownToPlainText(announcement)}
        </div>
      </section>
    </>
  );
}
