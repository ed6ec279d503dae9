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
    async doGenerate() {
      throw new Error("fake model: doGenerate is not used by the chat");
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
