import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, lowPriorityModulePreloadBody } from "~/.server/html/script-priority";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/é-route.js"/></head><body><p>rel="modulepreload" in text stays text</p></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/é-route.js"/></head><body><p>rel="modulepreload" in text stays text</p></body></html>';

async function throughStream(chunks: Uint8Array[]): Promise<{ text: string; count: number }> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let count = 0;
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of lowPriorityModulePreloadBody(source)) {
    count++;
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), count };
}

describe("module preloads at low priority", () => {
  it("marks every module preload and nothing else", () => {
    expect(lowPriorityModulePreloads(PAGE)).toBe(EXPECTED);
    expect(lowPriorityModulePreloads("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });

  it("gives the same document however the stream is cut, even inside a character", async () => {
    const bytes = new TextEncoder().encode(PAGE);
    const results = await Promise.all(
      Array.from({ length: bytes.length - 1 }, (_, i) => throughStream([bytes.slice(0, i + 1), bytes.slice(i + 1)]).then((r) => r.text)),
    );
    expect(results).toHaveLength(bytes.length - 1);
    expect(new Set(results)).toEqual(new Set([EXPECTED]));
  });

  it("passes each chunk on as it comes, holding back only what may start a marker", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const first = await throughStream([encode("<html><head>"), encode("<title>x</title>"), encode("</head>")]);
    expect(first).toEqual({ text: "<html><head><title>x</title></head>", count: 3 });
    const held = await throughStream([encode("<body><link rel=\"mod"), encode('ulepreload" href="/x.js"/>')]);
    expect(held.text).toBe('<body><link rel="modulepreload" fetchpriority="low" href="/x.js"/>');
  });

  it("reads the document only when its own reader asks, so React is not made to flush early", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    let pulls = 0;
    const source = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls++;
          controller.enqueue(encode("<p>x</p>"));
          if (pulls === 2) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const reader = lowPriorityModulePreloadBody(source).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toBe(0);
    expect(await reader.read()).toEqual({ done: false, value: encode("<p>x</p>") });
    expect(pulls).toBe(1);
  });
});
