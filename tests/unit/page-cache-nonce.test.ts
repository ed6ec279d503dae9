import { describe, expect, it } from "vitest";
import { cutNonce, recentCopiesSize, rememberCopy, spliceNonce } from "../../worker/page-cache";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a stored page's nonce", () => {
  it("is cut out at byte offsets and a fresh one put back in its place", () => {
    const html = 'NONCE<p>é ✓ 💊</p><script nonce="NONCE">x()</script><link nonce="NONCE"/>NONCENONCE';
    const { body, offsets } = cutNonce(html, "NONCE");
    expect(decode(body)).toBe('<p>é ✓ 💊</p><script nonce="">x()</script><link nonce=""/>');
    expect(offsets).toEqual([0, 33, 60, 63, 63]);
    expect(decode(spliceNonce(body, offsets, "fresh+/=="))).toBe(html.replaceAll("NONCE", "fresh+/=="));
  });

  it("leaves a page without the nonce whole, with no offsets", () => {
    const { body, offsets } = cutNonce("<p>no scripts</p>", "abc");
    expect(offsets).toEqual([]);
    expect(decode(spliceNonce(body, offsets, "xyz"))).toBe("<p>no scripts</p>");
  });
});

describe("the copies an isolate keeps", () => {
  it("stay within their byte budget, dropping the least recently used first", () => {
    const copy = (bytes: number) => ({ body: new Uint8Array(bytes), offsets: [], headers: [] });
    const start = recentCopiesSize();
    expect(start).toEqual({ copies: 0, bytes: 0 });
    rememberCopy("https://x/a", copy(1_500_000));
    rememberCopy("https://x/b", copy(1_500_000));
    // Using a again makes b the least recently used.
    rememberCopy("https://x/a", copy(1_500_000));
    rememberCopy("https://x/c", copy(1_500_000));
    expect(recentCopiesSize()).toEqual({ copies: 2, bytes: 3_000_000 });
    rememberCopy("https://x/d", copy(3_900_000));
    expect(recentCopiesSize()).toEqual({ copies: 1, bytes: 3_900_000 });
  });
});
