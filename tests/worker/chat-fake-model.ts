import type { LanguageModelV4, LanguageModelV4StreamPart } from "@ai-sdk/provider";

/** One step of a scripted model stream. */
export type FakeStep = { text: string } | { error: string };

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/**
 * The one fake in the chat tests: a language model with the same interface as the Workers AI
 * provider's, streaming a scripted answer (or failing) so the grounding and fallback code runs
 * for real. `calls` counts how often the chat asked it for an answer.
 */
export function fakeModel(steps: FakeStep[] | (() => never)) {
  const model = {
    specificationVersion: "v4",
    provider: "fake",
    modelId: "fake-model",
    supportedUrls: {},
    calls: 0,
    async doGenerate() {
      throw new Error("fake model: doGenerate is not used by the chat");
    },
    async doStream() {
      model.calls++;
      if (typeof steps === "function") steps();
      const script = steps as FakeStep[];
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
