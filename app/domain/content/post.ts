/**
 * Guides and articles: the rules a post must follow, shared by the admin form (browser and
 * server), the content/ files and the pages. Pure: no data loading here.
 *
 * Imports are relative with extensions because the seed script (plain Node) loads this module.
 */
import * as z from "zod";

export const POST_KINDS = ["guide", "article"] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The Learning Center's sections, in the order /methodology lists them. */
export const LEARNING_CENTER_GROUPS = [
  "Certification and testing",
  "Reading labels and the DoD list",
  "Performance: caffeine, creatine and protein",
  "Hydration and heat",
  "Sleep and recovery",
  "Vitamins, minerals and interactions",
] as const;
export type LearningCenterGroup = (typeof LEARNING_CENTER_GROUPS)[number];

export interface PostSource {
  title: string;
  url: string;
  /** The day the source was read (YYYY-MM-DD). */
  accessed: string;
}

export const POST_LIMITS = {
  titleMax: 140,
  descriptionMax: 160,
  slugMax: 80,
  tagsMax: 5,
  tagMax: 32,
  sourcesMax: 12,
  bodyMax: 100_000,
} as const;

export const BLOG_PAGE_SIZE = 10;

/** Lower-case letters and digits in hyphen-joined runs: "drug-testing". Slugs, tags and anchors. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * "NSF Certified for Sport vs Informed Sport: what's tested?" -> "nsf-certified-for-sport-vs-informed-sport-whats-tested".
 * Accents are folded, apostrophes dropped, "&" read as "and"; long text is cut on a word.
 */
export function slugify(text: string, maxLength: number = POST_LIMITS.slugMax): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash >= maxLength / 2 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, "");
}

/** A word: letters or digits, joined through apostrophes, hyphens, dots and digit-group commas (1,000). */
const WORD = /[\p{L}\p{N}]+(?:(?:['’.-]|(?<=\d),(?=\d))[\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Minutes to read at about 230 words a minute (an adult's average for non-fiction), at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}


// ---------------------------------------------------------------------------------------------
// Validation: one set of rules for the admin form, its server action and the content/ files.
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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

/** "a, b c" -> ["a", "b", "c"], lower-cased. */
export function parseTagList(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** One source a line: `Title | https://url | YYYY-MM-DD` (the title may itself contain "|"). */
export function parseSourceLines(text: string): { title: string; url: string; accessed: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = line.split("|").map((p) => p.trim());
      if (parts.length < 3) return { title: parts[0] ?? "", url: parts[1] ?? "", accessed: "" };
      return { title: parts.slice(0, -2).join(" | "), url: parts[parts.length - 2], accessed: parts[parts.length - 1] };
    });
}

export function formatSourceLines(sources: readonly PostSource[]): string {
  return sources.map((s) => `${s.title} | ${s.url} | ${s.accessed}`).join("\n");
}

/** What the admin form posts, field by field. */
export const POST_FORM_FIELDS = ["kind", "title", "slug", "description", "group", "tags", "heroImageUrl", "reviewedOn", "sources", "body"] as const;
export type PostForm = Record<(typeof POST_FORM_FIELDS)[number], string>;

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
