import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";

/** One step of a scripted model stream. */
export type FakeStep = { text: string } | { error: string };

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/**
 * A model that follows its instructions: it answers from the passages and cites them,
 * copies every caution token and recommends the products marked "(suggested)", the way a
 * well-behaved model would.
 * `spoil` changes one line of that draft, for the tests of drafts that must be rejected.
 */
export function planFollowingDraft(system: string, spoil?: (lines: string[]) => string[]): FakeStep[] {
  const suggested = [...system.matchAll(/^\[\[P(\d+)\]\] \(suggested\)/gm)].map((m) => Number(m[1]));
  const cautions = [...system.matchAll(/^\[\[C(\d+)\]\]/gm)].map((m) => Number(m[1]));
  const passages = [...system.matchAll(/^\[\[S(\d+)\]\] (.*) \(source: [^\n]*\)$/gm)].map((m) => `${m[2]} (from [[S${m[1]}]])`);
  // Each suggested product's first key ingredient, as the reason it fits.
  const ingredients = new Map([...system.matchAll(/^\[\[P(\d+)\]\][^\n]*\n(?: {2}[^\n]*\n)*? {2}key ingredients: ([^;\n]*)/gm)].map((m) => [Number(m[1]), m[2]]));
  const asked = /They asked for: ([^;\n]*);/.exec(system)?.[1];
  const lines = [
    ...(asked ? [`These fit what you asked for: ${asked}.`] : []),
    ...(/Begin by asking whether they want stim or no-stim/.test(system) ? ["Are you looking for stim or no-stim?"] : []),
    ...(passages.length ? passages : ["Here is what fits what you told me."]),
    ...cautions.map((n) => `[[C${n}]]`),
    ...suggested.map((n, i) => `${i + 1}. [[P${n}]] — it fits what you asked for${ingredients.get(n) && ingredients.get(n) !== "not listed" ? `, with ${ingredients.get(n)}` : ""}.`),
  ];
  return (spoil ? spoil(lines) : lines).map((line) => ({ text: `${line}\n` }));
}

/**
 * The one fake in the chat tests: a language model with the same interface as the Workers AI
 * provider's, streaming a scripted answer (or failing) so the grounding and fallback code runs
 * for real. `calls` counts how often the chat asked it for an answer.
 */
export function fakeModel(steps: FakeStep[] | (() => never) | ((system: string) => FakeStep[])) {
  const model = {
    specificationVersion: "v4",
    provider: "fake",
    modelId: "fake-model",
    supportedUrls: {},
    calls: 0,
    /** The chat's one non-streamed call, the JSON reading of the request: this model reads nothing the rules did not. */
    async doGenerate() {
      const text = JSON.stringify({ items: [] });
      return { content: [{ type: "text" as const, text }], finishReason: { unified: "stop" as const, raw: "stop" }, usage, warnings: [] };
    },
    async doStream(options: LanguageModelV4CallOptions) {
      model.calls++;
      const system = options.prompt.flatMap((m) => (m.role === "system" ? [m.content] : [])).join("\n");
      // A function of the instructions writes its answer from them; one that throws is a dead binding.
      const script = typeof steps === "function" ? (steps as (system: string) => FakeStep[])(system) : steps;
      let i = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "t" });
        },
        async pull(controller) {
          // A macrotask between parts, as a network stream would have.
          await new Promise((resolve) => setTimeout(resolve, 1));
          const step = script[i++];
          if (!step) {
            controller.enqueue({ type: "text-end", id: "t" });
            controller.enqueue({ type: "finish", usage, finishReason: { unified: "stop", raw: "stop" } });
            controller.close();
          } else if ("error" in step) {
            controller.enqueue({ type: "error", error: new Error(step.error) });
            controller.enqueue({ type: "finish", usage, finishReason: { unified: "error", raw: "error" } });
            controller.close();
          } else {
            controller.enqueue({ type: "text-delta", id: "t", delta: step.text });
          }
        },
      });
      return { stream };
    },
  } satisfies LanguageModelV4 & { calls: number };
  return model;
}

/** How a fake Workers AI binding answers one streamed call: the draft, its pace and how it ends. */
export interface SseScript {
  text: string;
  /** Milliseconds before the first token, and tokens a second after it. */
  firstTokenMs?: number;
  tokensPerSecond?: number;
  /** How the stream ends after the text: a clean stop, the token cap, a broken connection, or silence. */
  end?: "stop" | "length" | "error" | "stall";
  /** For "error" and "stall": after this many tokens. */
  afterTokens?: number;
  /** Thrown by run() itself, as the binding reports a refused call ("3040: Capacity temporarily exceeded"). */
  refuse?: string;
}

/** A draft cut as a Llama-class tokenizer roughly does: a word with the space before it. */
export function tokensOf(text: string): string[] {
  return text.match(/\s*[^\s]+|\s+/g) ?? [];
}

const encoder = new TextEncoder();
const sse = (data: unknown) => encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);

/**
 * A fake `AI` binding that answers the way Workers AI documents it, so the real
 * `workers-ai-provider` parses it: a streamed call gets a ReadableStream of server-sent events
 * (`data: {"response":"…"}` per token, a last event with usage and the finish reason, then
 * `data: [DONE]`), paced by a first-token delay and a token rate; a JSON-mode call gets
 * `{ response: <object> }`. The abort signal the provider passes ends a stalled stream, as the
 * real binding does when the caller gives up.
 */
export function fakeAiBinding(scripts: { stream: (call: number) => SseScript; json?: (call: number) => unknown; jsonMs?: number }) {
  const binding = {
    streamCalls: 0,
    jsonCalls: 0,
    async run(_model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }) {
      if (!inputs.stream) {
        const call = binding.jsonCalls++;
        const answer = scripts.json?.(call) ?? { items: [] };
        await sleep(scripts.jsonMs ?? 0, options?.signal);
        return { response: answer, usage: { prompt_tokens: 600, completion_tokens: 8, total_tokens: 608 } };
      }
      const script = scripts.stream(binding.streamCalls++);
      if (script.refuse) throw new Error(script.refuse);
      const tokens = tokensOf(script.text);
      const perToken = 1000 / (script.tokensPerSecond ?? 1000);
      let i = 0;
      const stopAt = script.end === "error" || script.end === "stall" ? (script.afterTokens ?? 0) : tokens.length;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (options?.signal?.aborted) return controller.error(options.signal.reason);
          if (i === 0) await sleep(script.firstTokenMs ?? 0, options?.signal);
          else await sleep(perToken, options?.signal);
          if (options?.signal?.aborted) return controller.error(options.signal.reason);
          if (i < stopAt) {
            controller.enqueue(sse({ response: tokens[i++], p: "abcdefghijklmnop".slice(0, 1 + (i % 12)) }));
            return;
          }
          if (script.end === "error") return controller.error(new Error("Network connection lost."));
          if (script.end === "stall") return sleep(3_600_000, options?.signal).then(() => controller.error(options?.signal?.reason));
          controller.enqueue(sse({ response: "", usage: { prompt_tokens: 900, completion_tokens: tokens.length, total_tokens: 900 + tokens.length }, finish_reason: script.end ?? "stop" }));
          controller.enqueue(sse("[DONE]"));
          controller.close();
        },
      });
    },
  };
  return binding;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
