/*
 * Product analytics events, sent from one place. Nothing is collected yet: this function is where
 * the analytics integration plugs in, so pages can already say what happened.
 */

export type AnalyticsEvent = "quiz_started" | "quiz_completed";

export type AnalyticsProps = Record<string, string | number | boolean>;

export function trackEvent(name: AnalyticsEvent, props: AnalyticsProps = {}): void {
  // Intentionally empty until an analytics provider is chosen; callers need no change then.
  void name;
  void props;
}
