import { readConcepts, type Vocabulary } from "./concepts";
import { type ProblemId, refers, type SaidProblem } from "./problems";
import type { HistoryEntry } from "./understanding";
import { conditionsTextOf } from "./whose";
import { sameOwner, turnOwners } from "./turn-owners";
import { withoutOver as withoutFinished } from "./said-when";

/*
 * Which health problems (./problems.ts) the conversation names about the one the current message
 * asks for, read with the same rules as a medicine or condition (./whose.ts `conditionsTextOf`):
 * a problem denied, imagined, or someone else's that the message does not ask for sets nothing,
 * and one told as over ("broke my wrist in high school, all healed") sets nothing unless it is
 * history by nature (a seizure, a concussion). ./referral-owed.ts writes what each is owed.
 */

/** A sentence that tells of it as over ("broke my wrist in high school, all healed"), unless it says it is still going. */
const OVER = /\b(?:healed|all good now|fine now|recovered|fully recovered|in high school|as a kid|when i was (?:a kid|young|younger)|years ago|long time ago|no issues since|none since|back in the day)\b/;
const STILL = /\b(?:still|again|keeps?|kept|flares?|flaring|lately|anymore|these days|right now|currently|every (?:day|night|morning|run))\b/;
/** Long ago, and not since ("a seizure as a teenager, none since"): a history, not a sign to treat now. */
const LONG_AGO = /\b(?:as a (?:kid|child|teen|teenager)|in high school|in middle school|when i was (?:a kid|young|younger|little)|(?:\d+|many|several|a few|couple) (?:years|yrs) ago|none since|nothing since|no issues since|never again|back in the day)\b/;

/** The text with each sentence that tells of something long over blanked, offsets kept: what an urgent sign is read from. */
export const withoutLongAgo = (text: string): string =>
  withoutFinished(text)
    .split(/(?<=[.!?\n])/)
    .map((s) => (LONG_AGO.test(s.toLowerCase()) && !STILL.test(s.toLowerCase()) ? " ".repeat(s.length) : s))
    .join("");

/** Problems that are history by nature: told as past, they still count ("had a seizure as a teenager"). */
const HISTORY_COUNTS: readonly ProblemId[] = ["seizure-history", "concussion"];

/** The text with each sentence that tells of a problem as over blanked, offsets kept. */
const withoutOver = (text: string): string =>
  text
    .split(/(?<=[.!?\n])/)
    .map((s) => (OVER.test(s.toLowerCase()) && !STILL.test(s.toLowerCase()) ? " ".repeat(s.length) : s))
    .join("");

const problemsIn = (text: string, vocabulary: Vocabulary): ProblemId[] =>
  readConcepts(text, vocabulary).hits.flatMap((h) => (h.concept.effect.problem ? [h.concept.effect.problem] : []));

/** The problems said about the one asked for: none denied, imagined or someone else's, and none told as over unless it is history by nature. */
function problemsOf(message: string, theirTurn: boolean, vocabulary: Vocabulary): ProblemId[] {
  const theirs = conditionsTextOf(message, theirTurn);
  return [...new Set([...problemsIn(withoutOver(theirs), vocabulary), ...problemsIn(theirs, vocabulary).filter((id) => HISTORY_COUNTS.includes(id))])];
}

/** The problems said in the conversation about the one the current message asks for, this message's marked `here`. */
export function problemsSaid(message: string, history: readonly HistoryEntry[], vocabulary: Vocabulary): SaidProblem[] {
  const kinds = vocabulary.filter((c) => c.kind === "problem");
  if (!kinds.length) return [];
  const owners = turnOwners(history, message);
  const said = new Map<ProblemId, SaidProblem>();
  for (const entry of history) {
    if (entry.role !== "user" || !sameOwner(owners, entry)) continue;
    for (const id of problemsOf(entry.content, owners.now !== null, kinds)) said.set(id, { id, whose: owners.now, here: false });
  }
  for (const id of problemsOf(message, owners.now !== null, kinds)) said.set(id, { id, whose: owners.now, here: true });
  // A recalled problem an earlier answer already referred is not said again.
  const replies = history.filter((e) => e.role === "assistant").map((e) => e.content);
  return [...said.values()].filter((p) => p.here || !replies.some((r) => refers(r, p.id)));
}

/** The understanding's field: left out when nothing was said, so a recorded understanding reads as before. */
export const problemsField = (problems: SaidProblem[]): { problems?: SaidProblem[] } => (problems.length ? { problems } : {});

