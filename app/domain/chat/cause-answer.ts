import type { Catalogue } from "~/domain/catalogue/queries";
import { Draft, type EngineAnswer, finish } from "./draft";
import { causeSources, causeText, ingredientWord, readCause } from "./likely-cause";
import { says } from "./meanings";
import { asksForOptions } from "./product-ask";
import { CARE_NOW } from "./reactions";
import { REACTION_HOLD, tellsOfReaction } from "./reaction-hold";
import type { Understanding } from "./understanding";

/*
 * Something that happened after a supplement, answered as a pharmacist would: the common,
 * usually harmless cause named plainly with what to do about it (./likely-cause.ts), the signs
 * that would make it something else, who to see if it goes on, and no product. When a symptom
 * answer fires (./concerns.ts), the cause leads only after mild signs. An effect said about a
 * catalogue product with no row of ours is said to be one we cannot name, with who can tell.
 */

type Reader = Pick<Understanding, "avoid" | "constraints" | "intent" | "normalized" | "vocabulary" | "namedProductIds" | "focusProductIds" | "namedBefore" | "earlierAsks" | "symptoms" | "duties" | "conditions">;

const who = (u: Pick<Understanding, "duties" | "conditions">) =>
  u.duties.includes("aircrew") ? "your flight surgeon" : u.conditions.includes("pregnancy") ? "your OB or midwife" : "sick call or your PCM";

const NOT_IT = `Swelling of your lips, tongue or throat, trouble breathing, hives that spread, chest pain or fainting are not this: stop it and ${CARE_NOW}.`;

/** The answer when no symptom answer fires: the cause first, then when it is something else, who to see, and no product. */
export function causeAnswer(u: Reader, catalogue: Pick<Catalogue, "getProduct">): EngineAnswer | null {
  if (u.symptoms.length) return null;
  const reading = readCause(u, (id) => catalogue.getProduct(id));
  if (!reading?.taken) return null;
  // Said as something that happened to them ("gives me", "since I started", "after my"), or told after an earlier
  // turn named what they take: a question about what a supplement does ("will creatine bloat me?") is the guides'.
  const happened = says(u.normalized, u.vocabulary, "taken-by-person") || says(u.normalized, u.vocabulary, "effect-happened") || reading.causes.some((c) => c.via.earlier);
  if (!happened || says(u.normalized, u.vocabulary, "effect-wondered")) return null;
  // Picks asked for beside the effect ("a pre without beta-alanine, the tingles drive me nuts", "what pre doesn't
  // do that?") are the picks stage's; a cause we can name is still said first when the words of asking only tell
  // the story ("switched to", "something wrong with me"). A form or a budget is often read from how the thing taken
  // was described ("iron pills"), and a reaction told sets its own hold on stimulants; any other limit on what is
  // in it (no melatonin, a diet) asks for picks that keep to it.
  const limits = u.constraints.some((c) => c.kind !== "form" && c.kind !== "budget" && JSON.stringify(c) !== JSON.stringify(REACTION_HOLD));
  const refining = asksForOptions(u.normalized) || says(u.normalized, u.vocabulary, "gentler") || says(u.normalized, u.vocabulary, "energy-wanted") || u.avoid.length > 0 || limits;
  if (refining || (says(u.normalized, u.vocabulary, "product-asked") && (!reading.causes.length || u.intent === "recommend"))) return null;
  // With no row for it, "I can't tell" answers a catalogue product named with the effect; anything else keeps the older paths.
  if (!reading.causes.length && !u.namedProductIds.length) return null;
  const d = new Draft();
  if (reading.causes.length) for (const c of reading.causes) d.add(causeText(c));
  else d.add("**I can't tell you what in it is causing that: I hold no source that links it to what you named.** A pharmacist can check the label for a known cause.");
  d.sources.push(...causeSources(reading.causes));
  d.add(`${NOT_IT} If it doesn't settle within a few days, keeps coming back or worries you, ask a pharmacist or see ${who(u)}, and bring the label.`);
  d.add("I won't suggest another product for this; ask if you want one once it has settled.");
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Give the likely cause and what to do as written; suggest no product." });
}

/** Whether the answer already says what to do: three in four of the advice's longer words are in it. */
function toldAlready(todo: string, told: string): boolean {
  const words = todo.toLowerCase().match(/[a-z]{5,}/g) ?? [];
  return words.filter((w) => told.includes(w)).length * 4 >= words.length * 3;
}

/**
 * A symptom or lasting-complaint answer with the likely cause, or what to do about a cause it
 * already names. The cause leads when only a tingle was said; after anything else, or a complaint
 * that lasts, the answer's opening (the care, "stop and drink", or the referral owed) stays first.
 */
export function withLikelyCause(a: EngineAnswer, u: Reader, catalogue: Pick<Catalogue, "getProduct">, complaint = false): EngineAnswer {
  if ((!u.symptoms.length && !complaint) || a.products.length) return a;
  const causes = readCause(u, (id) => catalogue.getProduct(id))?.causes ?? [];
  const told = a.text.toLowerCase();
  const named = causes.filter((c) => !told.includes(ingredientWord(c)));
  const helps = causes.filter((c) => told.includes(ingredientWord(c)) && !toldAlready(c.row.todo, told)).map((c) => `**What helps:** ${c.row.todo}`);
  if (!named.length && !helps.length) return a;
  const paragraphs = a.text.split(/\n\s*\n/);
  // A tingle alone is the one sign whose answer is its cause; a stomach that empties keeps "stop, and drink" first.
  const lead = !complaint && u.symptoms.every((s) => s === "paresthesia") && !tellsOfReaction(u.normalized, u.symptoms);
  const text = lead
    ? [...named.map(causeText), paragraphs[0], ...helps, ...paragraphs.slice(1)].join("\n\n")
    : [paragraphs[0], ...named.map(causeText), ...helps, ...paragraphs.slice(1)].join("\n\n");
  const sources = [...new Map([...a.sources, ...causeSources(causes)].map((s) => [s.url, s])).values()];
  // Carried word for word by any rewording, like the care it sits beside.
  return { ...a, text, sources, cautions: [...a.cautions, ...named.map(causeText), ...helps] };
}
