import { type Carried, carriedLabels, NOTHING_CARRIED, readCarriedLabels } from "~/domain/chat/carried";
import type { ChatRequest } from "~/domain/chat/context";
import { cookieValue } from "~/lib/cookies";

/*
 * The cookie that carries what the person said beyond the six messages the client sends
 * (docs/decisions/0103-constraints-kept-beyond-the-history-window.md): labels from closed lists
 * only, scoped to the chat API, HttpOnly, Secure, SameSite=Strict, for an hour after the last
 * answer. A conversation that starts anew (no history sent) reads none and replaces it.
 */

export const CARRIED_COOKIE = "__Secure-chat-said";
/** Long enough for a pause in one conversation, short enough that it is gone by the next day. */
export const CARRIED_MAX_AGE_S = 60 * 60;
const ATTRIBUTES = "Path=/api/chat; HttpOnly; Secure; SameSite=Strict";

/** What the request's conversation carried in: nothing for a new conversation, or a missing, malformed or forged cookie. */
export function carriedIn(raw: Request, chat: ChatRequest): Carried {
  if (!chat.context.conversationHistory.length) return NOTHING_CARRIED;
  const value = cookieValue(raw, CARRIED_COOKIE);
  if (!value) return NOTHING_CARRIED;
  try {
    return readCarriedLabels(decodeURIComponent(value));
  } catch {
    return NOTHING_CARRIED;
  }
}

/**
 * The Set-Cookie header for what an answer to `raw` carries on; one that deletes the cookie when
 * nothing is and the request held one; null when there is nothing to set or delete.
 */
export function carriedCookie(carried: Carried, raw: Request): string | null {
  const labels = carriedLabels(carried);
  if (!labels.length) return cookieValue(raw, CARRIED_COOKIE) === null ? null : `${CARRIED_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
  return `${CARRIED_COOKIE}=${encodeURIComponent(labels.join("|"))}; Max-Age=${CARRIED_MAX_AGE_S}; ${ATTRIBUTES}`;
}
