import { complaintWord, lastingComplaint } from "./care-referral";
import { cutBackLine } from "./cut-back";
import { Draft, type EngineAnswer, finish } from "./draft";
import { says } from "./meanings";
import { CAFFEINE_OVERDOSE } from "./sources";
import type { Understanding } from "./understanding";

/*
 * A complaint that lasts or keeps coming back, told beside a supplement the person takes
 * ("leg cramps every rotation since I started creatine", "ashwagandha has me groggy for weeks"),
 * with no product asked for: the answer is where to get it looked at, not picks of the very thing
 * they take. Caffeine gets its known signs and how to come down without withdrawal headaches.
 * A reaction the symptom templates know (./concerns.ts) is answered there, not here. What the
 * message means (products asked for, something taken, a caffeinated product, an effect asked
 * about) is read by vocabulary meanings (./meanings.ts).
 */

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
export function complaintAnswer(u: Pick<Understanding, "normalized" | "vocabulary" | "symptoms" | "categories" | "namedProductIds" | "duties" | "conditions">): EngineAnswer | null {
  const said = (id: Parameters<typeof says>[2]) => says(u.normalized, u.vocabulary, id);
  const caffeinated = said("caffeinated-product");
  const aboutSupplement = u.categories.length > 0 || u.namedProductIds.length > 0 || caffeinated;
  // Products asked for ("what electrolytes should i take" too): then the picks stage answers, with the referral added after it.
  if (u.symptoms.length || !aboutSupplement || !said("taken-by-person") || said("product-asked")) return null;
  // "My pee turned neon yellow after my multi, is that bad?": an effect of what was taken, asked about.
  if (!lastingComplaint(u.normalized)) return said("effect-worry") && said("body-effect") ? effectAsked(u) : null;
  const who = u.duties.includes("aircrew") ? "your flight surgeon" : u.conditions.includes("pregnancy") ? "your OB or midwife" : "sick call or your PCM";
  const d = new Draft();
  const what = complaintWord(u.normalized);
  d.add(
    `**${what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} that go on or keep coming back need` : "Something that goes on or keeps coming back needs"} a proper look: see ${who} rather than working around it with another supplement.** If you think a supplement is behind it, stop it until you've been seen, and bring the labels of everything you take.`,
  );
  if (caffeinated) {
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
