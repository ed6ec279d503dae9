import raw from "~/data/chat-vocabulary.json";
import { parseVocabulary } from "~/domain/chat/concepts";

/** The chat's vocabulary (docs/decisions/0035-chat-vocabulary-and-nlp.md), checked once at load. */
export const CHAT_VOCABULARY = parseVocabulary(raw);
