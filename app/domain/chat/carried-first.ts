import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import { askedSubject, speaksOf } from "./asked-subject";
import { type EngineAnswer, type EngineInput, OPSS_ASK_THE_EXPERT } from "./draft";
import { safetyShaped } from "./safety-shaped";

/*
 * "Do you carry X" is answered yes or no first (ADR 0134). Whether we carry a kind is read from
 * the catalogue: a product whose name, description or main ingredient speaks of every naming word
 * of it, a word said only as absent ("iron-free", "no caffeine") not counting, nor an ingredient
 * further down a blend (casein peptides in a pump product are not a casein protein). Then:
 * - a kind we do not carry opens on that: the line a stage wrote ("We carry no certified
 *   beta-alanine on its own; the nearest are blends that contain it:") has its first clause moved
 *   to the top and the rest left to introduce the picks, or, where none was written and the
 *   person asked whether we carry it, a line that says so;
 * - a kind we carry, asked about as such ("can I get ashwagandha through you"), opens on "Yes",
 *   naming the products.
 * Cautions owed for what was said keep their place above.
 */

/** Mentions that say a thing is absent: "iron-free", "no caffeine", "without soy". */
const ABSENT = /\b[a-z0-9-]+-free\b|\b(?:no|without|zero|free of)\s+[a-z0-9-]+(?:\s+[a-z0-9-]+)?/g;

const present = (text: string) => text.toLowerCase().replace(ABSENT, " ");

/** The catalogue's products of the kind: the name or the main ingredient speaks of it. */
export function productsOfKind(side: string, products: readonly Supplement[]): Supplement[] {
  return products.filter((p) => speaksOf(present(`${p.name} ${p.keyIngredients[0] ?? ""}`), side));
}

/** Products that list the thing among other ingredients: the nearest honest route to a kind we do not carry. */
function productsContaining(side: string, products: readonly Supplement[]): Supplement[] {
  const at = (p: Supplement) => p.keyIngredients.findIndex((line) => speaksOf(present(line), side));
  // Where it sits higher on the label, it is more of what the product is.
  // Only near the top of the label: a vitamin fifth in a pre-workout's blend is no route to a vitamin.
  return products.filter((p) => at(p) >= 0 && at(p) <= 2).sort((a, b) => at(a) - at(b));
}

/** A line that says we carry none of the kind, with what follows it. */
const NONE_CARRIED = /^((?:We carry no certified|None of our certified)\b[^.;:]*)([.;:])\s*([\s\S]*)$/;
/** Cautions owed for what was said keep their place above the answer. */
const OWED = /^\*\*(?:With|Warning|Stop|Get medical|Ask before you take)\b/;
const OPENS_ON_IT = /^(?:yes|no|we carry|none of our|we don't carry|we do not carry)\b/i;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a blend holds the thing in, and who answers what we cannot: the answer to a kind we carry none of, in place of unrelated picks. */
function notCarriedAnswer(answer: EngineAnswer, side: string, near: readonly Supplement[], owed: readonly string[]): EngineAnswer {
  const shown = near.slice(0, 3);
  const nearest = shown.length ? [`The nearest we carry list it among other ingredients: ${listJoin(shown.map((p) => `**${p.name}** by ${p.brand}`))}. Ask about one by name and I'll give you its label amounts.`] : [];
  const who = `Which product and dose fits you is a question for your PCM or a pharmacist, especially if a test or a doctor's advice is behind it; for whether a supplement is safe for service members, ${OPSS_ASK_THE_EXPERT} answers free.`;
  const text = [...owed, `We carry no certified ${side}.`, ...nearest, who].join("\n\n");
  return { ...answer, text, intent: "general", products: [...shown], candidates: [...answer.candidates, ...shown.filter((p) => !answer.candidates.some((c) => c.id === p.id))], modelMayPhrase: false };
}

/** The thing a "we carry no certified X" line names ("beta-alanine" of "... beta-alanine on its own"). */
const thingOf = (line: string) => NONE_CARRIED.exec(line)?.[1].replace(/^(?:We carry no certified|None of our certified)\s+/, "").replace(/\s+on its own$/, "") ?? "";

/** A line saying we carry none of what the message names, read as the thing asked for. */
function noneCarriedNamed(paragraphs: readonly string[], normalized: string): { sides: string[]; carry?: true } | null {
  const thing = paragraphs.map(thingOf).find((t) => t && !/\*\*/.test(t) && speaksOf(normalized.replace(/-/g, " "), t.replace(/-/g, " ")));
  return thing ? { sides: [thing] } : null;
}

export function withCarriedFirst(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (answer.intent === "urgent" || u.symptoms.length || u.namedProductIds.length || safetyShaped(input) || !answer.modelMayPhrase) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const asked = askedSubject(u.message);
  // With no thing read as asked for, a line saying we carry none of a thing the message names is still its answer.
  const subject = asked?.form === "thing" && asked.wanted ? asked : noneCarriedNamed(paragraphs, u.normalized);
  if (!subject) return answer;
  const [side] = subject.sides;
  const owed = paragraphs.findIndex((p) => !OWED.test(p));
  const at = owed < 0 ? paragraphs.length : owed;
  if (OPENS_ON_IT.test(paragraphs[at] ?? "")) return answer;
  const catalogue = input.catalogue.listProducts();
  // A product named for the thing among the picks ("Creatine + Electrolytes") is a way we carry it: "not on its own" stays where it was.
  const namedFor = answer.products.some((p) => speaksOf(p.name.toLowerCase(), side));
  const said = namedFor ? -1 : paragraphs.findIndex((p, i) => i > at && NONE_CARRIED.test(p) && speaksOf(p, side));
  const carried = said > at ? [] : productsOfKind(side, catalogue);
  let opening: string | null = null;
  let rest = paragraphs;
  if (!carried.length) {
    const near = productsContaining(side, catalogue);
    // Picks of no kind near the one asked ("iron pills" answered with vitamin D and electrolytes) are no route to it.
    if (said < 0 && subject.carry && !u.categories.length && !answer.products.some((p) => near.some((n) => n.id === p.id))) return notCarriedAnswer(answer, side, near, paragraphs.slice(0, at));
    if (said > at) {
      const [, first, , after] = NONE_CARRIED.exec(paragraphs[said]) ?? [];
      opening = `${first}.`;
      // What followed the clause ("the nearest are blends that contain it:") still introduces the picks.
      const remainder = (after ?? "").trim();
      rest = remainder ? paragraphs.map((p, i) => (i === said ? sentenceCase(remainder) : p)) : paragraphs.filter((_, i) => i !== said);
    } else if (subject.carry && !paragraphs.some((p) => NONE_CARRIED.test(p))) {
      opening = `We carry no certified ${side}.${answer.products.length ? " What follows is the nearest we do carry, a different kind." : ""}`;
    }
  } else if (subject.carry) {
    // Only the products the answer itself lists are named: the grounding step holds every name to them.
    const listed = answer.products.filter((p) => carried.some((c) => c.id === p.id));
    if (listed.length) opening = `Yes: we carry ${listJoin(listed.map((p) => `${p.brand}'s ${p.name}`))}.`;
  }
  if (!opening) return answer;
  const text = [...rest.slice(0, at), opening, ...rest.slice(at)].join("\n\n");
  return { ...answer, text };
}
