/**
 * The content/ files: one guide or article per `<slug>.md`, YAML front matter then a markdown
 * body. `parseContentFile` checks one file against the article format (front matter fields,
 * length, structure, citations, links); `checkContentLinks` checks links between files. Every
 * problem names the file and the field, so a bad file fails the seed with a clear message.
 *
 * Pure (no file system): scripts/lib/content-files.ts reads the directory.
 */
import { parse as parseYaml } from "yaml";
import * as z from "zod";
import { CATEGORY_IDS } from "../../domain/categories.ts";
import { postPath } from "../../domain/content/paths.ts";
import { groupRule, isoDateSchema, webUrlSchema, postFieldsObject, type PostFields, sourceSchema, tagSchema } from "../../domain/content/post-schema.ts";
import { inspectMarkdown } from "./markdown.ts";

export const CONTENT_RULES = {
  minWords: 600,
  tags: { min: 2, max: 5 },
  sources: { min: 3, max: 8 },
  lastHeading: "Bottom line",
} as const;

/** Pages an article may link to inside the site, besides other posts. */
const INTERNAL_PAGES = ["/ingredient-checker", "/methodology", "/quiz", ...CATEGORY_IDS.map((id) => `/category/${id}`)];

const frontMatterSchema = postFieldsObject
  .omit({ body: true, heroImageUrl: true, reviewedOn: true, tags: true, sources: true, group: true })
  .extend({
    group: postFieldsObject.shape.group.optional().transform((g) => g ?? null),
    tags: z
      .array(tagSchema)
      .min(CONTENT_RULES.tags.min, `List ${CONTENT_RULES.tags.min} to ${CONTENT_RULES.tags.max} tags.`)
      .max(CONTENT_RULES.tags.max, `List ${CONTENT_RULES.tags.min} to ${CONTENT_RULES.tags.max} tags.`),
    publishedAt: isoDateSchema,
    reviewedOn: isoDateSchema,
    // Sources keep the address exactly as it was read, which for some official pages is http.
    sources: z
      .array(sourceSchema.extend({ url: webUrlSchema }))
      .min(CONTENT_RULES.sources.min, `List ${CONTENT_RULES.sources.min} to ${CONTENT_RULES.sources.max} sources.`)
      .max(CONTENT_RULES.sources.max, `List ${CONTENT_RULES.sources.min} to ${CONTENT_RULES.sources.max} sources.`),
  })
  .strict()
  .superRefine(groupRule);

export interface ContentFilePost extends PostFields {
  /** UTC midnight of the front matter's publishedAt, in milliseconds. */
  publishAt: number;
  reviewedOn: string;
}

export type ContentFileResult = { ok: true; post: ContentFilePost } | { ok: false; problems: string[] };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function pathLabel(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "") || "front matter";
}

/** Checks one file; `fileName` is its name inside content/, e.g. "creatine.md". */
export function parseContentFile(fileName: string, text: string): ContentFileResult {
  const where = `content/${fileName}`;
  const problems: string[] = [];
  const fail = (field: string, message: string) => problems.push(`${where}: ${field}: ${message}`);

  const split = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!split) return { ok: false, problems: [`${where}: front matter: the file must start with a --- block of YAML, closed by ---.`] };
  const [, yamlText, rawBody] = split;
  const body = rawBody.replace(/\r\n?/g, "\n").trim();

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    return { ok: false, problems: [`${where}: front matter: not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : "parse error"}).`] };
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message = issue.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.join(", ")}.` : issue.message;
      fail(pathLabel(issue.path), message);
    }
  }
  const meta = parsed.success ? parsed.data : null;
  const expectedSlug = fileName.replace(/\.md$/, "");
  if (meta && meta.slug !== expectedSlug) fail("slug", `must match the file name ("${expectedSlug}").`);

  const body_ = inspectMarkdown(body);
  if (body_.words < CONTENT_RULES.minWords) fail("body", `${body_.words} words; the format asks for at least ${CONTENT_RULES.minWords}.`);
  if (body_.h1Count > 0) fail("body", "uses a # heading; the page prints the title as the only h1, so start sections with ##.");
  if (body_.h2Count === 0) fail("body", "has no ## sections.");
  if (body_.footnotes > 0) fail("body", "uses footnotes ([^1]); cite sources as [1], [2] instead.");
  if (body_.rawHtml > 0) fail("body", "contains raw HTML, which is never rendered; use markdown.");
  const headings = [...body.matchAll(/^## +(.+?) *#*$/gm)].map((m) => m[1].trim());
  if (headings.length > 0 && headings.at(-1) !== CONTENT_RULES.lastHeading) fail("body", `the last section must be "## ${CONTENT_RULES.lastHeading}".`);
  for (const src of body_.images) if (!src.startsWith("https://")) fail("body", `image "${src}" is not served over https.`);

  if (meta) {
    const count = meta.sources.length;
    for (const n of [...body_.citations].sort((a, b) => a - b)) {
      if (n < 1 || n > count) fail("body", `cites [${n}] but lists ${count} sources.`);
    }
    meta.sources.forEach((_, i) => {
      if (!body_.citations.has(i + 1)) fail(`sources[${i}]`, `is never cited in the body as [${i + 1}].`);
    });
    const sourceUrls = new Set(meta.sources.map((s) => s.url));
    for (const link of body_.links) {
      if (/^https?:\/\//.test(link)) {
        if (!sourceUrls.has(link)) fail("body", `links to ${link}, which is not one of its sources.`);
      } else if (!isAllowedInternalLink(link)) {
        fail("body", `links to "${link}"; inside the site, link only to existing pages (${INTERNAL_PAGES.join(", ")}, /blog/<slug>).`);
      }
    }
  }

  if (problems.length > 0 || !meta) return { ok: false, problems };
  const { publishedAt, ...fields } = meta;
  return {
    ok: true,
    post: { ...fields, body, heroImageUrl: null, publishAt: Date.parse(`${publishedAt}T00:00:00Z`) },
  };
}

function isAllowedInternalLink(link: string): boolean {
  const path = link.split("#")[0];
  if (path === "" && link.startsWith("#")) return true;
  return INTERNAL_PAGES.includes(path) || /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);
}

/** Links from one file to another post that no file provides. */
export function checkContentLinks(posts: readonly Pick<ContentFilePost, "slug" | "body">[]): string[] {
  const known = new Set(posts.map((p) => postPath(p.slug)));
  const problems: string[] = [];
  for (const post of posts) {
    for (const link of inspectMarkdown(post.body).links) {
      const path = link.split("#")[0];
      if (path.startsWith("/blog/") && !known.has(path)) problems.push(`content/${post.slug}.md: body: links to ${path}, which no file in content/ provides.`);
    }
  }
  return problems;
}
