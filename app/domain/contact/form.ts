import type { FieldErrors } from "~/domain/auth/schemas";

/*
 * The contact form's constants, apart from its zod schema (./schema.ts) so the page can render
 * the form without loading zod; the schema loads when the form is first used.
 */

export const CONTACT_TOPICS = [
  { value: "product-question", label: "Product question" },
  { value: "correction", label: "Correction" },
  { value: "partnership", label: "Partnership" },
  { value: "other", label: "Other" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
  /** A form filled in faster than this was not filled in by a person. */
  minFillMs: 3_000,
  /** A form left open longer than this must be sent again (its start time is no longer trusted). */
  maxFormAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** The field a person never sees; anything typed into it was typed by a bot. */
export const HONEYPOT_FIELD = "website";

export function topicLabel(topic: ContactTopic): string {
  return CONTACT_TOPICS.find((t) => t.value === topic)?.label ?? topic;
}

/** What the contact action answers when it refuses a message (a sent one redirects). */
export type ContactActionData = {
  ok: false;
  code: string;
  message: string;
  fields?: FieldErrors;
  /** What the person typed, so the form comes back filled in (the honeypot excepted). */
  values: Record<string, string>;
};
