/*
 * The page's JavaScript is fetched at low priority (docs/decisions/0030-scripts-after-content.md).
 * React Router renders a `<link rel="modulepreload">` for every module of the page and offers no
 * way to set its priority; Chromium fetches module preloads at high priority, so on a slow
 * network they share the connection with the stylesheet and hold back the first paint, although
 * nothing on the page needs them to be painted. Marked low, they still start at once and are
 * ready for hydration, but the stylesheet and the content come first.
 */

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** Marks every module preload of an HTML text low priority. */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD);
}

/**
 * The same over a streamed document, chunk by chunk: a marker split across two chunks is held
 * back until the next one, so streaming goes on and no marker is missed. It reads the document
 * only as fast as its own reader asks (no read ahead): React renders what it can before the
 * first read, and a boundary that is ready by then is sent in place rather than as a hidden
 * segment with a reveal script.
 */
export function lowPriorityModulePreloadBody(document: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = document.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            const rest = lowPriorityModulePreloads(pending + decoder.decode());
            if (rest) controller.enqueue(encoder.encode(rest));
            controller.close();
            return;
          }
          const text = pending + decoder.decode(value, { stream: true });
          // Keep back the longest tail that could be the start of a marker.
          let keep = Math.min(text.length, MODULE_PRELOAD.length - 1);
          while (keep > 0 && !MODULE_PRELOAD.startsWith(text.slice(text.length - keep))) keep--;
          pending = text.slice(text.length - keep);
          const ready = lowPriorityModulePreloads(text.slice(0, text.length - keep));
          if (ready) {
            controller.enqueue(encoder.encode(ready));
            return;
          }
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
