import type { Constraint } from "~/domain/catalogue/constraints";
import type { SymptomId } from "./concepts";
import { ACUTE_SYMPTOMS } from "./intent-words";

/*
 * A reaction told earlier in the conversation (a tight chest after a pre-workout, a racing heart,
 * fainting, heat illness) keeps every stimulant out of the picks for the rest of it: the answer
 * to that turn said "take no more stimulants", and a later "which is cheapest?" or a new topic
 * must not undo it. A tingle or a sore stomach (beta-alanine, a powder that disagreed) does not.
 */

const MILD: ReadonlySet<SymptomId> = new Set(["paresthesia", "gi", "bleeding"]);

/** Whether a message, as the understanding step read it, tells of a reaction that is not mild. */
export function tellsOfReaction(normalized: string, symptoms: readonly SymptomId[]): boolean {
  return ACUTE_SYMPTOMS.test(normalized) || symptoms.some((s) => !MILD.has(s));
}

/** The exclusion a reaction told earlier sets: no caffeine or other stimulant, at any amount. */
export const REACTION_HOLD: Constraint = { kind: "exclude", ingredient: "caffeine" };
