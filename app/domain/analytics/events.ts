import type { CategoryId } from "~/domain/categories";

/*
 * The analytics events the site records, and the one property of each that the daily counters
 * keep as their "subject". Small and dependency-free: the browser's sender imports the types,
 * the server validates with ./schema.ts. No event carries anything about the person: no id, no
 * address, no free text.
 */

export interface AnalyticsEventMap {
  /** A route or query change; only the path is kept, never the query. */
  pageview: { path: string };
  /** The chat panel opened from its button, or with a question (hero, search box, quiz). */
  chat_opened: { source: "button" | "question" };
  /** Who wrote a chat answer: the model, the embedded engine, or the browser's offline answer. */
  chat_answered: { by: "model" | "engine" | "offline"; model?: string };
  quiz_started: { category: CategoryId };
  quiz_completed: { category: CategoryId; picks: number };
  /** A buy button was clicked (the /go redirect counts the same click on the server). */
  buy_click: { product: string };
  /** The ingredient checker answered; whether it found a prohibited ingredient, not what was typed. */
  ingredient_check: { result: "flagged" | "clear" };
  sign_up: Record<string, never>;
}

export type AnalyticsEvent = keyof AnalyticsEventMap;

export type AnalyticsEventInput = { [N in AnalyticsEvent]: { name: N; props: AnalyticsEventMap[N] } }[AnalyticsEvent];

/** The dimension a daily counter is kept by: path, product, category, author of an answer... */
export function eventSubject(event: AnalyticsEventInput): string {
  switch (event.name) {
    case "pageview":
      return event.props.path;
    case "chat_opened":
      return event.props.source;
    case "chat_answered":
      return event.props.by === "model" && event.props.model ? event.props.model : event.props.by;
    case "quiz_started":
    case "quiz_completed":
      return event.props.category;
    case "buy_click":
      return event.props.product;
    case "ingredient_check":
      return event.props.result;
    case "sign_up":
      return "";
  }
}
