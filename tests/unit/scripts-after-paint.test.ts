import { describe, expect, it } from "vitest";
import {
  AFTER_PAINT_STARTER,
  createScriptsAfterPaintRewriter,
  scriptsAfterPaint,
  scriptsAfterPaintBody,
} from "~/.server/html/scripts-after-paint";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/é-route.js" nonce="n1"/>' +
  '<script nonce="n1">theme()</script></head><body><p>rel="modulepreload" and type="module" in text stay text</p>' +
  '<script nonce="n1">window.ctx = 1;</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/entry.js";import("/assets/é-route.js");</script>' +
  '<script nonce="n1">window.ctx.stream = 2;</script></body></html>';
const STARTER = `<script nonce="n1">${AFTER_PAINT_STARTER}</script>`;
const EXPECTED =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<script nonce="n1">theme()</script></head><body><p>rel="modulepreload" and type="module" in text stay text</p>' +
  '<script nonce="n1">window.ctx = 1;</script>' +
  '<script nonce="n1" type="text/x-after-paint" data-modules="/assets/entry.js /assets/é-route.js">' +
  'import "/assets/entry.js";import("/assets/é-route.js");</script>' +
  STARTER +
  '<script nonce="n1">window.ctx.stream = 2;</script></body></html>';

const encode = (text: string) => new TextEncoder().encode(text);

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
  for await (const chunk of scriptsAfterPaintBody(source)) {
    count++;
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), count };
}

describe("scripts after the first paint", () => {
  it("takes the module preloads out and makes the module script inert, followed by its starter", () => {
    expect(scriptsAfterPaint(PAGE)).toBe(EXPECTED);
  });

  it("leaves a page without module scripts as it is", () => {
    const plain = '<html><head><link rel="icon" href="/f.svg"/></head><body><script nonce="n">x()</script><p>a</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });

  it("leaves a module script with a source, or without a nonce, alone", () => {
    const sourced = '<script nonce="n" type="module" src="/assets/a.js"></script>';
    const unnonced = '<script type="module">import "/a.js";</script>';
    expect(scriptsAfterPaint(sourced + unnonced)).toBe(sourced + unnonced);
  });

  it("gives the same document however the stream is cut, even inside a character", async () => {
    const bytes = encode(PAGE);
    const results = await Promise.all(
      Array.from({ length: bytes.length - 1 }, (_, i) => throughStream([bytes.slice(0, i + 1), bytes.slice(i + 1)]).then((r) => r.text)),
    );
    expect(results).toHaveLength(bytes.length - 1);
    expect(new Set(results)).toEqual(new Set([EXPECTED]));
  });

  it("gives the same document fed one character at a time", () => {
    const rewriter = createScriptsAfterPaintRewriter();
    const text = [...PAGE].map((character) => rewriter.push(character)).join("") + rewriter.end();
    expect(text).toBe(EXPECTED);
  });

  it("passes each chunk on as it comes, holding back only a tag cut in two", async () => {
    const first = await throughStream([encode("<html><head>"), encode("<title>x</title>"), encode("</head>")]);
    expect(first).toEqual({ text: "<html><head><title>x</title></head>", count: 3 });
    const rewriter = createScriptsAfterPaintRewriter();
    expect(rewriter.push('<body><p>a</p><link rel="mod')).toBe("<body><p>a</p>");
    expect(rewriter.push('ulepreload" href="/x.js"/><p>b</p>')).toBe("<p>b</p>");
  });

  it("reads the document only when its own reader asks, so React is not made to flush early", async () => {
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
    const reader = scriptsAfterPaintBody(source).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toBe(0);
    expect(await reader.read()).toEqual({ done: false, value: encode("<p>x</p>") });
    expect(pulls).toBe(1);
  });
});
