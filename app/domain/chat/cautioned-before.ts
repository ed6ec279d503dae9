import { type ConditionId, conditionRule } from "~/domain/safety/conditions";

/**
 * Conditions stated earlier whose caution an earlier answer already gave in full: said again in every
 * later answer it buries the question asked. Left out when none, so a recorded understanding reads as before.
 */
export function cautionedBefore(conditions: readonly ConditionId[], here: readonly ConditionId[], history: readonly { role: string; content: string }[], carried: readonly ConditionId[] = []): ConditionId[] | undefined {
  const said = history.filter((e) => e.role === "assistant").map((e) => e.content);
  // One carried from before the history was cautioned in full when it was said (./carried.ts).
  const ids = conditions.filter((id) => !here.includes(id) && (carried.includes(id) || said.some((text) => text.includes(conditionRule(id).caution.slice(0, 60)))));
  return ids.length ? ids : undefined;
}
