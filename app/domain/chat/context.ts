import { z } from "zod";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import {
  detectCategory,
  detectStimulantPreference,
  isMoreOptionsRequest,
  type StimulantPreference,
} from "./intent";
import { extractSuggestedNames } from "./extract";

/** Spec, section 9, plus the API's own input limits. */
export const CHAT_LIMITS = {
  maxMessageChars: 2000,
  maxBodyBytes: 32 * 1024,
  historyKept: 10,
  historySent: 6,
  topPicks: 10,
  /** History entries are cut to this length before sending so six of them fit the body limit. */
  maxHistoryEntryChars: 3000,
} as const;

const categoryId = z.enum(CATEGORY_IDS);
const shortText = (max: number) => z.string().max(max);

export const topPickSchema = z.object({
  id: shortText(120),
  name: shortText(200),
  brand: shortText(120),
  pricePerServing: z.number().nonnegative().nullable(),
  hasNSF: z.boolean(),
  hasUSP: z.boolean(),
  hasInformed: z.boolean(),
  certifications: z.array(shortText(120)).max(8),
  isStim: z.boolean(),
});
export type TopPick = z.infer<typeof topPickSchema>;

const historyEntrySchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: shortText(CHAT_LIMITS.maxHistoryEntryChars),
});

const picks = z.array(topPickSchema).max(CHAT_LIMITS.topPicks).default([]);

/**
 * The chat context (docs/product.md §5.2). The client builds it; the server validates it and
 * treats it as hints only: products are always re-read from the catalogue on the server.
 * Every field has a default so a first message may send `{}`.
 */
export const chatContextSchema = z.object({
  category: categoryId.nullable().default(null),
  topPicks: picks,
  allowedBrands: z.array(shortText(120)).max(50).default([]),
  allowedProductIds: z.array(shortText(120)).max(100).default([]),
  conversationHistory: z.array(historyEntrySchema).max(CHAT_LIMITS.historySent).default([]),
  lastCategory: categoryId.nullable().default(null),
  lastTopPicks: picks,
  stimulantPreference: z.enum(["stim", "no-stim"]).nullable().default(null),
  isFollowUp: z.boolean().default(false),
  previouslySuggested: z.array(shortText(200)).max(100).default([]),
  isMoreOptionsRequest: z.boolean().default(false),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

const EMPTY_CHAT_CONTEXT: ChatContext = chatContextSchema.parse({});

/** Body of POST /api/chat and /api/chat/stream. */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Type a message first.")
    .max(CHAT_LIMITS.maxMessageChars, `Messages are limited to ${CHAT_LIMITS.maxMessageChars} characters.`),
  context: chatContextSchema.default(EMPTY_CHAT_CONTEXT),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A message is sendable when it has visible text and no reply is in progress. */
export function canSend(input: string, busy: boolean): boolean {
  return !busy && input.trim().length > 0;
}

/** What the client remembers between messages of one conversation. */
export interface ConversationState {
  lastCategory: CategoryId | null;
  stimulantPreference: StimulantPreference | null;
  previouslySuggested: string[];
}

export const EMPTY_CONVERSATION: ConversationState = {
  lastCategory: null,
  stimulantPreference: null,
  previouslySuggested: [],
};

/** The state after the user sends `message`: its category and stim preference are remembered. */
export function afterUserMessage(state: ConversationState, message: string): ConversationState {
  return {
    ...state,
    lastCategory: detectCategory(message) ?? state.lastCategory,
    stimulantPreference: detectStimulantPreference(message) ?? state.stimulantPreference,
  };
}

/** The state after an assistant reply: names from its numbered lists join previouslySuggested. */
export function afterAssistantReply(state: ConversationState, reply: string): ConversationState {
  const seen = new Set(state.previouslySuggested);
  const added = extractSuggestedNames(reply).filter((name) => !seen.has(name));
  return added.length ? { ...state, previouslySuggested: [...state.previouslySuggested, ...added] } : state;
}

/** Rebuilds the conversation state from stored messages, e.g. after a reload. */
export function conversationFromMessages(
  messages: ReadonlyArray<{ role: "user" | "assistant"; content: string }>,
): ConversationState {
  return messages.reduce(
    (state, m) => (m.role === "user" ? afterUserMessage(state, m.content) : afterAssistantReply(state, m.content)),
    EMPTY_CONVERSATION,
  );
}

/** The top-picks snapshot served to the client for its context and offline answers. */
export const picksByCategorySchema = z.partialRecord(categoryId, z.array(topPickSchema).max(CHAT_LIMITS.topPicks));
export type PicksByCategory = z.infer<typeof picksByCategorySchema>;

/**
 * Builds the context sent with `message`. `state` is the conversation before this message and
 * `history` the messages before it; `picks` is the cached top-picks snapshot, if any.
 */
export function buildChatContext(input: {
  message: string;
  history: ReadonlyArray<{ role: "user" | "assistant"; content: string }>;
  state: ConversationState;
  picks: PicksByCategory | null;
}): ChatContext {
  const { message, history, state, picks } = input;
  const category = detectCategory(message);
  const topPicks = (category && picks?.[category]) || [];
  const lastTopPicks = (state.lastCategory && picks?.[state.lastCategory]) || [];
  return {
    category,
    topPicks,
    allowedBrands: [...new Set(topPicks.map((p) => p.brand))],
    allowedProductIds: topPicks.map((p) => p.id),
    conversationHistory: history.slice(-CHAT_LIMITS.historySent).map((m) => ({
      role: m.role,
      content: m.content.slice(0, CHAT_LIMITS.maxHistoryEntryChars),
    })),
    lastCategory: state.lastCategory,
    lastTopPicks,
    stimulantPreference: detectStimulantPreference(message) ?? state.stimulantPreference,
    isFollowUp: history.length > 0,
    previouslySuggested: state.previouslySuggested.slice(-100),
    isMoreOptionsRequest: isMoreOptionsRequest(message),
  };
}

/**
 * The category a message is about: the one it names, else (for a more-options request, a stim
 * answer, or a follow-up) the conversation's last category.
 */
export function resolveCategory(message: string, context: ChatContext): CategoryId | null {
  const named = detectCategory(message);
  if (named) return named;
  const continues =
    context.isMoreOptionsRequest || isMoreOptionsRequest(message) || detectStimulantPreference(message) !== null;
  return continues ? (context.category ?? context.lastCategory) : null;
}
