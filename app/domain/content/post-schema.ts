/**
 * The zod schemas of a post: its fields (one set of rules for the admin form, its server action
 * and the content/ files) and its scheduling. Apart from post.ts because the database schema and
 * the feeds import that at the Worker's start-up, and building these schemas there cost a few
 * milliseconds of every cold start (docs/decisions/0025-server-bundle-and-start-up.md).
 *
 * Imports are relative with extensions because the seed script (plain Node) loads this module.
 */
import * as z from "zod";
import {
  formatSourceLines,
  isIsoDate,
  LEARNING_CENTER_GROUPS,
  parseSourceLines,
  parseTagList,
  POST_KINDS,
  POST_LIMITS,
  type PostForm,
  slugify,
} from "./post.ts";

/** Lower-case letters and digits in hyphen-joined runs: "drug-testing". */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isWebUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const slugSchema = z
  .string()
  .trim()
  .min(1, "Enter a slug.")
  .max(POST_LIMITS.slugMax, `Keep the slug to ${POST_LIMITS.slugMax} characters.`)
  .regex(KEBAB, "Use lower-case letters, digits and single hyphens, e.g. caffeine-before-pt.");

export const tagSchema = z
  .string()
  .max(POST_LIMITS.tagMax, `Keep each tag to ${POST_LIMITS.tagMax} characters.`)
  .regex(KEBAB, "Tags use lower-case letters, digits and hyphens, e.g. drug-testing.");

export const tagsSchema = z
  .array(tagSchema)
  .max(POST_LIMITS.tagsMax, `Use at most ${POST_LIMITS.tagsMax} tags.`)
  .refine((tags) => new Set(tags).size === tags.length, "Each tag only once.");

export const httpsUrlSchema = z
  .string()
  .trim()
  .refine((v) => isWebUrl(v, ["https:"]), "Use a full https:// address.");

/** http or https: a source cited by its exact address, as read (content/ files only). */
export const webUrlSchema = z
  .string()
  .trim()
  .refine((v) => isWebUrl(v, ["https:", "http:"]), "Use a full web address (https://...).");

export const isoDateSchema = z.string().trim().refine(isIsoDate, "Use a date as YYYY-MM-DD.");

export const sourceSchema = z.object({
  title: z.string().trim().min(1, "Give each source a title.").max(300, "Keep source titles to 300 characters."),
  url: httpsUrlSchema,
  accessed: isoDateSchema,
});

/** A post's fields; refined by `postFieldsSchema`, extended by the content/ file schema. */
export const postFieldsObject = z.object({
  kind: z.enum(POST_KINDS, "Choose guide or article."),
  title: z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(POST_LIMITS.titleMax, `Keep the title to ${POST_LIMITS.titleMax} characters.`),
  slug: slugSchema,
  description: z
    .string()
    .trim()
    .min(1, "Enter a description; it is the summary on cards and in search results.")
    .max(POST_LIMITS.descriptionMax, `Keep the description to ${POST_LIMITS.descriptionMax} characters.`),
  group: z.enum(LEARNING_CENTER_GROUPS, "Choose the Learning Center section.").nullable(),
  tags: tagsSchema,
  heroImageUrl: httpsUrlSchema.nullable(),
  reviewedOn: isoDateSchema.nullable(),
  sources: z.array(sourceSchema).max(POST_LIMITS.sourcesMax, `List at most ${POST_LIMITS.sourcesMax} sources.`),
  body: z
    .string()
    .min(1, "Write the body.")
    .max(POST_LIMITS.bodyMax, `Keep the body to ${POST_LIMITS.bodyMax.toLocaleString("en-US")} characters.`),
});

export type PostFields = z.infer<typeof postFieldsObject>;

/** Guides are listed under a Learning Center section; articles have none. */
export function groupRule(post: Pick<PostFields, "kind" | "group">, ctx: z.RefinementCtx) {
  if (post.kind === "guide" && !post.group) ctx.addIssue({ code: "custom", path: ["group"], message: "Choose the Learning Center section." });
  if (post.kind === "article" && post.group) ctx.addIssue({ code: "custom", path: ["group"], message: "Only guides have a Learning Center section." });
}

export const postFieldsSchema = postFieldsObject.superRefine(groupRule);

// --- The admin form: every field arrives as text ---------------------------------------------

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);


/** The form's text fields -> a post; an empty slug is made from the title. */
export const postFormSchema = z.preprocess((raw) => {
    const form = (raw ?? {}) as Partial<PostForm>;
    const text = (key: keyof PostForm) => (typeof form[key] === "string" ? form[key] : "");
    const kind = text("kind");
    return {
      kind,
      title: text("title"),
      slug: text("slug").trim() || slugify(text("title")),
      description: text("description"),
      group: kind === "guide" ? optionalText(form.group) : null,
      tags: parseTagList(text("tags")),
      heroImageUrl: optionalText(form.heroImageUrl),
      reviewedOn: optionalText(form.reviewedOn),
      sources: parseSourceLines(text("sources")),
      body: text("body").replace(/\r\n?/g, "\n"),
    };
  }, postFieldsSchema);

/** A post's fields as the form shows them. */
export function toPostForm(post: Omit<PostFields, "group"> & { group: string | null }): PostForm {
  return {
    kind: post.kind,
    title: post.title,
    slug: post.slug,
    description: post.description,
    group: post.group ?? "",
    tags: post.tags.join(", "),
    heroImageUrl: post.heroImageUrl ?? "",
    reviewedOn: post.reviewedOn ?? "",
    sources: formatSourceLines(post.sources),
    body: post.body,
  };
}

/** Scheduling takes a UTC date and time from the form: "2026-12-01T06:00". */
export const scheduleSchema = z.object({
  publishAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose a date and time.")
    .transform((value) => Date.parse(`${value}:00Z`))
    .refine((ms) => !Number.isNaN(ms), "Choose a valid date and time."),
});
