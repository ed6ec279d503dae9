import type { LanguageModel } from "ai";
import { CHAT_VOCABULARY } from "./vocabulary";
import { getPricedCatalogue, type PricedCatalogue } from "~/.server/catalogue";
import type { SafetyState } from "~/.server/safety/state";
import type { Carried } from "~/domain/chat/carried";
import type { ChatRequest } from "~/domain/chat/context";
import type { DraftUnit } from "~/domain/chat/ground";
import type { ProhibitedMatcher } from "~/domain/safety/matcher";
import { mergeStructure, type RequestStructure } from "~/domain/chat/structure";
import { type Understanding, understand } from "~/domain/chat/understand";
import { type DraftEnd, draftUnits, ModelFailure, modelStructure } from "./ai";
import type { EngineAnswer } from "~/domain/chat/draft";
import { engineAnswer } from "~/domain/chat/engine";
import { afterOpening, planOpening } from "~/domain/chat/opening";
import { picksSource } from "~/domain/chat/picks";
import { Grounder } from "./grounding";
import { type PassageRetrieverFactory, retrievePassages } from "./knowledge";
import { type ChatModelFactory, MODEL_SETTINGS, type ModelSettings } from "./model";
import { catalogueNames, screenMessage } from "./products";
import { type ChatSnapshot, modelWorthTrying, readChatSnapshot, recordModelFailure } from "./snapshot";

/** Where the chat gets what it cannot compute: the language model and the article passages. */
export interface ChatSources {
  model: ChatModelFactory;
  passages: PassageRetrieverFactory;
  /** Limits and patience for the model; the defaults unless a test needs shorter ones. */
  settings?: ModelSettings;
}

/**
 * The request read from its message and history, over what the conversation carried from before
 * that history (./carried-cookie.ts); the client's context fields are hints only.
 */
export function understandRequest(request: ChatRequest, carried?: Carried): Understanding {
  const names = catalogueNames();
  const replies = request.context.conversationHistory.filter((e) => e.role === "assistant").map((e) => e.content);
  const lastReply = replies.at(-1);
  const understood = understand({
    message: request.message,
    history: request.context.conversationHistory,
    products: names.products,
    names,
    vocabulary: CHAT_VOCABULARY,
    hints: request.context,
    carried,
  });
  const asks = request.context.conversationHistory.filter((e) => e.role === "user").map((e) => e.content);
  const withAsks = asks.length ? { ...understood, earlierAsks: asks } : understood;
  return lastReply ? { ...withAsks, lastReply, earlierReplies: replies } : withAsks;
}

/** Splits an answer into line chunks so a reader sees it grow as it is sent. */
function* lineChunks(text: string): Generator<string> {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) yield i < lines.length - 1 ? `${lines[i]}\n` : lines[i];
}

/** Who wrote the answer that was sent: the language model or the embedded engine. */
export type ChatAnswerSource = "model" | "engine";

/** An answer whose plan is ready: its chunks are the only part that waits on the model. */
export type AnswerChunks = AsyncGenerator<string, ChatAnswerSource>;

/** An answer ready to send, and what its conversation carries into the next turn. */
export interface PreparedAnswer {
  chunks: AnswerChunks;
  carried: Carried;
}

interface Planned {
  engine: EngineAnswer;
  understanding: Understanding;
}

/**
 * Plans the answer to one chat request (understanding, passages, the engine's answer) and
 * returns its chunks. Everything that can fail as a bad request fails here, before a response
 * starts; the model is only asked once the reader pulls the first chunk. `safety` is the
 * request's DoD list version and withdrawals: the message, the products and the draft are all
 * screened with it.
 */
export async function prepareAnswer(request: ChatRequest, env: Env, sources: ChatSources, safety: SafetyState, carried?: Carried): Promise<PreparedAnswer> {
  const rules = understandRequest(request, carried);
  // What the rules read is carried on; the model's reading is heard again from the history next turn.
  const prepared = (chunks: AnswerChunks): PreparedAnswer => ({ chunks, carried: rules.carried });
  const retriever = sources.passages(env);
  const [snapshot, catalogue] = await Promise.all([readChatSnapshot(env.CACHE), getPricedCatalogue(env, safety)]);
  const plan = async (understanding: Understanding): Promise<Planned> => ({
    understanding,
    engine: engineAnswer({ understanding, passages: await retrievePassages(understanding, retriever), catalogue, picksFor: picksSource(snapshot, catalogue), screened: screenMessage(understanding.message, safety.matcher) }),
  });
  const first = await plan(rules);
  const languageModel = first.engine.modelMayPhrase && modelWorthTrying(snapshot) ? await sources.model(env) : null;
  if (!languageModel) return prepared(engineChunks(first.engine));
  return prepared(modelChunks({ request, first, languageModel, plan, env, snapshot, catalogue, screen: safety.matcher.screenText, settings: sources.settings ?? MODEL_SETTINGS }));
}

async function* engineChunks(engine: EngineAnswer): AnswerChunks {
  yield* lineChunks(engine.text);
  return "engine";
}

/** Whether the model's reading changed what the answer may say: other products, cautions or passages. */
function samePlan(a: EngineAnswer, b: EngineAnswer): boolean {
  const ids = (list: readonly { id: string }[]) => list.map((p) => p.id).join();
  return ids(a.candidates) === ids(b.candidates) && ids(a.products) === ids(b.products) && a.cautions.join() === b.cautions.join() && a.passages.map((p) => p.link).join() === b.passages.map((p) => p.link).join() && a.intent === b.intent;
}

/** The engine's answer without what was already shown: the cautions placed first (a caution may hold paragraphs of its own) and the opening. */
function withoutShown(text: string, cautions: ReadonlySet<string>, opening: string | null): string {
  let rest = text;
  for (const caution of cautions) rest = rest.replace(caution, "");
  return afterOpening(rest.replace(/\n{3,}/g, "\n\n").trim(), opening);
}

interface ModelAnswerInput {
  request: ChatRequest;
  first: Planned;
  languageModel: LanguageModel;
  plan: (u: Understanding) => Promise<Planned>;
  env: Env;
  snapshot: ChatSnapshot | null;
  catalogue: PricedCatalogue;
  /** The request's DoD list screen, for the draft's grounding. */
  screen: ProhibitedMatcher["screenText"];
  settings: ModelSettings;
}

/**
 * The model's answer, unit by unit, each judged before it is sent. The plan's cautions and its
 * opening go first, at once (docs/decisions/0058). The model's reading of the request runs beside
 * the draft: plain advice is shown as it comes, while the first unit whose verdict depends on the
 * plan (a product, a passage, an amount, a list item) waits for that reading. If the reading
 * narrowed the plan (a constraint or a medicine the rules missed), its cautions and its own
 * opening are shown then, and the rest of the draft is held to the narrower plan. A model that
 * fails before a unit is shown leaves the rest of the answer to the engine; one that fails later
 * ends with the plan's remaining picks. Nothing shown is taken back.
 */
async function* modelChunks(input: ModelAnswerInput): AnswerChunks {
  const { request, languageModel, env, settings, screen } = input;
  const prompted = input.first.engine;
  let planned = input.first;
  const shownCautions = new Set<string>();
  const newCautions = (engine: EngineAnswer) => {
    const fresh = engine.cautions.filter((c) => !shownCautions.has(c));
    for (const c of fresh) shownCautions.add(c);
    return fresh.join("\n\n");
  };
  const opening = planOpening(prompted, catalogueNames());
  let lastOpening = opening;
  /** What a narrower plan adds before the rest of the draft: its new cautions, and its opening when it reads otherwise. */
  const narrowed = (engine: EngineAnswer) => {
    const next = planOpening(engine, catalogueNames());
    const fresh = next && next !== lastOpening ? next : "";
    if (fresh) lastOpening = fresh;
    return [newCautions(engine), fresh].filter(Boolean).join("\n\n");
  };
  const head = [newCautions(prompted), opening].filter(Boolean).join("\n\n");
  if (head) yield `${head}\n\n`;

  const reading = modelStructure(languageModel, request, settings);
  let read = false;
  /** Waits for the model's reading once; true when it changed the plan. */
  const settle = async (): Promise<boolean> => {
    if (read) return false;
    read = true;
    const structure = await reading;
    const merged = structure ? mergeWith(planned.understanding, structure, request) : null;
    if (!merged) return false;
    const replanned = await input.plan(merged);
    if (samePlan(replanned.engine, planned.engine)) return false;
    planned = replanned;
    return true;
  };

  const stop = new AbortController();
  const draft = draftUnits(languageModel, request, prompted, settings, stop.signal, opening);
  let grounder = new Grounder(screen, prompted);
  let shown = false;
  let gap = "";
  let failure: ModelFailure | null = null;
  let end: DraftEnd = "stop";
  const show = (text: string, after: string) => {
    const out = `${shown ? gap : ""}${text}`;
    shown = true;
    gap = after || " ";
    return out;
  };
  const paragraph = (text: string) => {
    gap = "\n\n";
    return show(text, "\n\n");
  };
  try {
    for (;;) {
      const next = await draft.next();
      if (next.done) {
        end = next.value;
        break;
      }
      const unit: DraftUnit = next.value;
      if (!read && grounder.dependsOnPlan(unit.text) && (await settle())) {
        grounder = new Grounder(screen, planned.engine, prompted);
        const added = narrowed(planned.engine);
        if (added) yield shown ? paragraph(added) : `${added}\n\n`;
      }
      const judged = grounder.judge(unit.text);
      if (judged.verdict !== "pass") console.info(`[chat] draft unit ${judged.verdict === "drop" ? "dropped" : "replaced"} (${planned.engine.intent}): ${judged.reason}`);
      // A unit judged to no words is dropped: whitespace alone would count as an answer shown and leave the reader nothing.
      if (judged.text.trim()) yield show(judged.text, unit.gap);
      else if (unit.gap.length > gap.length) gap = unit.gap; // A dropped unit keeps the paragraph break it ended, not its words.
    }
  } catch (error) {
    failure = error instanceof ModelFailure ? error : new ModelFailure(error instanceof Error ? error.message : String(error), false);
  } finally {
    stop.abort();
    // Runs the draft's own clean-up (its timers) when the reader left while it waited at a unit.
    await draft.return("stop").catch(() => {});
  }
  // A reading that arrives after a draft of plain advice still places its cautions.
  if (await settle()) {
    grounder = new Grounder(screen, planned.engine, prompted);
    const added = shown ? narrowed(planned.engine) : newCautions(planned.engine);
    if (added) yield shown ? paragraph(added) : `${added}\n\n`;
  }

  const { engine } = planned;
  if (failure || !shown) {
    const detail = failure?.message ?? "no unit of the draft passed";
    console.warn(`[chat] model answer ${shown ? "completed from the plan" : "replaced by the engine"} (${engine.intent}): ${detail}`);
    if (!shown) yield* lineChunks(withoutShown(engine.text, shownCautions, lastOpening));
    else yield* closingBlocks([...grounder.picksNotShown(), engine.footer]);
    // After the answer, so the reader never waits for this write.
    if (failure) await recordModelFailure(env.CACHE, input.snapshot, `${failure.capacity ? "capacity: " : ""}${detail}`, input.catalogue);
    return shown ? "model" : "engine";
  }
  if (end === "length") console.warn(`[chat] model draft cut by the token cap (${engine.intent}); its last unit was not shown`);
  yield* closingBlocks([...(grounder.namedAnyProduct() ? [] : grounder.picksNotShown()), engine.footer]);
  return "model";
}

/** What follows the model's text: the plan's picks it did not show, then links, reminders and disclaimers. */
function* closingBlocks(blocks: string[]): Generator<string> {
  const text = blocks.filter(Boolean).join("\n\n");
  if (text) yield `\n\n${text}`;
}

function mergeWith(u: Understanding, reading: RequestStructure, request: ChatRequest): Understanding | null {
  const earlier = request.context.conversationHistory.filter((m) => m.role === "user").map((m) => m.content);
  const { understanding, added } = mergeStructure(u, reading, { message: request.message, earlier });
  if (!added.length) return null;
  console.info(`[chat] the model's reading added: ${added.join("; ")}`);
  return understanding;
}

/** The whole answer at once, for the non-streaming endpoint, with who wrote it and what it carries on. */
export async function answerText(request: ChatRequest, env: Env, sources: ChatSources, safety: SafetyState, carried?: Carried): Promise<{ text: string; by: ChatAnswerSource; carried: Carried }> {
  const { chunks, carried: next } = await prepareAnswer(request, env, sources, safety, carried);
  let text = "";
  for (;;) {
    const chunk = await chunks.next();
    if (chunk.done) return { text, by: chunk.value, carried: next };
    text += chunk.value;
  }
}
