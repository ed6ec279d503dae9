import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import { quoteBest } from "./blocks";
import { CATEGORY_NOUN, Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import type { PassageHit } from "./passages";
import { goalLeadSources, goalLeadText, requestGoal } from "./goal-leads";
import { categoryTitle, type Fit, pickLine } from "./product-lines";
import { byRanking, categoryFits, type Filtered } from "./select";
import type { Understanding } from "./understand";
import { categoriesNamed } from "./vocabulary";

/*
 * A request that names an ingredient ("recommend me a creatine powder", "whats a good
 * magnesium") asks for products that contain it, in whatever category the catalogue files them:
 * never the best product of the category the word belongs to. Each pick says what kind of
 * product it is; with no product of the ingredient on its own, the answer says so and what to
 * look for.
 */

interface Ingredient {
  name: string;
  pattern: RegExp;
  /** What to look for when we carry none of it on its own. */
  lookFor: string;
}

const INGREDIENTS: readonly Ingredient[] = [
  { name: "creatine", pattern: /\bcreatine\b/, lookFor: "plain creatine monohydrate" },
  { name: "beta-alanine", pattern: /\bbeta[- ]?alanine\b/, lookFor: "plain beta-alanine" },
  { name: "citrulline", pattern: /\b(?:l-)?citrulline\b/, lookFor: "plain L-citrulline or citrulline malate" },
  { name: "magnesium", pattern: /\bmagnesium\b/, lookFor: "a magnesium supplement" },
  { name: "melatonin", pattern: /\bmelatonin\b/, lookFor: "a low-dose melatonin" },
  { name: "vitamin D", pattern: /\bvitamin d3?\b|\bvit d\b/, lookFor: "a vitamin D3 supplement" },
  { name: "ashwagandha", pattern: /\bashwagandha\b/, lookFor: "an ashwagandha extract" },
  { name: "tart cherry", pattern: /\btart cherry\b/, lookFor: "a tart cherry concentrate" },
  { name: "HMB", pattern: /\bhmb\b/, lookFor: "plain HMB" },
  { name: "zinc", pattern: /\bzinc\b/, lookFor: "a zinc supplement" },
];

/** Words of a product wanted, and words of a question about the ingredient itself (those get the guide, not picks). */
const WANTS_PRODUCT = /\b(?:recommend\w*|suggest\w*|good|best|top|need|want|looking for|get|buy|which|any|pick|cheap\w*|strongest|most|least|(?:u|you|ya) (?:got|have|carry|sell|stock))\b/;
/** "...and do u have one", "do you sell it": the product half of a two-part message, asked beside a question about the ingredient. */
const HAS_ASK = /\b(?:(?:do|does|d) (?:u|you|ya|y'?all) (?:guys )?(?:have|got|carry|sell|stock)|(?:u|you) (?:got|carry|sell|stock) (?:one|any|it|some)|any (?:you|u) (?:carry|sell|stock|have))\b/;
const ASKS_ABOUT = /\b(?:how much|how many|dos(?:e|es|age|ing)|safe|banned|legal|prohibited|side effects?|when|timing|load(?:ing)?|mix|with my|bad for|work|does|did|took|taking|been on)\b/;

const contains = (p: Supplement, x: Ingredient) => [...p.keyIngredients, ...p.detailedIngredients.map((i) => i.name), p.name].some((n) => x.pattern.test(n.toLowerCase()));
/** The ingredient on its own: every key ingredient is it. */
const nameParts = (p: Supplement) => p.name.replace(/\s*\(.*?\)/g, "").split(/\s*\+\s*|\s+(?:and|with|&)\s+/i);
/** The ingredient on its own: every key ingredient is it, and the name joins nothing else to it ("Creatine + Electrolytes" does). */
const standalone = (p: Supplement, x: Ingredient) => p.keyIngredients.length > 0 && p.keyIngredients.every((k) => x.pattern.test(k.toLowerCase())) && nameParts(p).length === 1;
/** "Caffeine 100 mg" reads as "caffeine". */
const short = (k: string) => k.replace(/\s*\(.*?\)\s*/g, " ").replace(/\s+[\d.,]+\s*(?:mg|g|mcg|iu|%)\b.*$/i, "").trim().toLowerCase();

/** "a hydration product with creatine plus sodium and potassium": what kind of product a pick is. */
export function kindOf(p: Supplement, x: Ingredient): string {
  if (standalone(p, x)) return `${x.name} on its own`;
  const fromKeys = p.keyIngredients.filter((k) => !x.pattern.test(k.toLowerCase())).map(short);
  const others = fromKeys.length ? fromKeys : nameParts(p).filter((n) => !x.pattern.test(n.toLowerCase())).map(short);
  const noun = CATEGORY_NOUN[p.category];
  const article = /^[aeiou]/.test(noun) ? "an" : "a";
  const plus = others.length ? ` plus ${listJoin(others.slice(0, 2))}${others.length > 2 ? " and more" : ""}` : "";
  return `${article} ${noun} with ${x.name}${plus}`;
}

/** "Does it work", "is tart cherry any good": the half of a message that asks whether the ingredient is worth taking. */
const ASKS_WORTH = /\b(?:work(?:s|ing)?|worth\w*|effective|legit|(?:is|are) (?:\w+ ){1,3}any good)\b/;

/** Words that set the ingredient aside ("melatonin gives me nightmares, need something else"). */
const SET_ASIDE = /\b(?:else|instead|without|other than|besides|apart from|anything but|not|gives? me|gave me|makes? me|made me|stop(?:ped)?|quit|off|hate|no)\b/;

/** The ingredient a product request names, when it asks for products and not about the ingredient. */
export function ingredientWanted(u: Understanding): Ingredient | null {
  const text = u.normalized;
  const x = INGREDIENTS.find((i) => i.pattern.test(text));
  // An ingredient the person keeps out ("a sleep aid that's not melatonin") is what the picks must leave out, not what they are for.
  const excluded = u.constraints.some((c) => c.kind === "exclude" && x?.pattern.test(c.ingredient));
  if (!x || excluded || !WANTS_PRODUCT.test(text) || (ASKS_ABOUT.test(text) && !HAS_ASK.test(text)) || SET_ASIDE.test(text) || u.focusProductIds.length || u.conditions.length) return null;
  return x;
}

/**
 * The answer drafted for a request that names an ingredient, unless it gives no product of that
 * ingredient on its own (a product of the ingredient's category, a "what is it for?", or only
 * blends that contain it): then the products that contain it, each said for what it is. An answer about a substance, a myth or a condition stays as it is.
 */
export function withIngredientPicks(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  // A ranking word ("cheapest creatine") or a "do you have one" never lets another product through, whatever the intent.
  const pressed = u.ranking !== null || HAS_ASK.test(u.normalized);
  if (!["recommend", "general", "none-left", "out-of-scope"].includes(answer.intent) && !pressed) return answer;
  if (input.screened.prohibited.length || input.screened.redFlags.length || u.substances.length || u.myths.length || u.symptoms.length) return answer;
  const x = ingredientWanted(u);
  if (!x || u.duties.length) return answer;
  const offered = answer.products.filter((p) => contains(p, x));
  if (!offered.length || (u.ranking !== null && offered.length < answer.products.length)) return ingredientPicks(u, input, input.passages) ?? answer;
  // Blends of it only, and none of it on its own in the catalogue: the answer keeps what it said and adds so, plainly.
  if (offered.some((p) => standalone(p, x)) || CATEGORY_IDS.some((c) => input.picksFor(c).some((p) => standalone(p, x)))) return answer;
  const note = `We carry no certified ${x.name} on its own: ${listJoin(offered.map((p) => `**${p.name}** is ${kindOf(p, x)}`))}. For ${x.lookFor.replace(/^(?:a|an) /, "")}, look for the NSF Certified for Sport or Informed Sport seal, and confirm its lot on the certifier's site before you buy.`;
  const body = answer.text.slice(0, answer.text.length - answer.footer.length).trimEnd();
  return { ...answer, text: `${body}\n\n${note}${answer.footer ? `\n\n${answer.footer}` : ""}` };
}

/** The answer to a request for an ingredient: the products that contain it, in any category, keeping every constraint. */
export function ingredientPicks(u: Understanding, input: Pick<EngineInput, "picksFor">, passages: readonly PassageHit[]): EngineAnswer | null {
  const x = ingredientWanted(u);
  if (!x) return null;
  // A category named beside the ingredient ("a pre-workout with citrulline") narrows the picks when it holds some.
  const named = categoriesNamed(u.normalized.replace(x.pattern, " ")).filter((c) => c !== "protein-recovery" || /\bprotein\b/.test(u.normalized));
  const fitsIn = (c: CategoryId) => categoryFits(c, u, input.picksFor).kept.filter((f) => contains(f.product, x));
  const within = named.flatMap(fitsIn);
  // A ranking word ("the cheapest creatine") orders the products that contain it, never others.
  const all = u.ranking ? byRanking(within.length ? within : CATEGORY_IDS.flatMap(fitsIn), u) : within.length ? within : CATEGORY_IDS.flatMap(fitsIn);
  // With none of it on its own, a product named for it ("Creatine + Electrolytes") before blends that carry it among many.
  const led = all.filter((f) => !standalone(f.product, x) && x.pattern.test(f.product.name.toLowerCase()));
  const blends = led.length ? led : all.filter((f) => !standalone(f.product, x)).sort((a, b) => a.product.keyIngredients.length - b.product.keyIngredients.length);
  const alone = all.filter((f) => standalone(f.product, x));
  const fits: Fit[] = (alone.length ? alone : blends).slice(0, 3);
  const d = new Draft();
  // The guide's lead on that ingredient (creatine's daily dose, melatonin's timing), else a section about it.
  const goal = requestGoal(u);
  const lead = goal && (goal.reason?.ingredient.test(x.name) || goal.named?.some((n) => n.words.test(x.name.toLowerCase())));
  if (goal && lead) d.caution(goalLeadText(goal, u.normalized, u.duties, []), ...goalLeadSources(goal, u.normalized));
  else if (!quoteBest(d, passages, x.name.toLowerCase(), { about: x.pattern, minScore: 3 }) && ASKS_WORTH.test(u.normalized))
    d.add(`On whether ${x.name} works, our guides hold no source, so I won't guess at a verdict.`);
  const lookFor = `look for ${x.lookFor} with the NSF Certified for Sport or Informed Sport seal, and confirm its lot on the certifier's site before you buy`;
  if (!fits.length) {
    // A product that contains it but was left out (one serving above an upper limit) is said, with why: never "none contains it".
    const leftOut: Filtered["leftOut"] = CATEGORY_IDS.flatMap((c) => categoryFits(c, u, input.picksFor).leftOut.filter((l) => contains(l.product, x)));
    const held = leftOut.length
      ? `Our catalogue lists ${listJoin(leftOut.map((l) => `${l.product.name} (${kindOf(l.product, x)})`))}, but I left ${leftOut.length > 1 ? "them" : "it"} out: ${listJoin([...new Set(leftOut.map((l) => l.reason))])}. So I have no pick for it`
      : `None of our certified products contains ${x.name}${u.constraints.length ? " and keeps what you asked for" : ""}, so I have no pick for it`;
    d.add(`${held}. If you want it, ${lookFor}.`);
    return finish(d, { intent: "none-left", category: null, brief: `Say plainly that no certified product we carry contains ${x.name}; suggest no product.` });
  }
  d.allow(fits.map((f) => f.product));
  if (u.ranking === "price" && fits[0].product.pricePerServing === null) d.add(`We hold no price for ${fits.length > 1 ? "these" : "this one"} yet, so I can't say which is cheapest: check the seller's current price and divide it by the servings in the container.`);
  d.add(
    alone.length
      ? `Certified products we carry with ${x.name}:`
      : `We carry no certified ${x.name} on its own; the nearest ${fits.length > 1 ? "are blends" : "is a blend"} that contain${fits.length > 1 ? "" : "s"} it:`,
    fits.map((f, i) => pickLine(f, i, ` (${standalone(f.product, x) ? `${kindOf(f.product, x)}; ${categoryTitle(f.product.category)}` : kindOf(f.product, x)})`, lead ? goal : null)).join("\n"),
  );
  for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
  d.name(...fits.map((f) => f.product));
  if (!alone.length) d.add(`For ${x.lookFor.replace(/^(?:a|an) /, "")}, ${lookFor.replace(`look for ${x.lookFor} with`, "look for")}.`);
  return finish(d, { intent: "recommend", category: fits[0].product.category, brief: `Give the products that contain ${x.name} as written, each with the kind of product it is.` });
}
