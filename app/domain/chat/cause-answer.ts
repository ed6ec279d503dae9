import type { Catalogue } from "~/domain/catalogue/queries";
import { Draft, type EngineAnswer, finish } from "./draft";
import { causeSources, causeText, ingredientWord, readCause } from "./likely-cause";
import { says } from "./meanings";
import { asksForOptions } from "./product-ask";
import { CARE_NOW } from "./reactions";
import type { Understanding } from "./understanding";

/*
 * Something that happened after a supplement, answered as a pharmacist would: the common,
 * usually harmless cause named plainly with what to do about it (./likely-cause.ts), the signs
 * that would make it something else, who to see if it goes on, and no product. When a symptom
 * answer fires (./concerns.ts), its opening keeps the care it owes and the cause follows it. An
 * effect said about something taken with no row of ours is said to be one we cannot name, with
 * who can tell.
 */

type Reader = Pick<Understanding, "avoid" | "normalized" | "vocabulary" | "namedProductIds" | "focusProductIds" | "namedBefore" | "earlierAsks" | "symptoms" | "duties" | "conditions">;

const who = (u: Pick<Understanding, "duties" | "conditions">) =>
  u.duties.includes("aircrew") ? "your flight surgeon" : u.conditions.includes("pregnancy") ? "your OB or midwife" : "sick call or your PCM";

const NOT_IT = `Swelling of your lips, tongue or throat, trouble breathing, hives that spread, chest pain or fainting are not this: stop it and ${CARE_NOW}.`;

/** The answer when no symptom answer fires: the cause first, then when it is something else, who to see, and no product. */
export function causeAnswer(u: Reader, catalogue: Pick<Catalogue, "getProduct">): EngineAnswer | null {
  if (u.symptoms.length) return null;
  const reading = readCause(u, (id) => catalogue.getProduct(id));
  if (!reading?.taken) return null;
  // Picks asked for beside the effect ("what pre doesn't do that?") are the picks stage's; a cause we can name
  // is still said first when the words of asking only tell the story ("switched to", "something wrong with me").
  const asked = says(u.normalized, u.vocabulary, "product-asked");
  const refining = asksForOptions(u.normalized) || says(u.normalized, u.vocabulary, "gentler") || u.avoid.length > 0;
  if (asked && (!reading.causes.length || refining)) return null;
  const d = new Draft();
  if (reading.causes.length) for (const c of reading.causes) d.add(causeText(c));
  else d.add("**I can't tell you what in it is causing that: I hold no source that links it to what you named.** A pharmacist can check the label for a known cause.");
  d.sources.push(...causeSources(reading.causes));
  d.add(`${NOT_IT} If it doesn't settle within a few days, keeps coming back or worries you, ask a pharmacist or see ${who(u)}, and bring the label.`);
  d.add("I won't suggest another product for this; ask if you want one once it has settled.");
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Give the likely cause and what to do as written; suggest no product." });
}

/** A symptom or lasting-complaint answer with the likely cause, or what to do about the cause it names, after its opening. */
export function withLikelyCause(a: EngineAnswer, u: Reader, catalogue: Pick<Catalogue, "getProduct">, complaint = false): EngineAnswer {
  if ((!u.symptoms.length && !complaint) || a.products.length) return a;
  const causes = readCause(u, (id) => catalogue.getProduct(id))?.causes ?? [];
  const told = a.text.toLowerCase();
  // A cause the answer already names gets only what to do about it.
  const added = causes.filter((c) => !told.includes(c.row.todo.toLowerCase())).map((c) => (told.includes(ingredientWord(c)) ? `**What helps:** ${c.row.todo}` : causeText(c)));
  if (!added.length) return a;
  const paragraphs = a.text.split(/\n\s*\n/);
  const text = [...paragraphs.slice(0, 1), ...added, ...paragraphs.slice(1)].join("\n\n");
  const sources = [...new Map([...a.sources, ...causeSources(causes)].map((s) => [s.url, s])).values()];
  return { ...a, text, sources };
}
