import type { LanguageModel, ModelMessage } from "ai";
import type { ChatRequest } from "~/domain/chat/context";
import { DraftSplitter, type DraftUnit, wordsOnly } from "~/domain/chat/ground";
import { type RequestStructure, requestStructureSchema } from "~/domain/chat/structure";
import { productCautions } from "~/domain/safety/product-cautions";
import type { EngineAnswer } from "~/domain/chat/draft";
import { categoryTitle } from "~/domain/chat/product-lines";
import { isStimulant } from "~/domain/safety/stimulant";
import type { ModelSettings } from "./model";

/**
 * The model's instructions: the engine's plan, with products and passages as tokens. The
 * candidates are already filtered by everything the person said; the model chooses among them
 * and phrases the answer, and the grounding check holds each sentence to the plan.
 */
export function systemPrompt(answer: EngineAnswer, opening: string | null = null): string {
  const products = answer.candidates.length
    ? [...answer.products, ...answer.candidates.filter((c) => !answer.products.some((p) => p.id === c.id))].map((p, i) => {
        const suggested = answer.products.some((x) => x.id === p.id) ? " (suggested)" : "";
        const cautions = productCautions(p);
        return [
          `[[P${i + 1}]]${suggested} ${p.name} by ${p.brand} (${categoryTitle(p.category)})`,
          `  facts: ${[...p.highlights, ...p.militaryBenefits.filter((b) => !b.startsWith("Certified for sport"))].slice(0, 3).join(" ") || p.description}`,
          `  key ingredients: ${p.keyIngredients.slice(0, 6).join("; ") || "not listed"}`,
          `  stimulant: ${isStimulant(p) ? `yes${p.caffeineMg ? ` (${p.caffeineMg} mg caffeine)` : ""}` : "no"}`,
          cautions.length ? `  cautions (the site adds them): ${cautions.join(" ")}` : "",
        ]
          .filter(Boolean)
          .join("\n");
      })
    : [];
  // The extract first and the title last, in brackets: titles have colons of their own.
  const passages = answer.passages.map((p, i) => `[[S${i + 1}]] ${p.extract} (source: ${p.title})`);
  return [
    "You are CLEARED AI, a supplement guide for U.S. service members and tactical athletes.",
    "Answer the user's last message in at most 150 words of plain markdown.",
    `Your task: ${answer.brief}`,
    // The plan's opening is on screen before the model's first word (docs/decisions/0058).
    opening
      ? `The site has already shown the answer's opening line, above your text: "${opening.replace(/\*\*/g, "")}". Do not repeat it; continue straight from it.`
      : "Open with one sentence that answers the question, before any product line.",
    "Rules you must follow:",
    "- The PRODUCTS below are the only products you may mention; they already fit everything the user said. Refer to a product ONLY by its token, exactly as written (for example [[P1]]). Never write a product name or a brand name yourself.",
    "- Put each recommended product on its own numbered line that starts with its token, like: 1. [[P1]] — one sentence on why it fits the question.",
    answer.cautions.length ? "- The site shows the CAUTIONS below above your answer. Do not repeat or contradict them." : "",
    answer.passages.length ? "- Answer knowledge questions only from the PASSAGES below, and cite the one you use by its token at the end of the sentence (for example [[S1]]); the site turns it into a link." : "",
    "- Do not write links, URLs, prices or dollar amounts; the site adds them. Use only amounts (mg, g, IU) that appear below; general advice needs no amount.",
    "- Do not mention any other product, brand or company. Never suggest more than a label's serving or an upper limit, and never suggest any ingredient on the DoD prohibited list.",
    "- Do not add disclaimers; the site adds them.",
    answer.intent === "recommend" && /stim or no-stim/.test(answer.text) && !opening?.includes("stim or no-stim") ? "- Begin by asking whether they want stim or no-stim, then list the products." : "",
    "",
    "PRODUCTS:",
    products.join("\n") || "(none: recommend no product)",
    ...(answer.cautions.length ? ["", "CAUTIONS:", ...answer.cautions.map((c) => `- ${c.replace(/\s+/g, " ")}`)] : []),
    ...(passages.length ? ["", "PASSAGES:", ...passages] : []),
  ]
    .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
    .join("\n");
}

/**
 * The conversation as the model reads it. Earlier answers arrive from the client and could carry
 * anything, so they reach the model as words only: no prices, amounts or links to copy as facts.
 */
function conversation(request: ChatRequest): ModelMessage[] {
  return [
    ...request.context.conversationHistory.map((m) => ({ role: m.role, content: m.role === "assistant" ? wordsOnly(m.content) : m.content })),
    { role: "user" as const, content: request.message },
  ];
}

/** A model failure, with whether it was the platform saying "too many requests" or "no capacity". */
export class ModelFailure extends Error {
  constructor(
    message: string,
    readonly capacity: boolean,
  ) {
    super(message);
    this.name = "ModelFailure";
  }
}

/** Workers AI's 429s (3036 daily allocation, 3040 out of capacity) and capacity messages, as the provider reports them. */
function isCapacityError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const message = error instanceof Error ? error.message : String(error);
  return status === 429 || /\b(?:429|3040|3036)\b|capacity|too many requests|rate limit/i.test(message);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a draft ended: complete, or cut by the token cap (its unfinished last unit is never shown). */
export type DraftEnd = "stop" | "length";

/**
 * The model's draft as units a person reads (sentences, list items, headings), each yielded as
 * soon as it is complete. A 429 or capacity error before any text is retried once after a
 * jittered pause; any other failure, a stall past the first-text or total timeout, or a second
 * capacity error throws a ModelFailure. `signal` stops the model when the reader left.
 */
export async function* draftUnits(
  model: LanguageModel,
  request: ChatRequest,
  answer: EngineAnswer,
  settings: ModelSettings,
  signal?: AbortSignal,
  /** The plan's opening, already shown: the model continues from it. */
  opening: string | null = null,
): AsyncGenerator<DraftUnit, DraftEnd> {
  const controller = new AbortController();
  const stop = () => controller.abort(new ModelFailure("the reader left", false));
  signal?.addEventListener("abort", stop);
  const total = setTimeout(() => controller.abort(new ModelFailure("model timed out", false)), settings.totalTimeoutMs);
  let first: ReturnType<typeof setTimeout> | undefined;
  try {
    // Loaded with the model, on first use (see workersAiModel).
    const { streamText } = await import("ai");
    for (let attempt = 0; ; attempt++) {
      first = setTimeout(() => controller.abort(new ModelFailure("model sent no text in time", false)), settings.firstTextTimeoutMs);
      const result = streamText({
        model,
        system: systemPrompt(answer, opening),
        messages: conversation(request),
        maxOutputTokens: settings.maxOutputTokens,
        temperature: settings.temperature,
        maxRetries: 0,
        abortSignal: controller.signal,
        // Failures are handled (and logged once) by the caller, which answers from the engine.
        onError: () => {},
      });
      const splitter = new DraftSplitter();
      let wrote = false;
      let failure: unknown = null;
      let end: DraftEnd = "stop";
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          clearTimeout(first);
          wrote = true;
          yield* splitter.push(part.text);
        } else if (part.type === "error") {
          failure = part.error;
          break;
        } else if (part.type === "abort") {
          failure = controller.signal.reason ?? new Error("model aborted");
          break;
        } else if (part.type === "finish") {
          if (part.finishReason === "length") end = "length";
          // "error" is the provider's word for a stream cut before [DONE]; the others never finished cleanly.
          else if (part.finishReason !== "stop") failure = new Error(`model finished with ${part.finishReason}`);
        }
      }
      clearTimeout(first);
      if (controller.signal.aborted) throw toFailure(controller.signal.reason);
      if (failure) {
        const capacity = isCapacityError(failure);
        if (capacity && !wrote && attempt === 0) {
          // Spread the retries of many visitors hit at once, so they do not return together.
          await wait(settings.retryBaseMs + Math.random() * settings.retryJitterMs);
          continue;
        }
        throw toFailure(failure, capacity);
      }
      // A draft cut by the token cap ends at its last complete unit.
      if (end === "stop") yield* splitter.end();
      return end;
    }
  } finally {
    clearTimeout(total);
    clearTimeout(first);
    signal?.removeEventListener("abort", stop);
    // Stops the model when the reader went away or the draft ended early.
    controller.abort();
  }
}

function toFailure(error: unknown, capacity = false): ModelFailure {
  if (error instanceof ModelFailure) return error;
  return new ModelFailure(error instanceof Error ? error.message : String(error), capacity);
}

/** How the model is asked to read a request: the structure's fields, and quotes as evidence. */
const STRUCTURE_PROMPT = [
  "Read the user's last message (with the conversation before it) for a supplement guide and return JSON only: {\"items\": [...]}.",
  "Each item has a kind and quote, the user's exact words it comes from. Kinds:",
  "intent: recommend, knowledge, dosing, ingredient (is it banned), interaction (with a medicine), compare, plan (across categories).",
  "constraint: diet (vegan, dairy-free, lactose-free, gluten-free), exclude an ingredient, caffeineMax in mg per serving, form, budget in US dollars per serving.",
  "condition: ssri, antidepressant, maoi, blood-thinner, blood-pressure, heart, stimulant-medication, sedating-medication, thyroid, pregnancy, medication.",
  "duty: aircrew, night-shift, heat, deployment, drug-test. reference: which earlier pick (1 = first) the message points at.",
  "Most messages need no items: return {\"items\": []}. Never guess.",
].join("\n");

/**
 * The model's reading of the request, in JSON mode against the same schema the rules' reading
 * is parsed with; null when the model fails, stalls or returns anything the schema refuses.
 */
export async function modelStructure(model: LanguageModel, request: ChatRequest, settings: ModelSettings): Promise<RequestStructure | null> {
  const timeout = AbortSignal.timeout(settings.structureTimeoutMs);
  try {
    const { generateText, Output } = await import("ai");
    const result = await generateText({
      model,
      system: STRUCTURE_PROMPT,
      messages: conversation(request),
      output: Output.object({ schema: requestStructureSchema, name: "request_structure" }),
      maxOutputTokens: settings.structureMaxTokens,
      temperature: 0,
      maxRetries: 0,
      abortSignal: timeout,
    });
    const parsed = requestStructureSchema.safeParse(result.output);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn(`[chat] the model's reading of the request was not used: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
