import { type ChatContext, type PicksByCategory, picksByCategorySchema } from "~/domain/chat/context";

export interface ChatReply {
  text: string;
  /**
   * Who answered: CLEARED AI; the cached top picks when the AI is down but the site answers; or
   * nobody, because this device has no connection (the picks would not answer a question then).
   */
  by: "ai" | "picks" | "no-connection";
}

/**
 * Said when the device has no connection: CLEARED AI cannot answer, and a canned list would
 * dodge a safety question. The ingredient checker keeps working offline once opened here.
 */
const NO_CONNECTION_REPLY =
  "CLEARED AI needs a connection, and this device has none right now. To check a label or an ingredient now, use the [ingredient checker](/ingredient-checker): it works offline on this device once you have opened it here.";

/** A request that never reached the site (fetch rejects with a TypeError), unlike an error status. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;
const deviceOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

type Body = { message: string; context: ChatContext };

function post(url: string, body: Body, signal: AbortSignal) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
}

/** Reads the streamed answer, reporting the text so far after every chunk: the server only appends (docs/product.md §5.6). */
async function streamReply(body: Body, onText: (text: string) => void, signal: AbortSignal): Promise<string> {
  const response = await post("/api/chat/stream", body, signal);
  if (!response.ok) throw new Error(`Stream request failed: ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const data = (await response.json()) as { response?: unknown; content?: unknown };
    const text = typeof data.response === "string" ? data.response : typeof data.content === "string" ? data.content : JSON.stringify(data);
    onText(text);
    return text;
  }
  if (!type.includes("text/plain")) throw new Error("Invalid response format from stream");
  const reader = response.body?.getReader();
  if (!reader) throw new Error("No stream reader");
  const decoder = new TextDecoder();
  let received = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += decoder.decode(value, { stream: true });
    onText(received);
  }
  return received + decoder.decode();
}

async function fallbackReply(body: Body, signal: AbortSignal): Promise<string> {
  const response = await post("/api/chat", body, signal);
  if (!response.ok) throw new Error(`Chat request failed: ${response.status}`);
  const data = (await response.json()) as { response?: unknown };
  return typeof data.response === "string" ? data.response : "";
}

/**
 * The fallback chain: the stream, then the non-streaming endpoint, then `offlineAnswer` (built
 * from the cached top picks). Only an abort (New chat, close) stops the chain. With no
 * connection at all (the browser says so, or neither request reached the site) the answer says
 * so plainly instead.
 */
export async function requestReply(
  body: Body,
  onText: (text: string) => void,
  signal: AbortSignal,
  offlineAnswer: () => Promise<string>,
): Promise<ChatReply> {
  if (deviceOffline()) return { text: NO_CONNECTION_REPLY, by: "no-connection" };
  let unreachable = 0;
  try {
    const text = await streamReply(body, onText, signal);
    if (text.trim()) return { text, by: "ai" };
    throw new Error("Empty stream reply");
  } catch (error) {
    if (signal.aborted) throw error;
    if (isNetworkFailure(error)) unreachable++;
    console.warn("CLEARED AI stream failed, trying the fallback", error);
  }
  try {
    const text = await fallbackReply(body, signal);
    if (text.trim()) return { text, by: "ai" };
  } catch (error) {
    if (signal.aborted) throw error;
    if (isNetworkFailure(error)) unreachable++;
    console.warn("CLEARED AI fallback failed, answering offline", error);
  }
  if (unreachable === 2 || deviceOffline()) return { text: NO_CONNECTION_REPLY, by: "no-connection" };
  return { text: await offlineAnswer(), by: "picks" };
}

const PICKS_KEY = "chat-offline-picks";
const PICKS_MAX_AGE_MS = 60 * 60 * 1000;

interface StoredPicks {
  savedAt: number;
  picks: PicksByCategory;
}

function readStoredPicks(): StoredPicks | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PICKS_KEY) ?? "null") as { savedAt?: unknown; picks?: unknown } | null;
    const picks = picksByCategorySchema.safeParse(stored?.picks);
    return picks.success && typeof stored?.savedAt === "number" ? { savedAt: stored.savedAt, picks: picks.data } : null;
  } catch {
    return null;
  }
}

/**
 * The top picks of every category, for the context and the offline answer. A copy younger than
 * an hour is used as is; otherwise it is refreshed, and a stale copy still beats none offline.
 */
export async function loadOfflinePicks(): Promise<PicksByCategory | null> {
  const stored = readStoredPicks();
  if (stored && Date.now() - stored.savedAt < PICKS_MAX_AGE_MS) return stored.picks;
  try {
    const response = await fetch("/api/chat/offline-picks");
    if (!response.ok) throw new Error(`offline picks: ${response.status}`);
    const picks = picksByCategorySchema.parse(((await response.json()) as { picks?: unknown }).picks);
    try {
      localStorage.setItem(PICKS_KEY, JSON.stringify({ savedAt: Date.now(), picks } satisfies StoredPicks));
    } catch {
      // Storage full or disabled: the picks still serve this visit.
    }
    return picks;
  } catch {
    return stored?.picks ?? null;
  }
}
