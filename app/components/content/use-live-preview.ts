import { useCallback, useEffect, useRef, useState } from "react";
import type { EditorPreview } from "~/domain/content/editor";

/** Where the live preview posts: the same renderer as the page, without saving. */
export const PREVIEW_ACTION = "/admin/blog/preview";

const PREVIEW_DELAY_MS = 350;

/**
 * The editor's live preview: a plain request to the preview endpoint (a resource route that
 * answers JSON), a short pause after the last keystroke, and only the newest answer shown.
 *
 * It is not a router fetcher on purpose: a fetcher's submission makes the router revalidate the
 * page, and when that revalidation lands while a save's redirect is still discovering its route,
 * the router finishes the navigation with the old page's routes (the new-post form at the saved
 * post's address). The preview changes no data, so the router has nothing to learn from it
 * (docs/decisions/0029-live-preview-outside-the-router.md).
 */
export function useLivePreview(readFields: () => { body: string; sources: string } | null) {
  const [preview, setPreview] = useState<EditorPreview | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const read = useRef(readFields);
  read.current = readFields;

  const send = useCallback(async () => {
    const fields = read.current();
    if (!fields) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      const response = await fetch(PREVIEW_ACTION, { method: "POST", body: new URLSearchParams(fields), signal: controller.signal });
      const answer: unknown = await response.json();
      if (response.ok && answer && typeof answer === "object" && "html" in answer) setPreview(answer as EditorPreview);
    } catch {
      // Replaced by a newer request, or the network dropped: the last preview stays until the next one.
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setPending(false);
      }
    }
  }, []);

  const requestPreview = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(send, PREVIEW_DELAY_MS);
  }, [send]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  return { preview, pending, requestPreview };
}
