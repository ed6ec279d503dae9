import { lazy, Suspense, useEffect, useState } from "react";
import type { DeviceCheck } from "./device-list";

/*
 * The checker's own form with no signal: when the device is offline, a submitted text is checked
 * on the device (same matcher, the DoD list saved here) instead of being sent, and the answer
 * shows below the form. Online, the form works as it always does. A page opened offline with a
 * query in its address (?q=) is checked the same way.
 *
 * A link to another page, followed offline, loads that page as a document: the service worker
 * then answers with the offline page (and its way back here). Followed in the app, the page's
 * code could not be fetched and React Router would reload this page instead, or show its error
 * page. The service worker covers the same for pages opened while online (sw/service-worker.ts).
 */

const LabelResults = lazy(() => import("./label-results").then((m) => ({ default: m.LabelResults })));

type Outcome = DeviceCheck | { error: string };

function checkHere(text: string, show: (outcome: Outcome) => void) {
  if (!text.trim()) return;
  import("./device-list")
    .then(({ checkOnDevice }) => checkOnDevice(text.trim()))
    .then(show, () => show({ error: "This device has no copy of the DoD list yet: open the checker once with a connection, then it works offline." }));
}

function leaveAsDocumentWhenOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
  const to = new URL(link.href);
  if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
  // Runs before React Router's own handler (capture, on the document), which skips a prevented click.
  event.preventDefault();
  window.location.assign(to.href);
}

const inLink = (node: EventTarget | null) => node instanceof Element && node.closest("a[href]") !== null;

/**
 * React Router fetches a link's page code when it is pointed at, focused or touched (prefetch
 * "intent"); offline that fetch fails and it reloads this page, losing a scan in progress. Offline,
 * those events stop here, before React sees them; the link itself still works (above).
 */
function keepLinksFromPrefetchingOffline(event: Event) {
  if (navigator.onLine) return;
  const related = event instanceof MouseEvent || event instanceof FocusEvent ? event.relatedTarget : null;
  if (inLink(event.target) || inLink(related)) event.stopPropagation();
}

const OFFLINE_LISTENERS = [
  ["click", leaveAsDocumentWhenOffline],
  ...["mouseover", "mouseout", "focusin", "focusout", "touchstart"].map((type) => [type, keepLinksFromPrefetchingOffline] as const),
] as const;

export function CheckOffline({ children }: { children: React.ReactNode }) {
  const [result, setResult] = useState<Outcome | null>(null);

  useEffect(() => {
    for (const [type, listener] of OFFLINE_LISTENERS) document.addEventListener(type, listener as EventListener, { capture: true, passive: type === "touchstart" });
    return () => {
      for (const [type, listener] of OFFLINE_LISTENERS) document.removeEventListener(type, listener as EventListener, { capture: true });
    };
  }, []);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get("q");
    if (query && !navigator.onLine) checkHere(query, setResult);
  }, []);

  return (
    <div
      onSubmitCapture={(event) => {
        if (navigator.onLine) return;
        // Offline: no request would get through, so the text is checked here instead.
        event.preventDefault();
        event.stopPropagation();
        const field = (event.target as HTMLFormElement).elements.namedItem("q");
        checkHere(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement ? field.value : "", setResult);
      }}
    >
      {children}
      {result && "error" in result && (
        <p className="mt-4 text-sm font-medium text-destructive" role="alert">
          {result.error}
        </p>
      )}
      {result && "lines" in result && (
        <Suspense fallback={null}>
          <LabelResults check={result} subject="your text" headingLevel="h2" />
        </Suspense>
      )}
    </div>
  );
}
