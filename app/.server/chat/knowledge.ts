import type { Understanding } from "~/domain/chat/understand";
import { conditionRule, dutyRule } from "~/domain/chat/conditions";
import { type PassageHit, searchPassages } from "../content/search";

export type { PassageHit };

/*
 * Passages from our own articles, for knowledge, dosing and safety answers. Where they come
 * from is handed to the chat like the model is (a factory per request): the articles' full-text
 * search in production, fixed passages in tests. An answer links a passage only by the address
 * the search returned it with, so it never links a page that does not exist.
 */

export type PassageRetriever = (query: string, options?: { limit?: number; kind?: "guide" | "article" }) => Promise<PassageHit[]>;
export type PassageRetrieverFactory = (env: Env) => PassageRetriever;

/** The published guides and articles in D1, through the same FTS5 search as the blog's search box. */
export const articlePassages: PassageRetrieverFactory = (env) => (query, options) => searchPassages(env.DB, query, options);

export function passageLink(hit: Pick<PassageHit, "slug" | "anchor">): string {
  return hit.anchor ? `/blog/${hit.slug}#${hit.anchor}` : `/blog/${hit.slug}`;
}

/** "Caffeine limits and timing › How much before a PT test?" */
export function passageTitle(hit: Pick<PassageHit, "postTitle" | "heading">): string {
  return hit.heading ? `${hit.postTitle}: ${hit.heading}` : hit.postTitle;
}

/** Searches for the passages an answer to `u` may draw on; a failed search means no passages, never a failed answer. */
export async function retrievePassages(u: Understanding, retrieve: PassageRetriever): Promise<PassageHit[]> {
  const queries = new Set<string>();
  const wantsText = u.intents.some((i) => i === "knowledge" || i === "dosing" || i === "ingredient" || i === "interaction");
  if (wantsText && u.topic) queries.add(u.topic);
  for (const id of u.newConditions) queries.add(conditionRule(id).search);
  if (u.intents.includes("recommend") && u.constraints.length && u.topic) queries.add(u.topic);
  const duties = u.duties.filter((d) => d === "aircrew" || d === "night-shift");
  if (wantsText) for (const id of duties) queries.add(dutyRule(id).search);
  if (!queries.size) return [];
  try {
    const results = await Promise.all([...queries].slice(0, 3).map((q) => retrieve(q, { limit: 3 })));
    const seen = new Set<string>();
    const hits: PassageHit[] = [];
    for (const hit of results.flat()) {
      const key = passageLink(hit);
      if (!seen.has(key)) {
        seen.add(key);
        hits.push(hit);
      }
    }
    return hits;
  } catch (error) {
    console.warn("[chat] article search failed, answering without passages", error);
    return [];
  }
}

/** Article text without markdown links, emphasis and numbered citations, as plain sentences. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\s*\[\d+\](?:\[\d+\])*/g, "")
    .replace(/[*_`#>|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function sentences(text: string): string[] {
  return plain(text)
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
}

/**
 * A short extract of a passage: the sentences that share the most words with the question (at
 * most two, in their order in the article), so the answer quotes our own text, not the model's.
 */
export function passageExtract(hit: Pick<PassageHit, "text">, topic: string, maxChars = 360): string {
  const words = topic.split(" ").filter((w) => w.length > 2);
  const list = sentences(hit.text);
  if (!list.length) return "";
  const scored = list.map((s, i) => {
    const lower = s.toLowerCase();
    return { s, i, score: words.filter((w) => lower.includes(w)).length + (/\d/.test(s) ? 0.5 : 0) };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, 2).sort((a, b) => a.i - b.i);
  let out = "";
  for (const { s } of best) {
    if (out && out.length + s.length + 1 > maxChars) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.length > maxChars ? `${out.slice(0, maxChars - 1).trimEnd()}…` : out;
}

/** How many of the topic's words a passage contains: a search hit that shares none is not an answer. */
export function passageRelevance(hit: Pick<PassageHit, "text" | "heading" | "postTitle">, topic: string): number {
  const text = `${hit.postTitle} ${hit.text}`.toLowerCase();
  const heading = (hit.heading ?? "").toLowerCase();
  // A section whose heading asks the question outranks one that only mentions its words.
  return topic
    .split(" ")
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/s$/, ""))
    .reduce((score, w) => score + (text.includes(w) ? 1 : 0) + (heading.includes(w) ? 1 : 0), 0);
}
