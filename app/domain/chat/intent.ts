import type { CategoryId } from "~/domain/categories";

/**
 * Intent rules of CLEARED AI, shared by the server's answer engine and the client's context
 * builder and offline answers, so both read a message the same way.
 */

/** Keyword -> category, in the order categories are tested (docs/product.md §5.3). */
export const CATEGORY_KEYWORDS: ReadonlyArray<readonly [keyword: string, category: CategoryId]> = [
  ["pre-workout", "pre-workout"],
  ["preworkout", "pre-workout"],
  ["pre workout", "pre-workout"],
  ["protein", "protein-recovery"],
  ["recovery", "protein-recovery"],
  ["vitamin", "vitamins"],
  ["vitamins", "vitamins"],
  ["multivitamin", "vitamins"],
  ["multi-vitamin", "vitamins"],
  ["multi vitamin", "vitamins"],
  ["hydration", "hydration"],
  ["electrolyte", "hydration"],
  ["hydrate", "hydration"],
  ["sleep", "sleep"],
  ["melatonin", "sleep"],
  ["health", "health-wellness"],
  ["wellness", "health-wellness"],
  ["omega", "health-wellness"],
  ["fish oil", "health-wellness"],
];

/**
 * The category of the keyword that occurs first in the text (case-insensitive substring), or
 * null. Position wins over map order so "sleep recovery" is a sleep question.
 */
export function detectCategory(text: string): CategoryId | null {
  const lower = text.toLowerCase();
  let best: { at: number; category: CategoryId } | null = null;
  for (const [keyword, category] of CATEGORY_KEYWORDS) {
    const at = lower.indexOf(keyword);
    if (at !== -1 && (best === null || at < best.at)) best = { at, category };
  }
  return best?.category ?? null;
}

export type StimulantPreference = "stim" | "no-stim";

const STIM_MESSAGES = new Set(["stim", "stimulant", "with stim", "yes stim", "stimulants"]);
const NO_STIM_MESSAGES = new Set([
  "no-stim",
  "no stim",
  "non-stim",
  "without stim",
  "no stimulant",
  "no stimulants",
]);

/**
 * A stimulant preference is set only by one of the exact short answers to "stim or no-stim?".
 * Case, surrounding spaces and trailing punctuation are forgiven; anything longer is not a match,
 * so "no stim pre-workout please" is read as a category question instead.
 */
export function detectStimulantPreference(message: string): StimulantPreference | null {
  const normalized = message.trim().toLowerCase().replace(/[.!?]+$/, "").trim();
  if (STIM_MESSAGES.has(normalized)) return "stim";
  if (NO_STIM_MESSAGES.has(normalized)) return "no-stim";
  return null;
}

const MORE_WORDS = ["other", "more", "additional", "else", "different", "alternative"];
const OPTION_WORDS = ["options", "choices", "recommendations", "products", "suggestions"];

/** A more-options request pairs a "more" word with an "options" word anywhere in the phrase. */
export function isMoreOptionsRequest(message: string): boolean {
  const lower = message.toLowerCase();
  // "Ok what else", "anything else?", "others?", "what else you got": more of the same kind.
  if (/^\W*(?:(?:ok(?:ay)?|so|and|alright|cool|k)\W+)*(?:what|anything|any|something|which) else\b(?! (?:should|can|do|does|is|are|would|could|helps? (?:with|for)))|^\W*(?:(?:ok(?:ay)?|any|and|what about|got any)\W+)*others\W*$/.test(lower)) return true;
  return MORE_WORDS.some((w) => lower.includes(w)) && OPTION_WORDS.some((w) => lower.includes(w));
}

/**
 * Questions that belong to a medical provider rather than a supplement guide: symptoms and
 * conditions, prescriptions and interactions, pregnancy, and doses above the label.
 */
const MEDICAL_PATTERNS: readonly RegExp[] = [
  /\bsymptoms?\b/,
  /\bdiagnos/,
  /\bchest pains?\b/,
  /\bpalpitations?\b/,
  /\bheart (?:is )?(?:racing|pounding|condition|problems?|disease|arrhythmia)\b/,
  /\bdizz(?:y|iness)\b/,
  /\bfaint(?:ed|ing)?\b/,
  /\bshort(?:ness)? of breath\b/,
  /\bblood pressure\b|\bhypertension\b/,
  /\bdiabet/,
  /\bkidneys?\b|\bliver\b/,
  /\bseizures?\b/,
  /\bside effects?\b/,
  /\ballerg(?:y|ic|ies)\b/,
  /\bpregnan|\bbreast-?feed|\bnursing\b/,
  /\bprescri(?:be|bed|ption|ptions)\b/,
  /\bmedications?\b|\bmeds\b|\bantidepressants?\b|\bssris?\b|\badderall\b|\bwarfarin\b|\bblood thinners?\b|\binsulin\b/,
  /\binteract(?:s|ion|ions)? with\b/,
  /\bover ?dos(?:e|ed|ing)\b|\bmega-?dos(?:e|es|ing)\b/,
  /\bhow much is too much\b/,
  /\b(?:double|triple|twice|extra|exceed(?:ing)?|more than|above|over|higher than|beyond)\b.{0,40}\b(?:dose|dosage|doses|scoops?|servings?|label|recommended)\b/,
  /\b(?:2|3|4|5|two|three|four|five) (?:scoops|servings|doses)\b.{0,30}\b(?:at once|a day|per day|daily|together)\b/,
];

export function isMedicalQuestion(message: string): boolean {
  const lower = message.toLowerCase();
  return MEDICAL_PATTERNS.some((pattern) => pattern.test(lower));
}

/** Words that place a message inside the assistant's topic (supplements, training, safety). */
const TOPIC_PATTERN =
  /\b(?:supplements?|vitamins?|minerals?|protein|creatine|caffeine|pre-?workouts?|stims?|stimulants?|electrolytes?|omega|fish oil|melatonin|magnesium|zinc|iron|probiotics?|collagen|beta[- ]?alanine|citrulline|bcaas?|eaas?|amino|whey|casein|ashwagandha|nsf|informed (?:sport|choice)|usp|opss|dod|prohibited|banned|ingredients?|certifi\w*|dos(?:e|age|ing)|servings?|energy|focus|endurance|strength|muscles?|perform\w*|recover\w*|fatigue|tired|workouts?|training|train|lifting|ruck\w*|pt test|acft|cardio|running|gym|fitness|nutrition|diet|health\w*|immun\w*|joints?|hydrat\w*|stack|products?|brands?|deploy\w*|sleep|rest|cleared|lot numbers?|lots?|batch(?:es)?|labels?|tubs?|scoops?|capsules?|gummies|tablets?|third[- ]party|tested|blends?|proprietary|groggy|cramp\w*|water|drug tests?|geranium|dmaa|dmha|synephrine|bitter orange|fat burners?|sarms?|red flags?|pt|pft|apft|coffee|energy drinks?|monsters?|celsius|rip ?its?|red ?bulls?)\b|\b\d{2,4} ?mg\b/;

/** True when the message is about supplements, training or supplement safety at all. */
export function isInScope(message: string): boolean {
  const lower = message.toLowerCase();
  return detectCategory(lower) !== null || TOPIC_PATTERN.test(lower);
}

/** Questions asking whether something is allowed, banned or safe to take in uniform. */
export function isSafetyQuestion(message: string): boolean {
  return /\b(?:banned|prohibited|illegal|legal|allowed|approved|safe|dod|opss|drug tests?|pop (?:on|positive))\b/.test(
    message.toLowerCase(),
  );
}

const STIM_FREE_RUN_DOWN =
  /\b(?:(?:non|no|zero)[- ]?stims?|stim[- ]?free|caffeine[- ]free)\b[^.!?]{0,30}\b(?:trash|garbage|junk|useless|pointless|a waste|weak|a joke|worthless|sucks?|for (?:wimps|quitters|the weak|babies)|(?:do(?:es)?|did) nothing|(?:don'?t|doesn'?t|do not|does not|dont) (?:work|do (?:anything|shit|jack|a thing)))\b/;
/** A pre-workout wished to be felt ("a pre that actually hits", "one that slaps"): the stimulant kind. */
const PRE_THAT_HITS = /\b(?:pre(?:-?workouts?)?|one|something) that (?:actually |really |still )?(?:hits|slaps|kicks|wakes me up|i can (?:actually )?feel)\b|\b(?:hits|kicks) (?:hard|different)\b/;
const WANTS_MORE_STIM =
  /(?<!\b(?:no|any|not|don'?t want|dont want|don'?t need|dont need) )\b(?:most|max(?:imum)?|highest|more|extra|high|heavy|strongest) (?:caffeine|caff|stims?|stimulants?)\b|\bi (?:live|run) on (?:caffeine|stims?|energy drinks|monsters|pre)\b|\b(?:caffeine|stims?) (?:is|are) life\b/;

/**
 * A stim preference stated inside a longer question ("best caffeine-free pre-workout"). Unlike
 * the exact answers above it applies to that question only and is not remembered.
 */
export function inlineStimulantPreference(message: string, whole = message): StimulantPreference | null {
  const lower = message.toLowerCase();
  // Stim-free run down ("no stim pre is trash", "non stims don't do anything for me"), or the most asked for: a wish for
  // stimulants, read on the whole message (its own clause reads as a dismissal) unless someone else is quoted saying it.
  const said = /\b(?:says?|said|thinks?|swears?|told me)\b/.test(whole) ? lower : whole.toLowerCase();
  if (STIM_FREE_RUN_DOWN.test(said) || WANTS_MORE_STIM.test(said)) return "stim";
  if (/\b(?:non|no|zero)[- ]?stim|\bstim(?:ulant)?[- ]free\b|\bcaffeine[- ]free\b|\b(?:without|no|zero) (?:caffeine|stim)/.test(lower)) {
    return "no-stim";
  }
  // "Caffeine is fine" said to take a "no caffeine" back answers "stim or no-stim?" too.
  if (/(?<!\b(?:is|are|if|whether) )\b(?:caffeine|stims?)(?:'?s)? (?:is |are )?(?:fine|ok(?:ay)?)\b(?! (?:for|to|with|if|in|on|at|during|before|after|while))/.test(lower)) return "stim";
  if (/\b(?:with|high|full)[- ]stim|\bwith caffeine\b|\bcaffeinated\b|\bstim pre-?workout|\b(?:want|need|like|love)\s+(?:the |a |some |my )?(?:kick|buzz|jolt|caffeine|stims?)\b|\b(?:that|with a|has a|got a) kick(?:s|ing)?\b/.test(lower)) return "stim";
  if (PRE_THAT_HITS.test(lower)) return "stim";
  return null;
}
