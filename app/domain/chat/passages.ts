import { conditionRule, dutyRule } from "~/domain/safety/conditions";
import { escapeRegExp } from "~/domain/text";
import { isSubjectWord } from "./topic";
import { askQueries } from "./asks";
import type { Understanding } from "./understand";
import { withSetAsideRead } from "./asked-kind";

/*
 * Passages from our own articles, as the chat reads them: what to search for, how well a
 * section answers a question, and the extract an answer quotes. The search itself is I/O
 * (app/.server/chat/knowledge.ts); everything here is pure.
 */

/** One section of a guide or article, as the full-text search returns it. */
export interface PassageHit {
  slug: string;
  kind: "guide" | "article";
  postTitle: string;
  /** The section's h2; null for the introduction. */
  heading: string | null;
  /** The h2's id on the page (`/blog/<slug>#<anchor>`); null for the introduction. */
  anchor: string | null;
  /** The section as plain text. */
  text: string;
  /** HTML-escaped excerpt of the section with <mark>…</mark> around the matched words. */
  snippet: string;
  /** bm25 score: lower is a better match (SQLite's convention); results come sorted by it. */
  rank: number;
  /** Found only by the search for one part of a message: the every-part pass may quote it, the main answer does not draw on it. */
  forParts?: true;
  /** Found only by the search for the thing asked about (./asked-subject.ts): for the subject pass alone. */
  forSubject?: true;
}

/** The searches an answer to `u` may draw on: its topic, a new condition's or a duty's own words. */
export function passageQueries(understood: Understanding): string[] {
  // What the message sets aside, or already knows is in a product ("besides caffeine"), is searched for by no query.
  const u = withSetAsideRead(understood);
  const queries = new Set<string>();
  const wantsText = u.intents.some((i) => i === "knowledge" || i === "dosing" || i === "ingredient" || i === "interaction");
  if ((wantsText || u.asksAbout) && u.topic) queries.add(u.topic);
  for (const id of u.newConditions) {
    const search = conditionRule(id).search;
    if (search) queries.add(search);
  }
  if (u.intents.includes("recommend") && u.constraints.length && u.topic) queries.add(u.topic);
  // Each question of the message by its own subject and point ("is whey bad for you" beside "need a whey").
  // A question with no subject of its own ("are those ok right after PT?") is about the conversation's kind.
  // Its word as our guides say it: "protein", "hydration", "pre-workout", "vitamin", "sleep".
  for (const q of askQueries(u.message, u.categories.slice(0, 1).map((c) => (c === "pre-workout" ? c : c.split("-")[0].replace(/s$/, ""))))) queries.add(q);
  const duties = u.duties.filter((d) => d === "aircrew" || d === "night-shift" || d === "heat");
  if (wantsText) for (const id of duties) queries.add(dutyRule(id).search);
  return [...queries];
}

export function passageLink(hit: Pick<PassageHit, "slug" | "anchor">): string {
  return hit.anchor ? `/blog/${hit.slug}#${hit.anchor}` : `/blog/${hit.slug}`;
}

/** "Caffeine limits and timing › How much before a PT test?" */
export function passageTitle(hit: Pick<PassageHit, "postTitle" | "heading">): string {
  return hit.heading ? `${hit.postTitle}: ${hit.heading}` : hit.postTitle;
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

/** The topic's words as stems to look for: two letters count ("pt", "ul"), a plural ending does not. */
function topicStems(topic: string): string[] {
  return [...new Set(topic.split(/[\s-]+/).filter((w) => w.length > 1).map((w) => (w.length > 3 ? w.replace(/s$/, "") : w)))];
}

/** Whether `text` holds `stem` as the start of a word ("test" in "tests", "pt" not in "optional"). */
function holds(text: string, stem: string): boolean {
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(stem)}`).test(text);
}

/**
 * A short extract of a passage: the sentences that share the most words with the question (up
 * to three, as many as fit in `maxChars`, in their order in the article, each whole), so the answer quotes
 * our own text, not the model's. A sentence with a figure is preferred among equals, and more
 * so when the question asks how much (`figures`).
 */
export function passageExtract(hit: Pick<PassageHit, "text">, topic: string, { maxChars = 420, figures = false }: { maxChars?: number; figures?: boolean } = {}): string {
  const stems = topicStems(topic);
  const list = sentences(hit.text);
  if (!list.length) return "";
  const scored = list.map((s, i) => {
    const lower = s.toLowerCase();
    return { s, i, score: stems.filter((w) => holds(lower, w)).length + (/\d/.test(s) ? (figures ? 1 : 0.5) : 0) - (s.length > maxChars ? 1 : 0) };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (chosen.length === 3) break;
    if (chosen.length && length + candidate.s.length + 1 > maxChars) continue;
    chosen.push(candidate);
    length += candidate.s.length + 1;
  }
  const out = chosen
    .sort((a, b) => a.i - b.i)
    .map((c) => c.s)
    .join(" ");
  // Never cut inside a sentence: a single sentence longer than the limit is quoted whole.
  return out;
}

/**
 * How well a section answers the topic: its heading's and its post title's matches count double
 * (a guide whose title and heading name the question outranks a section that only mentions its
 * words), its body's once; a word naming the subject ("melatonin") twice as much as one about
 * circumstances ("night"). Zero means not an answer.
 */
export function passageRelevance(hit: Pick<PassageHit, "text" | "heading" | "postTitle">, topic: string, rarity?: ReadonlyMap<string, number>): number {
  const body = hit.text.toLowerCase();
  const heading = (hit.heading ?? "").toLowerCase();
  const title = hit.postTitle.toLowerCase();
  return topicStems(topic).reduce(
    (score, w) =>
      score +
      (rarity?.get(w) ?? 1) * (isSubjectWord(w) || isSubjectWord(`${w}s`) ? 2 : 1) * ((holds(heading, w) ? 2 : 0) + (holds(body, w) ? 1 : 0) + (holds(title, w) ? 2 : 0)),
    0,
  );
}

/**
 * How telling each topic word is among the sections the search returned, from 0.5 (in every
 * one of them) to 2 (in none): in a question about lactose and protein powder, "lactose" picks
 * the section, while "protein" is in nearly every section found.
 */
export function topicRarity(hits: readonly Pick<PassageHit, "text" | "heading">[], topic: string): Map<string, number> {
  const texts = hits.map((hit) => `${hit.heading ?? ""} ${hit.text}`.toLowerCase());
  return new Map(topicStems(topic).map((w) => [w, 0.5 + 1.5 * (1 - texts.filter((t) => holds(t, w)).length / Math.max(1, texts.length))]));
}

/** How many of the topic's words the section's heading names, a subject word ("lactose") counting as two. */
export function headingMatches(hit: Pick<PassageHit, "heading">, topic: string): number {
  const heading = (hit.heading ?? "").toLowerCase();
  return topicStems(topic)
    .filter((w) => holds(heading, w))
    .reduce((n, w) => n + (isSubjectWord(w) || isSubjectWord(`${w}s`) ? 2 : 1), 0);
}

/** How many words of the question itself (filler included) the section's heading repeats: the tie-break between sections. */
export function headingEcho(hit: Pick<PassageHit, "heading">, normalizedQuestion: string): number {
  const heading = new Set((hit.heading ?? "").toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const words = new Set(normalizedQuestion.match(/[a-z0-9]+/g) ?? []);
  let shared = 0;
  for (const w of words) if (w.length > 1 && heading.has(w)) shared++;
  return shared;
}
