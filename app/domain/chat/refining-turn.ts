import { CONDITIONS, DUTIES } from "~/domain/safety/conditions";
import { readConcepts, type Vocabulary } from "./concepts";
import { opensWith, says, without } from "./meanings";
import { categoriesNamed, normalizeMessage } from "./vocabulary";
import { isSubjectWord } from "./topic";

/*
 * A later turn that refines the request before it ("cheaper?", "something gentler", "for my
 * husband instead", "he has high BP", "how many a day?", "and after?") is read as that request
 * with the change made, in words the understanding already reads ("...: cheaper options",
 * "...: with less caffeine", the earlier moment swapped for the new one). The request is the
 * thread of turns since the one that named a subject, so "whats a good pre" / "for my husband" /
 * "he has high BP" is one request. What the earlier turns set (limits, the person) still comes
 * from the history; only the turn's own reading changes. Hooked into ./understand.ts in one line.
 * What a turn means (cheaper, gentler, someone else...) is read by vocabulary meanings
 * (./meanings.ts); the regular expressions left here read syntax: clock times and moments,
 * and the words a question points with.
 */

/** How a wish for a lower price is added to the request it refines. */
export const CHEAPER_READING = ": cheaper options";

/** The most words a refining turn has: longer turns say enough to be read alone. */
const SHORT = 12;

/** Words that point at the picks just listed. */
const POINTS_AT_PICKS = /\b(?:which|those|these|them|of the)\b|\b(?:first|second|third|last|#?\d) one\b/;

/** A question, or words pointing at something listed: a condition said so asks about it, not for the request again. */
const ASKS_OF_A_PICK = /^(?:is|are|can|could|does|do|should|will|would|what|which|how|any)\b|\b(?:it|that|this|those|these|them|one|ones)\b/;

/** Words by which a question points at what it is about. */
const POINTS_ITSELF = /\b(?:it|that|this|those|these|them|one|ones)\b/;

/** A moment said in the request: "before or during pt", "in the morning", "at 0500". */
const EARLIER_MOMENT = /\b(?:(?:before|after|during)(?:\s+or\s+(?:before|after|during))?\s+(?:bed(?:time)?|sleep|pt|a workout|(?:my )?workouts?|training|the gym|lifting|(?:a |the )?ruck|rucks|(?:a |my )?runs?|work)|in the (?:morning|evening|afternoon)|at night|tonight|at \d{3,4}|at \d{1,2}\s*(?:am|pm))\b/;
/** A turn that is only a new moment for the same request: "and after?", "what about before bed", "and at 1900?". */
const NEW_MOMENT = /^(?:(?:ok(?:ay)?|so|but|and|also|alright)\W+)*(?:(?:what|how) about\s+|and\s+|also\s+|or\s+)?((?:before|after|during)(?:\s+(?:bed(?:time)?|sleep|pt|a workout|(?:my )?workouts?|training|the gym|lifting|(?:a |the )?ruck|rucks|(?:a |my )?runs?|work))?|at night|tonight|at \d{3,4}|at \d{1,2}\s*(?:am|pm)|in the (?:morning|evening|afternoon))\W*$/;
export interface RefiningInput {
  message: string;
  /** The turn asks for someone other than the one the request before was for ("what about my husband, he's on nights"). */
  switchesPerson: boolean;
  /** The person's earlier turns, oldest first. */
  userTurns: readonly string[];
  /** The products the last answer listed, first pick first. */
  lastPicks: readonly string[];
  /** What the turn names on its own, from its reading alone. */
  alone: { namesProduct: boolean; categories: number; newConditions: number };
  /** Whether a message names a product. */
  namesProduct: (text: string) => boolean;
  vocabulary: Vocabulary;
}

const plain = (text: string) => text.trim().replace(/[.?!]*$/, "");

/** Whether a turn names what it is about: a category, a subject word or a product. */
function namesSubject(text: string, namesProduct: (text: string) => boolean): boolean {
  const normalized = normalizeMessage(text);
  return namesProduct(text) || categoriesNamed(normalized).length > 0 || normalized.split(/[^a-z0-9-]+/).some(isSubjectWord);
}

/**
 * The request a refining turn changes: the last turn that named a subject, with the turns after
 * it that refined it ("whats a good pre workout, for my husband").
 */
export function threadRequest(userTurns: readonly string[], namesProduct: (text: string) => boolean): string {
  let start = userTurns.length - 1;
  while (start > 0 && !namesSubject(userTurns[start], namesProduct)) start--;
  return userTurns.slice(start).map(plain).join(", ");
}

/** A clause that asks: "whats a good multivitamin", "what can i take", "need a pre". */
const ASKING = /\?|\b(?:what|whats|which|best|good|any|recommend\w*|suggest\w*|need|want|looking for|should|can|could)\b/;

/**
 * The part of a request that asks, without what its asker told of themselves ("female, run a
 * lot", "for me"); the kind of product the rest names is kept when the asking part names none
 * ("can't sleep, what can I take" asks for a sleep aid).
 */
function askingPart(request: string): string {
  const clauses = request.toLowerCase().split(/[,.;!?\n]+|\s(?:and|but|so|tho|though)\s/).map((c) => c.trim()).filter(Boolean);
  const asking = clauses.filter((c) => ASKING.test(c)).map((c) => c.replace(/\bfor (?:me|myself|my ?self)\b/g, " ").replace(/\s{2,}/g, " ").trim());
  const kinds = categoriesNamed(normalizeMessage(asking.join(", "))).length ? [] : categoriesNamed(normalizeMessage(request)).map((id) => id.replace(/-/g, " "));
  return [...(asking.length ? asking : clauses), ...kinds].join(", ");
}

/**
 * A request without what its asker said of their own situation: the words the vocabulary and the
 * condition and duty tables read as a condition, medicine, duty or limit are blanked, so the
 * request ("can't sleep, what can I take") is asked again for someone else without them.
 */
function withoutOwnSituation(request: string, vocabulary: Vocabulary): string {
  const lower = request.toLowerCase();
  const situational = readConcepts(lower, vocabulary).hits.filter((h) => h.concept.effect.condition || h.concept.effect.duty || h.concept.effect.constraint || h.concept.effect.avoid);
  const tables = [...CONDITIONS.map((c) => c.pattern), ...DUTIES.map((d) => d.pattern)];
  const blanked = situational.reduce((text, h) => text.split(h.found).join(" ".repeat(h.found.length)), lower);
  return tables.reduce((text, pattern) => text.replace(new RegExp(pattern.source, "g"), (m) => " ".repeat(m.length)), blanked).replace(/\s{2,}/g, " ").trim();
}

/** The earlier moment swapped for the new one: "creatine before or during pt" + "after" -> "creatine after pt". */
function movedTo(request: string, moment: string): string | null {
  const earlier = EARLIER_MOMENT.exec(request.toLowerCase());
  if (!earlier) return /\s/.test(moment) ? `${request} ${moment}` : null;
  const bare = /^(?:before|after|during)$/.test(moment);
  const replaced = bare ? earlier[0].replace(/^(?:before|after|during)(?:\s+or\s+(?:before|after|during))?/, moment) : moment;
  return `${request.slice(0, earlier.index)}${replaced}${request.slice(earlier.index + earlier[0].length)}`;
}

/** A clock time on the 24-hour clock or with am/pm, and the words that make one a bedtime instead of a session's time. */
const CLOCK = /\b([01]\d[0-5]\d|2[0-3][0-5]\d|\d{1,2}(?::\d{2})?\s*(?:am|pm))\b/g;
const BEDTIME_BEFORE = /\b(?:sleep|bed|rack|crash|lights out|knock out|pass out|asleep)\w*(?:\s+\w+){0,3}\s*$/;

/** The time of the session a turn tells, the first clock time that is not a bedtime. */
function sessionTime(normalized: string): string | null {
  for (const m of normalized.matchAll(CLOCK)) if (!BEDTIME_BEFORE.test(normalized.slice(0, m.index))) return m[1];
  return null;
}

/**
 * The message a refining turn is read as, or null when the turn is not one: the request it
 * refines with the change said in the understanding's own words.
 */
export function refiningReading(input: RefiningInput): string | null {
  const said = plain(input.message);
  const normalized = normalizeMessage(said);
  if (!input.userTurns.length || said.split(/\s+/).length > SHORT || input.alone.namesProduct) return null;
  const request = threadRequest(input.userTurns, input.namesProduct);
  const requestWords = normalizeMessage(request);
  const ownSubject = namesSubject(said, input.namesProduct);

  const { vocabulary } = input;
  // A question about taking the product just listed first: asked of that product by name.
  // One that points itself ("how many servings are in it") is read by its reference (./stated.ts).
  if (opensWith(normalized, vocabulary, "use-question") && !ownSubject && !POINTS_ITSELF.test(normalized) && input.lastPicks.length) return `${said} for the ${input.lastPicks[0]}?`;

  const moment = NEW_MOMENT.exec(normalized)?.[1];
  if (moment) {
    // Energy moved to the night is asked back (night shift, or sleep?): ./ask-frame.ts and the clarifier answer it.
    if (says(requestWords, vocabulary, "energy-wanted") && /night/.test(moment)) return null;
    return movedTo(request, moment);
  }

  // A clock time told with no subject of its own ("and if i train again after work around 1800?"):
  // the same request moved to that time, the rest of the turn (a bedtime) kept after it.
  const time = sessionTime(normalized);
  if (time && !ownSubject && input.alone.categories === 0) {
    const moved = movedTo(request, `at ${time}`);
    if (moved) return `${moved}: ${said}`;
  }

  if (input.alone.categories > 0) return null;
  // The tingle of a pre-workout not wanted: the beta-alanine feeling, named by how it feels.
  if (says(normalized, vocabulary, "tingle-refused") || says(normalized, vocabulary, "tingle-disliked")) return `${without(request, vocabulary, "strong-end")}: without beta-alanine, no tingle`;
  // A milder stimulant, or one that is too much, said of a kind whose strength is its stimulant: the strong end asked for before is taken back.
  if (says(normalized, vocabulary, "gentler") && says(requestWords, vocabulary, "stimulant-kind")) return `${without(request, vocabulary, "strong-end").replace(/\s{2,}/g, " ")}: with less caffeine`;
  // "Which of those is cheapest" ranks the picks just given (./stated.ts), not the request again.
  if (says(normalized, vocabulary, "cheaper") && !ownSubject && !POINTS_AT_PICKS.test(normalized)) return `${request}${CHEAPER_READING}`;
  // Someone else, or a condition of theirs told after the request: the same request for them.
  // A condition told as a fact ("he has high BP"), not a question about a pick ("is the first one ok with sertraline?").
  const toldCondition = input.alone.newConditions > 0 && !ASKS_OF_A_PICK.test(normalized);
  // Asked again for someone else: the request, without what the one before said of themselves ("I'm 22 weeks pregnant").
  // A request that told nothing of the asker's situation is asked again as it is (below).
  const toldOwnSituation = withoutOwnSituation(request, vocabulary) !== request.toLowerCase().replace(/\s{2,}/g, " ").trim();
  if (!ownSubject && input.switchesPerson && toldOwnSituation) return `${withoutOwnSituation(askingPart(request), vocabulary)}: ${said}`;
  if ((!ownSubject && opensWith(normalized, vocabulary, "for-someone-else")) || toldCondition) return `${request}: ${said}`;
  return null;
}
