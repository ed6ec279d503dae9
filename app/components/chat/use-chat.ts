import { useCallback, useEffect, useRef, useState } from "react";
import { buildChatContext, canSend, conversationFromMessages, type PicksByCategory } from "~/domain/chat/context";
import { OFFLINE_TOAST } from "~/domain/chat/copy";
import { CHAT_HISTORY_KEY, type ChatMessage, historyToStore, parseStoredHistory, stoppedReply } from "~/domain/chat/history";
import { offlineReply } from "~/domain/chat/offline";
import { loadOfflinePicks, requestReply } from "./chat-transport";
import { trackEvent } from "~/lib/analytics";
import { notify } from "~/lib/notify";

function readHistory(): ChatMessage[] {
  try {
    return parseStoredHistory(localStorage.getItem(CHAT_HISTORY_KEY));
  } catch {
    return [];
  }
}

function writeHistory(messages: readonly ChatMessage[]) {
  try {
    localStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(historyToStore(messages)));
  } catch {
    // Private mode or a full quota: the conversation just isn't kept.
  }
}

const newId = () => crypto.randomUUID();

/**
 * The conversation: messages (restored from local storage), the busy flag, send and New chat.
 * The panel only mounts in the browser, so storage is read during the first render.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(readHistory);
  const [busy, setBusy] = useState(false);
  /** The last finished assistant reply, for the screen-reader announcement. */
  const [announcement, setAnnouncement] = useState("");
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const picksRef = useRef<PicksByCategory | null>(null);
  const picksPromiseRef = useRef<Promise<PicksByCategory | null> | null>(null);

  useEffect(() => {
    picksPromiseRef.current ??= loadOfflinePicks().then((picks) => (picksRef.current = picks));
  }, []);

  // Closing the chat stops the reply in progress. The check runs a tick later because
  // StrictMode (development) unmounts and remounts once, which must not cancel anything.
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      setTimeout(() => {
        if (!mountedRef.current) abortRef.current?.abort();
      });
    };
  }, []);

  useEffect(() => {
    if (!busy) writeHistory(messages);
  }, [messages, busy]);

  const send = useCallback(async (input: string) => {
    if (!canSend(input, busyRef.current)) return;
    const message = input.trim();
    const history = messagesRef.current;
    const state = conversationFromMessages(history);
    const context = buildChatContext({ message, history, state, picks: picksRef.current });
    // The picks may still be loading when the first message goes out; the offline answer
    // needs them, the server does not.
    const offlineAnswer = async () => {
      const picks = picksRef.current ?? (await picksPromiseRef.current);
      return offlineReply(message, buildChatContext({ message, history, state, picks: picks ?? null }));
    };
    const question: ChatMessage = { id: newId(), role: "user", content: message, timestamp: Date.now() };
    const assistantId = newId();
    // Kept here as well as in state: once the chat is closed, state updates no longer land.
    let arrived = "";
    const setReply = (content: string) => {
      arrived = content;
      setMessages((current) => current.map((m) => (m.id === assistantId ? { ...m, content } : m)));
    };

    busyRef.current = true;
    setBusy(true);
    setAnnouncement("");
    setMessages((current) => [...current, question, { id: assistantId, role: "assistant", content: "", timestamp: Date.now() }]);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const reply = await requestReply({ message, context }, setReply, controller.signal, offlineAnswer);
      setReply(reply.text);
      setAnnouncement(reply.text);
      if (reply.by === "picks") {
        void notify("info", OFFLINE_TOAST.title, { description: OFFLINE_TOAST.description });
        // Answers from the server are counted there, where it is known who wrote them.
        trackEvent("chat_answered", { by: "offline" });
      }
    } catch {
      // Aborted by New chat: the conversation it belonged to is gone. Aborted by closing the chat:
      // the question is kept, with what had arrived of its reply marked as cut short.
      if (!mountedRef.current) writeHistory([...history, question, { id: assistantId, role: "assistant", content: stoppedReply(arrived), timestamp: Date.now() }]);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        busyRef.current = false;
        setBusy(false);
      }
    }
  }, []);

  const newChat = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    busyRef.current = false;
    setBusy(false);
    setAnnouncement("");
    setMessages([]);
  }, []);

  return { messages, busy, announcement, send, newChat };
}
