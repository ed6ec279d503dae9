import { complaintWord, lastingComplaint } from "./care-referral";
import { cutBackLine } from "./cut-back";
import { Draft, type EngineAnswer, finish } from "./draft";
import { CAFFEINE_OVERDOSE } from "./sources";
import type { Understanding } from "./understanding";

/*
 * A complaint that lasts or keeps coming back, told beside a supplement the person takes
 * ("leg cramps every rotation since I started creatine", "ashwagandha has me groggy for weeks"),
 * with no product asked for: the answer is where to get it looked at, not picks of the very thing
 * they take. Caffeine gets its known signs and how to come down without withdrawal headaches.
 * A reaction the symptom templates know (./concerns.ts) is answered there, not here.
 */

/** Products asked for ("what electrolytes should i take" too): then the picks stage answers, with the referral added after it. */
const PRODUCT_ASK =
  /\b(?:recommend\w*|suggest\w*|which|alternatives?|instead|switch|swap|replace\w*|options?|picks?|anything|something|brand)\b|\bwhat (?:helps?|works?|to (?:take|use|get|try)|should|can|could|would|do|is (?:good|best)|else)\b|\b(?:better|best|good) (?:one|brand|kind|option)\b|\bwhat (?:\w+ ){1,2}(?:should|can|could|do) i (?:take|use|get|try|buy)\b/;

/** Said to be taken, not only named ("since i started", "on my", "X is making me", "from the"). */
const TAKEN =
  /\bsince (?:i )?(?:started|starting|switched|began|been)\b|\b(?:i'?m on|im on|i take|i use|taking|using|drinking|crushing|slamming|chugging|downing|having|been on)\b|\b(?:makes?|making|made|gives?|giving|gave|got|has|have) (?:me|my)\b|\bfrom (?:my|the)\b|\bafter (?:my|the|i take)\b/;

const CAFFEINATED = /\bcaffeine\b|\bpre-?workouts?\b|\benergy drinks?\b|\bmonsters?\b|\bbangs?\b|\bcelsius\b|\bred ?bulls?\b|\bc4\b|\bcoffee\b|\bfat ?burners?\b|\bstims?\b/;

/** An effect described: something changed in the body after taking it. */
const EFFECT_SAID = /\b(?:turned|turns|changed|smell\w*|colou?r\w*|pee|urine|poop|stool|skin|neon|bright)\b/;

/** "Is that bad?", "is this normal?": a question about an effect of what they take. */
const EFFECT_QUESTION = /\bis (?:that|this|it) (?:bad|normal|ok|okay|safe|dangerous|a problem|something to worry about)\b|\bshould i (?:be )?worr\w*\b/;

/** An effect of what was taken, asked about ("my pee turned neon yellow after my multi, is that bad?"), with nothing we hold a source on: said so, with who can tell. */
function effectAsked(u: Pick<Understanding, "duties">): EngineAnswer {
  const who = u.duties.includes("aircrew") ? "your flight surgeon" : "sick call or your PCM";
  const d = new Draft();
  d.add(
    `**I hold no source on that effect, so I can't tell you whether it's harmless.** A pharmacist can tell you from the label whether it is a known effect of something in it; if it worries you, lasts, or comes with feeling unwell, see ${who} and bring the label.`,
  );
  d.add("I won't suggest another product for this; ask if you want one once you know what caused it.");
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Give the answer as written; suggest no product." });
}

/** The answer to a lasting complaint told beside a supplement taken, with no product asked for; null otherwise. */
export function complaintAnswer(u: Pick<Understanding, "normalized" | "symptoms" | "categories" | "namedProductIds" | "duties" | "conditions">): EngineAnswer | null {
  const aboutSupplement = u.categories.length > 0 || u.namedProductIds.length > 0 || CAFFEINATED.test(u.normalized);
  if (u.symptoms.length || !aboutSupplement || !TAKEN.test(u.normalized) || PRODUCT_ASK.test(u.normalized)) return null;
  if (!lastingComplaint(u.normalized)) return EFFECT_QUESTION.test(u.normalized) && EFFECT_SAID.test(u.normalized) ? effectAsked(u) : null;
  const who = u.duties.includes("aircrew") ? "your flight surgeon" : u.conditions.includes("pregnancy") ? "your OB or midwife" : "sick call or your PCM";
  const d = new Draft();
  const what = complaintWord(u.normalized);
  d.add(
    `**${what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} that go on or keep coming back need` : "Something that goes on or keeps coming back needs"} a proper look: see ${who} rather than working around it with another supplement.** If you think a supplement is behind it, stop it until you've been seen, and bring the labels of everything you take.`,
  );
  if (CAFFEINATED.test(u.normalized)) {
    d.caution(
      "Twitching or shaking, nausea, a racing or irregular heartbeat, dizziness and not being able to sleep are among the signs of too much caffeine, so add up every caffeinated drink and product you have in a day.",
      CAFFEINE_OVERDOSE,
    );
    const cutBack = cutBackLine(`${u.normalized} cut back`);
    if (cutBack) d.caution(cutBack.text, ...cutBack.sources);
  }
  d.add("I won't suggest a product for this until it has been looked at; once it has, I can help you find a certified option that fits.");
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Give the answer as written; suggest no product." });
}
