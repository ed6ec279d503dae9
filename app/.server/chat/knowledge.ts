import { partPassageQueries } from "~/domain/chat/part-sections";
import { subjectQueries } from "~/domain/chat/asked-subject";
import { type PassageHit, passageLink, passageQueries } from "~/domain/chat/passages";
import type { Understanding } from "~/domain/chat/understand";
import { searchPassages } from "../content/search";

/*
 * Passages from our own articles, for knowledge, dosing and safety answers. Where they come
 * from is handed to the chat like the model is (a factory per request): the articles' full-text
 * search in production, fixed passages in tests. An answer links a passage only by the address
 * the search returned it with, so it never links a page that does not exist.
 */

export type PassageRetriever = (query: string, options?: { limit?: number; kind?: "guide" | "article"; fill?: boolean }) => Promise<PassageHit[]>;
export type PassageRetrieverFactory = (env: Env) => PassageRetriever;

/** The published guides and articles in D1, through the same FTS5 search as the blog's search box. */
export const articlePassages: PassageRetrieverFactory = (env) => (query, options) => searchPassages(env.DB, query, options);

const PASSAGES_PER_QUERY = 8;

/** Searches for the passages an answer to `u` may draw on; a failed search means no passages, never a failed answer. */
export async function retrievePassages(u: Understanding, retrieve: PassageRetriever): Promise<PassageHit[]> {
  const queries = passageQueries(u).slice(0, 4);
  // Each part of a message of several searches too, for the every-part pass only (./ask-answers in the domain).
  const parts = partPassageQueries(u).filter((q) => !queries.includes(q)).slice(0, 3);
  // And the thing or things asked about by their own words ("tart cherry"), for the subject pass alone.
  const subjects = subjectQueries(u.message).filter((q) => !queries.includes(q) && !parts.includes(q));
  if (!queries.length && !parts.length && !subjects.length) return [];
  try {
    // Every section of a post shares its title, so a handful of hits can all be one post's weaker
    // sections: ask for enough that the section answering the question is among them, and let
    // the answer rank them by what the question asks.
    const results = await Promise.all([...queries, ...parts, ...subjects].map((q) => retrieve(q, { limit: PASSAGES_PER_QUERY, fill: true })));
    const seen = new Set<string>();
    const hits: PassageHit[] = [];
    for (const [i, found] of results.entries()) {
      for (const hit of found) {
        const key = passageLink(hit);
        if (!seen.has(key)) {
          seen.add(key);
          hits.push(i < queries.length ? hit : i < queries.length + parts.length ? { ...hit, forParts: true } : { ...hit, forParts: true, forSubject: true });
        }
      }
    }
    return hits;
  } catch (error) {
    console.warn("[chat] article search failed, answering without passages", error);
    return [];
  }
}
