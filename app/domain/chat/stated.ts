import type { Constraint, Diet, ExcludableIngredient } from "~/domain/catalogue/constraints";
import type { ProductForm } from "~/domain/catalogue/facts";
import type { Avoid } from "~/domain/safety/conditions";
import { SUGAR } from "~/domain/safety/medicine-conditions";
import { LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { foodUpsets } from "./food-upsets";
import { moneyShort } from "./money-short";
import { GELATIN, keepsFaithDiet } from "./faith-diets";
import { refusesPills, withoutRefusedForms } from "./reversed";
import { withDollars } from "./money-words";

/*
 * What one message states, read by rules: hard constraints (diets, ingredients to leave out, a
 * caffeine ceiling, forms, a budget) and what lifts them, references to earlier picks, an
 * ordering, and a dose asked about. The understanding step (./understand.ts) folds these into
 * the conversation.
 */

/** Earlier picks a message points at. */
export type Reference = { kind: "picks"; indexes: number[] } | { kind: "it" } | { kind: "those" };

/** An ordering the person asked for: "cheapest", "least caffeine". */
export type Ranking = "price" | "caffeine-low" | "caffeine-high" | "protein-high" | "carbs";

/**
 * The person wants sugar or carbohydrate, or turns sugar-free down ("sugar free tastes like
 * chemicals", "I need real carbs, not some zero sugar stuff"): a "sugar-free" in such words is
 * no wish to avoid sugar, and products with carbohydrate come first.
 */
const WANTS_SUGAR = new RegExp(
  [
    String.raw`\b(?:sugar[- ]free|zero[- ]sugar)\b[^.!?]{0,30}\b(?:tastes?|gives?|makes?|is|are)\b[^.!?]{0,25}\b(?:chemical\w*|nasty|gross|awful|terrible|bad|weird|fake|off|headaches?|sick|trash|garbage|disgusting|bloat\w*)`,
    String.raw`\b(?:hate|can'?t stand|not a fan of|don'?t like|dont like|sick of|done with|no more) (?:the |those |these |that |any )?(?:sugar[- ]free|zero[- ]sugar)\b`,
    String.raw`\bnot (?:some |the |a |those |that |any )?(?:sugar[- ]free|zero[- ]sugar)\b`,
    String.raw`\b(?:real|actual) (?:carbs|sugar|carbohydrates?)\b`,
    String.raw`(?<!\b(?:don'?t|dont|do not|no|not|never|low|less|without|nothing|none|zero)\s)\b(?:need|want|with|needs|wants) (?:some |more |the )?(?:carbs|carbohydrates?|sugar)\b(?![- ]free)`,
    String.raw`\b(?:normal|regular) (?:sports drink|gatorade|electrolyte|drink mix|one)s?\b`,
  ].join("|"),
);

const TEETH = /\b(?:cavit(?:y|ies)|dentist|dental|teeth|tooth decay|enamel)\b/;

/** The person asks for sugar or carbohydrate, or turns sugar-free products down. */
export function wantsSugar(normalized: string): boolean {
  return WANTS_SUGAR.test(normalized);
}

export interface DoseQuestion {
  count: number;
  unit: string;
}


const NEGATION = "(?:no|without|w/o|zero|free of|instead of|rather than|avoid(?:ing)?|not|nothing with|don'?t want|do not want|can'?t (?:have|take|do)|cannot (?:have|take|do)|allergic to|skip|hold the|minus|except(?: for)?|isn'?t|aren'?t|not from|besides|other than|apart from|aside from|anything but)";

function negated(word: string): RegExp {
  return new RegExp(
    String.raw`\b${NEGATION}\s+(?:any\s+|the\s+|an?\s+|added\s+|real\s+|from\s+|made (?:from|with)\s+|contain(?:ing)?\s+)?${word}|\b${word}[- ]free\b|\bnon[- ]?${word}\b`,
  );
}

const EXCLUSIONS: ReadonlyArray<readonly [ExcludableIngredient, RegExp]> = [
  ["melatonin", negated("melatonin")],
  // "That one has caffeine tho": an objection to a pick, said as a fact about it, rules caffeine out.
  // "He doesn't do caffeine", "I can't handle stims": ruled out, whoever it is for.
  ["caffeine", new RegExp(`${negated("(?:caffeine|caff|stims?|stimulants?)").source}|\\b(?:doesn'?t|does not|don'?t|do not|won'?t|can'?t|cannot|never) (?:do|drink|take|use|touch|handle|tolerate) (?:any )?(?:caffeine|caff|stims?|stimulants?)\\b|\\b(?:it|that(?: one)?|this(?: one)?|they|those|these|both|all of (?:them|those))(?:'s| is| are)? (?:has|have|got|contains?|(?:full of|loaded with)) (?:caffeine|caff|stims?|stimulants?)\\b[^?]*(?:tho|though|but|and i|i (?:can'?t|don'?t|do not))\\b`)],
  ["5-htp", negated("5-?htp")],
  ["whey", negated("whey")],
  ["casein", negated("casein")],
  ["fish", new RegExp(`${negated("(?:fish|fish oil)").source}|\\bfish allerg\\w*|\\ballergic to fish\\b`)],
  ["soy", negated("soy")],
  ["egg", negated("eggs?")],
];

const DIETS: ReadonlyArray<readonly [Diet, RegExp]> = [
  // "I refuse to put anything that came from an animal in my body": a refusal of whatever comes from animals.
  ["vegan", /(?<!not |non-|non )\bvegan\b|\bplant[- ]based\b|\b(?:refuse|won'?t|will not|never|don'?t|do not|nothing)\b[^.;!?]{0,40}\b(?:(?:comes?|came|made) from|derived from) (?:an? )?animals?\b/],
  // "Does casein have lactose?" asks about a product: only lactose said of the person, or refused, sets the diet.
  ["lactose-free", new RegExp(String.raw`${negated("lactose").source}|\b(?:i'?m|im|i am|i'?ve|i have|i get|my)\b[^.,;!?]{0,15}\blactose\b|(?<!\b(?:does|do|is|are|how much)\b[^.,;!?]{0,30})\blactose\b`)],
  ["dairy-free", new RegExp(String.raw`${negated("(?:dairy|milk)").source}|\b(?:dairy|milk) allerg\w*|\ballergic to (?:dairy|milk)\b`)],
  ["gluten-free", new RegExp(String.raw`${negated("gluten").source}|\bceliac\b|\bcoeliac\b|\bgluten (?:intoleran|sensitiv|allerg)\w*`)],
];

/** A daily carbohydrate cap in grams ("under 30g carbs a day", "20 grams of carbs max"): a low-carb diet. */
const CARB_CAP = /\b(?:under|below|less than|max(?:imum)?|at most|no more than|capped at|cap of)\s*(?:like |about |around )?\d+\s*(?:g|grams?)\s*(?:of\s+)?(?:net\s+)?carbs?\b|\b\d+\s*(?:g|grams?)\s*(?:of\s+)?(?:net\s+)?carbs? (?:a day|max|per day|or less|tops)\b/;

/** Ingredients people ask to leave out that the shared constraints do not cover. */
const AVOIDABLE: readonly Avoid[] = [
  { ingredient: "beta-alanine", pattern: /beta-?alanine/i },
  { ingredient: "niacin", pattern: /\bniacin\b/i },
  { ingredient: "sucralose", pattern: /sucralose/i },
  { ingredient: "stevia", pattern: /stevia/i },
  { ingredient: "huperzine A", pattern: /huperzine/i },
  { ingredient: "theacrine", pattern: /theacrine|teacrine/i },
  { ingredient: "valerian", pattern: /valerian/i },
  { ingredient: "ashwagandha", pattern: /ashwagandha/i },
  { ingredient: "collagen", pattern: /collagen/i },
  SUGAR,
  GELATIN,
];
/** An ingredient to leave out, by name, when a vocabulary concept implies it. */
export function avoidableNamed(name: string): Avoid | undefined {
  return AVOIDABLE.find((a) => a.ingredient === name);
}
const AVOID_WORDS: Record<string, string> = {
  "beta-alanine": "beta[- ]?alanine",
  niacin: "niacin",
  sucralose: "sucralose",
  stevia: "stevia",
  "huperzine A": "huperzine(?: a)?",
  theacrine: "(?:theacrine|teacrine)",
  valerian: "valerian",
  ashwagandha: "ashwagandha",
  collagen: "collagen",
  sugar: "(?:sugar|carbs)",
  gelatin: "gelatine?",
};

const FORMS: ReadonlyArray<readonly [RegExp, ProductForm[]]> = [
  [/\bgumm(?:y|ies)\b/, ["gummy"]],
  [/\bchews?\b|\bchewables?\b/, ["chew", "gummy"]],
  [/\bsoft ?gels?\b/, ["softgel"]],
  [/\bcapsules?\b|\bcaps\b/, ["capsule", "softgel"]],
  // A medicine called a pill ("birth control pills", "sleeping pills") names no form the person wants.
  [/(?<!\b(?:control|bc|sleeping|sleep|diet|water|bp|pressure|thyroid|heart) )\bpills?\b/, ["capsule", "softgel", "tablet"]],
  [/\btablets?\b|\btabs\b/, ["tablet"]],
  [/\bsprays?\b/, ["spray"]],
  // "Protein powder" names the category; only "in powder form" asks for a form.
  [/\bpowder form\b|\bas a powder\b|\bin powder\b|(?<!\bsports? )\bdrink mix\b|\bpowders? (?:or sticks? )?only\b|\bsticks? only\b/, ["powder"]],
  // "Liquid IV" is a brand, not a form.
  [/\bliquid\b(?!\s*i\.?\s?v\b)|\bshots?\b/, ["liquid"]],
];

/** The forms a text names, a shake or a scoop being a powder and a drink a liquid. */
export function formsNamed(text: string): ProductForm[] {
  const named = FORMS.filter(([pattern]) => pattern.test(text)).flatMap(([, forms]) => forms);
  const withPowder = /\b(?:shakes?|shaker|powders?|scoops?)\b/.test(text) ? [...named, "powder" as const] : named;
  return /\bdrinks?\b/.test(text) ? [...withPowder, "liquid" as const] : withPowder;
}

/** Whether a clause names a form of product, or a way of taking one ("swallow", "chug"). */
export const namesForm = (clause: string): boolean => formsNamed(clause).length > 0 || /\b(?:swallow\w*|chug\w*)\b/.test(clause);

const COUNTED_FORM = /\b(?:\d{1,2}|one|two|three|four|five|six|a couple(?: of)?|couple of) (?:caps|capsules?|pills?|tablets?|tabs|soft ?gels?|gumm(?:y|ies)|chews?)\b/g;

/** Every form but a pill, for a person who cannot swallow one. */
const NOT_PILLS: ProductForm[] = ["powder", "gummy", "chew", "liquid", "spray"];

const CAFFEINE_CEILING =
  /\b(?:under|below|less than|lower than|max(?:imum)?(?: of)?|at most|no more than|up to|<=?|≤)\s*(\d{1,4})\s*mg\b|\b(\d{1,4})\s*mg(?: of)? (?:caffeine|caff|stim)\w* (?:or less|max|tops)\b|\bcaffeine (\d{1,4})\s*mg (?:or less|max|tops)\b/;
const LOW_CAFFEINE =
  /\btoo (?:strong|intense|harsh|much)\b[^.?!]*\b(?:jitter(?:y|s)|shaky|wired)\b|\blow[- ](?:caffeine|caff|stim(?:ulant)?s?|dose)\b|\blight (?:on )?caffeine\b|\bnot (?:too much|a lot of) caffeine\b|\b(?:not|nothing) (?:too |that |super |so |overly )?(?:crazy|insane|intense|strong|heavy|wild|nuts|extreme|much)(?: on| with| in)? (?:the |my )?(?:caffeine|caff|stims?|stimulants?)\b|\b(?:easy|light) on (?:the )?(?:stims?|stimulants?)\b|\bnot (?:too )?(?:stim[- ])?heavy\b|\bless caffeine\b|\bmild(?:er)? (?:stim|pre-workout)\b|\bsensitive to caffeine\b|\bcaffeine[- ]sensitive\b|\blow caffeine\b/;
const BUDGET =
  /(?:under|below|less than|cheaper than|max(?:imum)?|at most|no more than|up to|within|<)\s*\$\s*(\d+(?:\.\d{1,2})?)(?:\s*(?:a|per|\/|each)\s*(serving|scoop|serve|dose))?|\$\s*(\d+(?:\.\d{1,2})?) or less (?:a|per|\/) (serving|scoop|serve|dose)|\$\s*(\d+(?:\.\d{1,2})?)\s*(?:a|per|\/|each)\s*(serving|scoop|serve|dose)\s*(?:max|tops|at most|or under|is (?:the|my) (?:max|limit))\b/;

/** Money for a month, a week or a day ("25-30 bucks to last me the month", "$20 a week", "$15 monthly budget"). */
const PERIOD_BUDGET =
  /(\$)?\s*(\d{1,3})(?:\s*(?:-|to)\s*\$?(\d{1,3}))?\s*(bucks|dollars|usd|\$)?\s+(?:(?:budget|total|tops|max|or so)\s+)?(?:(?:a|per|\/|each|every|to last (?:me )?(?:the|a|all)|for the|this|for a|for (?:the )?whole)\s+(month|week|day)\b|(monthly|weekly|daily)\b)/;
const PERIOD_DAYS: Record<string, number> = { month: 30, monthly: 30, week: 7, weekly: 7, day: 1, daily: 1 };

/** A budget said for a month, week or day, and what it leaves for one serving a day. */
export interface PeriodBudget {
  amount: number;
  period: "month" | "week" | "day";
  perServing: number;
}

export function periodBudget(normalized: string): PeriodBudget | null {
  const m = PERIOD_BUDGET.exec(withDollars(normalized));
  if (!m) return null;
  const unit = m[5] ?? m[6];
  // "3 times a week", "2 scoops a day" are not money: a week or a day needs a dollar sign or "bucks".
  if (!m[1] && !m[4] && unit !== "month") return null;
  const amount = Number(m[3] ?? m[2]);
  const period = unit.startsWith("month") ? "month" : unit.startsWith("week") ? "week" : "day";
  return { amount, period, perServing: Math.floor((amount / PERIOD_DAYS[unit]) * 100) / 100 };
}

/** A month's or week's money for two or more kinds asked together ("$20 a week, pre and protein") pays for one serving of each a day. */
export function sharedBudget(c: Constraint, normalized: string, kinds: number): Constraint {
  if (c.kind !== "budget" || kinds < 2 || !periodBudget(normalized)) return c;
  return { kind: "budget", maxPerServing: Math.floor((c.maxPerServing / kinds) * 100) / 100 };
}

/**
 * Money said for one purchase, not per serving or per period ("got $20", "20 bucks to my name",
 * "under 25 bucks"): a container has to cost that or less.
 */
export function purchaseBudget(normalized: string): number | null {
  if (periodBudget(normalized)) return null;
  const perServing = BUDGET.exec(withDollars(normalized));
  if (perServing && (perServing[2] || perServing[4] || perServing[6] || Number(perServing[1] ?? perServing[3] ?? perServing[5]) <= 5)) return null;
  const m =
    /\b(?:under|below|less than|max(?:imum)?|at most|no more than|up to|within|got|have|only|just|like|about|around|spend|budget(?: is| of|:)?|~)\s*(?:\$\s*(\d{1,3}(?:\.\d{1,2})?)\b|(\d{1,3})\s*(?:bucks|dollars|usd)\b)|(?:\$\s*(\d{1,3})|\b(\d{1,3})\s*(?:bucks|dollars))\s*(?:to my name|to spend|budget|tops|max|or less|left|is all)\b/.exec(normalized);
  const amount = m ? Number(m[1] ?? m[2] ?? m[3] ?? m[4]) : bareMoney(normalized);
  return amount !== null && amount > 5 ? amount : null;
}

/**
 * A number the frame makes money without a dollar sign: after "budget" ("budget is like 35"), or
 * said for a container or as a total ("got like 50 for a tub", "35 total to spend"). A unit after
 * it ("50 g", "30 servings") makes it no money.
 */
const BARE_MONEY =
  /\bbudget(?: is| of|:)?\s*(?:like|about|around|maybe|~)?\s*(\d{2,3})\b(?!\s*(?:g|mg|mcg|iu|servings?|scoops?|caps?|capsules?|pills?|days?|weeks?|lbs?|kg|%))|\b(\d{2,3})\s+(?:for (?:a|one|the) (?:tub|bottle|container|bag|box|jar|pack)|total|to spend)\b/;
function bareMoney(normalized: string): number | null {
  const m = BARE_MONEY.exec(normalized);
  return m ? Number(m[1] ?? m[2]) : null;
}

/** Statements that lift an earlier constraint: "caffeine is fine", "ok with whey". */
/** The newest container budget of the person's messages (oldest first), else one said before them; null when none or "any budget" came after it. */
export function budgetSaid(messages: readonly string[], before: number | null = null): number | null {
  for (const text of [...messages].reverse()) {
    if (/\b(?:price|budget|cost)\b (?:doesn'?t|does not) matter\b|\bany budget\b/.test(text)) return null;
    const amount = purchaseBudget(text);
    if (amount !== null) return amount;
  }
  return before;
}

/** "I can have dairy", "actually i can do stims": said by the person, not asked ("can I have dairy?"). */
const CAN_HAVE = String.raw`\bi (?:actually |really |totally )?(?:can|could) (?:actually )?(?:have|do|handle|take|eat|drink) (?:some )?`;
const LIFTS: ReadonlyArray<readonly [RegExp, (c: Constraint) => boolean]> = [
  [new RegExp(String.raw`\b(?:caffeine|stims?)(?:'?s)?\b(?: is| are)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?) with (?:caffeine|stims?)\b|${CAN_HAVE}(?:caffeine|stims?)\b|\b(?:caffeine|stims?) (?:doesn'?t|does not|don'?t|do not) bother me\b|\bi (?:live|run) on (?:caffeine|stims?|energy drinks|monsters|pre)\b`), (c) => c.kind === "caffeineMax" || (c.kind === "exclude" && c.ingredient === "caffeine")],
  [new RegExp(String.raw`\b(?:whey|dairy|milk)(?:'?s)?\b(?: is| are)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?|good) (?:with|w\/?) (?:whey|dairy|milk)\b|${CAN_HAVE}(?:whey|dairy|milk)\b|\b(?:whey|dairy|milk) (?:doesn'?t|does not) bother me\b|\bnot (?:actually |really )?lactose intolerant\b|\b(?:dairy|milk|whey|lactose)\b[^.;!?]{0,40}\b(?:(?:it'?s|its|that'?s|i'?m|im) (?:fine|ok(?:ay)?|good|over it) now|outgrew it|grew out of it|but (?:not (?:anymore|any more|now)|no longer))\b`), (c) => (c.kind === "diet" && c.diet !== "vegan" && c.diet !== "gluten-free") || (c.kind === "exclude" && ["whey", "casein", "milk"].includes(c.ingredient))],
  [/\bmelatonin\b(?: is)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?) with melatonin\b/, (c) => c.kind === "exclude" && c.ingredient === "melatonin"],
  [/\b(?:price|budget|cost)\b (?:doesn'?t|does not) matter\b|\bany budget\b/, (c) => c.kind === "budget"],
];

/** A withdrawal said as a joke taken back ("jk i can do dairy", "lol jk i live on stims"): its clause is no constraint, and what it names is lifted. */
const JOKE_TAKEN_BACK = /\b(?:jk|j\/k|just kidding|kidding|i was joking|joking|i lied)\b/;
const JOKE_FAMILIES: ReadonlyArray<readonly [RegExp, (c: Constraint) => boolean]> = [
  [/\b(?:caffeine|caff|stims?|stimulants?|energy drinks?|pre-?workouts?|pres?|monsters?|coffee)\b/, LIFTS[0][1]],
  [/\b(?:dairy|milk|whey|lactose|casein)\b/, LIFTS[1][1]],
  [/\b(?:vegan|plant[- ]based)\b|\bi (?:eat|love|live on) (?:\w+ )?(?:meat|steak|brisket|bacon|burgers?|chicken|beef|eggs)\b/, (c) => c.kind === "diet" && c.diet === "vegan"],
];

/** "I'm not vegan", "no longer vegan": a vegan diet taken back (the words are masked as an idiom, so read here on the whole message). */
const NOT_VEGAN = /\b(?:i'?m|im|i am) not (?:actually |really )?vegan\b|\bno longer vegan\b|\bnot vegan anymore\b/;
const liftVegan = (c: Constraint) => c.kind === "diet" && c.diet === "vegan";

/** What a joke taken back lifts, read on the whole message (the joke's clause states nothing of its own). */
export function jokeLifts(lower: string): Array<(c: Constraint) => boolean> {
  const at = JOKE_TAKEN_BACK.exec(lower);
  if (!at) return NOT_VEGAN.test(lower) ? [liftVegan] : [];
  const after = lower.slice(at.index);
  return [...JOKE_FAMILIES.filter(([words]) => words.test(after)).map(([, lift]) => lift), ...LIFTS.filter(([pattern]) => pattern.test(after)).map(([, lift]) => lift)];
}

export function constraintKey(c: Constraint): string {
  switch (c.kind) {
    case "diet":
      return `diet:${c.diet}`;
    case "exclude":
      return c.ingredient === "caffeine" ? "caffeine" : `exclude:${c.ingredient}`;
    case "caffeineMax":
      return "caffeine";
    case "form":
      return "form";
    case "budget":
      return "budget";
  }
}

export interface Stated {
  constraints: Constraint[];
  avoid: Avoid[];
  lifts: Array<(c: Constraint) => boolean>;
  /** Sugar or carbohydrate asked for: an earlier "no sugar" is lifted. */
  wantsSugar: boolean;
}

/** A whey or casein exclusion said in the same message as a lift that does not name it ("not whey, fine with milk"). */
function keptBeside(c: Constraint, normalized: string): boolean {
  if (c.kind !== "exclude" || (c.ingredient !== "whey" && c.ingredient !== "casein")) return false;
  return !new RegExp(String.raw`\b${c.ingredient}\b(?: is| are)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?|good) (?:with|w\/?) ${c.ingredient}\b`).test(normalized);
}

export function statedConstraints(normalized: string, options: { forms?: boolean } = {}): Stated {
  const constraints: Constraint[] = [];
  for (const [diet, pattern] of DIETS) if (pattern.test(normalized)) constraints.push({ kind: "diet", diet });
  for (const c of foodUpsets(normalized)) if (!constraints.some((d) => constraintKey(d) === constraintKey(c) || (d.kind === "diet" && d.diet === "lactose-free" && c.kind === "diet" && c.diet === "dairy-free"))) constraints.push(c);
  if (/\bvegetarian\b/.test(normalized)) constraints.push({ kind: "exclude", ingredient: "fish" });
  for (const [ingredient, pattern] of EXCLUSIONS) {
    if (!pattern.test(normalized)) continue;
    if (ingredient === "caffeine") constraints.push({ kind: "exclude", ingredient: "caffeine" });
    else constraints.push({ kind: "exclude", ingredient });
  }
  const hasCaffeineRule = constraints.some((c) => c.kind === "exclude" && c.ingredient === "caffeine");
  const ceiling = CAFFEINE_CEILING.exec(normalized);
  if (!hasCaffeineRule && ceiling && /caffeine|caff\b|stim|pre-workout|energy/.test(normalized)) {
    constraints.push({ kind: "caffeineMax", mg: Number(ceiling[1] ?? ceiling[2] ?? ceiling[3]) });
  } else if (!hasCaffeineRule && LOW_CAFFEINE.test(normalized)) {
    constraints.push({ kind: "caffeineMax", mg: LOW_CAFFEINE_MG });
  }
  const budget = BUDGET.exec(withDollars(normalized));
  const budgetAmount = budget ? Number(budget[1] ?? budget[3] ?? budget[5]) : null;
  if (budget && budgetAmount !== null && (budget[2] || budget[4] || budget[6] || budgetAmount <= 5)) constraints.push({ kind: "budget", maxPerServing: budgetAmount });
  else {
    // A month's or a week's money for a daily serving: the most said, over the days it lasts.
    const period = periodBudget(normalized);
    if (period) constraints.push({ kind: "budget", maxPerServing: period.perServing });
  }
  // A form said while asking about a named product or an amount ("how many capsules") is not a
  // wish, unless it is said as one ("capsules only").
  const formWish = /\b(?:gumm(?:y|ies)|capsules?|soft ?gels?|tablets?|sprays?|powders?|sticks?|pills?|chews?)(?: or [a-z]+)? only\b/.test(normalized);
  const readForms = formWish || (options.forms !== false && !/\bhow many\b/.test(normalized));
  // "4 caps a night", "two pills a day": a count of what they take is a dose, not a form wished for.
  const formText = withoutRefusedForms(normalized).replace(COUNTED_FORM, " ");
  if (refusesPills(normalized)) constraints.push({ kind: "form", forms: NOT_PILLS });
  for (const [pattern, forms] of readForms && !refusesPills(normalized) ? FORMS : []) {
    if (pattern.test(formText)) {
      constraints.push({ kind: "form", forms });
      break;
    }
  }
  const sugarWanted = wantsSugar(normalized);
  // "Dentist says my cavities are from sports drinks": sugar is what the dentist means.
  const forTeeth = TEETH.test(normalized) && /\b(?:sugar\w*|sweet\w*|sports drinks?|soda|gatorade|powerade|candy|juice)\b/.test(normalized);
  const avoid = AVOIDABLE.filter((a) => (negated(AVOID_WORDS[a.ingredient]).test(normalized) || (a === SUGAR && (forTeeth || CARB_CAP.test(normalized))) || (a === GELATIN && keepsFaithDiet(normalized))) && !(sugarWanted && a === SUGAR));
  const lifts = LIFTS.filter(([pattern]) => pattern.test(normalized)).map(([, lift]) => lift);
  // "Fine with milk" lifts a dairy rule read from the same message too, but not a "not whey" said beside it.
  return { constraints: constraints.filter((c) => !lifts.some((lift) => lift(c)) || keptBeside(c, normalized)), avoid, lifts, wantsSugar: sugarWanted };
}

// ---------------------------------------------------------------------------------------------
// References to earlier picks, rankings, doses
// ---------------------------------------------------------------------------------------------

const ORDINALS: Record<string, number> = { first: 0, "1st": 0, top: 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3 };

export function referenceIn(normalized: string): Reference | null {
  const firstN = /\b(?:the )?(?:first|top) (two|three|2|3)\b/.exec(normalized);
  if (firstN) return { kind: "picks", indexes: firstN[1] === "three" || firstN[1] === "3" ? [0, 1, 2] : [0, 1] };
  const both = /\b(?:first|1st) and (?:the )?(?:second|2nd)\b/.test(normalized);
  if (both) return { kind: "picks", indexes: [0, 1] };
  const ordinal = /\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last)(?: one| pick| option| product| suggestion)?\b/.exec(normalized);
  const numbered = /\b(?:number|no\.?|#|option|pick)\s*([1-4])\b/.exec(normalized);
  if (numbered) return { kind: "picks", indexes: [Number(numbered[1]) - 1] };
  if (ordinal && /\b(?:one|pick|option|product|suggestion)\b|\bthe (?:first|second|third|fourth|last)\b/.test(normalized)) {
    return ordinal[1] === "last" ? { kind: "picks", indexes: [-1] } : { kind: "picks", indexes: [ORDINALS[ordinal[1]]] };
  }
  // "Ok which one is cheapest" after picks ranks those picks, like "which of those".
  if (/\b(?:of )?(?:those|these|them|the ones you (?:listed|mentioned|gave))\b|\bwhich of\b|\bwhich (?:one|is)\b[^.?!]*\b(?:cheap\w*|least expensive|lowest (?:price|cost)|best value|least caff\w*|strongest)\b/.test(normalized)) return { kind: "those" };
  if (/\b(?:it|that one|this one|that product|this product|the product)\b/.test(normalized)) return { kind: "it" };
  return null;
}

/** Money waved off: "money's not really the issue", "budget is no object", "price doesn't matter". */
const MONEY_NO_ISSUE =
  /\b(?:money|budget|price|cost)(?:'?s| is| isn'?t| ain'?t)? (?:not |no |never )?(?:really |much of )?(?:an? |the )?(?:issue|problem|concern|object|factor|thing)\b|\bno budget\b|\bnot on a budget\b|\bwhatever it costs\b|\bspare no expense\b|\b(?:price|cost|money) (?:doesn'?t|does not|don'?t) matter\b|\b(?:don'?t|dont|do not) care (?:about|what it costs?|how much)\b/;

/** The person says money is no issue: no answer talks of their budget. */
export function moneyNoIssue(normalized: string): boolean {
  return MONEY_NO_ISSUE.test(normalized);
}

/** Money said as rank or pay: "pvt pay", "I'm just an E-2", "nothing crazy expensive", "junior enlisted". */
const RANK_PAY = /\b(?:pvt|private|e-?[1-4]|airman|seaman|lance corporal|lcpl|pfc|junior enlisted)(?:'?s)? (?:pay(?:check)?|salary|wallet|wages?|money|budget)\b|\b(?:i'?m|im|i am) (?:just |only |still )?(?:an? )?(?:pvt|private|e-?[1-3]|airman|seaman|pfc|lcpl|junior enlisted)\b(?! (?:first class|in the|at|from|with|who))|\b(?:nothing|not(?: anything)?|none) (?:too |super |crazy |that |very |overly |real )?(?:expensive|pricey|spendy)\b|\b(?:junior|lower) enlisted\b/;

export function rankingIn(normalized: string): Ranking | null {
  if (MONEY_NO_ISSUE.test(normalized)) return strengthRanking(normalized);
  // Money said with no figure ranks by price per serving; it never becomes a cap nobody said.
  if (/\bcheap\w*|\bleast expensive\b|\blowest (?:price|cost)\b|\bbest value\b|\b(?:most )?affordable\b|\blow[- ]cost\b|\bcosts? a kidney\b|\bpaycheck\b|\bbudget\b/.test(normalized)) return "price";
  // Money said as a situation, not a word of price: "e-3 money", "broke till payday", "won't break the bank".
  if (/\b(?:i'?m|im|i am|been|so|dead|flat|pretty) broke\b|\bbroke (?:af|asf|till|until|til|rn|right now|this month)\b|\bpayday\b|\be-?[1-4] (?:money|pay|budget|life)\b|\b(?:won'?t|wont|doesn'?t|dont|don'?t) break (?:me|the bank|my wallet)\b|\b(?:tight|low|short) on (?:money|cash|funds)\b|\bmoney'?s? (?:is )?tight\b|\bnot made of money\b|\bpinching pennies\b/.test(normalized) || RANK_PAY.test(normalized) || moneyShort(normalized)) return "price";
  if (/\b(?:least|lowest|less|min(?:imum)?) (?:amount of )?caff\w*|\bleast stim\w*|\bmildest\b|\bweakest\b/.test(normalized)) return "caffeine-low";
  const strength = strengthRanking(normalized);
  if (strength) return strength;
  if (/\bmost protein\b|\bhighest protein\b/.test(normalized)) return "protein-high";
  if (purchaseBudget(normalized) !== null) return "price";
  if (wantsSugar(normalized)) return "carbs";
  return null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, double: 2, triple: 3, "one and a half": 1.5, "half a": 0.5, half: 0.5 };

export function doseIn(normalized: string): DoseQuestion | null {
  // "1.5 scoops" is one and a half, not 5: a count starts at a number's first digit.
  const m = /(?<![\d.])(\d{1,2}(?:\.\d)?|one and a half|half a|half|one|two|three|four|five|six|double|triple)\s*(?:x\s*)?(scoops?|servings?|capsules?|caps|tablets?|gummies|softgels?|soft gels?|sticks?|packets?|cans?|energy drinks?|drinks?|shots?|sprays?)\b/.exec(normalized);
  if (!m) return null;
  const count = /^\d/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
  return { count, unit: m[2].replace(/s$/, "").replace(/^caps$/, "capsule") };
}

/** The strongest asked for: "hits the hardest", "most potent", "something strong". */
function strengthRanking(normalized: string): Ranking | null {
  const strong = /\b(?:most|highest|strongest) (?:caffeine|stim\w*)\b|\bstrongest\b|\bhits? (?:the )?hardest\b|\bhardest[- ]hitting\b|\bmost (?:potent|intense|kick|punch)\b|\b(?:something|a pre|one) (?:really |super |actually )?strong\b/;
  return strong.test(normalized) ? "caffeine-high" : null;
}
