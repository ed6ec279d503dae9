/*
 * The words a message is about, for the article search: its own words without filler, the
 * words our articles use for the same things, and which of them name a subject.
 */

/** Words of a question about amounts. */
export const DOSING_WORDS =
  /\bhow (?:much|many)\b|\bdos(?:e|es|age|ing)\b|\bloading\b|\bload\b|\bper day\b|\ba day\b|\btoo much\b|\bupper limit\b|\bmax(?:imum)? (?:dose|amount|caffeine|intake)\b|\bdouble\b|\bsafe amount\b/;

/** A body weight said ("170 lb dude", "80 kg", "im 125 lbs"): the number and its unit. */
export const BODY_WEIGHT = /\b(\d{2,3})\s*(lbs?|pounds?|kg|kgs|kilos?)\b/;

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
  // "How much tho (melatonin)?": a follow-up's amount question with the subject it carries.
  [/\bhow many mg\b|\bwhat dose\b|\bdosage\b|\bhow (?:much|many)\b(?:[^.!?]*\()?\s*(?:melatonin|creatine|caffeine|vitamin|magnesium|zinc)\b/, "dose"],
];

/**
 * What a question can be about: ingredients, products, seals, limits and the conditions our
 * guides cover. A topic word among these weighs more in choosing a passage than a word about
 * circumstances ("after", "night"), and a question with none of them ("when should I stop?")
 * is about the subject of the conversation's previous question.
 */
const SUBJECTS =
  /^(?:caffeine|coffee|energy|drinks?|pre-workout|melatonin|creatine|protein|whey|casein|plant|vitamin|[dk]|magnesium|zinc|b12|iron|calcium|iodine|folate|beta-alanine|citrulline|sodium|salt|electrolytes?|water|hydration|heat|sleep|nsf|informed|certification|certified|seals?|lot|batch|labels?|dod|prohibited|geranium|dmaa|dmha|synephrine|5-htp|ssri|antidepressants?|warfarin|fish|omega-3|omega|ashwagandha|wort|blends?|weigh-in|tainted|questionable|positive|lactose|dairy|vegan|gluten)$/;

export function isSubjectWord(word: string): boolean {
  return SUBJECTS.test(word);
}

/** A word a follow-up with no subject of its own carries from the question before: the subjects, and the body part a goal is about ("joints"). */
export function isCarriedWord(word: string): boolean {
  return SUBJECTS.test(word) || /^(?:joints?|knees?)$/.test(word);
}

/** Water as the way a pill goes down or a powder is mixed ("swallow with water"): how it is taken, not what it is about. */
const TAKEN_WITH_WATER = /\b(?:swallow|take|down|wash|chase|mix)\w*(?: \w+){0,3}? (?:with|in|into) (?:a glass of |some |a bit of )?water\b/g;

export function topicWords(normalized: string): string {
  const asked = normalized.replace(TAKEN_WITH_WATER, (m) => m.replace(/\bwater\b/, " "));
  const words = `${asked} ${SEARCH_SYNONYMS.filter(([pattern]) => pattern.test(asked)).map(([, add]) => add).join(" ")}`
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

