import * as z from "zod/mini";
import { isHttpsUrl, utcDay } from "../prices/schemas.ts";

/*
 * The /admin/dod-list forms other than the upload itself (whose file is checked by
 * list-schema.ts): applying an uploaded version, and recording a withdrawn certification.
 */

export const DOD_LIST_INTENTS = ["upload", "apply", "withdraw"] as const;
export type DodListIntent = (typeof DOD_LIST_INTENTS)[number];

/** The official list as JSON is about 400 kB; the body reader refuses an upload above this. */
export const DOD_LIST_MAX_BYTES = 2 * 1024 * 1024;

const id = (message: string) => z.string({ error: message }).check(z.regex(/^[1-9]\d{0,9}$/, message));

export const applyListSchema = z.object({
  versionId: id("Upload a list first, then apply it."),
  /** The version in use when the diff was shown ("" for the bundled list). */
  baseVersionId: z.union([z.literal(""), id("That is not a list version.")], { error: "That is not a list version." }),
});

const EARLIEST_WITHDRAWAL = "2000-01-01";

export const withdrawalSchema = ({ productIds, now }: { productIds: ReadonlySet<string>; now: number }) =>
  z.object({
    productId: z.string({ error: "Choose a product." }).check(z.refine((v) => productIds.has(v), "Choose a product of the catalogue.")),
    sourceUrl: z
      .string({ error: "Give the https address of the certifier's notice." })
      .check(z.trim(), z.maxLength(500, "At most 500 characters."), z.refine(isHttpsUrl, "Give the https address of the certifier's notice.")),
    withdrawnOn: z.string({ error: "Give the day it was withdrawn, YYYY-MM-DD." }).check(
      z.refine((s) => utcDay(s) !== null, "Give the day it was withdrawn, YYYY-MM-DD."),
      // A string that is not a day has the message above only.
      z.refine((s) => utcDay(s) === null || s >= EARLIEST_WITHDRAWAL, "That day is too long ago to be a withdrawal we track."),
      z.refine((s) => (utcDay(s) ?? 0) <= now, "That day is in the future."),
    ),
    note: z.optional(z.string({ error: "The note must be text." }).check(z.trim(), z.maxLength(300, "At most 300 characters."))),
  });
