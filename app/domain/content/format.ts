import { formatFactsDate } from "~/domain/catalogue/format";
import type { PostKind } from "./post";

/** "November 23, 2026" from epoch milliseconds or a YYYY-MM-DD day. */
export function formatPostDate(value: number | string): string {
  return formatFactsDate(typeof value === "number" ? new Date(value).toISOString().slice(0, 10) : value);
}

/** "2026-12-01T06:00" in UTC, the value a datetime-local field shows for a scheduled time. */
export function toUtcInputValue(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

export const KIND_LABELS: Record<PostKind, string> = { guide: "Guide", article: "Article" };
