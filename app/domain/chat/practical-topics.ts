import type { Source } from "~/domain/source";
import { GUIDE_CAFFEINE, GUIDE_FOOD_FIRST, GUIDE_NERVES, GUIDE_PLANT_DIETS, GUIDE_PROTEIN, GUIDE_VITAMINS } from "./sources";

/*
 * The practical help a careful adviser gives before, or instead of, a product: which foods carry a
 * nutrient and how much a portion gives, and for nerves and stress what to do and whom to call.
 * Every figure and sentence comes from the guide each topic links (content/<slug>.md) and the
 * sources that guide lists: the food amounts from the Dietary Guidelines' food-source tables and
 * the National Kidney Foundation, the daily needs from NIH, the counseling facts from Military
 * OneSource and HPRC.
 */

/** What a food is, as the limits a person keeps read it: a vegan leaves out meat, fish, egg and dairy. */
export type FoodKind = "meat" | "fish" | "egg" | "dairy" | "soy" | "nuts" | "gluten" | "carbs";

export interface Food {
  /** The food and its amount, as one list line. */
  text: string;
  kinds: readonly FoodKind[];
}

export type NutrientId = "protein" | "iron" | "vitamin-d" | "omega-3" | "calcium";

export interface NutrientFoods {
  id: NutrientId;
  /** The nutrient as a message names it. */
  words: RegExp;
  /** The heading of the food lines: "Iron from food". */
  title: string;
  /** How much a day, first; null where the guide gives none of its own. */
  need: string | null;
  /** Portions and their amounts, richest or most common first. */
  foods: readonly Food[];
  /** A line after the foods that changes what the foods give ("vitamin C with plant iron"). */
  tip?: string;
  sources: Source[];
}

/** In the order a message is searched: the first nutrient it names is the one answered. */
export const NUTRIENT_FOODS: readonly NutrientFoods[] = [
  {
    id: "iron",
    words: /\biron\b|\bferritin\b|\ban(?:a)?emi[ac]\b/,
    title: "Iron from food",
    need: "Men need 8 mg of iron a day and women aged 19 to 50 need 18 mg; vegetarians who eat no meat, poultry or seafood need almost twice that.",
    foods: [
      { text: "fortified bran flakes, 3/4 cup: 8.4 mg", kinds: ["gluten", "carbs"] },
      { text: "oysters, 3: 6.9 mg", kinds: ["fish"] },
      { text: "spinach, cooked, 1 cup: 6.4 mg", kinds: [] },
      { text: "soybeans, cooked, 1/2 cup: 4.4 mg", kinds: ["soy"] },
      { text: "white beans or lentils, cooked, 1/2 cup: 3.3 mg", kinds: ["carbs"] },
      { text: "beef, 3 oz: 2.5 mg", kinds: ["meat"] },
      { text: "canned sardines, 3 oz: 2.5 mg", kinds: ["fish"] },
      { text: "chickpeas, cooked, 1/2 cup: 2.4 mg", kinds: ["carbs"] },
    ],
    tip: "Eat plant iron with a food that has vitamin C (citrus, strawberries, sweet peppers, tomatoes, broccoli) or with meat or seafood, and the body absorbs more of it.",
    sources: [GUIDE_FOOD_FIRST],
  },
  {
    id: "vitamin-d",
    words: /\bvit(?:amin)?[- ]?d\d?\b|\bd3\b|\bsunlight\b/,
    title: "Vitamin D from food",
    need: "Adults need 600 IU (15 mcg) of vitamin D a day up to age 70. With little sun in winter at high latitudes, food and supplements matter more, and few foods carry much of it.",
    foods: [
      { text: "rainbow trout, 3 oz: 645 IU", kinds: ["fish"] },
      { text: "salmon, 3 oz: 383 to 570 IU", kinds: ["fish"] },
      { text: "canned light tuna, 3 oz: 231 IU", kinds: ["fish"] },
      { text: "unsweetened soy milk, 1 cup: 119 IU", kinds: ["soy"] },
      { text: "low-fat milk, 1 cup: 117 IU", kinds: ["dairy"] },
      { text: "unsweetened almond milk, 1 cup: 107 IU", kinds: ["nuts"] },
      { text: "fortified orange juice, 1 cup: 100 IU", kinds: ["carbs"] },
    ],
    sources: [GUIDE_FOOD_FIRST, GUIDE_VITAMINS],
  },
  {
    id: "omega-3",
    words: /\bomega[- ]?3s?\b|\bomegas?\b|\bfish oil\b|\bepa\b|\bdha\b|\bala\b/,
    title: "Omega-3s from food",
    need: "The Dietary Guidelines recommend at least 8 oz of fish a week.",
    foods: [
      { text: "cold-water fatty fish (salmon, Atlantic mackerel, albacore or skipjack tuna, herring, sardines), which have more omega-3s than other fish", kinds: ["fish"] },
      { text: "the plant omega-3, ALA: flaxseeds, chia seeds and pumpkin seeds", kinds: [] },
      { text: "ALA in canola and soy oil", kinds: ["soy"] },
      { text: "ALA in walnuts", kinds: ["nuts"] },
    ],
    tip: "Without fish, algal oil is the plant-based source of EPA and DHA.",
    sources: [GUIDE_FOOD_FIRST, GUIDE_PLANT_DIETS],
  },
  {
    id: "calcium",
    words: /\bcalcium\b/,
    title: "Calcium from food",
    need: "Adults aged 19 to 50 need 1,000 mg of calcium a day; teens aged 9 to 18 need 1,300 mg.",
    foods: [
      { text: "tofu made with calcium sulfate, 1/2 cup: 434 mg", kinds: ["soy"] },
      { text: "plain nonfat yogurt, 8 oz: 488 mg", kinds: ["dairy"] },
      { text: "low-fat milk, 1 cup: 305 mg", kinds: ["dairy"] },
      { text: "fortified orange juice, 1 cup: 349 mg", kinds: ["carbs"] },
      { text: "canned sardines, 3 oz: 325 mg", kinds: ["fish"] },
      { text: "unsweetened soy milk, 1 cup: 301 mg", kinds: ["soy"] },
      { text: "collard greens, cooked, 1 cup: 268 mg", kinds: [] },
      { text: "bok choy, cooked, 1 cup: 185 mg; kale, cooked, 1 cup: 177 mg", kinds: [] },
    ],
    sources: [GUIDE_FOOD_FIRST],
  },
  {
    id: "protein",
    words: /\bprotein\b|\bmacros\b|\bto recover\b|\brecover(?:y|ing)? (?:after|from) (?:a |the |my )?(?:long )?(?:ruck|workout|training|pt|run|lift|march|session)s?\b|\bbuild(?:ing)? muscle\b/,
    title: "Protein from food",
    need: "About 20 to 25 g a meal, 1.4 to 2.0 g per kg of body weight a day if you train hard.",
    foods: [
      { text: "chicken breast or other cooked meat, 3 oz (a deck of cards): 21 to 24 g", kinds: ["meat"] },
      { text: "cooked beans (navy, pinto, kidney, black-eyed or split peas), 1 cup: 14 to 16 g", kinds: ["carbs"] },
      { text: "1 whole egg: 7 g", kinds: ["egg"] },
      { text: "soy milk, 8 oz: 8 g", kinds: ["soy"] },
      { text: "milk or yogurt, 8 oz, or cheese, 1 oz: 8 g", kinds: ["dairy"] },
      { text: "dry roasted peanuts, 1 oz: 7 g", kinds: ["nuts"] },
    ],
    sources: [GUIDE_FOOD_FIRST, GUIDE_PROTEIN],
  },
];

/** Food lines per answer: a few concrete ones, then the picks. */
export const FOODS_SHOWN = 5;

/** For nerves before an event: the breath HPRC teaches, and caffeine kept in bounds. */
export const NERVES_BEFORE =
  "**For the nerves beforehand:** breathe in for about 4 seconds and out for about 6, filling your belly rather than your chest; HPRC teaches this paced breathing to prepare just before an intense moment and to recover after, and a few breaths can leave you calm and alert. Practise it in the days before so it is a habit when you need it, and keep caffeine to the amounts and the cut-off in our caffeine guide.";

/** Who to call about stress, free and in confidence, with where non-medical counseling stops. */
export const WHO_TO_CALL =
  "**Who to talk to, free and confidential:** Military OneSource or a military and family life counselor (MFLC) gives short-term non-medical counseling on stress, moves, deployments, relationships and grief, up to 12 sessions per issue, in person, by phone, chat or video. A chaplain is another door, and your clinic's behavioral health team is the one when it is more than stress.";

export const STRESS_SOURCES: Source[] = [GUIDE_NERVES, GUIDE_CAFFEINE];
