import { withEveryAskAnswered } from "./ask-answers";
import { withBrandAnswered } from "./brand-asks";
import { withCareReferral } from "./care-referral";
import { withClaimAnswered } from "./claim-verdicts";
import type { EngineAnswer, EngineInput } from "./draft";
import { withLeadOnTopic } from "./lead-on-topic";
import { licensedAnswer } from "./licence";
import { withMoodSupport } from "./mood";
import { withReferralOwed } from "./referral-owed";
import { withVerdictFirst } from "./follow-up-verdict";
import { withoutWhatWasSaid } from "./said-before";
import { withNumbersNoted } from "./said-numbers";
import { withCareGraded } from "./triage";
import { notRepeated, withIngredientPicks } from "./turn-guards";
import type { Understanding } from "./understanding";
import { tiedToConversation } from "./unclear-turn";
import { withConditionsCautioned } from "./warnings";
import { aboutWhomAsked } from "./whose-answer";
import { withWorthPicks } from "./worth-asking";

/*
 * What happens to a drafted answer, in order (./engine.ts runs them through ./never-empty.ts):
 * picks and asks filled in, what the reading does not license taken out, cautions owed added,
 * repeats dropped, claims and brands answered, the opening put on the subject asked, and last
 * the care and referral a health problem named needs; then what earlier answers said is left out.
 */

/** The stages after the draft. `main` carries only the passages for the main answer; `read` all of them. */
export function afterDraft(main: EngineInput, read: EngineInput, u: Understanding): ReadonlyArray<(answer: EngineAnswer) => EngineAnswer> {
  return [
    (a) => withIngredientPicks(a, main),
    (a) => withWorthPicks(a, main),
    (a) => withEveryAskAnswered(a, read),
    (a) => licensedAnswer(a, u),
    (a) => withConditionsCautioned(a, u),
    (a) => withNumbersNoted(a, u),
    (a) => notRepeated(a, read),
    (a) => withClaimAnswered(a, main),
    (a) => withBrandAnswered(a, main),
    (a) => aboutWhomAsked(a, u),
    (a) => withMoodSupport(a, u),
    (a) => withLeadOnTopic(a, u),
    (a) => tiedToConversation(a, read),
    (a) => withReferralOwed(a, u),
    // Last: a reaction graded by the signs actually said, and a referral wherever a health problem was named.
    (a) => withCareGraded(a, u),
    (a) => withCareReferral(a, u),
    // After everything is written: what an earlier answer said left out, then a yes or no about the last answer said first.
    (a) => withoutWhatWasSaid(a, u),
    (a) => withVerdictFirst(a, u),
  ];
}
