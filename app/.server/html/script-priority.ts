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
 * back until the next one, so streaming goes on and no marker is missed.
 */
export function lowPriorityModulePreloadStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      // Keep back the longest tail that could be the start of a marker.
      let keep = Math.min(text.length, MODULE_PRELOAD.length - 1);
      while (keep > 0 && !MODULE_PRELOAD.startsWith(text.slice(text.length - keep))) keep--;
      pending = text.slice(text.length - keep);
      const ready = lowPriorityModulePreloads(text.slice(0, text.length - keep));
      if (ready) controller.enqueue(encoder.encode(ready));
    },
    flush(controller) {
      const rest = lowPriorityModulePreloads(pending + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
