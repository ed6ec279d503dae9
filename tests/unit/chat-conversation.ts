import { screenMessage } from "~/.server/chat/products";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { engineAnswer } from "~/domain/chat/engine";
import type { PassageHit } from "~/domain/chat/passages";
import { picksSource } from "~/domain/chat/picks";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { seededCatalogue } from "./priced-catalogue";

/*
 * A conversation with the embedded engine through the path a request takes (the request schema,
 * the understanding, the DoD screen of the message), each answer added to the history the next
 * turn sends: what the chat paraphrase tests ask with.
 */

export type EngineAnswerOf = ReturnType<typeof engineAnswer>;

/** The answer to the last of `turns`, each earlier one answered first. */
export function converse(turns: readonly string[], passages: PassageHit[] = []): EngineAnswerOf {
  const catalogue = seededCatalogue();
  const history: Array<{ role: "user" | "assistant"; content: string }> = [];
  let answer: EngineAnswerOf | null = null;
  for (const message of turns) {
    answer = engineAnswer({
      understanding: understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: history.slice(-6) } })),
      passages,
      catalogue,
      picksFor: picksSource(null, catalogue),
      screened: screenMessage(message, BUNDLED_SAFETY.matcher),
    });
    history.push({ role: "user", content: message }, { role: "assistant", content: answer.text });
  }
  if (!answer) throw new Error("a conversation needs at least one turn");
  return answer;
}

/** The first paragraph that is not empty: what the person reads first. */
export const opening = (text: string) => text.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";
