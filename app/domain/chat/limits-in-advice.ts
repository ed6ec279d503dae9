import { listJoin } from "~/domain/text";
import type { Constraint } from "~/domain/catalogue/constraints";
import type { EngineAnswer } from "./draft";
import type { Understanding } from "./understanding";

/*
 * A limit the person keeps applies to everything the answer suggests, foods and drinks
 * included: a guide's breakfast list ("cereal with fruit and milk, toast with egg or nut
 * butter, or yogurt and fruit") said to someone who keeps no dairy loses its milk and yogurt
 * items. Only lists inside a suggestion (eat, drink, have, snack...) are touched, never a
 * sentence that warns about the food or names what a label holds, and never a pick line.
 */

/** The foods and drinks that break each limit, by the words a guide uses for them. */
const DAIRY = /\b(?:(?<!(?:almond|oat|soy|rice|coconut|plant|pea|cashew)[- ])milk|yog(?:h)?urts?|cheeses?|cottage cheese|whey|casein|ice cream|(?<!(?:nut|peanut|almond|seed|sunflower) )butter|cream)\b/;
const ANIMAL = /\b(?:eggs?|meat|chicken|turkey|beef|pork|tuna|fish|salmon|jerky|honey|gelatin)\b/;
const EGG = /\beggs?\b/;
const FISH = /\b(?:fish|tuna|salmon|sardines?)\b/;
const GLUTEN = /\b(?:bread|toast|bagels?|pasta|crackers?|pretzels?|wheat|barley|rye|noodles|flour tortillas?)\b/;
const CAFFEINE = /\b(?:coffee|espresso|(?<!herbal |caffeine-free )tea|energy drinks?|colas?|sodas?|pre-workouts?|caffeinated|(?<!(?:no|without) )caffeine(?![- ]free))\b/;

function breakingFoods(constraints: readonly Constraint[]): RegExp[] {
  const out: RegExp[] = [];
  for (const c of constraints) {
    if (c.kind === "diet" && (c.diet === "dairy-free" || c.diet === "lactose-free")) out.push(DAIRY);
    if (c.kind === "diet" && c.diet === "vegan") out.push(DAIRY, ANIMAL);
    if (c.kind === "diet" && c.diet === "gluten-free") out.push(GLUTEN);
    if (c.kind === "exclude" && (c.ingredient === "milk" || c.ingredient === "whey" || c.ingredient === "casein")) out.push(DAIRY);
    if (c.kind === "exclude" && c.ingredient === "egg") out.push(EGG);
    if (c.kind === "exclude" && c.ingredient === "fish") out.push(FISH);
    if (c.kind === "exclude" && c.ingredient === "gluten") out.push(GLUTEN);
    if (c.kind === "exclude" && c.ingredient === "caffeine") out.push(CAFFEINE);
  }
  return [...new Set(out)];
}

/** A sentence that suggests what to eat or drink, not one that warns about a food or reads a label. */
const SUGGESTS = /\b(?:eat|eating|drink|drinking|have|snack|snacks|breakfast|lunch|dinner|meal|meals|fuel|grab|try|sip|pack)\b/;
const WARNS = /\b(?:avoid|skip|contains?|comes? from|made from|label|allergen|leave out|left out|without|free|not|no|cut|lay off)\b/;

/** A sentence about what a food is or holds ("whey and casein come from milk"), not what to eat. */
const READS_A_LABEL = /\b(?:contains?|comes? from|made from|allergens?|labels?|ingredients?|is not|are not|isn'?t|aren'?t)\b/;

/** One list's items with those that break a limit dropped; null when none is left. */
function keptItems(list: string, breaks: readonly RegExp[]): string | null {
  const items = list.split(/,\s*(?:or\s+|and\s+)?|\s+or\s+(?=\w+\s)/);
  const kept = items.filter((item) => !breaks.some((b) => b.test(item.toLowerCase())));
  if (kept.length === items.length) return list;
  if (!kept.length) return null;
  return listJoin(kept, "or");
}

function sentenceWithin(sentence: string, breaks: readonly RegExp[]): string {
  const lower = sentence.toLowerCase();
  if (!SUGGESTS.test(lower) || READS_A_LABEL.test(lower) || !breaks.some((b) => b.test(lower))) return sentence;
  return sentence.replace(/\s?\(([^()]+)\)/g, (whole, list: string) => {
    if (WARNS.test(list.toLowerCase())) return whole;
    const kept = keptItems(list, breaks);
    return kept === null ? "" : whole.replace(list, kept);
  });
}

/** The answer with every suggested food or drink that breaks one of the person's limits left out. */
export function withinLimits(a: EngineAnswer, u: Understanding): EngineAnswer {
  const breaks = breakingFoods(u.constraints);
  if (!breaks.length) return a;
  const edit = (block: string): string => (/^\s*\d+\.\s+\*\*/.test(block) ? block : block.replace(/[^.!?\n]+[.!?]?/g, (s) => sentenceWithin(s, breaks)));
  const text = a.text.split("\n\n").map(edit).join("\n\n");
  return text === a.text ? a : { ...a, text, cautions: a.cautions.map(edit) };
}
