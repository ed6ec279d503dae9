import type { EngineInput } from "./draft";

/**
 * Whether safety decided this answer's shape: a symptom or urgent care, a DoD-list hit or red
 * flag, a substance or a name nobody can identify, a medicine or condition. The stages that serve
 * the question asked (./ask-answers.ts, ./subject-first.ts) leave such an answer as it is.
 */
export function safetyShaped(input: EngineInput): boolean {
  const u = input.understanding;
  return (
    u.symptoms.length > 0 ||
    u.intents.includes("urgent") ||
    input.screened.prohibited.length > 0 ||
    input.screened.redFlags.length > 0 ||
    u.substances.length > 0 ||
    Boolean(u.unnamed) ||
    u.conditions.length > 0
  );
}
