import { z } from "zod";
import { CATEGORY_IDS } from "~/domain/categories";
import type { AnalyticsEventInput } from "./events";

/**
 * What POST /api/events accepts: a known event name with exactly its properties, each short and
 * shaped like what it names. Anything else (an unknown name or property, free text, an email
 * address, a query string) is refused, so personal data cannot be recorded by mistake.
 */

export const EVENTS_MAX_BODY_BYTES = 1024;
export const PATH_MAX = 120;

const noPersonalData = (value: string) => !value.includes("@");
const path = z
  .string()
  .max(PATH_MAX, "The path is too long.")
  .refine(noPersonalData, "Paths with an @ are not recorded.")
  .regex(/^\/[A-Za-z0-9/_.~-]*$/, "A path has no query, fragment or unusual characters.");
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Expected a catalogue id.");
const category = z.enum(CATEGORY_IDS);
const modelId = z
  .string()
  .max(80)
  .regex(/^@cf\/[a-z0-9._/-]+$/, "Expected a Workers AI model id.");

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({ name: z.literal("pageview"), props: z.strictObject({ path }) }),
  z.strictObject({ name: z.literal("chat_opened"), props: z.strictObject({ source: z.enum(["button", "question"]) }) }),
  z.strictObject({
    name: z.literal("chat_answered"),
    props: z.strictObject({ by: z.enum(["model", "engine", "offline"]), model: modelId.optional() }),
  }),
  z.strictObject({ name: z.literal("quiz_started"), props: z.strictObject({ category }) }),
  z.strictObject({ name: z.literal("quiz_completed"), props: z.strictObject({ category, picks: z.number().int().min(0).max(10) }) }),
  z.strictObject({ name: z.literal("buy_click"), props: z.strictObject({ product: slug }) }),
  z.strictObject({ name: z.literal("ingredient_check"), props: z.strictObject({ result: z.enum(["flagged", "clear"]) }) }),
  z.strictObject({ name: z.literal("sign_up"), props: z.strictObject({}) }),
]) satisfies z.ZodType<AnalyticsEventInput>;

/** A path as the counters keep it: no trailing slash (except the home page). */
export function normalisePath(value: string): string {
  return value.length > 1 ? value.replace(/\/+$/, "") || "/" : value;
}
