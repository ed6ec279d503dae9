import type { Source } from "~/domain/source";
import {
  CAFFEINE_OVERDOSE,
  GUIDE_CAFFEINE,
  GUIDE_CREATINE,
  GUIDE_VITAMINS,
  ISSN_BETA_ALANINE,
  MAGNESIUM_SIDE_EFFECTS,
  MAYO_MELATONIN,
  OMEGA3_SIDE_EFFECTS,
  NIACIN_FLUSH,
  NIACIN_FLUSH_FOOD,
  VITAMIN_C_UPPER,
  IRON_SIDE_EFFECTS,
  IRON_WITH_MEALS,
  RIBOFLAVIN_URINE,
  FISH_OIL_MEALS,
  ZINC_NAUSEA,
  MELATONIN_RISKS,
  CREATINE_WATER,
  CREATINE_LARGE_DOSES,
  PROBIOTIC_GAS,
  CALCIUM_GUT,
} from "./sources";
import { LIVERTOX_ASHWAGANDHA, NCCIH_ASHWAGANDHA_SIDE_EFFECTS } from "~/domain/safety/condition-sources";

/*
 * The common, usually harmless effects a pharmacist names first when someone says what happened
 * after a supplement: which ingredient causes which effect, what to do about it, and the page it
 * comes from. Read by ./likely-cause.ts. The words people use for each effect are vocabulary
 * meanings (`effect-<id>` in app/data/chat-vocabulary.json); the names of each ingredient below
 * are matched in what the person wrote and in the ingredient lists of the catalogue products
 * they named. No row without a source: an effect with no row is answered as one we cannot name.
 */

export const EFFECT_IDS = [
  "flush",
  "tingle",
  "loose-stools",
  "constipation",
  "dark-stools",
  "yellow-urine",
  "fishy-burps",
  "heartburn",
  "nausea",
  "stomach-upset",
  "gas-bloating",
  "jitters",
  "sleepless",
  "groggy",
  "headache",
  "vivid-dreams",
  "water-weight",
] as const;
export type EffectId = (typeof EFFECT_IDS)[number];

/** The effect in plain words, as the answer names it back ("that hot, red flush"). */
export const EFFECT_WORDS: Record<EffectId, string> = {
  flush: "hot, red, itchy flush",
  tingle: "pins-and-needles tingle",
  "loose-stools": "loose stools",
  constipation: "constipation",
  "dark-stools": "dark stool",
  "yellow-urine": "bright yellow pee",
  "fishy-burps": "fishy burping and aftertaste",
  heartburn: "heartburn",
  nausea: "nausea",
  "stomach-upset": "stomach upset",
  "gas-bloating": "gas and bloating",
  jitters: "shaky, wired feeling",
  sleepless: "trouble sleeping",
  groggy: "groggy, foggy mornings",
  headache: "headache",
  "vivid-dreams": "vivid dreams",
  "water-weight": "jump on the scale",
};

export interface CommonEffect {
  /** The ingredient, as the answer names it ("the niacin (vitamin B3)"). */
  ingredient: string;
  /** Its names, lower case, as people and labels write them. */
  names: readonly string[];
  effects: readonly EffectId[];
  /** What the ingredient does, in a sentence or two. */
  cause: string;
  /** What to do about it. */
  todo: string;
  /** When the same effect is something else and needs care. */
  care?: string;
  sources: readonly Source[];
}

/** The table: one row per ingredient and the effects one source covers. */
export const COMMON_EFFECTS: readonly CommonEffect[] = [
  {
    ingredient: "niacin (vitamin B3)",
    names: ["niacin", "vitamin b3", "b3", "nicotinic acid"],
    effects: ["flush"],
    cause: "Niacin at 30 mg or more from a supplement widens small blood vessels in the skin: the face, neck, arms and chest turn red and hot, often with tingling or itching. It is unpleasant rather than harmful, it is not an allergy, and it usually passes within an hour.",
    todo: "Taking it with food or in smaller, divided doses makes it milder; check the label for niacin or nicotinic acid and how many milligrams a serving holds.",
    sources: [NIACIN_FLUSH, NIACIN_FLUSH_FOOD],
  },
  {
    ingredient: "beta-alanine",
    names: ["beta-alanine", "beta alanine", "carnosyn"],
    effects: ["tingle"],
    cause: "Beta-alanine gives pins and needles (paraesthesia) on the face, ears, neck or hands soon after a dose: it is its only reported side effect, and it is not dangerous.",
    todo: "It fades on its own; smaller, divided doses reduce it.",
    sources: [ISSN_BETA_ALANINE],
  },
  {
    ingredient: "magnesium",
    names: ["magnesium", "mag citrate", "mag glycinate", "magnesium citrate", "magnesium glycinate"],
    effects: ["loose-stools", "stomach-upset", "nausea"],
    cause: "High doses of magnesium from supplements often cause diarrhoea, sometimes with nausea and stomach cramps.",
    todo: "Take less or stop it: from supplements, adults should stay at or under 350 mg of magnesium a day unless a clinician advises more.",
    sources: [MAGNESIUM_SIDE_EFFECTS],
  },
  {
    ingredient: "vitamin C",
    names: ["vitamin c", "ascorbic acid", "emergen-c", "emergen c", "emergenc", "airborne"],
    effects: ["loose-stools", "stomach-upset", "nausea"],
    cause: "More than 2,000 mg of vitamin C a day, the adult upper limit, can cause nausea and diarrhoea.",
    todo: "Cut back, counting every packet, tablet and fortified drink; it settles once you take less.",
    sources: [VITAMIN_C_UPPER],
  },
  {
    ingredient: "iron",
    names: ["iron", "ferrous sulfate", "ferrous gluconate", "ferrous fumarate"],
    effects: ["constipation", "dark-stools", "nausea", "stomach-upset"],
    cause: "Iron commonly causes constipation, stomach cramps or nausea, and it turns stools dark or black, which on its own is expected.",
    todo: "Taking it with a meal usually eases the stomach; if a provider prescribed it, ask them or a pharmacist before you change the dose rather than stopping on your own.",
    care: "Stools that are tarry or sticky, or streaked with red, or sharp stomach pain, need a call to your provider right away; with dizziness, weakness or fainting, get care now.",
    sources: [IRON_SIDE_EFFECTS, IRON_WITH_MEALS],
  },
  {
    ingredient: "riboflavin (vitamin B2)",
    names: ["riboflavin", "vitamin b2", "b2"],
    effects: ["yellow-urine"],
    cause: "Riboflavin turns urine bright, almost neon yellow when you take more than your body needs, as multivitamins and B-complex supplements usually hold: it is a normal, harmless effect.",
    todo: "Nothing needs doing about the colour.",
    care: "Urine that is brown, red or cola-coloured is something else: see sick call or your provider today.",
    sources: [RIBOFLAVIN_URINE],
  },
  {
    ingredient: "fish oil (omega-3)",
    names: ["fish oil", "omega-3", "omega 3", "omega3", "omegas", "omega", "krill oil", "cod liver oil", "epa", "dha"],
    effects: ["fishy-burps", "heartburn", "nausea", "loose-stools"],
    cause: "Fish oil's side effects are usually mild: an unpleasant taste, bad breath, heartburn, nausea or diarrhoea.",
    todo: "Taking it with a meal, starting with a lower dose, or an enteric-coated form cuts the burps and nausea; stop it if it keeps bothering you.",
    sources: [OMEGA3_SIDE_EFFECTS, FISH_OIL_MEALS],
  },
  {
    ingredient: "zinc",
    names: ["zinc", "zinc picolinate", "zinc gluconate"],
    effects: ["nausea", "stomach-upset"],
    cause: "Zinc taken on an empty stomach, or in too high a dose, commonly makes people nauseous and can make them throw up.",
    todo: "Take it with food or take a smaller amount; adults should stay at or under 40 mg of zinc a day from all sources unless a clinician advises more.",
    sources: [ZINC_NAUSEA, GUIDE_VITAMINS],
  },
  {
    ingredient: "melatonin",
    names: ["melatonin"],
    effects: ["groggy", "headache", "vivid-dreams", "nausea"],
    cause: "Melatonin's most common side effects are headache, dizziness, nausea and daytime drowsiness, and nightmares or vivid dreams are possible too.",
    todo: "A smaller dose is the first thing to try, or stop it; don't drive or do anything that needs you alert while you still feel drowsy.",
    sources: [MAYO_MELATONIN, MELATONIN_RISKS],
  },
  {
    ingredient: "caffeine",
    names: ["caffeine", "caffeine anhydrous", "coffee bean", "green tea leaf", "green coffee bean"],
    // Not headache: a caffeine headache is as often one of cutting back (withdrawal) as of too much.
    effects: ["jitters", "sleepless", "nausea"],
    cause: "Shaking or jitters, a racing or pounding heart, nausea and not being able to sleep are signs of too much caffeine.",
    todo: "Take less or stop, add up every scoop, can and coffee against about 400 mg a day, and keep caffeine out of the 6 hours before you sleep.",
    sources: [CAFFEINE_OVERDOSE, GUIDE_CAFFEINE],
  },
  {
    ingredient: "creatine",
    names: ["creatine"],
    effects: ["water-weight"],
    cause: "Creatine draws water into your muscles, so the scale usually goes up within the first days, more with a loading phase; it is not fat, and some of the gain is real training progress.",
    todo: "Nothing needs doing; if a weigh-in is close, skip a loading phase and stay on the everyday 3 to 5 g.",
    sources: [CREATINE_WATER, GUIDE_CREATINE],
  },
  {
    ingredient: "creatine",
    names: ["creatine"],
    effects: ["stomach-upset", "loose-stools", "gas-bloating", "nausea"],
    cause: "Large doses of creatine, such as a loading phase of about 20 g a day, are the ones that upset the stomach, with bloating, diarrhoea or nausea.",
    todo: "Split it into smaller doses through the day, or skip the load and take the everyday 3 to 5 g.",
    sources: [CREATINE_LARGE_DOSES, GUIDE_CREATINE],
  },
  {
    ingredient: "ashwagandha",
    names: ["ashwagandha", "ashwaganda", "ashwa", "withania", "ksm-66", "ksm 66", "sensoril"],
    effects: ["groggy", "stomach-upset", "loose-stools", "nausea"],
    cause: "In some people ashwagandha causes drowsiness, an upset stomach, diarrhoea or vomiting.",
    todo: "Stop it or take less, and don't drive or stand a watch while you feel drowsy; if you take it for sleep or stress, your PCM can look at what is behind that.",
    care: "Yellow eyes or skin, dark urine or itching all over after weeks on it can be liver injury, which has been linked to ashwagandha in rare cases: stop it and get seen today.",
    sources: [NCCIH_ASHWAGANDHA_SIDE_EFFECTS, LIVERTOX_ASHWAGANDHA],
  },
  {
    ingredient: "probiotic",
    names: ["probiotic", "probiotics"],
    effects: ["gas-bloating", "stomach-upset"],
    cause: "In people who are generally healthy, a probiotic's side effects, if any, are usually only mild digestive symptoms such as gas.",
    todo: "Stop it if it keeps bothering you; with a serious illness or a weakened immune system, ask your provider before taking one at all.",
    sources: [PROBIOTIC_GAS],
  },
  {
    ingredient: "calcium",
    names: ["calcium", "calcium carbonate", "calcium citrate"],
    effects: ["constipation", "gas-bloating"],
    cause: "Calcium supplements commonly cause gas and constipation, calcium carbonate more than calcium citrate.",
    todo: "Splitting the dose (one in the morning, one in the evening) or switching to calcium citrate eases it.",
    sources: [CALCIUM_GUT],
  },
];

/** Kinds of product people name instead of an ingredient, and the ingredients of this table such products usually hold: the label decides. */
export const PRODUCT_KINDS: ReadonlyArray<{ names: readonly string[]; ingredients: readonly string[] }> = [
  { names: ["b complex", "b-complex", "b vitamins", "b vitamin", "b-50", "b 50", "b-100"], ingredients: ["niacin (vitamin B3)", "riboflavin (vitamin B2)"] },
  { names: ["multi", "multis", "multivitamin", "multivitamins", "multi vitamin", "multi-vitamin", "vitamins", "prenatal", "prenatals"], ingredients: ["riboflavin (vitamin B2)", "niacin (vitamin B3)", "iron", "zinc"] },
  { names: ["pre", "pres", "pre-workout", "preworkout", "pre workout", "pre-workouts"], ingredients: ["caffeine", "beta-alanine", "niacin (vitamin B3)"] },
  { names: ["energy drink", "energy drinks", "celsius", "monster", "monsters", "bang", "bangs", "red bull", "rip it", "rip its", "reign", "coffee", "coffees", "fat burner", "fat burners", "burner", "thermogenic"], ingredients: ["caffeine"] },
];
