import { Draft, type EngineAnswer, finish } from "./draft";
import { says } from "./meanings";
import { NO_PRODUCT_WHILE } from "./reactions";
import { CAFFEINE_CUT_BACK, CAFFEINE_WITHDRAWAL } from "./sources";
import { emergencyPresent } from "./triage";
import type { Understanding } from "./understanding";

/*
 * "Should I just take half?", "can I keep taking it?", "stop or cut it down?" right after a
 * reaction answer: a plain answer about the product that caused it. Stop it, and do not restart
 * it at any dose until a clinician has looked at what happened; whether a smaller amount is safe
 * for that person is theirs to say, not ours. A daily caffeine habit gets how to come down
 * without withdrawal headaches (Mayo Clinic), the one case where "all at once" is not the advice.
 * "Less or stop" and "caffeinated" are vocabulary meanings (./meanings.ts), in any wording.
 */

/** The previous answer was a reaction answer: it closed on no product while the reaction goes on. */
const afterReaction = (lastReply: string | undefined): boolean => !!lastReply && (lastReply.includes(NO_PRODUCT_WHILE.you) || lastReply.includes(NO_PRODUCT_WHILE.them));


/** The answer to a "less or stop?" question after a reaction answer; null for any other message. */
export function stopOrLessAnswer(u: Pick<Understanding, "normalized" | "vocabulary" | "lastReply" | "situation" | "duties" | "symptoms" | "pushedBack">): EngineAnswer | null {
  // A new sign said in this message ("can't stop shaking") is a reaction to answer, not a dose question.
  const newSigns = u.symptoms.length > 0 && !u.pushedBack;
  if (newSigns || !afterReaction(u.lastReply) || !says(u.normalized, u.vocabulary, "less-or-stop") || emergencyPresent(u.normalized)) return null;
  const who = u.duties.includes("aircrew") ? "your flight surgeon" : "sick call or your PCM";
  const d = new Draft();
  d.add(
    `**Stop it rather than cutting the dose: don't take it again, at half a dose or any other amount, until a clinician has looked at what happened.** Whether any amount is safe for you after that reaction is their call, not something to test on yourself: see ${who} or ask a pharmacist, and bring the label.`,
  );
  const caffeine = says(`${u.situation.before ?? ""} ${u.lastReply ?? ""}`, u.vocabulary, "caffeinated-product");
  if (caffeine)
    d.caution(
      "If you have caffeine every day as well (coffee, energy drinks), come down little by little rather than all at once: stopping suddenly can bring headaches, tiredness, crankiness and trouble focusing, which usually ease after a few days.",
      CAFFEINE_CUT_BACK,
      CAFFEINE_WITHDRAWAL,
    );
  d.add("Once you've been checked, I can help you find a certified option without what caused it.");
  return finish(d, { intent: "urgent", category: null, modelMayPhrase: false, brief: "Give the answer as written; suggest no product." });
}
