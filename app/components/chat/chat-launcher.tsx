import { MessageCircle } from "~/components/icons";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

// The panel and everything it needs load only when someone opens the chat, never with a page.
const ChatPanel = lazy(() => import("./chat-panel"));

interface ChatLauncher {
  open: boolean;
  /** Opens the chat; a message, when given, is sent as the first question. */
  openChat: (initialMessage?: string) => void;
  closeChat: () => void;
  /** The header search box; on desktop the panel drops down under it. */
  anchorRef: React.RefObject<HTMLElement | null>;
}

const ChatLauncherContext = createContext<ChatLauncher | null>(null);

export function useChatLauncher(): ChatLauncher {
  const launcher = useContext(ChatLauncherContext);
  if (!launcher) throw new Error("useChatLauncher must be used within a ChatLauncherProvider");
  return launcher;
}

export function ChatLauncherProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ open: boolean; initialMessage?: string; openCount: number }>({
    open: false,
    openCount: 0,
  });
  const anchorRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const fabRef = useRef<HTMLButtonElement>(null);

  const openChat = useCallback((initialMessage?: string) => {
    if (document.activeElement instanceof HTMLElement) returnFocusRef.current = document.activeElement;
    setState((s) => ({ open: true, initialMessage, openCount: s.openCount + 1 }));
  }, []);
  // Closing clears the initial message so reopening never re-sends it.
  const closeChat = useCallback(() => setState((s) => ({ ...s, open: false, initialMessage: undefined })), []);

  // Focus goes back where it was before the chat opened, or to the chat button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.open) {
      const target = returnFocusRef.current;
      (target?.isConnected && target.offsetParent !== null ? target : fabRef.current)?.focus();
    }
    wasOpen.current = state.open;
  }, [state.open]);

  const value = useMemo(
    () => ({ open: state.open, openChat, closeChat, anchorRef }),
    [state.open, openChat, closeChat],
  );
  return (
    <ChatLauncherContext.Provider value={value}>
      {children}
      {state.open ? (
        <Suspense fallback={<ChatLoading />}>
          <ChatPanel key={state.openCount} initialMessage={state.initialMessage} onClose={closeChat} anchorRef={anchorRef} />
        </Suspense>
      ) : (
        <ChatFab ref={fabRef} onOpen={() => openChat()} />
      )}
    </ChatLauncherContext.Provider>
  );
}

function ChatLoading() {
  return (
    <div
      role="status"
      className="fixed bottom-6 right-6 z-50 rounded-full bg-card px-4 py-3 text-sm font-medium shadow-lg ring-1 ring-border"
    >
      Loading chat...
    </div>
  );
}

function ChatFab({ onOpen, ref }: { onOpen: () => void; ref: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-label="Open CLEARED AI chat"
      className="fixed bottom-6 right-6 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105"
    >
      <MessageCircle className="size-6" aria-hidden />
    </button>
  );
}
