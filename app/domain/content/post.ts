/**
 * Guides and articles: the rules a post must follow, shared by the admin form (browser and
 * server), the content/ files and the pages. Pure: no data loading here. The zod schemas that
 * check a post are in post-schema.ts.
 *
 * Imports are relative with extensions because the seed script (plain Node) loads this module.
 */
export const POST_KINDS = ["guide", "article"] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The Learning Center's sections, in the order /methodology lists them. */
export const LEARNING_CENTER_GROUPS = [
  "Certification and testing",
  "Reading labels and the DoD list",
  "Performance: caffeine, creatine and protein",
  "Weight and body composition",
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


const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// --- The admin form: every field arrives as text ---------------------------------------------

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
