import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createPath, useLocation } from "react-router";
import { inChatEntry } from "./chat-history";

// The panel and everything it needs load only when someone opens the chat, never with a page.
const ChatPanel = lazy(() => import("./chat-panel"));

interface ChatLauncher {
  open: boolean;
  /**
   * Opens the chat. A message, when given, is sent as the first question; with `prefill` it is
   * only put in the input, for the person to send or edit (the hero's suggested question).
   */
  openChat: (initialMessage?: string, how?: "send" | "prefill") => void;
  /** Closes the chat; focus returns to what opened it unless `keepFocus` (it is already on the page). */
  closeChat: (options?: { keepFocus?: boolean }) => void;
  /** The header search box; on desktop the panel drops down under it. */
  anchorRef: React.RefObject<HTMLElement | null>;
}

const ChatLauncherContext = createContext<ChatLauncher | null>(null);

/**
 * What Back or Forward does to the chat, set by the provider. Listened to from when this module
 * loads, before the router starts listening, so it runs first and can keep the router out of it.
 */
let onChatPop: ((e: PopStateEvent) => void) | undefined;
if (typeof window !== "undefined") addEventListener("popstate", (e) => onChatPop?.(e));

interface PanelState {
  open: boolean;
  message?: string;
  prefill?: boolean;
  openCount: number;
}
const ChatPanelContext = createContext<PanelState>({ open: false, openCount: 0 });

export function useChatLauncher(): ChatLauncher {
  const launcher = useContext(ChatLauncherContext);
  if (!launcher) throw new Error("useChatLauncher must be used within a ChatLauncherProvider");
  return launcher;
}

export function ChatLauncherProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<PanelState>({ open: false, openCount: 0 });
  const anchorRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const keepFocusRef = useRef(false);

  const openChat = useCallback((message?: string, how: "send" | "prefill" = "send") => {
    if (document.activeElement instanceof HTMLElement) returnFocusRef.current = document.activeElement;
    setState((s) => ({ open: true, message, prefill: how === "prefill", openCount: s.openCount + 1 }));
  }, []);
  // Closing clears the initial message so reopening never re-sends it.
  const closeChat = useCallback((options?: { keepFocus?: boolean }) => {
    keepFocusRef.current = options?.keepFocus === true;
    setState((s) => ({ ...s, open: false, message: undefined }));
  }, []);

  // Back and Forward between the chat's entry and the page under it close and open the chat. The
  // router must not take them for a navigation to the page it already shows (it would load the
  // page's data again); a step to another page (Back from a link followed in the chat) is its.
  const shown = createPath(useLocation());
  useEffect(() => {
    onChatPop = (e) => {
      if (inChatEntry() !== state.open) {
        if (state.open) closeChat();
        else setState((s) => ({ open: true, openCount: s.openCount + 1 }));
      }
      if (createPath(location) === shown) e.stopImmediatePropagation();
    };
  });

  // Focus goes back where it was before the chat opened, or to the header's chat control shown
  // at this width (the search box it was opened from may have folded away).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.open && !keepFocusRef.current) {
      const target = returnFocusRef.current;
      const shown = (el: HTMLElement | null | undefined): el is HTMLElement => !!el?.isConnected && el.offsetParent !== null;
      const door = [...document.querySelectorAll<HTMLElement>("[data-chat-door]")].find(shown);
      (shown(target) ? target : (door ?? document.getElementById("main-content")))?.focus();
    }
    wasOpen.current = state.open;
  }, [state.open]);

  const value = useMemo(
    () => ({ open: state.open, openChat, closeChat, anchorRef }),
    [state.open, openChat, closeChat],
  );
  return (
    <ChatLauncherContext.Provider value={value}>
      <ChatPanelContext.Provider value={state}>{children}</ChatPanelContext.Provider>
    </ChatLauncherContext.Provider>
  );
}

/**
 * Where the open panel sits in the document: the layout puts it right after the header, so on
 * desktop, where the panel is a non-modal dropdown, Tab order runs header, panel, page
 * (docs/decisions/0073). No floating button: the header carries the chat's door at every
 * width (docs/decisions/0040).
 */
export function ChatPanelSlot() {
  const state = useContext(ChatPanelContext);
  const { closeChat, anchorRef } = useChatLauncher();
  if (!state.open) return null;
  return (
    <Suspense fallback={<ChatLoading />}>
      <ChatPanel
        key={state.openCount}
        initialMessage={state.prefill ? undefined : state.message}
        prefill={state.prefill ? state.message : undefined}
        onClose={closeChat}
        anchorRef={anchorRef}
      />
    </Suspense>
  );
}

function ChatLoading() {
  return (
    <div
      role="status"
      className="fixed right-4 top-20 z-50 rounded-full bg-card px-4 py-3 text-sm font-medium shadow-lg ring-1 ring-border"
    >
      Loading chat...
    </div>
  );
}
