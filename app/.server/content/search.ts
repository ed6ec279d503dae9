/**
 * Full-text search over published guides and articles, one result per section (the intro or an
 * h2 section), ranked by bm25 with the post title and the section heading weighted above the
 * body. The blog's search box and CLEARED AI's passage retrieval both call `searchPassages`.
 *
 * User text never reaches MATCH as syntax: it is cut into words and each word is quoted, so
 * FTS5 operators, quotes and column filters in the input are just text.
 */
import type { PassageHit } from "~/domain/chat/passages";
import { postPath, sectionPath } from "~/domain/content/paths";

export { postPath, sectionPath };

/** Private-use characters that mark matches in search snippets; never stored in the index. */
export const SNIPPET_MARKS = { start: "\uE000", end: "\uE001" } as const;


export interface SearchOptions {
  /** At most this many sections (1 to 50; 10 by default). */
  limit?: number;
  kind?: "guide" | "article";
  /**
   * Fill the list up to `limit` with sections holding only some of the words, after those holding
   * all. The chat asks for this: one word of a question the articles never use ("better") would
   * otherwise hide the section that answers the rest of it.
   */
  fill?: boolean;
}

const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 12;
// Column weights for bm25, in table order: post_id, slug, anchor, position (unindexed), title, heading, body.
const WEIGHTS = "0, 0, 0, 0, 8.0, 4.0, 1.0";
const SNIPPET_TOKENS = 24;

/** Words that carry no meaning on their own in a question ("how much caffeine before a PT test"). */
const STOPWORDS = new Set(
  "a an and are as at be but by can could do does for from how i if in into is it its me my of on or our should so than that the their then there these this to was we what when where which who why will with would you your".split(
    " ",
  ),
);

/**
 * The words of a query as FTS5 phrases: letters and digits only, each whitespace-separated word
 * one quoted phrase ("pre-workout" -> "pre workout", matching the tokenizer's split), question
 * words dropped unless nothing else is left.
 */
export function ftsPhrases(query: string): string[] {
  const words = query
    .normalize("NFKC")
    .slice(0, MAX_QUERY_CHARS)
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word.match(/[\p{L}\p{N}]+/gu) ?? []).join(" "))
    .filter(Boolean);
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen)].slice(0, MAX_TERMS).map((w) => `"${w}"`);
}

/** Every phrase must appear ("all"), or any of them ("any"), ranked by bm25 either way. */
export function ftsMatch(phrases: readonly string[], mode: "all" | "any"): string {
  return phrases.join(mode === "all" ? " " : " OR ");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FTS5 marks matches with private-use characters; they become <mark> after the text is escaped. */
export function snippetHtml(raw: string): string {
  return escapeHtml(raw).replaceAll(SNIPPET_MARKS.start, "<mark>").replaceAll(SNIPPET_MARKS.end, "</mark>");
}

const SEARCH_SQL = `
  SELECT posts.slug AS slug, posts.kind AS kind, posts.title AS postTitle,
         post_sections.heading AS heading, post_sections.anchor AS anchor, post_sections.body AS text,
         snippet(post_sections, 6, ?4, ?5, '…', ${SNIPPET_TOKENS}) AS snippet,
         bm25(post_sections, ${WEIGHTS}) AS rank
  FROM post_sections JOIN posts ON posts.id = post_sections.post_id
  WHERE post_sections MATCH ?1 AND posts.status = 'published' AND (?2 IS NULL OR posts.kind = ?2)
  ORDER BY rank
  LIMIT ?3`;

/** Best matching sections of published posts, best first. `snippet` is HTML-escaped text with <mark>…</mark> around matches. */
export async function searchPassages(
  db: D1Database,
  query: string,
  options: SearchOptions = {},
): Promise<PassageHit[]> {
  const phrases = ftsPhrases(query);
  if (phrases.length === 0) return [];
  const limit = Math.min(50, Math.max(1, Math.trunc(options.limit ?? 10)));
  const run = async (mode: "all" | "any") => {
    const { results } = await db
      .prepare(SEARCH_SQL)
      .bind(ftsMatch(phrases, mode), options.kind ?? null, limit, SNIPPET_MARKS.start, SNIPPET_MARKS.end)
      .all<PassageHit>();
    return results;
  };
  // Sections with every word first; a question whose words never meet in one section falls
  // back to sections with any of them, still ranked by bm25.
  let rows = await run("all");
  if (phrases.length > 1 && (rows.length === 0 || (options.fill && rows.length < limit))) {
    const seen = new Set(rows.map((row) => `${row.slug}#${row.anchor ?? ""}`));
    rows = [...rows, ...(await run("any")).filter((row) => !seen.has(`${row.slug}#${row.anchor ?? ""}`))].slice(0, limit);
  }
  return rows.map((row) => ({ ...row, snippet: snippetHtml(row.snippet) }));
}
