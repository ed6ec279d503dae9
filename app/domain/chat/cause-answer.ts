import type { Catalogue } from "~/domain/catalogue/queries";
import { Draft, type EngineAnswer, finish } from "./draft";
import { causeSources, causeText, ingredientWord, readCause } from "./likely-cause";
import { says } from "./meanings";
import { CARE_NOW, redFlagNow } from "./reactions";
import type { Understanding } from "./understanding";

/*
 * Something that happened after a supplement, answered as a pharmacist would: the common,
 * usually harmless cause named plainly with what to do about it (./likely-cause.ts), the signs
 * that would make it something else, who to see if it goes on, and no product. When a symptom
 * answer already gives care first (./concerns.ts), the cause follows its opening when an
 * emergency sign was said, and leads otherwise. An effect said about something taken with no
 * row of ours is said to be one we cannot name, with who can tell.
 */

type Reader = Pick<Understanding, "normalized" | "vocabulary" | "namedProductIds" | "focusProductIds" | "namedBefore" | "earlierAsks" | "symptoms" | "duties" | "conditions">;

const who = (u: Pick<Understanding, "duties" | "conditions">) =>
  u.duties.includes("aircrew") ? "your flight surgeon" : u.conditions.includes("pregnancy") ? "your OB or midwife" : "sick call or your PCM";

const NOT_IT = `Swelling of your lips, tongue or throat, trouble breathing, hives that spread, chest pain or fainting are not this: stop it and ${CARE_NOW}.`;

/** The answer when no symptom answer fires: the cause first, then when it is something else, who to see, and no product. */
export function causeAnswer(u: Reader, catalogue: Pick<Catalogue, "getProduct">): EngineAnswer | null {
  if (u.symptoms.length || says(u.normalized, u.vocabulary, "product-asked")) return null;
  const reading = readCause(u, (id) => catalogue.getProduct(id));
  if (!reading?.taken) return null;
  const d = new Draft();
  if (reading.causes.length) for (const c of reading.causes) d.add(causeText(c));
  else d.add("**I can't tell you what in it is causing that: I hold no source that links it to what you named.** A pharmacist can check the label for a known cause.");
  d.sources.push(...causeSources(reading.causes));
  d.add(`${NOT_IT} If it doesn't settle within a few days, keeps coming back or worries you, ask a pharmacist or see ${who(u)}, and bring the label.`);
  d.add("I won't suggest another product for this; ask if you want one once it has settled.");
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Give the likely cause and what to do as written; suggest no product." });
}

/** A symptom answer with the likely cause it did not name: after the care-now opening when an emergency sign was said, first otherwise. */
export function withLikelyCause(a: EngineAnswer, u: Reader, catalogue: Pick<Catalogue, "getProduct">): EngineAnswer {
  if (!u.symptoms.length || a.products.length) return a;
  const reading = readCause(u, (id) => catalogue.getProduct(id));
  const unnamed = (reading?.causes ?? []).filter((c) => !a.text.toLowerCase().includes(ingredientWord(c)));
  if (!unnamed.length) return a;
  const added = unnamed.map(causeText);
  const paragraphs = a.text.split(/\n\s*\n/);
  const at = redFlagNow(u.normalized) ? 1 : 0;
  const text = [...paragraphs.slice(0, at), ...added, ...paragraphs.slice(at)].join("\n\n");
  const sources = [...new Map([...a.sources, ...causeSources(unnamed)].map((s) => [s.url, s])).values()];
  return { ...a, text, sources };
}
