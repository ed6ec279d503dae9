import type { AnalyticsEvent, AnalyticsEventMap } from "~/domain/analytics/events";

/*
 * The one way pages record an analytics event: first-party, cookieless, sent with
 * navigator.sendBeacon to /api/events (which validates it and keeps daily counts). Nothing is sent
 * when the browser says Do Not Track or Global Privacy Control; the server drops such requests too.
 */

export type { AnalyticsEvent };

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

export function trackEvent<N extends AnalyticsEvent>(name: N, props: AnalyticsEventMap[N]): void {
  if (typeof navigator === "undefined" || !navigator.sendBeacon || optedOut()) return;
  try {
    // A string body goes as text/plain: no preflight, and the server parses it as JSON.
    navigator.sendBeacon("/api/events", JSON.stringify({ name, props }));
  } catch {
    // Counting is never worth an error on the page.
  }
}
