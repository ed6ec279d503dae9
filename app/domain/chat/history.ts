import { z } from "zod";
import { CHAT_LIMITS } from "./context";

export const CHAT_HISTORY_KEY = "chat-history";

export const chatMessageSchema = z.object({
  id: z.string().min(1).max(100),
  content: z.string().max(20_000),
  role: z.enum(["user", "assistant"]),
  timestamp: z.number().finite(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a reply stopped by closing the chat is kept as: what had arrived, said plainly to be cut short. */
export function stoppedReply(arrived: string): string {
  const note = "_Stopped: the chat was closed before this reply finished. Ask again for the whole answer._";
  return arrived.trim() ? `${arrived.trim()}\n\n${note}` : note;
}

/** The messages worth keeping: the last ten, without empty assistant placeholders. */
export function historyToStore(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => m.content.trim() !== "").slice(-CHAT_LIMITS.historyKept);
}

/** Stored history as messages; anything unparsable or malformed reads as an empty history. */
export function parseStoredHistory(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const parsed = z.array(chatMessageSchema).safeParse(JSON.parse(raw));
    return parsed.success ? historyToStore(parsed.data) : [];
  } catch {
    return [];
  }
}
