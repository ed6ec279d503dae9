/*
 * The subjects a paragraph of an answer can be about, each with the words that mark it in our own
 * text and the words by which a person raises it. ./lead-on-topic.ts compares the two: a paragraph
 * whose subjects the person never raised is not what they asked. A subject without `raisedBy` is
 * raised by its own marks. Marks are matched on lower-cased text.
 */

export interface Subject {
  id: string;
  /** Words that say a paragraph is about it. */
  marks: RegExp;
  /** Words by which a person raises it, when they differ from the marks. */
  raisedBy?: RegExp;
  /**
   * A canned aside of its own (mail to a trainee, tiredness from a medicine, a vegan's B12): a
   * paragraph that carries it anywhere is about it, whatever its first sentence leads with.
   */
  decisive?: true;
}

export const SUBJECTS: readonly Subject[] = [
  { id: "protein", marks: /\b(?:protein|whey|casein|isolate|collagen|shakes?)\b/ },
  { id: "creatine", marks: /\bcreatine\b/ },
  {
    id: "caffeine",
    marks: /\b(?:caffeine|caffeinated|stimulants?|stim-free|pre-?workouts?|energy drinks?|coffee)\b/,
    raisedBy: /\b(?:caffeine|caffeinated|stims?|stimulants?|stim-free|pre-?workouts?|pres?|energy drinks?|energy|coffee|monsters?|celsius|bang|red ?bull|rockstar|c4|cans|alert|awake)\b/,
  },
  { id: "sleep", marks: /\b(?:sleep|melatonin|insomnia|bedtime|nap)\b/, raisedBy: /\b(?:sleep\w*|melatonin|insomnia|bed|crash|nap|rest|tired|nights?|shift)\b/ },
  { id: "vitamin-d", marks: /\bvitamin d\b|\bd3\b/, raisedBy: /\bvitamin d\b|\bd3\b|\bvit d\b|\bmulti\w*|\bvitamins?\b/ },
  { id: "diet", marks: /\b(?:vegan|vegetarian|plant-based|diet)\b/, raisedBy: /\b(?:vegan|vegetarian|plant[- ]based|diet|dairy|lactose|(?:do ?n[o']?t|never) eat|no meat|pescatarian)\b/ },
  { id: "minerals", marks: /\b(?:calcium|iron|zinc|magnesium|iodine|potassium)\b/ },
  { id: "vitamin-a", marks: /\bvitamin a\b|\bretin/, raisedBy: /\bvitamin a\b|\bretin|\bisotretinoin|\baccutane|\bmulti\w*|\bvitamins?\b/ },
  { id: "b12", decisive: true, marks: /\bb12\b/, raisedBy: /\bb12\b|\bvegan|\bvegetarian|\bplant[- ]based|\bmulti\w*|\bvitamins?\b|\bdairy\b|\b(?:do ?n[o']?t|never) eat\b|\bno meat\b|\bpescatarian\b/ },
  { id: "omega-3", marks: /\b(?:fish oil|omega-?3s?|epa|dha)\b/, raisedBy: /\b(?:fish oil|omega|epa|dha|heart)\b/ },
  { id: "magnesium", marks: /\bmagnesium\b/ },
  { id: "zinc", marks: /\bzinc\b/ },
  { id: "iron", marks: /\biron\b/ },
  { id: "hydration", marks: /\b(?:electrolytes?|sodium|hydrat\w*|fluids?|sweat\w*|quarts?|sports drinks?)\b/, raisedBy: /\b(?:electrolytes?|sodium|hydrat\w*|fluids?|sweat\w*|water|drinks?|liquid i\.?v\.?|gatorade|pedialyte|heat|hot|cramp\w*)\b/ },
  { id: "heat", marks: /\b(?:heat (?:illness|stroke|exhaustion|category)|in the heat)\b/, raisedBy: /\b(?:heat|hot|summer|desert|humid\w*|sweat\w*)\b/ },
  { id: "joints", marks: /\b(?:joints?|glucosamine|chondroitin|knees?|tendons?)\b/, raisedBy: /\b(?:joints?|glucosamine|chondroitin|knees?|hips?|back|shoulders?|ankles?|tendons?|pain|aches?|achy|sore)\b/ },
  { id: "ashwagandha", marks: /\bashwagandha\b/ },
  { id: "beta-alanine", marks: /\bbeta-?alanine\b/, raisedBy: /\bbeta-?alanine\b|\btingl\w*|\bitch\w*|\bpins and needles\b|\bpre-?workouts?\b|\bpres?\b/ },
  { id: "kidneys", marks: /\bkidneys?\b/ },
  { id: "recovery", marks: /\brecover\w*/, raisedBy: /\brecover\w*|\bbounce back\b|\bsore\w*|\btrashed\b|\bdoms\b|\bafter (?:every |a |the |my )?(?:ruck|workout|lift|run|pt|field)\b/ },
  { id: "storage", marks: /\b(?:storage|storing|sealed|cool and dry|parked cars?|vehicles?)\b/, raisedBy: /\b(?:stor\w*|heat|hot|fridge|cook\w*|melt\w*|car|truck|conex|shelf life|expir\w*|keep|packets?)\b/ },
  { id: "fat-loss", marks: /\b(?:fat burners?|weight loss|making weight|the tape)\b/, raisedBy: /\b(?:fat|weight|tape|cut(?:ting)?|lean|burners?)\b/ },
  { id: "certification", marks: /\b(?:nsf|informed sport|informed choice|bscg|usp|certif\w*|seals?)\b/, raisedBy: /\b(?:nsf|informed|bscg|usp|certif\w*|seals?|legit|clean|tested|trust\w*|safe|lot|batch|fake|counterfeit)\b/ },
  { id: "drug-test", marks: /\b(?:drug test\w*|urinalysis|positive)\b/, raisedBy: /\b(?:drug test\w*|urinalysis|ua|piss test|pop(?:ped)?|positive|test|opiates?|opioids?|thc|cbd)\b/ },
  { id: "mail", decisive: true, marks: /\b(?:mail(?:ing|ed)?|apo|fpo|post office|care packages?)\b/, raisedBy: /\b(?:mail\w*|apo|fpo|post office|packages?|send\w*|deliver\w*|ship (?:it|them|this|that|stuff)|shipping (?:it|them|this|that|some|stuff|supplements)|shipped(?! out\b(?! (?:there|here)\b)))\b/ },
  { id: "medicine-tiredness", decisive: true, marks: /\btiredness can come from a medicine\b/, raisedBy: /\b(?:tired\w*|fatigue\w*|exhausted|wiped|drained|sluggish|no energy)\b/ },
  { id: "deployment", marks: /\b(?:deploy\w*|overseas|exchange)\b/, raisedBy: /\b(?:deploy\w*|overseas|downrange|down range|exchange|px|bx|nex|field|afghan\w*|iraq|kuwait)\b/ },
];

/** What a sentence sets aside ("not a pre-workout or an energy product:", "rather than adding a stimulant") is not what it is about. */
const SET_ASIDE = /\b(?:(?:not|nor) an?|rather than|instead of)\s[^.,;:!?]*/g;

/** The words a person reads: a link's address is not what a paragraph says. */
const shown = (text: string) => text.toLowerCase().replace(/\]\([^)]*\)/g, "]");

/** The canned asides `text` carries anywhere. */
export function decisiveSubjectsIn(text: string): Set<string> {
  const lower = shown(text).replace(SET_ASIDE, " ");
  return new Set(SUBJECTS.filter((s) => s.decisive && s.marks.test(lower)).map((s) => s.id));
}

/** The subjects `text` is about (lower-cased before matching). */
export function subjectsIn(text: string, by: "marks" | "raisedBy" = "marks"): Set<string> {
  const lower = by === "marks" ? shown(text).replace(SET_ASIDE, " ") : text.toLowerCase();
  return new Set(SUBJECTS.filter((s) => (by === "raisedBy" ? (s.raisedBy ?? s.marks) : s.marks).test(lower)).map((s) => s.id));
}
