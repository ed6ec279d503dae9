/*
 * A page's JavaScript starts after its first paint (docs/decisions/0030-scripts-after-content.md).
 *
 * Every page is complete as server-rendered HTML and CSS; its scripts only hydrate it (forms and
 * links work before). React Router renders a `<link rel="modulepreload">` in the head for every
 * module of the page and an inline module script in the body that imports them; the browser
 * fetches them all while the stylesheet loads, and on a phone the paint waits for them. This
 * rewrite moves them behind the first paint, as the document streams:
 *
 * - each module preload link is taken out of the head and its URL remembered;
 * - the inline module script is made inert (`type="text/x-after-paint"`, the remembered URLs in
 *   `data-modules`), and a small starter script follows it: once the browser reports the first
 *   paint it adds the preloads and runs the module script with its text, under the page's own
 *   nonce.
 *
 * The starter waits for the browser's own `paint` entry, not only for the next animation frame:
 * a frame's main-thread work ends before the paint is presented, and on a busy machine scripts
 * started in between were fetched before the reported first paint. Where paint timing is not
 * available it waits for the next frame; it never waits longer than AFTER_PAINT_LIMIT_MS; in a
 * tab that is hidden (nothing to paint) it runs the scripts at once.
 */

/** The type that keeps the module script from running until the starter runs it. */
const AFTER_PAINT_TYPE = "text/x-after-paint";

/** The longest the starter waits for a paint before it runs the scripts anyway. */
const AFTER_PAINT_LIMIT_MS = 3000;

/**
 * The starter, run as a classic script right after the inert module script. It reads the nonce
 * from the element, so a cached copy with a fresh nonce still runs (worker/page-cache.ts).
 */
export const AFTER_PAINT_STARTER =
  "(function(s){var done=0;function go(){if(done++)return;s.dataset.modules.split(' ').forEach(function(h){if(!h)return;" +
  "var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=s.nonce;document.head.appendChild(l)});" +
  "var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.text=s.text;s.replaceWith(m)}" +
  "if(document.visibilityState==='hidden')return go();" +
  `setTimeout(go,${AFTER_PAINT_LIMIT_MS});` +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(list,o){o.disconnect();setTimeout(go)}).observe({type:'paint',buffered:true});" +
  "else requestAnimationFrame(function(){setTimeout(go)})})" +
  "(document.currentScript.previousElementSibling)";

const TAG_OR_SCRIPT_END = /<link\b[^>]*>|<script\b[^>]*>|<\/script>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The rewrite over a document given in pieces. `push` answers what can be sent so far: a tag cut
 * between two pieces is held back until it is whole. `end` answers the rest.
 */
export function createScriptsAfterPaintRewriter(): { push(text: string): string; end(): string } {
  let held = "";
  const modules: string[] = [];
  /** The nonce of the inert module script whose end tag is still to come, if any. */
  let openInertNonce: string | undefined;

  const rewrite = (html: string) =>
    html.replace(TAG_OR_SCRIPT_END, (tag) => {
      if (tag === "</script>") {
        if (openInertNonce === undefined) return tag;
        const nonce = openInertNonce;
        openInertNonce = undefined;
        return `${tag}<script nonce="${nonce}">${AFTER_PAINT_STARTER}</script>`;
      }
      if (tag.startsWith("<link")) {
        const href = attribute(tag, "href");
        if (attribute(tag, "rel") !== "modulepreload" || !href) return tag;
        modules.push(href);
        return "";
      }
      const nonce = attribute(tag, "nonce");
      if (attribute(tag, "type") !== "module" || attribute(tag, "src") || nonce === undefined) return tag;
      openInertNonce = nonce;
      const list = modules.splice(0).join(" ");
      return `<script nonce="${nonce}" type="${AFTER_PAINT_TYPE}" data-modules="${list}">`;
    });

  return {
    push(text) {
      const all = held + text;
      const lastOpen = all.lastIndexOf("<");
      const cut = lastOpen > all.lastIndexOf(">") ? lastOpen : all.length;
      held = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      const rest = held;
      held = "";
      return rewrite(rest);
    },
  };
}

/** The rewrite of a whole HTML text. */
export function scriptsAfterPaint(html: string): string {
  const rewriter = createScriptsAfterPaintRewriter();
  return rewriter.push(html) + rewriter.end();
}

/**
 * The same over a streamed document, piece by piece. It reads the document only as fast as its
 * own reader asks (no read ahead): React renders what it can before the first read, and a
 * boundary that is ready by then is sent in place rather than as a hidden segment with a reveal
 * script.
 */
export function scriptsAfterPaintBody(document: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = document.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const rewriter = createScriptsAfterPaintRewriter();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            const rest = rewriter.push(decoder.decode()) + rewriter.end();
            if (rest) controller.enqueue(encoder.encode(rest));
            controller.close();
            return;
          }
          const ready = rewriter.push(decoder.decode(value, { stream: true }));
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
