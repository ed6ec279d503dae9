import type { CategoryId } from "~/domain/categories";
import type { Constraint, Diet, ExcludableIngredient } from "~/domain/catalogue/constraints";
import type { ProductForm } from "~/domain/catalogue/facts";
import { LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { type Avoid, type ConditionId, conditionRule, conditionsIn, type DutyId, dutiesIn } from "~/domain/safety/conditions";
import type { ChatContext } from "./context";
import { detectStimulantPreference, inlineStimulantPreference, isInScope, isMoreOptionsRequest, type StimulantPreference } from "./intent";
import { type NamedProduct, type ProductNameIndex, productsInAnswer, productsNamedIn } from "./product-names";
import { categoriesNamed, normalizeMessage } from "./vocabulary";

/*
 * The understanding step of CLEARED AI: one chat request read into a structured request that
 * the embedded engine and the model path both answer from. Pure: the catalogue's names come in
 * as an argument. The conversation is understood from its history alone, so any client, and a
 * reload, gets the same answer; the client's hints only fill gaps the history leaves.
 */

export type ChatIntent =
  /** Symptoms that need care now. */
  | "urgent"
  /** Is an ingredient banned, allowed, a red flag. */
  | "ingredient"
  /** A medicine or condition, or a question about mixing. */
  | "interaction"
  | "dosing"
  | "knowledge"
  | "compare"
  /** About one or more named or referenced products. */
  | "product"
  /** One pick per category, across several. */
  | "plan"
  | "more-options"
  | "recommend"
  | "courtesy"
  | "out-of-scope";

/** Earlier picks a message points at. */
export type Reference = { kind: "picks"; indexes: number[] } | { kind: "it" } | { kind: "those" };

/** An ordering the person asked for: "cheapest", "least caffeine". */
export type Ranking = "price" | "caffeine-low" | "caffeine-high" | "protein-high";

export interface DoseQuestion {
  count: number;
  unit: string;
}

export interface Understanding {
  message: string;
  /** Lower case, slang and typos replaced. */
  normalized: string;
  /** The main intent first, then the others the message carries. */
  intents: ChatIntent[];
  intent: ChatIntent;
  /** The categories to answer in: named here, else the conversation's. */
  categories: CategoryId[];
  /** Hard constraints of the whole conversation, the newest statement of each kind winning. */
  constraints: Constraint[];
  /** Ingredients to leave out beyond the shared constraints ("without beta-alanine"). */
  avoid: Avoid[];
  stimulantPreference: StimulantPreference | null;
  /** Medicines and conditions named anywhere in the conversation. */
  conditions: ConditionId[];
  /** Those named in this message. */
  newConditions: ConditionId[];
  duties: DutyId[];
  /** Catalogue products this message names. */
  namedProductIds: string[];
  /** The products the message is about: named, or resolved from a reference to earlier picks. */
  focusProductIds: string[];
  reference: Reference | null;
  ranking: Ranking | null;
  /** One answer wanted ("which one is cheapest?"). */
  single: boolean;
  /** Picks of the latest answer in the history, in order. */
  previousPicks: string[];
  /** Every product an earlier answer suggested. */
  suggestedBefore: string[];
  moreOptions: boolean;
  dose: DoseQuestion | null;
  /** Words to search the articles with. */
  topic: string;
  /**
   * The message asks how things are ("is protein before sleep worth it?", "does fish oil raise
   * bleeding risk?"), not only for products: an article section that answers it is quoted.
   */
  asksAbout: boolean;
}

export interface HistoryEntry {
  role: "user" | "assistant";
  content: string;
}

export interface UnderstandInput {
  message: string;
  history: readonly HistoryEntry[];
  products: readonly NamedProduct[];
  names: ProductNameIndex;
  /** The client's context: hints only. */
  hints?: Partial<Pick<ChatContext, "category" | "lastCategory" | "stimulantPreference" | "previouslySuggested" | "isMoreOptionsRequest">>;
}

// ---------------------------------------------------------------------------------------------
// Constraints stated in one message
// ---------------------------------------------------------------------------------------------

const NEGATION = "(?:no|without|w/o|zero|free of|avoid(?:ing)?|not|nothing with|don'?t want|do not want|can'?t (?:have|take|do)|cannot (?:have|take|do)|allergic to|skip|hold the|minus|except|isn'?t|aren'?t|not from)";

function negated(word: string): RegExp {
  return new RegExp(
    String.raw`\b${NEGATION}\s+(?:any\s+|the\s+|added\s+|real\s+|from\s+|made (?:from|with)\s+|contain(?:ing)?\s+)?${word}|\b${word}[- ]free\b|\bnon[- ]?${word}\b`,
  );
}

const EXCLUSIONS: ReadonlyArray<readonly [ExcludableIngredient, RegExp]> = [
  ["melatonin", negated("melatonin")],
  ["caffeine", negated("(?:caffeine|caff|stims?|stimulants?)")],
  ["5-htp", negated("5-?htp")],
  ["whey", negated("whey")],
  ["casein", negated("casein")],
  ["fish", new RegExp(`${negated("(?:fish|fish oil)").source}|\\bfish allerg\\w*|\\ballergic to fish\\b`)],
  ["soy", negated("soy")],
  ["egg", negated("eggs?")],
];

const DIETS: ReadonlyArray<readonly [Diet, RegExp]> = [
  ["vegan", /(?<!not |non-|non )\bvegan\b|\bplant[- ]based\b/],
  ["lactose-free", /\blactose\b/],
  ["dairy-free", new RegExp(String.raw`${negated("(?:dairy|milk)").source}|\b(?:dairy|milk) allerg\w*|\ballergic to (?:dairy|milk)\b`)],
  ["gluten-free", new RegExp(String.raw`${negated("gluten").source}|\bceliac\b|\bcoeliac\b|\bgluten (?:intoleran|sensitiv|allerg)\w*`)],
];

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
  { ingredient: "sugar", pattern: /\bsugars?\b|cane syrup|dextrose|\bcarbs?\b|carbohydrate/i },
];
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
};

const FORMS: ReadonlyArray<readonly [RegExp, ProductForm[]]> = [
  [/\bgumm(?:y|ies)\b/, ["gummy"]],
  [/\bchews?\b|\bchewables?\b/, ["chew", "gummy"]],
  [/\bsoft ?gels?\b/, ["softgel"]],
  [/\bcapsules?\b|\bcaps\b/, ["capsule", "softgel"]],
  [/\bpills?\b/, ["capsule", "softgel", "tablet"]],
  [/\btablets?\b|\btabs\b/, ["tablet"]],
  [/\bsprays?\b/, ["spray"]],
  // "Protein powder" names the category; only "in powder form" asks for a form.
  [/\bpowder form\b|\bas a powder\b|\bin powder\b|\bdrink mix\b|\bpowders? (?:or sticks? )?only\b|\bsticks? only\b/, ["powder"]],
  [/\bliquid\b|\bshots?\b/, ["liquid"]],
];

const CAFFEINE_CEILING =
  /\b(?:under|below|less than|lower than|max(?:imum)?(?: of)?|at most|no more than|up to|<=?|≤)\s*(\d{1,4})\s*mg\b|\b(\d{1,4})\s*mg(?: of)? (?:caffeine|caff|stim)\w* (?:or less|max|tops)\b|\bcaffeine (\d{1,4})\s*mg (?:or less|max|tops)\b/;
const LOW_CAFFEINE =
  /\blow[- ](?:caffeine|caff|stim(?:ulant)?s?|dose)\b|\blight (?:on )?caffeine\b|\bnot (?:too much|a lot of) caffeine\b|\bless caffeine\b|\bmild(?:er)? (?:stim|pre-workout)\b|\bsensitive to caffeine\b|\bcaffeine[- ]sensitive\b|\blow caffeine\b/;
const BUDGET =
  /(?:under|below|less than|max(?:imum)?|at most|no more than|up to|within|<)\s*\$\s*(\d+(?:\.\d{1,2})?)(?:\s*(?:a|per|\/|each)\s*(serving|scoop|serve|dose))?|\$\s*(\d+(?:\.\d{1,2})?) or less (?:a|per|\/) (serving|scoop|serve|dose)/;

/** Statements that lift an earlier constraint: "caffeine is fine", "ok with whey". */
const LIFTS: ReadonlyArray<readonly [RegExp, (c: Constraint) => boolean]> = [
  [/\b(?:caffeine|stims?)\b(?: is| are)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?) with (?:caffeine|stims?)\b/, (c) => c.kind === "caffeineMax" || (c.kind === "exclude" && c.ingredient === "caffeine")],
  [/\b(?:whey|dairy|milk)\b(?: is| are)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?) with (?:whey|dairy|milk)\b/, (c) => (c.kind === "diet" && c.diet !== "vegan" && c.diet !== "gluten-free") || (c.kind === "exclude" && ["whey", "casein", "milk"].includes(c.ingredient))],
  [/\bmelatonin\b(?: is)? (?:fine|ok(?:ay)?|good|alright)\b|\b(?:fine|ok(?:ay)?) with melatonin\b/, (c) => c.kind === "exclude" && c.ingredient === "melatonin"],
  [/\b(?:price|budget|cost)\b (?:doesn'?t|does not) matter\b|\bany budget\b/, (c) => c.kind === "budget"],
];

function constraintKey(c: Constraint): string {
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

interface Stated {
  constraints: Constraint[];
  avoid: Avoid[];
  lifts: Array<(c: Constraint) => boolean>;
}

export function statedConstraints(normalized: string, options: { forms?: boolean } = {}): Stated {
  const constraints: Constraint[] = [];
  for (const [diet, pattern] of DIETS) if (pattern.test(normalized)) constraints.push({ kind: "diet", diet });
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
  const budget = BUDGET.exec(normalized);
  const budgetAmount = budget ? Number(budget[1] ?? budget[3]) : null;
  if (budget && budgetAmount !== null && (budget[2] || budget[4] || budgetAmount <= 5)) constraints.push({ kind: "budget", maxPerServing: budgetAmount });
  // A form said while asking about a named product or an amount ("how many capsules") is not a
  // wish, unless it is said as one ("capsules only").
  const formWish = /\b(?:gumm(?:y|ies)|capsules?|soft ?gels?|tablets?|sprays?|powders?|sticks?|pills?|chews?)(?: or [a-z]+)? only\b/.test(normalized);
  const readForms = formWish || (options.forms !== false && !/\bhow many\b/.test(normalized));
  for (const [pattern, forms] of readForms ? FORMS : []) {
    if (pattern.test(normalized)) {
      constraints.push({ kind: "form", forms });
      break;
    }
  }
  const avoid = AVOIDABLE.filter((a) => negated(AVOID_WORDS[a.ingredient]).test(normalized));
  const lifts = LIFTS.filter(([pattern]) => pattern.test(normalized)).map(([, lift]) => lift);
  return { constraints, avoid, lifts };
}

// ---------------------------------------------------------------------------------------------
// References to earlier picks, rankings, doses
// ---------------------------------------------------------------------------------------------

const ORDINALS: Record<string, number> = { first: 0, "1st": 0, top: 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3 };

function referenceIn(normalized: string): Reference | null {
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
  if (/\b(?:of )?(?:those|these|them|the ones you (?:listed|mentioned|gave))\b|\bwhich of\b/.test(normalized)) return { kind: "those" };
  if (/\b(?:it|that one|this one|that product|this product|the product)\b/.test(normalized)) return { kind: "it" };
  return null;
}

function rankingIn(normalized: string): Ranking | null {
  if (/\bcheap\w*|\bleast expensive\b|\blowest (?:price|cost)\b|\bbest value\b|\bmost affordable\b|\bbudget\b/.test(normalized)) return "price";
  if (/\b(?:least|lowest|less|min(?:imum)?) (?:amount of )?caff\w*|\bleast stim\w*|\bmildest\b|\bweakest\b/.test(normalized)) return "caffeine-low";
  if (/\b(?:most|highest|strongest) (?:caffeine|stim\w*)\b|\bstrongest\b/.test(normalized)) return "caffeine-high";
  if (/\bmost protein\b|\bhighest protein\b/.test(normalized)) return "protein-high";
  return null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, double: 2, triple: 3 };

function doseIn(normalized: string): DoseQuestion | null {
  const m = /\b(\d{1,2}|one|two|three|four|five|six|double|triple)\s*(?:x\s*)?(scoops?|servings?|capsules?|caps|tablets?|gummies|softgels?|cans?|energy drinks?|drinks?|shots?|sprays?)\b/.exec(normalized);
  if (!m) return null;
  const count = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
  return { count, unit: m[2].replace(/s$/, "").replace(/^caps$/, "capsule") };
}

// ---------------------------------------------------------------------------------------------
// Intents
// ---------------------------------------------------------------------------------------------

/** Symptoms that need medical care now, not a supplement answer. */
export const ACUTE_SYMPTOMS =
  /\bchest pains?\b|\bchest (?:is )?tight\w*|\bpalpitation|\bheart (?:is )?(?:racing|pounding)\b|\bshort(?:ness)? of breath\b|\bcan'?t breathe\b|\bfaint(?:ed|ing)?\b|\bseizures?\b|\bpassed out\b|\bblack(?:ed)? out\b/;

const INGREDIENT_STATUS =
  /\b(?:banned|prohibited|illegal|legal|allowed|approved|authori[sz]ed|on the (?:dod |banned |prohibited )?list|dod list|am i good|am i ok(?:ay)?|safe for (?:a )?(?:drug test|ua)|pop (?:hot|positive)|fail (?:a |my )?(?:drug )?test|ok to take|okay to take|safe to take|anything banned|flagged?)\b/;
const INTERACTION_WORDS = /\binteract\w*|\bmix(?:ing)? (?:it |them )?with\b|\btogether with\b|\bcombin\w* (?:it |them )?with\b|\bwith my (?:meds|medications?|prescriptions?)\b|\bside effects?\b/;
const DOSING_WORDS =
  /\bhow (?:much|many)\b|\bdos(?:e|es|age|ing)\b|\bloading\b|\bload\b|\bper day\b|\ba day\b|\btoo much\b|\bupper limit\b|\bmax(?:imum)? (?:dose|amount)\b|\bdouble\b|\bsafe amount\b/;
/** Questions about what a container holds, not how much to take. */
const CONTAINER_QUESTION = /\bhow many servings (?:are |is )?(?:in|per)\b|\bservings per (?:container|tub|bottle|box)\b/;
const QUESTION = /^(?:what|why|how|does|do|is|are|should|can|could|will|would|when|where|which is|explain|tell me about)\b|\?\s*$/;
/** Words of a question about how things are, whatever else the message asks. */
const KNOWLEDGE_WORDS =
  /\bvs\.?\b|\bversus\b|\bdifference\b|\bwhich (?:one |seal |label )?is better\b|\b\w+,? or [\w -]+, which\b|\bwhat (?:is|are|does|do)\b|\bwhy\b|\bhow (?:do|does|long|to|can)\b|\bdoes (?:it|\w+) (?:work|help|make|do|cause|matter|affect)\b|\bexplain\b|\bmean\b|\bwork\b/;
/** Weaker signs, which count only when the message does not also ask for products by category. */
const KNOWLEDGE_HINTS = /\bwhat'?s (?:the|a)\b|\bis (?:it|[\w-]+(?: [\w-]+)?) (?:worth|safe|bad|good|ok|okay|dangerous|true|needed)\b/;
const RECOMMEND_WORDS =
  /\bbest\b|\brecommend\w*|\bsuggest\w*|\bgood\b|\bany(?:thing|one)?\b|\bsomething\b|\boptions?\b|\bpicks?\b|\btop\b|\bwhich (?:one|product|brand|protein|pre-workout|\w+ should)\b|\bwhat (?:\w+ )?(?:should|can|could|do) i (?:take|use|buy|get|try|drink|pack|grab)\b|\blooking for\b|\bdo you (?:have|carry|sell|trust)\b|\bis there\b|\btrust\b|\brecs?\b|\bwhat works\b/;
/** "I need", "for my ..." ask for products only when the message is not a knowledge or dosing question. */
const RECOMMEND_HINTS = /\bneed\b|\bwant\b|\bhelp (?:with|me)\b|\bfor (?:my |a |the )?\w+/;
const PLAN_WORDS = /\bstacks?\b|\bplan\b|\broutine\b|\bregimen\b|\bkit\b|\bbasic (?:stack|setup|supplements)\b/;
const COMPARE_WORDS = /\bcompare\w*|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is better\b|\bbetter than\b|\bor the\b/;
const COURTESY = /^(?:thanks|thank you|thank u|thx|ty|cheers|ok|okay|cool|great|got it|perfect|awesome|nice|appreciate it|hi|hello|hey|yo|good (?:morning|afternoon|evening)|roger|copy)\b[\s!.,a-z]{0,20}$/;

// ---------------------------------------------------------------------------------------------
// The conversation
// ---------------------------------------------------------------------------------------------

/** The text without the names of the products it names: "(90 vegetarian capsules)" states nothing about the person. */
function withoutNames(normalized: string, named: readonly NamedProduct[]): string {
  return named.reduce((text, p) => text.split(p.name.toLowerCase()).join(" "), normalized);
}

interface ConversationState {
  categories: CategoryId[];
  constraints: Map<string, Constraint>;
  avoid: Map<string, Avoid>;
  conditions: ConditionId[];
  duties: DutyId[];
  stimulantPreference: StimulantPreference | null;
  /** The products the person last asked about by name. */
  named: string[];
}

function applyMessage(state: ConversationState, message: string, names: ProductNameIndex): void {
  const normalized = normalizeMessage(message);
  const plan = PLAN_WORDS.test(normalized);
  const named = productsNamedIn(message, names);
  const categories = categoriesNamed(normalized, plan);
  const productCategories = [...new Set(named.map((p) => p.category))];
  const next = categories.length ? categories : productCategories;
  if (next.length) {
    // A new topic keeps the person's diet and limits; the form asked for belonged to the old one.
    if (next[0] !== state.categories[0]) state.constraints.delete("form");
    state.categories = next;
  }
  if (named.length) state.named = named.map((p) => p.id);
  const stated = statedConstraints(withoutNames(normalized, named), { forms: named.length === 0 });
  // The spec's short answers ("no stim") set the stim preference, not a constraint.
  if (detectStimulantPreference(message)) stated.constraints = stated.constraints.filter((c) => c.kind !== "exclude" || c.ingredient !== "caffeine");
  for (const lift of stated.lifts) for (const [key, c] of state.constraints) if (lift(c)) state.constraints.delete(key);
  for (const c of stated.constraints) state.constraints.set(constraintKey(c), c);
  for (const a of stated.avoid) state.avoid.set(a.ingredient, a);
  for (const id of conditionsIn(message)) if (!state.conditions.includes(id)) state.conditions.push(id);
  for (const id of dutiesIn(message)) if (!state.duties.includes(id)) state.duties.push(id);
  const answer = detectStimulantPreference(message);
  // "stim" after "no stim" takes the caffeine limit back.
  if (answer === "stim") state.constraints.delete("caffeine");
  state.stimulantPreference = answer ?? state.stimulantPreference;
}

/** The topic words of a message, for the article search: what it is about, without the filler. */
const TOPIC_STOPWORDS = new Set(
  (
    "a an the i i'm im me my mine you your we our is are was were be been am do does did can could should would will shall may might " +
    "what whats what's why how when where which who whom that this these those it its it's of to in on for from with without about into " +
    "and or but if so as at by any some anything something much many more most less least very really just also too " +
    "get got take taking use using need want like know tell please pls thanks ok okay good best give have has had there their them they " +
    "during while a-day one ones actually exactly ever maybe probably kind sort thing things stuff guys"
  ).split(" "),
);

/**
 * How people name things our articles name otherwise: the article's words are added to the
 * topic (a fitness test by any service's name is a "PT test"; "UL" is the "upper limit").
 */
const SEARCH_SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:acft|apft|aft|pft|prt|cft|prt|fitness test)\b/, "pt test"],
  [/\bul\b|\bmax(?:imum)? (?:safe )?(?:dose|amount)\b|\b(?:vitamin|magnesium|zinc|iu|mcg)\b.*\b(?:too much|ok|okay|safe)\b/, "upper limit"],
  [/\b(?:sertraline|zoloft|fluoxetine|prozac|escitalopram|lexapro|citalopram|celexa|paroxetine|paxil)\b/, "ssri"],
  [/\b(?:lot|batch) (?:number|code|#)\b/, "lot batch"],
  [/\bpop(?:ped)? (?:hot|positive)\b|\bfail(?:ed)? (?:a |my )?(?:drug |urine )?test\b|\burinalysis\b|\bua\b/, "positive test"],
  [/\bsalty sweater\b|\bsalt(?:y)? (?:stains?|crust)\b/, "sodium"],
  [/\btainted\b|\bspiked\b|\bcontaminated\b|\bsketchy\b/, "questionable"],
  [/\bnights\b|\bmids\b|\bgraveyard\b/, "night shift"],
  [/\bhow many mg\b|\bwhat dose\b|\bdosage\b|\bhow much (?:melatonin|creatine|caffeine|vitamin|magnesium|zinc)\b/, "dose"],
];

/**
 * What a question can be about: ingredients, products, seals, limits and the conditions our
 * guides cover. A topic word among these weighs more in choosing a passage than a word about
 * circumstances ("after", "night"), and a question with none of them ("when should I stop?")
 * is about the subject of the conversation's previous question.
 */
const SUBJECTS =
  /^(?:caffeine|coffee|energy|drinks?|pre-workout|melatonin|creatine|protein|whey|casein|plant|vitamin|[dk]|magnesium|zinc|sodium|salt|electrolytes?|water|hydration|heat|sleep|nsf|informed|certification|certified|seals?|lot|batch|labels?|dod|prohibited|geranium|dmaa|dmha|synephrine|5-htp|ssri|antidepressants?|warfarin|fish|omega-3|omega|ashwagandha|wort|blends?|weigh-in|tainted|questionable|positive|lactose|dairy|vegan|gluten)$/;

export function isSubjectWord(word: string): boolean {
  return SUBJECTS.test(word);
}

export function topicWords(normalized: string): string {
  const words = `${normalized} ${SEARCH_SYNONYMS.filter(([pattern]) => pattern.test(normalized)).map(([, add]) => add).join(" ")}`
    .replace(/[^a-z0-9\s-]/g, " ")
    .replace(/\bvitamins? ([dk])\b/g, "vitamin $1")
    .split(/\s+/)
    .filter((w, i, all) => (w.length > 1 || (/^[dk]$/.test(w) && all[i - 1] === "vitamin")) && !TOPIC_STOPWORDS.has(w));
  // A dose of pre-workout or an energy drink is a caffeine question, whether or not it says so;
  // other questions about them ("the geranium thing on pre-workout labels") are not.
  const dose = DOSING_WORDS.test(normalized) || /\bscoops?\b|\bstims?\b/.test(normalized);
  if (dose && /pre-workout|energy drinks?|\bstims?\b|\bscoops?\b/.test(normalized) && !words.includes("caffeine")) words.push("caffeine");
  return [...new Set(words)].join(" ");
}

function picksOf(answer: string, products: readonly NamedProduct[]): string[] {
  return productsInAnswer(answer, products).map((p) => p.id);
}

export function understand(input: UnderstandInput): Understanding {
  const { message, history, products, names, hints = {} } = input;
  const normalized = normalizeMessage(message);

  const state: ConversationState = {
    categories: [],
    constraints: new Map(),
    avoid: new Map(),
    conditions: [],
    duties: [],
    stimulantPreference: null,
    named: [],
  };
  const answers: string[][] = [];
  for (const entry of history) {
    if (entry.role === "user") applyMessage(state, entry.content, names);
    else answers.push(picksOf(entry.content, products));
  }
  // The client's hints fill in what the history (at most six messages) no longer shows.
  const hinted = hints.category ?? hints.lastCategory;
  if (!state.categories.length && hinted) state.categories = [hinted];
  state.stimulantPreference ??= hints.stimulantPreference ?? null;
  const conversationCategories = [...state.categories];

  const namedHere = productsNamedIn(message, names);
  const plan = PLAN_WORDS.test(normalized);
  const categoriesHere = categoriesNamed(normalized, plan);
  applyMessage(state, message, names);

  const previousPicks = answers.at(-1) ?? [];
  const byName = new Map(products.map((p) => [p.name.toLowerCase(), p.id]));
  const suggestedBefore = [
    ...new Set([...answers.flat(), ...(hints.previouslySuggested ?? []).map((n) => byName.get(n.trim().toLowerCase())).filter((id): id is string => !!id)]),
  ];

  const stimAnswer = detectStimulantPreference(message);
  const moreOptions = isMoreOptionsRequest(message) || (hints.isMoreOptionsRequest ?? false) || /^\s*more\b[\s!.?]*$/i.test(message);
  const ranking = rankingIn(normalized);
  const dose = doseIn(normalized);
  const newConditions = conditionsIn(message);
  const stated = statedConstraints(withoutNames(normalized, namedHere), { forms: namedHere.length === 0 });

  // References resolve against the latest answer's picks, or the product last named.
  let reference = namedHere.length ? null : referenceIn(normalized);
  let focus: string[] = namedHere.map((p) => p.id);
  if (reference && !focus.length) {
    if (reference.kind === "picks") {
      focus = reference.indexes.map((i) => (i < 0 ? previousPicks.at(i) : previousPicks[i])).filter((id): id is string => !!id);
    } else if (reference.kind === "it") {
      const lone = previousPicks.length === 1 ? previousPicks : state.named.length ? state.named : [];
      focus = lone.length ? [lone[0]] : [];
    } else {
      focus = [...previousPicks];
    }
    // "A protein that fits that too" names a new category: the earlier product is not what it is about.
    const focusCategories = focus.map((id) => products.find((p) => p.id === id)?.category);
    if (reference?.kind !== "picks" && categoriesHere.length && !focusCategories.some((c) => c && categoriesHere.includes(c))) focus = [];
    if (!focus.length) reference = null;
  }

  const categories = categoriesHere.length
    ? categoriesHere
    : focus.length
      ? [...new Set(focus.map((id) => products.find((p) => p.id === id)?.category).filter((c): c is CategoryId => !!c))]
      : conversationCategories;

  // Intents, the most pressing first; nothing but courtesy and the truly unrelated is out of scope.
  const intents: ChatIntent[] = [];
  const question = QUESTION.test(normalized) || /\?/.test(message);
  const followUp = history.length > 0 && (reference !== null || /\b(?:it|that|this|those|them|one|ones|what about|and|also|too)\b/.test(normalized));
  // A question with no subject of its own carries on from the previous question's subject
  // ("what dose did the studies use?" after a melatonin question is about melatonin).
  const ownTopic = topicWords(normalized);
  const lastQuestion = [...history].reverse().find((entry) => entry.role === "user");
  const inheritedTopic =
    lastQuestion && !ownTopic.split(" ").some(isSubjectWord) && namedHere.length === 0 && categoriesHere.length === 0
      ? topicWords(normalizeMessage(lastQuestion.content))
          .split(" ")
          .filter(isSubjectWord)
          .join(" ")
      : "";
  const inScope =
    isInScope(normalized) ||
    categoriesHere.length > 0 ||
    namedHere.length > 0 ||
    focus.length > 0 ||
    stated.constraints.length > 0 ||
    stated.avoid.length > 0 ||
    newConditions.length > 0 ||
    dutiesIn(message).length > 0 ||
    INGREDIENT_STATUS.test(normalized) ||
    ACUTE_SYMPTOMS.test(normalized) ||
    stimAnswer !== null ||
    moreOptions ||
    (followUp && conversationCategories.length > 0);
  if (ACUTE_SYMPTOMS.test(normalized)) intents.push("urgent");
  if (inScope) {
    if (INGREDIENT_STATUS.test(normalized)) intents.push("ingredient");
    if (newConditions.length || INTERACTION_WORDS.test(normalized)) intents.push("interaction");
    const dosing =
      (DOSING_WORDS.test(normalized) || dose !== null) && (question || /\bloading\b|\bper day\b/.test(normalized)) && !CONTAINER_QUESTION.test(normalized);
    if (dosing) intents.push("dosing");
    const comparing = COMPARE_WORDS.test(normalized) && (focus.length >= 2 || (reference?.kind === "picks" && reference.indexes.length >= 2));
    if (comparing) intents.push("compare");
    if (focus.length && !comparing && !moreOptions) intents.push("product");
    if (plan && (categoriesHere.length >= 2 || /\bstack\b/.test(normalized))) intents.push("plan");
    if (moreOptions) intents.push("more-options");
    const strongAsk = RECOMMEND_WORDS.test(normalized) && (categoriesHere.length > 0 || !KNOWLEDGE_WORDS.test(normalized));
    const knowledge =
      question && !(ranking && focus.length) && (KNOWLEDGE_WORDS.test(normalized) || (KNOWLEDGE_HINTS.test(normalized) && !(strongAsk && categoriesHere.length)));
    if (knowledge) intents.push("knowledge");
    const asksForProducts =
      strongAsk ||
      (RECOMMEND_HINTS.test(normalized) && !knowledge && !dosing) ||
      stimAnswer !== null ||
      ranking !== null ||
      stated.constraints.length > 0 ||
      stated.avoid.length > 0;
    if (asksForProducts || (!question && categoriesHere.length) || (!intents.length && categories.length)) intents.push("recommend");
    if (!intents.length) intents.push(question ? "knowledge" : "recommend");
  } else {
    intents.push(COURTESY.test(normalized.trim()) ? "courtesy" : "out-of-scope");
  }

  const single = ranking !== null && (/\bwhich\b|\bthe cheapest\b|\bcheapest\b|\bleast\b|\bmost\b/.test(normalized) || reference !== null);

  return {
    message,
    normalized,
    intents,
    intent: intents[0],
    categories,
    constraints: [...state.constraints.values()],
    avoid: [
      ...state.avoid.values(),
      ...state.conditions.flatMap((id) => conditionRule(id).avoid).filter((a, i, all) => all.findIndex((b) => b.ingredient === a.ingredient) === i),
    ],
    stimulantPreference: stimAnswer ?? inlineStimulantPreference(normalized) ?? state.stimulantPreference,
    conditions: state.conditions,
    newConditions,
    duties: state.duties,
    namedProductIds: namedHere.map((p) => p.id),
    focusProductIds: focus,
    reference,
    ranking,
    single,
    previousPicks,
    suggestedBefore,
    moreOptions,
    dose,
    topic: [...new Set(`${inheritedTopic} ${ownTopic}`.trim().split(" "))].join(" "),
    // Not a question about earlier picks ("which of those is cheapest?"): that one ranks them.
    asksAbout: inScope && question && reference === null && ranking === null && (intents.includes("knowledge") || !RECOMMEND_WORDS.test(normalized)),
  };
}
