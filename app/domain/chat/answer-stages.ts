import { withEveryAskAnswered } from "./ask-answers";
import { withBrandAnswered } from "./brand-asks";
import { withCareReferral } from "./care-referral";
import { withCaffeineSumFirst } from "./caffeine-sum-first";
import { withCarriedFirst } from "./carried-first";
import { withComparisonFirst, withSameAnswered } from "./comparison-asked";
import { withCostOverTime } from "./cost-over-time";
import { withClaimAnswered } from "./claim-verdicts";
import { withContentsAnswered } from "./contents-asked";
import type { EngineAnswer, EngineInput } from "./draft";
import { fittedAnswer } from "./fit";
import { withFindingFirst } from "./finding-first";
import { withVerdictFirst } from "./follow-up-verdict";
import { withLeadOnTopic } from "./lead-on-topic";
import { licensedAnswer } from "./licence";
import { withinLimits } from "./limits-in-advice";
import { withMoodSupport } from "./mood";
import { withNewPartFirst, withRankingFirst } from "./new-part-first";
import { withPicksChecked } from "./picks-with-medicine";
import { withPracticalHelp } from "./practical-help";
import { withReferralOwed } from "./referral-owed";
import { withoutWhatWasSaid } from "./said-before";
import { productsNamedNow } from "./product-units";
import { withNumbersNoted } from "./said-numbers";
import { withSubjectFirst } from "./subject-first";
import { withCareGraded } from "./triage";
import { withLikelyCause } from "./cause-answer";
import { notRepeated, withIngredientPicks } from "./turn-guards";
import type { Understanding } from "./understanding";
import { tiedToConversation } from "./unclear-turn";
import { withConditionsCautioned } from "./warnings";
import { aboutWhomAsked } from "./whose-answer";
import { withWorthPicks } from "./worth-asking";

/*
 * What happens to a drafted answer, in order (./engine.ts runs them through ./never-empty.ts):
 * picks and asks filled in, what the reading does not license taken out, cautions owed added,
 * repeats dropped, claims and brands answered, the opening put on the subject asked (and on the
 * thing or two things the message asks about), the care and referral a health problem named
 * needs, the food sources or the people to call when those serve the goal, the person's limits
 * applied to every food named; then what earlier answers said is left
 * out, and a yes or no about the last answer said first.
 */

/** The stages after the draft. `main` carries only the passages for the main answer; `searched` all of them. */
export function afterDraft(main: EngineInput, searched: EngineInput, u: Understanding): ReadonlyArray<(answer: EngineAnswer) => EngineAnswer> {
  // The sections found for the thing asked about are for the subject pass only.
  const read = { ...searched, passages: searched.passages.filter((p) => !p.forSubject) };
  return [
    (a) => withIngredientPicks(a, main),
    (a) => withWorthPicks(a, main),
    (a) => withEveryAskAnswered(a, read),
    (a) => withContentsAnswered(a, read),
    (a) => licensedAnswer(a, u),
    (a) => withConditionsCautioned(a, u),
    (a) => withNumbersNoted(a, u, productsNamedNow(u, read.catalogue)),
    (a) => withCaffeineSumFirst(a, u, read),
    (a) => notRepeated(a, read),
    (a) => withClaimAnswered(a, main),
    (a) => withBrandAnswered(a, main),
    (a) => aboutWhomAsked(a, u),
    (a) => withMoodSupport(a, u),
    (a) => withLeadOnTopic(a, u),
    (a) => withSubjectFirst(a, searched),
    // Two of our products compared: each on what was asked, from the label data, first.
    (a) => withComparisonFirst(a, read),
    (a) => withSameAnswered(a, read),
    // What a product costs over time at the amount said.
    (a) => withCostOverTime(a, read),
    // "Do you carry X": yes or no first.
    (a) => withCarriedFirst(a, read),
    (a) => tiedToConversation(a, read),
    (a) => withReferralOwed(a, u),
    // Last: a reaction graded by the signs actually said, and a referral wherever a health problem was named.
    (a) => withCareGraded(a, u),
    // The likely cause a symptom answer left unnamed, after any care-now opening.
    (a) => withLikelyCause(a, u, main.catalogue),
    (a) => withCareReferral(a, u),
    // Food sources and who to call, where food, habits or a person serve the goal better than a product.
    (a) => withPracticalHelp(a, u),
    // A lab result told of the person opens the answer: it is about their body, not a product they take.
    (a) => withFindingFirst(a, u),
    // A limit reaches every food or drink the answer suggests, whichever stage wrote it.
    (a) => withinLimits(a, u),
    // Every paragraph, whichever stage wrote it, fits this person and this message, and is said once.
    (a) => fittedAnswer(a, u),
    // What this turn adds leads: the caution of a medicine or condition told now, before what earlier turns still bring.
    (a) => withNewPartFirst(a, u),
    (a) => withPicksChecked(a, read),
    (a) => withRankingFirst(a, u),
    // After everything is written: what an earlier answer said left out, then a yes or no about the last answer said first.
    (a) => withoutWhatWasSaid(a, u),
    (a) => withVerdictFirst(a, u),
  ];
}
