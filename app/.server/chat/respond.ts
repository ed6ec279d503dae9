import { getPricedCatalogue } from "~/.server/catalogue";
import type { ChatRequest } from "~/domain/chat/context";
import { STREAM_RESET, visibleStreamText } from "~/domain/chat/history";
import { engineAnswer } from "~/domain/chat/engine";
import { picksSource } from "~/domain/chat/picks";
import { type Understanding, understand } from "~/domain/chat/understand";
import { modelAnswerLines } from "./ai";
import { GroundingError } from "./grounding";
import { type PassageRetrieverFactory, retrievePassages } from "./knowledge";
import type { ChatModelFactory } from "./model";
import { catalogueNames, screenMessage } from "./products";
import { modelWorthTrying, readChatSnapshot, recordModelDown } from "./snapshot";

/** Where the chat gets what it cannot compute: the language model and the article passages. */
export interface ChatSources {
  model: ChatModelFactory;
  passages: PassageRetrieverFactory;
}

/** The request read from its message and history; the client's context fields are hints only. */
export function understandRequest(request: ChatRequest): Understanding {
  const names = catalogueNames();
  return understand({
    message: request.message,
    history: request.context.conversationHistory,
    products: names.products,
    names,
    hints: request.context,
  });
}

/** Splits an answer into line chunks so a reader sees it grow as it is sent. */
function* lineChunks(text: string): Generator<string> {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) yield i < lines.length - 1 ? `${lines[i]}\n` : lines[i];
}

/** Who wrote the answer that was sent: the language model or the embedded engine. */
export type ChatAnswerSource = "model" | "engine";

/**
 * The answer to one chat request, as text chunks; the generator returns who wrote it. The engine's answer is always computed first;
 * when the model may phrase it and the AI binding is worth trying, the model's grounded draft
 * is streamed instead. Any failure of the model, at any point, ends in the engine's answer:
 * if part of the draft was already sent, a STREAM_RESET tells the reader to start over.
 */
export async function* answerChunks(request: ChatRequest, env: Env, sources: ChatSources): AsyncGenerator<string, ChatAnswerSource> {
  const understanding = understandRequest(request);
  const [snapshot, passages, catalogue] = await Promise.all([
    readChatSnapshot(env.CACHE),
    retrievePassages(understanding, sources.passages(env)),
    getPricedCatalogue(env),
  ]);
  const engine = engineAnswer({ understanding, passages, catalogue, picksFor: picksSource(snapshot, catalogue), screened: screenMessage(understanding.message) });
  const languageModel = engine.modelMayPhrase && modelWorthTrying(snapshot) ? await sources.model(env) : null;

  let modelDown: string | null = null;
  if (languageModel) {
    let sent = false;
    try {
      for await (const line of modelAnswerLines(languageModel, request, engine)) {
        sent = true;
        yield line;
      }
      if (engine.footer) yield `\n\n${engine.footer}`;
      return "model";
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.warn(`[chat] model answer replaced by the engine (${engine.intent}): ${detail}`);
      // A model that fails before writing anything is likely down, not wrong: skip it for a while.
      if (!sent && !(error instanceof GroundingError)) modelDown = detail;
      if (sent) yield STREAM_RESET;
    }
  }
  yield* lineChunks(engine.text);
  // After the answer, so the reader never waits for this write.
  if (modelDown) await recordModelDown(env.CACHE, snapshot, modelDown, catalogue);
  return "engine";
}

/** The whole answer at once, for the non-streaming endpoint, with who wrote it. */
export async function answerText(request: ChatRequest, env: Env, sources: ChatSources): Promise<{ text: string; by: ChatAnswerSource }> {
  const chunks = answerChunks(request, env, sources);
  let received = "";
  for (;;) {
    const next = await chunks.next();
    if (next.done) return { text: visibleStreamText(received), by: next.value };
    received += next.value;
  }
}
