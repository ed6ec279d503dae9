import type { Constraint } from "~/domain/catalogue/constraints";
import type { Vocabulary } from "./concepts";
import { ACUTE_SYMPTOMS } from "./intent-words";
import { type ProductNameIndex, productsNamedIn } from "./product-names";
import { readMessage } from "./read-message";
import type { HistoryEntry } from "./understanding";
import { normalizeMessage } from "./vocabulary";

/*
 * A reaction told earlier in the conversation (a tight chest after a pre-workout, a racing heart,
 * fainting, heat illness) keeps every stimulant out of the picks for the rest of it: the answer
 * to that turn said "take no more stimulants", and a later "which is cheapest?" or a new topic
 * must not undo it. A tingle or a sore stomach (beta-alanine, a powder that disagreed) does not.
 */

const MILD = new Set(["paresthesia", "gi"]);

/** The hold, when an earlier message of the person's told of a reaction that is not mild. */
export function reactionHold(history: readonly HistoryEntry[], names: ProductNameIndex, vocabulary: Vocabulary): Constraint | null {
  const reacted = history.some((entry) => {
    if (entry.role !== "user") return false;
    if (ACUTE_SYMPTOMS.test(normalizeMessage(entry.content))) return true;
    return readMessage(entry.content, productsNamedIn(entry.content, names), vocabulary).effects.symptoms.some((s) => !MILD.has(s));
  });
  return reacted ? { kind: "exclude", ingredient: "caffeine" } : null;
}
