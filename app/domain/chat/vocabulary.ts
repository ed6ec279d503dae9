import type { CategoryId } from "~/domain/categories";
import { editDistance } from "~/domain/safety/match-keys";
import { CATEGORY_KEYWORDS } from "./intent";

/*
 * How people write about supplements: slang, short forms and typos, turned into the words the
 * keyword rules know ("preworkut" -> "preworkout", "lytes" -> "electrolytes"), and the extra
 * words that point at a category beyond the spec's keyword map.
 */

/** Whole words that mean a known term. */
const SLANG: Record<string, string> = {
  supps: "supplements",
  supp: "supplement",
  sups: "supplements",
  suppz: "supplements",
  supplemets: "supplements",
  suplements: "supplements",
  pre: "pre-workout",
  preworkouts: "pre-workout",
  prewo: "pre-workout",
  stims: "stim pre-workout",
  lytes: "electrolytes",
  electros: "electrolytes",
  slep: "sleep",
  sleeep: "sleep",
  oyl: "oil",
  multi: "multivitamin",
  multis: "multivitamin",
  vit: "vitamin",
  vits: "vitamins",
  vitd: "vitamin d",
  d3: "vitamin d",
  mag: "magnesium",
  protien: "protein",
  protine: "protein",
  prot: "protein",
  omegas: "omega",
  fishoil: "fish oil",
  zzz: "sleep",
  caf: "caffeine",
  caff: "caffeine",
  // Short everyday words typed fast: the rules read "what should I", so "wat shuld i" must reach them.
  shuld: "should",
  shud: "should",
  shoud: "should",
  shoudl: "should",
  sould: "should",
  shld: "should",
  wat: "what",
  wut: "what",
  wht: "what",
  waht: "what",
  befor: "before",
  b4: "before",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomorow: "tomorrow",
  reccomend: "recommend",
  recomend: "recommend",
};

/** Terms typos are corrected towards: only long words, so short everyday words are left alone. */
const VOCABULARY = [
  "preworkout",
  "protein",
  "electrolytes",
  "electrolyte",
  "melatonin",
  "multivitamin",
  "vitamin",
  "vitamins",
  "magnesium",
  "hydration",
  "creatine",
  "caffeine",
  "recovery",
  "supplement",
  "supplements",
  "probiotic",
  "ashwagandha",
  "stimulant",
  "collagen",
  "omega",
];

/** Everyday words near a vocabulary term that must stay as written. */
const KEEP = new Set(["recover", "protect", "supplemental", "stimulate", "stimulated", "electric", "collage", "calories"]);

function correct(word: string): string {
  const slang = SLANG[word];
  if (slang) return slang;
  if (word.length < 5 || KEEP.has(word) || VOCABULARY.includes(word)) return word;
  let best: { term: string; d: number } | null = null;
  for (const term of VOCABULARY) {
    if (term.length < 6 && word.length < 6) continue;
    // The first letter is kept: typos there turn ordinary words into terms.
    if (term[0] !== word[0]) continue;
    const max = word.length >= 9 ? 2 : 1;
    const d = editDistance(word, term, max);
    if (d <= max && (!best || d < best.d)) best = { term, d };
  }
  return best?.term ?? word;
}

/** The message in lower case with slang and typos replaced by the terms the rules know. */
export function normalizeMessage(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // An abbreviation used as a verb ("PCS'd", "TDY'd") is one word, not the word and the vitamin "d".
    .replace(/\b(pcs|tdy|ets)'d\b/g, "$1ed")
    // "pre workout" in two words is the product, one word, not "pre" (read as the product) beside a workout.
    .replace(/\bpre[ -]?work ?out(s?)\b/g, "pre-workout$1")
    // Parts of hyphenated words ("pre-deployment", "non-stim") are left as written.
    .replace(/(?<![a-z0-9-])[a-z][a-z0-9]*(?![a-z0-9-])/g, (word) => correct(word));
}

/**
 * Words that point at a category beyond the spec's keyword map, by what the catalogue holds in
 * each: magnesium products are in Sleep, omega-3 and probiotics in Health & Wellness.
 */
const EXTRA_CATEGORY_TERMS: ReadonlyArray<readonly [RegExp, CategoryId]> = [
  [/\bstims?\b|(?<!\b(?:insulin|on an?) |\b(?:diabet\w*|insulin|t1d|type (?:1|one))\b[^.?!]{0,30})\bpump\b|\bleg day\b|\bpre-workout\b|\bstay (?:sharp|awake|alert)\b|\balertness\b|\benergy\b[^.?!]{0,24}\b(?:training|workouts?|lifting|the gym)\b/, "pre-workout"],
  [/\bsore(?:ness)?\b|\bdoms\b|\bwhey(?:'?s)?\b|\bcasein\b|\bshakes?\b|\bisolate\b|\bcollagen\b|\bamino acids?\b|\beaas?\b|\bbcaas?\b|\bmuscle gain\b|\bbulk(?:ing)?\b|\bgainers?\b|\bprotein bars?\b|\brtds?\b|\bready[- ]to[- ]drink\b/, "protein-recovery"],
  [/\bmultivitamin\b|\bvitamin [dk]\b|\bd3\b/, "vitamins"],
  [/\belectrolytes?\b|\bsodium\b|\bsalt (?:tabs?|tablets?|caps?)\b|\bcramp\w*\b|\bdehydrat\w*|\bthirst\w*|\bsweat\w*|\bendurance\b|\bstamina\b|\bsports? drinks?\b|\bgatorade\b|\bpowerade\b|\bdrink mix\w*|\bcarb(?:ohydrate)? (?:drinks?|powders?|mix(?:es)?|gels?|chews?)\b|\bcarbs? (?:during|on|for) (?:long |the |my |a )?(?:rucks?|runs?|marches|hikes?|road marches)\b/, "hydration"],
  [/\bfish oil\b|\bomega\b|\bepa\b|\bdha\b|\bprobiotics?\b|\bzinc\b|\bashwagandha\b|\bjoints?\b/, "health-wellness"],
  [/\bmagnesium\b|\binsomnia\b|\bfall asleep\b|\bstay asleep\b|\bsleep aids?\b/, "sleep"],
];

/**
 * Words that name a category only when nothing else does: "my gut can't handle milk, protein?"
 * is about protein, "stressed about the board, need sleep" about sleep; "something for my gut" is
 * Health & Wellness.
 */
const WEAK_CATEGORY_TERMS: ReadonlyArray<readonly [RegExp, CategoryId]> = [[/\bgut\b|\bstress\b|\bimmun\w*/, "health-wellness"]];

/** Words of a plan across categories that do not name one ("a stack for ruck and recovery"). */
const PLAN_CATEGORY_TERMS: ReadonlyArray<readonly [RegExp, CategoryId]> = [
  [/\benergy\b|\bfocus\b|\blift(?:ing)?\b|\bstrength\b|\bpt\b|\bacft\b/, "pre-workout"],
  [/\brucks?\b|\bruck(?:ing|march)\b|\bheat\b|\bendurance\b|\brun(?:s|ning)?\b/, "hydration"],
  [/\brecover(?:y)?\b|\bmuscle\b/, "protein-recovery"],
  [/\bbasics?\b|\bgaps?\b|\bhealth\b/, "vitamins"],
];

export interface CategoryMention {
  category: CategoryId;
  at: number;
}

function mentions(text: string, rules: ReadonlyArray<readonly [RegExp, CategoryId]>): CategoryMention[] {
  const found: CategoryMention[] = [];
  for (const [pattern, category] of rules) {
    const at = text.search(pattern);
    if (at !== -1) found.push({ category, at });
  }
  return found;
}

/** "Healthy" said of the person ("im 22 and healthy", "healthy 30yo"), which names no product. */
const HEALTHY_SELF = /\b(?:(?:i'?m|i am|am|and|otherwise|pretty|perfectly|totally|generally|very|super|young|fit|\d+\s*(?:yo|y\/o|m|f)?|,)\s+healthy\b|healthy\s+(?:\d+|young|adult|guy|dude|male|female|man|woman|soldier|marine|airman|sailor)\b)/g;

/**
 * Categories a normalized message names, in order of first mention: the spec's keyword map,
 * then the words above. With `plan` set, the looser words of a plan count too.
 */
/** Words that hold a category keyword without naming the category: creatine monohydrate is no hydration product. */
const HOLDS_A_KEYWORD = /\b(?:mono|carbo|di|tri)hydrates?\b/g;

export function categoriesNamed(said: string, plan = false): CategoryId[] {
  const found: CategoryMention[] = [];
  const normalized = said.replace(HOLDS_A_KEYWORD, (m) => " ".repeat(m.length));
  for (const [keyword, category] of CATEGORY_KEYWORDS) {
    const at = (keyword === "health" ? normalized.replace(HEALTHY_SELF, (m) => " ".repeat(m.length)) : normalized).indexOf(keyword);
    if (at !== -1) found.push({ category, at });
  }
  found.push(...mentions(normalized, EXTRA_CATEGORY_TERMS));
  if (plan) found.push(...mentions(normalized, PLAN_CATEGORY_TERMS));
  if (!found.length) found.push(...mentions(normalized, WEAK_CATEGORY_TERMS));
  const ordered: CategoryId[] = [];
  for (const m of found.sort((a, b) => a.at - b.at)) if (!ordered.includes(m.category)) ordered.push(m.category);
  return ordered;
}
