import type { CategoryId } from "~/domain/categories";
import { labFindings } from "./findings";
import { LOW_CARB } from "./diet-carbs";
import { DSHEA_DISCLAIMER, OUT_OF_SCOPE_REPLY } from "./copy";
import type { EngineAnswer } from "./draft";
import { says } from "./meanings";
import { GUIDE_FOOD_FIRST } from "./sources";
import { type FoodKind, FOODS_SHOWN, NERVES_BEFORE, type NutrientFoods, NUTRIENT_FOODS, STRESS_SOURCES, WHO_TO_CALL } from "./practical-topics";
import type { Understanding } from "./understanding";

/*
 * Help beyond a product. When the person's goal is one food or habits serve (getting a nutrient
 * "from food", "without a shake", "am I short on iron"), and always when they asked for a product
 * and none of ours fits, the answer opens with a few concrete food lines with their amounts, kept
 * to the limits they stated (vegan, vegetarian, dairy-free, gluten-free, keto, no fish, no nuts);
 * the picks, if any, follow. Nerves and stress get what to do and whom to call, and no product
 * stands in for that. The facts are in ./practical-topics.ts with the guides they come from.
 */

type Reading = Pick<Understanding, "normalized" | "vocabulary" | "forWhom" | "constraints" | "intents" | "conditions" | "symptoms" | "namedProductIds" | "lastReply">;

const VEGETARIAN = /\bvegetarian\b|\bveggie\b|\bplant[- ]based\b|\b(?:no|don'?t eat|dont eat|without|w\/o) meat\b/;
const NUT_ALLERGY = /\b(?:tree )?(?:nut|peanut)s? allerg\w*|\ballergic to (?:tree )?(?:nuts|peanuts)\b|\bno (?:tree )?nuts\b/;
const NO_FISH = /\b(?:hate|no|don'?t eat|dont eat|allergic to) (?:fish|seafood)\b/;

const ANIMAL: readonly FoodKind[] = ["meat", "fish", "egg", "dairy"];
const MEAT_AND_FISH: readonly FoodKind[] = ["meat", "fish"];

/** The kinds of food the person's limits leave out, from what they set and what this message says. */
export function kindsLeftOut(u: Pick<Reading, "constraints" | "normalized">): Set<FoodKind> {
  const out = new Set<FoodKind>();
  for (const c of u.constraints) {
    if (c.kind === "diet" && c.diet === "vegan") for (const k of ANIMAL) out.add(k);
    if (c.kind === "diet" && (c.diet === "dairy-free" || c.diet === "lactose-free")) out.add("dairy");
    if (c.kind === "diet" && c.diet === "gluten-free") out.add("gluten");
    if (c.kind === "exclude" && (c.ingredient === "milk" || c.ingredient === "whey" || c.ingredient === "casein")) out.add("dairy");
    if (c.kind === "exclude" && c.ingredient === "fish") out.add("fish");
    if (c.kind === "exclude" && c.ingredient === "egg") out.add("egg");
    if (c.kind === "exclude" && c.ingredient === "soy") out.add("soy");
    if (c.kind === "exclude" && c.ingredient === "gluten") out.add("gluten");
  }
  if (VEGETARIAN.test(u.normalized)) for (const k of MEAT_AND_FISH) out.add(k);
  if (NO_FISH.test(u.normalized)) out.add("fish");
  if (NUT_ALLERGY.test(u.normalized)) out.add("nuts");
  if (LOW_CARB.test(u.normalized)) out.add("carbs");
  return out;
}

/** Answers to a request for picks, where an empty list means nothing of ours fit. */
const PICKS_ASKED: ReadonlySet<EngineAnswer["intent"]> = new Set(["recommend", "none-left"]);

/** The categories whose products carry the nutrients food can give instead. */
const NUTRIENT_CATEGORIES: ReadonlySet<CategoryId> = new Set(["protein-recovery", "vitamins", "health-wellness"]);

/** The nutrient named first in the text, if any. */
function firstNutrientIn(text: string): NutrientFoods | null {
  const found = NUTRIENT_FOODS.map((n) => ({ n, at: text.search(n.words) })).filter((f) => f.at >= 0);
  return found.sort((a, b) => a.at - b.at)[0]?.n ?? null;
}

/**
 * The nutrient whose food sources this message calls for: named in it, or, for "rather get it
 * from food" after an answer about one, named in that answer; null when food is not the goal.
 */
export function nutrientForFood(u: Reading, answer: Pick<EngineAnswer, "products" | "text" | "category" | "intent">): NutrientFoods | null {
  const named = firstNutrientIn(u.normalized);
  // Wanting it "from food", "without a shake", or asking whether they get enough (vocabulary meaning "food-wanted").
  const foodAsked = says(u.normalized, u.vocabulary, "food-wanted");
  // Nothing of ours is named because the person's own limits left nothing, not because the answer held picks back.
  const noneFits = PICKS_ASKED.has(answer.intent) && answer.products.length === 0 && (u.constraints.length > 0 || kindsLeftOut(u).size > 0);
  if (named) return foodAsked || noneFits ? named : null;
  // "Dairy makes me sick and I'm vegan anyway" after a request for a powder: the nutrient is the one asked before.
  if (noneFits && answer.category && NUTRIENT_CATEGORIES.has(answer.category)) return firstNutrientIn(answer.text.toLowerCase()) ?? (u.lastReply ? firstNutrientIn(u.lastReply.toLowerCase()) : null);
  return foodAsked && u.lastReply ? firstNutrientIn(u.lastReply.toLowerCase()) : null;
}

/** The food lines for a nutrient, within the person's limits; null when none is left. */
export function foodSection(n: NutrientFoods, out: ReadonlySet<FoodKind>, needSaid = false): string | null {
  const kept = n.foods.filter((f) => !f.kinds.some((k) => out.has(k))).slice(0, FOODS_SHOWN);
  if (!kept.length) return null;
  const lines = kept.map((f) => `- ${f.text}`).join("\n");
  return [`**${n.title}:** ${needSaid ? "" : (n.need ?? "")}`.trim(), lines, n.tip ?? ""].filter(Boolean).join("\n\n");
}

/** "Stress" that is not a worry: a bone, the heat, a heart test. */
const NOT_A_WORRY = /\bstress (?:fractures?|reactions?|tests?)\b|\bheat stress\b/;
/** Anxiety as what something does to someone ("gives him panic attacks", "makes me jittery and anxious"): the product's effect, answered as such. */
const AN_EFFECT = /\b(?:gives?|gave|makes?|made|giving|making) (?:me|him|her|them|us|my \w+) (?:\w+ )?(?:panic|anxious|anxiety|nervous|on edge)/;
/** Something ahead that the nerves are about: the breathing drill is for the moment before it. */
const EVENT_AHEAD = /\b(?:board|tests?|exams?|interview|brief(?:ing)?|inspection|quals?|qualification|selection|promotion|evaluation|competition|tryouts?|jump|speech|presentation)\b|\bbig (?:day|stuff|event|night)\b|\bnight before\b|\bnerv(?:es|ous)\b|\bcalm (?:me |myself )?down\b|\bheart (?:pounding|racing)\b/;

/** A first block that has to stay first: a warning, a care line or the crisis line. */
const LEADS_WITH_CARE = /^\*\*(?:Warning|Call|Stop|Get|Passing|If)\b|838255/;

/**
 * The section in the body: first where it is the help asked for, but never before a care lead; after
 * the body's opening where that opening answers what was asked (none of ours fits, or a yes or no).
 */
function placed(section: string, body: string, opening: "first" | "second"): string {
  if (!body.trim() || body.trim() === OUT_OF_SCOPE_REPLY) return section;
  const [first, ...rest] = body.split("\n\n");
  const keepsFirst = opening === "second" || LEADS_WITH_CARE.test(first ?? "");
  return keepsFirst ? [first, section, ...rest].join("\n\n") : [section, body].join("\n\n");
}

/** A block that lists, introduces or closes picks. */
const PICK_BLOCK = /\]\(\/(?:compare|category)\/|^\d+\.\s+\*\*|\bpicks?\b|\bcertified products?\b|\blot numbers?\b/im;

/** The answer with its picks taken out: nerves and stress are not a product's to answer. */
function withoutPicks(a: EngineAnswer): EngineAnswer {
  if (!a.products.length) return a;
  const blocks = a.text.split("\n\n").filter((b) => !PICK_BLOCK.test(b) && b.trim() !== DSHEA_DISCLAIMER.trim());
  return { ...a, products: [], candidates: [], fitNotes: {}, footer: "", cautions: a.cautions.filter((c) => blocks.includes(c)), text: blocks.join("\n\n") };
}

function withStressHelp(a: EngineAnswer, u: Reading): EngineAnswer {
  const stressed = says(u.normalized, u.vocabulary, "stress-said") && !NOT_A_WORRY.test(u.normalized) && !AN_EFFECT.test(u.normalized) && !u.forWhom;
  if (!stressed || a.text.includes("Military OneSource")) return a;
  // Picks stay when the person named what they picked ("ashwagandha maybe?"): the help comes first, the product second.
  const named = u.namedProductIds.length > 0 || a.products.some((p) => u.normalized.includes(p.name.toLowerCase()));
  const kept = named ? a : withoutPicks(a);
  const section = [EVENT_AHEAD.test(u.normalized) ? NERVES_BEFORE : "", WHO_TO_CALL].filter(Boolean).join("\n\n");
  const sources = [...kept.sources, ...STRESS_SOURCES.filter((s) => !kept.sources.some((x) => x.url === s.url))];
  // First before a list of picks; after an opening that answers what was asked ("No: natural is not a safety claim").
  const opensWithPicks = PICK_BLOCK.test(kept.text.split("\n\n")[0] ?? "");
  const text = placed(section, kept.text, opensWithPicks ? "first" : "second");
  return { ...kept, intent: kept.products.length ? kept.intent : "knowledge", text, cautions: [...kept.cautions, WHO_TO_CALL], sources };
}

function withFoodFirst(a: EngineAnswer, u: Reading): EngineAnswer {
  const nutrient = nutrientForFood(u, a);
  // A quote from the food guide already opens with the nutrient's daily need: the list does not say it twice.
  const section = nutrient && foodSection(nutrient, kindsLeftOut(u), a.text.includes(GUIDE_FOOD_FIRST.url));
  if (!nutrient || !section || a.text.includes(section)) return a;
  const sources = [...a.sources, ...nutrient.sources.filter((s) => !a.sources.some((x) => x.url === s.url))];
  return { ...a, text: placed(section, a.text, "second"), sources };
}

/** The answer with the practical help its message calls for; a reaction or an emergency keeps its care answer alone. */
export function withPracticalHelp(a: EngineAnswer, u: Reading): EngineAnswer {
  // A medicine or condition said shapes what food and habits fit (a kidney diet, a blood thinner): its caution and referral answer.
  if (u.symptoms.length || u.conditions.length || a.intent === "urgent" || (a.text.includes("838255") && !a.products.length && !a.modelMayPhrase)) return a;
  // A result already high ("ferritin came back high") is no reason to eat more of it.
  if (labFindings(u.normalized).some((f) => f.direction === "high")) return withStressHelp(a, u);
  return withFoodFirst(withStressHelp(a, u), u);
}
