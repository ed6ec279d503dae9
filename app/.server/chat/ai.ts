import type { LanguageModel, ModelMessage } from "ai";
import type { ChatRequest } from "~/domain/chat/context";
import type { EngineAnswer } from "~/domain/chat/draft";
import { Grounder } from "./grounding";
import { MODEL_SETTINGS } from "./model";
import { productCautions } from "~/domain/safety/product-cautions";
import { categoryTitle } from "~/domain/chat/product-lines";
import { isStimulant } from "~/domain/safety/stimulant";

/**
 * The model's instructions: the engine's plan, with products, cautions and passages as tokens.
 * The candidates are already filtered by everything the person said; the model chooses among
 * them and phrases the answer, and the grounding check holds it to the plan.
 */
export function systemPrompt(answer: EngineAnswer): string {
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
  const cautions = answer.cautions.map((c, i) => `[[C${i + 1}]] ${c.replace(/\s+/g, " ")}`);
  // The extract first and the title last, in brackets: titles have colons of their own.
  const passages = answer.passages.map((p, i) => `[[S${i + 1}]] ${p.extract} (source: ${p.title})`);
  return [
    "You are CLEARED AI, a supplement guide for U.S. service members and tactical athletes.",
    "Answer the user's last message in at most 150 words of plain markdown.",
    `Your task: ${answer.brief}`,
    "Rules you must follow:",
    "- The PRODUCTS below are the only products you may mention; they already fit everything the user said. Refer to a product ONLY by its token, exactly as written (for example [[P1]]). Never write a product name or a brand name yourself.",
    "- Put each recommended product on its own numbered line that starts with its token, like: 1. [[P1]] — one sentence on why it fits the question.",
    "- Use numbered or bulleted lines only for products.",
    answer.cautions.length ? "- Include every CAUTION token below exactly once, each on its own line. The site replaces the token with the full caution; do not reword it." : "",
    answer.passages.length ? "- Answer knowledge questions only from the PASSAGES below, and cite the one you use by its token (for example [[S1]]); the site turns it into a link." : "",
    "- Do not write links, URLs, prices or dollar amounts; the site adds them. Use only amounts (mg, g, IU) that appear below.",
    "- Do not mention any other product, brand or company. Never suggest more than a label's serving or an upper limit, and never suggest any ingredient on the DoD prohibited list.",
    "- Do not add disclaimers; the site adds them.",
    answer.intent === "recommend" && /stim or no-stim/.test(answer.text) ? "- Begin by asking whether they want stim or no-stim, then list the products." : "",
    "",
    "PRODUCTS:",
    products.join("\n") || "(none: recommend no product)",
    ...(cautions.length ? ["", "CAUTIONS:", ...cautions] : []),
    ...(passages.length ? ["", "PASSAGES:", ...passages] : []),
  ]
    .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
    .join("\n");
}

function conversation(request: ChatRequest): ModelMessage[] {
  return [
    ...request.context.conversationHistory.map((m) => ({ role: m.role, content: m.content })),
    { role: "user" as const, content: request.message },
  ];
}

/**
 * The model's answer, line by line, each line checked and expanded by the Grounder before it is
 * yielded. Throws on any model error, timeout, truncation of the draft or grounding failure;
 * the caller then streams the engine's answer instead.
 */
export async function* modelAnswerLines(
  model: LanguageModel,
  request: ChatRequest,
  answer: EngineAnswer,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const total = setTimeout(() => controller.abort(new Error("model timed out")), MODEL_SETTINGS.totalTimeoutMs);
  let first: ReturnType<typeof setTimeout> | undefined = setTimeout(
    () => controller.abort(new Error("model sent no text in time")),
    MODEL_SETTINGS.firstTextTimeoutMs,
  );
  const grounder = new Grounder(answer);
  try {
    // Loaded with the model, on first use (see workersAiModel).
    const { streamText } = await import("ai");
    const result = streamText({
      model,
      system: systemPrompt(answer),
      messages: conversation(request),
      maxOutputTokens: MODEL_SETTINGS.maxOutputTokens,
      temperature: MODEL_SETTINGS.temperature,
      maxRetries: 0,
      abortSignal: controller.signal,
      // Failures are handled (and logged once) by the caller, which answers from the engine.
      onError: () => {},
    });
    let buffer = "";
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (first !== undefined) {
          clearTimeout(first);
          first = undefined;
        }
        buffer += part.text;
        let newline = buffer.indexOf("\n");
        while (newline !== -1) {
          yield `${grounder.line(buffer.slice(0, newline))}\n`;
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf("\n");
        }
      } else if (part.type === "error") {
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      } else if (part.type === "abort") {
        throw controller.signal.reason instanceof Error ? controller.signal.reason : new Error("model aborted");
      } else if (part.type === "finish" && part.finishReason !== "stop") {
        // "length" means the token cap cut the draft; the others mean it never finished cleanly.
        throw new Error(`model finished with ${part.finishReason}`);
      }
    }
    if (controller.signal.aborted) throw controller.signal.reason;
    if (buffer.trim()) yield grounder.line(buffer);
    grounder.finish();
  } finally {
    clearTimeout(total);
    if (first !== undefined) clearTimeout(first);
    // Stops the model when the reader went away or the draft was rejected.
    controller.abort();
  }
}
